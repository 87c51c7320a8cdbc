package tabuleiro.chess;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;

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

        assertThat(pgn.lines()).allMatch(line -> line.length() <= 80);
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
}
