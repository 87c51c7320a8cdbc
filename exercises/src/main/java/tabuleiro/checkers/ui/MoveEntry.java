package tabuleiro.checkers.ui;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import tabuleiro.checkers.Game;
import tabuleiro.checkers.Move;
import tabuleiro.checkers.Piece;
import tabuleiro.checkers.Square;
import tabuleiro.ui.Prompter;

/**
 * One move typed at the keyboard (brief §1.2.2, rules CHECKERS-22 and CHECKERS-23), matched square
 * by square against the game's {@link Game#routes() routes}, so that every legal move, however
 * long, can be entered and nothing illegal is ever played.
 *
 * <p>The player may type a whole move at once ({@code 22-18}, {@code 16x23x30x21x14x23}), or the
 * square of the piece alone, which is checked at once, and then the squares one at a time. A
 * square typed next is first taken as the next square of the route; only when no route goes
 * there next is it taken as the far end of a capture of several jumps, which the player is told
 * and then plays jump by jump (CHECKERS-22). After each jump from which the piece can jump on,
 * the player is asked to go on and, only where the rules allow a capture to stop there (the
 * simplified rules, CHECKERS-23), offered to stop: the classic rules never offer what they would
 * refuse. {@code back} chooses the move again, and {@code resign} gives the game up, at every
 * question.
 */
final class MoveEntry {

    private static final Set<String> RESIGN = Set.of("resign", "desistir");
    private static final Set<String> STOP = Set.of("stop", "parar");
    private static final Set<String> BACK = Set.of("back", "voltar");

    private static final String START_HELP = "Type a whole move, its squares joined by '-', 'x'"
            + " or blanks (22-18, 22x15x8), or only the square of the piece to move and then where"
            + " it goes. A square is " + SquareNames.EXPECTED + ". 'resign' (or 'desistir') gives"
            + " up the game.";
    private static final String LATER_HELP = " 'back' (or 'voltar') chooses the move again;"
            + " 'resign' (or 'desistir') gives up the game.";
    private static final String DESTINATION_HELP = "Type the square the piece goes to: one of"
            + " those listed, or the last square of a capture of several jumps, whose jumps are"
            + " then asked for one at a time. Several squares may be typed at once (15x8)."
            + LATER_HELP;
    private static final String GO_ON_OR_STOP_HELP = "The capture can go on: type the square it"
            + " jumps to next, or 'stop' (or 'parar') to end the move here." + LATER_HELP;
    private static final String GO_ON_HELP = "The capture must go on, as the rules want it to"
            + " take the most pieces it can: type the square it jumps to next." + LATER_HELP;

    private final Game game;
    private final Prompter prompter;
    private final List<Move> routes;
    /** The squares chosen so far, the piece's square first. */
    private final List<Square> path = new ArrayList<>();
    /** The far end of a capture typed after the piece, reached jump by jump; or null. */
    private Square target;

    /**
     * Prepares to ask for a move of the side to move.
     *
     * @param game the game, not over; left as it is
     * @param prompter where the questions are asked
     */
    MoveEntry(Game game, Prompter prompter) {
        this.game = game;
        this.prompter = prompter;
        this.routes = game.routes();
    }

    /**
     * Asks until the person has chosen a whole legal move or resigns.
     *
     * @return a route of a legal move, or empty to resign
     * @throws tabuleiro.ui.Quit when the person quits or the input ends
     */
    Optional<Move> ask() {
        while (true) {
            path.clear();
            target = null;
            String line = prompter.ask(TextUi.name(game.sideToMove()) + " to move: a move such"
                    + " as 22-18, or the square of the piece to move: ", START_HELP);
            String word = line.toLowerCase(Locale.ROOT);
            if (RESIGN.contains(word)) {
                return Optional.empty();
            }
            if (STOP.contains(word) || BACK.contains(word)) {
                prompter.say("No move has been started, so there is nothing to " + word
                        + ": type a move, or the square of the piece to move.");
                continue;
            }
            String problem = start(line);
            if (problem != null) {
                prompter.say(problem);
                continue;
            }
            Optional<Optional<Move>> chosen = complete();
            if (chosen.isPresent()) {
                return chosen.get();
            }
            prompter.say("Choose the move again.");
        }
    }

    /** Reads the first line of a move: the piece's square, then any further squares. */
    private String start(String line) {
        List<Square> squares;
        try {
            squares = squares(line);
        } catch (IllegalArgumentException notASquare) {
            return notASquare.getMessage();
        }
        if (squares.isEmpty()) {
            return "Nothing was typed: type a move such as 22-18, or the square of the piece to"
                    + " move ('help' says more).";
        }
        String problem = origin(squares.get(0));
        return problem != null ? problem : follow(squares.subList(1, squares.size()));
    }

