package tabuleiro.grading.report.feedback;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import tabuleiro.grading.model.ScenarioResult;
import tabuleiro.grading.model.Texts;
import tabuleiro.grading.report.Markdown;

/**
 * A failed check's {@link Comparison} as the feedback shows it: two labelled blocks, "Expected"
 * and "Actual" in the student's language, side by side when both fit, each line that differs
 * marked with {@link #MARKER} in a gutter (not by colour alone: the page also sets it in bold)
 * and the differing squares or lines listed in words.
 *
 * @param expectedLabel the label of what was expected
 * @param actualLabel the label of what came
 * @param expected the lines of what was expected
 * @param actual the lines of what came
 * @param differsAt where they differ ("Differs at: D3, E4."), if they are compared whole and
 *     differ
 * @param markerNote what the marker means, if any line is marked
 * @param rest what the check said besides, or an empty string
 * @param restLabel the label of {@code rest}
 */
public record ComparisonBlocks(String expectedLabel, String actualLabel, List<Line> expected,
        List<Line> actual, Optional<String> differsAt, Optional<String> markerNote,
        String rest, String restLabel) {

    /** The mark of a line that differs, read aloud as "not equal to". */
    public static final String MARKER = "≠";

    /** The widest two blocks that Markdown shows side by side. */
    private static final int SIDE_BY_SIDE = 44;

    /**
     * A line of a block.
     *
     * @param text the line
     * @param differs whether it differs from the other block's line there
     */
    public record Line(String text, boolean differs) {

        /**
         * The line behind its gutter: {@link #MARKER} when it differs, blanks otherwise.
         *
         * @return the line as the blocks print it
         */
        public String gutter() {
            return (differs ? MARKER : " ") + " " + text;
        }
    }

    /**
     * Makes the blocks of a scenario's failed check.
     *
     * @param result the scenario's result
     * @param texts the feedback's texts
     * @return the blocks, or empty when the check's message has no {@link Comparison}
     */
    public static Optional<ComparisonBlocks> of(ScenarioResult result, Texts texts) {
        if (Comparison.of(result).isEmpty()) {
            return Optional.empty();
        }
        // The check's words in the student's language first (the steps' twins), so that what
        // the blocks quote of them (what came, what the check said besides) is in it too; a
        // message whose twin has another shape is compared as the step worded it.
        String said = ContractWords.say(Comparison.withoutToolNoise(result.message()),
                texts.language());
        return Comparison.of(said).or(() -> Comparison.of(result))
                .map(comparison -> of(comparison, texts));
    }

    /**
     * Makes the blocks of a comparison.
     *
     * @param comparison what was expected and what came
     * @param texts the feedback's texts
     * @return the blocks
     */
    static ComparisonBlocks of(Comparison comparison, Texts texts) {
        String expectedLabel = switch (comparison.relation()) {
            case EQUAL -> texts.text("expected.block");
            case CONTAIN -> texts.text("expected.contain");
            case NOT_CONTAIN -> texts.text("expected.not.contain");
            case OTHER -> texts.text("expected.block");
        };
        String actualLabel = comparison.actualIs().isEmpty() ? texts.text("actual.block")
                : texts.text("actual.described", comparison.actualIs());
        List<Line> expected = lines(comparison.expected(), comparison.marks(true));
        List<Line> actual = lines(comparison.actual(), comparison.marks(false));
        List<String> places = comparison.differences(texts);
        boolean marked = expected.stream().anyMatch(Line::differs)
                || actual.stream().anyMatch(Line::differs);
        return new ComparisonBlocks(expectedLabel, actualLabel, expected, actual,
                places.isEmpty() || !comparison.lineByLine() ? Optional.empty()
                        : Optional.of(texts.text("differs.at", String.join(", ", places))),
                marked ? Optional.of(texts.text("differs.marker", MARKER)) : Optional.empty(),
                AssertjLines.say(comparison.rest(), texts.language()),
                texts.text("comparison.rest"));
    }

    private static List<Line> lines(String text, List<Boolean> marks) {
        List<String> lines = text.lines().toList();
        List<Line> made = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            made.add(new Line(lines.get(i), marks.get(i)));
        }
        return made;
    }

    /**
     * Tells whether any line is marked, so the blocks need their gutter.
     *
     * @return {@code true} when some line differs
     */
    public boolean marked() {
        return markerNote.isPresent();
    }

    /**
     * Writes the blocks into Markdown: side by side in one fenced block when both are narrow,
     * else one labelled fenced block each; then where they differ, and what else the check said.
     *
     * @param md the Markdown being written
     */
    void markdown(Markdown md) {
        int left = Math.max(expectedLabel.length(), width(expected));
        int right = Math.max(actualLabel.length(), width(actual));
        if (marked() && left <= SIDE_BY_SIDE && right <= SIDE_BY_SIDE) {
            StringBuilder block = new StringBuilder();
            block.append(pad("  " + expectedLabel, left + 2)).append("   ").append("  ")
                    .append(actualLabel).append('\n');
            for (int i = 0; i < Math.max(expected.size(), actual.size()); i++) {
                String one = i < expected.size() ? expected.get(i).gutter() : "";
                String two = i < actual.size() ? actual.get(i).gutter() : "";
                block.append((pad(one, left + 2) + "   " + two).stripTrailing()).append('\n');
            }
            md.fenced("", block.toString(), 0);
        } else {
            md.line("**" + expectedLabel + "**");
            md.blank();
            md.fenced("", text(expected), 0);
            md.blank();
            md.line("**" + Markdown.text(actualLabel) + "**");
            md.blank();
            md.fenced("", text(actual), 0);
        }
        differsAt.ifPresent(places -> {
            md.blank();
            md.line(Markdown.text(places));
        });
        markerNote.ifPresent(note -> {
            md.blank();
            md.line(Markdown.text(note));
        });
        if (!rest.isBlank()) {
            md.blank();
            md.line("**" + restLabel + "**");
            md.blank();
            md.fenced("", rest, 0);
        }
    }

    private String text(List<Line> lines) {
        StringBuilder text = new StringBuilder();
        for (Line line : lines) {
            text.append(marked() ? line.gutter() : line.text()).append('\n');
        }
        return text.toString();
    }

    private static int width(List<Line> lines) {
        return lines.stream().mapToInt(line -> line.text().length()).max().orElse(0);
    }

    private static String pad(String text, int width) {
        return text.length() >= width ? text : text + " ".repeat(width - text.length());
    }
}
