package tabuleiro.grading.report.wholeclass;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import tabuleiro.grading.model.Exercise;
import tabuleiro.grading.model.FinalGrade;
import tabuleiro.grading.model.GeneratedSetting;
import tabuleiro.grading.model.GradedRule;
import tabuleiro.grading.model.GradedSubmission;
import tabuleiro.grading.model.Marking;
import tabuleiro.grading.model.Score;
import tabuleiro.grading.model.Texts;
import tabuleiro.grading.report.Pages;
import tabuleiro.grading.report.platform.StudentReports;

/**
 * The instructor's {@code report.html} of a class: the grade distribution as a bar chart (inline
 * SVG, so the page is self-contained), each exercise's mean and how many have full marks in it,
 * each rule with the share of the class that keeps it, the least kept first (what the class did
 * not understand), and the submissions, with their style findings and what those cost.
 *
 * <p>This class works out what the page says ({@link View}); the template
 * {@code src/main/jte/report.jte} lays it out and escapes every text in it.
 */
public final class ClassReport {

    /** The file's name, in lower case. */
    public static final String FILE = "report.html";

    /** The template, under {@code src/main/jte}. */
    static final String TEMPLATE = "wholeclass/report.jte";

    private static final int BINS = 10;
    private static final int WIDTH = 520;
    private static final int HEIGHT = 200;
    private static final int MARGIN = 30;

    private final Marking marking;
    private final List<GradedSubmission> submissions;
    private final Optional<SimilarityReport> similarity;
    private final Map<String, List<String>> unwritten;
    private final Texts texts;

    /**
     * Gathers a class's results.
     *
     * @param marking the marking every submission was graded under
     * @param submissions the graded submissions
     */
    public ClassReport(Marking marking, List<GradedSubmission> submissions) {
        this(marking, submissions, Optional.empty());
    }

    /**
     * Gathers a class's results and, when the class was compared, its similar submissions.
     *
     * @param marking the marking every submission was graded under
     * @param submissions the graded submissions
     * @param similarity the similarity analysis of the class, or empty
     */
    public ClassReport(Marking marking, List<GradedSubmission> submissions,
            Optional<SimilarityReport> similarity) {
        this(marking, submissions, similarity, Map.of());
    }

    private ClassReport(Marking marking, List<GradedSubmission> submissions,
            Optional<SimilarityReport> similarity, Map<String, List<String>> unwritten) {
        this.marking = marking;
        this.submissions = List.copyOf(submissions);
        this.similarity = similarity;
        this.unwritten = Map.copyOf(unwritten);
        this.texts = Texts.of(ClassTexts.class, marking.language());
    }

    /**
     * Returns the same report, which also says, beside each submission's status, which of its
     * reports its folder lacks: those the grader could not write ({@link StudentReports#write}
     * writes the others and keeps the grade).
     *
     * @param folder the class's report folder, which holds a folder per submission
     * @return the report
     */
    public ClassReport withReportsIn(Path folder) {
        Map<String, List<String>> missing = new HashMap<>();
        for (GradedSubmission graded : submissions) {
            List<String> files = StudentReports.unwritten(folder.resolve(graded.name()));
            if (!files.isEmpty()) {
                missing.put(graded.name(), files);
            }
        }
        return new ClassReport(marking, submissions, similarity, missing);
    }

    /**
     * Builds the page.
     *
     * @return the HTML page
     */
    public String page() {
        return Pages.render(TEMPLATE, view());
    }

    /**
     * Gathers what the page says, as plain text and numbers for the template to escape.
     *
     * @return the page's content
     */
    View view() {
        List<BigDecimal> grades = grades(marking, submissions);
        String title = texts.text("title", marking.scheme().title(marking.language()));
        String summary = texts.text("summary", submissions.size(), marking.max().toString())
                + meanAndMedian(grades, texts)
                + marking.scheme().styleCharge().map(charge -> texts.text("style.charged",
                        charge.describe(marking.language())))
                .orElse(texts.text("style.advice"))
                + generatedSetting(marking, texts);
        return new View(texts, title, summary, chart(grades), exercises(), rules(),
                submissions.stream().map(this::submission).toList(),
                similarity.map(SimilarityReport::section).orElse(null));
    }

    private SubmissionRow submission(GradedSubmission graded) {
        FinalGrade grade = FinalGrade.of(graded, marking);
        return new SubmissionRow(encode(graded.name()) + "/" + StudentReports.FEEDBACK_HTML,
                graded.name(), graded.student().fullName()
                        + graded.student().moodleId().map(id -> " (" + id + ")").orElse(""),
                // The grade after the penalties, as every report shows it, and the points
                // before them beside it, said to be so.
                grade.points() + grade.beforePenalties().map(before -> " (" + before + ")")
                        .orElse(""), texts.text("status." + graded.status().name(),
                        graded.refusal().orElse(""))
                        + Optional.ofNullable(unwritten.get(graded.name())).map(files -> " — "
                                + texts.text("status.unwritten", String.join(", ", files)))
                                .orElse(""),
                grade.late().isPresent() ? "−" + grade.percentLost().stripTrailingZeros()
                        .toPlainString() + "%" : "", style(graded, grade));
    }

