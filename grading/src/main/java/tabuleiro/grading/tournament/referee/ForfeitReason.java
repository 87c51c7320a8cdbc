package tabuleiro.grading.tournament.referee;

import java.util.ArrayList;
import java.util.List;
import java.util.ResourceBundle;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.Texts;
import tabuleiro.grading.report.feedback.ContractWords;
import tabuleiro.grading.spi.GameModule;
import tabuleiro.grading.spi.Games;

/**
 * A forfeit's reason in a reader's language. A game's record keeps its reason in English, so
 * that {@code games.csv} and a shard's records read the same whatever the language of the
 * pages; the pages and the kit's table say it through twins: the referee's and the sandbox's
 * own words ({@link RefereeTexts}, and each registered game's {@value #GAME_WORDS} words for
 * the moves its referee refuses), or the student's engine's (a refusal, or the exception it
 * threw), whose contract messages the feedback's twins know. A student's own words stay as
 * written.
 */
public final class ForfeitReason {

    /** The prefix of a game's words for a move its referee refuses. */
    public static final String GAME_WORDS = "referee.";

    /** The referee's and the sandbox's reasons, English and Portuguese, the games' included. */
    private static final List<ContractWords> REFEREE = referee();

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
     * A game's reason for refusing a move, as a record keeps it, in English.
     *
     * @param words the game's words bundle, its English class
     * @param key the key of its words there, one of {@value #GAME_WORDS}
     * @param values the values they name, as they are to be written
     * @return the reason
     */
    public static String recorded(Class<? extends ResourceBundle> words, String key,
            Object... values) {
        if (!key.startsWith(GAME_WORDS)) {
            throw new IllegalArgumentException("a game's refusal is one of its " + GAME_WORDS
                    + "* words, but the key is " + key);
        }
        return Texts.of(words, Language.ENGLISH).text(key, values);
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
        for (ContractWords twins : REFEREE) {
            String referee = twins.translated(reason);
            if (!referee.equals(reason)) {
                return referee;
            }
        }
        Matcher thrown = THROWN.matcher(reason);
        return thrown.matches() ? thrown.group(1) + ContractWords.say(thrown.group(2), language)
                : ContractWords.say(reason, language);
    }

    /** The referee's own twins, then each registered game's refusals, in the games' order. */
    private static List<ContractWords> referee() {
        List<ContractWords> twins = new ArrayList<>();
        twins.add(ContractWords.of(RefereeTexts.class));
        for (GameModule game : Games.all()) {
            twins.add(ContractWords.of(game.words(), GAME_WORDS));
        }
        return List.copyOf(twins);
    }
}
