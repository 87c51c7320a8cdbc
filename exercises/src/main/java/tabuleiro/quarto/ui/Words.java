package tabuleiro.quarto.ui;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import tabuleiro.quarto.Group;
import tabuleiro.quarto.Piece;
import tabuleiro.quarto.Pool;
import tabuleiro.quarto.Trait;
import tabuleiro.quarto.Win;
import tabuleiro.ui.Language;
import tabuleiro.ui.Texts;

/**
 * The text UI's words in one language ({@link QuartoTexts}), and the names it gives the game's
 * values on screen: a piece in words, a winning group and its shared traits, and which letters
 * name a piece of the pool. The engine's own names ({@code Piece.toString()}, {@code Win}) are
 * the rule book's English; the screen says them in the player's language.
 */
final class Words {

    private final Texts texts;

    /**
     * The words of a language.
     *
     * @param language the screen's language
     */
    Words(Language language) {
        this.texts = Texts.of(QuartoTexts.class, language);
    }

    /**
     * One text of the bundle, with its arguments placed.
     *
     * @param key the text's key
     * @param arguments its arguments
     * @return the text
     */
    String text(String key, Object... arguments) {
        return texts.text(key, arguments);
    }

    /**
     * The language of these words.
     *
     * @return the screen's language
     */
    Language language() {
        return texts.language();
    }

    /**
     * A piece in words, which needs no notation to be understood.
     *
     * @param piece a piece
     * @return such as {@code tall light round solid} or {@code grande branca redonda maciça}
     */
    String piece(Piece piece) {
        return text("piece", trait("trait.", piece.size()), trait("trait.", piece.colour()),
                trait("trait.", piece.shape()), trait("trait.", piece.fill()));
    }

    /**
     * A win in words: the group, then the traits its four pieces share.
     *
     * @param win a win
     * @return such as {@code row 3, all tall} or {@code a linha 3, todas grandes}
     */
    String win(Win win) {
        String and = " " + text("and") + " ";
        return text("win", group(win.group()), win.shared().stream()
                .map(trait -> trait("all.", trait)).collect(Collectors.joining(and)));
    }

    /**
     * A group by its kind and place, such as {@code row 3}. A group the engine names otherwise
     * than the rule book does keeps the engine's name.
     */
    private String group(Group group) {
        String[] words = group.name().split(" ", 2);
        return words.length == 2 && List.of("row", "column", "diagonal", "square")
                .contains(words[0]) ? text("group." + words[0], words[1]) : group.name();
    }

    private String trait(String prefix, Trait trait) {
        return text(prefix + ((Enum<?>) trait).name());
    }

    /**
     * Says which letters name a piece of the pool (rule QUARTO-14): a run of letters that follow
     * one another is written as its first and last.
     *
     * @param pool a pool that is not empty
     * @return such as {@code a piece is named by one of the letters b, d to p}
     */
    String letters(Pool pool) {
        List<Piece> pieces = pool.pieces();
        if (pieces.size() == 1) {
            return text("letters.only", pool.letterOf(pieces.get(0)));
        }
        List<String> runs = new ArrayList<>();
        char first = pool.letterOf(pieces.get(0));
        char last = first;
        for (Piece piece : pieces.subList(1, pieces.size())) {
            char next = pool.letterOf(piece);
            if (next != last + 1) {
                runs.add(run(first, last));
                first = next;
            }
            last = next;
        }
        runs.add(run(first, last));
        return runs.size() == 1 ? text("letters.range", runs.get(0))
                : text("letters.list", String.join(", ", runs));
    }

    private String run(char first, char last) {
        return first == last ? String.valueOf(first) : text("letters.run", first, last);
    }

    /**
     * Says why a letter names no piece of the pool: it names none of the set, or a piece already
     * on the board.
     *
     * @param typed the letter as typed, in either case
     * @param pool the pool, which lacks the piece the letter names
     * @return the answer, which starts with "Try again" in the screen's language
     */
    String noSuchPiece(char typed, Pool pool) {
        int index = Character.toLowerCase(typed) - 'a';
        List<Piece> set = Piece.all();
        if (index < 0 || index >= set.size()) {
            return text("piece.unknown", letters(pool), typed);
        }
        return text("piece.played", typed, piece(set.get(index)), letters(pool));
    }

    /**
     * Says what is wrong with a text that names no square: the row or the column when it is
     * otherwise a letter and a digit, or else what a square is.
     *
     * @param typed what was typed
     * @return the answer, which starts with "Try again" in the screen's language
     */
    String noSuchSquare(String typed) {
        if (typed.length() == 2) {
            char first = typed.charAt(0);
            char second = typed.charAt(1);
            char letter = Character.isLetter(first) ? first : second;
            char digit = Character.isDigit(first) ? first : second;
            if (Character.isLetter(letter) && Character.isDigit(digit)) {
                return '1' <= digit && digit <= '4' ? text("square.column", letter)
                        : text("square.row", digit);
            }
        }
        return text("square.other", typed);
    }
}
