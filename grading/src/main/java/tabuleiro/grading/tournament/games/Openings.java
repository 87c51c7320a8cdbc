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
import java.util.Locale;
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
 * referee's engine: random legal moves for Connect Four (16), Quarto and checkers (a few),
 * drawn from {@code --seed}; the openings of a small book of well-known chess openings
 * ({@value #CHESS_BOOK}), drawn in an order from {@code --seed}; none for Qwirkle, whose deal
 * from each game's seed already varies its games; or a file of one's own ({@code --openings}).
 *
 * <p>An opening is balanced, and kept, when the game is not over after it and the player to
 * move cannot win with its next move (the engine's own judgement, move by move: no reference
 * here scores a position for all five games). Openings that are drawn twice, or that are not
 * balanced, are drawn again.
 *
 * <p>Connect Four's reference has a solver, so its openings are also judged exactly: one of
 * {@value #CONNECT_FOUR_PLIES} discs or more is kept only if perfect play from it is a draw or
 * a win with the winner's last disc ({@value #CONNECT_FOUR_SCORE} or less either way, as the
 * empty grid scores 1: the game itself is a first player's win with its last disc, so an
 * opening kept is no more decided than the game). Why {@value #CONNECT_FOUR_PLIES} random
 * discs: a perfect agent (the reference's anchor, and a student's with the kit's book) looks
 * its moves up in a book of the positions its own moves reach below 13 discs and solves the
 * others; a random opening leaves that book, and from 12 to 15 discs the reference's and the
 * complete sample's solvers took 2 to 8 s on some moves of a balanced game on the loaded 2-core
 * machine, from 16 at most 1.8 s, most a few hundred milliseconds ({@code grading/BENCHMARKS.md},
 * issue 65): with {@value #CONNECT_FOUR_PLIES} no book is needed, and the referee's judgement
 * costs as little. A shorter opening of one's own is judged move by move only, since the
 * solver's time grows fast below that (minutes below ten discs).
 */
public final class Openings {

    /**
     * The moves a drawn Quarto opening has: the first piece handed over, then two placements,
     * each handing a piece on (two pieces on the board, the third in the mover's hand).
     */
    static final int QUARTO_PLIES = 3;
    /**
     * The discs a drawn Connect Four opening has, and the fewest on which an opening is
     * judged by the reference's solver: from there the reference's and the complete sample's
     * solvers answer every move of a balanced game within a move's time (the class comment).
     */
    static final int CONNECT_FOUR_PLIES = 16;
    /**
     * The largest score, either way, of a Connect Four opening kept: a win with the winner's
     * last disc (21st), as the empty grid's.
     */
    static final int CONNECT_FOUR_SCORE = 1;
    /** The moves a drawn checkers opening has: two of each player. */
    static final int CHECKERS_PLIES = 4;
    /** The book of chess openings on the grader's class path. */
    static final String CHESS_BOOK = "/tabuleiro/grading/tournament/chess-openings.txt";
    /** How many openings are drawn, at most, for each one kept, before the suite is short. */
    private static final int DRAWS = 50;

    private static final String[] QUARTO_PIECES = pieces();

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
     * @return the suite: {@link OpeningSuite#NONE} for Qwirkle; for chess,
     *     the book's openings in the seed's order, all of them if the book has fewer than
     *     {@code count}
     */
    public OpeningSuite drawn(long seed, int count) {
        if (count < 1) {
            throw new IllegalArgumentException("a suite has 1 opening or more: " + count);
        }
        // Mixed with "opening" in ASCII: the games' own seeds derive from the same seed.
        long mixed = seed ^ 0x6F70656E696E67L;
        return switch (game) {
            case QWIRKLE -> OpeningSuite.NONE;
            case CHESS -> book(mixed, count);
            case CONNECT_FOUR -> random(mixed, count, CONNECT_FOUR_PLIES);
            case QUARTO -> random(mixed, count, QUARTO_PLIES);
            case CHECKERS -> random(mixed, count, CHECKERS_PLIES);
        };
    }

    private OpeningSuite book(long seed, int count) {
        List<String> book = new ArrayList<>();
        try (InputStream in = Openings.class.getResourceAsStream(CHESS_BOOK)) {
            if (in == null) {
                throw new IllegalStateException("the grader's jar has no " + CHESS_BOOK);
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
     *     decides the game (its line named), or the game is Qwirkle
     */
    public OpeningSuite read(Path file, Texts texts) {
        if (game == TournamentGame.QWIRKLE) {
            throw new IllegalArgumentException(texts.text("openings.qwirkle"));
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
     * move wins with one of its legal moves, or (Connect Four, {@value #CONNECT_FOUR_PLIES}
     * discs or more) the reference's solver scores it beyond {@value #CONNECT_FOUR_SCORE}.
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
        if (game == TournamentGame.CONNECT_FOUR && moves.size() >= CONNECT_FOUR_PLIES) {
            OptionalInt score = reference.solved(opening);
            if (score.isPresent() && Math.abs(score.getAsInt()) > CONNECT_FOUR_SCORE) {
                return Optional.of("opening.solved");
            }
        }
        return Optional.empty();
    }

    /**
     * The legal moves after some moves, in the game's notation: Connect Four's columns with
     * space; Quarto's squares free and pieces left that its engine takes; the moves chess's
     * and checkers' engine lists.
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
        List<String> candidates = new ArrayList<>();
        if (game == TournamentGame.CONNECT_FOUR) {
            for (int column = 1; column <= 7; column++) {
                candidates.add(Integer.toString(column));
            }
        } else if (game == TournamentGame.QUARTO) {
            candidates.addAll(List.of(QUARTO_PIECES));
            for (char column = 'A'; column <= 'D'; column++) {
                for (int row = 1; row <= 4; row++) {
                    String square = "" + column + row;
                    candidates.add(square);
                    for (String piece : QUARTO_PIECES) {
                        candidates.add(square + piece);
                    }
                }
            }
        }
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

    /** Quarto's sixteen pieces in the brief's notation: {@code (B!} and the others. */
    private static String[] pieces() {
        List<String> pieces = new ArrayList<>();
        for (String shape : new String[] {"(", "["}) {
            for (String colour : new String[] {"b", "p"}) {
                for (boolean tall : new boolean[] {true, false}) {
                    for (String fill : new String[] {"!", ";"}) {
                        String letter = tall ? colour.toUpperCase(Locale.ROOT) : colour;
                        pieces.add(shape + letter + fill);
                    }
                }
            }
        }
        return pieces.toArray(String[]::new);
    }
}
