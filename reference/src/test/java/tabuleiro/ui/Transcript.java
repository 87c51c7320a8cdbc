package tabuleiro.ui;

import java.io.IOException;
import java.io.Writer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A copy of what a fuzzed session writes, kept so that the fuzz target can check the one
 * property the fuzzer cannot see by itself: that every answer refused is answered with words,
 * never with the same question again and nothing between. A game's {@link FuzzTarget} wraps the
 * screen it is given in one and calls {@link #requireNoSilentRefusal} once the session ends.
 */
public final class Transcript extends Writer {

    private final Writer screen;
    private final StringBuilder text = new StringBuilder();

    /**
     * Creates a transcript that passes everything on to the screen.
     *
     * @param screen where the session's output goes
     */
    public Transcript(Writer screen) {
        this.screen = screen;
    }

    @Override
    public void write(char[] characters, int offset, int length) throws IOException {
        screen.write(characters, offset, length); // first, so the fuzzer's bound stops a loop
        text.append(characters, offset, length);
    }

    @Override
    public void flush() throws IOException {
        screen.flush();
    }

    @Override
    public void close() throws IOException {
        screen.flush();
    }

    /**
     * Checks that no question follows itself with nothing between, which is what a refusal
     * that says nothing looks like.
     *
     * @param questions the UI's questions, as a pattern with one group for the whole question
     * @throws IllegalStateException naming the question that was asked again silently
     */
    public void requireNoSilentRefusal(Pattern questions) {
        Matcher again = Pattern.compile("(" + questions.pattern() + ")\\1").matcher(text);
        if (again.find()) {
            throw new IllegalStateException("asked again without a word: \"" + again.group(1)
                    + "\"");
        }
    }
}
