package tabuleiro.galo.ui;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.Writer;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Locale;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import tabuleiro.galo.Agent;
import tabuleiro.galo.Board;
import tabuleiro.galo.Game;
import tabuleiro.galo.Mark;
import tabuleiro.galo.PerfectAgent;
import tabuleiro.galo.RandomAgent;
import tabuleiro.galo.Square;
import tabuleiro.ui.ContractTwins;
import tabuleiro.ui.Language;
import tabuleiro.ui.Prompter;
import tabuleiro.ui.Quit;
import tabuleiro.ui.Texts;
import tabuleiro.ui.Unfinished;

/**
 * The text user interface of Jogo do Galo (rule GALO-11): it shows the board, asks people for
 * the square to mark, lets agents make their moves, and says how the game ended.
 *
 * <p>It talks to the engine only through its public methods ({@link Game#newGame()},
 * {@link Square#parse(String)}, {@link Game#markAt(Square)}, {@link Game#isEmpty(Square)},
 * {@link Game#play(Square)}, {@link Game#nextMark()}, {@link Game#isOver()},
 * {@link Game#winner()} and {@link Game#winningLine()}), and decides no rule itself: so a
 * student's engine can be put in place of the reference and played at once.
 *
 * <p>Because that engine may be unfinished or wrong, no exception it throws crashes the UI: a
 * method that throws, say
 * {@code UnsupportedOperationException("Exercise 2: implement Game.placeMark")}, ends the game
 * with a sentence saying which part is not finished or broke; never with a stack trace.
 *
 * <p>People are never the engine's problem either: playing only on empty squares is the UI's
 * duty (rule GALO-04), so the {@link #keyboard()} checks what is typed and asks again, saying
 * what it expected and what was wrong, until it gets the name of an empty square. A line it
 * refuses changes nothing. {@code help} (or {@code ajuda}, {@code ?}) at any prompt says what
 * it expects, and {@code q}, {@code quit}, {@code sair} and the end of the input stop.
 */
public final class TextUi {

    /** This game's own short word for quitting, kept beside the shared quit words. */
    private static final String Q = "q";
    /** The answers to "play again?", in English and Portuguese whatever the screen speaks. */
    private static final Set<String> YES = Set.of("y", "yes", "s", "sim");
    private static final Set<String> NO = Set.of("n", "no", "nao", "não", Q);

    /**
     * The order the result's sentence writes the winning line in: by row from the top, then by
     * column from the left. The engine's contract lets {@link Game#winningLine()} give the three
     * squares from either end, so the UI chooses the order itself and every engine the contract
     * allows prints the same sentence, the one the rule book quotes (rule GALO-11). For each of
     * the eight lines it is the order the reference gives.
     */
    private static final Comparator<Square> READING_ORDER =
            Comparator.comparingInt(Square::row).thenComparingInt(Square::column);

    private final Prompter prompter;
    private final Texts texts;
    /** The engine's contract messages in the player's language ({@link GaloContracts}). */
    private final ContractTwins contracts;
    private final Agent keyboard = new Keyboard();

    /**
     * Creates a text UI in English, which reads people's moves from {@code input} and writes
     * everything to {@code output}.
     *
     * @param input where people's moves come from, one per line
     * @param output where the board and the messages go; flushed after each message
     * @throws NullPointerException if {@code input} or {@code output} is null
     */
    public TextUi(Reader input, Writer output) {
        this(input, output, Language.ENGLISH);
    }

