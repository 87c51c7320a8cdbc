package tabuleiro.galo;

/** Games set up by the squares played from a new game, as the tests write them. */
final class Moves {

    private Moves() {
    }

    /**
     * Plays squares in order from a new game.
     *
     * @param squares the squares' names separated by spaces, such as {@code "b2 a1 c3"}
     * @return the game after those moves
     */
    static Game play(String squares) {
        Game game = Game.newGame();
        for (String name : squares.split(" ")) {
            if (!name.isEmpty()) {
                game.play(Square.parse(name));
            }
        }
        return game;
    }
}
