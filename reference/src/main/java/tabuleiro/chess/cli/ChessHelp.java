package tabuleiro.chess.cli;

import java.util.ListResourceBundle;

/**
 * The help of the chess commands in English ({@link ChessHelp_pt} in Portuguese), in picocli's
 * keys, each prefixed with its command's qualified name since the three commands share the
 * bundle; what every command has (headings, {@code -h}, {@code -V}, {@code --lang}) is the
 * launcher's ({@link tabuleiro.cli.LauncherHelp}). Its texts are picocli's, so an apostrophe is
 * written once and {@code %n} ends a line.
 */
public class ChessHelp extends ListResourceBundle {

    /**
     * The help texts by picocli's keys.
     *
     * @return pairs of key and text
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"tabuleiro.chess.usage.description", "Chess: play it, or count the move tree of a"
                        + " position (perft)."},
            {"tabuleiro.chess.play.usage.description", "Play chess in the terminal, a person or"
                        + " the computer in each seat.%nType moves as e2>>e4, e2e4 or in SAN"
                        + " (Nf3). Commands, in English or Portuguese, in any case: resign"
                        + " (RENDER); draw (EMPATE) claims or offers a draw;"
                        + " pause (PAUSAR) saves the game and stops; quit (sair) saves and stops"
                        + " too, as does the end of the input; help (ajuda, ?) at any prompt."},
            {"tabuleiro.chess.play.white", "Who plays White: ${COMPLETION-CANDIDATES}. Default:"
                        + " ${DEFAULT-VALUE}."},
            {"tabuleiro.chess.play.black", "Who plays Black: ${COMPLETION-CANDIDATES}. Default:"
                        + " ${DEFAULT-VALUE}."},
            {"tabuleiro.chess.play.depth", "How many moves ahead the computer looks. Default:"
                        + " ${DEFAULT-VALUE}."},
            {"tabuleiro.chess.play.save", "Where a pause or a quit saves the game. Default: the"
                        + " --load file, else a new file in ~/.tabuleiro/chess/ named after the"
                        + " time."},
            {"tabuleiro.chess.play.load", "Continue the game saved in FILE (and save it there"
                        + " again)."},
            {"tabuleiro.chess.play.fen", "Start from this position."},
            {"tabuleiro.chess.perft.usage.description", "Count the move sequences of a given"
                        + " length from a position (perft).%nThe total is on the last line;"
                        + " --divide first lists each move's count."},
            {"tabuleiro.chess.perft.depth", "How many moves (plies) to look ahead, 1 or more."},
            {"tabuleiro.chess.perft.fen", "The position. Default: the starting position."},
            {"tabuleiro.chess.perft.divide", "Also print each legal move (UCI) with the count below"
                        + " it."},
        };
    }
}
