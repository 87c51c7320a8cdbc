package tabuleiro.chess;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class GameTest {

    @Test
    void foolsMateEndsTheGame() {
        Game game = Moves.play(Game.newGame(), "f3 e5 g4 Qh4");

        assertThat(game.state()).isEqualTo(GameState.CHECKMATE);
        assertThat(game.outcome()).contains(new Outcome(Result.BLACK_WINS,
                Termination.CHECKMATE));
        assertThat(game.legalMoves()).isEmpty();
        assertThatThrownBy(() -> game.play(Move.of(Square.parse("a2"), Square.parse("a3"))))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("checkmate");
    }

    @Test
    void statesFollowTheGame() {
        Game game = Game.newGame();
        assertThat(game.state()).isEqualTo(GameState.START);
        Moves.play(game, "e4 f5");
        assertThat(game.state()).isEqualTo(GameState.IN_PROGRESS);
        Moves.play(game, "Qh5");
        assertThat(game.state()).isEqualTo(GameState.CHECK);
        assertThat(game.toString()).contains("e2e4");
    }

    @Test
    void stalemateIsADraw() {
        Game game = Game.fromFen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");

        assertThat(game.state()).isEqualTo(GameState.STALEMATE);
        assertThat(game.outcome().orElseThrow().result()).isEqualTo(Result.DRAW);
    }

    @Test
    void capturedPiecesAreKeptBySide() {
        Game game = Moves.play(Game.newGame(), "e4 d5 exd5 Qxd5");

        assertThat(game.capturedPieces(Colour.WHITE)).containsExactly(Piece.of(Colour.WHITE,
                PieceKind.PAWN));
        assertThat(game.capturedPieces(Colour.BLACK)).containsExactly(Piece.of(Colour.BLACK,
                PieceKind.PAWN));
    }

    @Test
    void enPassantCapturesAreCounted() {
        Game game = Moves.play(Game.newGame(), "e4 a6 e5 d5 exd6");

        assertThat(game.capturedPieces(Colour.BLACK)).hasSize(1);
    }

    @Test
    void threefoldRepetitionMayBeClaimedAndFivefoldEndsTheGame() {
        Game game = Game.newGame();
        String shuffle = "Nf3 Nf6 Ng1 Ng8 ";
        Moves.play(game, shuffle);
        assertThat(game.claimableDraw()).isEmpty();
        assertThatThrownBy(game::claimDraw).isInstanceOf(IllegalStateException.class);
        Moves.play(game, shuffle);
        assertThat(game.repetitions()).isEqualTo(3);
        assertThat(game.claimableDraw()).contains(Termination.THREEFOLD_REPETITION);
        assertThat(game.isOver()).as("a threefold repetition is claimed").isFalse();
        Moves.play(game, shuffle + shuffle);
        assertThat(game.outcome().orElseThrow().termination())
                .isEqualTo(Termination.FIVEFOLD_REPETITION);
    }

    @Test
    void claimingEndsTheGame() {
        Game game = Moves.play(Game.newGame(), "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8");

        game.claimDraw();

        assertThat(game.state()).isEqualTo(GameState.DRAW);
    }

    @Test
    void fiftyMovesMayBeClaimedAndSeventyFiveEndTheGame() {
        Game fifty = Game.fromFen("4k3/8/8/8/8/8/8/R3K3 w - - 99 80");
        Moves.play(fifty, "Ra2");
        assertThat(fifty.claimableDraw()).contains(Termination.FIFTY_MOVES);

        Game seventyFive = Game.fromFen("4k3/8/8/8/8/8/8/R3K3 w - - 149 80");
        Moves.play(seventyFive, "Ra2");
        assertThat(seventyFive.outcome().orElseThrow().termination())
                .isEqualTo(Termination.SEVENTY_FIVE_MOVES);
    }

    @Test
    void insufficientMaterialIsAnAutomaticDraw() {
        assertThat(Game.fromFen("4k3/8/8/8/8/8/8/4K3 w - - 0 1").outcome().orElseThrow()
                .termination()).isEqualTo(Termination.INSUFFICIENT_MATERIAL);
    }

    @Test
    void resignationAndAgreementEndTheGame() {
        Game resigned = Game.newGame().resign(Colour.WHITE);
        assertThat(resigned.state()).isEqualTo(GameState.RESIGNED);
        assertThat(resigned.outcome().orElseThrow().result()).isEqualTo(Result.BLACK_WINS);
        assertThatThrownBy(resigned::agreeDraw).isInstanceOf(IllegalStateException.class);

        Game agreed = Game.newGame().agreeDraw();
        assertThat(agreed.outcome().orElseThrow().termination())
                .isEqualTo(Termination.AGREEMENT);
        assertThat(agreed.claimableDraw()).isEmpty();
    }

    @Test
    void illegalMovesAreRefused() {
        Game game = Game.newGame();

        assertThatThrownBy(() -> game.play(Move.of(Square.parse("e2"), Square.parse("e5"))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("white");
        assertThat(game.moves()).isEmpty();
        assertThat(game.position()).isEqualTo(Position.start());
        assertThat(Game.from(Position.start()).startPosition()).isEqualTo(Position.start());
    }

    @Test
    void anOutcomeFitsItsReason() {
        assertThatThrownBy(() -> new Outcome(Result.DRAW, Termination.CHECKMATE))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Outcome(Result.WHITE_WINS, Termination.STALEMATE))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
