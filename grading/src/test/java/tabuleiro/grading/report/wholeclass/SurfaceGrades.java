package tabuleiro.grading.report.wholeclass;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import tabuleiro.grading.report.platform.MoodleCsv;
import tabuleiro.grading.report.platform.StudentReports;

/**
 * Reads the grade each surface of the grader shows for a submission, as a reader of that
 * surface would: the number in the file, not the code that wrote it. The tests that hold the
 * surfaces to one grade compare these numbers with each other ({@code OneGradeReportsTest} on
 * the writers, {@code OneGradeIT} on every game's shared class run).
 *
 * <p>Every grade is read as points, to the cent: Classroom 50's hundredths are divided by 100;
 * PrairieLearn's fraction is kept as it is ({@link #fraction}), since it cannot give the cents
 * back.
 */
public final class SurfaceGrades {

    /** The number a grade is written as: points to the cent. */
    private static final String POINTS = "(\\d+\\.\\d{2})";

    /** Feedback.md's score line: bold, the grade, a slash, the most points. */
    private static final Pattern MARKDOWN_SCORE = Pattern.compile("(?m)^\\*\\*[^*\\d]*" + POINTS
            + " / " + POINTS + "\\*\\*");

    /** Feedback.html's score paragraph. */
    private static final Pattern HTML_SCORE = Pattern.compile("<p><strong>[^<\\d]*" + POINTS
            + " / " + POINTS + "</strong>");

    /** A row of report.html's submissions: the link to its feedback, the student, the grade. */
    private static final Pattern REPORT_ROW = Pattern.compile("<tr><td><a href=\"[^\"]*\">"
            + "([^<]*)</a></td><td>[^<]*</td><td class=\"num\">" + POINTS
            + "(?<beside>[^<]*)</td>");

    /** A row of summary.md's submissions table. */
    private static final Pattern SUMMARY_ROW = Pattern.compile("(?m)^\\| (.+?) \\| " + POINTS
            + "(?<beside>[^|]*) \\| " + POINTS + " \\|");

    /** A line of the console: the submission's name, its grade and the most points. */
    private static final Pattern CONSOLE_LINE = Pattern.compile("(?m)^([^\\[\\s][^:\\s]*): "
            + POINTS + "/" + POINTS + "(?<beside>.*)$");

    private SurfaceGrades() {
    }

    /**
     * Reads the grade of one submission from each of its own reports.
     *
     * @param folder the submission's report folder
     * @return the grade by report file name: {@code results.json}, {@code feedback.md},
     *     {@code feedback.html}, {@code junit.xml}, {@code classroom50.json}; PrairieLearn's is
     *     a fraction ({@link #fraction})
     */
    public static Map<String, BigDecimal> ofSubmission(Path folder) {
        Map<String, BigDecimal> grades = new LinkedHashMap<>();
        grades.put(StudentReports.RESULTS, json(folder.resolve(StudentReports.RESULTS))
                .get("score").getAsBigDecimal());
        grades.put(StudentReports.FEEDBACK_MD, first(MARKDOWN_SCORE,
                read(folder.resolve(StudentReports.FEEDBACK_MD)), StudentReports.FEEDBACK_MD));
        grades.put(StudentReports.FEEDBACK_HTML, first(HTML_SCORE,
                read(folder.resolve(StudentReports.FEEDBACK_HTML)),
                StudentReports.FEEDBACK_HTML));
        grades.put(StudentReports.JUNIT, junitProperty(read(folder.resolve(StudentReports.JUNIT)),
                "score").orElseThrow(() -> new AssertionError("junit.xml has no score")));
        grades.put(StudentReports.CLASSROOM50, json(folder.resolve(StudentReports.CLASSROOM50))
                .get("score").getAsBigDecimal().movePointLeft(2).setScale(2,
                        RoundingMode.UNNECESSARY));
        return grades;
    }

    /**
     * Reads PrairieLearn's score of a submission.
     *
     * @param folder the submission's report folder
     * @return the fraction of the most points, or empty when PrairieLearn is told the
     *     submission is not gradable (it did not compile, or the grader failed)
     */
    public static Optional<BigDecimal> fraction(Path folder) {
        JsonObject json = json(folder.resolve(StudentReports.PRAIRIELEARN));
        JsonElement score = json.get("score");
        return score == null || score.isJsonNull() ? Optional.empty()
                : Optional.of(score.getAsBigDecimal());
    }

