package tabuleiro.grading.child;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.TestSource;
import org.junit.platform.engine.TestTag;
import org.junit.platform.engine.support.descriptor.ClasspathResourceSource;
import org.junit.platform.engine.support.descriptor.FilePosition;
import org.junit.platform.engine.support.descriptor.FileSource;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;
import tabuleiro.grading.child.ProgressEvent.ContainerFailed;
import tabuleiro.grading.child.ProgressEvent.Finished;
import tabuleiro.grading.child.ProgressEvent.Planned;

/**
 * Reports each scenario of a run to the progress log as it is planned, starts and ends.
 *
 * <p>Cucumber's scenarios are the JUnit Platform's tests; their containers (features, Rules,
 * outlines) are reported only when they fail, since a failed container may keep its scenarios
 * from ever starting.
 */
final class ProgressListener implements TestExecutionListener {

    /** The longest message kept: enough for any assertion, short enough for a report. */
    static final int MESSAGE_LIMIT = 4000;

    /** How many frames of the stack under the throwing one are kept. */
    static final int TRACE_LIMIT = 12;

    /** Frames of these packages say nothing about the submission or the rule book. */
    private static final List<String> TOOL_PACKAGES = List.of("java.", "javax.", "jdk.", "sun.",
            "com.sun.", "io.cucumber.", "org.junit.", "org.opentest4j.", "org.assertj.",
            "tabuleiro.grading.child.");

    private final ProgressWriter writer;
    private TestPlan plan;

    /**
     * Creates a listener that writes to a progress log.
     *
     * @param writer the progress log
     */
    ProgressListener(ProgressWriter writer) {
        this.writer = writer;
    }

    /**
     * Refuses a report that does not come from the runner's own run (see
     * {@link ProgressWriter#intrusion()}), failing the running scenario instead.
     *
     * @return {@code true} if the report must be ignored
     */
    private boolean intruded(String what) {
        Optional<String> from = writer.intrusion();
        from.ifPresent(where -> writer.intruded(what, where));
        return from.isPresent();
    }

    @Override
    public void testPlanExecutionStarted(TestPlan testPlan) {
        if (intruded("was planned") || plan != null) {
            return;
        }
        plan = testPlan;
        List<TestIdentifier> pending = new ArrayList<>(testPlan.getRoots());
        while (!pending.isEmpty()) {
            TestIdentifier identifier = pending.remove(0);
            if (identifier.isTest()) {
                writer.write(planned(identifier));
            }
            pending.addAll(0, testPlan.getChildren(identifier));
        }
    }

    @Override
    public void executionStarted(TestIdentifier identifier) {
        if (identifier.isTest() && !intruded("started")) {
            writer.started(identifier.getUniqueId());
        }
    }

    @Override
    public void executionSkipped(TestIdentifier identifier, String reason) {
        if (intruded("was skipped")) {
            return;
        }
        List<TestIdentifier> skipped = identifier.isTest() ? List.of(identifier)
                : plan.getDescendants(identifier).stream().filter(TestIdentifier::isTest).toList();
        for (TestIdentifier test : skipped) {
            writer.finished(new Finished(test.getUniqueId(), "SKIPPED", "", limit(reason), "",
                    List.of()));
        }
    }

    @Override
    public void executionFinished(TestIdentifier identifier, TestExecutionResult result) {
        if (intruded("finished")) {
            return;
        }
        Optional<Throwable> thrown = result.getThrowable();
        String exceptionClass = thrown.map(t -> t.getClass().getName()).orElse("");
        String message = thrown.map(t -> limit(String.valueOf(t.getMessage()))).orElse("");
        if (identifier.isTest()) {
            writer.finished(new Finished(identifier.getUniqueId(), result.getStatus().name(),
                    exceptionClass, message, thrown.map(ProgressListener::thrownAt).orElse(""),
                    thrown.map(ProgressListener::trace).orElse(List.of())));
        } else if (result.getStatus() == TestExecutionResult.Status.FAILED) {
            writer.write(new ContainerFailed(identifier.getUniqueId(), exceptionClass, message));
        }
    }

    private static Planned planned(TestIdentifier identifier) {
        Optional<TestSource> source = identifier.getSource();
        String uri = "";
        Optional<FilePosition> position = Optional.empty();
        if (source.isPresent() && source.get() instanceof ClasspathResourceSource resource) {
            uri = "classpath:" + resource.getClasspathResourceName();
            position = resource.getPosition();
        } else if (source.isPresent() && source.get() instanceof FileSource file) {
            uri = file.getFile().toURI().toString();
            position = file.getPosition();
        }
        List<String> tags = identifier.getTags().stream().map(TestTag::getName)
                .collect(Collectors.toList());
        return new Planned(identifier.getUniqueId(), uri, position.map(FilePosition::getLine)
                .orElse(0), tags, identifier.getDisplayName());
    }

    private static String thrownAt(Throwable thrown) {
        StackTraceElement[] stack = thrown.getStackTrace();
        return stack.length == 0 ? "" : frame(stack[0]);
    }

    /**
     * The failure's frames, then those of its causes not already among them, at most {@value
     * #TRACE_LIMIT} in all: a step that found the engine's refusal wrong throws with the
     * refusal as its cause, and where the engine threw it is where the difference is (the
     * classes the grader puts back to the reference's first, {@code ClassSwap}).
     */
    static List<String> trace(Throwable thrown) {
        List<String> frames = new ArrayList<>(frames(thrown.getStackTrace()));
        Set<Throwable> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        seen.add(thrown);
        for (Throwable cause = thrown.getCause(); cause != null && seen.add(cause)
                && frames.size() < TRACE_LIMIT; cause = cause.getCause()) {
            for (String frame : frames(cause.getStackTrace())) {
                if (frames.size() < TRACE_LIMIT && !frames.contains(frame)) {
                    frames.add(frame);
                }
            }
        }
        return frames;
    }

    /**
     * The frames of a stack that belong to neither the JDK nor the test tools, innermost first,
     * at most {@value #TRACE_LIMIT}: a failure's trace, or where a scenario's thread was when
     * its time ran out.
     *
     * @param stack the stack, innermost first
     * @return the frames, as {@code package.Class.method(File.java:12)}
     */
    static List<String> frames(StackTraceElement[] stack) {
        List<String> frames = new ArrayList<>();
        for (int i = 0; i < stack.length && frames.size() < TRACE_LIMIT; i++) {
            String className = stack[i].getClassName();
            // Cucumber adds a frame for the step itself, of a class named "✽".
            if (TOOL_PACKAGES.stream().noneMatch(className::startsWith)
                    && !className.equals("✽")) {
                frames.add(frame(stack[i]));
            }
        }
        return frames;
    }

    /** A frame as {@code package.Class.method(File.java:12)}, without module or loader. */
    private static String frame(StackTraceElement element) {
        String where = element.getFileName() == null ? "Unknown Source"
                : element.getLineNumber() < 0 ? element.getFileName()
                : element.getFileName() + ":" + element.getLineNumber();
        return element.getClassName() + "." + element.getMethodName() + "(" + where + ")";
    }

    private static String limit(String text) {
        return text.length() <= MESSAGE_LIMIT ? text
                : text.substring(0, MESSAGE_LIMIT) + "… (cut)";
    }
}
