package tabuleiro.grading.child;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectPackage;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectUniqueId;

import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.platform.engine.DiscoverySelector;
import org.junit.platform.launcher.EngineFilter;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.TestPlan;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import tabuleiro.grading.child.ProgressEvent.Done;
import tabuleiro.grading.child.feed.FeatureFiles;

/**
 * The main class of a grading JVM: runs a rule book against the classes on its class path and
 * reports every scenario to a progress log as it goes.
 *
 * <p>{@code java -ea -cp ... tabuleiro.grading.child.SpecRunner FEATURES GLUE SECONDS} runs the
 * feature files of the Java package FEATURES, with the step definitions of the package GLUE and
 * the rule book's shared glue ({@code tabuleiro.features.contracts}: the guard that assertions
 * are on). The two packages differ for a rule book read in another language: its Portuguese
 * tree ({@code tabuleiro.features.pt.GAME}) runs with the English tree's step definitions
 * ({@code tabuleiro.features.GAME}), which carry both languages' expressions.
 *
 * <p>Its standard input, read whole before anything else, holds the key of the
 * {@link Channel} on its first line, then the unique ids of the scenarios to run, one per line
 * (none: run the package), and the rule book's feature files, one a line: {@value #FEATURE_LINE},
 * the resource name, a space and the file's UTF-8 bytes in Base64. Nothing of this is on the
 * command line or in a file, where the submission could read it: the feature files are shown to
 * Cucumber from the runner module's memory while it discovers the scenarios, and forgotten before
 * any of them runs ({@link FeatureFiles}). A JVM sent no feature file runs those of the class
 * path, as a rule book's own tests do. A line {@value #PROBE_LINE}CLASS and lines
 * {@value #ASK_LINE}QUESTION ask, after the scenarios, the questions of generated examples of a
 * game's probe ({@link ProbeSession}); no expected answer is ever sent. The results go to
 * standard output, on the channel; a scenario that runs longer than SECONDS halts the JVM
 * (see {@link Watchdog}).
 *
 * <p>The JVM ends by halting: code under test may have left threads or shutdown hooks behind,
 * and they must not keep the grader waiting. Exit status 0 means every selected scenario ran,
 * {@value Watchdog#TIMEOUT_STATUS} that one timed out, and 2 that the run could not start.
 */
public final class SpecRunner {

    /**
     * The glue every game's rule book shares, run beside the game's own: the rule book's guard
     * that the engine's assertions are on, so that a grading JVM started without {@code -ea}
     * fails every scenario instead of skipping half of every contract. A rule book without it
     * on the class path runs as before.
     */
    static final String SHARED_GLUE = "tabuleiro.features.contracts";

    /** How a line of standard input that carries a feature file starts. */
    public static final String FEATURE_LINE = "FEATURE ";

    /**
     * How the line of standard input that names the probe of generated examples starts: the
     * rest is the probe's binary class name (see {@link ProbeSession}).
     */
    public static final String PROBE_LINE = "PROBE ";

    /**
     * The id under which the questions of generated examples are timed and, if they run too
     * long, reported: no scenario's unique id looks like it.
     */
    public static final String PROBE_ID = "[generated-examples]";

    /** How a line of standard input that carries one question for the probe starts. */
    public static final String ASK_LINE = "ASK ";

    /** The exit status of a JVM whose run could not start or was given a bad command line. */
    public static final int ERROR_STATUS = 2;

    /** How many bytes a scenario may print on each of System.out and System.err. */
    public static final long OUTPUT_LIMIT = 1_000_000;

    /** The exit status of a JVM that the watchdog halted. */
    public static final int TIMEOUT_STATUS = Watchdog.TIMEOUT_STATUS;

    private SpecRunner() {
    }

    /**
     * Runs the rule book and halts the JVM.
     *
     * @param args the feature files' package, the step definitions' package and the scenario
     *     limit in seconds
     */
    public static void main(String[] args) {
        int status;
        try {
            status = run(args);
        } catch (IOException | RuntimeException | LinkageError e) {
            // A LinkageError is a class path without the rule book's libraries.
            e.printStackTrace();
            status = ERROR_STATUS;
        }
        System.out.flush();
        System.err.flush();
        Runtime.getRuntime().halt(status);
    }

