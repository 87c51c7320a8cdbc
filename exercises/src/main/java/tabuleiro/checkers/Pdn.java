package tabuleiro.checkers;

import java.util.List;
import java.util.Locale;

/**
 * Games exported in PDN, the draughts community's portable game notation: tag pairs, then the
 * moves numbered by pairs, then the result.
 */
public final class Pdn {

    private Pdn() {
    }

    /**
     * Writes a game in PDN: the {@code Event}, {@code White}, {@code Black}, {@code Result}
     * tags, a {@code Variant} tag naming the rule set, a {@code FEN} tag when the game did not
     * start from the initial position, the moves ({@code 1. 22-18 10-14 2. ...}) and the result
     * ({@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or {@code *} while unfinished).
     *
     * @param game the game
     * @param event the name of the event, or {@code "?"}
     * @return the PDN text, ending with a line break
     */
    public static String export(Game game, String event) {
        StringBuilder text = new StringBuilder();
        final String result = result(game);
        tag(text, "Event", event == null ? "?" : event);
        tag(text, "White", "?");
        tag(text, "Black", "?");
        tag(text, "Result", result);
        tag(text, "Variant", game.variant().name().toLowerCase(Locale.ROOT));
        boolean standardStart = game.startingBoard().equals(Board.initial())
                && game.firstToMove() == Colour.WHITE;
        if (!standardStart) {
            tag(text, "FEN", Fen.write(game.startingBoard(), game.firstToMove()));
        }
        text.append('\n');
        List<Move> moves = game.history();
        int number = 1;
        int index = 0;
        if (game.firstToMove() == Colour.BLACK && !moves.isEmpty()) {
            text.append("1... ").append(moves.get(0)).append(' ');
            number = 2;
            index = 1;
        }
        for (; index < moves.size(); index++) {
            boolean whiteMove = (index % 2 == 0) == (game.firstToMove() == Colour.WHITE);
            if (whiteMove) {
                text.append(number).append(". ");
                number++;
            }
            text.append(moves.get(index)).append(' ');
        }
        return text.append(result).append('\n').toString();
    }

    private static String result(Game game) {
        if (game.isDrawn()) {
            return "1/2-1/2";
        }
        return game.winner().map(colour -> colour == Colour.WHITE ? "1-0" : "0-1").orElse("*");
    }

    private static void tag(StringBuilder text, String name, String value) {
        text.append('[').append(name).append(" \"").append(value.replace("\"", "'"))
                .append("\"]\n");
    }
}
