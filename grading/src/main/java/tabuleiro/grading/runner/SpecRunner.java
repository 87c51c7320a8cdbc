package tabuleiro.grading.runner;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectPackage;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectUniqueId;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.platform.engine.DiscoverySelector;
import org.junit.platform.launcher.EngineFilter;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import tabuleiro.grading.runner.ProgressEvent.Done;

/**
 * The main class of a grading JVM: runs a rule book against the classes on its class path and
 * reports every scenario to a progress log as it goes.
 *
 * <p>{@code java -ea -cp ... tabuleiro.grading.runner.SpecRunner LOG PACKAGE SECONDS [IDS]}
 * runs the feature files of the Java package PACKAGE, with the step definitions of the same
 * package, or only the scenarios whose unique ids are listed one per line in the file IDS. A
 * scenario that runs longer than SECONDS halts the JVM (see {@link Watchdog}).
 *
 * <p>The JVM ends by halting: code under test may have left threads or shutdown hooks behind,
 * and they must not keep the grader waiting. Exit status 0 means every selected scenario ran,
 * {@value Watchdog#TIMEOUT_STATUS} that one timed out, and 2 that the run could not start.
 */
public final class SpecRunner {

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
     * @param args the progress log, the rule book's package, the scenario limit in seconds, and
     *     optionally a file of unique ids to run
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
        if (args.length < 3 || args.length > 4 || !args[2].matches("\\d{1,6}")) {
            System.err.println("usage: SpecRunner LOG PACKAGE SECONDS [IDS]");
            return ERROR_STATUS;
        }
        String rulebook = args[1];
        int seconds = Integer.parseInt(args[2]);
        List<DiscoverySelector> selectors = args.length == 3 ? List.of(selectPackage(rulebook))
                : Files.readAllLines(Path.of(args[3]), StandardCharsets.UTF_8).stream()
                        .filter(line -> !line.isBlank())
                        .map(id -> (DiscoverySelector) selectUniqueId(id)).toList();
        try (ProgressWriter writer = ProgressWriter.open(Path.of(args[0]))) {
            ScenarioOutput.install(OUTPUT_LIMIT);
            // The log is open before the guard is up: the submission may not open it itself.
            SubmissionGuard.installFromProperties().ifPresent(System.err::println);
            ProgressWriter.install(writer);
            Runtime.getRuntime().addShutdownHook(new Thread(writer::jvmExiting));
            Watchdog.start(writer, seconds);
            LauncherFactory.create().execute(request(rulebook, selectors),
                    new ProgressListener(writer));
            writer.write(new Done());
        }
        return 0;
    }

    /**
     * Builds the request that runs a rule book with Cucumber alone, one scenario at a time.
     *
     * @param rulebook the package of the feature files and of the step definitions
     * @param selectors what to run: the package, or scenarios by unique id
     * @return the request
     */
    static LauncherDiscoveryRequest request(String rulebook, List<DiscoverySelector> selectors) {
        return LauncherDiscoveryRequestBuilder.request()
                .selectors(selectors)
                .filters(EngineFilter.includeEngines("cucumber"))
                .configurationParameter("cucumber.glue", rulebook)
                .configurationParameter("cucumber.plugin", StepRecorder.class.getName())
                .configurationParameter("cucumber.publish.quiet", "true")
                .configurationParameter("cucumber.execution.parallel.enabled", "false")
                .configurationParameter("cucumber.junit-platform.naming-strategy", "long")
                .build();
    }
}
