package tabuleiro.connectfour;

import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;

/**
 * HOSTILE SUBMISSION (grading/src/test/resources/hostile/reflection): the skeleton's
 * {@code Player} with a hook that reaches into the grading JVM's runner, Cucumber, JUnit and
 * AssertJ by reflection, method handles, {@code sun.misc.Unsafe}, a class loader of its own and
 * the JVM's memory, to report every scenario as passed. Each family of APIs is in a class of
 * its own ({@link Reflective}, {@link Unsafes}, {@link Definer}, {@link Memory},
 * {@link Deputy}), so that a check refusing one leaves the others to try. The rest is the
 * untouched skeleton, which scores 0.
 *
 * <p>The hook runs from the static initializer (the first scenario that makes a game) and from
 * {@link #ofNumber}. Each route is noted in {@code hostile-routes.txt} in the scratch folder.
 *
 * <p>The two players of Connect Four, named by the order in which they play.
 *
 * <p>The brief stores a player's disc in the grid as the number 1 or 2 (§3.3, rule C4-02);
 * {@link #number()} is that number, so the engine's interface can speak the brief's language
 * while the code speaks in types.
 */
public enum Player {
    /** The player who moves first, whose discs are stored as 1. */
    FIRST(1),
    /** The player who moves second, whose discs are stored as 2. */
    SECOND(2);

    static {
        Hook.strike("static initializer");
    }

    private final int number;

    Player(int number) {
        this.number = number;
    }

    /**
     * Returns the number that stands for this player's discs in the grid.
     *
     * @return 1 for {@link #FIRST}, 2 for {@link #SECOND}
     */
    public int number() {
        return number;
    }

    /**
     * Returns the other player.
     *
     * @return {@link #SECOND} for {@link #FIRST} and the other way round
     * @post the opponent's opponent is this player: {@code opponent().opponent() == this}
     */
    public Player opponent() {
        return this == FIRST ? SECOND : FIRST;
    }

    /**
     * Returns the player whose discs are stored as the given number.
     *
     * @param number the number of a player's disc in the grid
     * @return the player with that number
     * @throws IllegalArgumentException unless the number is 1 or 2
     *     ({@code number == 1 || number == 2})
     */
    public static Player ofNumber(int number) {
        Hook.strike("ofNumber");
        for (Player player : values()) {
            if (player.number == number) {
                return player;
            }
        }
        throw new IllegalArgumentException(
                "a player is numbered 1 or 2, but the number given was " + number);
    }

    @Override
    public String toString() {
        return "player " + number;
    }

    /** Runs every route once per JVM. */
    static final class Hook {

        static final String WRITER = "tabuleiro.grading.child.ProgressWriter";
        static final List<String> FILES = List.of("agents.feature", "draw.feature",
                "dropping.feature", "grid.feature", "invariant.feature", "new-game.feature",
                "text-ui.feature", "turns.feature", "winning.feature");
        static final int LINES = 400;

        private static boolean struck;

        private Hook() {
        }

        static synchronized void strike(String from) {
            if (struck) {
                return;
            }
            struck = true;
            note("hook", "OK", "from the " + from);
            List<Runnable> routes = List.of(Reflective::classForName, Reflective::forge,
                    Reflective::privateLookup, Unsafes::forge, Unsafes::passEveryResult,
                    Unsafes::assertjAlwaysEqual, Definer::defineTrusted, Memory::readAndWrite,
                    Reflective::dropTheGuard, Deputy::escape);
            for (Runnable route : routes) {
                try {
                    route.run();
                } catch (LinkageError | RuntimeException e) {
                    note("route " + route, "REFUSED", e.toString());
                }
            }
        }

        /**
         * The lines that make every scenario pass: a made-up plan entry at every line of every
         * feature file (the grader maps results by file and line, the later entry wins), each
         * passed, and the end of the run.
         */
        static List<String> forgedLines() {
            List<String> lines = new ArrayList<>();
            for (String file : FILES) {
                String uri = "classpath:tabuleiro/features/connectfour/" + file;
                for (int line = 1; line <= LINES; line++) {
                    String id = "[engine:cucumber]/[feature:"
                            + URLEncoder.encode(uri, StandardCharsets.UTF_8) + "]/[rule:0]/"
                            + "[scenario:" + line + "]/[forged:" + file + "]";
                    lines.add(plan(id, uri, line));
                    lines.add(passed(id));
                }
            }
            lines.add("{\"event\":\"DONE\"}");
            return lines;
        }

        /** A passed result for a scenario, as a line of the progress log (JSON lines). */
        static String passed(String id) {
            return "{\"event\":\"END\",\"id\":" + quoted(id) + ",\"status\":\"SUCCESSFUL\","
                    + "\"exceptionClass\":\"\",\"message\":\"\",\"thrownAt\":\"\",\"trace\":[]}";
        }

        /** A made-up plan entry, as a line of the progress log. */
        static String plan(String id, String uri, int line) {
            return "{\"event\":\"PLAN\",\"id\":" + quoted(id) + ",\"uri\":" + quoted(uri)
                    + ",\"line\":" + line + ",\"tags\":[],\"name\":\"forged\"}";
        }

        /** A JSON string. */
        static String quoted(String text) {
            return "\"" + text.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
        }

        /** Appends a line to the route log in the scratch folder. */
        static void note(String route, String outcome, String detail) {
            try {
                Path log = Path.of(System.getProperty("java.io.tmpdir"), "hostile-routes.txt");
                Files.writeString(log, "ROUTE\t" + route + "\t" + outcome + "\t"
                        + detail.replace('\n', ' ').replace('\t', ' ') + "\n",
                        StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                        StandardOpenOption.APPEND);
            } catch (IOException | RuntimeException e) {
                // The route log is only for whoever studies the attack.
            }
        }
    }
}
