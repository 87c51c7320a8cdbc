package tabuleiro.qwirkle.cli;

import java.util.ListResourceBundle;

/**
 * The help of the Qwirkle commands in English ({@link QwirkleHelp_pt} in Portuguese), in
 * picocli's keys, each prefixed with its command's qualified name since {@code qwirkle} and
 * {@code qwirkle play} share the bundle. Its texts are picocli's, so an apostrophe is written
 * once and {@code %n} ends a line.
 */
public class QwirkleHelp extends ListResourceBundle {

    /**
     * The help texts by picocli's keys.
     *
     * @return pairs of key and text
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"tabuleiro.qwirkle.usage.description", "Qwirkle: play it with two to four players,"
                        + " people or agents."},
            {"tabuleiro.qwirkle.play.usage.description.0", "Plays Qwirkle in the terminal. Type"
                        + " play A1 0,0 B1 0,1 to put tiles on squares (row,column), trade A1 B2 to"
                        + " trade tiles, pass to pass, hand to see your hand, help for help, quit"
                        + " (or sair) to stop."},
            {"tabuleiro.qwirkle.play.usage.description.1", "A tile is a shape letter A-F then a"
                        + " colour digit 1-6; case does not matter."},
            {"tabuleiro.qwirkle.play.usage.description.2", "Hands are hidden: only a person's own"
                        + " hand is shown. When several people share the keyboard, each is asked"
                        + " to take it before their hand is shown."},
            {"tabuleiro.qwirkle.play.variant", "official (the rulebook) or brief (the brief's"
                        + " program: the game ends when the bag is empty, passing is always"
                        + " allowed). Default: ${DEFAULT-VALUE}."},
            {"tabuleiro.qwirkle.play.cheat", "The brief's cheat mode: a player may place a tile"
                        + " still in the bag. Only with --variant brief."},
            {"tabuleiro.qwirkle.play.players", "The seats in order, 2 to 4, each one of"
                        + " ${COMPLETION-CANDIDATES}, separated by commas. Default:"
                        + " ${DEFAULT-VALUE}."},
            {"tabuleiro.qwirkle.play.seed", "Seed of the bag and the random agents, to replay a"
                        + " game. Default: a new one, which is shown."},
        };
    }
}
