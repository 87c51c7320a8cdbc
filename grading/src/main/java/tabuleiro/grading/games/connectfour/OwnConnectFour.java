package tabuleiro.grading.games.connectfour;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import tabuleiro.grading.games.connectfour.child.ConnectFourEngine;
import tabuleiro.grading.tournament.games.KitAnchor;
import tabuleiro.grading.tournament.referee.Player;
import tabuleiro.grading.tournament.referee.RefereeGame;

/**
 * Connect Four in the student kit's {@code play --tournament}: the student's own engine as
 * referee, and the grader's anchors played on it. The greedy anchor wins at once if it can,
 * else blocks a column where the opponent would win at once, else plays the most central
 * column with space.
 */
final class OwnConnectFour implements RefereeGame {

    /** The columns from the centre out, the greedy anchor's preference. */
    private static final int[] CENTRAL = {4, 3, 5, 2, 6, 1, 7};

    private final ConnectFourEngine engine;

    /**
     * Plays on the student's engine.
     *
     * @param engine the student's engine
     */
    OwnConnectFour(ConnectFourEngine engine) {
        this.engine = engine;
    }

    @Override
    public Position start(long seed) {
        return new ConnectFourGrid(engine, game -> {
            throw new UnsupportedOperationException("the kit's tournament draws no replays");
        });
    }

    @Override
    public List<String> split(String moves) {
        return ConnectFourGrid.columns(moves);
    }

    @Override
    public String join(List<String> moves) {
        return String.join("", moves);
    }

    @Override
    public List<Player> anchors() {
        return List.of(new KitAnchor(KitAnchor.Kind.RANDOM, this::random),
                new KitAnchor(KitAnchor.Kind.GREEDY, this::greedy));
    }

    private String random(String moves, Random random) throws ReflectiveOperationException {
        List<Integer> legal = legal(moves);
        return String.valueOf(legal.get(random.nextInt(legal.size())));
    }

    private String greedy(String moves, Random random) throws ReflectiveOperationException {
        List<Integer> legal = legal(moves);
        for (int column : legal) {
            if (wins(moves + column)) {
                return String.valueOf(column);
            }
        }
        for (int column : legal) {
            // The opponent wins at this column if it does after any other move of ours: a disc
            // dropped elsewhere neither fills its cell nor stands in its line.
            for (int other : legal) {
                if (other != column && !engine.over(engine.replay(moves + other))
                        && wins(moves + other + column)) {
                    return String.valueOf(column);
                }
            }
        }
        for (int column : CENTRAL) {
            if (legal.contains(column)) {
                return String.valueOf(column);
            }
        }
        throw new IllegalStateException("no column has space, yet the game is not over");
    }

    private boolean wins(String moves) throws ReflectiveOperationException {
        return engine.winner(engine.replay(moves)).isPresent();
    }

    private List<Integer> legal(String moves) throws ReflectiveOperationException {
        Object game = engine.replay(moves);
        List<Integer> legal = new ArrayList<>();
        for (int column = 1; column <= 7; column++) {
            if (engine.hasSpace(game, column)) {
                legal.add(column);
            }
        }
        if (legal.isEmpty()) {
            throw new IllegalStateException("no column has space, yet the game is not over");
        }
        return legal;
    }

    @Override
    public void close() {
        // The student's engine is in the class loader of the play command, which closes it.
    }
}
