package tabuleiro;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import tabuleiro.cli.CommandLines;
import tabuleiro.cli.Languages;
import tabuleiro.ui.Language;

/** Tests of the launcher's top level: help, version, and command lines it cannot understand. */
class TabuleiroTest {

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int execute(String... args) {
        CommandLine launcher = Tabuleiro.commandLine();
        launcher.setOut(new PrintWriter(out, true));
        launcher.setErr(new PrintWriter(err, true));
        return launcher.execute(args);
    }

    @Test
    void aMethodNotWrittenYetIsReportedInOneLineNamingTheExercise() {
        CommandLine launcher = Tabuleiro.commandLine();
        Runnable unfinished = () -> {
            throw new UnsupportedOperationException("Exercise 5: implement Solver.negamax");
        };
        launcher.addSubcommand("unfinished", CommandLine.Model.CommandSpec.wrapWithoutInspection(
                unfinished));
        launcher.setErr(new PrintWriter(err, true));

        int status = launcher.execute("unfinished");

        assertThat(status).isEqualTo(1);
        assertThat(err.toString()).isEqualToIgnoringNewLines(
                "The engine is not finished: exercise 5 asks for Solver.negamax, which is not"
                        + " written yet.");
    }

    @Test
    void anyOtherFailureIsReportedInOneLine() {
        CommandLine launcher = Tabuleiro.commandLine();
        Runnable broken = () -> {
            throw new IllegalStateException("the game is over");
        };
        launcher.addSubcommand("broken", CommandLine.Model.CommandSpec.wrapWithoutInspection(
                broken));
        launcher.setErr(new PrintWriter(err, true));

        assertThat(launcher.execute("broken")).isEqualTo(1);
        assertThat(err.toString()).isEqualToIgnoringNewLines("broken failed: the game is over");
    }

    @Test
    void helpNamesTheGames() {
        assertThat(execute("--help")).isZero();
        assertThat(out.toString()).startsWith("Usage: tabuleiro [-hV] [--lang=en|pt] [COMMAND]")
                .contains("connect-four");
        assertThat(err.toString()).isEmpty();
    }

    @Test
    void langPtGivesTheHelpInPortugueseAtAnyLevel() {
        for (String[] args : List.of(new String[] {"--lang", "pt", "--help"},
                new String[] {"quarto", "play", "--lang=pt", "--help"})) {
            StringWriter screen = new StringWriter();
            CommandLine launcher = Tabuleiro.commandLine(args);
            launcher.setOut(new PrintWriter(screen, true));

            assertThat(launcher.execute(args)).isZero();
            assertThat(screen.toString()).startsWith("Utilização: tabuleiro")
                    .contains("Mostra esta ajuda e termina.", "Estado de saída:",
                            "0   Feito: o comando terminou");
        }
    }

    @Test
    void langEnGivesEnglishWhateverTheSystemsLanguage() {
        Locale before = Locale.getDefault();
        try {
            Locale.setDefault(Language.PORTUGUESE.locale());
            StringWriter screen = new StringWriter();
            CommandLine launcher = Tabuleiro.commandLine("--lang", "en", "--help");
            launcher.setOut(new PrintWriter(screen, true));

            assertThat(launcher.execute("--lang", "en", "--help")).isZero();
            assertThat(screen.toString()).startsWith("Usage: tabuleiro")
                    .contains("Show this help message and exit.");
        } finally {
            Locale.setDefault(before);
        }
    }

    @Test
    void aLanguageThatIsNeitherIsRefusedSayingWhatWasExpected() {
        assertThat(execute("--lang", "fr", "quarto")).isEqualTo(2);
        assertThat(err.toString()).contains("--lang", "expected en or pt but was 'fr'");
    }

    @Test
    void theLanguageAskedForReachesTheRunningCommand() {
        CommandLine launcher = Tabuleiro.commandLine("quarto", "--lang", "pt");
        CommandLine.Model.CommandSpec[] seen = new CommandLine.Model.CommandSpec[1];
        launcher.getSubcommands().get("quarto").addSubcommand("probe",
                CommandLine.Model.CommandSpec.wrapWithoutInspection((Runnable) () -> {}));
        launcher.setExecutionStrategy(parsed -> {
            seen[0] = parsed.asCommandLineList().get(parsed.asCommandLineList().size() - 1)
                    .getCommandSpec();
            return 0;
        });

        assertThat(launcher.execute("--lang", "pt", "quarto", "probe")).isZero();
        assertThat(Languages.of(seen[0])).isEqualTo(Language.PORTUGUESE);
    }

    @Test
    void withoutGameTheLauncherShowsWhatThereIs() {
        assertThat(execute()).isZero();
        assertThat(out.toString()).startsWith("Usage: tabuleiro").contains("connect-four");
    }

    @Test
    void gameWithoutCommandShowsItsCommands() {
        assertThat(execute("connect-four")).isZero();
        assertThat(out.toString()).startsWith("Usage: tabuleiro connect-four")
                .contains("play", "solve");
    }

    @Test
    void versionIsPrinted() {
        assertThat(execute("--version")).isZero();
        assertThat(out.toString()).startsWith("Tabuleiro 1.0");
    }

    @Test
    void unknownCommandIsRefusedWithStatusTwoAndMessage() {
        assertThat(execute("xyzzy")).isEqualTo(2);
        assertThat(out.toString()).isEmpty();
        assertThat(err.toString()).startsWith("Unmatched argument at index 0: 'xyzzy'")
                .contains("Usage: tabuleiro");
    }

    @Test
    void unknownOptionIsRefusedWithStatusTwoAndMessage() {
        assertThat(execute("--colour")).isEqualTo(2);
        assertThat(err.toString()).startsWith("Unknown option: '--colour'");
    }

    @Test
    void anUnknownOptionIsNamedEvenWhenARequiredOptionIsMissing() {
        assertThat(execute("chess", "perft", "--dept", "3")).isEqualTo(2);
        assertThat(err.toString()).startsWith("Unknown option: '--dept' (and missing required"
                + " option: '--depth=N')");
    }

    @Test
    void enumValuesAreListedInLowercaseAndAcceptedInAnyCase() {
        assertThat(execute("quarto", "play", "--help")).isZero();
        assertThat(out.toString()).contains("human, random, strong").doesNotContain("HUMAN");
        assertThat(execute("quarto", "play", "--variant", "Classic", "--first", "robot"))
                .isEqualTo(2);
        assertThat(err.toString()).startsWith("Invalid value for option '--first': expected one"
                + " of human, random, strong but was 'robot'");
    }

    @Test
    void everyCommandListsItsSubcommandsWithWholeSentencesAndEndsWithTheExitStatuses() {
        List<CommandLine> commands = new ArrayList<>();
        collect(Tabuleiro.commandLine(), commands);
        for (CommandLine command : commands) {
            String summary = CommandLines.summary(command.getCommandSpec());
            assertThat(summary).as(command.getCommandName()).endsWith(".");
            String help = command.getUsageMessage();
            assertThat(help).as(command.getCommandName()).contains("Exit status:",
                    "  0   Done", "  1   Failure",
                    "  2   The command line could not be understood");
        }
        assertThat(commands).hasSizeGreaterThan(15);
    }

    private static void collect(CommandLine command, List<CommandLine> into) {
        into.add(command);
        command.getSubcommands().values().forEach(subcommand -> collect(subcommand, into));
    }
}
