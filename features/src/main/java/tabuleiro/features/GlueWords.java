package tabuleiro.features;

import java.util.ListResourceBundle;

/**
 * The step definitions' failure messages as they word them, in English, each with {@code {0}},
 * {@code {1}}... where the step puts a value (a board, an engine's answer). Their Portuguese
 * twins are in {@link GlueWords_pt}: the grader's feedback and the self-check say a failure of
 * a Portuguese scenario in Portuguese through them, by the same twins as the engines' contracts
 * ({@code tabuleiro.ui.ContractTwins}), so the steps themselves keep one wording. A change of
 * wording in a step is a change here too, or the message is shown as written.
 */
public class GlueWords extends ListResourceBundle {

    /**
     * The messages by key.
     *
     * @return pairs of key and message pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"refused.unexpected", "The engine refused the action of this scenario with {0}:"
                        + " {1}\nbut the scenario expected it to be carried out."},
            {"refused.unexpected.picture", "The engine refused the action of this scenario with"
                        + " {0}: {1}\nbut the scenario expected it to be carried out.\n{2}"},
            {"not.refused", "The action should have been refused because {0}, but the engine"
                        + " carried it out."},
            {"not.refused.picture", "The action should have been refused because {0}, but the"
                        + " engine carried it out.\n{1}"},
            {"refused.other", "The action should have been refused with {0} because {1}, but"
                        + " the engine threw {2}: {3}"},
            {"not.refused.any", "The action should have been refused, but the engine carried"
                        + " it out."},
            {"not.refused.any.picture", "The action should have been refused, but the engine"
                        + " carried it out.\n{0}"},
            {"reason", "The action was refused, but the reason given, ''{0}'', does not say"
                        + " ''{1}''."},
            {"reason.waits", "The action was refused, but the reason given, ''{0}'', does not"
                        + " say ''{1}''.\n{2}"},
            {"c4.grid", "The engine''s grid (read with valueAt) is:\n{0}"},
            {"c4.no.game", "(there is no game yet)"},
            {"c4.unreadable", "(the engine''s grid could not be read: valueAt threw {0}: {1})"},
            {"c4.setup", "To set this scenario up, the moves {0} were played from a new game to"
                        + " reach the grid\n{1}\nbut the engine''s grid (read with valueAt)"
                        + " is:\n{2}"},
            {"c4.turn", "In this scenario player {0} moves now, but the engine says it is player"
                        + " {1}''s turn.\n{2}"},
            {"c4.move.refused", "Move {0} of {1} (column {2}) was refused: {3}\n{4}"},
            {"c4.grid.should", "The grid should be:\n{0}\nbut the engine''s grid (read with"
                        + " valueAt) is:\n{1}"},
            {"c4.as.before", "The game should be exactly as it was before, but {0}.\nBefore,"
                        + " the grid was:\n{1}\nNow it is:\n{2}"},
            {"c4.space", "Column {0} should have space, but hasSpace({1}) is false.\n{2}"},
            {"c4.full", "Column {0} is full, so hasSpace({1}) should be false, but it is"
                        + " true.\n{2}"},
            {"c4.returns", "play should return the game it changed, as the brief''s jogar"
                        + " returns the updated game, but it returned {0}"},
            {"c4.value", "valueAt should answer {0}, but it answered {1}.\n{2}"},
            {"c4.has.space", "hasSpace should answer {0}, but it answered {1}.\n{2}"},
            {"c4.all.values", "All {0} answers of valueAt should be {1}, but the answers were"
                        + " {2}.\n{3}"},
            {"c4.counts", "valueAt should answer 0 for {0} positions, 1 for {1} and 2 for {2},"
                        + " and nothing else, but it answered 0 for {3}, 1 for {4}, 2 for {5}"
                        + " and something else for {6}.\n{7}"},
            {"c4.next", "nextPlayer should be player {0}, but it is player {1}.\n{2}"},
            {"c4.goes.on", "The game should go on, but isOver is true (winner: {0}).\n{1}"},
            {"c4.over", "The game should be over, but isOver is false.\n{0}"},
            {"c4.nobody", "Nobody should have won, but winner is {0} and winningLine is {1}.\n{2}"},
            {"c4.line", "The winning line should be {0} (from either end), but winningLine is"
                        + " {1}.\n{2}"},
            {"c4.disagrees.after", "After move {0} (column {1}), what the engine says disagrees"
                        + " with its grid: {2}.\nThe grid (read with valueAt) was:\n{3}"},
            {"c4.disagrees", "What the engine says disagrees with its grid: {0}.\n{1}"},
            {"c4.null", "Game.newGame() returned null; it must return a new game."},
            {"text.ui.stopped", "The moves typed should play the game to its end, but the text"
                        + " UI stopped before. The last thing it wrote was:\n{0}"},
            {"text.ui.say", "The text UI should say \"{0}\", but it did not. The last thing it"
                        + " wrote was:\n{1}"},
            {"c4.setup.columns", "To set this scenario up, the columns {0} are played from a new"
                        + " game, but move {1} (column {2}) was refused: {3}\n{4}"},
            {"c4.setup.elsewhere", "To set this scenario up, the columns {0} are played from a"
                        + " new game, but after move {1} (column {2}) row {3} of the column, the"
                        + " lowest empty one, is still empty (valueAt is {4}): this example waits"
                        + " on rule C4-06 (play drops the disc into the lowest empty"
                        + " position).\n{5}"},
            {"c4.setup.contract", "To set this scenario up, the columns {0} are played from a"
                        + " new game, but move {1} (column {2}) broke a contract of play:"
                        + " {3}\nRow {4} of the column, the lowest empty one, is still empty"
                        + " (valueAt is {5}): this example waits on rule C4-06 (play drops the"
                        + " disc into the lowest empty position).\n{6}"},
            {"c4.waits.setup", "{0}. Column {1} holds {2} discs, so it has space: this example"
                        + " waits on rule C4-05 (hasSpace)"},
            {"c4.waits.refused", "Column {0} holds {1} discs, so it has space: this example waits"
                        + " on rule C4-05 (hasSpace).\n{2}"},
            {"c4.agents.only", "Column {0} is the only one with space, so every agent should"
                        + " choose it, but the agents chose {1}.\n{2}"},
            {"c4.agent.open", "Only the columns {0} have space, but the agent chose {1}.\n{2}"},
            {"c4.agent.random", "A random agent should choose any column that has space, so out"
                        + " of {0} choices each of the columns {1} should be chosen at least {2}"
                        + " times, but the agent chose {3}.\n{4}"},
            {"c4.agent.seventh", "Every column has space, so each should be chosen about one time"
                        + " in seven: out of {0} choices, between {1} and {2} times. But column"
                        + " {3} was chosen {4} times (all choices: {5})."},
            {"c4.solver.counts", "The solver should score this position {0} for player {1}, who"
                        + " is to move, but it scored {2}. The position is the moves"
                        + " \"{3}\".\n{4}"},
            {"c4.perfect", "The perfect agent should choose column {0}, but it chose column"
                        + " {1}.\n{2}"},
            {"c4.won", "player {0} should have won with {1}, but isOver is {2} and winner is"
                        + " {3}.\n{4}"},
            {"c4.another", "another Game object"},
            {"c4.differ", "{0}\nThey differ at {1}."},
            {"c4.changed.position", "the position {0} held {1} and now holds {2}"},
            {"c4.changed.over", "the game was over and now is not over"},
            {"c4.changed.not.over", "the game was not over and now is over"},
            {"c4.changed.winner", "the winner was {0} and now is {1}"},
            {"c4.changed.line", "the winning line was {0} and now is {1}"},
            {"c4.changed.next", "the next player was player {0} and now is player {1}"},
            {"c4.problem.counts", "the grid has {0} discs of player 1 and {1} of player 2, but in"
                        + " a game player 1 has as many as player 2 or one more"},
            {"c4.problem.next", "nextPlayer says player {0}, but the grid has {1} discs of player"
                        + " 1 and {2} of player 2, so player {3} is next"},
            {"c4.problem.floats", "the disc at {0} floats above an empty position"},
            {"c4.problem.no.winner", "winner says nobody has won, but the grid has four in a row"
                        + " at {0}"},
            {"c4.problem.no.line", "nobody has won, but winningLine is {0}"},
            {"c4.problem.line", "winner says player {0}, but winningLine {1} is not four in a row"
                        + " of player {2}''s discs"},
            {"c4.problem.loser", "winner says player {0}, but player {1} has four in a row at {2}"},
            {"c4.problem.over", "isOver says {0}, but someone has four in a row or the grid is"
                        + " full"},
            {"c4.problem.not.over", "isOver says {0}, but nobody has four in a row and the grid"
                        + " has empty positions"},
            {"c4.nobody.value", "nobody"},
            // The reasons a step gives for a refusal it expects, said inside the
            // messages above.
            {"reason.over", "the game is over"},
            {"reason.column.full", "column {0} is full"},
            {"reason.no.column", "there is no column {0}"},
            {"reason.no.row", "there is no row {0}"},
            {"reason.turn", "it is player {0}''s turn"},
            // A failure that says which rule its example waits on, when the grid shows it.
            {"c4.waits.win.after", "{0}\nThe grid has four in a row of player {1} at {2}, but the"
                        + " engine names no winner: this example waits on rule C4-09 (four in a"
                        + " row wins, across, down or on a diagonal) and C4-10 (the win ends the"
                        + " game).\n{3}"},
            {"c4.won.waits", "player {0} should have won with {1}, but isOver is {2} and winner is"
                        + " {3}.\nThe grid has four in a row of player {4} at {5}, but the engine"
                        + " names no winner: this example waits on rule C4-09 (four in a row"
                        + " wins, across, down or on a diagonal) and C4-10 (the win ends the"
                        + " game).\n{6}"},
            {"text.ui.stopped.waits.win", "The moves typed should play the game to its end, but"
                        + " the text UI stopped before. The last thing it wrote was:\n{0}\nThe"
                        + " grid has four in a row of player {1} at {2}, but the engine names no"
                        + " winner: this example waits on rule C4-09 (four in a row wins, across,"
                        + " down or on a diagonal) and C4-10 (the win ends the game)."},
            {"c4.waits.full.after", "{0}\nThe grid is full with no four in a row, but the engine"
                        + " says the game goes on: this example waits on rule C4-11 (a full grid"
                        + " without four in a row is a draw).\n{1}"},
            {"text.ui.stopped.waits.full", "The moves typed should play the game to its end, but"
                        + " the text UI stopped before. The last thing it wrote was:\n{0}\nThe"
                        + " grid is full with no four in a row, but the engine says the game goes"
                        + " on: this example waits on rule C4-11 (a full grid without four in a"
                        + " row is a draw)."},
            {"c4.waits.turn.after", "{0}\nThe grid holds {1} discs of player 1 and {2} of player"
                        + " 2, so player {3} is to move, but nextPlayer is {4}: this example waits"
                        + " on rule C4-12 (nextPlayer follows the turns of C4-04).\n{5}"},
            {"text.ui.stopped.waits.turn", "The moves typed should play the game to its end, but"
                        + " the text UI stopped before. The last thing it wrote was:\n{0}\nThe"
                        + " grid holds {1} discs of player 1 and {2} of player 2, so player {3} is"
                        + " to move, but nextPlayer is {4}: this example waits on rule C4-12"
                        + " (nextPlayer follows the turns of C4-04)."},
            {"text.ui.say.waits.turn", "The text UI should say \"{0}\", but it did not. The last"
                        + " thing it wrote was:\n{1}\nThe grid holds {2} discs of player 1 and {3}"
                        + " of player 2, so player {4} is to move, but nextPlayer is {5}: this"
                        + " example waits on rule C4-12 (nextPlayer follows the turns of C4-04)."},
            {"c4.differ.waits.space", "{0}\nThey differ at {1}.\nColumn {2} holds {3} discs, but"
                        + " hasSpace is false: this example waits on rule C4-05 (hasSpace)."},
            // Jogo do Galo's lines that say which rule an example waits on, read from the board
            // with markAt (GaloWorld.waitsOn): always the last line of a message, after what
            // the engine or the step said and the board.
            {"galo.board", "The board, as markAt answers it:\n{0}"},
            {"galo.board.after", "{0}\nThe board, as markAt answers it:\n{1}"},
            {"galo.state", "{0}\nnextMark() is {1}, result() is {2}"},
            {"galo.waits.row", "{0}\nThe board has {1} on {2}, three in a row, but result() is"
                        + " {3}: this example waits on rule GALO-06 (three marks of one player"
                        + " along a row win)."},
            {"galo.waits.column", "{0}\nThe board has {1} on {2}, three in a column, but result()"
                        + " is {3}: this example waits on rule GALO-07 (three marks of one player"
                        + " along a column win)."},
            {"galo.waits.diagonal", "{0}\nThe board has {1} on {2}, three in a diagonal, but"
                        + " result() is {3}: this example waits on rule GALO-08 (three marks of"
                        + " one player along either diagonal win)."},
            {"galo.waits.row.line", "{0}\nThe board has {1} on {2}, three in a row, and result()"
                        + " is {3}, but winningLine() is {4}: this example waits on rule GALO-06"
                        + " (three marks of one player along a row win)."},
            {"galo.waits.column.line", "{0}\nThe board has {1} on {2}, three in a column, and"
                        + " result() is {3}, but winningLine() is {4}: this example waits on rule"
                        + " GALO-07 (three marks of one player along a column win)."},
            {"galo.waits.diagonal.line", "{0}\nThe board has {1} on {2}, three in a diagonal, and"
                        + " result() is {3}, but winningLine() is {4}: this example waits on rule"
                        + " GALO-08 (three marks of one player along either diagonal win)."},
            {"galo.waits.draw", "{0}\nThe board has an empty square, {1}, and no line of three,"
                        + " but result() is {2}: this example waits on rule GALO-09 (a board with"
                        + " an empty square left is not a draw)."},
            {"galo.waits.full", "{0}\nThe board is full with no line of three, but result() is"
                        + " {1}: this example waits on rule GALO-09 (a full board without three in"
                        + " a row is a draw)."},
            {"galo.waits.first", "{0}\nThe board holds {1} X and {2} O, so {3} is next, but"
                        + " nextMark() is {4}: this example waits on rule GALO-02 (X moves"
                        + " first)."},
            {"galo.waits.name", "{0}\nSquare.parse(\"{1}\") refuses it, but \"{2}\" names the"
                        + " square {3}: this example waits on rule GALO-05 (a square is named by"
                        + " its column''s letter, in either case, and then its row''s number)."},
            {"galo.waits.name.read", "{0}\nSquare.parse(\"{1}\") reads {2}, but \"{3}\" names the"
                        + " square {4}: this example waits on rule GALO-05 (a square is named by"
                        + " its column''s letter, in either case, and then its row''s number)."},
            {"galo.waits.turn", "{0}\nThe board holds {1} X and {2} O, so {3} is next, but"
                        + " nextMark() is {4}: this example waits on rule GALO-03 (the players"
                        + " alternate, X then O)."},
        };
    }
}
