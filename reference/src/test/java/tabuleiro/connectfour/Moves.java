package tabuleiro.connectfour;

/**
 * Plays a game from a string of columns, the notation the tests share with the solver.
 */
final class Moves {

    /** Forty-two moves that fill the grid without four in a row anywhere: a draw. */
    static final String DRAW = "111222333555444666777111222333555444666777";

    private Moves() {
    }

    /** Plays each column of {@code columns} (digits 1 to 7) in turn on a new game. */
    static Game play(String columns) {
        Game game = Game.newGame();
        for (char column : columns.toCharArray()) {
            game.play(column - '0');
        }
        return game;
    }
}
