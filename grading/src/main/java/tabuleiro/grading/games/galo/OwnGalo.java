package tabuleiro.grading.games.galo;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import tabuleiro.grading.games.galo.child.GaloEngine;
import tabuleiro.grading.tournament.games.KitAnchor;
import tabuleiro.grading.tournament.referee.Player;
import tabuleiro.grading.tournament.referee.RefereeGame;

/**
 * Jogo do Galo in the student kit's {@code play --tournament}: the student's own engine as
 * referee, and the grader's anchors played on it. The greedy anchor wins at once if it can,
 * else blocks a square where the opponent would win at once, else plays the centre, a corner,
 * then an edge.
 */
final class OwnGalo implements RefereeGame {

    /** The squares in the greedy anchor's preference: the centre, the corners, the edges. */
    private static final List<String> PREFERRED = List.of("b2", "a1", "c1", "a3", "c3", "b1",
            "a2", "c2", "b3");

    private final GaloEngine engine;

    /**
     * Plays on the student's engine.
     *
     * @param engine the student's engine
     */
    OwnGalo(GaloEngine engine) {
        this.engine = engine;
    }

    @Override
    public Position start(long seed) {
        return new GaloGrid(engine, game -> {
            throw new UnsupportedOperationException("the kit's tournament draws no replays");
        });
    }

    @Override
    public List<Player> anchors() {
        return List.of(new KitAnchor(KitAnchor.Kind.RANDOM, this::random),
                new KitAnchor(KitAnchor.Kind.GREEDY, this::greedy));
    }

    private String random(String moves, Random random) throws ReflectiveOperationException {
        List<String> empty = empty(moves);
        return empty.get(random.nextInt(empty.size()));
    }

    private String greedy(String moves, Random random) throws ReflectiveOperationException {
        List<String> empty = empty(moves);
        for (String square : empty) {
            if (wins(then(moves, square))) {
                return square;
            }
        }
        for (String square : empty) {
            // The opponent wins on this square if it does after any other move of ours that
            // does not end the game: a mark elsewhere neither fills the square nor its line.
            for (String other : empty) {
                if (!other.equals(square) && !engine.over(engine.replay(then(moves, other)))
                        && wins(then(then(moves, other), square))) {
                    return square;
                }
            }
        }
        return PREFERRED.stream().filter(empty::contains).findFirst().orElseThrow(() ->
                new IllegalStateException("no square is empty, yet the game is not over"));
    }

    private static String then(String moves, String square) {
        return moves.isBlank() ? square : moves + " " + square;
    }

    private boolean wins(String moves) throws ReflectiveOperationException {
        return engine.winner(engine.replay(moves)).isPresent();
    }

    private List<String> empty(String moves) throws ReflectiveOperationException {
        Object game = engine.replay(moves);
        List<String> empty = new ArrayList<>();
        for (String square : GaloGrid.SQUARES) {
            if (engine.isEmpty(game, square)) {
                empty.add(square);
            }
        }
        if (empty.isEmpty()) {
            throw new IllegalStateException("no square is empty, yet the game is not over");
        }
        return empty;
    }

    @Override
    public void close() {
        // The student's engine is in the class loader of the play command, which closes it.
    }
}
