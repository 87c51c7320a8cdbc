package tabuleiro.checkers.ui;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;
import tabuleiro.checkers.Agent;
import tabuleiro.checkers.Board;
import tabuleiro.checkers.Colour;
import tabuleiro.checkers.Game;
import tabuleiro.checkers.Move;
import tabuleiro.checkers.Square;

/**
 * The text user interface of checkers (brief §1.2.2): it redraws the board after every move, asks
 * people for the origin and destination of their moves, walks them through a capture of several
 * jumps one jump at a time (rule CHECKERS-22), lets them stop a capture where the rules allow and
 * resign (CHECKERS-23), lets agents make their moves, and says how the game ended.
 *
 * <p>Nothing typed crashes it or gets it stuck (rule CHECKERS-27): every bad line is answered with
 * what was expected, and the end of the input stops the game in a safe state. An agent that fails
 * (a peer that sent an illegal move, a dropped connection) stops the game with its message.
 */
public final class TextUi {

    private static final String HELP = "Type the square a piece is on and the square it goes"
            + " to, as '22 18' (the numbers shown on the board), or one square and then the"
            + " other; 'resign' gives up the game.";

    private final BufferedReader input;
    private final PrintWriter output;
    private final Agent keyboard = new Keyboard();

    /**
     * Creates a text UI that reads from {@code input} and writes to {@code output}.
     *
     * @param input where people's moves come from, one per line
     * @param output where the board and messages go; flushed after each message
     * @throws NullPointerException unless both are given
     */
    public TextUi(Reader input, Writer output) {
        Objects.requireNonNull(input, "input");
        this.input = input instanceof BufferedReader buffered ? buffered
                : new BufferedReader(input);
        this.output = new PrintWriter(Objects.requireNonNull(output, "output"));
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
     * Plays a game to its end, or until the input ends or an agent fails: draws the board, lets
     * the agent of the side to move choose, plays its move or its resignation, and again. With
     * the keyboard on both sides it is the solitaire mode (rule CHECKERS-24).
     *
     * @param game the game, played on
     * @param white who chooses White's moves
     * @param black who chooses Black's moves
     * @return the game as it stands at the end
     * @post either {@code game.isOver()}, or the input ended or an agent failed, which has been
     *     said
     */
    public Game play(Game game, Agent white, Agent black) {
        Objects.requireNonNull(game, "game");
        while (!game.isOver()) {
            say(BoardView.render(game.board()));
            Colour mover = game.sideToMove();
            Agent agent = mover == Colour.WHITE ? white : black;
            Optional<Move> choice;
            try {
                choice = agent.chooseMove(game);
            } catch (InputEnded ended) {
                say("The input ended, so the game stops here, unfinished.");
                return game;
            } catch (RuntimeException failure) {
                say("The game stops here: " + failure.getMessage());
                return game;
            }
            if (choice.isEmpty()) {
                game.resign();
                say(name(mover) + " resigns.");
            } else {
                Move move = game.legalMoves().stream().filter(choice.get()::sameEffectAs)
                        .findFirst().orElse(null);
                if (move == null) {
                    say("The game stops here: " + name(mover) + " chose " + choice.get()
                            + ", which is not a legal move.");
                    return game;
                }
                game.play(choice.get());
                if (agent != keyboard) {
                    say(name(mover) + " plays " + choice.get() + ".");
                }
            }
        }
        say(BoardView.render(game.board()));
        say(result(game));
        return game;
    }

    /**
     * Asks for a square with a piece on it until one is typed, the brief's third first-phase
     * routine (rule CHECKERS-29).
     *
     * @param board the board
     * @return the square, or empty when the input ended
     */
    public Optional<Square> selectOccupiedSquare(Board board) {
        return selectSquare(board, true);
    }

    /**
     * Asks for an empty dark square until one is typed, the brief's fourth first-phase routine
     * (rule CHECKERS-29).
     *
     * @param board the board
     * @return the square, or empty when the input ended
     */
    public Optional<Square> selectFreeSquare(Board board) {
        return selectSquare(board, false);
    }

    private Optional<Square> selectSquare(Board board, boolean occupied) {
        String wanted = occupied ? "a square with a piece" : "a free dark square";
        while (true) {
            prompt("Choose " + wanted + " (1 to 32): ");
            String line;
            try {
                line = readLine();
            } catch (InputEnded ended) {
                return Optional.empty();
            }
            Optional<Square> square = parseSquare(line.strip());
            if (square.isEmpty()) {
                say("'" + line.strip() + "' is not a square: type a number from 1 to 32.");
            } else if (board.isEmpty(square.get()) == occupied) {
                say("Square " + square.get() + (occupied ? " is empty" : " is occupied")
                        + ": choose " + wanted + ".");
            } else {
                return square;
            }
        }
    }

    private static Optional<Square> parseSquare(String text) {
        if (!text.matches("\\d{1,2}")) {
            return Optional.empty();
        }
        int number = Integer.parseInt(text);
        return number >= 1 && number <= Square.COUNT ? Optional.of(Square.of(number))
                : Optional.empty();
    }

    private static String result(Game game) {
        if (game.isDrawn()) {
            return "The game is drawn.";
        }
        return name(game.winner().orElseThrow()) + " wins"
                + (game.isResigned() ? ": the other side resigned." : ".");
    }

    private static String name(Colour colour) {
        String lower = colour.name().toLowerCase(Locale.ROOT);
        return Character.toUpperCase(lower.charAt(0)) + lower.substring(1);
    }

    /** The person at the keyboard, asked for each move; see the class comment. */
    private final class Keyboard implements Agent {

        @Override
        public Optional<Move> chooseMove(Game game) {
            while (true) {
                prompt(name(game.sideToMove()) + " to move (origin and destination, or"
                        + " 'resign'): ");
                String line = readLine().strip().toLowerCase(Locale.ROOT);
                if (line.equals("resign")) {
                    return Optional.empty();
                }
                if (line.equals("help") || line.isEmpty()) {
                    say(HELP);
                    continue;
                }
                List<Square> squares = new ArrayList<>();
                boolean understood = true;
                for (String token : line.split("[\\s,x-]+")) {
                    Optional<Square> square = parseSquare(token);
                    understood &= square.isPresent();
                    square.ifPresent(squares::add);
                }
                if (!understood || squares.isEmpty() || squares.size() > 2) {
                    say("'" + line + "' is not understood. " + HELP);
                    continue;
                }
                if (squares.size() == 1) {
                    Optional<Square> to = selectFreeSquare(game.board());
                    if (to.isEmpty()) {
                        throw new InputEnded();
                    }
                    squares.add(to.get());
                }
                Optional<Optional<Move>> move = routeBetween(game, squares.get(0), squares.get(1));
                if (move.isPresent()) {
                    return move.get();
                }
            }
        }

        /**
         * The move from one square to another, played jump by jump if it takes several
         * (CHECKERS-22); empty (after saying why) when there is none, to ask again.
         */
        private Optional<Optional<Move>> routeBetween(Game game, Square from, Square to) {
            List<Move> candidates = game.routes().stream()
                    .filter(route -> route.from().equals(from) && route.to().equals(to))
                    .toList();
            if (candidates.isEmpty()) {
                say(whyNot(game, from, to));
                return Optional.empty();
            }
            int shortest = candidates.stream().mapToInt(route -> route.path().size())
                    .min().orElseThrow();
            if (shortest == 2) {
                return Optional.of(candidates.stream()
                        .filter(route -> route.path().size() == 2).findFirst());
            }
            say("This move needs " + (shortest - 1) + " jumps: play them one at a time.");
            List<Square> path = new ArrayList<>(List.of(from));
            while (true) {
                Optional<Move> finished = candidates.stream()
                        .filter(route -> route.path().equals(path)).findFirst();
                if (finished.isPresent()) {
                    return Optional.of(finished);
                }
                List<Square> next = candidates.stream()
                        .filter(route -> route.path().size() > path.size()
                                && route.path().subList(0, path.size()).equals(path))
                        .map(route -> route.path().get(path.size())).distinct().toList();
                prompt("Jump from " + path.get(path.size() - 1) + " to which square ("
                        + next.stream().map(Square::toString).collect(Collectors.joining(" or "))
                        + ", 'stop' or 'resign')? ");
                String line = readLine().strip().toLowerCase(Locale.ROOT);
                Optional<Square> square = parseSquare(line);
                if (line.equals("resign")) {
                    return Optional.of(Optional.empty());
                } else if (line.equals("stop")) {
                    Optional<Move> stopped = path.size() > 1 ? game.moveAlong(path)
                            : Optional.empty();
                    if (stopped.isPresent()) {
                        return Optional.of(stopped);
                    }
                    say("The capture cannot stop here: " + (path.size() == 1
                            ? "no jump has been made yet." : "capturing is compulsory and the"
                            + " move must take the most pieces it can."));
                } else if (square.isPresent() && next.contains(square.get())) {
                    path.add(square.get());
                } else {
                    say("'" + line + "' is not one of the squares this capture can jump to: "
                            + next + ".");
                }
            }
        }

        private String whyNot(Game game, Square from, Square to) {
            boolean own = game.pieceAt(from).filter(piece -> piece.colour()
                    == game.sideToMove()).isPresent();
            if (!own) {
                return "Square " + from + " has no " + name(game.sideToMove()).toLowerCase(
                        Locale.ROOT) + " piece: move one of yours.";
            }
            String legal = game.legalMoves().stream().map(Move::toString)
                    .collect(Collectors.joining(", "));
            return "No legal move goes from " + from + " to " + to + ". The legal moves are: "
                    + legal + ".";
        }
    }

    private String readLine() {
        try {
            String line = input.readLine();
            if (line == null) {
                throw new InputEnded();
            }
            return line;
        } catch (IOException failure) {
            throw new UncheckedIOException(failure);
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

    /** The input has ended: no more moves can be asked for. */
    private static final class InputEnded extends NoSuchElementException {
        private static final long serialVersionUID = 1L;

        InputEnded() {
            super("the input ended");
        }
    }
}
