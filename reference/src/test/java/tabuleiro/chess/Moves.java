package tabuleiro.chess;

/** Plays moves written in SAN or coordinates, for short tests. */
final class Moves {

    private Moves() {
    }

    /** Plays each move, in SAN or coordinates, and returns the game. */
    static Game play(Game game, String moves) {
        for (String move : moves.trim().split("\\s+")) {
            if (!move.isEmpty()) {
                game.play(San.parse(game.position(), move));
            }
        }
        return game;
    }

    /** The legal move a text names in a position. */
    static Move move(Position position, String text) {
        return San.parse(position, text);
    }
}
