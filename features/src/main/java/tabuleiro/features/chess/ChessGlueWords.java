package tabuleiro.features.chess;

import java.util.ListResourceBundle;

/**
 * Chess's step definitions' failure messages as they word them, in English, each with
 * {@code {0}}, {@code {1}}... where the step puts a value. Their Portuguese twins are in
 * {@link ChessGlueWords_pt}: the grader says a Portuguese scenario's failure through them, as it
 * does with {@link tabuleiro.features.GlueWords}'s, so the steps keep one wording. A change
 * of wording in a step is a change here too, or the message is shown as written.
 */
public class ChessGlueWords extends ListResourceBundle {

    /**
     * The messages by key.
     *
     * @return pairs of key and message pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"h.null.game", "The engine should hand back the game it played on, but it returned"
                        + " null"},
            {"h.null.position", "The engine should make the position it is given, but it returned"
                        + " null"},
            {"h.position.accepted", "The position should be refused, but the engine accepted"
                        + " it.\n{0}"},
            {"h.refused", "The move or action should be accepted, but the engine refused it:"
                        + " {0}\n{1}"},
            {"h.accepted", "The move or action should be rejected, but the engine accepted"
                        + " it.\n{0}"},
            {"h.rejected.changed", "A rejected move must leave the position as it was ({0}), but"
                        + " it is now {1}"},
            {"h.position.as.was", "The position should be as it was ({0}), but it is now {1}"},
            {"h.moves.as.were", "The moves played should be as they were {0}, but they are now"
                        + " {1}"},
            {"h.end.as.was", "The end of the game should be as it was ({0}), but it is now {1}"},
            {"h.going.on", "the game going on"},
            {"h.setup", "To set this scenario up, the moves \"{0}\" are played, but {1} was"
                        + " refused: {2}\n{3}"},
            {"h.wrong.side", "This scenario has {0} play {1}, but the piece on {2} is {3}''s and"
                        + " it is {4}''s move: the step would play {5}''s move. The rule book"
                        + " names the side that moves."},
            {"h.not.loaded", "The saved game could not be loaded. The text UI wrote:\n{0}"},
            // The line that says which rule an example waits on (AttackWaits, PawnWaits,
            // ShapeWaits), after what the failure showed (a board, what the text UI wrote, a PGN).
            {"h.waits.unseen", "{0}\nThe engine answers that {1} is not attacked by {2}, though"
                        + " the piece on {3} could capture there: this example waits on rule"
                        + " CHESS-11 (a square is attacked by every piece that could capture on"
                        + " it)."},
            {"h.waits.mate", "{0}\nThe engine ends the game by checkmate but gives the win to"
                        + " the side it checkmated: this example waits on rule CHESS-12 (the side"
                        + " checkmated loses)."},
            {"h.waits.unfounded", "{0}\nThe engine answers that {1} is attacked by {2}, though no"
                        + " {3} piece could capture there: this example waits on rule CHESS-11 (a"
                        + " square is attacked by every piece that could capture on it)."},
            {"h.waits.pawn.onto", "{0}\nThe engine lists {1}, in which the pawn on {2} steps onto"
                        + " {3}, which holds a piece, though a pawn steps forward only onto empty"
                        + " squares: this example waits on rule CHESS-06 (a pawn steps forward"
                        + " onto empty squares, two from its starting rank, and captures"
                        + " diagonally)."},
            {"h.waits.pawn.over", "{0}\nThe engine lists {1}, in which the pawn on {2} passes"
                        + " over {3}, which holds a piece, though a pawn steps forward only onto"
                        + " empty squares: this example waits on rule CHESS-06 (a pawn steps"
                        + " forward onto empty squares, two from its starting rank, and captures"
                        + " diagonally)."},
            {"h.waits.shape.king", "{0}\nThe engine lists {1}, though a king moves one square:"
                        + " this example waits on rule CHESS-03 (the king moves one square in any"
                        + " direction)."},
            {"h.waits.shape.over", "{0}\nThe engine lists {1}, in which the piece on {2} passes"
                        + " over {3}: this example waits on rule CHESS-04 (a rook, bishop or"
                        + " queen moves along its lines and passes over no piece)."},
            {"h.waits.shape.line", "{0}\nThe engine lists {1}, which is not along the lines of"
                        + " the piece on {2}: this example waits on rule CHESS-04 (a rook, bishop"
                        + " or queen moves along its lines and passes over no piece)."},
            {"h.waits.shape.knight", "{0}\nThe engine lists {1}, though a knight moves in an L:"
                        + " this example waits on rule CHESS-05 (the knight moves two squares one"
                        + " way and one at right angles)."},
            {"h.waits.shape.pawn", "{0}\nThe engine lists {1}, which is no move or capture of the"
                        + " pawn on {2}: this example waits on rule CHESS-06 (a pawn steps"
                        + " forward onto empty squares, two from its starting rank, and captures"
                        + " diagonally)."},
            {"h.waits.shape.promotion", "{0}\nThe engine lists {1}, though a pawn is promoted"
                        + " when, and only when, it reaches the last rank: this example waits on"
                        + " rule CHESS-09 (a pawn reaching the last rank becomes a queen, rook,"
                        + " bishop or knight in the same move)."},
            {"h.waits.shape.own", "{0}\nThe engine lists {1}, which takes its own side''s piece"
                        + " on {2}: this example waits on rule CHESS-10 (no move may capture"
                        + " one''s own piece)."},
            {"h.waits.missing.king", "{0}\nThe engine does not list {1}, a move its rule gives the"
                        + " piece on {2} and that leaves the mover''s king safe: this example waits"
                        + " on rule CHESS-03 (the king moves one square in any direction)."},
            {"h.waits.missing.slider", "{0}\nThe engine does not list {1}, a move its rule gives"
                        + " the piece on {2} and that leaves the mover''s king safe: this example"
                        + " waits on rule CHESS-04 (a rook, bishop or queen moves along its lines"
                        + " and passes over no piece)."},
            {"h.waits.missing.knight", "{0}\nThe engine does not list {1}, a move its rule gives"
                        + " the piece on {2} and that leaves the mover''s king safe: this example"
                        + " waits on rule CHESS-05 (the knight moves two squares one way and one at"
                        + " right angles)."},
            {"h.waits.missing.pawn", "{0}\nThe engine does not list {1}, a move its rule gives the"
                        + " piece on {2} and that leaves the mover''s king safe: this example waits"
                        + " on rule CHESS-06 (a pawn steps forward onto empty squares, two from its"
                        + " starting rank, and captures diagonally)."},
            {"h.waits.king.safety", "{0}\nThe engine lists {1}, after which the mover''s king on"
                        + " {2} is attacked by the piece on {3}: this example waits on rule"
                        + " CHESS-10 (no move may leave one''s own king attacked)."},
            {"h.waits.refused", "{0}\nThe engine refuses these pieces with either side to move,"
                        + " though neither king is attacked, and a position with one king a side"
                        + " and no pawn on the first or last rank is refused so only when the side"
                        + " not to move is in check: this example waits on rule CHESS-11 (a square"
                        + " is attacked by every piece that could capture on it)."},
            {"h.setup.refused", "To set this scenario up, the engine is given the position {0},"
                        + " but it refused it: {1}"},
            {"h.text.unread", "The text should be read, but the engine refused it: {0}"},
            {"h.as.saved.file", "[the saved file] {0}"},
            {"h.text.read", "The text should be refused, but the engine read it.\n{0}"},
            {"h.refused.words", "The text should be refused with a message containing \"{0}\","
                        + " but the engine refused it with \"{1}\".\n{2}"},
            {"h.white", "white"},
            {"h.black", "black"},
            // AssertJ's failures: the step's description in brackets, then AssertJ's own
            // lines, which the grader shows as what was expected and what came.
            {"h.as.why.position", "[why the position was refused] {0}"},
            {"h.as.why.move", "[why the move was rejected] {0}"},
            {"h.as.side", "[the side to move\n{0}] {1}"},
            {"h.as.piece.on", "[the piece on {0}\n{1}] {2}"},
            {"h.as.board", "[the board\n{0}] {1}"},
            {"h.as.squares", "[the squares the piece on {0} can move to\n{1}] {2}"},
            {"h.as.moves.of", "[the moves of the piece on {0}\n{1}] {2}"},
            {"h.as.legal", "[the legal moves\n{0}] {1}"},
            {"h.as.check", "[{0} should be in check\n{1}] {2}"},
            {"h.as.not.check", "[{0} should not be in check\n{1}] {2}"},
            {"h.as.attacked", "[{0} attacked by {1}\n{2}] {3}"},
            {"h.as.ended", "[how the game ended\n{0}] {1}"},
            {"h.as.not.over", "[the game should not be over\n{0}] {1}"},
            {"h.as.may.claim", "[the draw {0} may claim\n{1}] {2}"},
            {"h.as.claimed", "[the draw that may be claimed] {0}"},
            {"h.as.pgn", "[the PGN:\n{0}] {1}"},
            {"h.as.file.letter", "[the file letter of {0}] {1}"},
            {"h.as.square.name", "[the name of the square {0}] {1}"},
            {"h.as.refused.text", "[the text should be refused] {0}"},
            {"h.as.no.game", "[a refused text should give no game] {0}"},
            {"h.as.read", "[the text should be read] {0}"},
            {"h.as.ui.wrote", "[what the text UI wrote:\n{0}] {1}"},
            {"h.as.saved", "[the game should have been saved] {0}"},
            {"h.as.kept", "[the corrupted file should have been kept as {0}] {1}"},
            {"h.as.moves.game", "[the moves of the game] {0}"},
        };
    }
}
