package tabuleiro.features.checkers;

import java.util.ListResourceBundle;

/**
 * Checkers' step definitions' failure messages as they word them, in English, each with
 * {@code {0}}, {@code {1}}... where the step puts a value. Their Portuguese twins are in
 * {@link CheckersGlueWords_pt}: the grader says a Portuguese scenario's failure through them, as it
 * does with {@link tabuleiro.features.GlueWords}'s, so the steps keep one wording. A change
 * of wording in a step is a change here too, or the message is shown as written.
 */
public class CheckersGlueWords extends ListResourceBundle {

    /**
     * The messages by key.
     *
     * @return pairs of key and message pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"k.white", "White"},
            {"k.black", "Black"},
            {"k.white.man", "white man"},
            {"k.white.king", "white king"},
            {"k.black.man", "black man"},
            {"k.black.king", "black king"},
            {"k.no.game", "The engine returned no game (null)."},
            {"k.peer", "the fake peer did not finish: {0}"},
            {"k.wrong.side", "This scenario has {0} play from square {1}, but the piece there is"
                        + " {2}''s and it is {3}''s move: the step would play {4}''s move. The"
                        + " rule book names the side that moves."},
            {"k.wrong.resign", "This scenario has {0} resign, but it is {1}''s move, and a player"
                        + " resigns on their own turn."},
            {"k.as.before", "The board should be as it was before, which was\n{0}\nbut now it"
                        + " is\n{1}"},
            {"k.board", "The board should be\n{0}\nbut it is\n{1}"},
            {"k.holds", "Square {0} should hold a {1}, but it holds a {2}.\n{3}"},
            {"k.holds.empty", "Square {0} should hold a {1}, but it is empty.\n{2}"},
            {"k.empty", "Square {0} should be empty, but it holds a {1}.\n{2}"},
            {"k.to.move", "{0} should be to move, but the engine says {1}."},
            {"k.won.board", "{0} should have won on the board, but the game {1}.\n{2}"},
            {"k.won.resigned", "{0} should have won, the other side having resigned, but the game"
                        + " {1}.\n{2}"},
            {"k.drawn", "The game should be drawn, but it {0}."},
            {"k.goes.on", "The game should go on, but it {0}."},
            {"k.end.going", "is not over ({0} to move)"},
            {"k.end.drawn", "is drawn"},
            {"k.end.drawn.won", "is drawn and yet won by {0}"},
            {"k.end.won.board", "was won by {0} on the board"},
            {"k.end.won.resigned", "was won by {0}, the other side having resigned"},
            {"k.legal", "The legal moves should be exactly {0} (each once), but the engine lists"
                        + " {1}.\n{2}"},
            {"k.captures", "The captures among the legal moves should be exactly {0} (each once),"
                        + " but the engine lists {1}.\n{2}"},
            {"k.legal.waits", "The legal moves should be exactly {0} (each once), but the engine"
                        + " lists {1}.\n{2}\n{3}"},
            {"k.captures.waits", "The captures among the legal moves should be exactly {0} (each"
                        + " once), but the engine lists {1}.\n{2}\n{3}"},
            // The line that says which capture rule an example waits on (CaptureWaits).
            {"k.waits.compulsory", "The engine lists {0}, capturing nothing, beside captures,"
                        + " though when a capture is possible only captures are legal: this"
                        + " example waits on rule CHECKERS-14 (capturing is compulsory)."},
            {"k.waits.majority", "The engine lists {0}, taking fewer pieces than {1},"
                        + " though among the captures the player must take the most pieces: this"
                        + " example waits on rule CHECKERS-15 (the majority rule)."},
            {"k.waits.stopped", "The engine lists {0} but not {1}, though the piece that lands on"
                        + " {2} can capture on from there: this example waits on rule CHECKERS-06"
                        + " (a capture goes on with further jumps)."},
            {"k.waits.route", "The engine''s route {0} stops on {1}, though the piece there can"
                        + " jump on over {2} to {3}: this example waits on rule CHECKERS-06 (a"
                        + " capture goes on with further jumps)."},
            {"k.waits.route.crowned", "The engine''s route {0} stops on {1}, where the man is"
                        + " crowned, though as a king it can jump on over {2} to {3}: this example"
                        + " waits on rule CHECKERS-20 (a man crowned in mid-capture goes on as a"
                        + " king)."},
            {"k.waits.picture", "{0}\nThe engine''s board:\n{1}"},
            {"k.played.waits", "The moves played should be {0}, but they are {1}.\n{2}\nThe"
                        + " screen shows:\n{3}"},
            // The line a broken contract adds when a man rests uncrowned on its far row
            // (CrowningWaits).
            {"k.waits.crowning.white", "{0}\nThe engine''s board holds a white man on square {1},"
                        + " on its far row, uncrowned: this example waits on rule CHECKERS-07 (a"
                        + " man that reaches the far row is crowned)."},
            {"k.waits.crowning.black", "{0}\nThe engine''s board holds a black man on square {1},"
                        + " on its far row, uncrowned: this example waits on rule CHECKERS-07 (a"
                        + " man that reaches the far row is crowned)."},
            {"k.waits.onto", "The engine lists {0}, in which the man on {1} steps onto {2}, which"
                        + " holds a piece already, though a man steps only onto an empty square:"
                        + " this example waits on rule CHECKERS-04 (a man moves one square"
                        + " diagonally forward onto an empty dark square)."},
            {"k.waits.backwards", "The engine lists {0}, in which the man on {1} jumps backwards"
                        + " from {2} to {3}, though a man captures only forwards: this example"
                        + " waits on rule CHECKERS-05 (a man captures diagonally forward)."},
            {"k.include", "The legal moves should include {0}, but the engine lists {1}.\n{2}"},
            {"k.not.include", "The legal moves should not include {0}, but the engine lists"
                        + " {1}.\n{2}"},
            {"k.drawing", "The drawing should be\n{0}\nbut it is\n{1}"},
            {"k.fen", "The position should be written {0}, but the engine writes {1}.\n{2}"},
            {"k.last.line", "The last line shown should be ''{0}'', but the game shows\n{1}"},
            {"k.cell.dark", "The cell should be the dark square at row {0}, column {1} holding a"
                        + " {2}, but it says row {3}, column {4}, dark, {5}."},
            {"k.cell.light", "The cell should be the dark square at row {0}, column {1} holding a"
                        + " {2}, but it says row {3}, column {4}, light, {5}."},
            {"k.answer", "The answer should be {0}, but it is {1}.\n{2}"},
            {"k.kings", "{0} successive king moves without capture should have been counted, but"
                        + " the engine counted {1}."},
            {"k.picture", "The engine''s board:\n{0}"},
            {"k.unreadable", "(the board could not be read: {0})"},
            {"k.no.game.screen", "The colours were decided, but the engine returned no game.\nThe"
                        + " screen shows:\n{0}"},
            {"k.selected", "The square selected should be {0}, but it is {1}.\nThe screen"
                        + " shows:\n{2}"},
            {"k.screen.show.waits", "The screen should show ''{0}''.\n{1}\nThe screen"
                        + " shows:\n{2}"},
            {"k.screen.show", "The screen should show ''{0}'', but it shows:\n{1}"},
            {"k.screen.not.show", "The screen should not show ''{0}'', but it shows:\n{1}"},
            {"k.played", "The moves played should be {0}, but they are {1}.\nThe screen"
                        + " shows:\n{2}"},
            {"k.left", "The game should be left as it was before ({0}) and go on, but it is"
                        + " {1}.\nThe screen shows:\n{2}"},
            {"k.left.over", "The game should be left as it was before ({0}) and go on, but it is"
                        + " {1}, over.\nThe screen shows:\n{2}"},
            {"k.no.game.played", "No game should have been played, but the engine played one, now"
                        + " at {0}.\nThe screen shows:\n{1}"},
            {"k.plays", "This program should play {0}, but the negotiation gave {1}. {2}"},
            {"k.received", "The other program should have received {0}, but it received {1}.\nThe"
                        + " screen shows:\n{2}"},
        };
    }
}
