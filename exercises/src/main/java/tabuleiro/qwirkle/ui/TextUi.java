package tabuleiro.qwirkle.ui;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.Writer;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;
import tabuleiro.qwirkle.Agent;
import tabuleiro.qwirkle.Game;
import tabuleiro.qwirkle.Player;
import tabuleiro.qwirkle.Turn;
import tabuleiro.qwirkle.TurnScore;

/**
 * The text user interface of Qwirkle: it shows the board with its coordinates and every
 * player's score and hand, asks people for their turns, lets agents take theirs, explains each
 * turn's score line by line, and says who won.
 *
 * <p>It decides no rule itself: whether a turn is allowed, what it scores and when the game
 * ends are the engine's answers. Because the engine may be a student's unfinished one, no
 * exception it throws crashes the UI: the game stops with a sentence saying what is not
 * finished or what broke.
 *
 * <p>People are never the engine's problem either: what they type is read by
 * {@link CommandReader}, and anything that is not an allowed turn is answered with what was
 * expected, and the same player types again (rule QWIRKLE-13).
 */
public final class TextUi {

    /** Lines longer than this are cut, with a warning, as the brief's {@code fgetss} does. */
    public static final int LONGEST_LINE = 100;

    /** More turns than this and the engine is not ending its game. */
    private static final int MOST_TURNS = 2000;

    private static final String STOPS = "The game stops here.";

    private final BufferedReader input;
    private final PrintWriter output;
    private final Agent keyboard = new Keyboard();

    /**
     * Creates a text UI that reads people's turns from {@code input} and writes everything to
     * {@code output}.
     *
     * @param input where people's turns come from, one per line
     * @param output where the board and the messages go; flushed after each message
     * @throws NullPointerException if an argument is null
     */
    public TextUi(Reader input, Writer output) {
        Objects.requireNonNull(input, "input");
        this.input = input instanceof BufferedReader buffered
                ? buffered : new BufferedReader(input);
        this.output = new PrintWriter(Objects.requireNonNull(output, "output"));
    }

    /**
     * Returns the human seat: an agent that asks the person at the keyboard for each turn.
     *
     * @return the agent that plays what is typed on this UI's input; it throws
     *     {@link NoSuchElementException} when the input ends or the person types {@code quit}
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
     * @return {@code true} if the game reached its end, {@code false} if it stopped early
     * @throws IllegalArgumentException unless there is one seat per player
     */
    public boolean play(Game game, List<Agent> seats) {
        Objects.requireNonNull(game, "game");
        if (seats.size() != game.players().size()) {
            throw new IllegalArgumentException("one seat per player: " + game.players().size()
                    + " players, but " + seats.size() + " seats were given");
        }
        try {
            for (int turns = 0; !game.isOver(); turns++) {
                if (turns == MOST_TURNS) {
                    throw new IllegalStateException("the engine has had " + turns + " turns"
                            + " played and still says the game is not over");
                }
                show(game);
                Player mover = game.currentPlayer();
                Agent agent = seats.get(game.players().indexOf(mover));
                Turn turn = agent.chooseTurn(game);
                Optional<String> problem = game.problemWith(turn);
                if (problem.isPresent()) {
                    throw new IllegalStateException(mover.name() + " chose " + turn
                            + ", which is not allowed: " + problem.get());
                }
                TurnScore score = game.play(turn);
                announce(mover, turn, score);
            }
            show(game);
            announceResult(game);
            return true;
        } catch (InputEnded stop) {
            say(stop.getMessage());
        } catch (RuntimeException | AssertionError failure) {
            say(failure instanceof UnsupportedOperationException
                    ? "The engine is not finished: " + failure.getMessage()
                    : "The engine or an agent broke: " + failure);
            say(STOPS);
        }
        return false;
    }

    /**
     * Plays games one after another and after each finished game asks whether to play again
     * (rule QWIRKLE-20). It stops when the answer is no, when the input ends, or when a game
     * stops early.
     *
     * @param newGame makes each new game
     * @param seats the agent of each player, in seat order
     * @return {@code false} if a game stopped early or a new game could not be made,
     *     {@code true} otherwise
     */
    public boolean playSession(Supplier<Game> newGame, List<Agent> seats) {
        while (true) {
            Game game;
            try {
                game = newGame.get();
            } catch (RuntimeException failure) {
                say("A new game could not be started: " + failure.getMessage());
                return false;
            }
            if (!play(game, seats)) {
                return false;
            }
            if (!wantsAnotherGame()) {
                return true;
            }
        }
    }

