package tabuleiro.grading.sandbox;

import static tabuleiro.grading.sandbox.JsonLines.list;
import static tabuleiro.grading.sandbox.JsonLines.number;
import static tabuleiro.grading.sandbox.JsonLines.text;

import com.google.gson.JsonObject;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import tabuleiro.grading.child.ProgressEvent;
import tabuleiro.grading.child.ProgressEvent.Answer;
import tabuleiro.grading.child.ProgressEvent.ContainerFailed;
import tabuleiro.grading.child.ProgressEvent.Done;
import tabuleiro.grading.child.ProgressEvent.Exited;
import tabuleiro.grading.child.ProgressEvent.Finished;
import tabuleiro.grading.child.ProgressEvent.Planned;
import tabuleiro.grading.child.ProgressEvent.Started;
import tabuleiro.grading.child.ProgressEvent.StepStarted;
import tabuleiro.grading.child.ProgressEvent.Stopped;
import tabuleiro.grading.child.ProgressEvent.TimedOut;

/**
 * The grader's side of the progress log: each JSON line a grading JVM wrote
 * ({@link tabuleiro.grading.child.ProgressLog}) read back into its event with Gson, strictly. A
 * line that is not one JSON object with every member of its kind, each of the right type (a JVM
 * that died in the middle of writing it, or anything else), is skipped, never fatal.
 */
public final class ProgressReader {

    private ProgressReader() {
    }

    /**
     * Reads one line back into an event.
     *
     * @param line a line written by {@link tabuleiro.grading.child.ProgressLog#format}
     * @return the event, or empty if the line is not a well-formed event
     */
    public static Optional<ProgressEvent> parse(String line) {
        try {
            return JsonLines.object(line).map(ProgressReader::event);
        } catch (IllegalStateException e) {
            return Optional.empty();
        }
    }

    /**
     * Reads every well-formed event of a log; a log that does not exist yet has none.
     *
     * @param log the progress log
     * @return the events in the order they were written
     * @throws IOException if the log exists but cannot be read
     */
    public static List<ProgressEvent> read(Path log) throws IOException {
        String content;
        try {
            content = Files.readString(log, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            return List.of();
        }
        List<ProgressEvent> events = new ArrayList<>();
        // Only complete lines count: the last one may have been cut by a JVM that died writing.
        int end = content.lastIndexOf('\n');
        for (String line : content.substring(0, end + 1).split("\n")) {
            parse(line).ifPresent(events::add);
        }
        return events;
    }

    /** The event a JSON object stands for, or null if it is none. */
    private static ProgressEvent event(JsonObject json) {
        return switch (text(json, "event")) {
            case "PLAN" -> new Planned(text(json, "id"), text(json, "uri"),
                    number(json, "line"), list(json, "tags"), text(json, "name"));
            case "START" -> new Started(text(json, "id"));
            case "STEP" -> new StepStarted(text(json, "id"), number(json, "line"),
                    text(json, "text"));
            case "END" -> new Finished(text(json, "id"), text(json, "status"),
                    text(json, "exceptionClass"), text(json, "message"),
                    text(json, "thrownAt"), list(json, "trace"));
            case "ERROR" -> new ContainerFailed(text(json, "id"),
                    text(json, "exceptionClass"), text(json, "message"));
            case "TIMEOUT" -> new TimedOut(text(json, "id"), number(json, "seconds"),
                    json.has("stuck") ? list(json, "stuck") : List.of());
            case "EXIT" -> new Exited(text(json, "id"));
            case "STOP" -> new Stopped(text(json, "id"), text(json, "reason"));
            case "ANSWER" -> new Answer(number(json, "index"), text(json, "text"));
            case "DONE" -> new Done();
            default -> null;
        };
    }
}
