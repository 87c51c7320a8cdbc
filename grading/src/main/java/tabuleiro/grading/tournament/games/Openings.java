package tabuleiro.grading.tournament.games;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Random;
import java.util.Set;
import java.util.SplittableRandom;
import tabuleiro.grading.model.Texts;
import tabuleiro.grading.tournament.referee.IllegalMoveException;
import tabuleiro.grading.tournament.referee.OpeningSuite;
import tabuleiro.grading.tournament.referee.RefereeGame;

/**
 * Where a tournament's {@link OpeningSuite} comes from, and the judge of an opening, on the
 * referee's engine, as the game's part says ({@link TournamentPart}): a few random legal moves
 * drawn from {@code --seed}; the openings of a book of well-known ones, drawn in an order from
 * {@code --seed}, for a game whose random moves make poor openings; none for a game whose deal
 * from each game's seed already varies its games; or a file of one's own ({@code --openings}).
 *
 * <p>An opening is balanced, and kept, when the game is not over after it and the player to
 * move cannot win with its next move (the engine's own judgement, move by move: no reference
 * here scores a position for every game). Openings that are drawn twice, or that are not
 * balanced, are drawn again. A game whose reference has a solver has its longer openings judged
 * exactly too ({@link TournamentPart#solvedFrom()}): one is kept only if perfect play from it is
 * no more decided than the game itself. A shorter opening of one's own is judged move by move
 * only, since a solver's time grows fast below that.
 */
public final class Openings {

    /** How many openings are drawn, at most, for each one kept, before the suite is short. */
    private static final int DRAWS = 50;

    private final TournamentGame game;
    private final RefereeGame reference;

    /**
     * Prepares the openings of a game.
     *
     * @param game the game
     * @param reference its referee's engine, which checks the moves and judges the openings
     */
    public Openings(TournamentGame game, RefereeGame reference) {
        this.game = game;
        this.reference = reference;
    }

    /**
     * The suite drawn from a seed: as many openings as the games a pair plays with each
     * player first, the same for the same seed.
     *
     * @param seed the tournament's seed
     * @param count how many openings, at least 1
     * @return the suite: {@link OpeningSuite#NONE} for a game that takes no openings; for a
     *     game of a book, the book's openings in the seed's order, all of them if the book has
     *     fewer than {@code count}
     */
    public OpeningSuite drawn(long seed, int count) {
        if (count < 1) {
            throw new IllegalArgumentException("a suite has 1 opening or more: " + count);
        }
        // Mixed with "opening" in ASCII: the games' own seeds derive from the same seed.
        long mixed = seed ^ 0x6F70656E696E67L;
        TournamentPart part = game.part();
        if (!part.takesOpenings()) {
            return OpeningSuite.NONE;
        }
        return part.openingBook().map(book -> book(book, mixed, count))
                .orElseGet(() -> random(mixed, count, part.openingPlies()));
    }

