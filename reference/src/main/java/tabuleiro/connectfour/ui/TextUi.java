package tabuleiro.connectfour.ui;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.Writer;
import java.util.Arrays;
import java.util.Locale;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import tabuleiro.connectfour.Agent;
import tabuleiro.connectfour.Game;
import tabuleiro.connectfour.Player;
import tabuleiro.connectfour.Position;
import tabuleiro.connectfour.RandomAgent;
import tabuleiro.connectfour.solver.PerfectAgent;
import tabuleiro.ui.Prompter;
import tabuleiro.ui.Quit;

/**
 * The text user interface of Connect Four: it shows the grid, asks people for their moves, lets
 * agents make theirs, and says how the game ended.
 *
 * <p>It talks to the engine only through the brief's interface (rule C4-15):
 * {@link Game#newGame()}, {@link Game#hasSpace(int)}, {@link Game#play(int)},
 * {@link Game#valueAt(int, int)}, {@link Game#isOver()}, {@link Game#winner()},
 * {@link Game#winningLine()} and {@link Game#nextPlayer()}. It decides no rule itself: whether a
 * column may be played, whose turn it is, and who won are the engine's answers, which the UI only
 * shows. So a student's engine can be put in place of the reference and played at once.
 *
 * <p>Because that engine may be unfinished or wrong, no exception it throws crashes the UI. A
 * method that throws, say
 * {@code UnsupportedOperationException("Exercise 2: implement Game.dropDisc")}, ends the game
 * with a sentence saying which part is not finished or broke, and the exception's message;
 * never with a stack trace. The same holds for agents.
 *
 * <p>People are never the engine's problem either: the brief makes the UI responsible for
 * playing only into columns that have space (§4, {@code jogar}), so the {@link #keyboard()}
 * checks what is typed and asks again, saying what it expected, until it gets such a column.
 *
 * <p>Every question is asked through the shared {@link Prompter}, as in the other games:
 * {@code help} (or {@code ajuda}, {@code ?}) at any prompt says what it expects, and
 * {@code quit} (or {@code sair}, or this game's own {@code q}) and the end of the input stop.
 */
public final class TextUi {

    private static final String ASK_AGAIN =
            "Type a column number from 1 to " + Game.COLUMNS + " that has space; ";
    private static final String STOPS = "The game stops here.";
    /** This game's own short word for quitting, kept beside the shared quit words. */
    private static final String Q = "q";
    private static final Set<String> YES = Set.of("y", "yes", "s", "sim");
    private static final Set<String> NO = Set.of("n", "no", "nao", "não", Q);
    private static final String AGAIN_HELP = "Type y (or yes, s, sim) to play another game, n (or"
            + " no, nao) to stop.";

    private final Prompter prompter;
    private final GridView view;
    private final Agent keyboard = new Keyboard();

    /**
     * Creates a text UI without colour, which reads people's moves from {@code input} and writes
     * everything to {@code output}.
     *
     * @param input where people's moves come from, one per line
     * @param output where the grid and the messages go; flushed after each message
     * @throws NullPointerException if {@code input} or {@code output} is null
     */
    public TextUi(Reader input, Writer output) {
        this(input, output, GridView.plain());
    }

    /**
     * Creates a text UI that draws the grid with the given view, plain or coloured.
     *
     * @param input where people's moves come from, one per line
     * @param output where the grid and the messages go; flushed after each message
     * @param view how to draw the grid
     * @throws NullPointerException if an argument is null
     */
    public TextUi(Reader input, Writer output, GridView view) {
        Objects.requireNonNull(input, "input");
        Objects.requireNonNull(output, "output");
        // The prompter reads a character at a time, which a buffer makes cheap.
        this.prompter = new Prompter(input instanceof BufferedReader buffered
                ? buffered : new BufferedReader(input), new PrintWriter(output));
        this.view = Objects.requireNonNull(view, "view");
    }

    /**
     * Returns the human seat: an agent that asks the person at the keyboard for each move.
     *
     * <p>It reads one line per attempt. A line that is not a column number from 1 to 7 with
     * space (empty, not a number, off the grid, or a full column) is answered with what was
     * expected, for example "Type a column number from 1 to 7 that has space; column 4 is
     * full.", and the question is asked again; the game is not touched. Typing {@code q},
     * {@code quit} or {@code sair} stops; {@code help} says which columns have space.
     *
     * @return the agent that plays what is typed on this UI's input
     * @post the agent's {@code chooseColumn} returns a column with space, or throws
     *     {@link NoSuchElementException} when the input ends or the person types {@code q},
     *     {@code quit} or {@code sair} before giving one
     */
    public Agent keyboard() {
        return keyboard;
    }

