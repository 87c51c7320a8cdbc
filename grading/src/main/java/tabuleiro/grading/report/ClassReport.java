package tabuleiro.grading.report;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Comparator;
import java.util.List;
import tabuleiro.grading.Scheme.Exercise;
import tabuleiro.grading.rulebook.GradedRule;

/**
 * The instructor's {@code report.html} of a class: the grade distribution as a bar chart (inline
 * SVG, so the page is self-contained), each exercise's mean and how many have full marks in it,
 * each rule with the share of the class that keeps it, the least kept first (what the class did
 * not understand), and the submissions.
 */
public final class ClassReport {

    /** The file's name, in lower case. */
    public static final String FILE = "report.html";

    private static final int BINS = 10;
    private static final int WIDTH = 520;
    private static final int HEIGHT = 200;
    private static final int MARGIN = 30;

    private final Marking marking;
    private final List<GradedSubmission> submissions;

    /**
     * Gathers a class's results.
     *
     * @param marking the marking every submission was graded under
     * @param submissions the graded submissions
     */
    public ClassReport(Marking marking, List<GradedSubmission> submissions) {
        this.marking = marking;
        this.submissions = List.copyOf(submissions);
    }

    /**
     * Builds the page.
     *
     * @return the HTML page
     */
    public String page() {
        Html html = new Html(marking.scheme().title() + " — class report");
        html.element("h1", marking.scheme().title() + " — class report");
        List<BigDecimal> grades = submissions.stream()
                .map(graded -> FinalGrade.of(graded, marking).points()).sorted().toList();
        html.element("p", submissions.size() + " submissions, graded out of " + marking.max()
                + " points." + (grades.isEmpty() ? "" : " Mean " + mean(grades) + ", median "
                + grades.get(grades.size() / 2) + "."));
        html.element("h2", "Grade distribution");
        html.raw(chart(grades));
        exercises(html);
        rules(html);
        html.element("h2", "Submissions");
        html.raw("<table>\n<tr><th>Submission</th><th>Student</th><th>Grade</th><th>Status</th>"
                + "<th>Late</th></tr>");
        for (GradedSubmission graded : submissions) {
            FinalGrade grade = FinalGrade.of(graded, marking);
            html.raw("<tr><td><a href=\"" + Html.escape(encode(graded.name()))
                    + "/feedback.html\">" + Html.escape(graded.name()) + "</a></td><td>"
                    + Html.escape(graded.student().fullName()
                            + graded.student().moodleId().map(id -> " (" + id + ")").orElse(""))
                    + "</td><td class=\"num\">" + grade.points() + "</td><td>"
                    + Html.escape(graded.status().label()) + "</td><td>"
                    + (grade.late().isPresent() ? "−" + grade.percentLost()
                            .stripTrailingZeros().toPlainString() + "%" : "") + "</td></tr>");
        }
        html.raw("</table>");
        return html.toString();
    }

    private void exercises(Html html) {
        html.element("h2", "Exercises");
        html.raw("<table>\n<tr><th>Exercise</th><th>Points</th><th>Mean</th>"
                + "<th>Full marks</th></tr>");
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
            html.raw("<tr><td>" + Html.escape(exercise.label()) + "</td><td class=\"num\">"
                    + exercise.points().stripTrailingZeros().toPlainString()
                    + "</td><td class=\"num\">" + mean + "</td><td class=\"num\">" + full
                    + " of " + submissions.size() + "</td></tr>");
        }
        html.raw("</table>");
    }

    private void rules(Html html) {
        html.element("h2", "Rules, the least kept first");
        html.raw("<table>\n<tr><th>Rule</th><th>Exercise</th><th>Points</th><th>Kept by</th>"
                + "<th></th></tr>");
        List<GradedRule> rules = marking.rules().stream()
                .sorted(Comparator.comparingLong(this::keptBy)).toList();
        for (GradedRule rule : rules) {
            long kept = keptBy(rule);
            int percent = submissions.isEmpty() ? 0
                    : (int) Math.round(100.0 * kept / submissions.size());
            html.raw("<tr><td>" + Html.escape(rule.name())
                    + (marking.hidden(rule) ? " <em>(hidden)</em>" : "") + "</td><td>"
                    + Html.escape(rule.exercise()) + "</td><td class=\"num\">"
                    + marking.points(rule) + "</td><td class=\"num\">" + kept + " of "
                    + submissions.size() + " (" + percent + "%)</td><td><svg width=\"104\""
                    + " height=\"12\" role=\"img\" aria-label=\"" + percent + "% keep it\">"
                    + "<rect width=\"100\" height=\"10\" fill=\"#eee\"/><rect class=\"bar\""
                    + " width=\"" + percent + "\" height=\"10\"/></svg></td></tr>");
        }
        html.raw("</table>");
    }

    private long keptBy(GradedRule rule) {
        return submissions.stream().filter(graded -> graded.score().rules().stream()
                .anyMatch(score -> score.rule().equals(rule) && score.kept())).count();
    }

    /**
     * Draws the histogram: ten bins of a tenth of the points each, the last one closed.
     *
     * @param grades the grades
     * @return an SVG element
     */
    String chart(List<BigDecimal> grades) {
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
        StringBuilder svg = new StringBuilder("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\""
                + WIDTH + "\" height=\"" + HEIGHT + "\" role=\"img\" aria-label=\"Grade"
                + " distribution\">\n");
        for (int i = 0; i < BINS; i++) {
            int height = counts[i] * plotHeight / tallest;
            int x = MARGIN + i * barWidth;
            int y = MARGIN + plotHeight - height;
            BigDecimal from = max.multiply(BigDecimal.valueOf(i)).divide(BigDecimal.valueOf(BINS),
                    0, RoundingMode.HALF_UP);
            svg.append("<rect class=\"bar\" x=\"").append(x + 2).append("\" y=\"").append(y)
                    .append("\" width=\"").append(barWidth - 4).append("\" height=\"")
                    .append(height).append("\"><title>").append(counts[i])
                    .append(" submissions from ").append(from).append("</title></rect>\n");
            svg.append("<text x=\"").append(x + barWidth / 2).append("\" y=\"").append(y - 3)
                    .append("\" text-anchor=\"middle\">").append(counts[i]).append("</text>\n");
            svg.append("<text x=\"").append(x).append("\" y=\"").append(HEIGHT - MARGIN + 14)
                    .append("\">").append(from).append("</text>\n");
        }
        svg.append("<text x=\"").append(WIDTH - MARGIN).append("\" y=\"")
                .append(HEIGHT - MARGIN + 14).append("\" text-anchor=\"end\">").append(max
                        .stripTrailingZeros().toPlainString()).append("</text>\n");
        svg.append("<line class=\"axis\" x1=\"").append(MARGIN).append("\" y1=\"")
                .append(HEIGHT - MARGIN).append("\" x2=\"").append(WIDTH - MARGIN)
                .append("\" y2=\"").append(HEIGHT - MARGIN).append("\"/>\n</svg>");
        return svg.toString();
    }

    private static BigDecimal mean(List<BigDecimal> grades) {
        return grades.stream().reduce(BigDecimal.ZERO, BigDecimal::add)
                .divide(BigDecimal.valueOf(grades.size()), 2, RoundingMode.HALF_UP);
    }

    /** A report folder's name as a relative URL: spaces and the like percent-encoded. */
    private static String encode(String name) {
        return java.net.URLEncoder.encode(name, java.nio.charset.StandardCharsets.UTF_8)
                .replace("+", "%20");
    }
}
