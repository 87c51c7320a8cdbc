package tabuleiro.features.chess;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import tabuleiro.chess.Game;

/**
 * A PGN text's moves played through the engine, read by the rule book itself ({@link MoveText}),
 * as far as they go: the game the engine's own reader stood in when it refused the text. A check
 * of that refusal's words that fails can then look at the engine's board there (a mate the
 * engine does not see makes it refuse a move after the mate as illegal, not as played after the
 * end), and say which rule the example waits on.
 *
 * <p>Only what the rule book's PGN texts hold is read: tags (of which the {@code FEN} tag is the
 * start), move numbers, moves, results, comments in braces and variations in parentheses.
 */
final class PgnReplay {

    private static final Pattern FEN_TAG = Pattern.compile("\\[FEN \"([^\"]*)\"\\]");
    /** A token that is a move number alone, as the import format may write it apart. */
    private static final Pattern MOVE_NUMBER = Pattern.compile("\\d*\\.*");

    /** A move number written onto its move ("1.e4", "1...e5"). */
    private static final Pattern NUMBER_PREFIX = Pattern.compile("^\\d+\\.+");
    private static final Pattern RESULT = Pattern.compile("1-0|0-1|1/2-1/2|\\*");

    private PgnReplay() {
    }

    /**
     * Plays a PGN text's moves through the engine until one cannot be read or played.
     *
     * @param pgn the text
     * @return the game after the moves played, or nothing when the engine cannot start it
     */
    static Optional<Game> replay(String pgn) {
        Game game;
        try {
            Matcher fen = FEN_TAG.matcher(pgn);
            game = Game.from(fen.find() ? FenText.read(fen.group(1)) : FenText.read(FenText.START));
        } catch (RuntimeException | AssertionError cannot) {
            return Optional.empty();
        }
        String movetext = pgn.lines().filter(line -> !line.strip().startsWith("["))
                .collect(Collectors.joining(" "))
                .replaceAll("\\{[^}]*}", " ")
                .replaceAll("\\([^)]*\\)", " ");
        for (String token : movetext.trim().split("\\s+")) {
            if (MOVE_NUMBER.matcher(token).matches()) {
                // "1", "1.", "..." apart from their moves (numbers without periods, periods
                // apart from their numbers): nothing to play.
                continue;
            }
            String move = NUMBER_PREFIX.matcher(token).replaceFirst("").replaceAll("[!?]+$", "");
            if (move.isEmpty() || RESULT.matcher(move).matches() || move.startsWith("$")) {
                continue;
            }
            try {
                game.play(MoveText.read(game.position(), move));
            } catch (RuntimeException | AssertionError stopped) {
                // Where the engine stops, so did its own reader: this is the board it read.
                break;
            }
        }
        return Optional.of(game);
    }
}
