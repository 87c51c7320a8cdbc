package tabuleiro.grading.child;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
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
 * The line format of a progress log, shared by the grading JVM that writes it and the grader
 * that reads it.
 *
 * <p>One event per line: a keyword and fields separated by tabs. Inside a field, backslash, tab,
 * line breaks and the list separator {@code |} are escaped with a backslash, so any message fits
 * on one line. A line that does not parse (a JVM that died in the middle of writing it) is
 * skipped, never fatal.
 */
public final class ProgressLog {

    private static final char SEPARATOR = '\t';
    private static final char LIST_SEPARATOR = '|';

    private ProgressLog() {
    }

    /**
     * Writes an event as one line, without the line break.
     *
     * @param event the event
     * @return the line
     * @post {@code parse(format(event))} is an event equal to {@code event}
     */
    public static String format(ProgressEvent event) {
        List<String> fields = new ArrayList<>();
        if (event instanceof Planned planned) {
            fields.addAll(List.of("PLAN", text(planned.id()), text(planned.uri()),
                    Integer.toString(planned.line()), list(planned.tags()),
                    text(planned.name())));
        } else if (event instanceof Started started) {
            fields.addAll(List.of("START", text(started.id())));
        } else if (event instanceof StepStarted step) {
            fields.addAll(List.of("STEP", text(step.id()), Integer.toString(step.line()),
                    text(step.text())));
        } else if (event instanceof Finished end) {
            fields.addAll(List.of("END", text(end.id()), text(end.status()),
                    text(end.exceptionClass()), text(end.message()), text(end.thrownAt()),
                    list(end.trace())));
        } else if (event instanceof ContainerFailed failed) {
            fields.addAll(List.of("ERROR", text(failed.id()), text(failed.exceptionClass()),
                    text(failed.message())));
        } else if (event instanceof TimedOut timedOut) {
            fields.addAll(List.of("TIMEOUT", text(timedOut.id()),
                    Integer.toString(timedOut.seconds())));
        } else if (event instanceof Exited exited) {
            fields.addAll(List.of("EXIT", text(exited.id())));
        } else if (event instanceof Stopped stopped) {
            fields.addAll(List.of("STOP", text(stopped.id()), text(stopped.reason())));
        } else {
            fields.add("DONE");
        }
        return String.join(String.valueOf(SEPARATOR), fields);
    }

    /**
     * Reads one line back into an event.
     *
     * @param line a line written by {@link #format}
     * @return the event, or empty if the line is not a well-formed event
     */
    public static Optional<ProgressEvent> parse(String line) {
        String[] fields = line.split(String.valueOf(SEPARATOR), -1);
        try {
            return Optional.ofNullable(switch (fields[0]) {
                case "PLAN" -> fields.length == 6 ? new Planned(unescape(fields[1]),
                        unescape(fields[2]), Integer.parseInt(fields[3]), unlist(fields[4]),
                        unescape(fields[5])) : null;
                case "START" -> fields.length == 2 ? new Started(unescape(fields[1])) : null;
                case "STEP" -> fields.length == 4 ? new StepStarted(unescape(fields[1]),
                        Integer.parseInt(fields[2]), unescape(fields[3])) : null;
                case "END" -> fields.length == 7 ? new Finished(unescape(fields[1]),
                        unescape(fields[2]), unescape(fields[3]), unescape(fields[4]),
                        unescape(fields[5]), unlist(fields[6])) : null;
                case "ERROR" -> fields.length == 4 ? new ContainerFailed(unescape(fields[1]),
                        unescape(fields[2]), unescape(fields[3])) : null;
                case "TIMEOUT" -> fields.length == 3 ? new TimedOut(unescape(fields[1]),
                        Integer.parseInt(fields[2])) : null;
                case "EXIT" -> fields.length == 2 ? new Exited(unescape(fields[1])) : null;
                case "STOP" -> fields.length == 3 ? new Stopped(unescape(fields[1]),
                        unescape(fields[2])) : null;
                case "DONE" -> fields.length == 1 ? new Done() : null;
                default -> null;
            });
        } catch (IllegalArgumentException e) {
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

    /** Escapes text so that it holds no tab, line break or list separator. */
    private static String text(String text) {
        StringBuilder escaped = new StringBuilder(text.length());
        for (char c : text.toCharArray()) {
            switch (c) {
                case '\\' -> escaped.append("\\\\");
                case '\t' -> escaped.append("\\t");
                case '\n' -> escaped.append("\\n");
                case '\r' -> escaped.append("\\r");
                case LIST_SEPARATOR -> escaped.append("\\|");
                default -> escaped.append(c);
            }
        }
        return escaped.toString();
    }

    private static String list(List<String> elements) {
        List<String> escaped = elements.stream().map(ProgressLog::text).toList();
        return String.join(String.valueOf(LIST_SEPARATOR), escaped);
    }

    private static String unescape(String field) {
        return split(field, false).get(0);
    }

    private static List<String> unlist(String field) {
        return field.isEmpty() ? List.of() : split(field, true);
    }

    /** Unescapes a field, splitting it at unescaped list separators when it is a list. */
    private static List<String> split(String field, boolean isList) {
        List<String> elements = new ArrayList<>();
        StringBuilder element = new StringBuilder();
        for (int i = 0; i < field.length(); i++) {
            char c = field.charAt(i);
            if (c == LIST_SEPARATOR && isList) {
                elements.add(element.toString());
                element.setLength(0);
            } else if (c == '\\' && i + 1 < field.length()) {
                i++;
                char escaped = field.charAt(i);
                element.append(switch (escaped) {
                    case 't' -> '\t';
                    case 'n' -> '\n';
                    case 'r' -> '\r';
                    default -> escaped;
                });
            } else {
                element.append(c);
            }
        }
        elements.add(element.toString());
        return elements;
    }
}
