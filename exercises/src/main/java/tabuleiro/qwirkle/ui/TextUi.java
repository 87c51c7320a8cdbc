package tabuleiro.qwirkle.ui;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import tabuleiro.cli.ExitStatus;
import tabuleiro.qwirkle.Agent;
import tabuleiro.qwirkle.Axis;
import tabuleiro.qwirkle.Game;
import tabuleiro.qwirkle.Player;
import tabuleiro.qwirkle.Position;
import tabuleiro.qwirkle.ScoredLine;
import tabuleiro.qwirkle.Turn;
import tabuleiro.qwirkle.TurnScore;
import tabuleiro.ui.ContractTwins;
import tabuleiro.ui.Language;
import tabuleiro.ui.Prompter;
import tabuleiro.ui.Quit;
import tabuleiro.ui.Texts;
import tabuleiro.ui.Unfinished;

/**
 * The text user interface of Qwirkle: it shows the board with its coordinates, every player's
 * score and the hand of the person at the keyboard, asks people for their turns, lets agents
 * take theirs, explains each turn's score line by line, and says who won.
 *
 * <p>Hands are hidden, as the official rules keep them: only a person's own hand is shown, never
 * an agent's. When two or more people share the keyboard (hot-seat play), each hand is shown only
 * on its owner's turn: after a person's turn the screen is pushed clear of their hand, and the
 * next person is asked to take the keyboard and press Enter before theirs is shown. Once the game
 * is over every hand is shown, since the tiles left decide a tie (rule QWIRKLE-18).
 *
 * <p>It decides no rule itself: whether a turn is allowed, what it scores and when the game
 * ends are the engine's answers. Because the engine may be a student's unfinished one, no
 * exception it throws crashes the UI: the game stops with a sentence saying what is not
 * finished or what broke.
 *
 * <p>People are never the engine's problem either: every question is asked by a
 * {@link Prompter}, so {@code help} is answered and {@code quit} (or {@code sair}) and the end
 * of the input stop the game at every prompt; what they type at their turn is read by
 * {@link CommandReader}, and anything that is not an allowed turn is answered with what was
 * expected, and the same player types again (rule QWIRKLE-13).
 *
 * <p>It speaks English or Portuguese ({@link TextUiTexts}); the commands of both languages are
 * read whichever it speaks. The reader's and the engine's refusals are their contracts and stay
 * English in the code; the player reads them in their language through their twins in
 * {@link QwirkleContracts} (a refusal no twin knows, a student's own words, is shown as
 * written).
 */
public final class TextUi {

    /** How a game or a session of games came to an end. */
    public enum Outcome {
        /** Every game was played to its end by the rules, and no other was wanted. */
        FINISHED,
        /** A person quit, or the input ended, before the end: the games played still count. */
        QUIT,
        /** The engine or an agent failed, or a game could not be started. */
        FAILED;

        /**
         * Gives the exit status of a command that ended this way: quitting is a way to stop,
         * not a failure.
         *
         * @return {@link ExitStatus#FAILURE} for {@link #FAILED}, {@link ExitStatus#DONE}
         *     otherwise
         */
        public ExitStatus status() {
            return this == FAILED ? ExitStatus.FAILURE : ExitStatus.DONE;
        }
    }

    /**
     * How many lines push a hand off the screen between two people's turns: more than a
     * terminal shows at once.
     */
    static final int SCREEN_LINES = 60;

    /** More turns than this and the engine is not ending its game. */
    private static final int MOST_TURNS = 2000;

    /** The words that show a person their hand again, in the briefs' two languages. */
    private static final Set<String> HAND_WORDS = Set.of("hand", "mão", "mao");

    private final Prompter prompter;
    private final Texts texts;
    /** The reader's and the engine's refusals in the player's language. */
    private final ContractTwins refusals;
    private final Agent keyboard = new Keyboard();

    /**
     * Creates a text UI that reads people's turns from {@code input} and writes everything to
     * {@code output}, in English.
     *
     * @param input where people's turns come from, one per line
     * @param output where the board and the messages go; flushed after each message
     * @throws NullPointerException if an argument is null
     */
    public TextUi(Reader input, Writer output) {
        this(input, output, Language.ENGLISH);
    }

    /**
     * Creates a text UI that reads people's turns from {@code input} and writes everything to
     * {@code output} in a language. What people type is read in both languages whichever it is.
     *
     * @param input where people's turns come from, one per line
     * @param output where the board and the messages go; flushed after each message
     * @param language the language of the screens, the questions and the help
     * @throws NullPointerException if an argument is null
     */
    public TextUi(Reader input, Writer output, Language language) {
        Objects.requireNonNull(input, "input");
        Objects.requireNonNull(output, "output");
        this.texts = Texts.of(TextUiTexts.class, language);
        this.refusals = ContractTwins.of(QwirkleContracts.class, language);
        // The prompter reads one character at a time: a buffer makes that cheap on a stream.
        this.prompter = new Prompter(input instanceof BufferedReader buffered
                ? buffered : new BufferedReader(input), new PrintWriter(output), language);
    }