    /**
     * Creates a text UI that speaks a language. Every prompt, message and help is in that
     * language; what a person types is understood in either (the quit and help words, and the
     * yes and no of "play again?"). Messages of the engine's exceptions are said through their
     * twins ({@link GaloContracts}) in the UI's language.
     *
     * @param input where people's moves come from, one per line
     * @param output where the board and the messages go; flushed after each message
     * @param language the language of the screens
     * @throws NullPointerException if an argument is null
     */
    public TextUi(Reader input, Writer output, Language language) {
        Objects.requireNonNull(input, "input");
        Objects.requireNonNull(output, "output");
        Objects.requireNonNull(language, "language");
        // The prompter reads a character at a time, which a buffer makes cheap.
        this.prompter = new Prompter(input instanceof BufferedReader buffered
                ? buffered : new BufferedReader(input), new PrintWriter(output), language);
        this.texts = Texts.of(GaloTexts.class, language);
        this.contracts = ContractTwins.of(GaloContracts.class, language);
    }

    /**
     * Returns the human seat: an agent that asks the person at the keyboard for each move.
     *
     * <p>It reads one line per attempt. A line that is not the name of an empty square (empty,
     * not a square's name, or a square that holds a mark) is answered with what was expected and
     * what was wrong, for example "Type the name of an empty square, a column a to c and a row 1
     * to 3, such as b2; b2 already holds X.", and the question is asked again; the game is not
     * touched.
     *
     * @return the agent that plays what is typed on this UI's input
     * @post the agent's {@code chooseSquare} returns an empty square, or throws
     *     {@link NoSuchElementException} when the input ends or the person types {@code q},
     *     {@code quit} or {@code sair} before giving one
     */
    public Agent keyboard() {
        return keyboard;
    }

    /**
     * Plays one game from {@link Game#newGame()} to its end, showing the board before each move
     * and at the end, whose turn it is, each move, and the result: "X wins with a1 b1 c1." with
     * the line highlighted on the board, or "Draw: the board is full.". The winning line is
     * written in reading order, whichever end the engine's {@link Game#winningLine()} starts
     * from.
     *
     * <p>The game also stops early, saying why, when the input ends or a person quits, and when
     * the engine or an agent fails.
     *
     * @param x the agent that plays X; {@link #keyboard()} for a person
     * @param o the agent that plays O
     * @return the game as it ended or stopped
     * @throws NullPointerException if an agent is null
     * @throws IllegalStateException unless the engine can create a new game
     *     ({@code Game.newGame()} returns one); the user has been told why it could not
     */
    public Game play(Agent x, Agent o) {
        Round round = playRound(x, o);
        if (round.game() == null) {
            throw new IllegalStateException("the engine could not create a new game");
        }
        return round.game();
    }

    /**
     * Plays games one after another, keeping the score, and after each finished game asks
     * whether to play again (y or n, in English or Portuguese). It stops when the answer is no,
     * when the person quits, when the input ends, or when a game stops early.
     *
     * @param x the agent that plays X in every game
     * @param o the agent that plays O in every game
     * @return {@code false} if a game stopped because the engine or an agent failed,
     *     {@code true} otherwise
     * @throws NullPointerException if an agent is null
     */
    public boolean playSession(Agent x, Agent o) {
        int winsOfX = 0;
        int winsOfO = 0;
        int draws = 0;
        while (true) {
            Round round = playRound(x, o);
            if (round.ending() != Ending.OVER) {
                return round.ending() == Ending.STOPPED;
            }
            Optional<Mark> winner = round.game().winner();
            if (winner.isEmpty()) {
                draws++;
            } else if (winner.get() == Mark.X) {
                winsOfX++;
            } else {
                winsOfO++;
            }
            say(texts.text("score", winsOfX, winsOfO, draws));
            if (!wantsAnotherGame()) {
                return true;
            }
        }
    }

    /** How a game ended: by the rules, stopped by the input or the person, or by a failure. */
    private enum Ending { OVER, STOPPED, BROKEN }

    /** One game as it ended; {@code game} is null only when no game could be created. */
    private record Round(Game game, Ending ending) {
    }

