package tabuleiro.checkers.ui;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.Writer;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import tabuleiro.checkers.Agent;
import tabuleiro.checkers.Board;
import tabuleiro.checkers.Colour;
import tabuleiro.checkers.Game;
import tabuleiro.checkers.Move;
import tabuleiro.checkers.Square;
import tabuleiro.ui.ContractTwins;
import tabuleiro.ui.Language;
import tabuleiro.ui.Prompter;
import tabuleiro.ui.Quit;
import tabuleiro.ui.Texts;

/**
 * The text user interface of checkers (rules CHECKERS-22 to CHECKERS-24): it redraws the board
 * after every move, asks people for their moves ({@link MoveEntry}: a whole move at once, or the
 * piece and then each square, asking after each jump whether to go on where the rules let the
 * player stop), lets agents make their moves, and says how the game ended.
 *
 * <p>Every question is asked through the shared {@link Prompter}: {@code help} answers it,
 * {@code quit} and the end of the input stop the game where it stands. Nothing typed crashes it
 * or gets it stuck (rule CHECKERS-27): every bad line is answered with what was expected. An
 * agent that fails (a peer that sent an illegal move, a dropped connection) stops the game with
 * its message, and {@link #ending()} says so, for the command's exit status.
 *
 * <p>It speaks English or Portuguese ({@link CheckersTexts}); the commands a player types are
 * understood in both whichever it speaks. The engine's own messages (its contracts) are said
 * through their twins ({@link CheckersContracts}) in the UI's language; one no twin knows (a
 * peer's failure, a student's own words) is shown as it comes.
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
    private final Texts texts;
    /** The engine's contract messages in the player's language ({@link CheckersContracts}). */
    private final ContractTwins contracts;
    private final Agent keyboard = new Keyboard();
    private Ending ending;

    /**
     * Creates a text UI that reads from {@code input} and writes to {@code output}, in English.
     *
     * @param input where people's moves come from, one per line
     * @param output where the board and messages go; flushed after each message
     * @throws NullPointerException if {@code input} or {@code output} is null
     */
    public TextUi(Reader input, Writer output) {
        this(input, output, Language.ENGLISH);
    }

    /**
     * Creates a text UI that reads from {@code input} and writes to {@code output} in a
     * language; the commands of both languages are understood whichever it is.
     *
     * @param input where people's moves come from, one per line
     * @param output where the board and messages go; flushed after each message
     * @param language the language of the prompts, messages and board legend
     * @throws NullPointerException if an argument is null
     */
    public TextUi(Reader input, Writer output, Language language) {
        Objects.requireNonNull(input, "input");
        Objects.requireNonNull(output, "output");
        this.texts = Texts.of(CheckersTexts.class, language);
        this.contracts = ContractTwins.of(CheckersContracts.class, language);
        this.prompter = new Prompter(input instanceof BufferedReader buffered ? buffered
                : new BufferedReader(input), output instanceof PrintWriter printer ? printer
                : new PrintWriter(output), language);
    }

    /**
     * Tells the player which side the colour draw of a network game gave them.
     *
     * @param mine this side's colour
     * @return the sentence, in the UI's language
     */
    public String coloursDecided(Colour mine) {
        return texts.text(mine == Colour.WHITE ? "remote.white" : "remote.black");
    }

    /**
     * Tells the player that the colours of a network game could not be drawn.
     *
     * @param why the reason, as the connection words it
     * @return the sentence, in the UI's language
     */
    public String coloursUndecided(String why) {
        return texts.text("remote.undecided", why);
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
     * {@code moveLimit} moves of this session. The simplified rules have no draw (rule
     * CHECKERS-21), so two agents alone could play for ever: the limit is the
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
            prompter.say(BoardView.render(game.board(), texts.language()));
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
                prompter.say(texts.text("session.limit", String.valueOf(moveLimit)));
                return Ending.MOVE_LIMIT;
            }
            prompter.say(BoardView.render(game.board(), texts.language()));
            Colour mover = game.sideToMove();
            Agent agent = mover == Colour.WHITE ? white : black;
            Optional<Move> choice;
            try {
                choice = agent.chooseMove(game);
            } catch (Quit quit) {
                prompter.say(texts.text(quit.reason() == Quit.Reason.TYPED ? "quit.typed"
                        : "quit.ended"));
                return Ending.QUIT;
            } catch (RuntimeException failure) {
                if (agent == keyboard) {
                    throw failure; // a fault of this UI, not of a player: let tests see it
                }
                prompter.say(texts.text("agent.failed", contracts.say(failure.getMessage())));
                return Ending.FAILED;
            }
            if (choice.isEmpty()) {
                game.resign();
                prompter.say(texts.text("resigns", name(mover)));
            } else if (game.legalMoves().stream().noneMatch(choice.get()::sameEffectAs)) {
                prompter.say(texts.text("agent.illegal", name(mover), choice.get().toString()));
                return Ending.FAILED;
            } else {
                game.play(choice.get());
                played++;
                if (agent != keyboard) {
                    prompter.say(texts.text("agent.plays", name(mover), choice.get().toString()));
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
        String wanted = texts.text(occupied ? "select.occupied" : "select.free");
        while (true) {
            String line;
            try {
                line = prompter.ask(texts.text("select.question", wanted),
                        texts.text("select.help", SquareNames.expected(texts), wanted));
            } catch (Quit quit) {
                return Optional.empty();
            }
            Square square;
            try {
                square = SquareNames.read(line, texts);
            } catch (IllegalArgumentException notASquare) {
                prompter.say(contracts.say(notASquare.getMessage()));
                continue;
            }
            if (board.isEmpty(square) == occupied) {
                prompter.say(texts.text(occupied ? "select.is.empty" : "select.is.occupied",
                        square.toString(), wanted));
            } else {
                return Optional.of(square);
            }
        }
    }

    private String result(Game game) {
        if (game.isDrawn()) {
            return texts.text("result.drawn");
        }
        return texts.text(game.isResigned() ? "result.wins.resigned" : "result.wins",
                name(game.winner().orElseThrow()));
    }

    /**
     * Names a side in the UI's language.
     *
     * @param colour the side
     * @return {@code White} or {@code Black}; {@code Brancas} or {@code Pretas}
     */
    String name(Colour colour) {
        return texts.text("colour." + colour.name());
    }

    /** The person at the keyboard, asked for each move through a {@link MoveEntry}. */
    private final class Keyboard implements Agent {

        @Override
        public Optional<Move> chooseMove(Game game) {
            return new MoveEntry(game, prompter, TextUi.this).ask();
        }
    }

    /**
     * Lists squares for a message.
     *
     * @param squares the squares
     * @return such as {@code 17 or 18}, or {@code 17 ou 18}
     */
    String either(List<Square> squares) {
        if (squares.size() <= 1) {
            return squares.isEmpty() ? texts.text("list.none") : squares.get(0).toString();
        }
        List<String> names = squares.stream().map(Square::toString).toList();
        return texts.text("list.or", String.join(", ", names.subList(0, names.size() - 1)),
                names.get(names.size() - 1));
    }

    /**
     * The UI's texts, for the questions of a move.
     *
     * @return the texts in the UI's language
     */
    Texts texts() {
        return texts;
    }
}