    private OpeningSuite book(String resource, long seed, int count) {
        List<String> book = new ArrayList<>();
        try (InputStream in = Openings.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("the grader's jar has no " + resource);
            }
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8)
                    .split("\n")) {
                opening(line).ifPresent(book::add);
            }
        } catch (IOException unreadable) {
            throw new UncheckedIOException(unreadable);
        }
        Collections.shuffle(book, new Random(seed));
        List<String> kept = book.stream().filter(this::balanced).limit(count).toList();
        return new OpeningSuite(kept);
    }

    private OpeningSuite random(long seed, int count, int plies) {
        SplittableRandom random = new SplittableRandom(seed);
        Set<String> kept = new LinkedHashSet<>();
        for (int draw = 0; draw < count * DRAWS && kept.size() < count; draw++) {
            List<String> moves = new ArrayList<>();
            while (moves.size() < plies) {
                List<String> legal = legal(moves);
                if (legal.isEmpty()) {
                    break;
                }
                moves.add(legal.get(random.nextInt(legal.size())));
            }
            String opening = reference.join(moves);
            if (balanced(opening)) {
                kept.add(opening);
            }
        }
        return new OpeningSuite(new ArrayList<>(kept));
    }

    /**
     * Reads a suite of one's own: one opening a line, its moves as {@code games.csv} writes a
     * game's; blank lines and what follows a {@code #} are left out.
     *
     * @param file the file
     * @param texts the words of the refusals
     * @return the suite, its openings in the file's order
     * @throws IllegalArgumentException with a message in the texts' language if the file
     *     cannot be read, holds no opening, or an opening has a move that is not legal or
     *     decides the game (its line named), or the game takes no openings
     */
    public OpeningSuite read(Path file, Texts texts) {
        if (!game.part().takesOpenings()) {
            // The game's own words say what its games start from instead.
            throw new IllegalArgumentException(game.words(texts.language())
                    .text("tournament.openings"));
        }
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException | UncheckedIOException unreadable) {
            throw new IllegalArgumentException(texts.text("openings.unreadable",
                    file.toString(), String.valueOf(unreadable.getMessage())), unreadable);
        }
        List<String> openings = new ArrayList<>();
        for (int line = 0; line < lines.size(); line++) {
            Optional<String> opening = opening(lines.get(line));
            if (opening.isEmpty()) {
                continue;
            }
            String at = file.getFileName() + ":" + (line + 1);
            List<String> moves = reference.split(opening.get());
            RefereeGame.Position position = reference.start(0);
            for (int ply = 0; ply < moves.size(); ply++) {
                try {
                    position.play(moves.get(ply));
                } catch (IllegalMoveException | RuntimeException illegal) {
                    throw new IllegalArgumentException(texts.text("openings.illegal", at,
                            moves.get(ply), Integer.toString(ply + 1),
                            String.valueOf(illegal.getMessage())), illegal);
                }
            }
            Optional<String> decided = decided(opening.get());
            if (decided.isPresent()) {
                throw new IllegalArgumentException(texts.text("openings.decided", at,
                        texts.text(decided.get())));
            }
            openings.add(reference.join(moves));
        }
        if (openings.isEmpty()) {
            throw new IllegalArgumentException(texts.text("openings.empty", file.toString()));
        }
        return new OpeningSuite(openings);
    }

    /** A line's opening: what comes before a {@code #}, trimmed, if anything. */
    private static Optional<String> opening(String line) {
        int comment = line.indexOf('#');
        String moves = (comment < 0 ? line : line.substring(0, comment)).trim();
        return moves.isEmpty() ? Optional.empty() : Optional.of(moves);
    }

    /**
     * Whether an opening is balanced: {@link #decided} finds nothing.
     *
     * @param opening the opening's moves, legal, as {@link RefereeGame#join} writes them
     * @return {@code true} if the game is open after it
     */
    boolean balanced(String opening) {
        return decided(opening).isEmpty();
    }

    /**
     * Why an opening already decides the game, if it does: the game is over, the player to
     * move wins with one of its legal moves, or (from the part's {@code solvedFrom()} moves on,
     * for a game whose reference has a solver) the solver scores it beyond the part's
     * {@code solvedWithin()}.
     *
     * @param opening the opening's moves, legal, as {@link RefereeGame#join} writes them
     * @return the key in {@code TournamentTexts} of the reason, empty for a balanced opening
     */
    Optional<String> decided(String opening) {
        List<String> moves = reference.split(opening);
        if (reference.replay(0, opening).over()) {
            return Optional.of("opening.over");
        }
        int mover = moves.size() % 2;
        for (String move : legal(moves)) {
            List<String> next = new ArrayList<>(moves);
            next.add(move);
            RefereeGame.Position after = reference.replay(0, reference.join(next));
            if (after.over() && after.winner() == mover) {
                return Optional.of("opening.win");
            }
        }
        int solvedFrom = game.part().solvedFrom();
        if (solvedFrom > 0 && moves.size() >= solvedFrom) {
            OptionalInt score = reference.solved(opening);
            if (score.isPresent() && Math.abs(score.getAsInt()) > game.part().solvedWithin()) {
                return Optional.of("opening.solved");
            }
        }
        return Optional.empty();
    }

    /**
     * The legal moves after some moves, in the game's notation: the moves the engine lists,
     * or, for a game whose engine lists none, the part's candidates that it plays.
     *
     * @param moves the moves so far, legal
     * @return the legal moves, in a fixed order
     */
    List<String> legal(List<String> moves) {
        RefereeGame.Position position = reference.replay(0, reference.join(moves));
        if (position.over()) {
            return List.of();
        }
        if (position instanceof ListedMovesTable listed) {
            return listed.legal();
        }
        List<String> candidates = game.part().candidateMoves();
        List<String> legal = new ArrayList<>();
        for (String candidate : candidates) {
            try {
                reference.replay(0, reference.join(moves)).play(candidate);
                legal.add(candidate);
            } catch (IllegalMoveException | RuntimeException refused) {
                // Not legal here: a full column, a square taken, a piece given already.
            }
        }
        return legal;
    }
}
