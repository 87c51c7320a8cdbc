package tabuleiro.grading.child;

import java.io.IOException;
import java.io.InputStream;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import tabuleiro.grading.sandbox.Relay;
import tabuleiro.grading.child.ProgressEvent.Done;
import tabuleiro.grading.child.ProgressEvent.Finished;
import tabuleiro.grading.child.ProgressEvent.Planned;

/**
 * HOSTILE SUBMISSION (grading/src/test/resources/hostile/runner-package): a student's class
 * declared in the grading JVM's runner package. Loaded by the same class loader as the runner
 * from an unsealed jar, it is in the runner's runtime package, so it calls the package-private
 * {@code ProgressWriter} directly: no reflection, nothing a security manager checks (writing to
 * a stream that is already open asks for no permission).
 *
 * <p>Routes, each noted in {@code hostile-routes.txt} in the scratch folder:
 * <ol>
 *   <li>A passed result for the running scenario, written before its real one (it wins where
 *       the grader keeps a scenario's first result).</li>
 *   <li>A passed result for every scenario the feature files name, where they can be read,
 *       before they run (same).</li>
 *   <li>A plan entry of a made-up scenario at every line, 1 to {@value #LINES}, of every feature
 *       file of the public rule book, each with a passed result: the grader maps results to the
 *       rule book by feature file and line, and the made-up entry, planned after the real one,
 *       replaces it. No scenario needs to be known, hidden ones included.</li>
 *   <li>{@link Relay} (a class in the grader's {@code sandbox} package) follows every scenario from
 *       a thread of its own: as each starts, a forged plan entry with another unique id for the
 *       same feature file and line, passed (the grader maps results by file and line, the later
 *       plan entry wins); as each ends, a passed result after its real one (the later line
 *       wins).</li>
 *   <li>A last {@code DONE}, so the grader does not look for scenarios not run.</li>
 * </ol>
 */
public final class ResultDesk implements Relay.Desk {

    private static final String FOLDER = "tabuleiro/features/connectfour/";
    private static final List<String> FILES = List.of("agents.feature", "draw.feature",
            "dropping.feature", "grid.feature", "invariant.feature", "new-game.feature",
            "text-ui.feature", "turns.feature", "winning.feature");

    /** The most lines a feature file is taken to have. */
    static final int LINES = 400;

    private static boolean opened;

    private final ProgressWriter writer;

    private ResultDesk(ProgressWriter writer) {
        this.writer = writer;
    }

    /** Opens the desk once per JVM: does nothing outside a grading JVM. */
    public static synchronized void open() {
        if (opened) {
            return;
        }
        opened = true;
        Optional<ProgressWriter> installed;
        try {
            installed = ProgressWriter.installed();
        } catch (LinkageError e) {
            note("runner.ProgressWriter.installed()", "FAILED", e.toString());
            return;
        }
        if (installed.isEmpty()) {
            note("runner.ProgressWriter.installed()", "FAILED", "no writer in this JVM");
            return;
        }
        note("runner.ProgressWriter.installed()", "OK", "package-private access");
        ResultDesk desk = new ResultDesk(installed.get());
        desk.forgeRunning();
        desk.forgeEveryScenarioOfTheBook();
        desk.forgeEveryLine();
        try {
            Relay.watch(desk);
            note("run.Relay thread", "OK", "started");
        } catch (RuntimeException | LinkageError e) {
            note("run.Relay thread", "FAILED", e.toString());
        }
    }

    private void forgeRunning() {
        try {
            Optional<String> id = running();
            if (id.isPresent()) {
                forgeResult(id.get());
                note("passed result before the real one", "OK", id.get());
            }
        } catch (RuntimeException e) {
            note("passed result before the real one", "FAILED", e.toString());
        }
    }

