package tabuleiro.grading.games.chess;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import tabuleiro.grading.oracle.GameStep;
import tabuleiro.grading.oracle.HardCase;
import tabuleiro.grading.oracle.HardCaseRules;

/**
 * Chess's hard cases, the oracle's part of the game ({@link HardCaseRules}): the position or
 * answer of each rule that random play seldom reaches, and the finer cases the class's games
 * are chosen to reach.
 */
final class ChessHardCases implements HardCaseRules {

    private static final int FIFTY_NEAR = 80;
    private static final int BOARD_FILES = 8;
    private static final int FIFTY_MOVES = 100;

    /**
     * Chess's finer cases, by side where a bug breaks one side alone: a castling right held on
     * a wing whose squares between king and rook are not all empty, the king's own two empty
     * (a bug that looks at the king's squares alone lists it), a castling right lost without
     * its king moving (a rook moved or taken at home), and the side in check, by colour.
     */
    @Override
    public void addFiner(Map<String, Predicate<GameStep>> finer) {
        for (String side : new String[] {"w", "b"}) {
            String colour = side.equals("w") ? "White" : "Black";
            finer.put("CHESS-08: " + colour + " holds a queenside right with only the"
                    + " knight's square taken", step -> step.is("legal")
                            && queensideBlockedAtB(step, side));
            finer.put("CHESS-08: " + colour + " loses a castling right without moving its"
                    + " king", step -> step.is("board") && rightLostByRook(step, side));
            finer.put("CHESS-11: " + colour + " in check", step -> step.is("check")
                    && step.value().equals("yes") && sideToMove(step).equals(side));
            finer.put("CHESS-12: " + colour + " checkmated", step -> step.is("result")
                    && step.value().equals((side.equals("w") ? "0-1" : "1-0") + " CHECKMATE"));
            finer.put("CHESS-09: a promotion listed for " + colour, step -> step.legal().stream()
                    .anyMatch(move -> move.length() == 5) && sideToMove(step).equals(side));
            finer.put("CHESS-07: an en passant capture listed for " + colour, step -> step.legal()
                    .stream().anyMatch(move -> enPassant(step.now().get("board"), move))
                    && sideToMove(step).equals(side));
            String rank = side.equals("w") ? "1" : "8";
            for (String wing : new String[] {"g", "c"}) {
                String castle = "e" + rank + wing + rank;
                finer.put("CHESS-08: " + colour + " may castle " + (wing.equals("g")
                        ? "kingside" : "queenside"), step -> step.legal().contains(castle)
                                && Character.toLowerCase(pieceAt(step.now().get("board"),
                                        "e" + rank)) == 'k');
            }
            for (boolean diagonal : new boolean[] {false, true}) {
                finer.put("CHESS-10: " + colour + " has a piece pinned on a " + (diagonal
                        ? "diagonal" : "rank or file"), step -> step.is("legal")
                                && sideToMove(step).equals(side) && pinned(step, diagonal));
            }
        }
        finer.put("CHESS-14: kings and one knight or bishop alone", step -> step.is("board")
                && minorsOnly(step.value()) == 1);
        finer.put("CHESS-14: kings and two knights or bishops alone", step -> step.is("board")
                && minorsOnly(step.value()) == 2);
        finer.put("CHESS-14: the fifty-move count at 100 half-moves or more",
                step -> step.is("board") && halfmoves(step.value()) >= FIFTY_MOVES);
        finer.put("CHESS-13: a side whose only moves are its king's and pawns'",
                step -> step.is("legal") && !step.legal().isEmpty() && step.legal().stream()
                        .allMatch(move -> move.length() >= 2 && "kp".indexOf(Character
                                .toLowerCase(pieceAt(step.now().get("board"),
                                        move.substring(0, 2)))) >= 0));
    }

    /**
     * The knights and bishops on a board of kings, knights and bishops alone, or -1 when any
     * other piece stands.
     */
    private static int minorsOnly(String fen) {
        int minors = 0;
        for (char c : position(fen).toCharArray()) {
            char kind = Character.toLowerCase(c);
            if (kind == 'n' || kind == 'b') {
                minors++;
            } else if (Character.isLetter(c) && kind != 'k') {
                return -1;
            }
        }
        return minors;
    }

