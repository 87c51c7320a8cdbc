package tabuleiro.grading.report.wholeclass;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import tabuleiro.grading.model.FinalGrade;
import tabuleiro.grading.model.GradedRule;
import tabuleiro.grading.model.GradedSubmission;
import tabuleiro.grading.model.Marking;
import tabuleiro.grading.model.RuleScore;
import tabuleiro.grading.model.Texts;
import tabuleiro.grading.report.CsvRows;
import tabuleiro.grading.report.Markdown;
import tabuleiro.grading.report.platform.MoodleCsv;
import tabuleiro.grading.report.platform.MoodleFeedbackZip;
import tabuleiro.grading.report.platform.StudentReports;

/**
 * The instructor's view of a class: {@code summary.csv} (one row per submission, with the points
 * of each rule, for a spreadsheet) and {@code summary.md} (the submissions, then each rule with
 * how many submissions kept it, so the rules most students break stand out).
 */
public final class ClassSummary {

    /** The name of the spreadsheet file, in lower case. */
    public static final String CSV = "summary.csv";

    /** The name of the Markdown file, in lower case. */
    public static final String MARKDOWN = "summary.md";

    private final Marking marking;
    private final List<GradedSubmission> submissions;

    /**
     * Gathers a class's results.
     *
     * @param marking the marking every submission was graded under
     * @param submissions the graded submissions, in the order to list them
     */
    public ClassSummary(Marking marking, List<GradedSubmission> submissions) {
        this.marking = marking;
        this.submissions = List.copyOf(submissions);
    }

    /**
     * Every file the class's reports write into the report folder, in lower case: these and
     * Moodle's feedback files upload ({@link MoodleFeedbackZip}), which no submission's folder
     * may be named either.
     */
    public static final List<String> FILES = List.of(CSV, MARKDOWN, MoodleCsv.FILE,
            ClassReport.FILE, MoodleFeedbackZip.FILE, SimilarityReport.CSV,
            SimilarityReport.FOLDER, ClassOnRuleBook.FILE);

    /**
     * Writes {@code summary.csv}, {@code summary.md}, the Moodle gradebook's CSV and the HTML
     * class report into a folder.
     *
     * @param folder the report folder
     * @return the path of {@code summary.md}
     * @throws IOException if a file cannot be written
     */
    public Path write(Path folder) throws IOException {
        return write(folder, Optional.empty());
    }

    /**
     * Writes the class's reports, and with a similarity analysis its section of
     * {@code report.html}, {@code similarity.csv} and the side-by-side pages.
     *
     * @param folder the report folder
     * @param similarity the class's similarity analysis, or empty
     * @return the path of {@code summary.md}
     * @throws IOException if a file cannot be written
     */
    public Path write(Path folder, Optional<SimilarityReport> similarity) throws IOException {
        if (similarity.isPresent()) {
            similarity.get().write(folder, false);
        }
        StudentReports.atomically(folder.resolve(CSV), csv());
        Path markdown = folder.resolve(MARKDOWN);
        StudentReports.atomically(markdown, markdown());
        StudentReports.atomically(folder.resolve(MoodleCsv.FILE),
                MoodleCsv.csv(marking, submissions));
        StudentReports.atomically(folder.resolve(ClassReport.FILE),
                new ClassReport(marking, submissions, similarity).withReportsIn(folder)
                        .page());
        return markdown;
    }

    /**
     * Builds the CSV text: a header, then one row per submission. {@code score} is the grade
     * after the penalties, the same number as every other report's ({@link FinalGrade}); a
     * scheme with a late penalty or a style charge adds, after {@code status}, the points
     * before the penalties ({@code score before penalties}) and what each penalty took off, as
     * a negative number ({@code late penalty}, {@code style charge}). The rules' columns hold
     * the points each rule earned, which add up to the score before the penalties.
     *
     * @return the CSV, with a column per rule holding the points earned
     */
    public String csv() {
        boolean late = marking.latePenalty().isPresent();
        boolean style = marking.scheme().styleCharge().isPresent();
        List<Object> header = new ArrayList<>(List.of("name", "score", "max", "status"));
        if (late || style) {
            header.add("score before penalties");
        }
        if (late) {
            header.add("late penalty");
        }
        if (style) {
            header.add("style charge");
        }
        marking.rules().forEach(rule -> header.add(rule.name()));
        StringBuilder csv = new StringBuilder(CsvRows.row(header));
        for (GradedSubmission submission : submissions) {
            FinalGrade grade = FinalGrade.of(submission, marking);
            List<Object> fields = new ArrayList<>(List.of(submission.name(), grade.points(),
                    grade.max(), submission.statusLabel()));
            if (late || style) {
                fields.add(grade.earned());
            }
            if (late) {
                fields.add(grade.deduction().negate());
            }
            if (style) {
                fields.add(grade.styleDeduction().negate());
            }
            for (GradedRule rule : marking.rules()) {
                fields.add(submission.score().rules().stream()
                        .filter(score -> score.rule().equals(rule)).findFirst()
                        .<Object>map(RuleScore::score).orElse(""));
            }
            csv.append(CsvRows.row(fields));
        }
        return csv.toString();
    }

    /**
     * Builds the Markdown overview.
     *
     * @return the submissions' table and the rules' table
     */
    public String markdown() {
        Texts texts = Texts.of(ClassTexts.class, marking.language());
        Markdown md = new Markdown();
        md.line("# " + texts.text("summary.title", marking.scheme().title(marking.language())));
        md.blank();
        md.line(texts.text("summary", submissions.size(), marking.max().toString())
                + ClassReport.meanAndMedian(ClassReport.grades(marking, submissions), texts)
                + ClassReport.generatedSetting(marking, texts));
        if (!marking.problems().isEmpty()) {
            md.blank();
            md.line(texts.text("summary.problems"));
            md.blank();
            marking.problems().forEach(problem -> md.line("- " + Markdown.text(problem)));
        }
        md.blank();
        md.line("## " + texts.text("submissions"));
        md.blank();
        md.line("| " + texts.text("summary.column.name") + " | "
                + texts.text("summary.column.score") + " | " + texts.text("summary.column.max")
                + " | " + texts.text("column.status") + " |");
        md.line("| --- | ---: | ---: | --- |");
        for (GradedSubmission submission : submissions) {
            // The grade after the penalties, as every report shows it, and the points before
            // them beside it, said to be so.
            FinalGrade grade = FinalGrade.of(submission, marking);
            md.line("| " + Markdown.cell(submission.name()) + " | " + grade.points()
                    + grade.beforePenalties().map(before -> " (" + before + ")").orElse("")
                    + " | " + grade.max() + " | "
                    + Markdown.cell(texts.text("status." + submission.status().name(),
                            submission.refusal().orElse(""))) + " |");
        }
        md.blank();
        md.line("## " + texts.text("summary.rules"));
        md.blank();
        md.line("| " + texts.text("column.rule") + " | " + texts.text("column.exercise") + " | "
                + texts.text("column.points") + " | " + texts.text("column.kept.by") + " |");
        md.line("| --- | --- | ---: | ---: |");
        for (GradedRule rule : marking.rules()) {
            long kept = submissions.stream().filter(submission -> submission.score().rules()
                    .stream().anyMatch(score -> score.rule().equals(rule) && score.kept()
                            && !score.charged()))
                    .count();
            md.line("| " + Markdown.cell(rule.name()) + " | " + rule.exercise() + " | "
                    + marking.points(rule) + " | " + texts.text("of", String.valueOf(kept),
                    String.valueOf(submissions.size())) + " |");
        }
        return md.toString();
    }
}