    /**
     * The fraction PrairieLearn is given for a grade.
     *
     * @param points the grade
     * @param max the most points
     * @return the grade over the most points, to four decimals
     */
    public static BigDecimal fractionOf(BigDecimal points, BigDecimal max) {
        return points.divide(max, 4, RoundingMode.HALF_UP);
    }

    /**
     * Reads a property of {@code junit.xml}'s test suite.
     *
     * @param xml the file's text
     * @param name the property's name
     * @return its value as a number, if the file has it
     */
    public static Optional<BigDecimal> junitProperty(String xml, String name) {
        Matcher property = Pattern.compile("<property name=\"" + Pattern.quote(name)
                + "\" value=\"([^\"]*)\"").matcher(xml);
        return property.find() ? Optional.of(new BigDecimal(property.group(1)))
                : Optional.empty();
    }

    /**
     * Reads the class's grades from each of the class's files.
     *
     * @param out the class's report folder
     * @return by file ({@code summary.csv}, {@code summary.md}, {@code moodle-grades.csv},
     *     {@code report.html}), the grade of each submission by its name
     */
    public static Map<String, Map<String, BigDecimal>> ofClass(Path out) {
        Map<String, Map<String, BigDecimal>> grades = new LinkedHashMap<>();
        grades.put(ClassSummary.CSV, csvColumn(read(out.resolve(ClassSummary.CSV)), "name", 1));
        grades.put(ClassSummary.MARKDOWN, rows(SUMMARY_ROW, read(out.resolve(
                ClassSummary.MARKDOWN))));
        grades.put(MoodleCsv.FILE, csvColumn(read(out.resolve(MoodleCsv.FILE)), "Submission",
                3));
        grades.put(ClassReport.FILE, rows(REPORT_ROW, read(out.resolve(ClassReport.FILE))));
        return grades;
    }

    /**
     * Reads the grades the console told, one line per submission ({@code name: 72.00/100.00},
     * and what follows); the progress lines, which start with {@code [}, are left out.
     *
     * @param console what {@code grade} wrote
     * @return each submission's grade by its name
     */
    public static Map<String, BigDecimal> ofConsole(String console) {
        return rows(CONSOLE_LINE, console);
    }

    /**
     * Reads what a console line, a summary.md row or a report.html cell says after the grade,
     * such as {@code (90.00 before the late penalty)}.
     *
     * @param text the console's output, summary.md or report.html
     * @param name the submission's name
     * @return the text after its grade on its line, or empty when it has no line
     */
    public static Optional<String> besideTheGrade(String text, String name) {
        for (Pattern pattern : List.of(CONSOLE_LINE, SUMMARY_ROW, REPORT_ROW)) {
            Matcher row = pattern.matcher(text);
            while (row.find()) {
                if (unescape(row.group(1)).equals(name)) {
                    return Optional.of(row.group("beside"));
                }
            }
        }
        return Optional.empty();
    }

    /**
     * Reads a CSV file.
     *
     * @param csv the file's text
     * @return its records, the header first
     */
    public static List<CSVRecord> records(String csv) {
        try (CSVParser parser = CSVParser.parse(new StringReader(csv), CSVFormat.RFC4180)) {
            return parser.getRecords();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Map<String, BigDecimal> csvColumn(String csv, String nameColumn, int column) {
        List<CSVRecord> records = records(csv);
        int name = records.get(0).toList().indexOf(nameColumn);
        Map<String, BigDecimal> grades = new TreeMap<>();
        for (CSVRecord record : records.subList(1, records.size())) {
            grades.put(record.get(name), new BigDecimal(record.get(column)));
        }
        return grades;
    }

    private static Map<String, BigDecimal> rows(Pattern pattern, String text) {
        Map<String, BigDecimal> grades = new TreeMap<>();
        Matcher row = pattern.matcher(text);
        while (row.find()) {
            grades.put(unescape(row.group(1)), new BigDecimal(row.group(2)));
        }
        return grades;
    }

    /** A name as Markdown's backslashes and HTML's entities leave it. */
    private static String unescape(String name) {
        return name.replaceAll("\\\\(.)", "$1").replace("&lt;", "<").replace("&gt;", ">")
                .replace("&quot;", "\"").replace("&#39;", "'").replace("&amp;", "&");
    }

    private static BigDecimal first(Pattern pattern, String text, String file) {
        Matcher score = pattern.matcher(text);
        if (!score.find()) {
            throw new AssertionError(file + " has no score line: " + text);
        }
        return new BigDecimal(score.group(1));
    }

    private static JsonObject json(Path file) {
        return JsonParser.parseString(read(file)).getAsJsonObject();
    }

    private static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
