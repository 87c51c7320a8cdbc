package tabuleiro.grading.child;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectPackage;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.core.LauncherFactory;
import tabuleiro.grading.child.ProgressEvent.Done;
import tabuleiro.grading.child.ProgressEvent.TimedOut;

/**
 * Runs a rule book in this JVM, for a student's self-check: the same request and the same
 * progress events as a grading JVM ({@link SpecRunner}), without its channel, guard or sandbox.
 * On a student's own machine, their own code needs none of those, and starting no JVM is what
 * makes the answer come in seconds.
 *
 * <p>The caller loads this class in a class loader of the runner's libraries and sets the
 * thread's context class loader to one that adds the step definitions, the feature files and the
 * student's classes, with assertions on: Cucumber finds the glue and the feature files through
 * it. The events go, as the progress log's lines, to the caller's consumer.
 */
public final class LocalRunner {

    private LocalRunner() {
    }

    /**
     * Runs the rule book, or the scenarios a tag expression selects, and reports each scenario.
     * A scenario that runs longer than the limit is reported as timed out and the run ends
     * there: its thread cannot be stopped, so the caller should end the JVM soon after.
     *
     * @param rulebook the package of the feature files and of the step definitions
     * @param tags a Cucumber tag expression, such as {@code @ex02}, or empty for every scenario
     * @param seconds the most a scenario may take
     * @param lines what takes each line of the progress log
     * @return {@code true} when every scenario ended, {@code false} when one timed out
     * @throws InterruptedException if the calling thread is interrupted while it waits
     */
    public static boolean run(String rulebook, String tags, int seconds, Consumer<String> lines)
            throws InterruptedException {
        return run(rulebook, rulebook, tags, seconds, lines);
    }

    /**
     * Runs the feature files of one package with the step definitions of another: a rule book
     * in a language other than English, whose feature files sit in their own tree and whose
     * steps are the English rule book's.
     *
     * @param rulebook the package of the step definitions (the English rule book's)
     * @param features the package of the feature files to run
     * @param tags a Cucumber tag expression, such as {@code @ex02}, or empty for every scenario
     * @param seconds the most a scenario may take
     * @param lines what takes each line of the progress log
     * @return {@code true} when every scenario ended, {@code false} when one timed out
     * @throws InterruptedException if the calling thread is interrupted while it waits
     */
    public static boolean run(String rulebook, String features, String tags, int seconds,
            Consumer<String> lines) throws InterruptedException {
        Objects.requireNonNull(tags, "tags");
        ProgressWriter writer = ProgressWriter.to(lines);
        ProgressWriter.install(writer);
        LauncherDiscoveryRequest request = SpecRunner.request(rulebook,
                List.of(selectPackage(features)), tags);
        ClassLoader context = Thread.currentThread().getContextClassLoader();
        Thread scenarios = new Thread(() -> {
            LauncherFactory.create().execute(request, new ProgressListener(writer));
            writer.write(new Done());
        }, "tabuleiro-self-check");
        scenarios.setContextClassLoader(context);
        writer.runsOn(scenarios);
        scenarios.setDaemon(true);
        scenarios.start();
        long limit = TimeUnit.SECONDS.toNanos(seconds);
        while (scenarios.isAlive()) {
            scenarios.join(100);
            Optional<ProgressWriter.Running> late = writer.running()
                    .filter(running -> System.nanoTime() - running.startNanos() > limit);
            if (late.isPresent()) {
                writer.write(new TimedOut(late.get().id(), seconds, writer.scenarioStack()));
                return false;
            }
        }
        return true;
    }
}
