package tabuleiro.grading.selfcheck;

import java.util.List;

/**
 * One-line mutants of the reference written for the kit's games with the reference's answers
 * (RecordedGamesIT), without looking at what the kit or the grader say of them: each a bug a
 * student makes that the rule book's written examples may not catch.
 */
final class NewMutants {

    private NewMutants() {
    }

    /**
     * The mutants: game, kind, reference source, text, replacement, the rule it breaks.
     *
     * @return the mutants, each six fields
     */
    static List<String[]> all() {
        return List.of(
            new String[] {"connectfour",
                "counting: the solver calls the board full one stone early",
                "tabuleiro/connectfour/solver/Solver.java",
                "if (position.moves() >= CELLS - 2) {",
                "if (position.moves() >= CELLS - 3) {",
                "C4-16"},
            new String[] {"connectfour",
                "copy-paste: the solver's upper bound reuses the lower bound's CELLS - 2",
                "tabuleiro/connectfour/solver/Solver.java",
                "int upper = Math.min((CELLS - 1 - position.moves()) / 2, table.upperBound(key));",
                "int upper = Math.min((CELLS - 2 - position.moves()) / 2, table.upperBound(key));",
                "C4-16"},
            new String[] {"connectfour",
                "counting: the random agent draws a column modulo the open ones, a biased choice",
                "tabuleiro/connectfour/RandomAgent.java",
                "return columnsWithSpace[random.nextInt(columnsWithSpace.length)];",
                "return columnsWithSpace[random.nextInt(Game.COLUMNS) % columnsWithSpace.length];",
                "C4-14"},
            new String[] {"connectfour",
                "identity: the random agent reads the bottom row as the top, so only empty columns"
                        + " have space",
                "tabuleiro/connectfour/RandomAgent.java",
                "IntStream.rangeClosed(1, Game.COLUMNS).filter(game::hasSpace).toArray();",
                "IntStream.rangeClosed(1, Game.COLUMNS).filter(c -> game.valueAt(Game.ROWS, c) =="
                        + " Game.EMPTY).toArray();",
                "C4-14"},
            new String[] {"connectfour",
                "direction: the walk back along the rising diagonal steps the wrong column way",
                "tabuleiro/connectfour/Game.java",
                "column -= direction.columnStep();",
                "column -= Math.abs(direction.columnStep());",
                "C4-09"},
            new String[] {"quarto",
                "ordered criteria: of two groups completed at once, the last is named, not the"
                        + " first",
                "tabuleiro/quarto/Game.java",
                "win = wins.get(0);",
                "win = wins.get(wins.size() - 1);",
                "QUARTO-19"},
            new String[] {"quarto",
                "ordered criteria: the 2x2 squares listed column by column, so another square is"
                        + " named when two win at once",
                "tabuleiro/quarto/Group.java",
                "for (int row = 1; row < Square.SIZE; row++) {\n            for (int column = 1;"
                        + " column < Square.SIZE; column++) {",
                "for (int column = 1; column < Square.SIZE; column++) {\n            for (int row"
                        + " = 1; row < Square.SIZE; row++) {",
                "QUARTO-19"},
            new String[] {"quarto",
                "counting: the random agent draws a square one past the end, folded onto the first",
                "tabuleiro/quarto/RandomAgent.java",
                "return empty.get(random.nextInt(empty.size()));",
                "return empty.get(random.nextInt(empty.size() + 1) % empty.size());",
                "QUARTO-17"},
            new String[] {"quarto",
                "whose turn it is: the placement that draws passes the turn",
                "tabuleiro/quarto/Game.java",
                "if (!over) {",
                "if (win == null) {",
                "QUARTO-10"},
            new String[] {"quarto",
                "counting: the random agent's bound one too large, the extra draw clamped onto the"
                        + " last piece",
                "tabuleiro/quarto/RandomAgent.java",
                "return pool.get(random.nextInt(pool.size()));",
                "return pool.get(Math.min(random.nextInt(pool.size() + 1), pool.size() - 1));",
                "QUARTO-17"},
            new String[] {"chess",
                "rules meeting on one move: a capture en passant not tried against a pin",
                "tabuleiro/chess/MoveGenerator.java",
                "if (move.from().equals(king) || move.flag() == MoveFlag.EN_PASSANT) {",
                "if (move.from().equals(king)) {",
                "CHESS-10"},
            new String[] {"chess",
                "direction: pins on the diagonals right of the king missed (no Math.abs on files)",
                "tabuleiro/chess/MoveGenerator.java",
                "int files = Math.abs(move.from().file() - king.file());",
                "int files = king.file() - move.from().file();",
                "CHESS-10"},
            new String[] {"chess",
                "direction: a black pawn attacks as a white one, backwards",
                "tabuleiro/chess/Position.java",
                "int pawnRow = target - by.forward() * UP;",
                "int pawnRow = target - UP;",
                "CHESS-11"},
            new String[] {"chess",
                "notation: a promotion to a queen saved without its letter, so it loads as"
                        + " corrupted",
                "tabuleiro/chess/SavedGame.java",
                "+ (move.isPromotion() ? String.valueOf(move.promotion().letter()) : \"\");",
                "+ (move.isPromotion() && move.promotion() != PieceKind.QUEEN ?"
                        + " String.valueOf(move.promotion().letter()) : \"\");",
                "CHESS-16"},
            new String[] {"chess",
                "counting: two bishops of one colour and a knight called insufficient material",
                "tabuleiro/chess/Position.java",
                "boolean allBishops = bishopSquares.size() == minorPieces;",
                "boolean allBishops = bishopSquares.size() >= 2;",
                "CHESS-14"},
            new String[] {"checkers",
                "counting: the drawn endings count whether a side has men, not how many",
                "tabuleiro/checkers/Game.java",
                "+ \"M\".repeat(board.count(Piece.man(colour)));",
                "+ (board.count(Piece.man(colour)) > 0 ? \"M\" : \"\");",
                "CHECKERS-17"},
            new String[] {"checkers",
                "count reset wrongly: a man's move or a capture in a drawn ending restarts its"
                        + " five moves",
                "tabuleiro/checkers/Game.java",
                "movesInDrawnEnding = isDrawnEnding() ? movesInDrawnEnding + 1 : 0;",
                "movesInDrawnEnding = isDrawnEnding() && kingMovesWithoutCapture > 0 ?"
                        + " movesInDrawnEnding + 1 : 0;",
                "CHECKERS-17"},
            new String[] {"checkers",
                "ordered criteria: the quality rule asks whether a king is taken, not how many",
                "tabuleiro/checkers/Rules.java",
                ".thenComparingInt(move -> kingsCaptured(board, move));",
                ".thenComparingInt(move -> Math.min(1, kingsCaptured(board, move)));",
                "CHECKERS-15"},
            new String[] {"checkers",
                "counting: a received move of thirteen squares, twelve captures, refused",
                "tabuleiro/checkers/net/Protocol.java",
                "if (count == 1 || count < 0 || count > MAX_SQUARES) {",
                "if (count == 1 || count < 0 || count >= MAX_SQUARES) {",
                "CHECKERS-26"},
            new String[] {"checkers",
                "counting: the colour draw gives up after one tie fewer than it promises",
                "tabuleiro/checkers/net/Protocol.java",
                "for (int tie = 0; tie < MAX_TIES; tie++) {",
                "for (int tie = 1; tie < MAX_TIES; tie++) {",
                "CHECKERS-25"},
            new String[] {"qwirkle",
                "counting: the shuffle swaps below the last index (Sattolo's, never a tile in"
                        + " place)",
                "tabuleiro/qwirkle/Bag.java",
                "Collections.swap(tiles, last, random.nextInt(last + 1));",
                "Collections.swap(tiles, last, random.nextInt(last));",
                "QWIRKLE-02"},
            new String[] {"qwirkle",
                "ordered criteria: on equal longest lines the last seat starts, not the first",
                "tabuleiro/qwirkle/FirstTurn.java",
                "> longestLine(players.get(first).hand().tiles())) {",
                ">= longestLine(players.get(first).hand().tiles())) {",
                "QWIRKLE-19"},
            new String[] {"qwirkle",
                "rules meeting on one turn: only the first tile named must touch the board",
                "tabuleiro/qwirkle/PlacementRules.java",
                "if (!board.isEmpty() && squares.stream().noneMatch(board::touchesTile)) {",
                "if (!board.isEmpty() && !board.touchesTile(squares.get(0))) {",
                "QWIRKLE-05"},
            new String[] {"qwirkle",
                "notation: the tile@square form the game prints is not read back",
                "tabuleiro/qwirkle/ui/CommandReader.java",
                "line.replace(\"@\", \" \").strip().split(\"\\\\s+\")));",
                "line.strip().split(\"\\\\s+\")));",
                "QWIRKLE-13"},
            new String[] {"qwirkle",
                "input: the answer to play again is case-sensitive, so Y or SIM is asked again",
                "tabuleiro/qwirkle/ui/CommandReader.java",
                "return switch (line.strip().toLowerCase(Locale.ROOT)) {",
                "return switch (line.strip()) {",
                "QWIRKLE-20"}
        );
    }
}
