package tabuleiro.grading.tournament.games;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.ResourceBundle;
import tabuleiro.grading.child.ListedMovesEngine;
import tabuleiro.grading.tournament.referee.Player;
import tabuleiro.grading.tournament.referee.RefereeGame;

/**
 * A game of listed moves in the student kit's {@code play --tournament}: the student's own
 * engine as referee, a move legal when it lists a move of that text ({@link ListedMovesTable},
 * with the class tournament's cap of plies), and the grader's anchors played on it. The random
 * anchor plays any of the engine's legal moves; the greedy one a move that wins at once if there
 * is one, else one that leaves it the most material ({@link Material}), at random among equals.
 * The player who moves first is side 0.
 */
public final class OwnListedMoves implements RefereeGame {

    private final ListedMovesEngine engine;
    private final Material material;
    private final int maxPlies;
    private final Class<? extends ResourceBundle> words;

    private OwnListedMoves(ListedMovesEngine engine, Material material, int maxPlies,
            Class<? extends ResourceBundle> words) {
        this.engine = engine;
        this.material = material;
        this.maxPlies = maxPlies;
        this.words = words;
    }

    /**
     * A game of listed moves on the student's engine, drawn after a cap of plies.
     *
     * @param engine the student's engine
     * @param material what the greedy anchor reads of it
     * @param maxPlies the plies after which a game is drawn
     * @param words the game's words, which say a move the engine does not list
     * @return the referee's game
     */
    public static OwnListedMoves of(ListedMovesEngine engine, Material material, int maxPlies,
            Class<? extends ResourceBundle> words) {
        return new OwnListedMoves(engine, material, maxPlies, words);
    }

    @Override
    public Position start(long seed) {
        return new ListedMovesTable(engine, maxPlies, words, game -> {
            throw new UnsupportedOperationException("the kit's tournament draws no replays");
        });
    }

    @Override
    public List<Player> anchors() {
        return List.of(new KitAnchor(KitAnchor.Kind.RANDOM, this::random),
                new KitAnchor(KitAnchor.Kind.GREEDY, this::greedy));
    }

    private String random(String moves, Random random) throws ReflectiveOperationException {
        List<String> legal = engine.legal(engine.replay(moves));
        return legal.get(random.nextInt(legal.size()));
    }

    private String greedy(String moves, Random random) throws ReflectiveOperationException {
        Object game = engine.replay(moves);
        int side = split(moves).size() % 2;
        List<String> best = new ArrayList<>();
        int most = Integer.MIN_VALUE;
        for (String move : engine.legal(game)) {
            Object tried = material.copy(game);
            if (!engine.play(tried, move)) {
                throw new IllegalStateException("the engine lists " + move + " but does not"
                        + " play it on a copy of its game");
            }
            int gain = engine.over(tried) && engine.winner(tried) == side ? Integer.MAX_VALUE
                    : (side == 0 ? 1 : -1) * material.balance(tried);
            if (gain > most) {
                best.clear();
                most = gain;
            }
            if (gain == most) {
                best.add(move);
            }
        }
        return best.get(random.nextInt(best.size()));
    }

    @Override
    public void close() {
        // The student's engine is in the class loader of the play command, which closes it.
    }
}
