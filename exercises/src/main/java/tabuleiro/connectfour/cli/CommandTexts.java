package tabuleiro.connectfour.cli;

import java.util.ListResourceBundle;

/**
 * What the Connect Four commands print themselves, besides the text UI's screens, in English;
 * {@link CommandTexts_pt} in Portuguese. Every text is a {@code MessageFormat} pattern, so an
 * apostrophe is written twice.
 */
public class CommandTexts extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and {@code MessageFormat} pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"play.seed", "Random agent seed: {0} (play the same moves again with --seed {0})"},
            // {0}, the book's own reason in English, is left out: the sentence says it whole.
            {"play.no.book", "The perfect agent has no opening book (opening-book.bin.gz is"
                        + " missing from the class path or damaged), so it searches every move"
                        + " and takes minutes in the opening: put the file back in"
                        + " src/main/resources/tabuleiro/connectfour/solver/, or make one with"
                        + " connect-four book."},
            {"book.known", "{0}: {1,number,integer} positions already solved"},
            {"book.saved", "depth {0}: {1,number,integer} positions after {2} min {3} s on"
                        + " {4,choice,1#1 thread|1<{4} threads}; {5}: {6,number,integer} bytes"},
            {"solve.position", "position: {0}, {1,choice,0#first|1#second} player to move"},
            {"solve.empty.board", "the empty board"},
            {"solve.searched", "positions searched: {0}"},
            {"solve.time", "time: {0} ms"},
        };
    }
}
