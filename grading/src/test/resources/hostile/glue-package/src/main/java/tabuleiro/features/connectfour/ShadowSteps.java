package tabuleiro.features.connectfour;

import io.cucumber.java.en.Then;

/**
 * HOSTILE SUBMISSION (grading/src/test/resources/hostile/glue-package): a step definition of
 * the student's, in the rule book's glue package, with the same text as the rule book's
 * {@code Then player 1 wins with the line ...}, written as a regular expression so that
 * Cucumber does not refuse it as a duplicate when it loads the glue. It checks nothing, so a
 * scenario whose engine misses a diagonal would pass, if Cucumber picked it.
 */
public final class ShadowSteps {

    /** Made by the rule book's object factory. */
    public ShadowSteps() {
        // Nothing to set up.
    }

    /**
     * Passes whatever the engine did.
     *
     * @param player the player's number
     * @param line the positions as written
     */
    @Then("^player (\\d) wins with the line (.*)$")
    public void playerWinsWithTheLine(String player, String line) {
        PassingHooks.note("same-text step definition chosen by Cucumber", "OK", line);
    }
}
