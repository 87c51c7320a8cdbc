package tabuleiro.qwirkle.ui;

import java.util.ListResourceBundle;

/**
 * Qwirkle's refusals as its code words them, in English: the command reader's
 * ({@link CommandReader}) and the engine's (a square, a placement, a trade, a pass refused),
 * each with {@code {0}}, {@code {1}}... where the code puts a value. Their Portuguese twins are
 * in {@link QwirkleContracts_pt}; {@link tabuleiro.ui.ContractTwins} shows a refusal in the
 * player's language. A change of wording in the code is a change here too, or the refusal is
 * shown as written.
 */
public class QwirkleContracts extends ListResourceBundle {

    /**
     * The refusals by key.
     *
     * @return pairs of key and refusal pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"nothing", "nothing was typed"},
            {"trade.empty", "trade needs the tiles to put back, such as trade A1 B2"},
            {"pass.words", "pass takes nothing after it"},
            {"not.command", "\"{0}\" is not a command: type play, trade or pass"},
            {"play.empty", "play needs tiles with their squares, such as play A1 0,0 B1 0,1"},
            {"no.square", "{0} has no square: write each tile then its square, such as"
                        + " play A1 0,0"},
            {"not.tile", "\"{0}\" is not a tile: a tile is a shape letter A-F then a colour"
                        + " digit 1-6, such as A1"},
            {"not.square", "\"{0}\" is not a square: a square is row,column, such as 0,1 or"
                        + " -1,2"},
            {"not.in.play", "\"{0}\" is not a square in play: a square''s row and column are"
                        + " between -{1} and {2}"},
            {"out.of.play", "a square''s row and column are between -{0} and {1}, but {2} was"
                        + " given"},
            {"taken", "square {0} is taken"},
            {"taken.place", "square {0} is taken: place tiles on empty squares"},
            {"named.twice", "square {0} is named twice: one tile per square"},
            {"first.turn.size", "the first turn places the longest line of the hand: {0} tiles,"
                        + " not {1}"},
            {"first.turn", "the first turn places the longest line of the hand: {0} tiles"},
            {"one.line", "the tiles of a turn go in one row or one column"},
            {"gap", "the tiles leave a gap: with the tiles between them they must make one"
                        + " unbroken line"},
            {"touch", "the tiles must touch a tile already on the board"},
            {"invalid.line", "the line {0} would not be valid: a line is all one colour or all"
                        + " one shape, with no tile twice"},
            {"not.in.hand", "{0} is not in your hand: your hand holds {1}"},
            {"not.in.hand.cheat", "{0} is not in your hand nor in the bag: your hand holds {1}"},
            {"placed.twice", "{0} is placed twice but your hand holds only {1} {2}"},
            {"placed.times", "{0} is placed {1} times but your hand holds only {2} {3}"},
            {"placed.twice.cheat", "{0} is placed twice but your hand and the bag hold only {1}"
                        + " {2}"},
            {"placed.times.cheat", "{0} is placed {1} times but your hand and the bag hold only"
                        + " {2} {3}"},
            {"named.twice.trade", "{0} is named twice but your hand holds only {1} {2}"},
            {"named.times", "{0} is named {1} times but your hand holds only {2} {3}"},
            {"placed.twice.one", "{0} is placed twice but your hand holds only one {1}"},
            {"placed.times.one", "{0} is placed {1} times but your hand holds only one {2}"},
            {"placed.twice.cheat.one", "{0} is placed twice but your hand and the bag hold only"
                        + " one {1}"},
            {"placed.times.cheat.one", "{0} is placed {1} times but your hand and the bag hold"
                        + " only one {2}"},
            {"named.twice.one", "{0} is named twice but your hand holds only one {1}"},
            {"named.times.one", "{0} is named {1} times but your hand holds only one {2}"},
            {"trade.none", "name one or more tiles of your hand to trade"},
            {"trade.not.held", "you can trade only tiles in your hand: {0}"},
            {"trade.bag", "the bag holds only {0} tiles: trade at most that many"},
            {"trade.bag.one", "the bag holds only 1 tile: trade at most that many"},
            {"pass.bag", "the official rules let you pass only when you cannot place a tile nor"
                        + " trade: place tiles or trade some"},
            {"pass.can.place", "you can still place a tile: the official rules let you pass only"
                        + " when you cannot"},
            {"over", "the game is over"},
        };
    }
}
