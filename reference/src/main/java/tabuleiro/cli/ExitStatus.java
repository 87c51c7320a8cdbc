package tabuleiro.cli;

/**
 * How a command of the launcher ends, the same in every game, so that a script (or a grader)
 * can tell a game that ended from one that failed without reading the text.
 */
public enum ExitStatus {

    /** The command did its work: a game ended by the rules, or the player quit or paused it. */
    DONE(0, "Done: the command finished, or the game ended, or the player quit or paused it."),

    /** The engine, an agent, a file or the connection failed; the reason has been shown. */
    FAILURE(1, "Failure: the engine, an agent, a file or the connection failed (the reason is"
            + " shown)."),

    /** The command line could not be understood; what was expected has been shown. */
    USAGE(2, "The command line could not be understood: an unknown option, a missing or bad"
            + " value, a file that cannot be read (what is expected is shown).");

    private final int code;
    private final String meaning;

    ExitStatus(int code, String meaning) {
        this.code = code;
        this.meaning = meaning;
    }

    /**
     * Gives the number the process exits with.
     *
     * @return 0, 1 or 2
     */
    public int code() {
        return code;
    }

    /**
     * Says in one sentence when a command ends this way, as its {@code --help} lists it.
     *
     * @return the sentence
     */
    public String meaning() {
        return meaning;
    }
}
