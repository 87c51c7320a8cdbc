package tabuleiro.grading.games.chess;

import java.util.ListResourceBundle;

/**
 * Chess's own words, in English, through {@link tabuleiro.grading.model.Texts}: what the
 * self-check, the guide and the kit's README say of this game alone, which the module gives the
 * core ({@link ChessModule#words()}); the Portuguese words are in {@link ChessWords_pt}.
 * The keys are those of {@link tabuleiro.grading.spi.GameModule#words()}.
 */
public class ChessWords extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and {@code MessageFormat} pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"property.checkseen", "the side to move is in check exactly when a piece of"
                        + " the other side could capture its king, as the pieces on your board"
                        + " stand"},
            {"property.kingshape", "every move your engine lists for a king is one square"
                        + " in any direction, or castling''s two squares from its home square"},
            {"property.slidershape", "every move your engine lists for a rook, bishop or"
                        + " queen goes along its lines and passes over no piece"},
            {"property.knightshape", "every move your engine lists for a knight is an L"},
            {"property.pawnshape", "every move your engine lists for a pawn is one square"
                        + " forward to an empty square, two from its starting rank over and onto"
                        + " empty squares, or one diagonally forward onto a piece or the"
                        + " en-passant square"},
            {"property.promotionshape", "a pawn that reaches the last rank becomes a"
                        + " queen, rook, bishop or knight in the same move, and no other move"
                        + " promotes"},
            {"property.owncapture", "no move your engine lists takes a piece of the side"
                        + " that moves"},
            {"property.halfmoveclock", "the halfmove clock after a move is 0 after a"
                        + " pawn''s move or a capture, else the clock before it plus one"},
            {"property.castlingsafe", "no castling is listed while the king is in check,"
                        + " nor while the square it crosses or lands on is attacked"},
            {"property.castlingrights", "after a move, the castling rights are those"
                        + " before it less those of a rook''s corner or its king''s square that"
                        + " the move leaves or lands on"},
            {"property.fenback", "the FEN your Fen writes reads back, by Fen.parse, as a"
                        + " position written the same"},
            {"property.sanback", "the move your San writes reads back, by San.parse, as"
                        + " the move played"},
            {"property.pgnback", "the PGN your Pgn writes of the game reads back, by"
                        + " Pgn.read, as the same moves"},
            {"property.saveback", "the game your SavedGame saves to a file reads back,"
                        + " by SavedGameFile.read, as the same moves and position, with no"
                        + " warning"},
            {"question.check", "whether the side to move is in check"},
            {"question.result", "the result of the game"},
            {"question.claim", "the draw a player may claim"},
            {"question.san", "the last move in SAN"},
            {"question.sanread", "the last move''s SAN read back"},
            {"guide.properties", "the halfmove clock and the castling rights follow each"
                        + " move, no castling is listed with the king in check or across an"
                        + " attacked square, and what `Fen`, `San`, `Pgn` and `SavedGame` write"
                        + " reads back the same (with end games of few pieces, pawns near"
                        + " promotion and a game from a FEN)"},
            {"kit.greedy", "the most material"},
            {"kit.greedy.in", "chess"},
            {"tournament.anchors", "The random anchor plays any legal move; the greedy one mates at"
                        + " once if it can, else takes the most material it can now (a pawn 1,"
                        + " a knight or bishop 3, a rook 5, a queen 9). A game still going after"
                        + " {0,number,#} moves (of both sides) is drawn."},
            {"referee.not.move", "\"{0}\" is not a legal move here: a move is one of the"
                        + " engine''s legal moves in UCI, such as e2e4 or e7e8q"},
        };
    }
}
