package tabuleiro.checkers.ui;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.Writer;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import tabuleiro.checkers.Agent;
import tabuleiro.checkers.Board;
import tabuleiro.checkers.Colour;
import tabuleiro.checkers.Game;
import tabuleiro.checkers.Move;
import tabuleiro.checkers.Square;
import tabuleiro.ui.Prompter;
import tabuleiro.ui.Quit;

/**
 * The text user interface of checkers (brief §1.2.2): it redraws the board after every move, asks
 * people for their moves ({@link MoveEntry}: a whole move at once, or the piece and then each
 * square, asking after each jump whether to go on where the rules let the player stop), lets
 * agents make their moves, and says how the game ended.
 *
 * <p>Every question is asked through the shared {@link Prompter}: {@code help} answers it,
 * {@code quit} and the end of the input stop the game where it stands. Nothing typed crashes it
 * or gets it stuck (rule CHECKERS-27): every bad line is answered with what was expected. An
 * agent that fails (a peer that sent an illegal move, a dropped connection) stops the game with
 * its message, and {@link #ending()} says so, for the command's exit status.
 */
public final class TextUi {

    /** How the last game played through this UI stopped. */
    public enum Ending {
        /** The game ended by the rules: a win, a resignation or a draw. */
        OVER,
        /** The person at the keyboard quit, or the input ended. */
        QUIT,
        /** The session's limit of moves was reached, with no result. */
        MOVE_LIMIT,
        /** An agent failed or chose an illegal move (such as a peer breaking the protocol). */
        FAILED
    }

    private final Prompter prompter;
    private final Agent keyboard = new Keyboard();
    private Ending ending;

    /**
     * Creates a text UI that reads from {@code input} and writes to {@code output}.
     *
     * @param input where people's moves come from, one per line
     * @param output where the board and messages go; flushed after each message
     * @throws NullPointerException if {@code input} or {@code output} is null
     */
    public TextUi(Reader input, Writer output) {
        Objects.requireNonNull(input, "input");
        Objects.requireNonNull(output, "output");
        this.prompter = new Prompter(input instanceof BufferedReader buffered ? buffered
                : new BufferedReader(input), output instanceof PrintWriter printer ? printer
                : new PrintWriter(output));
    }

    /**
     * Returns the agent that asks the person at the keyboard for each move.
     *
     * @return the keyboard agent of this UI
     */
    public Agent keyboard() {
        return keyboard;
    }

    /**
     * Plays a game to its end, or until the person quits, the input ends or an agent fails, with
     * no limit on the number of moves. With the keyboard on both sides it is the solitaire mode
     * (rule CHECKERS-24).
     *
     * @param game the game, played on
     * @param white who chooses White's moves
     * @param black who chooses Black's moves
     * @return the game as it stands at the end
     * @post {@code ending() != null}; {@code ending() == OVER} exactly when {@code game.isOver()}
     */
    public Game play(Game game, Agent white, Agent black) {
        return play(game, white, black, Integer.MAX_VALUE);
    }

    /**
     * Plays a game as {@link #play(Game, Agent, Agent)} does, but stops it with no result after
     * {@code moveLimit} moves of this session. The simplified rules have no draw (brief
     * §1.2.1, rule CHECKERS-21), so two agents alone could play for ever: the limit is the
     * session's, not a rule, and the game stays as it stands, unfinished.
     *
     * @param game the game, played on
     * @param white who chooses White's moves
     * @param black who chooses Black's moves
     * @param moveLimit the most moves this session plays, at least 1
     * @return the game as it stands at the end
     * @throws IllegalArgumentException unless {@code moveLimit >= 1}
     * @post {@code ending() != null}; {@code ending() == OVER} exactly when {@code game.isOver()}
     */
    public Game play(Game game, Agent white, Agent black, int moveLimit) {
        Objects.requireNonNull(game, "game");
        if (moveLimit < 1) {
            throw new IllegalArgumentException("a session plays at least 1 move, but a limit of "
                    + moveLimit + " was given");
        }
        ending = session(game, white, black, moveLimit);
        if (ending == Ending.OVER) {
            prompter.say(BoardView.render(game.board()));
            prompter.say(result(game));
        }
        assert (ending == Ending.OVER) == game.isOver() : "post: over exactly when it ended";
        return game;
    }

    /**
     * Tells how the last game played through this UI stopped, so that a command can choose its
     * exit status.
     *
     * @return the ending, or {@code null} before any game
     */
    public Ending ending() {
        return ending;
    }

