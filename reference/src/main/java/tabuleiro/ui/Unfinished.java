package tabuleiro.ui;

import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The one line every game's text UI and command says when the engine is not finished: a method a
 * student has not written yet threw its stub's {@link UnsupportedOperationException}, such as
 * {@code "Exercise 2: implement Game.dropDisc"}. Said the same way by the five games, in the
 * player's language, never as a stack trace.
 */
public final class Unfinished {

    /**
     * A stub's message as the generator writes it ({@code "Exercise N: implement Type.method"}):
     * it is the code's, so English; this class says it again in the player's language.
     */
    private static final Pattern STUB = Pattern.compile("Exercise (\\d+): implement (\\S+?)\\.?");

    private Unfinished() {
    }

    /**
     * Tells whether a failure is a method not written yet, rather than a fault.
     *
     * @param failure what the engine threw
     * @return whether it is an {@link UnsupportedOperationException}
     */
    public static boolean is(Throwable failure) {
        return failure instanceof UnsupportedOperationException;
    }

    /**
     * The line that says the engine is not finished, and which exercise asks for what.
     *
     * @param failure what the engine threw, a stub's exception as a rule
     * @param language the player's language
     * @return one line, such as "The engine is not finished: exercise 2 asks for Game.dropDisc,
     *     which is not written yet."
     */
    public static String line(Throwable failure, Language language) {
        return Texts.of(UnfinishedTexts.class, language).text("engine.unfinished",
                what(failure, language));
    }

    /**
     * What is missing, in the player's language: the stub's exercise and method when the
     * message is a stub's, the message itself (or the exception's class) otherwise.
     *
     * @param failure what the engine threw
     * @param language the player's language
     * @return a phrase that ends with a full stop
     */
    public static String what(Throwable failure, Language language) {
        Objects.requireNonNull(failure, "failure");
        String message = failure.getMessage() == null ? failure.getClass().getSimpleName()
                : failure.getMessage().strip();
        Matcher stub = STUB.matcher(message);
        if (stub.matches()) {
            return Texts.of(UnfinishedTexts.class, language).text("stub", stub.group(1),
                    stub.group(2));
        }
        return message.endsWith(".") ? message : message + ".";
    }
}
