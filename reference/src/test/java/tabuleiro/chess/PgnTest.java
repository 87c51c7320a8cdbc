package tabuleiro.chess;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class PgnTest {

    @Test
    void aPlayedGameIsWrittenWithTagsAndMarks() {
        Game game = Moves.play(Game.newGame(), "e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7");

        String pgn = Pgn.write(game, Map.of("White", "Ana", "Black", "Rui"));

        assertThat(pgn).contains("[White \"Ana\"]", "[Black \"Rui\"]", "[Result \"1-0\"]",
                "[Event \"?\"]").endsWith("1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n");
    }

    @Test
    void whatIsWrittenIsReadBack() {
        Game game = Moves.play(Game.fromFen("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1"),
                "O-O Rf1 Rf7 Kd2");

        Game read = Pgn.read(Pgn.write(game, Map.of("Note", "a \"quoted\" value")));

        assertThat(read.moves()).isEqualTo(game.moves());
        assertThat(read.startPosition()).isEqualTo(game.startPosition());
        assertThat(Pgn.write(game, Map.of())).contains("[SetUp \"1\"]", "1... O-O");
    }

    @Test
    void longGamesAreWrapped() {
        Game game = Moves.play(Game.newGame(), "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5"
                + " Bb3 d6 c3 O-O h3 Nb8 d4 Nbd7 c4 c6 cxb5 axb5");

        String pgn = Pgn.write(game, Map.of());

        assertThat(pgn.lines()).allMatch(line -> line.length() < 80);
        assertThat(Pgn.read(pgn).moves()).isEqualTo(game.moves());
    }

    @Test
    void commentsNumbersAndResultsAreUnderstood() {
        String text = "[Event \"Test\"]\n\n1. e4 {best by test} e5 $1 2. Nf3 ; a comment\n"
                + "Nc6 1/2-1/2\n";
        Game game = Pgn.read(text);

        assertThat(game.moves()).hasSize(4);
        assertThat(game.outcome().orElseThrow().termination()).isEqualTo(Termination.AGREEMENT);
        assertThat(Pgn.read("1. e4 1-0").outcome().orElseThrow().result())
                .isEqualTo(Result.WHITE_WINS);
        assertThat(Pgn.read("1. e4 0-1").outcome().orElseThrow().result())
                .isEqualTo(Result.BLACK_WINS);
        assertThat(Pgn.read("1. e4 *").isOver()).isFalse();
        assertThat(Pgn.read("1. f3 e5 2. g4 Qh4# 0-1").state()).isEqualTo(GameState.CHECKMATE);
        assertThat(Pgn.read("1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 1/2-1/2").outcome()
                .orElseThrow().termination()).isEqualTo(Termination.THREEFOLD_REPETITION);
    }

    @Test
    void anUnknownDateIsWrittenAsTheStandardSays() {
        String pgn = Pgn.write(Game.newGame(), Map.of("White", "Ana"));

        assertThat(pgn).startsWith("[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n"
                + "[Round \"?\"]\n[White \"Ana\"]\n[Black \"?\"]\n[Result \"*\"]\n\n");
        assertThat(Pgn.write(Game.newGame(), Map.of("Date", "2026.11.22")))
                .contains("[Date \"2026.11.22\"]");
    }

    @Test
    void commentsInBracesHoldSemicolonsAndParentheses() {
        Game game = Pgn.read("1. e4 {the oldest; still (very) popular} e5{; no space} 2. Nf3 *");

        assertThat(game.moves()).hasSize(3);
    }

    @Test
    void variationsAreSkippedAndTheMainLineKept() {
        Game game = Pgn.read("1. e4 e5 (1... c5 2. Nf3 (2. c3 {a quiet (move)} d5) d6 1-0)\n"
                + "2. Nf3(2. Bc4) Nc6 *");

        assertThat(game.moves()).hasSize(4);
        assertThat(game.isOver()).isFalse();
        assertThat(game.position().pieceAt(Square.parse("c6"))).contains(
                Piece.of(Colour.BLACK, PieceKind.KNIGHT));
    }

    @Test
    void escapedLinesAndSeveralTagsOnALineAreRead() {
        Game game = Pgn.read("% exported by a database\n"
                + "[Event \"x\"] [FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"][Site \"y\"]\n"
                + "%[FEN \"nonsense\"]\n\n1. e4\n%1... Kd7\nKe7 *");

        assertThat(game.moves()).hasSize(2);
        assertThat(game.position().pieceAt(Square.parse("e7"))).contains(
                Piece.of(Colour.BLACK, PieceKind.KING));
    }

    @Test
    void unclosedCommentsAndVariationsAreRefused() {
        assertThatThrownBy(() -> Pgn.read("1. e4 {a comment\nnever closed"))
                .isInstanceOf(NotationException.class)
                .hasMessage("PGN line 1: the comment opened with { is not closed with }");
        assertThatThrownBy(() -> Pgn.read("1. e4 e5 (1... c5\n2. Nf3 (2. c3) d6\n2. Nf3 *"))
                .isInstanceOf(NotationException.class)
                .hasMessage("PGN line 1: the variation opened with ( is not closed with )");
        assertThatThrownBy(() -> Pgn.read("1. e4\ne5) 2. Nf3 *"))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("PGN line 2: a ) closes a variation");
        assertThatThrownBy(() -> Pgn.read("[Event \"x\"] Site \"y\"]\n1. e4 *"))
                .isInstanceOf(NotationException.class)
                .hasMessage("PGN line 1: a tag is written [Name \"value\"], not Site \"y\"]");
    }

    @Test
    void wrongTextSaysWhereAndWhy() {
        assertThatThrownBy(() -> Pgn.read("[Event Test]\n\n1. e4"))
                .isInstanceOf(NotationException.class).hasMessageContaining("line 1");
        assertThatThrownBy(() -> Pgn.read("[Event \"x\"]\n\n1. e4 e5\n2. Ke3"))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("line 4, move 2 \"Ke3\"");
        assertThatThrownBy(() -> Pgn.read("[FEN \"nonsense\"]\n\n1. e4"))
                .isInstanceOf(NotationException.class).hasMessageContaining("tag FEN");
        assertThatThrownBy(() -> Pgn.read("1. f3 e5 2. g4 Qh4# 3. a3"))
                .isInstanceOf(NotationException.class).hasMessageContaining("already over");
        assertThatThrownBy(() -> Pgn.read("1. f3 e5 2. g4 Qh4# 1-0"))
                .isInstanceOf(NotationException.class).hasMessageContaining("disagrees");
    }

    @Test
    void movetextLinesHaveFewerThan80Characters() {
        // The second line of this game would reach exactly 80 characters if 80 were allowed.
        Game game = Moves.play(Game.newGame(), "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5"
                + " Bb3 d6 c3 O-O h3 Nb8 d4 Nbd7 c4 c6 cxb5 axb5 Nc3 Bb7 Bg5 b4 Nb1 h6");

        String pgn = Pgn.write(game, Map.of());

        assertThat(pgn.lines()).allMatch(line -> line.length() <= 79);
        assertThat(pgn).contains("\nO-O 9. h3 Nb8 10. d4 Nbd7 11. c4 c6 12. cxb5 axb5 13. Nc3 Bb7"
                + " 14. Bg5 b4\n15. Nb1 h6 *\n");
    }

    @Test
    void otherTagsFollowTheRosterInAsciiOrder() {
        Game game = Moves.play(Game.fromFen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"), "e4");

        String pgn = Pgn.write(game, Map.of("White", "Ana", "TimeControl", "40/7200",
                "Annotator", "Rui", "ECO", "B00"));

        assertThat(pgn).startsWith("[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n"
                + "[Round \"?\"]\n[White \"Ana\"]\n[Black \"?\"]\n[Result \"*\"]\n"
                + "[Annotator \"Rui\"]\n[ECO \"B00\"]\n"
                + "[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n[SetUp \"1\"]\n"
                + "[TimeControl \"40/7200\"]\n\n1. e4 *\n");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"1 e4 e5 2 Nf3 *", "1 . e4 1 . . . e5 2 . Nf3 *",
        "1. e4 1. ... e5 2. Nf3 *", "1.e4 1...e5 2.Nf3 *",
        "1. e4 e5 2. Nf3"})
    void moveNumbersAreReadHoweverTheImportFormatWritesThem(String movetext) {
        Game game = Pgn.read(movetext);

        assertThat(game.moves()).isEqualTo(Moves.play(Game.newGame(), "e4 e5 Nf3").moves());
    }

    @Test
    void aGameThatStartsWithBlackIsReadAsToolsExportIt() {
        Game game = Pgn.read("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/R3K3 b Q - 0 1\"]\n\n"
                + "1. ... Kd7 2. O-O-O+ Kc7 *");

        assertThat(game.moves()).hasSize(3);
        assertThat(Pgn.read(Pgn.write(game, Map.of())).moves()).isEqualTo(game.moves());
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"[ Event \"x\" ]\n[White \"Ana\"]\n\n1. e4 *",
        "[Event\"x\"][White\"Ana\"]\n1. e4 *",
        "[Event\n  \"x\"\n]\n[White \"Ana\"\n]\n1. e4 *",
        "[Event \"x\"]\n[White \"Ana\"] 1. e4 *",
        "[Event \"x\"] [White \"Ana\"]1. e4 *"})
    void tagsAreReadAsTheImportFormatAllows(String text) {
        Game game = Pgn.read(text);

        assertThat(game.moves()).hasSize(1);
    }

    @Test
    void castlingWrittenWithZerosIsNotAMoveNumber() {
        Game game = Pgn.read("[FEN \"4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1\"]\n1. 0-0 Kd7 2. Rfe1 *");

        assertThat(game.moves()).hasSize(3);
    }
}
