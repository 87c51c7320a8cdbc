package tabuleiro.qwirkle.ui;

import java.util.ListResourceBundle;

/**
 * What Qwirkle's {@link TextUi} says, in English; {@link TextUiTexts_pt} in Portuguese. The
 * reader's and the engine's refusals are placed into these texts in the player's language,
 * through their twins in {@link QwirkleContracts}. A turn's score is said line by line from
 * the engine's {@code TurnScore}, in the player's language.
 */
public class TextUiTexts extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and {@code MessageFormat} pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"points", "{0,choice,0#{0} points|1#{0} point|1<{0} points}"},
            {"seat.shown", "{0}{1}: {2}, hand {3}"},
            {"seat.hidden", "{0}{1}: {2}, {3,choice,0#{3} tiles|1#{3} tile|1<{3} tiles} in hand"},
            {"bag", "Bag: {0} tiles."},
            {"hand.over.ask", "Pass the keyboard to {0} and press Enter. "},
            {"hand.over.help", "Press Enter when {0} has the keyboard: their hand is shown then,"
                        + " on their turn only."},
            {"hand.over.typed", "(\"{0}\" was not read as a turn: this question waits only for"
                        + " Enter.)"},
            {"placed", "{0} places {1}: {2}."},
            {"score.alone", "the tile on {0} alone: {1}"},
            {"score.row", "row {0}, columns {1} to {2}: {3} tiles{4}, {5}"},
            {"score.column", "column {0}, rows {1} to {2}: {3} tiles{4}, {5}"},
            {"score.qwirkle", " + {0} for a Qwirkle"},
            {"score.end.bonus", "last tile placed with the bag empty: {0}"},
            {"score.total", "total: {0}"},
            {"traded", "{0} trades {1,choice,0#{1} tiles|1#{1} tile|1<{1} tiles}."},
            {"passed", "{0} passes."},
            {"game.over", "Game over."},
            {"wins", "{0} wins with {1} and {2} tiles left."},
            {"share", "{0} share the win with {1} and {2} tiles left each."},
            {"names.and", "{0} and {1}"},
            {"quit.typed", "{0} quit. The game stops here."},
            {"quit.input.ended", "The input ended before the game did. The game stops here."},
            {"engine.broke", "The engine or an agent broke: {0}"},
            {"stops", "The game stops here."},
            {"no.new.game", "A new game could not be started: {0}"},
            {"again.ask", "Play again? (y/n) "},
            {"again.help", "Type y (or s, sim) to play another game with the same seats, or n"
                        + " (or não) to stop."},
            {"again.retry", "Type y to play again or n to stop."},
            {"turn.ask", "{0}, your turn (play A1 0,0 [B1 0,1 ...] | trade A1 [B2 ...] | pass"
                        + " | hand | help | quit)? "},
            {"turn.help", "Commands (case does not matter; jogar, trocar, passar and mão also"
                        + " work):\n"
                        + "  play A1 0,0 B1 0,1  put tiles of your hand on squares, row,column,"
                        + " all in one line\n"
                        + "  trade A1 B2         put tiles back into the bag and draw as many\n"
                        + "  pass                do nothing this turn\n"
                        + "  hand                show your hand again\n"
                        + "A tile is a shape letter A-F (circle, cross, diamond, square, star,"
                        + " clover) then a colour digit 1-6 (red, orange, yellow, green, blue,"
                        + " purple).\n"
                        + "A square is row,column; a square''s row and column are between"
                        + " -{0,number,#} and {0,number,#}."},
            {"your.hand", "Your hand: {0}."},
            {"unreadable", "Type play A1 0,0 [B1 0,1 ...] | trade A1 [B2 ...] | pass; {0}."},
            {"not.allowed", "That turn is not allowed: {0}."},
            // The text equivalent of SvgBoard's picture of a board.
            {"picture.title", "Qwirkle board, rows {0} to {1}, columns {2} to {3}:"
                        + " {4,choice,0#no tile|1#1 tile, {5}|1<{4} tiles, {5}}"},
        };
    }
}
