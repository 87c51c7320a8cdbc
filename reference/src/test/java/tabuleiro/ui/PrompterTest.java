package tabuleiro.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

/** Tests of the prompt every text UI asks through. */
class PrompterTest {

    private final StringWriter screen = new StringWriter();

    private Prompter typing(String input) {
        return new Prompter(new StringReader(input), new PrintWriter(screen, true));
    }

    @Test
    void anAnswerComesBackWithoutItsBlanks() {
        assertThat(typing("  e2e4 \n").ask("Move? ", "a move")).isEqualTo("e2e4");
        assertThat(screen.toString()).isEqualTo("Move? ");
    }

    @Test
    void helpInEitherLanguageShowsWhatIsExpectedAndAsksAgain() {
        Prompter prompter = typing("help\nAJUDA\n?\n4\n");

        assertThat(prompter.ask("Column? ", "A column, 1 to 7.")).isEqualTo("4");
        assertThat(screen.toString().split("Column\\? ", -1)).hasSize(5);
        assertThat(screen.toString()).contains("A column, 1 to 7.", "Type quit (or sair) to stop.");
    }

    @Test
    void quitInEitherLanguageStops() {
        assertThatThrownBy(() -> typing("Quit\n").ask("? ", "help"))
                .isInstanceOfSatisfying(Quit.class,
                        quit -> assertThat(quit.reason()).isEqualTo(Quit.Reason.TYPED));
        assertThatThrownBy(() -> typing("sair\n").ask("? ", "help")).isInstanceOf(Quit.class);
    }

    @Test
    void theEndOfTheInputStopsAndEndsTheLine() {
        assertThatThrownBy(() -> typing("").ask("Column? ", "help"))
                .isInstanceOfSatisfying(Quit.class,
                        quit -> assertThat(quit.reason()).isEqualTo(Quit.Reason.END_OF_INPUT));
        assertThat(screen.toString()).isEqualTo("Column? " + System.lineSeparator());
    }

    @Test
    void aLastLineWithoutNewlineIsStillRead() {
        assertThat(typing("b").ask("? ", "help")).isEqualTo("b");
    }

    @Test
    void controlCharactersAreDroppedAndTabsAreBlanks() {
        assertThat(typing("\ufeffe2\u001b[A\te4\r\n").ask("? ", "help")).isEqualTo("e2[A e4");
    }

    @Test
    void aLineLongerThanTheLimitIsRefusedWholeAndTheQuestionAskedAgain() {
        String tooLong = "1".repeat(Prompter.LONGEST_LINE + 1);
        Prompter prompter = typing(tooLong + "\n" + "1".repeat(Prompter.LONGEST_LINE) + "\n");

        assertThat(prompter.ask("? ", "help")).hasSize(Prompter.LONGEST_LINE);
        assertThat(screen.toString()).contains("longer than " + Prompter.LONGEST_LINE
                + " characters, so none of it was read. Type help to see what is expected.");
    }

    @Test
    void anEmptyLineIsAnAnswerForTheGameToJudge() {
        assertThat(typing("\n").ask("? ", "help")).isEmpty();
    }
}
