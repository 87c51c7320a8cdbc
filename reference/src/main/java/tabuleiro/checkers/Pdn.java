package tabuleiro.checkers;

import java.util.List;

/**
 * Games exported in PDN, the draughts community's portable game notation: tag pairs, then the
 * moves numbered by pairs, then the result.
 *
 * <p>Only standard tags are written: the seven of the roster (unknown values as the standard
 * writes them, {@code ?} and {@code ????.??.??}), then {@code GameType}, and {@code SetUp} with
 * {@code FEN} for a game that did not start from the initial position. The game type is
 * {@value #GAME_TYPE}: type 28, Portuguese draughts, whose rules the brief's classic rules are
 * (flying kings, men capturing forwards only, capture compulsory, the most pieces and then the
 * most kings), with the attributes of this board, which are not those of the Portuguese
 * federation: White moves first ({@code W}), 8 by 8, squares numbered from the top left as
 * seen by White, Black on 1 to 12 ({@code N2}, the English PDN numbering this program uses), and a
 * playing square at White's lower left ({@code 0}), where the federation's board has a light
 * one. PDN has no type for the brief's simplified rules: a game played under them says so in a
 * comment before its first move rather than in a tag of its own making.
 */
public final class Pdn {

    /** The {@code GameType} tag's value; see the class comment. */
    public static final String GAME_TYPE = "28,W,8,8,N2,0";

    private static final String SIMPLIFIED_COMMENT = "{Simplified rules of the brief, not"
            + " Portuguese draughts: capturing is optional, kings move and jump one square both"
            + " ways, a man crowned in a capture goes on as a king, and there are no draws.}";

    private Pdn() {
    }

    /**
     * Writes a game in PDN: the tags {@code Event}, {@code Site}, {@code Date}, {@code Round},
     * {@code White}, {@code Black}, {@code Result} and {@code GameType}, then {@code SetUp} and
     * {@code FEN} when the game did not start from the initial position, a comment naming the
     * simplified rules when they were played, the moves ({@code 1. 22-18 10-14 2. ...}) and the
     * result ({@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or {@code *} while unfinished).
     *
     * @param game the game
     * @param event the name of the event, or {@code "?"}
     * @return the PDN text, ending with a line break
     */
    public static String export(Game game, String event) {
        StringBuilder text = new StringBuilder();
        final String result = result(game);
        tag(text, "Event", event == null ? "?" : event);
        tag(text, "Site", "?");
        tag(text, "Date", "????.??.??");
        tag(text, "Round", "?");
        tag(text, "White", "?");
        tag(text, "Black", "?");
        tag(text, "Result", result);
        tag(text, "GameType", GAME_TYPE);
        boolean standardStart = game.startingBoard().equals(Board.initial())
                && game.firstToMove() == Colour.WHITE;
        if (!standardStart) {
            tag(text, "SetUp", "1");
            tag(text, "FEN", Fen.write(game.startingBoard(), game.firstToMove()));
        }
        text.append('\n');
        if (game.variant() == Variant.SIMPLIFIED) {
            text.append(SIMPLIFIED_COMMENT).append('\n');
        }
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
