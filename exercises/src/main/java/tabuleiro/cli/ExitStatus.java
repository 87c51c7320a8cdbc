package tabuleiro.cli;

/**
 * How a command of the launcher ends, the same in every game, so that a script (or a grader)
 * can tell a game that ended from one that failed without reading the text. What each means, as
 * every {@code --help} lists it, is in {@link LauncherTexts} under {@code exit.NAME}.
 */
public enum ExitStatus {

    /** The command did its work: a game ended by the rules, or the player quit or paused it. */
    DONE(0),

    /** The engine, an agent, a file or the connection failed; the reason has been shown. */
    FAILURE(1),

    /** The command line could not be understood; what was expected has been shown. */
    USAGE(2);

    private final int code;

    ExitStatus(int code) {
        this.code = code;
    }

    /**
     * Gives the number the process exits with.
     *
     * @return 0, 1 or 2
     */
    public int code() {
        return code;
    }
}