    private void show(Game game) {
        say("");
        say(game.board().draw(1));
        for (Player player : game.players()) {
            say((player == game.currentPlayer() && !game.isOver() ? "> " : "  ")
                    + player.name() + ": " + points(player.score()) + ", hand "
                    + player.hand());
        }
        say("Bag: " + game.bag().size() + " tiles.");
    }

    private void announce(Player mover, Turn turn, TurnScore score) {
        if (turn instanceof Turn.Place place) {
            say(mover.name() + " places " + place.placement() + ": " + points(score.total())
                    + ".");
            score.explain().forEach(line -> say("    " + line));
        } else if (turn instanceof Turn.Trade trade) {
            say(mover.name() + " trades " + trade.tiles().size()
                    + (trade.tiles().size() == 1 ? " tile." : " tiles."));
        } else {
            say(mover.name() + " passes.");
        }
    }

    private void announceResult(Game game) {
        say("Game over.");
        List<Player> winners = game.winners();
        Player first = winners.get(0);
        String result = points(first.score()) + " and " + first.hand().size() + " tiles left";
        if (winners.size() == 1) {
            say(first.name() + " wins with " + result + ".");
        } else {
            say(String.join(" and ", winners.stream().map(Player::name).toList())
                    + " share the win with " + result + " each.");
        }
    }

    private static String points(int points) {
        return points + (points == 1 ? " point" : " points");
    }

    private boolean wantsAnotherGame() {
        while (true) {
            prompt("Play again? (y/n) ");
            String line = readLine();
            if (line == null) {
                return false;
            }
            Optional<Boolean> answer = CommandReader.readAnswer(line);
            if (answer.isPresent()) {
                return answer.get();
            }
            say("Type y to play again or n to stop.");
        }
    }

    /** The human seat: reads lines until one is a turn the game allows. */
    private final class Keyboard implements Agent {

        @Override
        public Turn chooseTurn(Game game) {
            Agent.requireTurn(game);
            while (true) {
                prompt(game.currentPlayer().name() + ", your turn (" + CommandReader.COMMANDS
                        + " | help | quit)? ");
                String line = readLine();
                if (line == null) {
                    throw new InputEnded("The input ended before the game did. " + STOPS);
                }
                if (line.length() > LONGEST_LINE) {
                    line = line.substring(0, LONGEST_LINE);
                    say("That was longer than " + LONGEST_LINE + " characters: only the first "
                            + LONGEST_LINE + " were read.");
                }
                String typed = line.strip();
                if (typed.equalsIgnoreCase("quit") || typed.equalsIgnoreCase("q")
                        || typed.equalsIgnoreCase("sair")) {
                    throw new InputEnded(game.currentPlayer().name() + " quit. " + STOPS);
                }
                if (typed.equalsIgnoreCase("help") || typed.equalsIgnoreCase("ajuda")) {
                    help();
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
                say("Type " + CommandReader.COMMANDS + "; " + unreadable.getMessage() + ".");
                return Optional.empty();
            }
            Optional<String> problem = game.problemWith(turn);
            if (problem.isPresent()) {
                say("That turn is not allowed: " + problem.get() + ".");
                return Optional.empty();
            }
            return Optional.of(turn);
        }

        private void help() {
            say("Commands (case does not matter; jogar, trocar, passar also work):");
            say("  play A1 0,0 B1 0,1  put tiles of your hand on squares, row,column,"
                    + " all in one line");
            say("  trade A1 B2         put tiles back into the bag and draw as many");
            say("  pass                do nothing this turn");
            say("  quit                stop the game");
            say("A tile is a shape letter A-F (circle, cross, diamond, square, star, clover)"
                    + " then a colour digit 1-6 (red, orange, yellow, green, blue, purple).");
        }
    }

    /** Reads a line, or returns null at the end of the input or when it cannot be read. */
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

    /** The input ended, or the person quit, before a turn was given. */
    private static final class InputEnded extends NoSuchElementException {
        private static final long serialVersionUID = 1L;

        InputEnded(String message) {
            super(message);
        }
    }
}