    /**
     * How many style findings, and what they cost; empty when no file of the student's was
     * checked.
     */
    private String style(GradedSubmission graded, FinalGrade grade) {
        if (graded.style().isEmpty()) {
            return "";
        }
        String findings = Integer.toString(graded.style().findings().size());
        if (!graded.style().notChecked().isEmpty()) {
            findings += texts.text("not.checked", graded.style().notChecked().size());
        }
        return grade.styleNote().isPresent() ? findings + ", −" + grade.styleDeduction()
                : findings;
    }

    private List<ExerciseRow> exercises() {
        List<ExerciseRow> rows = new ArrayList<>();
        for (Exercise exercise : marking.scheme().exercises()) {
            if (marking.rulesOf(exercise.id()).isEmpty()) {
                continue;
            }
            List<Score> scores = submissions.stream()
                    .map(graded -> new Score(graded.score().rulesOf(exercise.id()))).toList();
            long full = scores.stream().filter(score -> score.kept() == score.rules().size())
                    .count();
            BigDecimal mean = scores.isEmpty() ? BigDecimal.ZERO
                    : mean(scores.stream().map(Score::total).toList());
            rows.add(new ExerciseRow(marking.scheme().label(exercise, marking.language()),
                    exercise.points().stripTrailingZeros().toPlainString(),
                    String.valueOf(mean), full));
        }
        return rows;
    }

    private List<RuleRow> rules() {
        return marking.rules().stream().sorted(Comparator.comparingLong(this::keptBy))
                .map(rule -> {
                    long kept = keptBy(rule);
                    int percent = submissions.isEmpty() ? 0
                            : (int) Math.round(100.0 * kept / submissions.size());
                    return new RuleRow(rule.name(), marking.hidden(rule), rule.exercise(),
                            String.valueOf(marking.points(rule)), kept, percent);
                }).toList();
    }

    /** The submissions that keep a rule: on its written examples and on the generated ones. */
    private long keptBy(GradedRule rule) {
        return submissions.stream().filter(graded -> graded.score().rules().stream()
                .anyMatch(score -> score.rule().equals(rule) && score.kept()
                        && !score.charged())).count();
    }

    /**
     * Lays out the histogram: ten bins of a tenth of the points each, the last one closed.
     *
     * @param grades the grades
     * @return the chart's bars and labels, placed
     */
    Chart chart(List<BigDecimal> grades) {
        int[] counts = new int[BINS];
        BigDecimal max = marking.max();
        for (BigDecimal grade : grades) {
            int bin = max.signum() == 0 ? 0 : grade.multiply(BigDecimal.valueOf(BINS))
                    .divide(max, 0, RoundingMode.FLOOR).intValue();
            counts[Math.max(0, Math.min(BINS - 1, bin))]++;
        }
        int tallest = 1;
        for (int count : counts) {
            tallest = Math.max(tallest, count);
        }
        int plotWidth = WIDTH - 2 * MARGIN;
        int plotHeight = HEIGHT - 2 * MARGIN;
        int barWidth = plotWidth / BINS;
        int baseline = HEIGHT - MARGIN;
        List<Bar> bars = new ArrayList<>();
        for (int i = 0; i < BINS; i++) {
            int height = counts[i] * plotHeight / tallest;
            int x = MARGIN + i * barWidth;
            BigDecimal from = max.multiply(BigDecimal.valueOf(i)).divide(BigDecimal.valueOf(BINS),
                    0, RoundingMode.HALF_UP);
            bars.add(new Bar(x, baseline - height, barWidth, height, counts[i],
                    from.toPlainString()));
        }
        return new Chart(WIDTH, HEIGHT, MARGIN, baseline, bars,
                max.stripTrailingZeros().toPlainString());
    }

    private static BigDecimal mean(List<BigDecimal> grades) {
        return grades.stream().reduce(BigDecimal.ZERO, BigDecimal::add)
                .divide(BigDecimal.valueOf(grades.size()), 2, RoundingMode.HALF_UP);
    }

    /**
     * The grades the class's statistics are taken over, lowest first. A refused submission's 0
     * is no grade: it stays out of the mean, the median and the chart.
     *
     * @param marking the class's marking
     * @param submissions the graded submissions
     * @return the grades after the penalties, sorted
     */
    static List<BigDecimal> grades(Marking marking, List<GradedSubmission> submissions) {
        return submissions.stream()
                .filter(graded -> graded.status() != GradedSubmission.Status.REFUSED)
                .map(graded -> FinalGrade.of(graded, marking).points()).sorted().toList();
    }