    /** Plays until the game ends or stops; returns how it stopped, having said why. */
    private Ending session(Game game, Agent white, Agent black, int moveLimit) {
        int played = 0;
        while (!game.isOver()) {
            if (played == moveLimit) {
                prompter.say("The session stops after " + moveLimit + " moves, with no result:"
                        + " the simplified rules have no draw, so agents alone could play for"
                        + " ever (--max-moves sets the limit).");
                return Ending.MOVE_LIMIT;
            }
            prompter.say(BoardView.render(game.board()));
            Colour mover = game.sideToMove();
            Agent agent = mover == Colour.WHITE ? white : black;
            Optional<Move> choice;
            try {
                choice = agent.chooseMove(game);
            } catch (Quit quit) {
                prompter.say(quit.reason() == Quit.Reason.TYPED
                        ? "You quit: the game stops here, unfinished."
                        : "The input ended, so the game stops here, unfinished.");
                return Ending.QUIT;
            } catch (RuntimeException failure) {
                if (agent == keyboard) {
                    throw failure; // a fault of this UI, not of a player: let tests see it
                }
                prompter.say("The game stops here: " + failure.getMessage());
                return Ending.FAILED;
            }
            if (choice.isEmpty()) {
                game.resign();
                prompter.say(name(mover) + " resigns.");
            } else if (game.legalMoves().stream().noneMatch(choice.get()::sameEffectAs)) {
                prompter.say("The game stops here: " + name(mover) + " chose " + choice.get()
                        + ", which is not a legal move.");
                return Ending.FAILED;
            } else {
                game.play(choice.get());
                played++;
                if (agent != keyboard) {
                    prompter.say(name(mover) + " plays " + choice.get() + ".");
                }
            }
        }
        return Ending.OVER;
    }

    /**
     * Asks for a square with a piece on it until one is typed, the brief's third first-phase
     * routine (rule CHECKERS-29).
     *
     * @param board the board
     * @return the square, or empty when the person quit or the input ended
     */
    public Optional<Square> selectOccupiedSquare(Board board) {
        return selectSquare(board, true);
    }

    /**
     * Asks for an empty dark square until one is typed, the brief's fourth first-phase routine
     * (rule CHECKERS-29).
     *
     * @param board the board
     * @return the square, or empty when the person quit or the input ended
     */
    public Optional<Square> selectFreeSquare(Board board) {
        return selectSquare(board, false);
    }

    private Optional<Square> selectSquare(Board board, boolean occupied) {
        String wanted = occupied ? "a square with a piece" : "a free dark square";
        while (true) {
            String line;
            try {
                line = prompter.ask("Choose " + wanted + " (1 to 32, or such as c3): ",
                        "Type " + SquareNames.EXPECTED + ", of " + wanted + ".");
            } catch (Quit quit) {
                return Optional.empty();
            }
            Square square;
            try {
                square = SquareNames.read(line);
            } catch (IllegalArgumentException notASquare) {
                prompter.say(notASquare.getMessage());
                continue;
            }
            if (board.isEmpty(square) == occupied) {
                prompter.say("Square " + square + (occupied ? " is empty" : " is occupied")
                        + ": choose " + wanted + ".");
            } else {
                return Optional.of(square);
            }
        }
    }

    private static String result(Game game) {
        if (game.isDrawn()) {
            return "The game is drawn.";
        }
        return name(game.winner().orElseThrow()) + " wins"
                + (game.isResigned() ? ": the other side resigned." : ".");
    }

    /**
     * Names a side as a sentence starts it.
     *
     * @param colour the side
     * @return {@code White} or {@code Black}
     */
    static String name(Colour colour) {
        String lower = colour.name().toLowerCase(Locale.ROOT);
        return Character.toUpperCase(lower.charAt(0)) + lower.substring(1);
    }

    /** The person at the keyboard, asked for each move through a {@link MoveEntry}. */
    private final class Keyboard implements Agent {

        @Override
        public Optional<Move> chooseMove(Game game) {
            return new MoveEntry(game, prompter).ask();
        }
    }

    /**
     * Lists squares for a message.
     *
     * @param squares the squares
     * @return such as {@code 17 or 18}
     */
    static String either(List<Square> squares) {
        if (squares.size() <= 1) {
            return squares.isEmpty() ? "none" : squares.get(0).toString();
        }
        List<String> names = squares.stream().map(Square::toString).toList();
        return String.join(", ", names.subList(0, names.size() - 1)) + " or "
                + names.get(names.size() - 1);
    }
}
