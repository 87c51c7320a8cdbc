package tabuleiro.grading.child;

import tabuleiro.grading.child.ProgressEvent.Answer;
import tabuleiro.grading.child.ProgressEvent.ContainerFailed;
import tabuleiro.grading.child.ProgressEvent.Exited;
import tabuleiro.grading.child.ProgressEvent.Finished;
import tabuleiro.grading.child.ProgressEvent.Planned;
import tabuleiro.grading.child.ProgressEvent.Started;
import tabuleiro.grading.child.ProgressEvent.StepStarted;
import tabuleiro.grading.child.ProgressEvent.Stopped;
import tabuleiro.grading.child.ProgressEvent.TimedOut;

/**
 * The line format of a progress log, as the grading JVM writes it: JSON lines, one event a line,
 * a JSON object whose {@code "event"} names the kind ({@code PLAN}, {@code START}, {@code STEP},
 * {@code END}, {@code ERROR}, {@code TIMEOUT}, {@code EXIT}, {@code STOP}, {@code ANSWER},
 * {@code DONE}) and whose other members are the event's fields by name. The grader reads it
 * back with Gson ({@code tabuleiro.grading.sandbox.ProgressReader}).
 *
 * <p>Why not Gson here too: this class runs in the grading JVM, whose class path is the sealed
 * runner jar and the rule book's engine only. Gson there would be a reflective serializer within
 * a submission's reach, run from the runner's jar: {@code new Gson().toJson(writer)} would read
 * the private fields of the runner's own objects (the channel's key among them) from a class
 * the forbidden-API scan does not know to refuse. So the writing side is the one thing JSON
 * asks for here, strings written as RFC 8259 wants them ({@link JsonLine}, which the compiler
 * JVM's messages share), and the parsing, where a malformed or hostile line must be refused, is
 * the library's, on the grader's side.
 */
public final class ProgressLog {

    private ProgressLog() {
    }

    /**
     * Writes an event as one line of JSON, without the line break.
     *
     * @param event the event
     * @return the line, which holds no line break
     * @post {@code ProgressReader.parse(format(event))} is an event equal to {@code event}
     */
    public static String format(ProgressEvent event) {
        JsonLine line;
        if (event instanceof Planned planned) {
            line = event("PLAN").text("id", planned.id()).text("uri", planned.uri())
                    .number("line", planned.line()).list("tags", planned.tags())
                    .text("name", planned.name());
        } else if (event instanceof Started started) {
            line = event("START").text("id", started.id());
        } else if (event instanceof StepStarted step) {
            line = event("STEP").text("id", step.id()).number("line", step.line())
                    .text("text", step.text());
        } else if (event instanceof Finished end) {
            line = event("END").text("id", end.id()).text("status", end.status())
                    .text("exceptionClass", end.exceptionClass())
                    .text("message", end.message()).text("thrownAt", end.thrownAt())
                    .list("trace", end.trace());
        } else if (event instanceof ContainerFailed failed) {
            line = event("ERROR").text("id", failed.id())
                    .text("exceptionClass", failed.exceptionClass())
                    .text("message", failed.message());
        } else if (event instanceof TimedOut timedOut) {
            line = event("TIMEOUT").text("id", timedOut.id())
                    .number("seconds", timedOut.seconds()).list("stuck", timedOut.stuck());
        } else if (event instanceof Exited exited) {
            line = event("EXIT").text("id", exited.id());
        } else if (event instanceof Stopped stopped) {
            line = event("STOP").text("id", stopped.id()).text("reason", stopped.reason());
        } else if (event instanceof Answer answer) {
            line = event("ANSWER").number("index", answer.index()).text("text", answer.text());
        } else {
            line = event("DONE");
        }
        return line.end();
    }

    private static JsonLine event(String kind) {
        return new JsonLine("event", kind);
    }
}
