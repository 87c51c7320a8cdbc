package tabuleiro.features;

import java.util.function.Supplier;
import java.util.function.UnaryOperator;

/**
 * The engine's refusal of a scenario's {@code When}, kept for a {@code Then} to judge: the same
 * for every game's rule book.
 *
 * <p>A refusal is an {@link IllegalArgumentException} or {@link IllegalStateException}, the way
 * the engines' preconditions refuse. Anything else (the skeleton's
 * {@code UnsupportedOperationException}, a failed postcondition) is not a refusal: it fails the
 * scenario at once with the engine's own message. A refusal that no {@code Then} expected fails
 * the first step that looks at the game.
 */
public final class Refusal {

    private RuntimeException refused;
    private boolean judged;

    /** Starts a scenario with nothing refused. */
    public Refusal() {
        // A When fills it in, if the engine refuses.
    }

    /**
     * Carries out a {@code When}, keeping a refusal.
     *
     * @param <T> what the action returns
     * @param action the action, which may call anything of the engine
     * @return what the action returned, or {@code null} if the engine refused it
     */
    public <T> T attempt(Supplier<T> action) {
        try {
            return action.get();
        } catch (IllegalArgumentException | IllegalStateException refusal) {
            refused = refusal;
            return null;
        }
    }

    /**
     * Fails if the engine refused the {@code When} and no {@code Then} expected it.
     *
     * @param picture the game as the failure should show it, drawn only when needed
     * @throws AssertionError in that case
     */
    public void requireJudged(Supplier<String> picture) {
        if (refused != null && !judged) {
            throw new AssertionError("The engine refused the action of this scenario with "
                    + refused.getClass().getSimpleName() + ": " + refused.getMessage()
                    + "\nbut the scenario expected it to be carried out." + below(picture),
                    refused);
        }
    }

    /**
     * Checks that the engine refused the {@code When} in the way its contract says.
     *
     * @param expected the exception the contract promises for this mistake
     * @param reason why the action should be refused, in the scenario's words
     * @param picture the game as the failure should show it, drawn only when needed
     * @throws AssertionError if the action was carried out, or refused with another exception
     */
    public void expect(Class<? extends RuntimeException> expected, String reason,
            Supplier<String> picture) {
        if (refused == null) {
            throw new AssertionError("The action should have been refused because " + reason
                    + ", but the engine carried it out." + below(picture));
        }
        if (!expected.isInstance(refused)) {
            throw new AssertionError("The action should have been refused with "
                    + expected.getSimpleName() + " because " + reason + ", but the engine threw "
                    + refused.getClass().getSimpleName() + ": " + refused.getMessage(), refused);
        }
        judged = true;
    }

    /**
     * Checks that the engine refused the {@code When} with a message that gives a reason.
     *
     * @param words words the refusal's message must contain, or {@code null} for any message
     * @param picture the game as the failure should show it, drawn only when needed
     * @throws AssertionError if the action was carried out, or refused for another reason
     */
    public void expectSaying(String words, Supplier<String> picture) {
        expectSaying(words, UnaryOperator.identity(), picture);
    }

    /**
     * Checks that the engine refused the {@code When} with a message that gives a reason, as
     * the code words it or as the player reads it: a Portuguese scenario quotes the refusal in
     * the words the text UI says it in ({@code tabuleiro.ui.ContractTwins}).
     *
     * @param words words the refusal's message must contain, or {@code null} for any message
     * @param asRead the refusal's message as the scenario's player reads it
     * @param picture the game as the failure should show it, drawn only when needed
     * @throws AssertionError if the action was carried out, or refused for another reason
     */
    public void expectSaying(String words, UnaryOperator<String> asRead,
            Supplier<String> picture) {
        expectSaying(words, asRead, picture, () -> "");
    }

    /**
     * Checks that the engine refused the {@code When} with a message that gives a reason, and
     * when the reason is another, says which rule the example waits on: a refusal worded from
     * the engine's own moves is wrong when another rule's bug changed those moves.
     *
     * @param words words the refusal's message must contain, or {@code null} for any message
     * @param asRead the refusal's message as the scenario's player reads it
     * @param picture the game as the failure should show it, drawn only when needed
     * @param waits the sentence naming the rule the example waits on, or an empty string; asked
     *     only when the reason is another
     * @throws AssertionError if the action was carried out, or refused for another reason
     */
    public void expectSaying(String words, UnaryOperator<String> asRead,
            Supplier<String> picture, Supplier<String> waits) {
        if (refused == null) {
            throw new AssertionError("The action should have been refused, but the engine"
                    + " carried it out." + below(picture));
        }
        judged = true;
        String message = String.valueOf(refused.getMessage());
        if (words != null && !message.contains(words)
                && !String.valueOf(asRead.apply(message)).contains(words)) {
            String waiting = waits.get();
            throw new AssertionError("The action was refused, but the reason given, '"
                    + refused.getMessage() + "', does not say '" + words + "'."
                    + (waiting == null || waiting.isEmpty() ? "" : "\n" + waiting));
        }
    }

    private static String below(Supplier<String> picture) {
        String drawn = picture.get();
        return drawn == null || drawn.isBlank() ? "" : "\n" + drawn;
    }
}