    private void forgeEveryScenarioOfTheBook() {
        Set<String> ids = new LinkedHashSet<>();
        for (String file : FILES) {
            try (InputStream in = ResultDesk.class.getClassLoader()
                    .getResourceAsStream(FOLDER + file)) {
                if (in != null) {
                    ids.addAll(idsOf(FOLDER + file,
                            new String(in.readAllBytes(), StandardCharsets.UTF_8)));
                }
            } catch (IOException | RuntimeException e) {
                note("read " + file, "REFUSED", e.toString());
            }
        }
        if (ids.isEmpty()) {
            note("passed results for the whole rule book", "FAILED",
                    "the feature files cannot be read");
            return;
        }
        try {
            for (String id : ids) {
                forgeResult(id);
            }
            writer.write(new Done());
            note("passed results for the whole rule book", "OK", ids.size() + " scenarios");
        } catch (RuntimeException e) {
            note("passed results for the whole rule book", "FAILED", e.toString());
        }
    }

    private void forgeEveryLine() {
        try {
            for (String file : FILES) {
                forgeFile("classpath:" + FOLDER + file);
            }
            writer.write(new Done());
            note("made-up plan entries at every line of every feature file", "OK",
                    FILES.size() + " files, lines 1 to " + LINES);
        } catch (RuntimeException e) {
            note("made-up plan entries at every line of every feature file", "FAILED",
                    e.toString());
        }
    }

    @Override
    public void forgeFile(String uri) {
        String name = uri.substring(uri.lastIndexOf('/') + 1);
        for (int line = 1; line <= LINES; line++) {
            forgePlan("[engine:cucumber]/[feature:" + URLEncoder.encode(uri,
                    StandardCharsets.UTF_8) + "]/[rule:0]/[scenario:" + line + "]/[forged:"
                    + name + "]", uri, line);
        }
    }

    @Override
    public Optional<String> running() {
        return writer.running().map(ProgressWriter.Running::id);
    }

    @Override
    public Object lock() {
        return writer;
    }

    @Override
    public void forgeResult(String id) {
        writer.write(new Finished(id, "SUCCESSFUL", "", "", "", List.of()));
    }

    @Override
    public void forgePlan(String id, String uri, int line) {
        writer.write(new Planned(id, uri, line, List.of(), "forged"));
        writer.write(new Finished(id, "SUCCESSFUL", "", "", "", List.of()));
    }

    @Override
    public void report(String route, String outcome, String detail) {
        note(route, outcome, detail);
    }

    /** The unique ids Cucumber gives the scenarios of a feature file, worked out from its text. */
    static List<String> idsOf(String resource, String text) {
        String feature = "[engine:cucumber]/[feature:"
                + URLEncoder.encode("classpath:" + resource, StandardCharsets.UTF_8) + "]";
        List<String> ids = new ArrayList<>();
        String rule = "";
        String outline = null;
        String examples = null;
        boolean header = false;
        boolean docString = false;
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            int number = i + 1;
            if (line.startsWith("\"\"\"") || line.startsWith("```")) {
                docString = !docString;
            } else if (docString || line.isEmpty() || line.startsWith("#")
                    || line.startsWith("@")) {
                continue;
            } else if (line.startsWith("Rule:")) {
                rule = "/[rule:" + number + "]";
                outline = null;
                examples = null;
            } else if (line.startsWith("Scenario Outline:")
                    || line.startsWith("Scenario Template:")) {
                outline = feature + rule + "/[scenario:" + number + "]";
                examples = null;
            } else if (line.startsWith("Scenario:") || line.startsWith("Example:")) {
                ids.add(feature + rule + "/[scenario:" + number + "]");
                outline = null;
                examples = null;
            } else if ((line.startsWith("Examples:") || line.startsWith("Scenarios:"))
                    && outline != null) {
                examples = outline + "/[examples:" + number + "]";
                header = true;
            } else if (line.startsWith("|")) {
                if (examples != null && !header) {
                    ids.add(examples + "/[example:" + number + "]");
                }
                header = false;
            } else {
                examples = null;
            }
        }
        return ids;
    }

    /** Appends a line to the route log in the scratch folder, which the submission may write. */
    static void note(String route, String outcome, String detail) {
        try {
            Path log = Path.of(System.getProperty("java.io.tmpdir"), "hostile-routes.txt");
            Files.writeString(log, "ROUTE\t" + route + "\t" + outcome + "\t"
                    + detail.replace('\n', ' ').replace('\t', ' ') + "\n",
                    StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
        } catch (IOException | RuntimeException e) {
            // The log is only for whoever studies the attack.
        }
    }
}
