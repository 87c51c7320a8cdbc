package tabuleiro.grading.report.feedback;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import tabuleiro.grading.model.CompileError;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.Texts;
import tabuleiro.grading.report.Markdown;

/** A renamed method of the given code, explained once instead of once per call. */
class SignatureChangesTest {

    private static final String TEXT_UI = "tabuleiro/connectfour/ui/TextUi.java (from the"
            + " skeleton)";

    /** What javac says, as the grader records it, for {@code hasSpace} renamed. */
    private static final List<CompileError> ERRORS = List.of(
            new CompileError(TEXT_UI, 259, "cannot find symbol\n  symbol:   method"
                    + " hasSpace(int)\n  location: variable game of type"
                    + " tabuleiro.connectfour.Game", "!game.hasSpace(column)", false),
            new CompileError(TEXT_UI, 351, "invalid method reference\n  cannot find symbol\n"
                    + "    symbol:   method hasSpace(int)\n    location: class"
                    + " tabuleiro.connectfour.Game", ".filter(game::hasSpace)", false),
            new CompileError("tabuleiro/connectfour/solver/PerfectAgent.java (from the"
                    + " skeleton)", 64, "cannot find symbol\n  symbol:   method hasSpace(int)\n"
                    + "  location: variable game of type tabuleiro.connectfour.Game",
                    "game.hasSpace(c)", false),
            new CompileError("src/main/java/tabuleiro/connectfour/Game.java", 12,
                    "';' expected", "int x", true));

    @Test
    void theCallsOfOneRenamedMethodAreOneChange() {
        List<SignatureChanges> changes = SignatureChanges.of(ERRORS);

        assertThat(changes).hasSize(1);
        SignatureChanges change = changes.get(0);
        assertThat(change.member()).isEqualTo("hasSpace(int)");
        assertThat(change.type()).isEqualTo("Game");
        assertThat(change.files()).containsExactly("TextUi.java", "PerfectAgent.java");
        assertThat(change.errors()).hasSize(3);
        assertThat(SignatureChanges.unexplained(ERRORS, changes)).containsExactly(ERRORS.get(3));
    }

    @Test
    void theChangeIsSaidOnceInTheStudentsLanguage() {
        SignatureChanges change = SignatureChanges.of(ERRORS).get(0);

        assertThat(change.explain(Texts.of(FeedbackTexts.class, Language.ENGLISH)))
                .startsWith("The given code calls hasSpace(int) in Game, which your code does"
                        + " not have: keep the signatures as given")
                .contains("3 times, in TextUi.java, PerfectAgent.java");
        assertThat(change.explain(Texts.of(FeedbackTexts.class, Language.PORTUGUESE)))
                .startsWith("O código dado chama hasSpace(int) em Game, que o seu código não"
                        + " tem: mantenha as assinaturas como foram dadas");
    }

    @Test
    void aMissingMethodOnlyTheStudentsOwnFilesCallIsNoChangeOfTheGivenCode() {
        List<CompileError> own = List.of(new CompileError(
                "src/main/java/tabuleiro/connectfour/Game.java", 80, "cannot find symbol\n"
                        + "  symbol:   method helper()\n  location: class"
                        + " tabuleiro.connectfour.Game", "helper();", true));

        assertThat(SignatureChanges.of(own)).isEmpty();
    }

    @Test
    void aTerminalReadsMarkdownWithoutItsEscapes() {
        String markdown = "**What happened:** the moves \\[4, 4, 3\\] were played\n\n"
                + "```java\nString s = \"a\\\\b\";\n```\n`a\\[b`";

        assertThat(Markdown.plain(markdown)).isEqualTo("What happened: the moves [4, 4, 3]"
                + " were played\n\n```java\nString s = \"a\\\\b\";\n```\n`a\\[b`");
    }
}
