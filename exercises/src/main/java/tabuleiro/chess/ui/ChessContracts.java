package tabuleiro.chess.ui;

import java.util.ListResourceBundle;

/**
 * Chess's contracts as its code words them, in English: the refusals of the engine's
 * preconditions and the messages of its postconditions and class invariants, each with
 * {@code {0}}, {@code {1}}... where the code puts a value. Their Portuguese twins are in
 * {@link ChessContracts_pt}; {@link tabuleiro.ui.ContractTwins} shows a message in the
 * player's language, and the grader's feedback shows it in the student's. A change of wording
 * in the code is a change here too, or the message is shown as written.
 */
public class ChessContracts extends ListResourceBundle {

    /**
     * The messages by key.
     *
     * @return pairs of key and message pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"over.play", "the game is over ({0}): no move can be played after the end"},
            {"illegal.here", "{0} is not a legal move for {1} here"},
            {"illegal.in", "{0} is not a legal move for {1} in {2}"},
            {"no.claim", "no draw can be claimed: the position has occurred {0} time(s) (3"
                        + " needed) and the halfmove clock is {1} ({2} needed)"},
            {"over.already", "the game is already over ({0})"},
            {"take.back", "no move to take back: none has been played here"},
            {"one.king", "each side has exactly one king, but {0} has {1}"},
            {"pawn.rank", "no pawn may stand on rank 1 or 8, but there is one on {0}"},
            {"check", "the side not to move cannot be in check, but {0}''s king on {1} is"
                        + " attacked and {2} is to move"},
            {"en.passant", "an en-passant square is the empty square a pawn of the side that"
                        + " just moved passed over (rank 3 for White, 6 for Black), but {0} is"
                        + " not one"},
            {"clocks", "the halfmove clock is 0 or more and the fullmove number 1 or more, but"
                        + " they are {0} and {1}"},
            {"square.numbers", "a square has file and rank from 0 to 7, but ({0}, {1}) was"
                        + " given"},
            {"square.name", "a square is a file a-h and a rank 1-8, such as e4, but \"{0}\" was"
                        + " given"},
            {"move.same", "a move must change square, but goes from {0} to {1}"},
            {"move.flag", "a promotion, and only a promotion, names a piece: flag {0} with"
                        + " promotion {1}"},
            {"move.promotion", "a pawn promotes to a queen, rook, bishop or knight, not to a {0}"},
            {"agent.over", "the game is over: an agent has no move to choose"},
            {"post.alternate", "post: the sides alternate"},
            {"post.other", "post: the other side is to move"},
            {"inv.replay", "invariant: the position is the one the moves played give: playing"
                        + " {0} from {1} gives {2}, but the position is {3} (see Position.make)"},
            {"inv.remembers", "invariant: the game remembers every position for the repetition"
                        + " rules (CHESS-14): {0} moves give {1} positions, but {2} are"
                        + " remembered (see Game.play)"},
            {"inv.king", "invariant: each side has exactly one king, but {0} has {1} in {2}"
                        + " (see Position.make)"},
            {"inv.king.square", "invariant: the stored king squares say where the kings are:"
                        + " {0}''s king is stored on {1}, but it is not there in {2}"
                        + " (see Position.make)"},
            {"inv.pawn", "invariant: a pawn that reaches the last rank is promoted, so no pawn"
                        + " stands on rank 1 or 8, but there is one on {0} in {1}"
                        + " (see Position.make)"},
            {"inv.check", "invariant: no move leaves its own king in check, but {0}''s king on"
                        + " {1} is attacked and {2} is to move in {3} (see Position.isLegal)"},
            {"inv.en.passant", "invariant: an en-passant square is the empty square a pawn of"
                        + " the side that just moved passed over (rank 3 for White, 6 for"
                        + " Black), but {0} is not one in {1} (see Position.make)"},
            {"inv.clocks", "invariant: the halfmove clock is 0 or more and the fullmove number 1"
                        + " or more, but they are {0} and {1} (see Position.make)"},
            {"inv.castling", "invariant: {0} in {1} (see Position.make)"},
            {"white", "White"},
            {"black", "Black"},
            // A side as Colour.displayName writes it inside San's refusals.
            {"side.white", "white"},
            {"side.black", "black"},
            // San's refusals of a move as typed (NotationException), which the text UI shows.
            {"san.castle.kingside", "\"{0}\": {1} cannot castle kingside now"},
            {"san.castle.queenside", "\"{0}\": {1} cannot castle queenside now"},
            {"san.not.a.move", "\"{0}\" is not a move: type it as e2>>e4, e2e4 or in SAN such"
                        + " as e4, Nf3, exd5, O-O, e8=Q"},
            {"san.promotes", "\"{0}\" promotes a pawn: say to what, such as {1}=Q (Q, R, B or"
                        + " N)"},
            {"san.promotes.coordinates", "\"{0}\" promotes a pawn: say to what, such as {1}q"
                        + " (q, r, b or n)"},
            {"san.no.piece", "\"{0}\": there is no piece on {1}"},
            {"san.not.yours", "\"{0}\": the piece on {1} is {2}''s, and it is {3}''s turn"},
            {"san.not.legal", "\"{0}\": {1} to {2} is not a legal move here"},
            {"san.only.pawn", "\"{0}\": only a pawn reaching the last rank promotes"},
            // Fen.parse's refusals, a field's name and what it says the field is.
            {"fen.fields", "FEN has 6 fields separated by spaces (pieces, side to move, castling"
                        + " rights, en-passant square, halfmove clock, fullmove number), but"
                        + " \"{0}\" has {1}"},
            {"fen.illegal", "FEN \"{0}\" is not a legal position: {1}"},
            {"fen.field", "FEN field {0} ({1}) {2}"},
            {"fen.field.pieces", "pieces"},
            {"fen.field.side", "side to move"},
            {"fen.field.castling", "castling rights"},
            {"fen.field.en.passant", "en-passant square"},
            {"fen.field.halfmove", "halfmove clock"},
            {"fen.field.fullmove", "fullmove number"},
            {"fen.ranks", "has 8 ranks separated by /, but \"{0}\" has {1}"},
            {"fen.run", "rank {0} (\"{1}\") writes a run of empty squares as one digit 1-8, not"
                        + " two digits in a row"},
            {"fen.letters", "rank {0} (\"{1}\") may hold only piece letters PNBRQK pnbrqk and"
                        + " digits 1-8, not ''{2}''"},
            {"fen.files", "rank {0} (\"{1}\") must cover 8 files, but covers {2}"},
            {"fen.castling", "is - or some of KQkq in that order, not \"{0}\""},
            {"fen.side", "is w or b, not \"{0}\""},
            {"fen.en.passant", "is - or a square on rank 3 or 6 such as e3, not \"{0}\""},
            {"fen.number", "is a whole number from {0}, not \"{1}\""},
            {"fen.halfmove", "is 0 when there is an en-passant square ({0}: a pawn has just moved"
                        + " two squares), not {1}"},
            {"san.ambiguous", "\"{0}\" is ambiguous: it could be {1}; say which piece moves,"
                        + " such as Nbd2 or R1e2"},
        };
    }
}
