package tabuleiro.grading.intake;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import tabuleiro.grading.model.Submission;

/**
 * When each student handed in, as the instructor states it in a CSV file
 * ({@code --submitted-at}): a header line, then one line per student with an identifier and a
 * time. The identifier is the Moodle user id, the report folder's name or the student's full
 * name; the time is ISO 8601, with an offset ({@code 2026-12-01T23:59:00+01:00}, {@code ...Z}) or
 * without one, read in the grader's time zone ({@code 2026-12-01T23:59} or
 * {@code 2026-12-01 23:59}).
 *
 * @param times the time of each identifier, identifiers compared regardless of case
 */
public record SubmissionTimes(Map<String, Instant> times) {

    /** Keeps an unmodifiable copy. */
    public SubmissionTimes {
        times = Map.copyOf(times);
    }

    /**
     * Reads the file.
     *
     * @param file the CSV file
     * @param zone the zone of times written without an offset
     * @return the times
     * @throws IOException if the file cannot be read
     * @throws IllegalArgumentException if a line has no identifier or no readable time; the
     *     message names the line
     */
    public static SubmissionTimes read(Path file, ZoneId zone) throws IOException {
        return parse(Files.readAllLines(file, StandardCharsets.UTF_8), file.toString(), zone);
    }

    /**
     * Parses the lines of the file.
     *
     * @param lines the lines, header first
     * @param origin where they came from, for messages
     * @param zone the zone of times written without an offset
     * @return the times
     * @throws IllegalArgumentException if a line has no identifier or no readable time
     */
    public static SubmissionTimes parse(List<String> lines, String origin, ZoneId zone) {
        Map<String, Instant> times = new HashMap<>();
        for (int i = 1; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.isBlank()) {
                continue;
            }
            List<String> fields = fields(line);
            if (fields.size() < 2 || fields.get(0).isBlank()) {
                throw new IllegalArgumentException(origin + ":" + (i + 1) + " needs an"
                        + " identifier and a time, separated by a comma, but it is: " + line);
            }
            times.put(fields.get(0).strip().toLowerCase(Locale.ROOT),
                    time(fields.get(1).strip(), zone, origin + ":" + (i + 1)));
        }
        return new SubmissionTimes(times);
    }

    /**
     * Finds the time of a submission by its Moodle id, its name or its student's name.
     *
     * @param submission the submission
     * @return its time, or empty when the file does not name it
     */
    public Optional<Instant> of(Submission submission) {
        List<String> keys = new ArrayList<>();
        submission.student().moodleId().ifPresent(keys::add);
        keys.add(submission.name());
        keys.add(submission.student().fullName());
        return keys.stream().map(key -> times.get(key.toLowerCase(Locale.ROOT)))
                .filter(time -> time != null).findFirst();
    }

    private static Instant time(String text, ZoneId zone, String where) {
        try {
            return OffsetDateTime.parse(text).toInstant();
        } catch (DateTimeParseException e) {
            try {
                return LocalDateTime.parse(text.replace(' ', 'T')).atZone(zone).toInstant();
            } catch (DateTimeParseException again) {
                throw new IllegalArgumentException(where + " needs a time such as"
                        + " 2026-12-01T23:59:00+01:00 or 2026-12-01 23:59, but it has \"" + text
                        + "\"", again);
            }
        }
    }

    /** Splits a CSV line, honouring double quotes. */
    private static List<String> fields(String line) {
        List<String> fields = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '"' && quoted && i + 1 < line.length() && line.charAt(i + 1) == '"') {
                field.append('"');
                i++;
            } else if (c == '"') {
                quoted = !quoted;
            } else if (c == ',' && !quoted) {
                fields.add(field.toString());
                field.setLength(0);
            } else {
                field.append(c);
            }
        }
        fields.add(field.toString());
        return fields;
    }
}
