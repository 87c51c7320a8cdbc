package tabuleiro.slides;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tabuleiro.chess.ui.SvgDiagram;
import tabuleiro.connectfour.ui.SvgGrid;

/** Tests of the build step that draws the decks' boards from the rule book's scenarios. */
class DrawBoardsTest {

    private static final String ROW = "connectfour/winning.feature | Four in a row along a row";

    @TempDir
    Path folder;

    /** A boards folder that holds this one file only. */
    private Path boards(String name, String... lines) throws IOException {
        Path boards = Files.createTempDirectory(folder, "boards");
        Files.write(boards.resolve(name), List.of(lines));
        return boards;
    }

    @Test
    void takesTheNthDocStringOfTheNamedScenarioWithoutItsIndentation() {
        String before = DrawBoards.docString("connectfour/dropping.feature",
                "The disc lands on top of the discs already in the column", 1);
        String after = DrawBoards.docString("connectfour/dropping.feature",
                "The disc lands on top of the discs already in the column", 2);

        assertThat(before).startsWith("  1 2 3 4 5 6 7\n1 ").hasLineCount(7);
        assertThat(after).startsWith("  1 2 3 4 5 6 7\n1 ").hasLineCount(7).isNotEqualTo(before);
    }

    @Test
    void drawsEachListedPictureWithTheGamesRendererIntoTheGamesFolder() throws IOException {
        Path boards = boards("connect-four.boards", "# a comment", "", "row = " + ROW + " | 1");

        List<Path> drawn = DrawBoards.drawAll(boards, folder.resolve("out"));

        Path svg = folder.resolve("out").resolve("connect-four").resolve("row.svg");
        assertThat(drawn).containsExactly(svg);
        assertThat(Files.readString(svg)).isEqualTo(new SvgGrid().draw(
                DrawBoards.docString("connectfour/winning.feature", "Four in a row along a row",
                        1)));
    }

    @Test
    void takesTheNthQuotedStringOfTheScenariosStepsForAPositionGivenOnOneLine()
            throws IOException {
        String scenario = "White castles queenside, typed as the king's move";
        assertThat(DrawBoards.quotedString("chess/castling.feature", scenario, 1))
                .isEqualTo("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
        assertThat(DrawBoards.quotedString("chess/castling.feature", scenario, 2))
                .isEqualTo("e1c1");
        // The doc strings of a scenario are not looked into: this one has its board in one.
        assertThatIllegalArgumentException().isThrownBy(() -> DrawBoards.quotedString(
                "chess/castling.feature", "Not through an attacked square", 9))
                .withMessageContaining("has 4 quoted strings in its steps");

        Path boards = boards("chess.boards",
                "queenside = chess/castling.feature | " + scenario + " | \"1\"");
        List<Path> drawn = DrawBoards.drawAll(boards, folder.resolve("out"));

        assertThat(Files.readString(drawn.get(0)))
                .isEqualTo(new SvgDiagram().draw("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1"));
    }

    @Test
    void namesTheLineOfAScenarioOrDocStringThatTheRuleBookLacks() throws IOException {
        Path unknown = boards("connect-four.boards", "x = connectfour/winning.feature | Nope | 1");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> DrawBoards.drawAll(unknown, folder.resolve("out")))
                .withMessageContaining("connect-four.boards line 1")
                .withMessageContaining("no scenario called \"Nope\"");

        Path third = boards("connect-four.boards", "x = " + ROW + " | 3");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> DrawBoards.drawAll(third, folder.resolve("out")))
                .withMessageContaining("has 1 doc strings, so there is no number 3");
    }

    @Test
    void refusesAMalformedLineAGameWithoutPicturesAndAMissingFeatureFile() throws IOException {
        Path malformed = boards("connect-four.boards", "x = " + ROW);
        assertThatIllegalArgumentException()
                .isThrownBy(() -> DrawBoards.drawAll(malformed, folder.resolve("out")))
                .withMessageContaining("expected NAME = FEATURE | SCENARIO | N");

        Path game = boards("go.boards", "x = " + ROW + " | 1");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> DrawBoards.drawAll(game, folder.resolve("out")))
                .withMessageContaining("go.boards line 1").withMessageContaining("\"go\"");

        Path file = boards("connect-four.boards", "x = connectfour/none.feature | A | 1");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> DrawBoards.drawAll(file, folder.resolve("out")))
                .withMessageContaining("no file tabuleiro/features/connectfour/none.feature");
    }

    @Test
    void wantsTwoArguments() {
        assertThatIllegalArgumentException().isThrownBy(() -> DrawBoards.main(new String[0]))
                .withMessageContaining("two arguments");
    }
}
