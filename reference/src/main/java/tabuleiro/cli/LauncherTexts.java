package tabuleiro.cli;

import java.util.ListResourceBundle;

/**
 * The launcher's messages in English ({@link LauncherTexts_pt} in Portuguese): the exit
 * statuses every {@code --help} lists, and the refusals and failures it reports. Each text is a
 * {@code MessageFormat} pattern.
 */
public class LauncherTexts extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and text
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"exit.heading", "%nExit status:%n"},
            {"exit.DONE", "Done: the command finished, or the game ended, or the player quit or"
                        + " paused it."},
            {"exit.FAILURE", "Failure: the engine, an agent, a file or the connection failed (the"
                        + " reason is shown)."},
            {"exit.USAGE", "The command line could not be understood: an unknown option, a"
                        + " missing or bad value, a file that cannot be read (what is expected is"
                        + " shown)."},
            {"failed.other", "{0} failed: {1}"},
            {"refused.unknown.one", "Unknown option: ''{0}'' (and {1})"},
            {"refused.unknown.many", "Unknown options: ''{0}'' (and {1})"},
            {"refused.enum", "Invalid value for option ''{0}'': expected one of {1} but was"
                        + " ''{2}''"},
        };
    }
}