    private Round playRound(Agent x, Agent o) {
        Objects.requireNonNull(x, "x");
        Objects.requireNonNull(o, "o");
        say(texts.text("new.game", describe(x), describe(o)));
        Game game = null;
        try {
            game = Game.newGame();
            // A board holds nine marks, so a game that goes on longer has an engine that never
            // ends it; counting stops such an engine from keeping two agents playing forever.
            for (int marks = 0; ; marks++) {
                say(System.lineSeparator() + BoardView.draw(game));
                if (game.isOver()) {
                    announceResult(game);
                    return new Round(game, Ending.OVER);
                }
                if (marks == Game.SIZE * Game.SIZE) {
                    throw new Broken(texts.text("engine.endless", marks));
                }
                Mark mover = Objects.requireNonNull(game.nextMark(), "nextMark() is null");
                Agent agent = mover == Mark.X ? x : o;
                say(texts.text("to.play", mover));
                Square square = askForMove(game, mover, agent);
                say(texts.text("plays", mover, describe(agent), square));
                playMove(game, square);
            }
        } catch (Stopped stop) {
            say(stop.getMessage());
            return new Round(game, Ending.STOPPED);
        } catch (Broken broken) {
            say(broken.getMessage());
        } catch (RuntimeException | AssertionError failure) {
            // Whatever was not an agent's choice or the move itself was one of the engine's
            // queries: newGame, markAt, isEmpty, isOver, nextMark, winner or winningLine.
            say(failure instanceof UnsupportedOperationException
                    ? Unfinished.line(failure, texts.language())
                    : texts.text("engine.broke", sentence(describe(failure))));
        }
        say(texts.text("stops"));
        return new Round(game, Ending.BROKEN);
    }

    /** Asks an agent for its move and checks that it is an empty square. */
    private Square askForMove(Game game, Mark mover, Agent agent) {
        Square square;
        try {
            square = agent.chooseSquare(game, mover);
        } catch (Stopped stop) {
            throw stop;
        } catch (RuntimeException | AssertionError failure) {
            if (agent == keyboard) {
                // The keyboard is the UI's own; what fails under it is the engine it asked.
                throw failure;
            }
            String who = mover + " (" + describe(agent) + ")";
            if (failure instanceof UnsupportedOperationException) {
                throw new Broken(thrownInEngine(failure)
                        ? Unfinished.line(failure, texts.language())
                        : texts.text("agent.unfinished", who,
                                Unfinished.what(failure, texts.language())));
            }
            throw new Broken(texts.text("agent.broke", who, sentence(describe(failure))));
        }
        // Playing only on an empty square is the UI's duty (GALO-04), so it checks every agent.
        if (square == null || !game.isEmpty(square)) {
            throw new Broken(texts.text("agent.bad.square", mover + " (" + describe(agent) + ")",
                    String.valueOf(square)));
        }
        return square;
    }

    /**
     * Whether a failure was thrown in the engine, which an agent called: a finished agent that
     * asks an unfinished {@code Game.markAt} is not the part to finish. The frames above the
     * UI's own are the agent's and what it called, so the stack trace tells.
     */
    private static boolean thrownInEngine(Throwable failure) {
        return Arrays.stream(failure.getStackTrace())
                .map(StackTraceElement::getClassName)
                .takeWhile(frame -> !frame.equals(TextUi.class.getName()))
                .anyMatch(frame -> frame.equals(Game.class.getName())
                        || frame.equals(Square.class.getName()));
    }

    /** Plays a square already checked to be empty, blaming the engine if it refuses. */
    private void playMove(Game game, Square square) {
        try {
            game.play(square);
        } catch (IllegalArgumentException | IllegalStateException refused) {
            throw new Broken(texts.text("engine.refused", square, sentence(messageOf(refused))));
        }
    }

    private void announceResult(Game game) {
        Optional<Mark> winner = game.winner();
        if (winner.isPresent()) {
            say(texts.text("wins", winner.get(), game.winningLine().stream()
                    .sorted(READING_ORDER).map(Square::toString)
                    .collect(Collectors.joining(" "))));
        } else {
            say(texts.text("draw"));
        }
    }

