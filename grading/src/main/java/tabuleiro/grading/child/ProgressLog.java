package tabuleiro.grading.child;

import java.util.List;
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
 * {@code END}, {@code ERROR}, {@code TIMEOUT}, {@code EXIT}, {@code STOP}, {@code DONE}) and
 * whose other members are the event's fields by name. The grader reads it back with Gson
 * ({@code tabuleiro.grading.sandbox.ProgressReader}).
 *
 * <p>Why not Gson here too: this class runs in the grading JVM, whose class path is the sealed
 * runner jar and the rule book's engine only. Gson there would be a reflective serializer within
 * a submission's reach, run from the runner's jar: {@code new Gson().toJson(writer)} would read
 * the private fields of the runner's own objects (the channel's key among them) from a class
 * the forbidden-API scan does not know to refuse. So the writing side is the one thing JSON
 * asks for here, strings written as RFC 8259 wants them, and the parsing, where a malformed or
 * hostile line must be refused, is the library's, on the grader's side.
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
        Line line;
        if (event instanceof Planned planned) {
            line = new Line("PLAN").text("id", planned.id()).text("uri", planned.uri())
                    .number("line", planned.line()).list("tags", planned.tags())
                    .text("name", planned.name());
        } else if (event instanceof Started started) {
            line = new Line("START").text("id", started.id());
        } else if (event instanceof StepStarted step) {
            line = new Line("STEP").text("id", step.id()).number("line", step.line())
                    .text("text", step.text());
        } else if (event instanceof Finished end) {
            line = new Line("END").text("id", end.id()).text("status", end.status())
                    .text("exceptionClass", end.exceptionClass())
                    .text("message", end.message()).text("thrownAt", end.thrownAt())
                    .list("trace", end.trace());
        } else if (event instanceof ContainerFailed failed) {
            line = new Line("ERROR").text("id", failed.id())
                    .text("exceptionClass", failed.exceptionClass())
                    .text("message", failed.message());
        } else if (event instanceof TimedOut timedOut) {
            line = new Line("TIMEOUT").text("id", timedOut.id())
                    .number("seconds", timedOut.seconds());
        } else if (event instanceof Exited exited) {
            line = new Line("EXIT").text("id", exited.id());
        } else if (event instanceof Stopped stopped) {
            line = new Line("STOP").text("id", stopped.id()).text("reason", stopped.reason());
        } else {
            line = new Line("DONE");
        }
        return line.end();
    }

    /** One JSON object being written, member by member. */
    private static final class Line {

        private final StringBuilder json = new StringBuilder("{");

        Line(String event) {
            text("event", event);
        }

        Line text(String name, String value) {
            member(name);
            string(value);
            return this;
        }

        Line number(String name, int value) {
            member(name);
            json.append(value);
            return this;
        }

        Line list(String name, List<String> values) {
            member(name);
            json.append('[');
            for (int i = 0; i < values.size(); i++) {
                json.append(i == 0 ? "" : ",");
                string(values.get(i));
            }
            json.append(']');
            return this;
        }

        String end() {
            return json.append('}').toString();
        }

        private void member(String name) {
            json.append(json.length() == 1 ? "" : ",");
            string(name);
            json.append(':');
        }

        /**
         * A JSON string (RFC 8259): quote and backslash escaped, line breaks and tabs by their
         * short escapes (the channel takes lines of up to 64 KiB, and a trace has many), and
         * every other control character, surrogate and line separator as {@code \}{@code uXXXX},
         * so the line stays one line and a lone surrogate from a submission's message reaches
         * the grader as it was.
         */
        private void string(String value) {
            json.append('"');
            for (int i = 0; i < value.length(); i++) {
                char c = value.charAt(i);
                if (c == '"' || c == '\\') {
                    json.append('\\').append(c);
                } else if (c == '\n') {
                    json.append("\\n");
                } else if (c == '\r') {
                    json.append("\\r");
                } else if (c == '\t') {
                    json.append("\\t");
                } else if (c < 0x20 || Character.isSurrogate(c) || c == 0x2028
                        || c == 0x2029 || c == 0x7F) {
                    json.append(String.format("\\u%04x", (int) c));
                } else {
                    json.append(c);
                }
            }
            json.append('"');
        }
    }
}
