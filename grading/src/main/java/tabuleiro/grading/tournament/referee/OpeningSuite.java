package tabuleiro.grading.tournament.referee;

import java.util.List;

/**
 * The openings a tournament's games start from, the same for every pair: a pair's k-th game
 * with each player first starts from the k-th opening (the suite taken round again if it has
 * fewer than the games a colour), so that deterministic agents do not play one game over and
 * over and each opening is played once from each seat. An opening is a few moves that no
 * player chose, written as {@link RefereeGame#join} writes a game's moves; a suite of none
 * (a game of chance's, whose deal from the game's seed varies its games) starts every game
 * from the start.
 *
 * @param openings the openings, each as {@link RefereeGame#join} writes it
 */
public record OpeningSuite(List<String> openings) {

    /** No opening: every game from the start. */
    public static final OpeningSuite NONE = new OpeningSuite(List.of());

    /**
     * Copies the openings.
     *
     * @param openings the openings
     */
    public OpeningSuite {
        openings = List.copyOf(openings);
    }

    /**
     * The opening a game starts from.
     *
     * @param place the game's opening, as {@link Pairing#opening()} gives it
     * @return its moves, as {@link RefereeGame#join} writes them; empty with no suite
     */
    public String opening(int place) {
        return openings.isEmpty() ? "" : openings.get(place % openings.size());
    }
}
