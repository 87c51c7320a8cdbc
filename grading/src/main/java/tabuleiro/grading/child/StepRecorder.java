package tabuleiro.grading.child;

import io.cucumber.plugin.ConcurrentEventListener;
import io.cucumber.plugin.event.EventPublisher;
import io.cucumber.plugin.event.PickleStepTestStep;
import io.cucumber.plugin.event.Status;
import io.cucumber.plugin.event.TestCaseStarted;
import io.cucumber.plugin.event.TestStepFinished;
import io.cucumber.plugin.event.TestStepStarted;

/**
 * A Cucumber plugin that records each step of a scenario as it begins, up to the first one that
 * does not pass, so the feedback can say at which step a scenario failed, hung or ended the JVM.
 *
 * <p>Cucumber creates it from the {@code cucumber.plugin} setting; it writes to the progress
 * log that {@link SpecRunner} installed, and does nothing outside a grading JVM.
 */
public final class StepRecorder implements ConcurrentEventListener {

    /** Whether a step of the current scenario has failed; Cucumber skips the steps after it. */
    private volatile boolean failed;

    /** Creates the plugin; Cucumber calls this. */
    public StepRecorder() {
        // Cucumber needs a public no-argument constructor; the state starts clean.
    }

    @Override
    public void setEventPublisher(EventPublisher publisher) {
        publisher.registerHandlerFor(TestCaseStarted.class, event -> failed = false);
        publisher.registerHandlerFor(TestStepStarted.class, this::stepStarted);
        publisher.registerHandlerFor(TestStepFinished.class, event -> {
            if (event.getResult().getStatus() != Status.PASSED) {
                failed = true;
            }
        });
    }

    private void stepStarted(TestStepStarted event) {
        if (!failed && event.getTestStep() instanceof PickleStepTestStep step) {
            String text = step.getStep().getKeyword() + step.getStep().getText();
            int line = step.getStep().getLocation().getLine();
            // Only Cucumber's own run, never a recorder the submission made, says which step runs.
            ProgressWriter.installed().filter(writer -> writer.intrusion().isEmpty())
                    .ifPresent(writer -> writer.stepStarted(line, text.strip()));
        }
    }
}
