package tabuleiro.grading.selfcheck;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import tabuleiro.grading.Grader;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.Texts;

/**
 * {@code check --debug}: a port something already listens on is refused before any JVM starts,
 * with what to do, in the kit's language; the JVM that waits gets the same arguments without
 * the option. {@code StudentKitIT} attaches to the port of a kit's {@code ./check --debug}.
 */
class DebuggerWaitTest {

    @TempDir
    Path dir;

    @Test
    void aPortInUseIsSaidWithWhatToDoInTheKitsLanguage() throws IOException {
        Path scheme = dir.resolve("connect-four.json");
        Files.writeString(scheme, Files.readString(Path.of("schemes", "connect-four.json"))
                .replaceFirst("\\{", "{\"language\": \"pt\", "));
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            String port = String.valueOf(taken.getLocalPort());
            String next = String.valueOf(taken.getLocalPort() + 1);
            for (Language language : Language.values()) {
                StringWriter err = new StringWriter();
                CommandLine grader = Grader.commandLine();
                grader.setErr(new PrintWriter(err, true));
                grader.setOut(new PrintWriter(new StringWriter(), true));

                int status = grader.execute("check", "--scheme", scheme.toString(),
                        dir.toString(), "--lang", language.tag(), "--debug", port);

                assertThat(status).isEqualTo(2);
                assertThat(err.toString()).as(language.tag()).contains(
                        Texts.of(DebugTexts.class, language).text("port.in.use", port, next));
            }
            assertThat(Texts.of(DebugTexts.class, Language.PORTUGUESE)
                    .text("port.in.use", port, next)).contains("porta " + port + " está ocupada")
                    .contains("./check --debug " + next);
        }
    }

    @Test
    void aPortOutOfRangeIsACommandLineThatCannotBeUsed() {
        StringWriter err = new StringWriter();
        CommandLine grader = Grader.commandLine();
        grader.setErr(new PrintWriter(err, true));
        grader.setOut(new PrintWriter(new StringWriter(), true));

        int status = grader.execute("check", "--game", "connect-four", dir.toString(),
                "--debug", "70000");

        assertThat(status).isEqualTo(CommandLine.ExitCode.USAGE);
        assertThat(err.toString()).contains("from 1 to 65535").contains("70000");
    }

    @Test
    void theWaitingJvmGetsTheArgumentsWithoutTheOption() {
        assertThat(DebuggerWait.withoutDebug(List.of("check", "--scheme", "s.json", "kit",
                "--debug", "--tags", "@C4-05"))).containsExactly("check", "--scheme", "s.json",
                        "kit", "--tags", "@C4-05");
        assertThat(DebuggerWait.withoutDebug(List.of("check", "kit", "--debug", "5006")))
                .containsExactly("check", "kit");
        assertThat(DebuggerWait.withoutDebug(List.of("check", "--debug=5006", "kit")))
                .containsExactly("check", "kit");
        assertThat(DebuggerWait.command(List.of("check", "kit", "--debug"), 5006))
                .contains("-agentlib:jdwp=transport=dt_socket,server=y,suspend=y,address=5006")
                .endsWith("check", DebuggerWait.UNTIMED, "kit").doesNotContain("--debug");
        // Started by the kit's check client, whose main class is not the launcher's.
        System.setProperty(DebuggerWait.LAUNCHER_PROPERTY, "tabuleiro.grading.Grader");
        try {
            assertThat(DebuggerWait.command(List.of("check", "kit", "--debug"), 5006))
                    .containsSubsequence("-cp", System.getProperty("java.class.path"),
                            "tabuleiro.grading.Grader", "check", DebuggerWait.UNTIMED, "kit");
        } finally {
            System.clearProperty(DebuggerWait.LAUNCHER_PROPERTY);
        }
    }

    /**
     * The check that waits for a debugger runs untimed, as its first lines say: a breakpoint
     * holds every thread of its JVM, and a limit would count that time against the scenario.
     */
    @Test
    void theWaitingCheckHasNoTimeLimitAndSaysSo() {
        assertThat(DebuggerWait.command(List.of("check", "--scheme", "s.json", "kit", "--debug",
                "--", "x"), 5006)).containsSubsequence("check", DebuggerWait.UNTIMED, "--scheme");
        for (Language language : Language.values()) {
            assertThat(Texts.of(DebugTexts.class, language).text("untimed")).as(language.tag())
                    .contains("--debug").contains("Ctrl+C");
        }
        CommandLine grader = Grader.commandLine();
        StringWriter help = new StringWriter();
        grader.setOut(new PrintWriter(help, true));
        grader.execute("check", "--help");
        assertThat(help.toString()).contains("--debug").doesNotContain(DebuggerWait.UNTIMED);
    }
}
