package tabuleiro.connectfour.solver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tabuleiro.connectfour.Agent;
import tabuleiro.connectfour.Game;
import tabuleiro.connectfour.Player;
import tabuleiro.connectfour.RandomAgent;

/** Tests of the agent that plays perfectly. */
class PerfectAgentTest {

    private static final Solver SOLVER = new Solver(20);
    private final PerfectAgent agent = new PerfectAgent(SOLVER);

    @Test
    void takesAnImmediateWinRatherThanBlock() {
        // Both players have three in a column; player 1 is to move and wins in column 1.
        Game game = gameAfter("121212");

        assertThat(agent.chooseColumn(game, Player.FIRST)).isEqualTo(1);
    }

    @Test
    void blocksAnImmediateLoss() {
        // Player 2 (o) has three on the diagonal from the bottom of column 1 to the fourth row
        // of column 4, and the cell missing in column 3 is playable: player 1 must block it.
        Game game = gameAfter("4117572516637246436262745727");
        assertThat(game + "\n").isEqualTo(
                """
                  1 2 3 4 5 6 7
                1 . . . . . . 2
                2 . 1 . . . 1 2
                3 . 2 . 2 . 1 1
                4 1 2 . 1 1 2 1
                5 1 2 2 1 2 1 2
                6 2 1 2 1 1 2 2
                """);

        assertThat(agent.chooseColumn(game, Player.FIRST)).isEqualTo(3);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "427566236745127177115664464254", // columns 1, 2, 5 and 7 score 2; 4 and 6 are full
        "52677675164321472411331752454", // columns 2, 3, 4, 6 and 7 draw
        "6561461362133747245312317267", // columns 1, 2 and 4 draw
    })
    void playsTheMostCentralOfTheBestMoves(String moves) {
        OptionalInt[] scores = new Solver(17).analyze(moves);
        int best = max(scores);
        int mostCentralBest = 0;
        for (int column : new int[] {4, 3, 5, 2, 6, 1, 7}) {
            if (mostCentralBest == 0 && scores[column - 1].equals(OptionalInt.of(best))) {
                mostCentralBest = column;
            }
        }
        Game game = gameAfter(moves);

        assertThat(agent.chooseColumn(game, game.nextPlayer())).isEqualTo(mostCentralBest);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "52753311433677442422121", // the player to move wins with their 14th stone (score 8)
        "271713432331713132", // the player to move loses to the opponent's 11th (score -11)
        "6561461362133747245312317267", // a draw
        "7422341735647741166133573473242566", // the player to move wins with their 21st
    })
    void twoPerfectAgentsPlayOutTheSolversScore(String moves) {
        Game game = gameAfter(moves);
        Player first = game.nextPlayer();
        int score = SOLVER.solve(moves);

        int stones = moves.length();
        while (!game.isOver()) {
            int column = agent.chooseColumn(game, game.nextPlayer());
            assertThat(game.hasSpace(column)).isTrue();
            game.play(column);
            stones++;
        }

        if (score == 0) {
            assertThat(game.winner()).isEmpty();
        } else {
            Player winner = score > 0 ? first : first.opponent();
            assertThat(game.winner()).contains(winner);
            assertThat(22 - Math.abs(score)).isEqualTo(stonesOf(winner, stones));
        }
    }

    @Test
    void winningPositionStaysWonAgainstRandomOpponent() {
        // The player to move wins (Test_L2_R1 scores this position 10).
        for (long seed = 0; seed < 5; seed++) {
            Game game = gameAfter("64115442265757253615");
            Player perfect = game.nextPlayer();
            Agent random = new RandomAgent(seed);
            while (!game.isOver()) {
                Player toMove = game.nextPlayer();
                game.play((toMove == perfect ? agent : random).chooseColumn(game, toMove));
            }

            assertThat(game.winner()).as("seed %d", seed).contains(perfect);
        }
    }

    @Test
    void keepsTheAgentContract() {
        Game game = gameAfter("4453");
        Game won = gameAfter("1212121");

        assertThatThrownBy(() -> agent.chooseColumn(game, Player.SECOND))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> agent.chooseColumn(won, Player.SECOND))
                .isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> agent.chooseColumn(null, Player.FIRST))
                .isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> agent.chooseColumn(game, null))
                .isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> new PerfectAgent(null))
                .isInstanceOf(NullPointerException.class);
    }

    @Test
    void leavesTheGameAsItWas() {
        Game game = gameAfter("52753311433677442422121");
        String before = game.toString();

        agent.chooseColumn(game, game.nextPlayer());

        assertThat(game).hasToString(before);
    }

    @Test
    void defaultAgentHasItsOwnSolver() {
        Game game = gameAfter("121212");

        assertThat(new PerfectAgent().chooseColumn(game, Player.FIRST)).isEqualTo(1);
    }

    private static Game gameAfter(String moves) {
        Game game = Game.newGame();
        moves.chars().forEach(move -> game.play(move - '0'));
        return game;
    }

    /** How many stones a player has once {@code stones} are on the board, the last theirs. */
    private static int stonesOf(Player player, int stones) {
        return player == Player.FIRST ? (stones + 1) / 2 : stones / 2;
    }

    private static int max(OptionalInt[] scores) {
        return Arrays.stream(scores).filter(OptionalInt::isPresent)
                .mapToInt(OptionalInt::getAsInt).max().orElseThrow();
    }
}
