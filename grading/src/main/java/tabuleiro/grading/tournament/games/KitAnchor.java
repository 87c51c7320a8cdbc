package tabuleiro.grading.tournament.games;

import java.util.Locale;
import java.util.Objects;
import java.util.Random;
import tabuleiro.grading.tournament.referee.Player;
import tabuleiro.grading.tournament.referee.Reply;

/**
 * One of the grader's own anchors in the student kit's {@code play --tournament}: written
 * against the game's public API only, played on the student's engine, since the kit holds
 * nothing of the reference. Its random choices come from the game's seed and the length of
 * what it is told (the game so far, or the position of a game whose moves do not replay), so a
 * game is played again the same
 * from its seed.
 */
public final class KitAnchor implements Player {

    /** How the anchor chooses a move. */
    @FunctionalInterface
    public interface Strategy {
        /**
         * The anchor's move.
         *
         * @param moves the game so far, in the game's notation
         * @param random the move's random choices
         * @return the move in the game's notation
         * @throws ReflectiveOperationException if the student's engine throws or lacks a method
         */
        String move(String moves, Random random) throws ReflectiveOperationException;
    }

    /** The anchors, weakest first, by their place in the kit's table. */
    public enum Kind {
        /** Uniform over the legal moves. */
        RANDOM,
        /** Wins at once when it can, else keeps the opponent from winning at once. */
        GREEDY
    }

    private final Kind kind;
    private final Strategy strategy;

    /**
     * Makes an anchor.
     *
     * @param kind which anchor it is
     * @param strategy how it chooses
     */
    public KitAnchor(Kind kind, Strategy strategy) {
        this.kind = Objects.requireNonNull(kind, "kind");
        this.strategy = Objects.requireNonNull(strategy, "strategy");
    }

    /**
     * Which anchor this is.
     *
     * @return its kind
     */
    public Kind kind() {
        return kind;
    }

    @Override
    public String name() {
        return kind.name().toLowerCase(Locale.ROOT);
    }

    /**
     * Chooses on the student's engine; what the engine throws is thrown on, unchecked, as the
     * referee's failure rather than the anchor's forfeit.
     */
    @Override
    public Reply move(int game, long seed, String moves, long millis) {
        Random random = new Random(seed * 31 + moves.length());
        return Reply.move(Reflective.call(() -> strategy.move(moves, random)));
    }
}
