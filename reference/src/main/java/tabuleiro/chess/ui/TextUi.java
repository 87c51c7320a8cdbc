package tabuleiro.chess.ui;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.Writer;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import tabuleiro.chess.Agent;
import tabuleiro.chess.Colour;
import tabuleiro.chess.Game;
import tabuleiro.chess.GameState;
import tabuleiro.chess.Move;
import tabuleiro.chess.NotationException;
import tabuleiro.chess.Outcome;
import tabuleiro.chess.Piece;
import tabuleiro.chess.PieceKind;
import tabuleiro.chess.San;
import tabuleiro.chess.SavedGame;
import tabuleiro.chess.Square;
import tabuleiro.chess.Termination;

/**
 * The text user interface of chess, as the brief describes it (rules CHESS-15 to CHESS-19):
 * the board after every move, whose turn it is, the state of the game and each side's captured
 * pieces; moves typed as {@code e2>>e4} (the brief's form), {@code e2e4} or in SAN
 * ({@code e4}, {@code Nf3}); {@code RENDER} resigns, {@code PAUSAR} saves the moves and stops,
 * {@code EMPATE} claims a draw or offers one. A promotion typed without its piece asks for it.
 * Every bad input is answered with what was expected, and the same player types again.
 *
 * <p>The UI decides no rule: legality, check, the end of the game and its reason are the
 * engine's answers, which it only shows. An engine that fails (a student's, with an exercise
 * still to write) ends the game with a sentence saying so, never with a stack trace.
 */
public final class TextUi {

    private static final Pattern COORDINATES = Pattern.compile(
            "([a-h][1-8])\\s*(?:>>|-)?\\s*([a-h][1-8])", Pattern.CASE_INSENSITIVE);
    private static final String HOW_TO_MOVE = "type a move as e2>>e4, e2e4 or in SAN (e4, Nf3,"
            + " O-O); RENDER resigns, PAUSAR saves the game and stops, EMPATE claims or offers a"
            + " draw";

    private final BufferedReader input;
    private final PrintWriter output;
    private final Path saveFile;
    private final Agent human = game -> {
        throw new IllegalStateException("the human seat's moves are typed at the keyboard");
    };

    /** How {@link #play} stopped, beyond what the game itself says. */
    public enum Stop {
        /** The game ended by the rules, by resignation or by a draw. */
        OVER,
        /** A player paused the game, which was saved (PAUSAR). */
        PAUSED,
        /** The input ended before the game did. */
        INPUT_ENDED,
        /** The engine or an agent failed; the user has been told what and where. */
        BROKEN
    }

    /**
     * Creates a text UI.
     *
     * @param input where people's moves come from, one per line
     * @param output where the board and the messages go; flushed after each message
     * @param saveFile where {@code PAUSAR} saves the game
     * @throws NullPointerException unless every argument is given
     */
    public TextUi(Reader input, Writer output, Path saveFile) {
        Objects.requireNonNull(input, "input");
        this.input = input instanceof BufferedReader buffered
                ? buffered : new BufferedReader(input);
        this.output = new PrintWriter(Objects.requireNonNull(output, "output"));
        this.saveFile = Objects.requireNonNull(saveFile, "saveFile");
    }

    /**
     * Returns the human seat: pass it for a side whose moves are typed at the keyboard.
     *
     * @return the marker of the human seat
     */
    public Agent human() {
        return human;
    }

    /**
     * Loads a saved game ("load game", rules CHESS-16 and CHESS-17), telling the user what
     * happened: how many moves were replayed, that the file is corrupted and from which move
     * the game continues, or that the file is missing or unreadable.
     *
     * @param file the saved game
     * @return the game replayed, or empty when the file could not be read
     */
    public Optional<Game> load(Path file) {
        Objects.requireNonNull(file, "file");
        try {
            SavedGame saved = SavedGame.load(file);
            saved.warning().ifPresent(this::say);
            say("Loaded " + file + ": " + saved.game().moves().size() + " move(s) replayed.");
            return Optional.of(saved.game());
        } catch (IOException | RuntimeException unreadable) {
            say("The saved game " + file + " could not be read (" + describe(unreadable)
                    + "); nothing was loaded.");
            return Optional.empty();
        }
    }