    /** Asks whether to play again until the answer is yes or no; quitting is a no. */
    private boolean wantsAnotherGame() {
        while (true) {
            String answer;
            try {
                answer = prompter.ask(texts.text("again.ask"), texts.text("again.help"));
            } catch (Quit quit) {
                say(texts.text(quit.reason() == Quit.Reason.END_OF_INPUT
                        ? "again.input.ended" : "again.no"));
                return false;
            }
            String word = answer.toLowerCase(Locale.ROOT);
            if (YES.contains(word)) {
                return true;
            }
            if (NO.contains(word)) {
                return false;
            }
            say(texts.text("again.retry"));
        }
    }

    /** The human seat: reads lines until one names an empty square. */
    private final class Keyboard implements Agent {

        @Override
        public Square chooseSquare(Game game, Mark mark) {
            Agent.requireTurn(game, mark);
            while (true) {
                String typed;
                try {
                    typed = prompter.ask(texts.text("square.ask"), help(game));
                } catch (Quit quit) {
                    throw new Stopped((quit.reason() == Quit.Reason.TYPED
                            ? texts.text("quit", mark) : texts.text("input.ended"))
                            + " " + texts.text("stops"));
                }
                if (typed.equalsIgnoreCase(Q)) {
                    throw new Stopped(texts.text("quit", mark) + " " + texts.text("stops"));
                }
                String problem = problemWith(typed, game);
                if (problem.isEmpty()) {
                    return Square.parse(typed);
                }
                say(texts.text("square.again", problem));
            }
        }

        /** What the square prompt expects, with the empty squares now. */
        private String help(Game game) {
            return texts.text("square.help", Board.emptySquares(game).stream()
                    .map(Square::toString).collect(Collectors.joining(", ")));
        }

        /**
         * What keeps the typed text from being an empty square, or an empty string. A name is
         * read by the engine's {@link Square#parse(String)}, whose refusal is the answer "not
         * a square"; any other failure of the engine is not the person's, and is passed on.
         */
        private String problemWith(String typed, Game game) {
            if (typed.isEmpty()) {
                return texts.text("problem.empty");
            }
            Square square;
            try {
                square = Square.parse(typed);
            } catch (IllegalArgumentException notASquare) {
                return texts.text("problem.not.square", typed);
            }
            Optional<Mark> mark = game.markAt(square);
            return mark.isEmpty() ? "" : texts.text("problem.taken", square, mark.get());
        }
    }

    /** Names an agent for the messages: the launcher's seats by their names, others as "agent". */
    private String describe(Agent agent) {
        if (agent == keyboard) {
            return texts.text("agent.human");
        } else if (agent instanceof RandomAgent) {
            return texts.text("agent.random");
        } else if (agent instanceof PerfectAgent) {
            return texts.text("agent.perfect");
        }
        return texts.text("agent.other");
    }

    /** An exception's kind and message, for failures the UI cannot put in other words. */
    private String describe(Throwable failure) {
        String kind = failure.getClass().getSimpleName();
        return failure.getMessage() == null ? kind
                : kind + ": " + contracts.say(failure.getMessage());
    }

    /** An exception's message, which says what went wrong, or its kind when it has none. */
    private String messageOf(Throwable failure) {
        return failure.getMessage() == null ? describe(failure)
                : contracts.say(failure.getMessage());
    }

    /** Ends a message from an exception as a sentence, whether or not it has its own stop. */
    private static String sentence(String message) {
        return message.endsWith(".") ? message : message + ".";
    }

    private void say(String text) {
        prompter.say(text);
    }

    /** The input ended, or the person quit, before a square was given. */
    private static final class Stopped extends NoSuchElementException {
        private static final long serialVersionUID = 1L;

        Stopped(String message) {
            super(message);
        }
    }

    /** A failure already explained in words for the user. */
    private static final class Broken extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Broken(String explanation) {
            super(explanation);
        }
    }
}
