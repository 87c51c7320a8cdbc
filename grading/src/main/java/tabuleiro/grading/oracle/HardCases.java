package tabuleiro.grading.oracle;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * The hard case of each rule that random play seldom reaches (issue 62), told from the oracle's
 * answers alone: a position or an answer where a plausible one-line bug of the rule gives
 * another answer than the rule book's. Each is said in words ({@link #describe(String)}) and
 * checked on every question of a generated game ({@link #reached(Step)}): a question reaches a
 * rule's hard case when it is asked in such a position, whatever rule it asks itself (a legal
 * set where castling is forbidden by an attacked square asks no castling move, yet a wrong
 * engine lists one there). A rule this class names no case for has none beyond being asked:
 * every question that asks it counts.
 */
final class HardCases {

    /** What a rule without a named case reaches: every question that asks it. */
    static final String ANY = "any question that asks it";

    private static final String CAPTURE = "x";
    private static final int FIFTY_NEAR = 80;
    private static final int KING_MOVES_DRAW = 20;
    private static final int QWIRKLE_SCORE = 12;
    private static final int BOARD_FILES = 8;
    private static final int CELLS = 42;
    private static final int QUICK_STONES = 4;
    private static final int FULL_NEAR = 36;
    private static final int LAST_DISCS = 4;
    private static final int QUARTO_SIZE = 4;
    private static final int FIFTY_MOVES = 100;

    /** One question of a generated game, with what the oracle answered before it. */
    record Step(String key, String value, String move, Map<String, String> before,
            Map<String, String> now, List<Map<String, String>> history) {
    }

    /** One rule's hard case: in words and as a test of a question. */
    private record Case(String words, Predicate<Step> test) {
    }

    private final Map<String, Case> cases;

    /**
     * The finer cases the class's games are chosen to reach ({@link ClassGames}): a rule's
     * case split by side or by direction where a plausible one-line bug breaks one side alone
     * (a black pawn's check, a win on one diagonal), by words.
     */
    private final Map<String, Predicate<Step>> finer;

    private HardCases(Map<String, Case> cases, Map<String, Predicate<Step>> finer) {
        this.cases = cases;
        this.finer = finer;
    }

    /**
     * The hard cases of a game.
     *
     * @param game the game's package name
     * @return its hard cases
     */
    static HardCases of(String game) {
        Map<String, Case> cases = new LinkedHashMap<>();
        Map<String, Predicate<Step>> finer = new LinkedHashMap<>();
        switch (game) {
            case "connectfour" -> {
                connectFour(cases);
                connectFourFiner(finer);
            }
            case "quarto" -> {
                quarto(cases);
                quartoFiner(finer);
            }
            case "chess" -> {
                chess(cases);
                chessFiner(finer);
            }
            case "checkers" -> {
                checkers(cases);
                checkersFiner(finer);
            }
            case "qwirkle" -> {
                qwirkle(cases);
                qwirkleFiner(finer);
            }
            default -> throw new IllegalArgumentException("no hard cases for " + game);
        }
        return new HardCases(cases, finer);
    }

    /**
     * The cases a question reaches that the class's games are chosen to reach
     * ({@link ClassGames}): each rule's hard case, by its rule's ID, and each finer case, by its
     * words.
     *
     * @param step the question
     * @return the cases' names
     */
    List<String> floorsReached(Step step) {
        List<String> reached = new ArrayList<>();
        cases.forEach((rule, found) -> {
            if (holds(found.test(), step)) {
                reached.add(rule);
            }
        });
        finer.forEach((words, test) -> {
            if (holds(test, step)) {
                reached.add(words);
            }
        });
        return reached;
    }

    /**
     * A case's test of a question, false where it cannot read the answer: the class's games
     * are chosen with these tests, and an answer a test did not foresee must cost a case's
     * reach, never a class's grading.
     */
    private static boolean holds(Predicate<Step> test, Step step) {
        try {
            return test.test(step);
        } catch (RuntimeException unforeseen) {
            return false;
        }
    }

    /**
     * The cases of {@link #floorsReached(Step)} that a game the oracle played reaches, read
     * from its recorded answers alone (no question is asked again).
     *
     * @param game the game, with the oracle's answers
     * @return the cases' names
     */
    Set<String> floorsReachedBy(GeneratedGames.Game game) {
        Set<String> reached = new HashSet<>();
        Map<String, String> before = Map.of();
        Map<String, String> now = Map.of();
        List<Map<String, String>> history = new ArrayList<>();
        String move = "";
        for (int i = 0; i < game.questions().size(); i++) {
            String question = game.questions().get(i);
            String answer = game.expected().get(i);
            if (question.equals("legal")) {
                if (!answer.startsWith("refused") && !answer.startsWith("error")) {
                    reached.addAll(floorsReached(new Step("legal", answer, move, before, now,
                            history)));
                }
                continue;
            }
            if (question.startsWith("play ")) {
                move = question.substring("play ".length());
            } else if (question.startsWith("new")) {
                move = "";
                before = Map.of();
                history.clear();
            }
            if (!answer.contains("=")) {
                continue;
            }
            Map<String, String> observed = GeneratedGames.parse(answer);
            if (!question.equals("observe")) {
                before = now.isEmpty() || question.startsWith("new") ? Map.of() : now;
                history.add(observed);
            }
            now = observed;
            for (Map.Entry<String, String> entry : observed.entrySet()) {
                if (!entry.getValue().equals("-")) {
                    reached.addAll(floorsReached(new Step(entry.getKey(), entry.getValue(),
                            move, before, now, history)));
                }
            }
        }
        return reached;
    }

    /**
     * The rules this game names a hard case for.
     *
     * @return their IDs
     */
    Set<String> named() {
        return cases.keySet();
    }

    /**
     * A rule's hard case, in words.
     *
     * @param rule the rule's ID
     * @return the case, or {@value #ANY}
     */
    String describe(String rule) {
        Case found = cases.get(rule);
        return found == null ? ANY : found.words();
    }

    /**
     * The rules whose hard case a question reaches.
     *
     * @param step the question
     * @return the rules' IDs
     */
    List<String> reached(Step step) {
        List<String> rules = new ArrayList<>();
        cases.forEach((rule, found) -> {
            if (found.test().test(step)) {
                rules.add(rule);
            }
        });
        return rules;
    }

    /**
     * Whether a rule that no case is named for counts its question as its hard case.
     *
     * @param rule the rule's ID
     * @return whether every question that asks it counts
     */
    boolean anyQuestion(String rule) {
        return !cases.containsKey(rule);
    }

    private static boolean is(Step step, String key) {
        return step.key().equals(key);
    }

    private static List<String> legal(Step step) {
        return is(step, "legal") && !step.value().equals("-")
                ? Arrays.stream(step.value().split(" ")).filter(move -> !move.isBlank())
                        .toList() : List.of();
    }

    private static void connectFour(Map<String, Case> cases) {
        cases.put("C4-05", new Case("a legal set without a full column's number",
                step -> is(step, "legal") && step.value().split(" ").length < 7));
        cases.put("C4-06", new Case("a column's sixth disc played (the top row's square)",
                step -> is(step, "board") && !step.move().isEmpty()
                        && step.value().charAt(Integer.parseInt(step.move()) - 1) != '.'));
        cases.put("C4-09", new Case("a win on a diagonal (four of the winner's discs on"
                + " one)", step -> is(step, "winner") && !step.value().equals("none")
                        && diagonalFour(step.now().getOrDefault("board", ""), step.value())));
        cases.put("C4-11", new Case("the 42nd disc played (the board full)",
                step -> is(step, "over") && !step.now().getOrDefault("board", ".")
                        .contains(".")));
    }

    /**
     * Connect Four's finer cases: a win on each diagonal apart (a bug that walks one direction
     * misses the other), and the solver's score where a one-line bug of its bounds or its end
     * of board shows: a win or loss within the next stones of either player, with player 1 and
     * with player 2 to move (the bounds depend on the count's parity); each bound of the search
     * itself, the mover's quickest win and quickest loss, per player to move; a win with each of
     * the last four discs apart (a search that calls the end of the board one disc early
     * misses a win with the last disc and nothing else, so the score of 1 it should give is
     * told apart from the 1 of a win with disc 41 by who wins); and a position near the full
     * grid that someone still wins.
     */
    private static void connectFourFiner(Map<String, Predicate<Step>> finer) {
        finer.put("C4-09: a win on a rising diagonal", step -> is(step, "winner")
                && !step.value().equals("none") && diagonalFour(step.now()
                        .getOrDefault("board", ""), step.value(), 1));
        finer.put("C4-09: a win on a falling diagonal", step -> is(step, "winner")
                && !step.value().equals("none") && diagonalFour(step.now()
                        .getOrDefault("board", ""), step.value(), -1));
        finer.put("C4-09: a win on a row", step -> is(step, "winner")
                && !step.value().equals("none") && lineThroughLast(step, 0, 1) >= 4);
        finer.put("C4-09: a win on a column", step -> is(step, "winner")
                && !step.value().equals("none") && lineThroughLast(step, 1, 0) >= 4);
        finer.put("C4-09: a win with five discs or more in a line", step -> is(step, "winner")
                && !step.value().equals("none") && longestThroughLast(step) >= 5);
        finer.put("C4-10: a win whose last disc is inside its line, not at an end",
                step -> is(step, "winner") && !step.value().equals("none")
                        && lastInside(step));
        for (int disc = CELLS - LAST_DISCS + 1; disc <= CELLS; disc++) {
            int winning = disc;
            finer.put("C4-16: a win with disc " + disc + " (player " + (2 - disc % 2)
                    + "'s) scored", step -> is(step, "score")
                            && winningDisc(step) == winning);
        }
        for (String column : new String[] {"1", "7"}) {
            finer.put("C4-05: column " + column + " full", step -> is(step, "legal")
                    && !step.value().equals("-") && !Arrays.asList(step.value().split(" "))
                            .contains(column));
        }
        for (int parity = 0; parity < 2; parity++) {
            int mover = parity;
            finer.put("C4-16: a quick win or loss scored, player " + (mover + 1) + " to move",
                    step -> is(step, "score") && quickScore(step) && discs(step) % 2 == mover);
        }
        for (int parity = 0; parity < 2; parity++) {
            int mover = parity;
            finer.put("C4-16: the search's upper bound scored (the mover wins with their next"
                    + " stone but one), player " + (mover + 1) + " to move", step -> is(step,
                            "score") && discs(step) % 2 == mover
                            && score(step) == (CELLS - 1 - discs(step)) / 2);
            finer.put("C4-16: the search's lower bound scored (the opponent wins with their"
                    + " next stone), player " + (mover + 1) + " to move", step -> is(step,
                            "score") && discs(step) % 2 == mover
                            && score(step) == -(CELLS - discs(step)) / 2);
        }
        finer.put("C4-16: a position of 36 discs or more that someone wins",
                step -> is(step, "score") && discs(step) >= FULL_NEAR
                        && !step.value().equals("0"));
    }

    /** The row (0 at the top) of the last disc, in the column the step's move played. */
    private static int[] lastDisc(Step step) {
        String[] rows = step.now().getOrDefault("board", "").split("/");
        int column;
        try {
            column = Integer.parseInt(step.move().strip()) - 1;
        } catch (NumberFormatException noMove) {
            return null;
        }
        for (int row = 0; row < rows.length; row++) {
            if (column >= 0 && column < rows[row].length() && rows[row].charAt(column) != '.') {
                return new int[] {row, column};
            }
        }
        return null;
    }

    /** The discs like the last one from it, not counting it, one way along a direction. */
    private static int run(String[] rows, int row, int column, int rowStep, int columnStep) {
        char disc = rows[row].charAt(column);
        int count = 0;
        int r = row + rowStep;
        int c = column + columnStep;
        while (r >= 0 && r < rows.length && c >= 0 && c < rows[r].length()
                && rows[r].charAt(c) == disc) {
            count++;
            r += rowStep;
            c += columnStep;
        }
        return count;
    }

    /** The length of the line of the last disc's colour through it, along a direction. */
    private static int lineThroughLast(Step step, int rowStep, int columnStep) {
        int[] last = lastDisc(step);
        if (last == null) {
            return 0;
        }
        String[] rows = step.now().getOrDefault("board", "").split("/");
        return 1 + run(rows, last[0], last[1], rowStep, columnStep)
                + run(rows, last[0], last[1], -rowStep, -columnStep);
    }

    private static int longestThroughLast(Step step) {
        return Math.max(Math.max(lineThroughLast(step, 0, 1), lineThroughLast(step, 1, 0)),
                Math.max(lineThroughLast(step, 1, 1), lineThroughLast(step, 1, -1)));
    }

    /** Whether a four through the last disc has discs of its colour on both sides of it. */
    private static boolean lastInside(Step step) {
        int[] last = lastDisc(step);
        if (last == null) {
            return false;
        }
        String[] rows = step.now().getOrDefault("board", "").split("/");
        int[][] directions = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
        for (int[] direction : directions) {
            int one = run(rows, last[0], last[1], direction[0], direction[1]);
            int other = run(rows, last[0], last[1], -direction[0], -direction[1]);
            if (one > 0 && other > 0 && one + other + 1 >= 4) {
                return true;
            }
        }
        return false;
    }

    /** The discs on a Connect Four board of the step's observation. */
    private static int discs(Step step) {
        String board = step.now().getOrDefault("board", "");
        return board.replace(".", "").replace("/", "").length();
    }

    /** A solver's score, or {@link Integer#MIN_VALUE} where the answer is not one. */
    private static int score(Step step) {
        try {
            return Integer.parseInt(step.value().strip());
        } catch (NumberFormatException notAScore) {
            return Integer.MIN_VALUE;
        }
    }

    /**
     * The disc a solver's score says wins the game, 0 for a draw or no score: a score of
     * {@code s > 0} for the mover is a win with the disc {@code 44 - 2s} or {@code 43 - 2s},
     * the one of those the winner plays (player 1 the odd discs, player 2 the even ones).
     */
    private static int winningDisc(Step step) {
        int score = score(step);
        if (score == 0 || score == Integer.MIN_VALUE) {
            return 0;
        }
        int mover = discs(step) % 2 + 1;
        int winner = score > 0 ? mover : 3 - mover;
        int disc = CELLS + 2 - 2 * Math.abs(score);
        return disc % 2 == winner % 2 ? disc : disc - 1;
    }

    /**
     * Whether a solver's score is a win or loss within the next four stones: a score of
     * {@code (43 - n) / 2} is a win with the {@code n}th disc.
     */
    private static boolean quickScore(Step step) {
        int score = score(step);
        return score != Integer.MIN_VALUE && score != 0
                && Math.abs(score) >= (CELLS + 1 - discs(step) - QUICK_STONES) / 2;
    }

    /** Whether a Connect Four board has four of a disc on a diagonal of one direction. */
    private static boolean diagonalFour(String board, String disc, int step) {
        String[] rows = board.split("/");
        for (int row = 0; row + 3 < rows.length; row++) {
            for (int column = 0; column < rows[row].length(); column++) {
                boolean four = true;
                for (int i = 0; i < 4 && four; i++) {
                    int at = column + i * step;
                    four = at >= 0 && at < rows[row + i].length()
                            && rows[row + i].substring(at, at + 1).equals(disc);
                }
                if (four) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Whether a Connect Four board ({@code ......./...}) has four of a disc on a diagonal. */
    private static boolean diagonalFour(String board, String disc) {
        return diagonalFour(board, disc, -1) || diagonalFour(board, disc, 1);
    }

    /**
     * Quarto's finer cases: a win on each kind of line (a row, a column, each diagonal, a 2x2
     * square where the variant has them) and by each of the four traits, and the sixteenth
     * piece placed with and without a win.
     */
    private static void quartoFiner(Map<String, Predicate<Step>> finer) {
        String[] kinds = {"a row", "a column", "the diagonal from A1", "the diagonal from A4",
            "a 2x2 square"};
        for (int kind = 0; kind < kinds.length; kind++) {
            int which = kind;
            finer.put("QUARTO-07: a win on " + kinds[kind], step -> is(step, "win")
                    && !step.value().equals("-") && quartoWins(step).contains("k" + which));
        }
        String[] traits = {"the shape", "the colour", "the height", "the fill"};
        for (int trait = 0; trait < traits.length; trait++) {
            int which = trait;
            finer.put("QUARTO-07: a win by " + traits[trait], step -> is(step, "win")
                    && !step.value().equals("-") && quartoWins(step).contains("t" + which));
        }
        finer.put("QUARTO-10: the sixteenth piece placed, no group won", step -> is(step, "over")
                && step.value().equals("yes") && quartoFull(step)
                && step.now().getOrDefault("win", "-").equals("-"));
        finer.put("QUARTO-10: the sixteenth piece placed wins", step -> is(step, "win")
                && !step.value().equals("-") && quartoFull(step));
    }

    private static boolean quartoFull(Step step) {
        return !step.now().getOrDefault("board", "...").contains("...");
    }

    /**
     * The kinds ({@code k0} to {@code k4}) and traits ({@code t0} to {@code t3}) of the groups of
     * four pieces sharing a trait on a Quarto board: a piece is written in three characters
     * ({@code [p!}: its shape, its colour by the letter, its height by the letter's case, its
     * fill), an empty square {@code ...}.
     */
    private static Set<String> quartoWins(Step step) {
        String[] rows = step.now().getOrDefault("board", "").split("/");
        Set<String> found = new HashSet<>();
        if (rows.length != QUARTO_SIZE) {
            return found;
        }
        List<int[][]> groups = new ArrayList<>();
        List<Integer> kinds = new ArrayList<>();
        for (int i = 0; i < QUARTO_SIZE; i++) {
            int line = i;
            groups.add(new int[][] {{line, 0}, {line, 1}, {line, 2}, {line, 3}});
            kinds.add(0);
            groups.add(new int[][] {{0, line}, {1, line}, {2, line}, {3, line}});
            kinds.add(1);
        }
        groups.add(new int[][] {{3, 0}, {2, 1}, {1, 2}, {0, 3}});
        kinds.add(2);
        groups.add(new int[][] {{0, 0}, {1, 1}, {2, 2}, {3, 3}});
        kinds.add(3);
        for (int row = 0; row + 1 < QUARTO_SIZE; row++) {
            for (int column = 0; column + 1 < QUARTO_SIZE; column++) {
                groups.add(new int[][] {{row, column}, {row, column + 1}, {row + 1, column},
                    {row + 1, column + 1}});
                kinds.add(4);
            }
        }
        for (int g = 0; g < groups.size(); g++) {
            String[] pieces = new String[QUARTO_SIZE];
            boolean full = true;
            for (int i = 0; i < QUARTO_SIZE && full; i++) {
                int[] square = groups.get(g)[i];
                String row = rows[square[0]];
                int at = square[1] * 3;
                pieces[i] = at + 3 <= row.length() ? row.substring(at, at + 3) : "...";
                full = !pieces[i].equals("...");
            }
            if (!full) {
                continue;
            }
            for (int trait = 0; trait < QUARTO_SIZE; trait++) {
                boolean shared = true;
                for (String piece : pieces) {
                    shared = shared && quartoTrait(piece, trait) == quartoTrait(pieces[0], trait);
                }
                if (shared) {
                    found.add("k" + kinds.get(g));
                    found.add("t" + trait);
                }
            }
        }
        return found;
    }

    /** One of a piece's four traits, as a character of its three. */
    private static char quartoTrait(String piece, int trait) {
        return switch (trait) {
            case 0 -> piece.charAt(0);
            case 1 -> Character.toLowerCase(piece.charAt(1));
            case 2 -> Character.isUpperCase(piece.charAt(1)) ? 'U' : 'l';
            default -> piece.charAt(2);
        };
    }

    private static void quarto(Map<String, Case> cases) {
        cases.put("QUARTO-06", new Case("two pieces or fewer left in the pool",
                step -> is(step, "pool") && step.value().split(",").length <= 2));
        cases.put("QUARTO-10", new Case("the sixteenth piece placed (the board full)",
                step -> is(step, "over") && !step.now().getOrDefault("board", "...")
                        .contains("...")));
        cases.put("QUARTO-19", new Case("a winning placement played", step -> is(step, "win")
                && !step.value().equals("-")));
    }

    /**
     * Chess's finer cases, by side where a bug breaks one side alone: a castling right held on
     * a wing whose squares between king and rook are not all empty, the king's own two empty
     * (a bug that looks at the king's squares alone lists it), a castling right lost without
     * its king moving (a rook moved or taken at home), and the side in check, by colour.
     */
    private static void chessFiner(Map<String, Predicate<Step>> finer) {
        for (String side : new String[] {"w", "b"}) {
            String colour = side.equals("w") ? "White" : "Black";
            finer.put("CHESS-08: " + colour + " holds a queenside right with only the"
                    + " knight's square taken", step -> is(step, "legal")
                            && queensideBlockedAtB(step, side));
            finer.put("CHESS-08: " + colour + " loses a castling right without moving its"
                    + " king", step -> is(step, "board") && rightLostByRook(step, side));
            finer.put("CHESS-11: " + colour + " in check", step -> is(step, "check")
                    && step.value().equals("yes") && sideToMove(step).equals(side));
            finer.put("CHESS-12: " + colour + " checkmated", step -> is(step, "result")
                    && step.value().equals((side.equals("w") ? "0-1" : "1-0") + " CHECKMATE"));
            finer.put("CHESS-09: a promotion listed for " + colour, step -> legal(step).stream()
                    .anyMatch(move -> move.length() == 5) && sideToMove(step).equals(side));
            finer.put("CHESS-07: an en passant capture listed for " + colour, step -> legal(step)
                    .stream().anyMatch(move -> enPassant(step.now().get("board"), move))
                    && sideToMove(step).equals(side));
            String rank = side.equals("w") ? "1" : "8";
            for (String wing : new String[] {"g", "c"}) {
                String castle = "e" + rank + wing + rank;
                finer.put("CHESS-08: " + colour + " may castle " + (wing.equals("g")
                        ? "kingside" : "queenside"), step -> legal(step).contains(castle)
                                && Character.toLowerCase(pieceAt(step.now().get("board"),
                                        "e" + rank)) == 'k');
            }
            for (boolean diagonal : new boolean[] {false, true}) {
                finer.put("CHESS-10: " + colour + " has a piece pinned on a " + (diagonal
                        ? "diagonal" : "rank or file"), step -> is(step, "legal")
                                && sideToMove(step).equals(side) && pinned(step, diagonal));
            }
        }
        finer.put("CHESS-14: kings and one knight or bishop alone", step -> is(step, "board")
                && minorsOnly(step.value()) == 1);
        finer.put("CHESS-14: kings and two knights or bishops alone", step -> is(step, "board")
                && minorsOnly(step.value()) == 2);
        finer.put("CHESS-14: the fifty-move count at 100 half-moves or more", step -> is(step,
                "board") && halfmoves(step.value()) >= FIFTY_MOVES);
        finer.put("CHESS-13: a side whose only moves are its king's and pawns'",
                step -> is(step, "legal") && !legal(step).isEmpty() && legal(step).stream()
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
    private static boolean pinned(Step step, boolean diagonal) {
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
    private static String sideToMove(Step step) {
        String[] fields = step.now().getOrDefault("board", "").split(" ");
        return fields.length > 1 ? fields[1] : "";
    }

    private static boolean queensideBlockedAtB(Step step, String side) {
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

    private static boolean rightLostByRook(Step step, String side) {
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

    private static void chess(Map<String, Case> cases) {
        cases.put("CHESS-07", new Case("an en passant capture listed", step -> legal(step)
                .stream().anyMatch(move -> enPassant(step.now().get("board"), move))));
        cases.put("CHESS-08", new Case("the side to move keeps a castling right with the"
                + " squares between king and rook empty, and the castling is not legal (the king"
                + " in check, or crossing or landing on an attacked square)",
                step -> is(step, "legal") && castlingForbidden(step)));
        cases.put("CHESS-09", new Case("a promotion listed", step -> legal(step).stream()
                .anyMatch(move -> move.length() == 5)));
        cases.put("CHESS-11", new Case("the side to move in check", step -> is(step, "check")
                && step.value().equals("yes")));
        cases.put("CHESS-12", new Case("checkmate", step -> is(step, "result")
                && step.value().contains("CHECKMATE")));
        cases.put("CHESS-13", new Case("stalemate", step -> is(step, "result")
                && step.value().contains("STALEMATE")));
        cases.put("CHESS-14", new Case("the pieces of a position met for the third time in"
                + " the game, with either side to move (a repetition that counts the side to move"
                + " or not tells apart), or the fifty-move count at 80 half-moves or more",
                step -> is(step, "board") && (repeated(step)
                        || halfmoves(step.value()) >= FIFTY_NEAR)));
    }

    /** A FEN's placement of the pieces alone. */
    private static String position(String fen) {
        return fen.split(" ")[0];
    }

    private static boolean repeated(Step step) {
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

    private static boolean castlingForbidden(Step step) {
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
        Set<String> legal = new HashSet<>(legal(step));
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

    /**
     * Checkers' finer cases, by side: a man crowned, a capture listed, and a king's move listed,
     * for White and for Black, read from the board before and after.
     */
    private static void checkersFiner(Map<String, Predicate<Step>> finer) {
        for (String side : new String[] {"W", "B"}) {
            String colour = side.equals("W") ? "White" : "Black";
            finer.put("CHECKERS-07: a " + colour + " man crowned", step -> is(step, "board")
                    && checkersKings(step.value(), side) > checkersKings(step.before()
                            .getOrDefault("board", ""), side) && !step.before().isEmpty());
            finer.put("CHECKERS-05: a capture listed for " + colour, step -> legal(step).stream()
                    .anyMatch(move -> move.contains(CAPTURE)) && step.now()
                            .getOrDefault("board", " ").startsWith(side));
        }
    }

    /** The kings of a side on a checkers board ({@code W:W11,K15:B4}). */
    private static int checkersKings(String board, String side) {
        for (String part : board.split(":")) {
            if (part.length() > 0 && part.substring(0, 1).equals(side) && part.length() > 1) {
                return part.length() - part.replace("K", "").length();
            }
        }
        return 0;
    }

    private static void checkers(Map<String, Case> cases) {
        cases.put("CHECKERS-03", new Case("the side to move after a capture of several pieces",
                step -> is(step, "turn") && captures(step.move()) >= 2));
        cases.put("CHECKERS-05", new Case("a man's capture listed", step -> legal(step)
                .stream().anyMatch(move -> move.contains(CAPTURE) && !king(step, move))));
        cases.put("CHECKERS-06", new Case("a king's capture of several pieces listed (a flying"
                + " king, whose captured pieces block it until the move ends)",
                step -> legal(step).stream().anyMatch(move -> captures(move) >= 2
                        && king(step, move))));
        cases.put("CHECKERS-10", new Case("a king's capture of three pieces or more listed"
                + " (where a king lifting its taken pieces at once could cross one again)",
                step -> legal(step).stream().anyMatch(move -> captures(move) >= 3
                        && king(step, move))));
        cases.put("CHECKERS-07", new Case("a man crowned by a capture", step -> is(step, "board")
                && kings(step.value()) > kings(step.before().getOrDefault("board", ""))
                && step.move().contains(CAPTURE)));
        cases.put("CHECKERS-11", new Case("a game won", step -> is(step, "winner")
                && (step.value().equals("white") || step.value().equals("black"))));
        cases.put("CHECKERS-13", new Case("a king's capture listed", step -> legal(step).stream()
                .anyMatch(move -> move.contains(CAPTURE) && king(step, move))));
        cases.put("CHECKERS-15", new Case("a capture of several pieces listed (where the"
                + " majority rule chooses)", step -> legal(step).stream()
                        .anyMatch(move -> captures(move) >= 2)));
        cases.put("CHECKERS-16", new Case("a man's capture that ends on the far row",
                step -> legal(step).stream().anyMatch(move -> move.contains(CAPTURE)
                        && !king(step, move) && farRow(step, move))));
        cases.put("CHECKERS-17", new Case("twenty king moves without capture counted, or the"
                + " game drawn", step -> is(step, "kingmoves") && count(step.value())
                        >= KING_MOVES_DRAW || is(step, "winner") && step.value().equals("draw")));
        // The engine's FEN is the board shown, charged to CHECKERS-12 (CHECKERS-30 has no
        // points: its reader and writer are given to students whole).
        cases.put("CHECKERS-12", new Case("a position with a king written", step -> is(step,
                "fen") && step.value().contains("K")));
    }

    private static int count(String text) {
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException notACount) {
            return 0;
        }
    }

    private static int captures(String move) {
        return move.contains(CAPTURE) ? move.split(CAPTURE).length - 1 : 0;
    }

    private static int kings(String board) {
        return board.length() - board.replace("K", "").length();
    }

    /** Whether a move's first square holds a king, by the board the legal set was asked in. */
    private static boolean king(Step step, String move) {
        String from = move.split("[-x]")[0];
        String board = step.now().getOrDefault("board", "");
        return Arrays.stream(board.split("[:,]")).anyMatch(square -> square.equals("K" + from)
                || square.equals("WK" + from) || square.equals("BK" + from));
    }

    private static boolean farRow(Step step, String move) {
        String[] squares = move.split(CAPTURE);
        int end = count(squares[squares.length - 1]);
        boolean white = step.now().getOrDefault("turn", "white").equals("white");
        return white ? end <= 4 : end > 28;
    }

    /**
     * Qwirkle's finer cases: a placement of two tiles or more whose first tile, and one whose
     * last tile, also makes a line across the placement's own (a score that adds the crossing
     * lines of some tiles only misses one of them).
     */
    private static void qwirkleFiner(Map<String, Predicate<Step>> finer) {
        finer.put("QWIRKLE-09: two tiles or more placed, the first making a line across",
                step -> is(step, "score") && crossesAt(step, true));
        finer.put("QWIRKLE-09: two tiles or more placed, the last making a line across",
                step -> is(step, "score") && crossesAt(step, false));
    }

    /**
     * Whether the step's placement ({@code A1@0,-1;B2@1,-1}) of two tiles or more has, at its
     * first or last tile, a tile of the board beside it across the placement's line.
     */
    private static boolean crossesAt(Step step, boolean first) {
        String[] tiles = step.move().split(";");
        if (tiles.length < 2 || !step.move().contains("@")) {
            return false;
        }
        Set<String> board = new HashSet<>();
        for (String tile : step.now().getOrDefault("board", "-").split(";")) {
            int at = tile.indexOf('@');
            if (at > 0) {
                board.add(tile.substring(at + 1));
            }
        }
        int[] one = cell(tiles[0]);
        int[] two = cell(tiles[1]);
        int[] end = cell(tiles[first ? 0 : tiles.length - 1]);
        // Along a row the line across is a column, and the other way round.
        boolean row = one[0] == two[0];
        int[][] across = row ? new int[][] {{-1, 0}, {1, 0}} : new int[][] {{0, -1}, {0, 1}};
        for (int[] way : across) {
            if (board.contains((end[0] + way[0]) + "," + (end[1] + way[1]))) {
                return true;
            }
        }
        return false;
    }

    /** The cell of a placed tile, {@code A1@ROW,COLUMN}. */
    private static int[] cell(String tile) {
        String[] place = tile.substring(tile.indexOf('@') + 1).split(",");
        return new int[] {Integer.parseInt(place[0].strip()), Integer.parseInt(place[1].strip())};
    }

    private static void qwirkle(Map<String, Case> cases) {
        cases.put("QWIRKLE-09", new Case("a turn that scores two lines or more (a tile in two"
                + " scored lines)", step -> is(step, "score") && linesScored(step) >= 2));
        cases.put("QWIRKLE-10", new Case("a Qwirkle scored (12 points or more)",
                step -> is(step, "score") && count(step.value()) >= QWIRKLE_SCORE));
        cases.put("QWIRKLE-17", new Case("the game over", step -> is(step, "over")
                && step.value().equals("yes")));
        cases.put("QWIRKLE-18", new Case("the winners told on equal points", step -> is(step,
                "evenwinner") || is(step, "winner") && equalScores(step)));
        cases.put("QWIRKLE-19", new Case("the first turn with a tile held twice in the hand of"
                + " the player to move", step -> is(step, "hand") && step.now()
                        .getOrDefault("board", "-").equals("-") && duplicate(step.value())));
    }

    private static boolean equalScores(Step step) {
        String[] scores = step.now().getOrDefault("scores", "").split(",");
        return scores.length == 2 && scores[0].equals(scores[1]);
    }

    private static boolean duplicate(String hand) {
        List<String> tiles = Arrays.asList(hand.split(";"));
        return new HashSet<>(tiles).size() < tiles.size();
    }

    /**
     * The lines of two tiles or more that a turn's placements ({@code C1@0,0;C3@0,1}) lie in on
     * the board after it ({@code tile@row,column;...}), each counted once.
     */
    private static int linesScored(Step step) {
        String move = step.move();
        if (move.isEmpty() || move.startsWith("swap") || move.equals("pass")) {
            return 0;
        }
        Set<String> occupied = new HashSet<>();
        for (String tile : step.now().getOrDefault("board", "-").split(";")) {
            int at = tile.indexOf('@');
            if (at > 0) {
                occupied.add(tile.substring(at + 1));
            }
        }
        Set<String> lines = new HashSet<>();
        for (String placed : move.split(";")) {
            int at = placed.indexOf('@');
            if (at < 0) {
                continue;
            }
            String[] rowColumn = placed.substring(at + 1).split(",");
            int row = count(rowColumn[0]);
            int column = count(rowColumn[1]);
            int[][] axes = {{0, 1}, {1, 0}};
            for (int[] axis : axes) {
                int first = 0;
                while (occupied.contains((row - (first + 1) * axis[0]) + ","
                        + (column - (first + 1) * axis[1]))) {
                    first++;
                }
                int last = 0;
                while (occupied.contains((row + (last + 1) * axis[0]) + ","
                        + (column + (last + 1) * axis[1]))) {
                    last++;
                }
                if (first + last >= 1) {
                    lines.add(axis[0] + ":" + (row - first * axis[0]) + ","
                            + (column - first * axis[1]));
                }
            }
        }
        return lines.size();
    }
}
