package tabuleiro.features.checkers;

import java.util.function.Supplier;
import tabuleiro.checkers.Game;
import tabuleiro.checkers.Variant;
import tabuleiro.checkers.ui.CheckersContracts;
import tabuleiro.features.Refusal;
import tabuleiro.features.contracts.ScenarioRules;
import tabuleiro.ui.ContractTwins;
import tabuleiro.ui.Language;

/**
 * What one checkers scenario has done so far, shared by its step classes: the rules, the game,
 * the board before the {@code When}, and a refusal of the {@code When} kept for a {@code Then}.
 *
 * <p>Cucumber makes a new world for every scenario through
 * {@link tabuleiro.features.ScenarioObjectFactory}. A refusal is an
 * {@link IllegalArgumentException} or {@link IllegalStateException}, the way the engine's
 * preconditions refuse; anything else (the skeleton's {@code UnsupportedOperationException}, a
 * failed assertion) fails the scenario with the engine's own message.
 */
public final class CheckersWorld {

    private Variant variant;
    private Game game;
    private String boardBefore;
    private final Refusal refusal = new Refusal();
    private final ScenarioRules rules;

    /**
     * Starts a scenario with no rules and no game yet.
     *
     * @param rules the rules the scenario is an example of, for a refusal no step expected
     */
    public CheckersWorld(ScenarioRules rules) {
        // The Background and Given steps fill the rest in.
        this.rules = rules;
    }

    /**
     * Sets the rules of the scenario.
     *
     * @param rules the variant
     */
    public void useRules(Variant rules) {
        variant = rules;
    }

    /**
     * Returns the scenario's rules.
     *
     * @return the variant named by the Background
     * @throws IllegalStateException if the scenario named none: a mistake of the rule book
     */
    public Variant variant() {
        if (variant == null) {
            throw new IllegalStateException("this scenario names no rules: its Background needs"
                    + " 'Given the classic rules' or 'Given the simplified rules'");
        }
        return variant;
    }

    /**
     * Makes a game the scenario's game.
     *
     * @param started the game
     */
    public void use(Game started) {
        if (started == null) {
            throw new AssertionError("The engine returned no game (null).");
        }
        game = started;
    }

    /**
     * Returns the scenario's game.
     *
     * @return the game
     * @throws AssertionError if the engine refused the {@code When} and no {@code Then} expected
     *     that
     */
    public Game game() {
        if (game == null) {
            throw new IllegalStateException("this scenario has no game: it needs a Given");
        }
        // A move the engine refuses because its routes break a capture rule says that rule.
        refusal.requireJudged(() -> {
            String waits = GameSteps.waitsOnTheRoutes(game, rules);
            return (waits.isEmpty() ? "" : waits + "\n") + Pictures.of(game);
        });
        return game;
    }

    /**
     * Runs the scenario's {@code When}, noting the board first and keeping a refusal.
     *
     * @param <T> what the action returns
     * @param action the action
     * @return what it returned, or {@code null} when refused
     */
    public <T> T attempt(Supplier<T> action) {
        boardBefore = Pictures.of(game());
        try {
            return refusal.attempt(action);
        } catch (AssertionError broken) {
            // A contract the engine broke on the way (its class invariant, most often): when
            // its board shows a man resting uncrowned on its far row, the example waits on the
            // crowning rule, whichever rule it is about.
            String waits = rules.isAbout(CrowningWaits.RULE) ? ""
                    : CrowningWaits.of(game);
            if (waits.isEmpty() || broken.getMessage() == null) {
                throw broken;
            }
            AssertionError explained = new AssertionError(broken.getMessage() + "\n" + waits,
                    broken);
            // The grader reads where a failure was thrown from its stack: still the engine.
            explained.setStackTrace(broken.getStackTrace());
            throw explained;
        }
    }

    /**
     * Checks that the {@code When} was refused.
     *
     * @param reason words the refusal's message must contain, as the code words it or as the
     *     text UI says it in the scenario's language, or {@code null} for any
     * @param language the scenario's language
     */
    public void expectRefusal(String reason, Language language) {
        expectRefusal(reason, language, () -> "");
    }

    /**
     * Checks that the {@code When} was refused, saying which rule the example waits on when the
     * reason is another.
     *
     * @param reason words the refusal's message must contain, as the code words it or as the
     *     text UI says it in the scenario's language, or {@code null} for any
     * @param language the scenario's language
     * @param waits the sentence naming the rule the example waits on, or an empty string
     */
    public void expectRefusal(String reason, Language language, Supplier<String> waits) {
        ContractTwins twins = ContractTwins.of(CheckersContracts.class, language);
        refusal.expectSaying(reason, twins::say, () -> Pictures.of(game), waits);
    }

    /**
     * Returns the board as it was before the {@code When}, drawn.
     *
     * @return the drawing
     */
    public String boardBefore() {
        if (boardBefore == null) {
            throw new IllegalStateException("this scenario has no When to compare with");
        }
        return boardBefore;
    }
}
