package tabuleiro.grading.tournament;

/** A move the referee refuses: not of the game's notation, or not allowed by its rules. */
final class IllegalMoveException extends Exception {

    private static final long serialVersionUID = 1L;

    /**
     * Makes the exception.
     *
     * @param why what is wrong with the move, for the game's record
     */
    IllegalMoveException(String why) {
        super(why);
    }
}