    /**
     * Returns the human seat: an agent that asks the person at the keyboard for each turn.
     *
     * @return the agent that plays what is typed on this UI's input; it throws {@link Quit}
     *     when the input ends or the person types {@code quit} or {@code sair}
     */
    public Agent keyboard() {
        return keyboard;
    }

    /**
     * Plays a game to its end, showing the board and the players before each turn, each turn
     * and its score, and the result. It stops early, saying why, when the input ends, a person
     * quits, or the engine or an agent fails.
     *
     * @param game the game to play, at any turn
     * @param seats the agent of each player, in seat order; {@link #keyboard()} for a person
     * @return {@link Outcome#FINISHED} if the game reached its end, {@link Outcome#QUIT} if a
     *     person stopped it, {@link Outcome#FAILED} if the engine or an agent failed
     * @throws IllegalArgumentException unless there is one seat per player
     */
    public Outcome play(Game game, List<Agent> seats) {
        Objects.requireNonNull(game, "game");
        if (seats.size() != game.players().size()) {
            throw new IllegalArgumentException("one seat per player: " + game.players().size()
                    + " players, but " + seats.size() + " seats were given");
        }
        boolean hotSeat = seats.stream().filter(seat -> seat == keyboard).count() > 1;
        try {
            for (int turns = 0; !game.isOver(); turns++) {
                if (turns == MOST_TURNS) {
                    throw new IllegalStateException("the engine has had " + turns + " turns"
                            + " played and still says the game is not over");
                }
                Player mover = game.currentPlayer();
                Agent agent = seats.get(game.players().indexOf(mover));
                boolean handOver = hotSeat && agent == keyboard;
                if (handOver) {
                    handOver(mover);
                }
                show(game, seats);
                Turn turn = agent.chooseTurn(game);
                Optional<String> problem = game.problemWith(turn);
                if (problem.isPresent()) {
                    throw new IllegalStateException(mover.name() + " chose " + turn
                            + ", which is not allowed: " + problem.get());
                }
                TurnScore score = game.play(turn);
                if (handOver) {
                    clearScreen();
                }
                announce(mover, turn, score);
            }
            show(game, seats);
            announceResult(game);
            return Outcome.FINISHED;
        } catch (Quit quit) {
            say(quit.reason() == Quit.Reason.TYPED
                    ? texts.text("quit.typed", game.currentPlayer().name())
                    : texts.text("quit.input.ended"));
            return Outcome.QUIT;
        } catch (RuntimeException | AssertionError failure) {
            say(failure instanceof UnsupportedOperationException
                    ? Unfinished.line(failure, texts.language())
                    : texts.text("engine.broke", failure));
            say(texts.text("stops"));
            return Outcome.FAILED;
        }
    }

    /**
     * Plays games one after another and after each finished game asks whether to play again
     * (rule QWIRKLE-20). It stops when the answer is no, when a person quits or the input ends,
     * or when a game stops early.
     *
     * @param newGame makes each new game
     * @param seats the agent of each player, in seat order
     * @return {@link Outcome#FINISHED} when the answer was no, {@link Outcome#QUIT} when a
     *     person quit or the input ended, {@link Outcome#FAILED} when a game failed or could not
     *     be made
     */
    public Outcome playSession(Supplier<Game> newGame, List<Agent> seats) {
        while (true) {
            Game game;
            try {
                game = newGame.get();
            } catch (RuntimeException failure) {
                say(Unfinished.is(failure) ? Unfinished.line(failure, texts.language())
                        : texts.text("no.new.game", failure.getMessage()));
                return Outcome.FAILED;
            }
            Outcome outcome = play(game, seats);
            if (outcome != Outcome.FINISHED) {
                return outcome;
            }
            try {
                if (!wantsAnotherGame()) {
                    return Outcome.FINISHED;
                }
            } catch (Quit quit) {
                return Outcome.QUIT;
            }
        }
    }

    /**
     * Shows the board, every player's score, the hands the person at the keyboard may see
     * (see the class comment) and how many tiles each hidden hand holds, and the bag.
     */
    private void show(Game game, List<Agent> seats) {
        say("");
        say(game.board().draw(1));
        boolean hotSeat = seats.stream().filter(seat -> seat == keyboard).count() > 1;
        for (int seat = 0; seat < game.players().size(); seat++) {
            Player player = game.players().get(seat);
            boolean toMove = player == game.currentPlayer() && !game.isOver();
            boolean shown = game.isOver() || seats.get(seat) == keyboard && (!hotSeat || toMove);
            String marker = toMove ? "> " : "  ";
            say(shown ? texts.text("seat.shown", marker, player.name(), points(player.score()),
                            player.hand())
                    : texts.text("seat.hidden", marker, player.name(), points(player.score()),
                            player.hand().size()));
        }
        say(texts.text("bag", game.bag().size()));
    }