    /**
     * The middle grade, or the mean of the two middle grades of an even count, to the cent:
     * the one median every class report shows.
     *
     * @param sorted the grades, lowest first, at least one
     * @return the median
     */
    static BigDecimal median(List<BigDecimal> sorted) {
        int middle = sorted.size() / 2;
        return sorted.size() % 2 == 1 ? sorted.get(middle).setScale(2, RoundingMode.HALF_UP)
                : sorted.get(middle - 1).add(sorted.get(middle))
                        .divide(BigDecimal.valueOf(2), 2, RoundingMode.HALF_UP);
    }

    /**
     * The sentence with the class's mean and median, as {@code report.html} and
     * {@code summary.md} both say it.
     *
     * @param grades the grades, lowest first ({@link #grades})
     * @param texts the words, in the class's language
     * @return the sentence, with a leading space, or an empty string when no grade was given
     */
    static String meanAndMedian(List<BigDecimal> grades, Texts texts) {
        return grades.isEmpty() ? "" : texts.text("mean", mean(grades).toString(),
                median(grades).toString());
    }

    /**
     * A report folder's name as a relative URL. Percent-encoding leaves no {@code :} or
     * {@code /}, so a submission named like a URL ({@code javascript:...}) stays a folder name.
     */
    private static String encode(String name) {
        return URLEncoder.encode(name, StandardCharsets.UTF_8).replace("+", "%20");
    }

    /**
     * Says how generated examples were graded, with the class seed that reproduces them, when
     * the class was asked any.
     *
     * @param marking the class's marking
     * @param texts the words, in the class's language
     * @return the sentence, with a leading space, or an empty string
     */
    static String generatedSetting(Marking marking, Texts texts) {
        GeneratedSetting setting = marking.scheme().generatedSetting();
        if (!setting.asked(marking.scheme().rulebook())) {
            return "";
        }
        String rulebook = marking.scheme().rulebook();
        // The games as a number, which chooses the plural.
        return texts.text("generated.setting", setting.gameCount(rulebook),
                String.valueOf(setting.classSeed()), BigDecimal.valueOf(setting.shareLost() * 100)
                        .stripTrailingZeros().toPlainString());
    }

    /**
     * What {@code report.html} says, every text plain (the template escapes it).
     *
     * @param texts the page's own words, in the marking's language
     * @param title the page's title and first heading
     * @param summary how many submissions, out of how many points, the mean and the median
     * @param chart the grade distribution
     * @param exercises a row per exercise with rules
     * @param rules a row per rule, the least kept first
     * @param submissions a row per submission, in the class's order
     * @param similarity the similar submissions, or {@code null} when the class was not
     *     compared
     */
    record View(Texts texts, String title, String summary, Chart chart,
            List<ExerciseRow> exercises, List<RuleRow> rules, List<SubmissionRow> submissions,
            SimilarityReport.Section similarity) {

        /**
         * One of the page's own words, for the template.
         *
         * @param key the text's key in {@link ClassTexts}
         * @param arguments its arguments, as text
         * @return the text in the page's language
         */
        public String t(String key, Object... arguments) {
            return texts.text(key, Stream.of(arguments).map(String::valueOf).toArray());
        }

        /**
         * The page's language, for the {@code lang} attribute of its {@code html} element.
         *
         * @return {@code en} or {@code pt}
         */
        public String lang() {
            return texts.language().tag();
        }
    }

    /**
     * The grade distribution as a bar chart, in SVG user units.
     *
     * @param width the chart's width
     * @param height the chart's height
     * @param margin the space around the plot
     * @param baseline the height of the horizontal axis, from the top
     * @param bars a bar per bin, from the lowest grades
     * @param max the most points, the axis's last label
     */
    record Chart(int width, int height, int margin, int baseline, List<Bar> bars, String max) {
    }

    /**
     * A bin of the grade distribution.
     *
     * @param x the left of the bin
     * @param y the top of its bar
     * @param width the bin's width
     * @param height the bar's height
     * @param count how many grades fall in it
     * @param from the lowest grade in it
     */
    record Bar(int x, int y, int width, int height, int count, String from) {
    }

    /**
     * An exercise's row.
     *
     * @param label the exercise
     * @param points its points
     * @param mean the class's mean points in it
     * @param full how many submissions have its full marks
     */
    record ExerciseRow(String label, String points, String mean, long full) {
    }

    /**
     * A rule's row.
     *
     * @param name the rule's ID and title
     * @param hidden whether the rule is hidden from students
     * @param exercise the exercise it belongs to
     * @param points its points
     * @param kept how many submissions keep it
     * @param percent the share of the class that keeps it, in percent
     */
    record RuleRow(String name, boolean hidden, String exercise, String points, long kept,
            int percent) {
    }

    /**
     * A submission's row.
     *
     * @param feedback the relative URL of its feedback page
     * @param name the submission's name
     * @param student the student's name and Moodle id
     * @param grade the grade, after any late penalty
     * @param status how far grading got
     * @param late the share of points lateness cost, or an empty string
     * @param style how many style findings there are and what they cost, or an empty string
     */
    record SubmissionRow(String feedback, String name, String student, String grade,
            String status, String late, String style) {
    }
}
