package tabuleiro.grading.tournament.referee;

import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import tabuleiro.grading.model.Texts;

/**
 * One game of the tournament on the referee's side: the reference's engine, which checks and
 * plays the moves, its agents, which are the anchors, and its renderer, which draws the
 * replays. A game's moves are texts in the game's notation, the same the agents' host reads.
 */
public interface RefereeGame extends AutoCloseable {

    /**
     * Starts a game: the first player in the schedule moves first.
     *
     * @param seed the game's seed, for a game of chance (a bag of tiles); the others ignore it
     * @return the starting position
     */
    Position start(long seed);

    /**
     * A game's moves, as {@link GameRecord#moves()} holds them: by default separated by
     * spaces, as most games' moves are (a game whose move holds a space splits its own way).
     *
     * @param moves the moves written by {@link #join}
     * @return the moves, one by one
     */
    default List<String> split(String moves) {
        return moves.isBlank() ? List.of() : Arrays.asList(moves.trim().split(" +"));
    }

    /**
     * Writes a game's moves as {@link GameRecord#moves()} holds them and the agents' host
     * reads them: by default separated by spaces.
     *
     * @param moves the moves, one by one
     * @return the moves in one text
     */
    default String join(List<String> moves) {
        return String.join(" ", moves);
    }

    /**
     * The reference's agents, which play every submission in the grader's JVM.
     *
     * @return the anchors, weakest first
     */
    List<Player> anchors();

    /**
     * What a player is told before its move: the game's moves so far, by default, which its
     * host replays; a game whose host cannot replay them (a submission's bag shuffles its own
     * way) is told the position instead.
     *
     * @param position the game as it stands, on the referee's engine
     * @param seed the game's seed
     * @param moves the moves so far
     * @return the text {@link Player#move} is given
     */
    default String question(Position position, long seed, List<String> moves) {
        return join(moves);
    }

    /**
     * The position a question tells of, on the reference's engine, for an anchor to read.
     *
     * @param seed the game's seed
     * @param question what {@link #question} wrote
     * @return the position
     */
    default Position asked(long seed, String question) {
        return replay(seed, question);
    }

    /**
     * How many moves were played before the one a question asks for.
     *
     * @param question what {@link #question} wrote
     * @return the count
     */
    default int ply(String question) {
        return split(question).size();
    }

    /**
     * A game replayed from its moves, which the referee accepted before.
     *
     * @param seed the game's seed, as {@link #start} takes it
     * @param moves the moves, as {@link #join} writes them
     * @return the position after them
     * @throws IllegalStateException if one of them is not legal there
     */
    default Position replay(long seed, String moves) {
        Position position = start(seed);
        for (String move : split(moves)) {
            try {
                position.play(move);
            } catch (IllegalMoveException e) {
                throw new IllegalStateException("a move the referee accepted is refused on"
                        + " replay: " + move + ": " + e.getMessage(), e);
            }
        }
        return position;
    }

    /**
     * The winner as the record writes it, from the engine's {@code Optional} of its player.
     *
     * @param won the engine's winner, empty for a draw
     * @param first the engine's player who moved first
     * @return 0 for the first player, 1 for the second, -1 for a draw
     */
    static int side(Optional<?> won, Object first) {
        return won.map(player -> player.equals(first) ? 0 : 1).orElse(-1);
    }

    /**
     * The exact score of a position under perfect play, where the reference has a solver, on
     * the solver's scale: seen from the player to move, 0 for a draw, the higher the sooner a
     * win (the game's module says its scale). Asked only of positions the solver
     * answers in well under a move's time (see the games' {@code Openings}).
     *
     * @param moves the moves, legal, as {@link #join} writes them, the game not over after them
     * @return the score, or empty where the reference has no solver (every game but Connect
     *     Four)
     */
    default OptionalInt solved(String moves) {
        return OptionalInt.empty();
    }

    @Override
    void close() throws IOException;

    /** A game under way, on the reference's engine. */
    interface Position {

        /**
         * Whether the game has ended.
         *
         * @return {@code true} once it has a winner or is drawn
         */
        boolean over();

        /**
         * Plays the move of the player to move, if it is legal; after an illegal move the
         * position is not used again (its game is lost).
         *
         * @param move the move as the player wrote it
         * @return the move as the record writes it
         * @throws IllegalMoveException if it is not of the game's notation or not allowed now
         */
        String play(String move) throws IllegalMoveException;

        /**
         * The winner of an ended game.
         *
         * @return 0 for the first player, 1 for the second, -1 for a draw
         */
        int winner();

        /**
         * The position drawn by the reference's renderer.
         *
         * @return a standalone SVG document
         */
        String svg();

        /**
         * What the picture does not show and the next move depends on, such as a piece
         * handed over and not yet placed.
         *
         * @return it, in the game's notation, if there is such a thing; by default nothing
         */
        default Optional<String> pending() {
            return Optional.empty();
        }

        /**
         * What a replay's caption says of the position beside its picture.
         *
         * @param texts the report's words
         * @return the words, if there is something to say
         */
        default Optional<String> caption(Texts texts) {
            return pending().map(piece -> texts.text("replay.pending", piece));
        }
    }
}
