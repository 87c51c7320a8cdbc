package tabuleiro.features.connectfour;

import io.cucumber.java.ParameterType;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import tabuleiro.connectfour.Player;
import tabuleiro.connectfour.Position;

/**
 * The rule book's own words inside steps, turned into values: {@code {player}} ("player 1"),
 * {@code {columns}} ("4 4 5 3", columns played in order), {@code {position}} ("(6,4)"),
 * {@code {positions}} ("(6,1) (6,2) (6,3) (6,4)") and {@code {answer}} ("yes" or "no").
 *
 * <p>The types that read words read those of both rule books, English and Portuguese, since one
 * step method serves both: "o jogador 1" is "player 1", "sim" is "yes".
 */
public final class ParameterTypes {

    /** One position: a digit for the row and one for the column, as the grid has no more. */
    private static final String POSITION_REGEX = "\\((\\d),(\\d)\\)";
    private static final Pattern POSITION = Pattern.compile(POSITION_REGEX);

    /**
     * Reads "player 1" or "player 2", or in Portuguese "o jogador 1" or "jogador 1" (as in "é a
     * vez do jogador 1"), and the same for player 2.
     *
     * @param number the player's number
     * @return the player
     */
    @ParameterType("(?:player|o jogador|jogador) ([12])")
    public Player player(String number) {
        return Player.ofNumber(Integer.parseInt(number));
    }

    /**
     * Reads columns separated by spaces, such as "4 4 5 3".
     *
     * @param columns the columns as written
     * @return the columns in order
     */
    @ParameterType("-?\\d+(?: -?\\d+)*")
    public List<Integer> columns(String columns) {
        return Arrays.stream(columns.split(" ")).map(Integer::valueOf).toList();
    }

    /**
     * Reads a position written "(row,column)".
     *
     * @param row the row
     * @param column the column
     * @return the position
     */
    @ParameterType(POSITION_REGEX)
    public Position position(String row, String column) {
        return new Position(Integer.parseInt(row), Integer.parseInt(column));
    }

    /**
     * Reads positions separated by spaces, such as "(6,1) (6,2) (6,3) (6,4)". Each is written as
     * {@link #position} reads it; the pattern has no groups, or Cucumber would pass each group as
     * an argument.
     *
     * @param positions the positions as written
     * @return the positions in order
     */
    @ParameterType("\\(\\d,\\d\\)(?: \\(\\d,\\d\\))*")
    public List<Position> positions(String positions) {
        Matcher matcher = POSITION.matcher(positions);
        return matcher.results()
                .map(result -> new Position(Integer.parseInt(result.group(1)),
                        Integer.parseInt(result.group(2))))
                .toList();
    }

    /**
     * Reads the answer to a yes-or-no question, in English or in Portuguese.
     *
     * @param answer "yes" or "no", or "sim" or "não"
     * @return {@code true} for "yes" and "sim"
     */
    @ParameterType("yes|no|sim|não")
    public boolean answer(String answer) {
        return answer.equals("yes") || answer.equals("sim");
    }
}