    /**
     * Plays a game to its end, to a pause or to the end of the input.
     *
     * @param game the game to continue (a new one, or a loaded one)
     * @param white who plays White: {@link #human()} or an agent
     * @param black who plays Black
     * @return how the play stopped; {@link Stop#BROKEN} when the engine or an agent failed
     */
    public Stop play(Game game, Agent white, Agent black) {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(white, "white");
        Objects.requireNonNull(black, "black");
        try {
            return playTurns(game, white, black);
        } catch (UnsupportedOperationException unfinished) {
            // A student's engine with an exercise still to write: say which, not a stack trace.
            say("The engine is not finished: " + unfinished.getMessage() + ". The game stops"
                    + " here.");
        } catch (RuntimeException | AssertionError broken) {
            say("The engine broke: " + describe(broken) + ". The game stops here.");
        }
        return Stop.BROKEN;
    }

    private Stop playTurns(Game game, Agent white, Agent black) {
        while (true) {
            show(game);
            if (game.isOver()) {
                announce(game.outcome().orElseThrow());
                return Stop.OVER;
            }
            Colour side = game.sideToMove();
            Agent agent = side == Colour.WHITE ? white : black;
            if (agent != human) {
                Move move = agent.chooseMove(game);
                String san = San.write(game.position(), move);
                game.play(move);
                say(name(side) + " (computer) plays " + san + ".");
                continue;
            }
            Optional<Stop> stop = humanTurn(game, side, side == Colour.WHITE ? black : white);
            if (stop.isPresent()) {
                return stop.get();
            }
        }
    }

    /** Reads lines until the human plays a move, resigns, pauses or the input ends. */
    private Optional<Stop> humanTurn(Game game, Colour side, Agent opponent) {
        while (true) {
            prompt(name(side) + " to move: ");
            String line = readLine();
            if (line == null) {
                say("The input ended before the game did; the game stops here.");
                return Optional.of(Stop.INPUT_ENDED);
            }
            String typed = line.strip();
            switch (typed.toUpperCase(Locale.ROOT)) {
                case "RENDER" -> {
                    game.resign(side);
                    say(name(side) + " resigns.");
                    return Optional.empty();
                }
                case "PAUSAR" -> {
                    if (pause(game)) {
                        return Optional.of(Stop.PAUSED);
                    }
                    continue;
                }
                case "EMPATE" -> {
                    if (draw(game, side, opponent)) {
                        return Optional.empty();
                    }
                    continue;
                }
                default -> {
                    // a move
                }
            }
            Optional<Move> move = readMove(game, typed);
            if (move.isPresent()) {
                String san = San.write(game.position(), move.get());
                game.play(move.get());
                say(name(side) + " plays " + san + ".");
                return Optional.empty();
            }
        }
    }

    /** The move a line names, asking for the piece of a promotion; empty after a message. */
    private Optional<Move> readMove(Game game, String typed) {
        if (typed.isEmpty()) {
            say("Nothing was typed: " + HOW_TO_MOVE + ".");
            return Optional.empty();
        }
        Matcher coordinates = COORDINATES.matcher(typed);
        if (coordinates.matches()) {
            Square from = Square.parse(coordinates.group(1));
            Square to = Square.parse(coordinates.group(2));
            List<Move> promotions = game.legalMoves().stream()
                    .filter(m -> m.from().equals(from) && m.to().equals(to) && m.isPromotion())
                    .toList();
            if (!promotions.isEmpty()) {
                return askPromotion(promotions);
            }
        }
        try {
            return Optional.of(San.parse(game.position(), typed));
        } catch (NotationException wrong) {
            say(wrong.getMessage() + ". Try again: " + HOW_TO_MOVE + ".");
            return Optional.empty();
        }
    }

