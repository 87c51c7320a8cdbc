package tabuleiro.features.contracts;

import io.cucumber.java.Before;
import io.cucumber.java.Scenario;
import java.net.URI;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Makes sure the rule book runs with Java assertions enabled for the engine it drives: the
 * engine's postconditions and class invariants are {@code assert} statements, skipped silently
 * without {@code -ea}, and a broken engine could then pass scenarios it should fail.
 *
 * <p>One guard serves the five games: every game's runner (the {@code *RuleBookTest} suites, the
 * grader's child JVM, a student's self-check) takes this package as glue beside the game's own.
 * It asks about the engine rather than about itself because {@code -ea} can be given for some
 * packages only, and the engine's are the assertions that must run.
 */
public final class AssertionsGuard {

    /**
     * A game's feature files are under {@code tabuleiro/features/GAME/}, or
     * {@code tabuleiro/features/pt/GAME/} in Portuguese, and its engine is the class
     * {@code tabuleiro.GAME.Game}: the layout of {@code DESIGN.md}.
     */
    private static final Pattern GAME_FOLDER =
            Pattern.compile("tabuleiro/features/(?:pt/)?(\\w+)/");

    /**
     * Fails the scenario, before any of its steps, when assertions are disabled for the engine
     * of the scenario's game. A scenario outside a game's folder (a rule book laid out
     * otherwise, such as the grader's own test fixture) has no engine to ask about.
     *
     * @param scenario the scenario about to run
     * @throws IllegalStateException unless the engine's assertions are on; the message says how
     *     to turn them on
     */
    // tag::check[]
    @Before(order = 0)
    public void requireAssertionsEnabled(Scenario scenario) {
        Optional<Class<?>> engine = engineOf(scenario.getUri());
        if (engine.isPresent() && !engine.get().desiredAssertionStatus()) {
            throw new IllegalStateException("Java assertions are disabled, so the contracts of "
                    + engine.get().getName() + " (its postconditions and invariant) would not"
                    + " be checked. Run the rule book with assertions enabled: java -ea ..., or"
                    + " Maven's surefire with <enableAssertions>true</enableAssertions> (the"
                    + " default).");
        }
    }
    // end::check[]

    /** The engine of the game whose folder holds the feature file, if it is in one. */
    private Optional<Class<?>> engineOf(URI featureFile) {
        Matcher folder = GAME_FOLDER.matcher(featureFile.toString());
        if (!folder.find()) {
            return Optional.empty();
        }
        String engine = "tabuleiro." + folder.group(1) + ".Game";
        try {
            // Not initialised: the question is about the class, and must change no state.
            return Optional.of(Class.forName(engine, false, getClass().getClassLoader()));
        } catch (ClassNotFoundException missing) {
            throw new IllegalStateException("the scenario " + featureFile + " is in the folder"
                    + " of a game whose engine " + engine + " is not on the class path", missing);
        }
    }
}
