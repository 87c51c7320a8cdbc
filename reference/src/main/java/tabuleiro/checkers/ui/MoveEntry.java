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
import tabuleiro.ui.Texts;

/**
 * One move typed at the keyboard (rules CHECKERS-22 and CHECKERS-23), matched square
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
 * question. Its words are the {@link TextUi}'s language; the commands are read in both.
 */
final class MoveEntry {

    private static final Set<String> RESIGN = Set.of("resign", "desistir");
    private static final Set<String> STOP = Set.of("stop", "parar");
    private static final Set<String> BACK = Set.of("back", "voltar");

    private final Game game;
    private final Prompter prompter;
    private final TextUi ui;
    private final Texts texts;
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
     * @param ui the UI it asks for, which names sides and lists squares in its language
     */
    MoveEntry(Game game, Prompter prompter, TextUi ui) {
        this.game = game;
        this.prompter = prompter;
        this.ui = ui;
        this.texts = ui.texts();
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
            String line = prompter.ask(texts.text("ask.start", ui.name(game.sideToMove())),
                    texts.text("help.start", SquareNames.expected(texts)));
            String word = line.toLowerCase(Locale.ROOT);
            if (RESIGN.contains(word)) {
                return Optional.empty();
            }
            if (STOP.contains(word) || BACK.contains(word)) {
                prompter.say(texts.text("nothing.started", word));
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
            prompter.say(texts.text("choose.again"));
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
            return texts.text("nothing.typed.start");
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
                question = texts.text("question.destination", pieceOn(at), at.toString(),
                        ui.either(next));
                help = texts.text("help.destination");
            } else if (here.isPresent()) {
                question = texts.text("question.go.on.or.stop", at.toString(), ui.either(next));
                help = texts.text("help.go.on.or.stop");
            } else {
                question = texts.text("question.jump", at.toString(), ui.either(next));
                help = texts.text("help.go.on");
            }
            help += texts.text("help.later");
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
                prompter.say(texts.text("cannot.stop", texts.text(path.size() == 1
                        ? "cannot.stop.no.jump" : "cannot.stop.compulsory"), ui.either(next)));
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
            problem = squares.isEmpty() ? texts.text("nothing.typed", help) : follow(squares);
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
        String side = ui.name(game.sideToMove());
        String choose = texts.text("origin.choose", side, ui.either(movable));
        Optional<Piece> piece = game.pieceAt(square);
        if (piece.isEmpty()) {
            return texts.text("origin.empty", square.toString(), choose);
        }
        String named = piece.map(it -> BoardView.name(it, texts.language())).orElseThrow();
        if (piece.get().colour() != game.sideToMove()) {
            return texts.text("origin.opponent", square.toString(), named, side, choose);
        }
        if (!movable.contains(square)) {
            boolean mustCapture = game.variant().captureCompulsory()
                    && routes.stream().anyMatch(Move::isCapture);
            return mustCapture ? texts.text("origin.compulsory", square.toString(), choose)
                    : texts.text("origin.blocked", square.toString(), named, choose);
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
                prompter.say(texts.text("jumps.needed", String.valueOf(jumps)));
                return null;
            }
            return texts.text("step.no.route", from.toString(), square.toString(), pieceOn(from),
                    ui.either(next));
        }
        Square at = path.get(path.size() - 1);
        if (next.isEmpty()) {
            return texts.text("step.ended", at.toString(), square.toString());
        }
        return texts.text("step.not.next", square.toString(), at.toString(), ui.either(next));
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
        return texts.text(game.pieceAt(square).map(piece -> piece.king() ? "kind.king"
                : "kind.man").orElse("kind.piece"));
    }

    /** Reads the squares of a line: numbers or coordinates, joined by '-', 'x', ',' or blanks. */
    private List<Square> squares(String line) {
        List<Square> squares = new ArrayList<>();
        for (String word : line.split("[\\s,xX-]+")) {
            if (!word.isEmpty()) {
                squares.add(SquareNames.read(word, texts));
            }
        }
        return squares;
    }
}
