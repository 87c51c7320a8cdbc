package tabuleiro.connectfour.ui;

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
import java.util.stream.IntStream;
import tabuleiro.connectfour.Agent;
import tabuleiro.connectfour.Game;
import tabuleiro.connectfour.Player;
import tabuleiro.connectfour.Position;
import tabuleiro.connectfour.RandomAgent;
import tabuleiro.connectfour.solver.PerfectAgent;
import tabuleiro.ui.ContractTwins;
import tabuleiro.ui.Language;
import tabuleiro.ui.Prompter;
import tabuleiro.ui.Quit;
import tabuleiro.ui.Texts;
import tabuleiro.ui.Unfinished;

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
 * playing only into columns that have space (rule C4-07), so the {@link #keyboard()}
 * checks what is typed and asks again, saying what it expected, until it gets such a column.
 *
 * <p>Every question is asked through the shared {@link Prompter}, as in the other games:
 * {@code help} (or {@code ajuda}, {@code ?}) at any prompt says what it expects, and
 * {@code quit} (or {@code sair}, or this game's own {@code q}) and the end of the input stop.
 */
public final class TextUi {

    /** This game's own short word for quitting, kept beside the shared quit words. */
    private static final String Q = "q";
    /** The answers to "play again?", in English and Portuguese whatever the screen speaks. */
    private static final Set<String> YES = Set.of("y", "yes", "s", "sim");
    private static final Set<String> NO = Set.of("n", "no", "nao", "não", Q);
    /**
     * The order the result's sentence writes the winning line in: by row from the top, then by
     * column from the left. The engine's contract lets {@link Game#winningLine()} give the four
     * from either end (issue 74), so the UI chooses the order itself and every engine the
     * contract allows prints the same sentence, the one the rule book quotes (rule C4-15). It is
     * the order the reference gives, so nothing the reference prints changes.
     */
    private static final Comparator<Position> READING_ORDER =
            Comparator.comparingInt(Position::row).thenComparingInt(Position::column);

    private final Prompter prompter;
    private final Texts texts;
    /** The engine's contract messages in the player's language ({@link ConnectFourContracts}). */
    private final ContractTwins contracts;
    private final GridView view;
    private final Agent keyboard = new Keyboard();

    /**
     * Creates a text UI without colour, in English, which reads people's moves from
     * {@code input} and writes everything to {@code output}.
     *
     * @param input where people's moves come from, one per line
     * @param output where the grid and the messages go; flushed after each message
     * @throws NullPointerException if {@code input} or {@code output} is null
     */
    public TextUi(Reader input, Writer output) {
        this(input, output, GridView.plain());
    }

    /**
     * Creates a text UI in English that draws the grid with the given view, plain or coloured.
     *
     * @param input where people's moves come from, one per line
     * @param output where the grid and the messages go; flushed after each message
     * @param view how to draw the grid
     * @throws NullPointerException if an argument is null
     */
    public TextUi(Reader input, Writer output, GridView view) {
        this(input, output, view, Language.ENGLISH);
    }

    /**
     * Creates a text UI that speaks a language and draws the grid with the given view. Every
     * prompt, message and help is in that language; what a person types is understood in
     * either language (the shared quit and help words, {@code q}, and the yes and no of "play
     * again?"). Messages the engine's exceptions carry are said through their twins
     * ({@link ConnectFourContracts}) in the UI's language, after a sentence that says what
     * failed; one no twin knows (a student's own words) is shown as the engine wrote it.
     *
     * @param input where people's moves come from, one per line
     * @param output where the grid and the messages go; flushed after each message
     * @param view how to draw the grid
     * @param language the language of the screens
     * @throws NullPointerException if an argument is null
     */
    public TextUi(Reader input, Writer output, GridView view, Language language) {
        Objects.requireNonNull(input, "input");
        Objects.requireNonNull(output, "output");
        Objects.requireNonNull(language, "language");
        // The prompter reads a character at a time, which a buffer makes cheap.
        this.prompter = new Prompter(input instanceof BufferedReader buffered
                ? buffered : new BufferedReader(input), new PrintWriter(output), language);
        this.texts = Texts.of(ConnectFourTexts.class, language);
        this.contracts = ContractTwins.of(ConnectFourContracts.class, language);
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
     * The winning line is written in reading order, by row from the top and then by column from
     * the left, whichever end the engine's {@link Game#winningLine()} starts from.
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
            say(texts.text("score", firstWins, secondWins, draws));
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
        say(texts.text("new.game", describe(first), describe(second)));
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
                    throw new Broken(texts.text("engine.endless", discs));
                }
                Player mover = Objects.requireNonNull(game.nextPlayer(), "nextPlayer() is null");
                Agent agent = mover == Player.FIRST ? first : second;
                say(texts.text("to.play", name(mover), GridView.symbol(mover.number())));
                int column = askForMove(game, mover, agent);
                say(texts.text("plays", name(mover), describe(agent), column));
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
                    ? Unfinished.line(failure, texts.language())
                    : texts.text("engine.broke", sentence(describe(failure))));
        }
        say(texts.text("stops"));
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
                throw new Broken(thrownInEngine(failure)
                        ? Unfinished.line(failure, texts.language())
                        : texts.text("agent.unfinished", who,
                                Unfinished.what(failure, texts.language())));
            }
            throw new Broken(texts.text("agent.broke", who, sentence(describe(failure))));
        }
        // Playing only into a column with space is the UI's duty (C4-07), so it checks every agent.
        if (column < 1 || column > Game.COLUMNS || !game.hasSpace(column)) {
            // As text, so that a wild column reads as the agent returned it, without grouping.
            throw new Broken(texts.text("agent.bad.column", name(mover) + " (" + describe(agent)
                    + ")", Integer.toString(column)));
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
    private void playMove(Game game, int column) {
        try {
            game.play(column);
        } catch (IllegalArgumentException | IllegalStateException refused) {
            throw new Broken(texts.text("engine.refused", column, sentence(messageOf(refused))));
        }
    }

    private void announceResult(Game game) {
        Optional<Player> winner = game.winner();
        if (winner.isPresent()) {
            say(texts.text("wins", name(winner.get()), game.winningLine().stream()
                    .sorted(READING_ORDER)
                    .map(Position::toString)
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

    /** The human seat: reads lines until one names a column with space. */
    private final class Keyboard implements Agent {

        @Override
        public int chooseColumn(Game game, Player player) {
            Agent.requireTurn(game, player);
            while (true) {
                String typed;
                try {
                    typed = prompter.ask(texts.text("column.ask", Game.COLUMNS), help(game));
                } catch (Quit quit) {
                    throw new Stopped((quit.reason() == Quit.Reason.TYPED
                            ? texts.text("quit", name(player)) : texts.text("input.ended"))
                            + " " + texts.text("stops"));
                }
                if (typed.equalsIgnoreCase(Q)) {
                    throw new Stopped(texts.text("quit", name(player)) + " "
                            + texts.text("stops"));
                }
                Optional<String> problem = problemWith(typed, game);
                if (problem.isEmpty()) {
                    return Integer.parseInt(typed);
                }
                say(texts.text("column.again", Game.COLUMNS, problem.get()));
            }
        }

        /** What the column prompt expects, with the columns that have space now. */
        private String help(Game game) {
            return texts.text("column.help", IntStream.rangeClosed(1, Game.COLUMNS)
                    .filter(game::hasSpace).mapToObj(Integer::toString)
                    .collect(Collectors.joining(", ")));
        }

        /** What keeps the typed text from being a column with space, if anything. */
        private Optional<String> problemWith(String typed, Game game) {
            if (typed.isEmpty()) {
                return Optional.of(texts.text("problem.empty"));
            }
            if (!typed.matches("[+-]?\\d+")) {
                return Optional.of(texts.text("problem.not.number", typed));
            }
            int column;
            try {
                column = Integer.parseInt(typed);
            } catch (NumberFormatException tooLong) {
                return Optional.of(texts.text("problem.no.column", typed));
            }
            if (column < 1 || column > Game.COLUMNS) {
                return Optional.of(texts.text("problem.no.column", typed));
            }
            return game.hasSpace(column)
                    ? Optional.empty() : Optional.of(texts.text("problem.full", column));
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

    private String name(Player player) {
        return texts.text("player", player.number());
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