    /**
     * Waits for the next person to take the keyboard, so that their hand is shown to them
     * only. Whatever they type is taken as Enter, and said not to be a turn.
     */
    private void handOver(Player mover) {
        String typed = prompter.ask(texts.text("hand.over.ask", mover.name()),
                texts.text("hand.over.help", mover.name()));
        if (!typed.isEmpty()) {
            say(texts.text("hand.over.typed", typed));
        }
    }

    /** Pushes what the screen shows, a person's hand among it, out of the next person's sight. */
    private void clearScreen() {
        say("\n".repeat(SCREEN_LINES - 1));
    }

    private void announce(Player mover, Turn turn, TurnScore score) {
        if (turn instanceof Turn.Place place) {
            say(texts.text("placed", mover.name(), place.placement(), points(score.total())));
            explain(score).forEach(line -> say("    " + line));
        } else if (turn instanceof Turn.Trade trade) {
            say(texts.text("traded", mover.name(), trade.tiles().size()));
        } else {
            say(texts.text("passed", mover.name()));
        }
    }

    /**
     * A turn's score line by line, as {@code TurnScore.explain()} says it in English, in the
     * player's language: each line the turn made or lengthened, the end bonus, the total.
     */
    private List<String> explain(TurnScore score) {
        List<String> lines = new ArrayList<>();
        for (ScoredLine line : score.lines()) {
            Position first = line.squares().get(0);
            Position last = line.squares().get(line.squares().size() - 1);
            String qwirkle = line.isQwirkle()
                    ? texts.text("score.qwirkle", ScoredLine.QWIRKLE_BONUS) : "";
            if (line.squares().size() == 1) {
                lines.add(texts.text("score.alone", first.toString(), points(line.points())));
            } else if (line.axis() == Axis.ROW) {
                lines.add(texts.text("score.row", first.row(), first.column(), last.column(),
                        line.squares().size(), qwirkle, points(line.points())));
            } else {
                lines.add(texts.text("score.column", first.column(), first.row(), last.row(),
                        line.squares().size(), qwirkle, points(line.points())));
            }
        }
        if (score.endBonus() > 0) {
            lines.add(texts.text("score.end.bonus", points(score.endBonus())));
        }
        lines.add(texts.text("score.total", points(score.total())));
        return lines;
    }

    private void announceResult(Game game) {
        say(texts.text("game.over"));
        List<Player> winners = game.winners();
        Player first = winners.get(0);
        if (winners.size() == 1) {
            say(texts.text("wins", first.name(), points(first.score()), first.hand().size()));
        } else {
            String names = winners.stream().map(Player::name)
                    .reduce((some, next) -> texts.text("names.and", some, next)).orElseThrow();
            say(texts.text("share", names, points(first.score()), first.hand().size()));
        }
    }

    private String points(int points) {
        return texts.text("points", points);
    }

    private boolean wantsAnotherGame() {
        while (true) {
            String line = prompter.ask(texts.text("again.ask"), texts.text("again.help"));
            Optional<Boolean> answer = CommandReader.readAnswer(line);
            if (answer.isPresent()) {
                return answer.get();
            }
            say(texts.text("again.retry"));
        }
    }

    /** The human seat: reads lines until one is a turn the game allows. */
    private final class Keyboard implements Agent {

        @Override
        public Turn chooseTurn(Game game) {
            Agent.requireTurn(game);
            Player mover = game.currentPlayer();
            while (true) {
                String typed = prompter.ask(texts.text("turn.ask", mover.name()),
                        texts.text("turn.help", Position.LIMIT));
                if (HAND_WORDS.contains(typed.toLowerCase(Locale.ROOT))) {
                    say(texts.text("your.hand", mover.hand()));
                    continue;
                }
                Optional<Turn> turn = allowedTurn(game, typed);
                if (turn.isPresent()) {
                    return turn.get();
                }
            }
        }

        /** The turn typed if the game allows it; otherwise says why not and what is expected. */
        private Optional<Turn> allowedTurn(Game game, String typed) {
            Turn turn;
            try {
                turn = CommandReader.read(typed);
            } catch (IllegalArgumentException unreadable) {
                say(texts.text("unreadable", refusals.say(unreadable.getMessage())));
                return Optional.empty();
            }
            Optional<String> problem = game.problemWith(turn);
            if (problem.isPresent()) {
                say(texts.text("not.allowed", refusals.say(problem.get())));
                return Optional.empty();
            }
            return Optional.of(turn);
        }
    }

    private void say(String text) {
        prompter.say(text);
    }
}
