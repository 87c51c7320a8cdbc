package tabuleiro.cli;

import java.util.ListResourceBundle;

/**
 * The launcher's help in English ({@link LauncherHelp_pt} in Portuguese), in picocli's keys: the
 * root command's description, the options every command has and the headings. A game's help
 * bundle holds only its own commands' keys; {@link CommandLines} reads the rest here. Its texts
 * are picocli's, so an apostrophe is written once and {@code %n} ends a line.
 */
public class LauncherHelp extends ListResourceBundle {

    /**
     * The help texts by picocli's keys.
     *
     * @return pairs of key and text
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"usage.synopsisHeading", "Usage: "},
            {"usage.commandListHeading", "Commands:%n"},
            // Prefixed with the root's name, or every command without a description of its own
            // would show the root's.
            {"tabuleiro.usage.description", "Board games for teaching: play them, and ask the"
                        + " reference about them."},
            {"mixinStandardHelpOptions.help", "Show this help message and exit."},
            {"mixinStandardHelpOptions.version", "Print version information and exit."},
            {"lang", "The language of the screens and the help: en or pt (default: the"
                        + " system's language, ${sys:user.language})."},
        };
    }
}
