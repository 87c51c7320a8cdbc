package tabuleiro.chess;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A paused game in a file (rules CHESS-16 and CHESS-17): one move per line in the brief's form
 * {@code e2>>e4} (a promotion adds the piece: {@code e7>>e8q}), after an optional first line
 * {@code FEN ...} when the game did not start from the starting position.
 *
 * <p>Saving never loses the previous save: the text goes to a new file next to the old one,
 * which replaces it only once it is completely written. Replaying never loses the moves that
 * can be read: a line that is not a legal move ends the replay there, and the game continues
 * from the last valid move with a warning that the file is corrupted. A file is read, and its
 * lines replayed here, by {@link SavedGameFile#read}.
 *
 * @param game the game replayed from the file
 * @param warning why the file is corrupted, or empty when every line was a legal move
 */
public record SavedGame(Game game, Optional<String> warning) {

    private static final String FEN_PREFIX = "FEN ";

    /**
     * Checks that both parts are given.
     *
     * @throws NullPointerException if {@code game} or {@code warning} is null
     */
    public SavedGame {
        Objects.requireNonNull(game, "a saved game has a game");
        Objects.requireNonNull(warning, "say whether the file was corrupted");
    }

    /**
     * Writes the moves of a game to a file, replacing the file only when the new text is
     * completely written (rule CHESS-16).
     *
     * @param game the game
     * @param file where to save it
     * @throws IOException if the file cannot be written; an old file at that path is then
     *     left as it was
     */
    public static void save(Game game, Path file) throws IOException {
        Objects.requireNonNull(game, "a game is needed");
        Objects.requireNonNull(file, "a file is needed");
        List<String> lines = new ArrayList<>();
        String startFen = game.startPosition().fen();
        if (!startFen.equals(Position.START_FEN)) {
            lines.add(FEN_PREFIX + startFen);
        }
        for (Move move : game.moves()) {
            lines.add(line(move));
        }
        Path absolute = file.toAbsolutePath();
        Path folder = absolute.getParent();
        Path temporary = Files.createTempFile(folder, absolute.getFileName() + ".", ".tmp");
        try {
            Files.write(temporary, lines, StandardCharsets.UTF_8);
            try {
                Files.move(temporary, absolute, StandardCopyOption.ATOMIC_MOVE,
                        StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException notAtomic) {
                Files.move(temporary, absolute, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temporary);
        }
    }

    /** The line of a move in a saved game: {@code e2>>e4}, or {@code e7>>e8q} for a promotion. */
    private static String line(Move move) {
        return move.from() + ">>" + move.to()
                + (move.isPromotion() ? String.valueOf(move.promotion().letter()) : "");
    }

    /**
     * Replays the lines of a saved game.
     *
     * @param lines the lines
     * @return the game as far as the lines are legal moves, and a warning about the first that
     *     is not
     */
    public static SavedGame replay(List<String> lines) {
        Objects.requireNonNull(lines, "the lines are needed");
        Game game = Game.newGame();
        int first = 0;
        if (!lines.isEmpty() && lines.get(0).startsWith(FEN_PREFIX)) {
            try {
                game = Game.fromFen(lines.get(0).substring(FEN_PREFIX.length()));
            } catch (FenException badStart) {
                return new SavedGame(game, Optional.of(corrupted(1, lines.get(0),
                        badStart.getMessage()) + " The game starts from the beginning."));
            }
            first = 1;
        }
        return new SavedGame(game, playLines(game, lines, first));
    }

    /**
     * Plays the lines from {@code first} on, up to the first that is not a legal move (blank
     * lines are skipped), and says why that line is corrupted.
     */
    private static Optional<String> playLines(Game game, List<String> lines, int first) {
        for (int index = first; index < lines.size(); index++) {
            String line = lines.get(index).strip();
            if (line.isEmpty()) {
                continue;
            }
            try {
                if (game.isOver()) {
                    throw new NotationException("the game was already over");
                }
                game.play(San.parse(game.position(), line));
            } catch (IllegalArgumentException wrong) {
                return Optional.of(corrupted(index + 1, line, wrong.getMessage())
                        + " The game continues after move " + game.moves().size()
                        + ", the last valid one.");
            }
        }
        return Optional.empty();
    }

    private static String corrupted(int lineNumber, String line, String why) {
        return "The file is corrupted: line " + lineNumber + " (\"" + line + "\") is not a"
                + " legal move: " + why + ".";
    }
}