    /**
     * Plays one game from {@link Game#newGame()} to its end, showing the grid before each move
     * and at the end, whose turn it is, each move, and the result: "Player 1 wins with (6,1)
     * (6,2) (6,3) (6,4)." with the four highlighted on the grid, or "Draw: the grid is full."
     *
     * <p>The game also stops early, saying why, when the input ends or a person types
     * {@code q}, and when the engine or an agent fails.
     *
     * @param first the agent that plays for player 1 ({@code X}); {@link #keyboard()} for a
     *     person
     * @param second the agent that plays for player 2 ({@code O})
     * @return the game as it ended or stopped
     * @throws NullPointerException if an agent is null
     * @throws IllegalStateException unless the engine can create a new game
     *     ({@code Game.newGame()} returns one); the user has been told why it could not
     */
    public Game play(Agent first, Agent second) {
        Round round = playRound(first, second);
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
     * @param first the agent that plays for player 1 in every game
     * @param second the agent that plays for player 2 in every game
     * @return {@code false} if a game stopped because the engine or an agent failed,
     *     {@code true} otherwise
     * @throws NullPointerException if an agent is null
     */
    public boolean playSession(Agent first, Agent second) {
        int firstWins = 0;
        int secondWins = 0;
        int draws = 0;
        while (true) {
            Round round = playRound(first, second);
            if (round.ending() != Ending.OVER) {
                return round.ending() == Ending.STOPPED;
            }
            Optional<Player> winner = round.game().winner();
            if (winner.isEmpty()) {
                draws++;
            } else if (winner.get() == Player.FIRST) {
                firstWins++;
            } else {
                secondWins++;
            }
            say("Games won: player 1 " + firstWins + ", player 2 " + secondWins
                    + "; draws " + draws + ".");
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

    private Round playRound(Agent first, Agent second) {
        Objects.requireNonNull(first, "first");
        Objects.requireNonNull(second, "second");
        say("New game. Player 1 (X): " + describe(first) + ". Player 2 (O): "
                + describe(second) + ".");
        Game game = null;
        try {
            game = Game.newGame();
            // A grid holds 42 discs, so a game that goes on longer has an engine that never
            // ends it; counting stops such an engine from keeping two agents playing forever.
            for (int discs = 0; ; discs++) {
                say(System.lineSeparator() + view.draw(game));
                if (game.isOver()) {
                    announceResult(game);
                    return new Round(game, Ending.OVER);
                }
                if (discs == Game.ROWS * Game.COLUMNS) {
                    throw new Broken("The engine has had " + discs + " discs played, as many as"
                            + " the grid holds, and still says the game is not over: the engine"
                            + " is broken.");
                }
                Player mover = Objects.requireNonNull(game.nextPlayer(), "nextPlayer() is null");
                Agent agent = mover == Player.FIRST ? first : second;
                say(name(mover) + " (" + GridView.symbol(mover.number()) + ") to play.");
                int column = askForMove(game, mover, agent);
                say(name(mover) + " (" + describe(agent) + ") plays column " + column + ".");
                playMove(game, column);
            }
        } catch (Stopped stop) {
            say(stop.getMessage());
            return new Round(game, Ending.STOPPED);
        } catch (Broken broken) {
            say(broken.getMessage());
        } catch (RuntimeException | AssertionError failure) {
            // Whatever was not an agent's choice or the move itself was one of the engine's
            // queries: newGame, valueAt, winningLine, isOver, nextPlayer, hasSpace or winner.
            say(failure instanceof UnsupportedOperationException
                    ? "The engine is not finished: " + sentence(messageOf(failure))
                    : "The engine broke: " + sentence(describe(failure)));
        }
        say(STOPS);
        return new Round(game, Ending.BROKEN);
    }

    /** Asks an agent for its move and checks that it is a column with space. */
    private int askForMove(Game game, Player mover, Agent agent) {
        int column;
        try {
            column = agent.chooseColumn(game, mover);
        } catch (Stopped stop) {
            throw stop;
        } catch (RuntimeException | AssertionError failure) {
            if (agent == keyboard) {
                // The keyboard is the UI's own; what fails under it is the engine it asked.
                throw failure;
            }
            String who = name(mover) + " (" + describe(agent) + ")";
            if (failure instanceof UnsupportedOperationException) {
                throw new Broken((thrownInEngine(failure) ? "The engine" : who)
                        + " is not finished: " + sentence(messageOf(failure)));
            }
            throw new Broken(who + " broke while choosing a move: " + sentence(describe(failure)));
        }
        // Playing only into a column with space is the UI's duty (§4), so it checks every agent.
        if (column < 1 || column > Game.COLUMNS || !game.hasSpace(column)) {
            throw new Broken(name(mover) + " (" + describe(agent) + ") chose column "
                    + column + ", which is not a column with space: the agent is broken.");
        }
        return column;
    }

    /**
     * Whether a failure was thrown in the engine, which an agent called: a finished random agent
     * that asks an unfinished {@code Game.hasSpace} is not the part to finish. The frames above
     * the UI's own are the agent's and what it called, so the stack trace tells.
     */
    private static boolean thrownInEngine(Throwable failure) {
        return Arrays.stream(failure.getStackTrace())
                .map(StackTraceElement::getClassName)
                .takeWhile(frame -> !frame.equals(TextUi.class.getName()))
                .anyMatch(frame -> frame.equals(Game.class.getName()));
    }

    /** Plays a column already checked to have space, blaming the engine if it refuses. */
    private static void playMove(Game game, int column) {
        try {
            game.play(column);
        } catch (IllegalArgumentException | IllegalStateException refused) {
            throw new Broken("The engine refused column " + column + ", although it had said"
                    + " that the column has space and that the game is not over: "
                    + sentence(messageOf(refused)) + " The UI kept to the engine's contract,"
                    + " so the fault is in the engine.");
        }
    }

    private void announceResult(Game game) {
        Optional<Player> winner = game.winner();
        if (winner.isPresent()) {
            say(name(winner.get()) + " wins with " + game.winningLine().stream()
                    .map(Position::toString)
                    .collect(Collectors.joining(" ")) + ".");
        } else {
            say("Draw: the grid is full.");
        }
    }

    /** Asks whether to play again until the answer is yes or no; quitting is a no. */
    private boolean wantsAnotherGame() {
        while (true) {
            String answer;
            try {
                answer = prompter.ask("Play again? (y/n) ", AGAIN_HELP);
            } catch (Quit quit) {
                say(quit.reason() == Quit.Reason.END_OF_INPUT
                        ? "The input ended: no more games." : "No more games.");
                return false;
            }
            String word = answer.toLowerCase(Locale.ROOT);
            if (YES.contains(word)) {
                return true;
            }
            if (NO.contains(word)) {
                return false;
            }
            say("Type y to play again or n to stop.");
        }
    }

    /** The human seat: reads lines until one names a column with space. */
    private final class Keyboard implements Agent {

        @Override
        public int chooseColumn(Game game, Player player) {
            Agent.requireTurn(game, player);
            while (true) {
                String typed;
                try {
                    typed = prompter.ask("Column (1-" + Game.COLUMNS + ", q to quit)? ",
                            help(game));
                } catch (Quit quit) {
                    throw new Stopped(quit.reason() == Quit.Reason.TYPED
                            ? name(player) + " quit. " + STOPS
                            : "The input ended before the game did. " + STOPS);
                }
                if (typed.equalsIgnoreCase(Q)) {
                    throw new Stopped(name(player) + " quit. " + STOPS);
                }
                Optional<String> problem = problemWith(typed, game);
                if (problem.isEmpty()) {
                    return Integer.parseInt(typed);
                }
                say(ASK_AGAIN + problem.get() + ".");
            }
        }

        /** What the column prompt expects, with the columns that have space now. */
        private String help(Game game) {
            return "Type the number of a column that has space, to drop a disc in it: "
                    + IntStream.rangeClosed(1, Game.COLUMNS).filter(game::hasSpace)
                            .mapToObj(Integer::toString).collect(Collectors.joining(", "))
                    + ". Type q to stop the game.";
        }

        /** What keeps the typed text from being a column with space, if anything. */
        private Optional<String> problemWith(String typed, Game game) {
            if (typed.isEmpty()) {
                return Optional.of("nothing was typed");
            }
            if (!typed.matches("[+-]?\\d+")) {
                return Optional.of("\"" + typed + "\" is not a number");
            }
            int column;
            try {
                column = Integer.parseInt(typed);
            } catch (NumberFormatException tooLong) {
                return Optional.of("there is no column " + typed);
            }
            if (column < 1 || column > Game.COLUMNS) {
                return Optional.of("there is no column " + typed);
            }
            return game.hasSpace(column)
                    ? Optional.empty() : Optional.of("column " + column + " is full");
        }
    }

    /** Names an agent for the messages: the launcher's seats by their names, others as "agent". */
    private String describe(Agent agent) {
        if (agent == keyboard) {
            return "human";
        } else if (agent instanceof RandomAgent) {
            return "random agent";
        } else if (agent instanceof PerfectAgent) {
            return "perfect agent";
        }
        return "agent";
    }

    /** An exception's kind and message, for failures the UI cannot put in other words. */
    private static String describe(Throwable failure) {
        String kind = failure.getClass().getSimpleName();
        return failure.getMessage() == null ? kind : kind + ": " + failure.getMessage();
    }

    /** An exception's message, which says what went wrong, or its kind when it has none. */
    private static String messageOf(Throwable failure) {
        return failure.getMessage() == null ? describe(failure) : failure.getMessage();
    }

    /** Ends a message from an exception as a sentence, whether or not it has its own stop. */
    private static String sentence(String message) {
        return message.endsWith(".") ? message : message + ".";
    }

    private static String name(Player player) {
        return "Player " + player.number();
    }

    private void say(String text) {
        prompter.say(text);
    }

    /** The input ended, or the person quit, before a column was given. */
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