    private Optional<Move> askPromotion(List<Move> promotions) {
        while (true) {
            prompt("Promote to (q queen, r rook, b bishop, n knight)? ");
            String line = readLine();
            if (line == null) {
                return Optional.empty();
            }
            String typed = line.strip().toLowerCase(Locale.ROOT);
            if (typed.length() == 1 && "qrbn".contains(typed)) {
                PieceKind kind = PieceKind.fromLetter(typed.charAt(0));
                return promotions.stream().filter(m -> m.promotion() == kind).findFirst();
            }
            say("A pawn promotes to a queen, rook, bishop or knight: type q, r, b or n, not \""
                    + typed + "\".");
        }
    }

    private boolean pause(Game game) {
        try {
            SavedGame.save(game, saveFile);
            say("Game paused: " + game.moves().size() + " move(s) saved to " + saveFile
                    + ". Load it to continue.");
            say("State: paused.");
            return true;
        } catch (IOException | RuntimeException failed) {
            say("The game could not be saved to " + saveFile + " (" + describe(failed)
                    + "); it goes on.");
            return false;
        }
    }

    /** A claim when the rules allow one, else an offer the opponent accepts or declines. */
    private boolean draw(Game game, Colour side, Agent opponent) {
        Optional<Termination> claim = game.claimableDraw();
        if (claim.isPresent()) {
            game.claimDraw();
            say(name(side) + " claims a draw by " + claim.get().description() + ".");
            return true;
        }
        if (opponent != human) {
            say(name(side.opponent()) + " (computer) declines the draw offer. Play a move.");
            return false;
        }
        while (true) {
            prompt(name(side.opponent()) + ", " + name(side) + " offers a draw. Accept? (s/n) ");
            String line = readLine();
            String answer = line == null ? "n" : line.strip().toLowerCase(Locale.ROOT);
            if (answer.equals("s") || answer.equals("y")) {
                game.agreeDraw();
                say("Draw agreed.");
                return true;
            }
            if (answer.equals("n")) {
                say("The draw offer is declined. " + name(side) + " plays on.");
                return false;
            }
            say("Type s to accept the draw or n to decline it.");
        }
    }

    /** The board, the state, whose turn and the captured pieces (rule CHESS-19). */
    private void show(Game game) {
        say("");
        say(BoardView.draw(game.position()));
        say("Captured: white " + pieces(game.capturedPieces(Colour.WHITE)) + "; black "
                + pieces(game.capturedPieces(Colour.BLACK)) + ".");
        GameState state = game.state();
        String detail = state == GameState.DRAW
                ? " (" + game.outcome().orElseThrow().termination().description() + ")" : "";
        say("State: " + state.description() + detail + "."
                + (game.isOver() ? "" : " " + name(game.sideToMove()) + " to move."));
        if (state == GameState.CHECK) {
            say(name(game.sideToMove()) + " is in check.");
        }
        game.claimableDraw().ifPresent(reason -> say(name(game.sideToMove())
                + " may claim a draw by " + reason.description() + " (type EMPATE)."));
    }

    private void announce(Outcome outcome) {
        String result = switch (outcome.result()) {
            case WHITE_WINS -> "White wins";
            case BLACK_WINS -> "Black wins";
            case DRAW -> "Draw";
        };
        say(result + " by " + outcome.termination().description() + " ("
                + outcome.result().pgn() + ").");
    }

    private static String pieces(List<Piece> pieces) {
        return pieces.isEmpty() ? "none"
                : pieces.stream().map(Piece::toString).collect(Collectors.joining(" "));
    }

    private static String name(Colour colour) {
        return colour == Colour.WHITE ? "White" : "Black";
    }

    private static String describe(Throwable failure) {
        return failure.getMessage() == null ? failure.getClass().getSimpleName()
                : failure.getClass().getSimpleName() + ": " + failure.getMessage();
    }

    private String readLine() {
        try {
            return input.readLine();
        } catch (IOException unreadable) {
            say("The input could not be read: " + unreadable.getMessage());
            return null;
        }
    }

    private void say(String text) {
        output.println(text);
        output.flush();
    }

    private void prompt(String text) {
        output.print(text);
        output.flush();
    }
}
