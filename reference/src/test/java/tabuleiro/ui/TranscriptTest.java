package tabuleiro.ui;

import static org.assertj.core.api.Assertions.assertThatIllegalStateException;
import static org.assertj.core.api.Assertions.assertThatNoException;

import java.io.IOException;
import java.io.StringWriter;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** Tests that a transcript tells a refusal in words from a question asked again silently. */
class TranscriptTest {

    private static final Pattern QUESTION = Pattern.compile(Pattern.quote("Option? "));

    @Test
    void aQuestionAskedAgainAfterWordsIsAccepted() throws IOException {
        Transcript transcript = new Transcript(new StringWriter());
        transcript.write("Option? Type y to play again or n to stop.\nOption? ");

        assertThatNoException().isThrownBy(() -> transcript.requireNoSilentRefusal(QUESTION));
    }

    @Test
    void aQuestionAskedAgainWithoutAWordIsCaught() throws IOException {
        Transcript transcript = new Transcript(new StringWriter());
        transcript.write("Option? Option? ");

        assertThatIllegalStateException()
                .isThrownBy(() -> transcript.requireNoSilentRefusal(QUESTION))
                .withMessage("asked again without a word: \"Option? \"");
    }
}
