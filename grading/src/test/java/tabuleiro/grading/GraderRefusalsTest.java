package tabuleiro.grading;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.Locale;
import java.util.ResourceBundle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import tabuleiro.cli.PicocliTexts;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.Texts;

/**
 * The grader refuses a command line it cannot understand in the language {@code --lang} asks
 * for, as the launcher does: the commands students run ({@code check}, {@code play}) in
 * Portuguese when they are told to speak it.
 */
class GraderRefusalsTest {

    private static final Texts PORTUGUESE = Texts.of(GraderRefusalWords.class, Language.PORTUGUESE);

    @TempDir
    Path dir;

    private static String refused(String... args) {
        StringWriter err = new StringWriter();
        CommandLine grader = Grader.commandLine();
        grader.setErr(new PrintWriter(err, true));
        grader.setOut(new PrintWriter(new StringWriter(), true));
        assertThat(grader.execute(args)).isEqualTo(CommandLine.ExitCode.USAGE);
        return err.toString();
    }

    @Test
    void anUnknownOptionIsRefusedInPortugueseWhereverLangStands() {
        for (String[] args : new String[][] {{"check", "--lang", "pt", "--foo"},
            {"check", "--foo", "--lang=pt"}, {"play", "--lang", "pt", "--foo"}}) {
            String err = refused(args);

            assertThat(err).contains(PORTUGUESE.text("unknown.one", "--foo"))
                    .contains(PORTUGUESE.text("help", "tabuleiro-grader " + args[0]));
            assertThat(Untranslated.englishIn(err, GraderRefusalWords.class)).as(err).isEmpty();
            assertThat(Untranslated.sentences(err)).as(err).isEmpty();
        }
    }

    @Test
    void theKitsCheckSpeaksItsSchemesLanguage() throws IOException {
        // As the kit's ./check calls the grader: its scheme names the language, not --lang.
        Path scheme = dir.resolve("connect-four.json");
        Files.writeString(scheme, Files.readString(Path.of("schemes", "connect-four.json"))
                .replaceFirst("\\{", "{\"language\": \"pt\", "));
        String err = refused("check", "--scheme", scheme.toString(), dir.toString(), "--foo");

        assertThat(err).contains(PORTUGUESE.text("unknown.one", "--foo"));
        assertThat(Untranslated.sentences(err)).as(err).isEmpty();
    }

    @Test
    void inEnglishTheRefusalIsPicocliEnglishAndTheHelp() {
        String err = refused("check", "--foo");

        assertThat(err).startsWith(Texts.of(GraderRefusalWords.class, Language.ENGLISH)
                .text("unknown.one", "--foo")).contains("Usage:");
    }

    @Test
    void theGraderSaysPicocliRefusalsAsTheLauncherDoes() {
        for (String tag : new String[] {"", "pt"}) {
            ResourceBundle launcher = exact(PicocliTexts.class.getName(), tag);
            ResourceBundle grader = exact(GraderRefusalWords.class.getName(), tag);
            for (String key : Collections.list(launcher.getKeys())) {
                assertThat(grader.getString(key)).as(key).isEqualTo(launcher.getString(key));
            }
        }
    }

    private static ResourceBundle exact(String name, String tag) {
        return ResourceBundle.getBundle(name, tag.isEmpty() ? Locale.ROOT
                : Locale.forLanguageTag(tag), ResourceBundle.Control.getNoFallbackControl(
                        ResourceBundle.Control.FORMAT_CLASS));
    }
}