    /**
     * Asks for the rest of the move until it is whole.
     *
     * @return the move (empty inside to resign), or empty when the person went back
     */
    private Optional<Optional<Move>> complete() {
        while (true) {
            List<Square> next = nextSquares();
            Optional<Move> here = path.size() > 1 ? along(path) : Optional.empty();
            if (next.isEmpty()) {
                assert here.isPresent()
                        : "invariant: the path starts a route; if it cannot go on, it is one";
                return Optional.of(here);
            }
            String help;
            String question;
            Square at = path.get(path.size() - 1);
            if (path.size() == 1 && target == null) {
                question = "Move the " + pieceOn(at) + " on " + at + " to which square ("
                        + TextUi.either(next) + ")? ";
                help = DESTINATION_HELP;
            } else if (here.isPresent()) {
                question = "The piece on " + at + " can jump on: go on (" + TextUi.either(next)
                        + ") or stop? ";
                help = GO_ON_OR_STOP_HELP;
            } else {
                question = "Jump from " + at + " to which square (" + TextUi.either(next)
                        + ")? ";
                help = GO_ON_HELP;
            }
            String line = prompter.ask(question, help);
            String word = line.toLowerCase(Locale.ROOT);
            if (RESIGN.contains(word)) {
                return Optional.of(Optional.empty());
            } else if (BACK.contains(word)) {
                return Optional.empty();
            } else if (STOP.contains(word)) {
                if (here.isPresent()) {
                    return Optional.of(here);
                }
                prompter.say("The capture cannot stop here: " + (path.size() == 1
                        ? "no jump has been made yet" : "capturing is compulsory and the move"
                        + " must take the most pieces it can") + "; go on to "
                        + TextUi.either(next) + ".");
            } else {
                goOn(line, help);
            }
        }
    }

    /** Follows the squares of one answer, or says why not and keeps the move as it was. */
    private void goOn(String line, String help) {
        List<Square> before = List.copyOf(path);
        Square targetBefore = target;
        String problem;
        try {
            List<Square> squares = squares(line);
            problem = squares.isEmpty() ? "Nothing was typed: " + help : follow(squares);
        } catch (IllegalArgumentException notASquare) {
            problem = notASquare.getMessage();
        }
        if (problem != null) {
            path.clear();
            path.addAll(before);
            target = targetBefore;
            prompter.say(problem);
        }
    }

    /** Starts the move on the piece's square, or says why no move starts there. */
    private String origin(Square square) {
        List<Square> movable = routes.stream().map(Move::from).distinct()
                .sorted(Comparator.comparingInt(Square::number)).toList();
        String side = TextUi.name(game.sideToMove());
        String choose = "choose one of " + side + "'s pieces that can move, on "
                + TextUi.either(movable) + ".";
        Optional<Piece> piece = game.pieceAt(square);
        if (piece.isEmpty()) {
            return "Square " + square + " is empty: " + choose;
        }
        if (piece.get().colour() != game.sideToMove()) {
            return "Square " + square + " holds a " + BoardView.name(piece.get()) + ", and it is "
                    + side + "'s turn: " + choose;
        }
        if (!movable.contains(square)) {
            boolean mustCapture = game.variant().captureCompulsory()
                    && routes.stream().anyMatch(Move::isCapture);
            return "No legal move starts from " + square + ": " + (mustCapture
                    ? "capturing is compulsory and must take the most pieces it can, so "
                    : "the " + BoardView.name(piece.get()) + " there is blocked, so ") + choose;
        }
        path.add(square);
        return null;
    }

    /** Takes each square as the next one of the move; the first that does not fit is answered. */
    private String follow(List<Square> squares) {
        for (Square square : squares) {
            String problem = step(square);
            if (problem != null) {
                return problem;
            }
        }
        return null;
    }

    private String step(Square square) {
        List<Square> next = nextSquares();
        if (next.contains(square)) {
            path.add(square);
            if (square.equals(target)) {
                target = null;
            }
            return null;
        }
        Square from = path.get(0);
        if (path.size() == 1 && target == null) {
            int jumps = routes.stream().filter(route -> route.from().equals(from))
                    .mapToInt(route -> route.path().indexOf(square)).filter(at -> at >= 2)
                    .min().orElse(0);
            if (jumps > 0) {
                target = square;
                prompter.say("This move needs " + jumps + " jumps: play them one at a time.");
                return null;
            }
            return "No legal move goes from " + from + " to " + square + ": the " + pieceOn(from)
                    + " on " + from + " can go to " + TextUi.either(next) + ".";
        }
        Square at = path.get(path.size() - 1);
        if (next.isEmpty()) {
            return "The move ends on " + at + ", so nothing can follow it: " + square
                    + " was typed after it.";
        }
        return "Square " + square + " is not one of the squares this capture can jump to from "
                + at + ": " + TextUi.either(next) + ".";
    }

    /** The squares the piece can go to next, towards the target if there is one. */
    private List<Square> nextSquares() {
        int length = path.size();
        return routes.stream()
                .filter(route -> route.path().size() > length
                        && route.path().subList(0, length).equals(path))
                .filter(route -> target == null
                        || route.path().subList(length, route.path().size()).contains(target))
                .map(route -> route.path().get(length)).distinct()
                .sorted(Comparator.comparingInt(Square::number)).toList();
    }

    private Optional<Move> along(List<Square> squares) {
        return routes.stream().filter(route -> route.path().equals(squares)).findFirst();
    }

    private String pieceOn(Square square) {
        return game.pieceAt(square).map(piece -> piece.king() ? "king" : "man").orElse("piece");
    }

    /** Reads the squares of a line: numbers or coordinates, joined by '-', 'x', ',' or blanks. */
    private static List<Square> squares(String line) {
        List<Square> squares = new ArrayList<>();
        for (String word : line.split("[\\s,xX-]+")) {
            if (!word.isEmpty()) {
                squares.add(SquareNames.read(word));
            }
        }
        return squares;
    }
}
