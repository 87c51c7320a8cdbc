package tabuleiro.grading.child;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import tabuleiro.intruder.Submission;

/** The runner believes only its own run: reports from elsewhere fail the running scenario. */
class ProgressWriterTest {

    @Test
    void theRunnersOwnThreadOutsideAnyStepIsTheRun() {
        ProgressWriter writer = ProgressWriter.to(line -> {});

        assertThat(writer.intrusion()).isEmpty();
    }

    @Test
    void aReportMadeWithSubmissionCodeOnTheStackIsAnIntrusion() {
        ProgressWriter writer = ProgressWriter.to(line -> {});

        assertThat(Submission.calls(writer::intrusion)).contains(Submission.class.getName());
    }

    @Test
    void aReportFromAnotherThreadIsAnIntrusion() throws InterruptedException {
        ProgressWriter writer = ProgressWriter.to(line -> {});
        AtomicReference<Optional<String>> seen = new AtomicReference<>();
        Thread other = new Thread(() -> seen.set(writer.intrusion()), "submission-thread");
        other.start();
        other.join();

        assertThat(seen.get()).contains("the thread \"submission-thread\"");
    }

    @Test
    void aSelfCheckNamesTheThreadThatRunsTheRuleBook() throws InterruptedException {
        ProgressWriter writer = ProgressWriter.to(line -> {});
        AtomicReference<Optional<String>> seen = new AtomicReference<>();
        Thread runner = new Thread(() -> seen.set(writer.intrusion()), "tabuleiro-self-check");
        writer.runsOn(runner);
        runner.start();
        runner.join();

        assertThat(seen.get()).isEmpty();
        assertThat(writer.intrusion()).isPresent();
    }

    @Test
    void anIntrusionFailsTheRunningScenarioFirst() {
        List<String> lines = new ArrayList<>();
        ProgressWriter writer = ProgressWriter.to(lines::add);
        writer.started("scenario-1");
        writer.intruded("finished", "tabuleiro.connectfour.Player");

        assertThat(lines).hasSize(2);
        assertThat(lines.get(1)).contains("\"id\":\"scenario-1\"", "\"status\":\"FAILED\"",
                "may not report results itself");
    }
}
