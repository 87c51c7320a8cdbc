package tabuleiro.grading.tournament.referee;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.Texts;
import tabuleiro.grading.report.feedback.ContractWords;

/**
 * A forfeit's reason in a reader's language. A game's record keeps its reason in English, so
 * that {@code games.csv} and a shard's records read the same whatever the language of the
 * pages; the pages and the kit's table say it through twins: the referee's and the sandbox's
 * own words ({@link RefereeTexts}), or the student's engine's (a refusal, or the exception it
 * threw), whose contract messages the feedback's twins know. A student's own words stay as
 * written.
 */
public final class ForfeitReason {

    /** The referee's and the sandbox's reasons, English and Portuguese. */
    private static final ContractWords REFEREE = ContractWords.of(RefereeTexts.class);

    /** The referee's and the sandbox's reasons as a record keeps them. */
    private static final Texts RECORDED = Texts.of(RefereeTexts.class, Language.ENGLISH);

    /** An exception as {@code toString} writes it: group 1 its class and colon, 2 its message. */
    private static final Pattern THROWN = Pattern.compile(
            "(?s)^([\\w$.]+(?:Exception|Error): )(.*)$");

    /** Not instantiated. */
    private ForfeitReason() {
    }

    /**
     * One of the referee's or the sandbox's reasons as a record keeps it, in English.
     *
     * @param key the key of its words in {@link RefereeTexts}
     * @param values the values they name, as they are to be written
     * @return the reason
     */
    public static String recorded(String key, Object... values) {
        return RECORDED.text(key, values);
    }

    /**
     * A reason as a record keeps it, said in a language.
     *
     * @param reason the reason, in English as recorded
     * @param language the reader's language
     * @return the reason in that language, or as recorded where no twin knows it
     */
    public static String said(String reason, Language language) {
        if (language == Language.ENGLISH) {
            return reason;
        }
        String referee = REFEREE.translated(reason);
        if (!referee.equals(reason)) {
            return referee;
        }
        Matcher thrown = THROWN.matcher(reason);
        return thrown.matches() ? thrown.group(1) + ContractWords.say(thrown.group(2), language)
                : ContractWords.say(reason, language);
    }
}