    /**
     * Whether the side to move has a piece pinned to its king: along a rank or file (by a rook
     * or queen) or a diagonal (by a bishop or queen), its own piece first from the king and an
     * enemy slider next.
     */
    private static boolean pinned(GameStep step, boolean diagonal) {
        String fen = step.now().get("board");
        if (fen == null) {
            return false;
        }
        boolean white = sideToMove(step).equals("w");
        char king = white ? 'K' : 'k';
        for (int file = 0; file < BOARD_FILES; file++) {
            for (int rank = 1; rank <= BOARD_FILES; rank++) {
                if (pieceAt(fen, square(file, rank)) != king) {
                    continue;
                }
                int[][] steps = diagonal ? new int[][] {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}
                        : new int[][] {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
                for (int[] way : steps) {
                    char first = ' ';
                    for (int f = file + way[0], r = rank + way[1]; f >= 0 && f < BOARD_FILES
                            && r >= 1 && r <= BOARD_FILES; f += way[0], r += way[1]) {
                        char here = pieceAt(fen, square(f, r));
                        if (here == ' ') {
                            continue;
                        }
                        if (first == ' ') {
                            if (Character.isUpperCase(here) != white) {
                                break;
                            }
                            first = here;
                            continue;
                        }
                        char kind = Character.toLowerCase(here);
                        if (Character.isUpperCase(here) != white && (kind == 'q'
                                || kind == (diagonal ? 'b' : 'r'))) {
                            return true;
                        }
                        break;
                    }
                }
                return false;
            }
        }
        return false;
    }

    private static String square(int file, int rank) {
        return String.valueOf((char) ('a' + file)) + rank;
    }

    /** The side to move of the step's observation ({@code w} or {@code b}), or empty. */
    private static String sideToMove(GameStep step) {
        String[] fields = step.now().getOrDefault("board", "").split(" ");
        return fields.length > 1 ? fields[1] : "";
    }

    private static boolean queensideBlockedAtB(GameStep step, String side) {
        String fen = step.now().get("board");
        String[] fields = fen == null ? new String[0] : fen.split(" ");
        if (fields.length < 3 || !fields[1].equals(side)) {
            return false;
        }
        boolean white = side.equals("w");
        String rank = white ? "1" : "8";
        return fields[2].indexOf(white ? 'Q' : 'q') >= 0 && pieceAt(fen, "b" + rank) != ' '
                && pieceAt(fen, "c" + rank) == ' ' && pieceAt(fen, "d" + rank) == ' ';
    }

    private static boolean rightLostByRook(GameStep step, String side) {
        String was = step.before().get("board");
        String fen = step.value();
        if (was == null) {
            return false;
        }
        String[] then = was.split(" ");
        String[] now = fen.split(" ");
        if (then.length < 3 || now.length < 3) {
            return false;
        }
        boolean white = side.equals("w");
        String rank = white ? "1" : "8";
        for (char right : (white ? "KQ" : "kq").toCharArray()) {
            if (then[2].indexOf(right) >= 0 && now[2].indexOf(right) < 0
                    && pieceAt(fen, "e" + rank) == (white ? 'K' : 'k')) {
                return true;
            }
        }
        return false;
    }

    @Override
    public void addCases(Map<String, HardCase> cases) {
        cases.put("CHESS-07", new HardCase("an en passant capture listed", step -> step.legal()
                .stream().anyMatch(move -> enPassant(step.now().get("board"), move))));
        cases.put("CHESS-08", new HardCase("the side to move keeps a castling right with the"
                + " squares between king and rook empty, and the castling is not legal (the king"
                + " in check, or crossing or landing on an attacked square)",
                step -> step.is("legal") && castlingForbidden(step)));
        cases.put("CHESS-09", new HardCase("a promotion listed", step -> step.legal().stream()
                .anyMatch(move -> move.length() == 5)));
        cases.put("CHESS-11", new HardCase("the side to move in check", step -> step.is("check")
                && step.value().equals("yes")));
        cases.put("CHESS-12", new HardCase("checkmate", step -> step.is("result")
                && step.value().contains("CHECKMATE")));
        cases.put("CHESS-13", new HardCase("stalemate", step -> step.is("result")
                && step.value().contains("STALEMATE")));
        cases.put("CHESS-14", new HardCase("the pieces of a position met for the third time in"
                + " the game, with either side to move (a repetition that counts the side to move"
                + " or not tells apart), or the fifty-move count at 80 half-moves or more",
                step -> step.is("board") && (repeated(step)
                        || halfmoves(step.value()) >= FIFTY_NEAR)));
    }

    /** A FEN's placement of the pieces alone. */
    private static String position(String fen) {
        return fen.split(" ")[0];
    }

    private static boolean repeated(GameStep step) {
        String here = position(step.value());
        int seen = 0;
        for (Map<String, String> earlier : step.history()) {
            if (here.equals(position(earlier.getOrDefault("board", "")))) {
                seen++;
            }
        }
        // The history holds this position too.
        return seen >= 3;
    }

    private static int halfmoves(String fen) {
        String[] fields = fen.split(" ");
        try {
            return fields.length > 4 ? Integer.parseInt(fields[4]) : 0;
        } catch (NumberFormatException notACount) {
            return 0;
        }
    }

    /** The piece on a square of a FEN's placement, {@code ' '} for none. */
    private static char pieceAt(String fen, String square) {
        String[] ranks = fen.split(" ")[0].split("/");
        int rank = BOARD_FILES - (square.charAt(1) - '0');
        int file = square.charAt(0) - 'a';
        if (rank < 0 || rank >= ranks.length) {
            return ' ';
        }
        int at = 0;
        for (char c : ranks[rank].toCharArray()) {
            if (Character.isDigit(c)) {
                at += c - '0';
                if (at > file) {
                    return ' ';
                }
            } else {
                if (at == file) {
                    return c;
                }
                at++;
            }
        }
        return ' ';
    }

    private static boolean enPassant(String fen, String move) {
        if (fen == null || move.length() < 4) {
            return false;
        }
        String[] fields = fen.split(" ");
        return fields.length > 3 && !fields[3].equals("-") && move.substring(2, 4)
                .equals(fields[3]) && Character.toLowerCase(pieceAt(fen, move.substring(0, 2)))
                == 'p';
    }

    private static boolean castlingForbidden(GameStep step) {
        String fen = step.now().get("board");
        if (fen == null) {
            return false;
        }
        String[] fields = fen.split(" ");
        if (fields.length < 3) {
            return false;
        }
        boolean white = fields[1].equals("w");
        String rank = white ? "1" : "8";
        Set<String> legal = new HashSet<>(step.legal());
        for (char right : fields[2].toCharArray()) {
            if (Character.isUpperCase(right) != white || right == '-') {
                continue;
            }
            boolean king = Character.toLowerCase(right) == 'k';
            String[] between = king ? new String[] {"f", "g"} : new String[] {"b", "c", "d"};
            boolean empty = Arrays.stream(between).allMatch(file -> pieceAt(fen, file + rank)
                    == ' ');
            String castle = "e" + rank + (king ? "g" : "c") + rank;
            if (empty && !legal.contains(castle)) {
                return true;
            }
        }
        return false;
    }
}
