package tabuleiro.galo.cli;

import java.util.ListResourceBundle;

/**
 * The help of the Jogo do Galo commands in English ({@link GaloHelp_pt} in Portuguese), in
 * picocli's keys: {@link GaloCommand} names this bundle and its subcommand shares it, so each
 * key is prefixed with the command's qualified name, as picocli looks it up. The keys every
 * command shares (the headings, {@code --help}, {@code --lang}) are the launcher's. Its texts
 * are picocli's, so an apostrophe is written once and {@code %n} ends a line.
 */
public class GaloHelp extends ListResourceBundle {

    /**
     * The help texts by picocli's keys.
     *
     * @return pairs of key and text
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"tabuleiro.galo.usage.description", "Jogo do Galo (tic-tac-toe): play it in the"
                        + " terminal."},
            {"tabuleiro.galo.play.usage.description", "Play Jogo do Galo in the terminal: type a"
                        + " square's name, such as b2, to put your mark on it.%n"
                        + "X moves first; three in a row, a column or a diagonal win."},
            {"tabuleiro.galo.play.first", "Who plays first (X): ${COMPLETION-CANDIDATES}."
                        + " Default: ${DEFAULT-VALUE}."},
            {"tabuleiro.galo.play.second", "Who plays second (O): ${COMPLETION-CANDIDATES}."
                        + " Default: ${DEFAULT-VALUE}."},
            {"tabuleiro.galo.play.seed", "Seed of the random agent, to replay its moves."
                        + " Default: a new one, which is shown."},
        };
    }
}
