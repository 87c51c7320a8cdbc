package tabuleiro.grading.selfcheck;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import tabuleiro.grading.Untranslated;
import tabuleiro.grading.model.Language;

/**
 * {@code ./play --help} lists, after the game's own options, every option the kit's
 * {@code play} has that a student may give, from the command's own options, in the kit's
 * language: none the guide documents is left out, and one added to the command is listed.
 */
class PlayHelpTest {

    /** What the kit's script gives the command itself. */
    private static final Set<String> SCRIPT = Set.of("--project", "--scheme", "--game");

    @ParameterizedTest
    @EnumSource(Language.class)
    void everyOptionAStudentMayGiveIsListedInTheKitsLanguage(Language language) {
        CommandSpec play = new CommandLine(new PlayCommand()).getCommandSpec();

        String help = PlayCommand.kitOptions(play, language);

        List<OptionSpec> students = play.options().stream().filter(option -> !option.hidden()
                && !option.usageHelp() && !option.versionHelp()
                && !SCRIPT.contains(option.longestName())).toList();
        assertThat(students).extracting(OptionSpec::longestName).contains("--lang",
                "--tournament", "--agent", "--games", "--seed", "--overage");
        for (OptionSpec option : students) {
            assertThat(help).as(option.longestName()).containsPattern("(?m)^ +"
                    + option.longestName() + "[= ]");
        }
        assertThat(help).doesNotContain("--project", "--scheme", "--help", "--version");
        if (language == Language.PORTUGUESE) {
            assertThat(help).contains("--agent=CLASSE", "--overage=SEGUNDOS");
            assertThat(Untranslated.englishIn(help, CheckTexts.class)).isEmpty();
        } else {
            // picocli wraps the descriptions: read as one line.
            assertThat(help.replaceAll("\\s+", " ")).contains("--games=N", "the games with each"
                    + " colour (each seat in Qwirkle) against each anchor (default: 10)",
                    "(default: 1)");
        }
    }
}
