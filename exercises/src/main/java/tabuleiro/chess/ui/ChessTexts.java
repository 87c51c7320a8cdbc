package tabuleiro.chess.ui;

import java.util.ListResourceBundle;

/**
 * The words of the chess text UI in English; {@link ChessTexts_pt} in Portuguese. A side is
 * passed to a text as its {@link tabuleiro.chess.Colour}'s ordinal (0 White, 1 Black) and named
 * by a {@code choice}, so that each language places and inflects it as its grammar needs.
 */
public class ChessTexts extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and {@code MessageFormat} pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"to.move.prompt", "{0,choice,0#White|1#Black} to move: "},
            {"plays", "{0,choice,0#White|1#Black} plays {1}."},
            {"computer.plays", "{0,choice,0#White|1#Black} (computer) plays {1}."},
            {"resigns", "{0,choice,0#White|1#Black} resigns."},
            {"in.check", "{0,choice,0#White|1#Black} is in check."},
            {"how.to.move", "type a move as e2>>e4, e2e4 or in SAN (e4, Nf3, O-O, e8=Q), or help"
                        + " (ajuda) for the commands"},
            {"nothing.typed", "Nothing was typed: {0}."},
            {"not.a.move", "{0}. Try again: {1}."},
            {"move.help", "Type a move as e2>>e4, e2e4 or in SAN (e4, Nf3, exd5, O-O, e8=Q), in"
                        + " any case for the coordinates. Or a command, in English or Portuguese,"
                        + " in any case: {0}; {1} saves the game and stops too; help (ajuda, ?)"
                        + " shows this."},
            {"quit.words", "quit (sair)"},
            {"command.words", "{0} ({1})"},
            {"command.RESIGN", "gives up the game"},
            {"command.DRAW", "claims a draw, or offers one"},
            {"command.PAUSE", "saves the game and stops"},
            {"promotion.prompt", "Promote to (q queen, r rook, b bishop, n knight)? "},
            {"promotion.help", "The pawn becomes the piece you name: q queen, r rook, b bishop or"
                        + " n knight. {0} saves the game as it was before this move and stops."},
            {"promotion.refused", "A pawn promotes to a queen, rook, bishop or knight: type q, r,"
                        + " b or n, not \"{0}\"."},
            {"draw.help", "Type s (sim) or y (yes) to accept the draw, n (não, no) to decline it."
                        + " {0} saves the game and stops."},
            {"draw.claimed", "{0,choice,0#White|1#Black} claims a draw by {1}."},
            {"draw.computer.declines", "{0,choice,0#White|1#Black} (computer) declines the draw"
                        + " offer. Play a move."},
            {"draw.offered", "{0,choice,0#White|1#Black}, {1,choice,0#White|1#Black} offers a"
                        + " draw. Accept? (s/n) "},
            {"draw.agreed", "Draw agreed."},
            {"draw.declined", "The draw offer is declined. {0,choice,0#White|1#Black} plays on."},
            {"draw.answer.refused", "Type s (or y) to accept the draw or n to decline it, not"
                        + " \"{0}\"."},
            {"draw.may.claim", "{0,choice,0#White|1#Black} may claim a draw by {1} (type {2})."},
            {"paused", "Game paused: {0,number,#} move(s) saved to {1}. Load it to continue"
                        + " (--load {1})."},
            {"state.paused", "State: paused."},
            {"not.saved", "The game could not be saved to {0} ({1})."},
            {"corrupted.kept", "The corrupted file is kept as it was in {0}."},
            {"corrupted.not.kept", "the corrupted file {0} could not be kept: {1,number,#} copies"
                        + " of it are there already"},
            {"input.ended", "The input ended before the game did."},
            {"stops.unsaved", "The game stops here, unsaved."},
            {"quit.again", "Type {0} again to leave without saving, or play on."},
            {"goes.on", "The game goes on."},
            {"engine.broke", "The engine broke: {0}. The game stops here."},
            {"load.unreadable", "The saved game {0} could not be read ({1}); nothing was"
                        + " loaded."},
            {"load.warning", "{0}"},
            {"loaded", "Loaded {0}: {1,number,#} move(s) replayed."},
            {"captured", "Captured white pieces: {0}. Captured black pieces: {1}."},
            {"pieces.none", "none"},
            {"piece.PAWN", "{0,choice,1#pawn|1<{0} pawns}"},
            {"piece.KNIGHT", "{0,choice,1#knight|1<{0} knights}"},
            {"piece.BISHOP", "{0,choice,1#bishop|1<{0} bishops}"},
            {"piece.ROOK", "{0,choice,1#rook|1<{0} rooks}"},
            {"piece.QUEEN", "{0,choice,1#queen|1<{0} queens}"},
            {"piece.KING", "{0,choice,1#king|1<{0} kings}"},
            {"state.line", "State: {0}."},
            {"state.line.drawn", "State: {0} ({1})."},
            {"state.line.to.move", "State: {0}. {1,choice,0#White|1#Black} to move."},
            {"state.START", "start"},
            {"state.IN_PROGRESS", "in progress"},
            {"state.CHECK", "check"},
            {"state.CHECKMATE", "checkmate"},
            {"state.STALEMATE", "stalemate"},
            {"state.DRAW", "draw"},
            {"state.RESIGNED", "resigned"},
            {"outcome.WHITE_WINS", "White wins by {0} ({1})."},
            {"outcome.BLACK_WINS", "Black wins by {0} ({1})."},
            {"outcome.DRAW", "Draw by {0} ({1})."},
            {"termination.CHECKMATE", "checkmate"},
            {"termination.RESIGNATION", "resignation"},
            {"termination.STALEMATE", "stalemate"},
            {"termination.INSUFFICIENT_MATERIAL", "insufficient material"},
            {"termination.FIFTY_MOVES", "fifty-move rule"},
            {"termination.THREEFOLD_REPETITION", "threefold repetition"},
            {"termination.SEVENTY_FIVE_MOVES", "seventy-five-move rule"},
            {"termination.FIVEFOLD_REPETITION", "fivefold repetition"},
            {"termination.AGREEMENT", "agreement"},
            {"failure.no.such.file", "there is no such file or folder: {0}"},
            {"failure.access.denied", "permission denied: {0}"},
            {"failure.in.the.way", "a file is in the way: {0}"},
            {"failure.not.a.folder", "not a folder: {0}"},
            {"failure.file.system", "{0}: {1}"},
            {"failure.cannot.use", "the file cannot be used: {0}"},
            // The text equivalent of SvgDiagram's picture of a position.
            {"picture.title", "Chess diagram: {0}"},
            {"picture.side", "{0,choice,0#White|1#Black} {1}"},
            {"picture.nothing", "nothing"},
        };
    }
}