    private static int run(String[] args) throws IOException {
        if (args.length != 3 || !args[2].matches("\\d{1,6}")) {
            System.err.println("usage: SpecRunner FEATURES GLUE SECONDS < KEY-AND-IDS");
            return ERROR_STATUS;
        }
        String features = args[0];
        String glue = args[1];
        int seconds = Integer.parseInt(args[2]);
        List<String> input = standardInput();
        if (input.isEmpty()) {
            System.err.println("SpecRunner: no key on standard input");
            return ERROR_STATUS;
        }
        List<String> ids = input.subList(1, input.size()).stream()
                .filter(line -> !line.isBlank() && !line.startsWith(FEATURE_LINE)
                        && !line.startsWith(PROBE_LINE) && !line.startsWith(ASK_LINE))
                .toList();
        Map<String, String> featureFiles = featureFiles(input);
        String probe = input.stream().filter(line -> line.startsWith(PROBE_LINE))
                .map(line -> line.substring(PROBE_LINE.length()).strip()).findFirst()
                .orElse("");
        List<String> questions = input.stream().filter(line -> line.startsWith(ASK_LINE))
                .map(line -> line.substring(ASK_LINE.length())).toList();
        input = List.of(input.get(0));
        List<DiscoverySelector> selectors = ids.isEmpty() ? List.of(selectPackage(features))
                : ids.stream().map(id -> (DiscoverySelector) selectUniqueId(id)).toList();
        // The channel is opened before the rule book, and so the submission, is loaded.
        try (ProgressWriter writer = ProgressWriter.over(Channel.onStandardOutput(
                input.get(0)))) {
            ScenarioOutput.install(OUTPUT_LIMIT);
            // The log is open before the guard is up: the submission may not open it itself.
            SubmissionGuard.installFromProperties().ifPresent(System.err::println);
            ProgressWriter.install(writer);
            Runtime.getRuntime().addShutdownHook(new Thread(writer::jvmExiting));
            Watchdog.start(writer, seconds);
            Launcher launcher = LauncherFactory.create();
            LauncherDiscoveryRequest request = request(glue, selectors);
            // The scenarios are made from the feature files before any step, and so any class
            // of the submission, runs; the files are gone by then.
            TestPlan plan = featureFiles.isEmpty() ? launcher.discover(request)
                    : FeatureFiles.discover(featureFiles, () -> launcher.discover(request));
            launcher.execute(plan, new ProgressListener(writer));
            if (!probe.isEmpty()) {
                // After every scenario, so that a probe that loops costs no scenario's result.
                ProbeSession.ask(writer, probe, questions);
            }
            writer.write(new Done());
        }
        return 0;
    }

    /**
     * Decodes the feature files that standard input carries.
     *
     * @param input the lines of standard input
     * @return the files' texts by resource name, in the order they came
     * @throws IllegalArgumentException if a feature line is not a name and Base64
     */
    static Map<String, String> featureFiles(List<String> input) {
        Map<String, String> files = new LinkedHashMap<>();
        for (String line : input) {
            if (line.startsWith(FEATURE_LINE)) {
                String[] parts = line.substring(FEATURE_LINE.length()).split(" ", -1);
                if (parts.length != 2 || !parts[0].endsWith(".feature")) {
                    throw new IllegalArgumentException("a feature line on standard input is"
                            + " FEATURE NAME.feature BASE64, but one was not");
                }
                files.put(parts[0], new String(Base64.getDecoder().decode(parts[1]),
                        StandardCharsets.UTF_8));
            }
        }
        return files;
    }

    /**
     * Reads standard input to its end, then leaves the submission an empty one: the key must
     * not stay where code could read it again.
     */
    private static List<String> standardInput() throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in,
                StandardCharsets.UTF_8));
        List<String> lines = reader.lines().toList();
        System.setIn(new ByteArrayInputStream(new byte[0]));
        return lines;
    }

    /**
     * Builds the request that runs a rule book with Cucumber alone, one scenario at a time.
     *
     * @param glue the package of the step definitions
     * @param selectors what to run: the feature files' package, or scenarios by unique id
     * @return the request
     */
    static LauncherDiscoveryRequest request(String glue, List<DiscoverySelector> selectors) {
        return request(glue, selectors, "");
    }

    /**
     * Builds the request that runs a rule book with Cucumber alone, one scenario at a time, and
     * only the scenarios a tag expression selects.
     *
     * @param glue the package of the step definitions
     * @param selectors what to run: the feature files' package, or scenarios by unique id
     * @param tags a Cucumber tag expression such as {@code @ex02}, or empty for every scenario
     * @return the request
     */
    static LauncherDiscoveryRequest request(String glue, List<DiscoverySelector> selectors,
            String tags) {
        return request(glue, selectors, tags, "");
    }

    /**
     * Builds the request that runs a rule book with Cucumber alone, one scenario at a time, and
     * only the scenarios a tag expression and a name's regular expression select, as Maven's
     * {@code -Dcucumber.filter.tags} and {@code -Dcucumber.filter.name} do.
     *
     * @param glue the package of the step definitions
     * @param selectors what to run: the feature files' package, or scenarios by unique id
     * @param tags a Cucumber tag expression such as {@code @ex02}, or empty for every scenario
     * @param name a regular expression that the whole of a scenario's name matches, or empty
     *     for every name
     * @return the request
     */
    static LauncherDiscoveryRequest request(String glue, List<DiscoverySelector> selectors,
            String tags, String name) {
        LauncherDiscoveryRequestBuilder builder = LauncherDiscoveryRequestBuilder.request();
        if (!tags.isBlank()) {
            builder.configurationParameter("cucumber.filter.tags", tags);
        }
        if (!name.isBlank()) {
            builder.configurationParameter("cucumber.filter.name", name);
        }
        return builder
                .selectors(selectors)
                .filters(EngineFilter.includeEngines("cucumber"))
                .configurationParameter("cucumber.glue", glue + "," + SHARED_GLUE)
                .configurationParameter("cucumber.plugin", StepRecorder.class.getName())
                .configurationParameter("cucumber.publish.quiet", "true")
                .configurationParameter("cucumber.execution.parallel.enabled", "false")
                .configurationParameter("cucumber.junit-platform.naming-strategy", "long")
                .build();
    }
}
