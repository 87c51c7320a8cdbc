package tabuleiro.quarto.cli;

import java.util.ListResourceBundle;

/**
 * The help of the {@code quarto} commands in English ({@link QuartoHelp_pt} in Portuguese), in
 * picocli's keys, each prefixed with the command's qualified name since {@code play} and
 * {@code match} share the bundle and options' names. Its texts are picocli's, so an apostrophe
 * is written once and {@code %n} ends a line; the shared keys are the launcher's.
 */
public class QuartoHelp extends ListResourceBundle {

    /**
     * The help texts by picocli's keys.
     *
     * @return pairs of key and text
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"tabuleiro.quarto.usage.description", "Quarto: play it, or match two agents over"
                        + " many games."},
            // One string, so that picocli wraps it to the help's width rather than at fixed
            // places.
            {"tabuleiro.quarto.play.usage.description", "Play Quarto in the terminal: choose a"
                        + " piece for your opponent by its letter, place the piece you are given"
                        + " by naming a square (A1 or 1a). A row, column, diagonal or (by"
                        + " default) 2x2 square of four pieces sharing a trait wins. At any"
                        + " prompt, help says what is expected, z goes back to the menu and quit"
                        + " (or sair) leaves."},
            {"tabuleiro.quarto.play.variant", "Which groups win: ${COMPLETION-CANDIDATES}"
                        + " (classic: no 2x2 squares). Default: ${DEFAULT-VALUE}."},
            {"tabuleiro.quarto.play.first", "Who is player 1: ${COMPLETION-CANDIDATES}. Default:"
                        + " ${DEFAULT-VALUE}."},
            {"tabuleiro.quarto.play.second", "Who is player 2: ${COMPLETION-CANDIDATES}. Default:"
                        + " ${DEFAULT-VALUE}."},
            {"tabuleiro.quarto.play.seed", "Seed of the die and of the random agent, to replay a"
                        + " session. Default: a new one, which is shown."},
            {"tabuleiro.quarto.play.budget", "The strong agent's time per decision. Default:"
                        + " ${DEFAULT-VALUE}."},
            {"tabuleiro.quarto.match.usage.description", "Plays games between two agents and"
                        + " reports the results and the mean time per decision."},
            {"tabuleiro.quarto.match.games", "How many games. Default: ${DEFAULT-VALUE}."},
            {"tabuleiro.quarto.match.seed", "Seed of the dice and of the random agents. Default:"
                        + " ${DEFAULT-VALUE}."},
            {"tabuleiro.quarto.match.variant", "Which groups win: squares or classic. Default:"
                        + " squares."},
            {"tabuleiro.quarto.match.first", "Player 1: random or strong. Default:"
                        + " ${DEFAULT-VALUE}."},
            {"tabuleiro.quarto.match.second", "Player 2: random or strong. Default:"
                        + " ${DEFAULT-VALUE}."},
            {"tabuleiro.quarto.match.budget", "The strong agent's time per decision. Default:"
                        + " ${DEFAULT-VALUE}."},
            {"tabuleiro.quarto.match.depth", "Search a fixed number of placements ahead instead"
                        + " of for a time, so that the strong agent's decisions do not depend on"
                        + " the machine."},
        };
    }
}
