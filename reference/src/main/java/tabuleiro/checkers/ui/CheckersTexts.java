package tabuleiro.checkers.ui;

import java.util.ListResourceBundle;

/**
 * The words of checkers' text UI in English ({@link CheckersTexts_pt} in Portuguese): prompts,
 * help, refusals, the board's legend and the names of sides and pieces. Squares and counts are
 * passed as text, so that no number is grouped by a locale.
 */
public class CheckersTexts extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and {@code MessageFormat} pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"colour.WHITE", "White"},
            {"colour.BLACK", "Black"},
            {"piece.WHITE.man", "white man"},
            {"piece.WHITE.king", "white king"},
            {"piece.BLACK.man", "black man"},
            {"piece.BLACK.king", "black king"},
            // The kind of the piece being moved, as "the {0} on 22" reads it.
            {"kind.man", "man"},
            {"kind.king", "king"},
            {"kind.piece", "piece"},
            {"list.none", "none"},
            {"list.or", "{0} or {1}"},
            {"board.legend", "   w/b: men, W/B: kings; an empty dark square shows its number."
                        + " Name a square by\n   its number or by its column and row, such as"
                        + " 22 or c3."},
            {"session.limit", "The session stops after {0} moves, with no result: the simplified"
                        + " rules have no draw, so agents alone could play for ever (--max-moves"
                        + " sets the limit)."},
            {"quit.typed", "You quit: the game stops here, unfinished."},
            {"quit.ended", "The input ended, so the game stops here, unfinished."},
            {"agent.failed", "The game stops here: {0}"},
            {"agent.illegal", "The game stops here: {0} chose {1}, which is not a legal move."},
            {"agent.plays", "{0} plays {1}."},
            {"resigns", "{0} resigns."},
            {"result.drawn", "The game is drawn."},
            {"result.wins", "{0} wins."},
            {"result.wins.resigned", "{0} wins: the other side resigned."},
            {"remote.white", "You play WHITE and move first."},
            {"remote.black", "You play BLACK; White moves first."},
            {"remote.undecided", "The colours could not be decided: {0}"},
            {"select.occupied", "a square with a piece"},
            {"select.free", "a free dark square"},
            {"select.question", "Choose {0} (1 to 32, or such as c3): "},
            {"select.help", "Type {0}, of {1}."},
            {"select.is.empty", "Square {0} is empty: choose {1}."},
            {"select.is.occupied", "Square {0} is occupied: choose {1}."},
            {"square.expected", "a square number from 1 to {0}, or a column a-h and a row 1-8 as"
                        + " the board''s edges show, such as c3"},
            {"square.light", "{0} is a light square, and pieces stand on the dark ones only"
                        + " (those that show a number or a piece)."},
            {"square.unknown", "''{0}'' is not a square: type {1}."},
            {"help.start", "Type a whole move, its squares joined by ''-'', ''x'' or blanks"
                        + " (22-18, 22x15x8), or only the square of the piece to move and then"
                        + " where it goes. A square is {0}. ''resign'' (or ''desistir'') gives up"
                        + " the game."},
            {"help.later", " ''back'' (or ''voltar'') chooses the move again; ''resign'' (or"
                        + " ''desistir'') gives up the game."},
            {"help.destination", "Type the square the piece goes to: one of those listed, or the"
                        + " last square of a capture of several jumps, whose jumps are then asked"
                        + " for one at a time. Several squares may be typed at once (15x8)."},
            {"help.go.on.or.stop", "The capture can go on: type the square it jumps to next, or"
                        + " ''stop'' (or ''parar'') to end the move here."},
            {"help.go.on", "The capture must go on, as the rules want it to take the most pieces"
                        + " it can: type the square it jumps to next."},
            {"ask.start", "{0} to move: a move such as 22-18, or the square of the piece to"
                        + " move: "},
            {"nothing.started", "No move has been started, so there is nothing to {0}: type a"
                        + " move, or the square of the piece to move."},
            {"choose.again", "Choose the move again."},
            {"nothing.typed.start", "Nothing was typed: type a move such as 22-18, or the square"
                        + " of the piece to move (''help'' says more)."},
            {"nothing.typed", "Nothing was typed: {0}"},
            {"question.destination", "Move the {0} on {1} to which square ({2})? "},
            {"question.go.on.or.stop", "The piece on {0} can jump on: go on ({1}) or stop? "},
            {"question.jump", "Jump from {0} to which square ({1})? "},
            {"cannot.stop", "The capture cannot stop here: {0}; go on to {1}."},
            {"cannot.stop.no.jump", "no jump has been made yet"},
            {"cannot.stop.compulsory", "capturing is compulsory and the move must take the most"
                        + " pieces it can"},
            {"origin.choose", "choose one of {0}''s pieces that can move, on {1}."},
            {"origin.empty", "Square {0} is empty: {1}"},
            {"origin.opponent", "Square {0} holds a {1}, and it is {2}''s turn: {3}"},
            {"origin.blocked", "No legal move starts from {0}: the {1} there is blocked, so {2}"},
            {"origin.compulsory", "No legal move starts from {0}: capturing is compulsory and"
                        + " must take the most pieces it can, so {1}"},
            {"jumps.needed", "This move needs {0} jumps: play them one at a time."},
            {"step.no.route", "No legal move goes from {0} to {1}: the {2} on {0} can go to {3}."},
            {"step.ended", "The move ends on {0}, so nothing can follow it: {1} was typed after"
                        + " it."},
            {"step.not.next", "Square {0} is not one of the squares this capture can jump to from"
                        + " {1}: {2}."},
            // The text equivalent of SvgCheckerboard's picture of a board.
            {"picture.title", "Checkers board: {0}"},
            {"picture.men", "men on {0}"},
            {"picture.kings", "kings on {0}"},
            {"picture.nothing", "nothing"},
        };
    }
}
