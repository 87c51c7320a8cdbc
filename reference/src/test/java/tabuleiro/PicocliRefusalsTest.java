package tabuleiro;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import tabuleiro.cli.ExitStatus;
import tabuleiro.cli.PicocliTexts;
import tabuleiro.ui.Language;
import tabuleiro.ui.Texts;

/**
 * A command line the launcher cannot understand is refused in the language {@code --lang} asks
 * for, wherever it stands and even when the refusal comes before it is read: picocli's own
 * words through their twins ({@link PicocliTexts}), then the suggestions or the help.
 */
class PicocliRefusalsTest {

    private static final Texts PORTUGUESE = Texts.of(PicocliTexts.class, Language.PORTUGUESE);

    /** What the launcher writes on its error stream, and its exit status. */
    private record Refused(int status, String err) {
    }

    private static Refused run(String... args) {
        StringWriter err = new StringWriter();
        CommandLine launcher = Tabuleiro.commandLine(args);
        launcher.setErr(new PrintWriter(err, true));
        launcher.setOut(new PrintWriter(new StringWriter(), true));
        return new Refused(launcher.execute(args), err.toString());
    }

    @Test
    void picocliRefusalsAreSaidInPortuguese() {
        List<List<Object>> cases = List.of(
                List.of(new String[] {"--foo", "--lang", "pt"},
                        PORTUGUESE.text("unknown.one", "--foo")),
                List.of(new String[] {"--lang=pt", "chess", "play", "--depth"},
                        PORTUGUESE.text("missing.value", "--depth", "N")),
                List.of(new String[] {"--lang", "pt", "chess", "play", "--depth", "x"},
                        PORTUGUESE.text("invalid.int", "--depth", "x")),
                List.of(new String[] {"--lang", "pt", "chess", "perft"},
                        PORTUGUESE.text("missing.option", "--depth=N")),
                List.of(new String[] {"--lang", "pt", "chess", "play", "--white", "human",
                    "--white", "human"}, PORTUGUESE.text("once", "--white", "SEAT")),
                List.of(new String[] {"--lang", "pt", "connect-four", "plya"},
                        PORTUGUESE.text("did.you.mean", "connect-four play")));
        for (List<Object> refusal : cases) {
            String[] args = (String[]) refusal.get(0);
            Refused refused = run(args);

            assertThat(refused.status()).as(refused.err()).isEqualTo(ExitStatus.USAGE.code());
            assertThat(refused.err()).as(Arrays.toString(args))
                    .contains((String) refusal.get(1));
            assertThat(EveryGameSpeaksTest.englishSentences(refused.err())).as(refused.err())
                    .isEmpty();
        }
    }

    @Test
    void inEnglishPicocliSaysItsOwnWords() {
        Refused refused = run("--foo");

        assertThat(refused.err()).startsWith(Texts.of(PicocliTexts.class, Language.ENGLISH)
                .text("unknown.one", "--foo"));
    }
}
