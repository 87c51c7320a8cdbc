package tabuleiro.grading.child;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectPackage;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectUniqueId;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Consumer;
import org.junit.platform.engine.DiscoverySelector;
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

    /** How many frames of a stuck scenario's stack are kept. */
    private static final int FRAMES = 12;

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
        return run(rulebook, features, tags, List.of(), seconds, lines, frames -> {});
    }

    /**
     * Runs the scenarios of a rule book that are left after one timed out, as the grader runs
     * them in a new grading JVM: the caller loads the step definitions and the student's classes
     * afresh, so that nothing the stuck scenario left behind reaches them, and names the
     * scenarios by their unique ids.
     *
     * <p>A scenario that times out is abandoned: its thread reports nothing more and starts no
     * other scenario (it is parked at its next report), and where the Java still has
     * {@code Thread.stop} (up to 19) it is stopped, so that an endless loop does not keep a
     * processor busy while the rest runs. Where it has not, the loop runs on, on a daemon
     * thread, until the JVM ends.
     *
     * @param rulebook the package of the step definitions (the English rule book's)
     * @param features the package of the feature files to run
     * @param tags a Cucumber tag expression, such as {@code @ex02}, or empty for every scenario
     * @param ids the unique ids of the scenarios to run, or empty for every scenario of the
     *     package; either way, only those the tags pick run
     * @param seconds the most a scenario may take
     * @param lines what takes each line of the progress log
     * @param stuck what takes the stack of a scenario's thread when it timed out: its frames
     *     as {@code package.Class.method(File.java:12)}, the rule book's tools left out, the
     *     innermost first
     * @return {@code true} when every scenario ended, {@code false} when one timed out
     * @throws InterruptedException if the calling thread is interrupted while it waits
     */
    public static boolean run(String rulebook, String features, String tags, List<String> ids,
            int seconds, Consumer<String> lines, Consumer<List<String>> stuck)
            throws InterruptedException {
        return run(rulebook, features, tags, "", ids, seconds, lines, stuck);
    }

    /**
     * Runs the scenarios of a rule book that a tag expression and a name pick, as
     * {@link #run(String, String, String, List, int, Consumer, Consumer)} does with tags alone:
     * a scenario runs when the tags pick it and its name matches, as Maven's
     * {@code -Dcucumber.filter.name} picks it; the others are reported skipped.
     *
     * @param rulebook the package of the step definitions (the English rule book's)
     * @param features the package of the feature files to run
     * @param tags a Cucumber tag expression, such as {@code @ex02}, or empty for every scenario
     * @param name a regular expression the whole of a scenario's name matches, such as
     *     {@code .*five discs.*}, or empty for every name
     * @param ids the unique ids of the scenarios to run, or empty for every scenario of the
     *     package; either way, only those the tags and the name pick run
     * @param seconds the most a scenario may take
     * @param lines what takes each line of the progress log
     * @param stuck what takes the stack of a scenario's thread when it timed out
     * @return {@code true} when every scenario ended, {@code false} when one timed out
     * @throws InterruptedException if the calling thread is interrupted while it waits
     */
    public static boolean run(String rulebook, String features, String tags, String name,
            List<String> ids, int seconds, Consumer<String> lines, Consumer<List<String>> stuck)
            throws InterruptedException {
        Objects.requireNonNull(tags, "tags");
        Objects.requireNonNull(name, "name");
        AtomicBoolean abandoned = new AtomicBoolean();
        Thread[] runner = new Thread[1];
        ProgressWriter writer = ProgressWriter.to(line -> {
            if (!abandoned.get()) {
                lines.accept(line);
            } else if (Thread.currentThread() == runner[0]) {
                parkForever();
            }
        });
        ProgressWriter.install(writer);
        List<DiscoverySelector> selectors = ids.isEmpty() ? List.of(selectPackage(features))
                : ids.stream().map(id -> (DiscoverySelector) selectUniqueId(id)).toList();
        // The tags hold for scenarios picked by id too: after a time-out the scenarios left
        // include those the run had not reached, and the tags would have left out.
        LauncherDiscoveryRequest request = SpecRunner.request(rulebook, selectors, tags, name);
        ClassLoader context = Thread.currentThread().getContextClassLoader();
        Thread scenarios = new Thread(() -> {
            LauncherFactory.create().execute(request, new ProgressListener(writer));
            writer.write(new Done());
        }, "tabuleiro-self-check");
        runner[0] = scenarios;
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
                List<String> frames = frames(scenarios.getStackTrace());
                writer.write(new TimedOut(late.get().id(), seconds, writer.scenarioStack()));
                abandoned.set(true);
                stuck.accept(frames);
                stop(scenarios);
                return false;
            }
        }
        return true;
    }

    /**
     * Parks the calling thread for good: the thread of an abandoned run, which must report
     * nothing more and start no other scenario.
     */
    private static void parkForever() {
        while (true) {
            LockSupport.park();
        }
    }

    /**
     * Stops a thread where the Java can ({@code Thread.stop}, which throws from Java 20 on), so
     * that a busy loop gives its processor back; called by reflection since it is deprecated.
     */
    private static void stop(Thread thread) {
        try {
            Thread.class.getMethod("stop").invoke(thread);
        } catch (ReflectiveOperationException | RuntimeException unsupported) {
            // Java 20 and later: the loop runs on, on a daemon thread, parked if it ever ends.
        }
    }

    /** The frames of a stuck thread that are not the rule book's tools, innermost first. */
    private static List<String> frames(StackTraceElement[] stack) {
        List<String> frames = new ArrayList<>();
        for (StackTraceElement element : stack) {
            String name = element.getClassName();
            if (!name.startsWith("tabuleiro.") || name.startsWith("tabuleiro.grading.")) {
                continue;
            }
            frames.add(name + "." + element.getMethodName() + "(" + (element.getFileName() == null
                    ? "Unknown Source" : element.getFileName() + ":" + element.getLineNumber())
                    + ")");
            if (frames.size() == FRAMES) {
                break;
            }
        }
        return frames;
    }
}
