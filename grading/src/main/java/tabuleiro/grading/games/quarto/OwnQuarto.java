package tabuleiro.grading.games.quarto;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import tabuleiro.grading.games.quarto.child.QuartoEngine;
import tabuleiro.grading.games.quarto.child.QuartoNotation;
import tabuleiro.grading.tournament.games.KitAnchor;
import tabuleiro.grading.tournament.referee.Player;
import tabuleiro.grading.tournament.referee.RefereeGame;

/**
 * Quarto in the student kit's {@code play --tournament}: the student's own engine as referee,
 * and the grader's anchors played on it. The greedy anchor places the piece it was handed
 * where it wins at once if it can, else at random; then hands over, at random, a piece with
 * which the opponent cannot win at once, if there is one.
 *
 * <p>The free squares and the pieces not yet played are read from the moves' notation; only
 * whether a placement wins or ends the game is asked of the engine.
 */
final class OwnQuarto implements RefereeGame {

    private final QuartoEngine engine;

    /**
     * Plays on the student's engine.
     *
     * @param engine the student's engine
     */
    OwnQuarto(QuartoEngine engine) {
        this.engine = engine;
    }

    @Override
    public Position start(long seed) {
        return new QuartoTable(engine, game -> {
            throw new UnsupportedOperationException("the kit's tournament draws no replays");
        });
    }

    @Override
    public List<String> split(String moves) {
        return QuartoNotation.split(moves);
    }

    @Override
    public List<Player> anchors() {
        return List.of(new KitAnchor(KitAnchor.Kind.RANDOM, (moves, random) ->
                        move(moves, random, false)),
                new KitAnchor(KitAnchor.Kind.GREEDY, (moves, random) ->
                        move(moves, random, true)));
    }

    private String move(String moves, Random random, boolean greedy)
            throws ReflectiveOperationException {
        List<String> played = QuartoNotation.split(moves);
        Optional<List<String>> handed = played.isEmpty() ? Optional.empty()
                : QuartoNotation.piece(played.get(played.size() - 1));
        String sofar = moves;
        int[] placed = {0, 0};
        if (handed.isPresent()) {
            List<int[]> free = free(played);
            placed = free.get(random.nextInt(free.size()));
            if (greedy) {
                for (int[] square : free) {
                    if (wins(moves, square)) {
                        placed = square;
                        break;
                    }
                }
            }
            String placing = QuartoNotation.write(placed[0], placed[1], List.of());
            sofar = moves + " " + placing;
            if (engine.over(engine.replay(sofar))) {
                return placing;
            }
        }
        List<List<String>> pieces = unplayed(played);
        List<List<String>> safe = new ArrayList<>();
        if (greedy) {
            for (List<String> piece : pieces) {
                if (safe(sofar, piece)) {
                    safe.add(piece);
                }
            }
        }
        List<List<String>> choice = safe.isEmpty() ? pieces : safe;
        return QuartoNotation.write(placed[0], placed[1],
                choice.get(random.nextInt(choice.size())));
    }

    /** Whether placing the piece handed over on a square wins. */
    private boolean wins(String moves, int[] square) throws ReflectiveOperationException {
        Object game = engine.replay(moves);
        engine.place(game, square[0], square[1]);
        return engine.winner(game).isPresent();
    }

    /** Whether the opponent, handed a piece, has no square where it wins at once. */
    private boolean safe(String sofar, List<String> piece) throws ReflectiveOperationException {
        String handing = sofar.isEmpty() ? QuartoNotation.write(0, 0, piece)
                : sofar + QuartoNotation.write(0, 0, piece);
        for (int[] square : free(QuartoNotation.split(handing))) {
            if (wins(handing, square)) {
                return false;
            }
        }
        return true;
    }

    private static List<int[]> free(List<String> played) {
        List<int[]> free = new ArrayList<>();
        for (int column = 1; column <= 4; column++) {
            for (int row = 1; row <= 4; row++) {
                String square = QuartoNotation.write(column, row, List.of());
                if (played.stream().noneMatch(move -> move.startsWith(square))) {
                    free.add(new int[] {column, row});
                }
            }
        }
        return free;
    }

    private static List<List<String>> unplayed(List<String> played) {
        List<List<String>> handed = new ArrayList<>();
        for (String move : played) {
            QuartoNotation.piece(move).ifPresent(handed::add);
        }
        List<List<String>> pieces = new ArrayList<>();
        for (String size : List.of("TALL", "SHORT")) {
            for (String colour : List.of("LIGHT", "DARK")) {
                for (String shape : List.of("ROUND", "SQUARE")) {
                    for (String fill : List.of("SOLID", "HOLLOW")) {
                        List<String> piece = List.of(size, colour, shape, fill);
                        if (!handed.contains(piece)) {
                            pieces.add(piece);
                        }
                    }
                }
            }
        }
        return pieces;
    }

    @Override
    public void close() {
        // The student's engine is in the class loader of the play command, which closes it.
    }
}
