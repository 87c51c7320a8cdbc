package tabuleiro.features.quarto;

import java.util.ListResourceBundle;

/**
 * Quarto's step definitions' failure messages as they word them, in English, each with
 * {@code {0}}, {@code {1}}... where the step puts a value. Their Portuguese twins are in
 * {@link QuartoGlueWords_pt}: the grader says a Portuguese scenario's failure through them, as it
 * does with {@link tabuleiro.features.GlueWords}'s, so the steps keep one wording. A change
 * of wording in a step is a change here too, or the message is shown as written.
 */
public class QuartoGlueWords extends ListResourceBundle {

    /**
     * The messages by key.
     *
     * @return pairs of key and message pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"q.agent.only", "The agent should choose only {0} ({1}), but it chose {2}.\n{3}"},
            {"q.agent.pieces", "pieces of the pool"},
            {"q.agent.squares", "empty squares"},
            {"q.agent.random", "A random agent should choose any of the {0} {1} now and then: out"
                        + " of {2} decisions, each at least {3} times, but it chose {4}"},
            {"q.agent.only.square", "Only {0} is empty, so the agent should always choose it, but"
                        + " it chose {1}"},
            {"q.agent.choose", "The agent should choose {0}, but it chose {1}.\n{2}"},
            {"q.agent.hand", "The agent should hand over a piece that is {0}, but it handed over"
                        + " {1}.\n{2}"},
            {"q.square.parse", "Square.parse should read square {0} (column {1}, row {2}), but it"
                        + " read {3}"},
            {"q.column.row", "column {0}, row {1}"},
            {"q.board.as.was", "The board should be as it was, but it"
                        + " changed.\nBefore:\n{0}\nNow:\n{1}"},
            {"q.holds", "{0} should hold {1}, but pieceAt({2}) is {3}.\n{4}"},
            {"q.empty", "These squares should be empty, but isEmpty says they are not: {0}.\n{1}"},
            {"q.full", "All sixteen squares hold a piece, so isFull() should be true, but it is"
                        + " false.\n{0}"},
            {"q.not.full", "isFull() should be false, but it is true.\n{0}"},
            {"q.text", "The text board should be:\n{0}\nbut BoardText.render wrote:\n{1}"},
            {"q.shared", "The pieces of {0} share {1}, so sharedTraits({2}) should be {3}, but it"
                        + " is {4}.\n{5}"},
            {"q.no.win", "No group of {0} should win, but sharedTraits({1}) is {2}.\n{3}"},
            {"q.classic", "In the classic game nothing should win, but wins(CLASSIC) is {0}.\n{1}"},
            {"q.squares", "In the game with squares, wins(SQUARES) should be just {0}, but it is"
                        + " {1}.\n{2}"},
            {"q.board", "The engine''s board (read with pieceAt) is:\n{0}"},
            {"q.no.board", "(there is no board yet)"},
            {"q.unreadable", "(the engine''s board could not be read: pieceAt threw {0}: {1})"},
            {"q.setup.choose", "To set this scenario up, player {0} chooses {1}, but it was"
                        + " refused: {2}"},
            {"q.setup.place", "To set this scenario up, player {0} places {1} on {2}, but it was"
                        + " refused: {3}\n{4}"},
            {"q.turn.chooses", "In this scenario player {0} chooses now, but the engine says it"
                        + " is player {1}.\n{2}"},
            {"q.turn.places", "In this scenario player {0} places now, but the engine says it is"
                        + " player {1}.\n{2}"},
            {"q.to.place.piece", "player {0} should be to place {1}, but currentPlayer() is"
                        + " player {2} and chosenPiece() is {3}"},
            {"q.to.place", "player {0} should be the current player, the one to place, but"
                        + " currentPlayer() is player {1}"},
            {"q.to.choose", "player {0} should be to choose a piece, but chooser() is player {1}"
                        + " and chosenPiece() is {2}"},
            {"q.die.half", "The die should give each player the first placement about half the"
                        + " time: player 1 between {0} and {1} times out of {2}, but it was {3}"
                        + " times"},
            {"q.seeds", "The same seeds should give the same first placers, but they gave {0} and"
                        + " then {1}"},
            {"q.pool", "The pool should have {0} pieces, but it has {1}: {2}"},
            {"q.pool.in", "The pool should have {0} pieces, {1} among them, but it has {2}: {3}"},
            {"q.pool.out", "The pool should have {0} pieces, without {1}, but it has {2}: {3}"},
            {"q.pool.in.out", "The pool should have {0} pieces, {1} among them, without {2}, but"
                        + " it has {3}: {4}"},
            {"q.pool.or.board", "Every piece should be either in the pool or on the board, but"
                        + " {0} is {1}.\n{2}"},
            {"q.in.both", "in both"},
            {"q.in.neither", "in neither"},
            {"q.sixteen", "The board holds {0} pieces and the pool {1}: together they should be"
                        + " the 16 pieces"},
            {"q.as.was", "The game should be as it was, but {0}.\nBefore:\n{1}\nNow:\n{2}"},
            {"q.changed.board", "the board changed"},
            {"q.changed.pool", "the pool changed from {0} to {1}"},
            {"q.changed.chosen", "the chosen piece changed from {0} to {1}"},
            {"q.changed.player", "the current player changed from player {0} to player {1}"},
            {"q.changed.end", "the end of the game changed"},
            {"q.won", "player {0} should have won, but isOver() is {1}, winner() is {2} and"
                        + " isDraw() is {3}.\n{4}"},
            {"q.won.waits", "player {0} should have won, but isOver() is {1}, winner() is {2} and"
                        + " isDraw() is {3}.\n{4}: this example waits on rule QUARTO-07 (a full"
                        + " group sharing a trait wins).\n{5}"},
            {"q.won.waits.square", "player {0} should have won, but isOver() is {1}, winner() is"
                        + " {2} and isDraw() is {3}.\n{4}: this example waits on rule QUARTO-08"
                        + " (a full 2x2 square sharing a trait wins).\n{5}"},
            {"q.waits.square.classic", "The engine''s win is on {0}, a 2x2 square, but under"
                        + " the classic rules only a row, a column or a diagonal wins: this example"
                        + " waits on rule QUARTO-08 (a full 2x2 square sharing a trait wins, in the"
                        + " squares variant only).\n{1}"},
            {"q.unseen.wins", "{0} is all {1}, but wins() does not list it"},
            {"q.unseen.shared", "{0} is all {1}, but sharedTraits({2}) is {3}"},
            {"q.win.should", "The win should be {0}, but win() is {1}.\n{2}"},
            {"q.draw", "The game should be a draw, but isOver() is {0}, isDraw() is {1} and"
                        + " winner() is {2}.\n{3}"},
            {"q.goes.on", "The game should go on, but isOver() is {0} and isDraw() is {1} (win:"
                        + " {2}).\n{3}"},
            {"q.die.more", "The die was rolled more often than the {0} rolls {1} of this scenario"},
            {"q.die.faces", "A die has six faces, but the engine asked for a number among {0}"},
            {"q.die.long", "The die is rolled with nextInt(1, 7) or nextInt(6), but the engine"
                        + " asked for nextLong()"},
            {"q.group.named", "{0} should have a group named \"{1}\", but its groups are {2}"},
            {"q.group.squares", "The group \"{0}\" of {1} should be the squares {2}, but it is"
                        + " {3}"},
            {"q.all.same", "Piece.all() should give the same set each time, but it gave {0} and"
                        + " then {1}"},
            {"q.all.count", "Piece.all() should give {0} different pieces, but it gave {1}"},
            {"q.all.combos", "Piece.all() should give each of the {0} combinations once, but it"
                        + " gave {1}"},
            {"q.all.order", "Piece.all() should list the pieces in the order {0}, but it lists"
                        + " {1}"},
            {"q.pieces", "{0} pieces: {1}"},
            {"q.nothing", "nothing"},
            {"q.notation", "notation() should write \"{0}\", but it wrote {1}"},
            {"q.piece.parse", "Piece.parse should read the {0} piece, but it read {1}"},
            {"q.written", "The {0} pieces should be written differently, but they are written {1}"},
            {"q.read.back", "The {0} piece is written \"{1}\", which Piece.parse reads as the {2}"
                        + " piece"},
            {"q.setup.board", "To set this scenario up, {0} on {1} is placed on the board with"
                        + " Board.place, but it was refused: {2}\n{3}"},
            {"q.setup.ended", "To set this scenario up, its pieces are chosen and placed one by"
                        + " one, but the game ended before {0} on {1} could be.\n{2}"},
            {"q.setup.refused", "To set this scenario up, its pieces are chosen and placed one by"
                        + " one, but {0} on {1} was refused: {2}\n{3}"},
            {"q.null", "Game.start returned null; it must return a new game."},
            {"q.ui.again", "After \"{0}\" the same player should be asked the same question again"
                        + " (\"{1}\"), but the text UI went on with:\n{2}"},
            {"q.ui.again.plain", "After \"{0}\" the same player should be asked the same question"
                        + " again, but the text UI went on with:\n{1}"},
            {"q.ui.list", "The text UI should list:\n{0}\nbut it did not. The last thing it wrote"
                        + " was:\n{1}"},
            {"q.ui.menu", "The text UI should show the menu {0} times, but it showed it {1}"
                        + " times. It wrote:\n{2}"},
            // The reasons a step gives for a refusal it expects, said inside the
            // messages above.
            {"q.reason.not.chosen", "no piece has been chosen"},
            {"q.reason.chosen", "a piece has been chosen already"},
            {"q.reason.occupied", "{0} holds a piece already"},
            {"q.reason.on.board", "{0} is on the board already"},
            // A failure that says which rule its example waits on, when the board shows it.
            {"q.waits.empty", "{0} has an empty square, {1}, but sharedTraits({2}) is {3}: this"
                        + " example waits on rule QUARTO-09 (a group with an empty square never"
                        + " wins).\n{4}"},
            {"q.waits.groups.lines", "{0}\nThe engine''s Group.lines() breaks its own contract:"
                        + " this example waits on rule QUARTO-07 (a full line sharing a trait"
                        + " wins).\n{1}"},
            {"q.waits.groups.squares", "{0}\nThe engine''s Group.twoByTwo() breaks its own"
                        + " contract: this example waits on rule QUARTO-08 (a full 2x2 square"
                        + " sharing a trait wins).\n{1}"},
            {"q.waits.winner", "{0}\nThe engine gives the win to player {1}, though player {2}"
                        + " placed the piece that ended the game: this example waits on rule"
                        + " QUARTO-19 (the player who completes a winning group wins).\n{3}"},
            {"q.waits.empty.after", "{0}\nAfter the placement, {1} has an empty square, {2}, but"
                        + " sharedTraits({3}) is {4}: this example waits on rule QUARTO-09 (a group"
                        + " with an empty square never wins).\n{5}"},
            {"q.ui.say.groups.lines", "The text UI should say \"{0}\", but it did not. The last"
                        + " thing it wrote was:\n{1}\nThe engine''s Group.lines() breaks its own"
                        + " contract: this example waits on rule QUARTO-07 (a full line sharing a"
                        + " trait wins)."},
            {"q.ui.say.groups.squares", "The text UI should say \"{0}\", but it did not. The last"
                        + " thing it wrote was:\n{1}\nThe engine''s Group.twoByTwo() breaks its own"
                        + " contract: this example waits on rule QUARTO-08 (a full 2x2 square"
                        + " sharing a trait wins)."},
            {"q.ui.list.groups.lines", "The text UI should list:\n{0}\nbut it did not. The last"
                        + " thing it wrote was:\n{1}\nThe engine''s Group.lines() breaks its own"
                        + " contract: this example waits on rule QUARTO-07 (a full line sharing a"
                        + " trait wins)."},
            {"q.ui.list.groups.squares", "The text UI should list:\n{0}\nbut it did not. The last"
                        + " thing it wrote was:\n{1}\nThe engine''s Group.twoByTwo() breaks its own"
                        + " contract: this example waits on rule QUARTO-08 (a full 2x2 square"
                        + " sharing a trait wins)."},
            {"q.ui.menu.groups.lines", "The text UI should show the menu {0} times, but it showed"
                        + " it {1} times. It wrote:\n{2}\nThe engine''s Group.lines() breaks its"
                        + " own contract: this example waits on rule QUARTO-07 (a full line sharing"
                        + " a trait wins)."},
            {"q.ui.menu.groups.squares", "The text UI should show the menu {0} times, but it"
                        + " showed it {1} times. It wrote:\n{2}\nThe engine''s Group.twoByTwo()"
                        + " breaks its own contract: this example waits on rule QUARTO-08 (a full"
                        + " 2x2 square sharing a trait wins)."},
            {"q.ui.say.waits", "The text UI should say \"{0}\", but it did not. The last thing it"
                        + " wrote was:\n{1}\n{2} has an empty square, {3}, but sharedTraits({4}) is"
                        + " {5}: this example waits on rule QUARTO-09 (a group with an empty square"
                        + " never wins)."},
            {"q.ui.list.waits", "The text UI should list:\n{0}\nbut it did not. The last thing it"
                        + " wrote was:\n{1}\n{2} has an empty square, {3}, but sharedTraits({4}) is"
                        + " {5}: this example waits on rule QUARTO-09 (a group with an empty square"
                        + " never wins)."},
            {"q.waits.missed.line", "{0} is full and all {1}, but the engine says the game goes on:"
                        + " this example waits on rule QUARTO-07 (a full line sharing a trait"
                        + " wins).\n{2}"},
            {"q.waits.missed.square", "{0} is full and all {1}, but the engine says the game goes"
                        + " on: this example waits on rule QUARTO-08 (a full 2x2 square sharing a"
                        + " trait wins).\n{2}"},
            {"q.waits.false.line", "sharedTraits({0}) is {1}, but the piece on {2} is not {3}: this"
                        + " example waits on rule QUARTO-07 (a full line sharing a trait"
                        + " wins).\n{4}"},
            {"q.waits.false.square", "sharedTraits({0}) is {1}, but the piece on {2} is not {3}:"
                        + " this example waits on rule QUARTO-08 (a full 2x2 square sharing a trait"
                        + " wins).\n{4}"},
        };
    }
}
