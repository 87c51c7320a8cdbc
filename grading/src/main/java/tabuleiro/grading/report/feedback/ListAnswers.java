package tabuleiro.grading.report.feedback;

import java.util.List;
import java.util.Optional;
import tabuleiro.grading.model.GeneratedExample;
import tabuleiro.grading.model.ListDifference;
import tabuleiro.grading.model.Texts;

/**
 * A generated example whose answers are lists (the legal moves, the pieces left), shown by what
 * differs: the counts, what only the engine answered and what only the rule did, each cut
 * short. The page and the Markdown show the same words; two whole answers of hundreds of
 * characters on one line would leave the student to compare them by hand.
 *
 * @param counts the sentence of the counts: each side's and how many both answered
 * @param actualLabel the label of what only the engine answered, with its count
 * @param actual those items, space-separated, cut short, or the word for none
 * @param expectedLabel the label of what only the rule answered, with its count
 * @param expected those items, the same way
 */
record ListAnswers(String counts, String actualLabel, String actual, String expectedLabel,
        String expected) {

    /** The most items of a side shown: enough to see the pattern, short enough to read. */
    static final int MOST = 24;

    /**
     * The difference of a generated example's answers, in the page's words.
     *
     * @param texts the feedback's texts
     * @param example the generated example
     * @return the difference, or empty when its key's answer is one value (shown whole)
     */
    static Optional<ListAnswers> of(Texts texts, GeneratedExample example) {
        return ListDifference.of(example.key(), example.expected(), example.actual())
                .map(difference -> new ListAnswers(texts.text("generated.list",
                        String.valueOf(difference.common() + difference.onlyActual().size()),
                        String.valueOf(difference.common() + difference.onlyExpected().size()),
                        String.valueOf(difference.common())),
                        texts.text("generated.list.actual",
                                String.valueOf(difference.onlyActual().size())),
                        items(texts, difference.onlyActual()),
                        texts.text("generated.list.expected",
                                String.valueOf(difference.onlyExpected().size())),
                        items(texts, difference.onlyExpected())));
    }

    private static String items(Texts texts, List<String> items) {
        if (items.isEmpty()) {
            return texts.text("generated.list.none");
        }
        String shown = String.join(" ", items.subList(0, Math.min(MOST, items.size())));
        int left = ListDifference.leftOut(items, MOST);
        return left == 0 ? shown : shown + " " + texts.text("generated.list.more",
                String.valueOf(left));
    }
}
