package tabuleiro.connectfour.cli;

import java.util.ListResourceBundle;

/**
 * The help of the Connect Four commands in English ({@link ConnectFourHelp_pt} in Portuguese),
 * in picocli's keys: {@link ConnectFourCommand} names this bundle and its subcommands share it,
 * so each key is prefixed with the command's qualified name, as picocli looks it up. The keys
 * every command shares (the headings, {@code --help}, {@code --lang}) are the launcher's. Its
 * texts are picocli's, so an apostrophe is written once and {@code %n} ends a line.
 */
public class ConnectFourHelp extends ListResourceBundle {

    /**
     * The help texts by picocli's keys.
     *
     * @return pairs of key and text
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"tabuleiro.connect-four.usage.description", "Connect Four: play it, ask the solver for"
                        + " the score of a position, or make the perfect agent's opening book."},
            {"tabuleiro.connect-four.play.usage.description", "Play Connect Four in the terminal:"
                        + " type a column number to drop a disc.%n"
                        + "Player 1 (X) moves first; four in a row, in any direction, wins.%n"
                        + "The perfect agent looks its opening moves up in a book made in advance"
                        + " and%nsearches to the end of the game past it: its first moves past the"
                        + " book can still%ntake minutes; in the middle game it is quick."},
            {"tabuleiro.connect-four.play.first", "Who plays first (X): ${COMPLETION-CANDIDATES}."
                        + " Default: ${DEFAULT-VALUE}."},
            {"tabuleiro.connect-four.play.second", "Who plays second (O):"
                        + " ${COMPLETION-CANDIDATES}. Default: ${DEFAULT-VALUE}."},
            {"tabuleiro.connect-four.play.seed", "Seed of the random agent, to replay its moves."
                        + " Default: a new one, which is shown."},
            {"tabuleiro.connect-four.play.color", "Colour the discs with ANSI codes. Default: only"
                        + " when both input and output are a terminal."},
            {"tabuleiro.connect-four.solve.usage.description", "Prints the exact score of a"
                        + " position for the player to move: positive when they win with perfect"
                        + " play, 0 for a draw, negative when they lose. A win with one's k-th"
                        + " stone scores 22 - k; a loss scores minus the opponent's win.%n"
                        + "The last line of the output is the score alone."},
            {"tabuleiro.connect-four.solve.MOVES[0]", "The columns played so far, one digit from 1"
                        + " to 7 per move, the first player's first, as in 4453. None or \"\" for"
                        + " the empty board."},
            {"tabuleiro.connect-four.solve.analyze", "Also print the score of playing each column"
                        + " (\"full\" for a full column). The opening is slow: the empty board"
                        + " takes about 20 minutes."},
            {"tabuleiro.connect-four.solve.verbose", "Also print the position, the number of"
                        + " positions searched and the time taken."},
            {"tabuleiro.connect-four.book.usage.description", "Makes the perfect agent's opening"
                        + " book: its move in every position it can meet, as first or second"
                        + " player, with fewer stones than the depth. It takes long: the first"
                        + " positions alone take minutes each.%n"
                        + "Prints its progress, the time taken and the size of the file."},
            {"tabuleiro.connect-four.book.depth", "The book holds the positions with fewer than N"
                        + " stones: 0 to 42."},
            {"tabuleiro.connect-four.book.out", "The file to write (gzip data; the program's own"
                        + " is opening-book.bin.gz)."},
            {"tabuleiro.connect-four.book.from", "A book made earlier, whose positions are not"
                        + " solved again: to make a deeper book in several sittings."},
            {"tabuleiro.connect-four.book.threads", "Threads that solve at once, each with its own"
                        + " solver table (80 MiB at the default size). Default: ${DEFAULT-VALUE}."},
            {"tabuleiro.connect-four.book.table-bits", "Each solver's table has about 2^B entries"
                        + " of 5 bytes: 17 to 30. Default: ${DEFAULT-VALUE}."},
            {"tabuleiro.connect-four.book.progress", "The least time between two lines of"
                        + " progress. Default: ${DEFAULT-VALUE}."},
        };
    }
}
