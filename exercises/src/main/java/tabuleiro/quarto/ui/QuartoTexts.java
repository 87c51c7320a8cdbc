package tabuleiro.quarto.ui;

import java.util.ListResourceBundle;

/**
 * The Quarto text UI's words in English ({@link QuartoTexts_pt} in Portuguese): the menu, the
 * rules, the prompts and their help, the answers to what is typed wrong, the game's news, and
 * the names of the players' pieces, traits, groups and seats. Each text is a
 * {@code MessageFormat} pattern.
 */
public class QuartoTexts extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and {@code MessageFormat} pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"rules", "Quarto is played by two players on a 4x4 board with 16 pieces. Each piece"
                        + " is tall or\nshort, light or dark, round or square, solid or hollow,"
                        + " and no two are alike. The\npieces belong to neither player.\n\n"
                        + "A die decides who places first. On each turn, one player chooses a"
                        + " piece not yet\nplayed, and the other places it on an empty square."
                        + " Then the roles swap.\n\n"
                        + "A player who places a piece that completes a row, a column, a diagonal"
                        + " or (in the\ndefault game) a 2x2 square of four pieces sharing a"
                        + " trait (all tall, all dark, ...)\nwins. When the board is full and"
                        + " nobody has won, the game is a draw.\n\n"
                        + "Pieces are written in three characters: ( round or [ square; B tall"
                        + " light, b short\nlight, P tall dark, p short dark; ! solid or ;"
                        + " hollow. Each piece keeps its letter,\na to p, for the whole game."
                        + " Squares are named by column letter and row digit, in\neither order:"
                        + " A1 or 1a.\n\n"
                        + "At any prompt, help (or ajuda, ?) says what is expected, z goes back"
                        + " to the menu, and\nquit (or sair) leaves the program."},
            {"menu.title", "Quarto!"},
            {"menu.rules", "a: Rules"},
            {"menu.play", "b: Play"},
            {"menu.exit", "z: Exit"},
            {"menu.question", "Option? "},
            {"menu.help", "Type a to read the rules, b to play a game, z to exit."},
            {"menu.again", "Try again: type only a, b or z."},
            {"goodbye", "Goodbye!"},
            {"input.ended", "The input ended. Goodbye!"},
            {"game.new", "New game. Player 1: {0}. Player 2: {1}. Player {2} places first."},
            {"seat.human", "human"},
            {"seat.random", "random agent"},
            {"seat.strong", "strong agent"},
            {"seat.other", "agent"},
            {"pieces.heading", "Pieces not yet played:"},
            {"chooses", "Player {0} chooses {1} for player {2}."},
            {"places", "Player {0} places {1} on {2}."},
            {"wins", "Player {0} wins with {1}."},
            {"draw", "Draw: the board is full."},
            {"win", "{0}, all {1}"},
            {"group.row", "row {0}"},
            {"group.column", "column {0}"},
            {"group.diagonal", "diagonal {0}"},
            {"group.square", "square {0}"},
            {"and", "and"},
            {"piece", "{0} {1} {2} {3}"},
            {"trait.TALL", "tall"},
            {"trait.SHORT", "short"},
            {"trait.LIGHT", "light"},
            {"trait.DARK", "dark"},
            {"trait.ROUND", "round"},
            {"trait.SQUARE", "square"},
            {"trait.SOLID", "solid"},
            {"trait.HOLLOW", "hollow"},
            {"all.TALL", "tall"},
            {"all.SHORT", "short"},
            {"all.LIGHT", "light"},
            {"all.DARK", "dark"},
            {"all.ROUND", "round"},
            {"all.SQUARE", "square"},
            {"all.SOLID", "solid"},
            {"all.HOLLOW", "hollow"},
            {"piece.question", "Player {0}, which piece for player {1}? (letter; z: menu; help) "},
            {"piece.help", "Choose the piece that player {0} places next: type its letter, in"
                        + " either case; {1}."},
            {"piece.one.letter", "Try again: type exactly one letter; {0}."},
            {"piece.unknown", "Try again: {0}, but {1} was given."},
            {"piece.played", "Try again: {0} names the {1} piece, which is already on the board;"
                        + " {2}."},
            {"letters.range", "a piece is named by a letter from {0}"},
            {"letters.list", "a piece is named by one of the letters {0}"},
            {"letters.only", "the only piece left is {0}"},
            {"letters.run", "{0} to {1}"},
            {"square.question", "Player {0}, where does {1} go? (such as A1 or 1a; z: menu;"
                        + " help) "},
            {"square.help", "Name an empty square for the {0} piece: a column letter A to D and a"
                        + " row digit 1 to 4, in either order and either case, such as A1 or 1a."
                        + " Empty now: {1}."},
            {"square.column", "Try again: the column is a letter from A to D, but {0} was given."},
            {"square.row", "Try again: the row is a digit from 1 to 4, but {0} was given."},
            {"square.other", "Try again: a square is a column letter A to D and a row digit 1 to"
                        + " 4, in either order, such as A1 or 1a, but \"{0}\" was given."},
            {"square.taken", "Try again: square {0} is taken by the {1} piece; choose an empty"
                        + " square."},
            {"back.help", "Type z to go back to the menu."},
            {"quit", "Player {0} quit."},
            {"quit.to.menu", "Player {0} quit. Back to the menu."},
            {"input.ended.in.game", "The input ended before the game did."},
            {"broken.endless", "The engine has had 16 pieces placed and still says the game is"
                        + " not over: the engine is broken."},
            {"broken.piece", "Player {0} ({1}) chose the {2} piece, which is not in the pool: the"
                        + " agent is broken."},
            {"broken.no.piece", "Player {0} ({1}) chose no piece, which is not in the pool: the"
                        + " agent is broken."},
            {"broken.square", "Player {0} ({1}) chose square {2}, which is not an empty square:"
                        + " the agent is broken."},
            {"broken.no.square", "Player {0} ({1}) chose no square, which is not an empty square:"
                        + " the agent is broken."},
            {"broken.agent", "Player {0} ({1}) broke: {2}"},
            {"engine.broke", "The engine broke: {0}"},
            {"game.stops", "The game stops here."},
            // The text equivalent of SvgQuartoBoard's picture of a board.
            {"picture.title", "Quarto board: {0,choice,0#no piece|1#1 piece, {1}|1<{0} pieces,"
                        + " {1}}"},
            {"picture.on", "{0} on {1}"},
        };
    }
}
