package tabuleiro.grading;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import tabuleiro.grading.selfcheck.CheckCommand;

/**
 * A check that would find no rule never passes: a language whose rule book the checker lacks
 * is refused in the kit's own language, which says the kit checks in that language alone, and
 * a checker with no rule book at all says it has nothing to check. Neither says "0 of 0 rules
 * kept" or exits 0.
 */
class CheckLanguageTest {

    @TempDir
    Path dir;

    @Test
    void aLanguageTheCheckerLacksIsRefusedInTheKitsLanguage() throws IOException {
        Path portuguese = scheme("pt");
        Result asked = check(portuguese, "--lang", "en");
        assertThat(asked.status()).as(asked.text()).isEqualTo(2);
        assertThat(asked.text()).contains("Este kit verifica Quatro em Linha apenas em português")
                .contains("--lang en").doesNotContain("0 of 0").doesNotContain("rules kept");

        Path english = scheme("en");
        Result other = check(english, "--lang", "pt");
        assertThat(other.status()).as(other.text()).isEqualTo(2);
        assertThat(other.text()).contains("This kit checks Connect Four in English alone")
                .contains("--lang pt");
    }

    @Test
    void aCheckerWithNoRuleBookHasNothingToCheckAndSaysSo() throws IOException {
        Result none = check(scheme("en"));
        assertThat(none.status()).as(none.text()).isEqualTo(2);
        assertThat(none.text()).contains("no rule to check").doesNotContain("rules kept");
    }

    /** Connect Four's scheme in a language, its rule book a package that holds no rule. */
    private Path scheme(String language) throws IOException {
        Path scheme = dir.resolve("connect-four-" + language + ".json");
        Files.writeString(scheme, Files.readString(Submissions.projectRoot().resolve(
                "grading/schemes/connect-four.json"), StandardCharsets.UTF_8)
                .replace("\"tabuleiro.features.connectfour\"", "\"tabuleiro.features.nogame\"")
                .replaceFirst("\\{", "{\"language\": \"" + language + "\", "),
                StandardCharsets.UTF_8);
        assertThat(Files.readString(scheme)).contains("tabuleiro.features.nogame");
        return scheme;
    }

    private Result check(Path scheme, String... options) throws IOException {
        Path project = Files.createDirectories(dir.resolve("project/src/main/java"))
                .getParent().getParent().getParent();
        String[] args = new String[options.length + 5];
        args[0] = project.toString();
        args[1] = "--scheme";
        args[2] = scheme.toString();
        args[3] = "--games";
        args[4] = "0";
        System.arraycopy(options, 0, args, 5, options.length);
        StringWriter out = new StringWriter();
        CommandLine check = new CommandLine(new CheckCommand())
                .setOut(new PrintWriter(out, true))
                .setErr(new PrintWriter(out, true));
        return new Result(check.execute(args), out.toString());
    }

    /** What a check said and its exit status. */
    private record Result(int status, String text) {
    }
}
