package tabuleiro.chess;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Portable Game Notation, the standard text of a chess game (rule CHESS-20): tag pairs such as
 * {@code [White "Ana"]}, then the moves in SAN with move numbers, then the result.
 *
 * <pre>
 * [Event "Casual game"]
 * [Result "1-0"]
 *
 * 1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0
 * </pre>
 */
public final class Pgn {

    private static final Pattern TAG = Pattern.compile("\\[(\\w+)\\s+\"((?:[^\"\\\\]|\\\\.)*)\"]");
    private static final Pattern MOVE_NUMBER = Pattern.compile("\\d+\\.+");
    private static final List<String> RESULTS = List.of("1-0", "0-1", "1/2-1/2", "*");
    private static final int LINE_WIDTH = 80;

    private Pgn() {
    }

    /**
     * Writes a game as PGN: the seven standard tags (with the values given, {@code ?} for the
     * others), {@code SetUp} and {@code FEN} when the game did not start from the starting
     * position, and the moves in SAN.
     *
     * @param game the game
     * @param tags tag values to use, such as {@code White} and {@code Black}; may be empty
     * @return the PGN text, ending with a newline
     */
    public static String write(Game game, Map<String, String> tags) {
        Objects.requireNonNull(game, "a game is needed");
        Objects.requireNonNull(tags, "tags are needed (an empty map for none)");
        String result = game.outcome().map(outcome -> outcome.result().pgn()).orElse("*");
        Map<String, String> all = new LinkedHashMap<>();
        for (String name : List.of("Event", "Site", "Date", "Round", "White", "Black")) {
            all.put(name, tags.getOrDefault(name, "?"));
        }
        all.put("Result", result);
        String startFen = game.startPosition().fen();
        if (!startFen.equals(Position.START_FEN)) {
            all.put("SetUp", "1");
            all.put("FEN", startFen);
        }
        tags.forEach(all::putIfAbsent);
        StringBuilder text = new StringBuilder();
        all.forEach((name, value) -> text.append('[').append(name).append(" \"")
                .append(value.replace("\\", "\\\\").replace("\"", "\\\"")).append("\"]\n"));
        text.append('\n');

        StringBuilder line = new StringBuilder();
        Position position = game.startPosition();
        boolean first = true;
        for (Move move : game.moves()) {
            StringBuilder token = new StringBuilder();
            if (position.sideToMove() == Colour.WHITE) {
                token.append(position.fullmoveNumber()).append(". ");
            } else if (first) {
                token.append(position.fullmoveNumber()).append("... "); // Black moved first
            }
            first = false;
            token.append(San.write(position, move));
            appendWrapped(text, line, token.toString());
            position.make(move);
        }
        appendWrapped(text, line, result);
        return text.append(line).append('\n').toString();
    }

    private static void appendWrapped(StringBuilder text, StringBuilder line, String token) {
        if (!line.isEmpty() && line.length() + 1 + token.length() > LINE_WIDTH) {
            text.append(line).append('\n');
            line.setLength(0);
        }
        if (!line.isEmpty()) {
            line.append(' ');
        }
        line.append(token);
    }

    /**
     * Reads the first game of a PGN text: its tags, then its moves, played from the starting
     * position or from the {@code FEN} tag's. Comments in braces, numeric annotations
     * ({@code $1}) and move numbers are skipped. A result other than {@code *} that the moves do
     * not already reach ends the game as the text says: {@code 1-0} or {@code 0-1} by
     * resignation, {@code 1/2-1/2} by a claim or by agreement.
     *
     * @param text the PGN
     * @return the game
     * @throws NotationException unless the text is such a game; the message says on which line
     *     and at which move the text is wrong, and why
     */
    public static Game read(String text) {
        Objects.requireNonNull(text, "a PGN text is needed");
        Map<String, String> tags = new LinkedHashMap<>();
        String[] lines = text.replace("\r", "").split("\n", -1);
        int lineNumber = 0;
        while (lineNumber < lines.length) {
            String line = lines[lineNumber].trim();
            if (line.isEmpty()) {
                lineNumber++;
                continue;
            }
            if (!line.startsWith("[")) {
                break; // the moves begin
            }
            Matcher tag = TAG.matcher(line);
            if (!tag.matches()) {
                throw new NotationException("PGN line " + (lineNumber + 1) + ": a tag is"
                        + " written [Name \"value\"], not " + line);
            }
            tags.put(tag.group(1), tag.group(2).replace("\\\"", "\"").replace("\\\\", "\\"));
            lineNumber++;
        }
        Game game;
        try {
            game = tags.containsKey("FEN") ? Game.fromFen(tags.get("FEN")) : Game.newGame();
        } catch (FenException badFen) {
            throw new NotationException("PGN tag FEN: " + badFen.getMessage());
        }
        boolean inComment = false;
        for (; lineNumber < lines.length; lineNumber++) {
            String line = lines[lineNumber];
            int semicolon = line.indexOf(';');
            if (!inComment && semicolon >= 0) {
                line = line.substring(0, semicolon);
            }
            for (String token : line.replace("{", " { ").replace("}", " } ").trim()
                    .split("\\s+")) {
                if (token.isEmpty()) {
                    continue;
                }
                if (inComment) {
                    inComment = !token.equals("}");
                    continue;
                }
                if (token.equals("{")) {
                    inComment = true;
                    continue;
                }
                String move = MOVE_NUMBER.matcher(token).replaceFirst("");
                if (move.isEmpty() || move.startsWith("$")) {
                    continue;
                }
                if (RESULTS.contains(move)) {
                    finish(game, move, lineNumber);
                    return game;
                }
                playToken(game, move, lineNumber);
            }
        }
        return game;
    }

    private static void playToken(Game game, String move, int lineNumber) {
        String where = "PGN line " + (lineNumber + 1) + ", move "
                + game.position().fullmoveNumber()
                + (game.sideToMove() == Colour.WHITE ? "" : "...") + " \"" + move + "\": ";
        if (game.isOver()) {
            throw new NotationException(where + "the game is already over ("
                    + game.outcome().orElseThrow().termination().description() + ")");
        }
        try {
            game.play(San.parse(game.position(), move));
        } catch (IllegalArgumentException wrong) {
            throw new NotationException(where + wrong.getMessage());
        }
    }

    /** Ends the game as its result token says, when the moves have not ended it already. */
    private static void finish(Game game, String result, int lineNumber) {
        if (game.isOver() || result.equals("*")) {
            if (game.isOver() && !game.outcome().orElseThrow().result().pgn().equals(result)
                    && !result.equals("*")) {
                throw new NotationException("PGN line " + (lineNumber + 1) + ": the result "
                        + result + " disagrees with the moves, which end in "
                        + game.outcome().orElseThrow().termination().description());
            }
            return;
        }
        switch (result) {
            case "1-0" -> game.resign(Colour.BLACK);
            case "0-1" -> game.resign(Colour.WHITE);
            default -> {
                if (game.claimableDraw().isPresent()) {
                    game.claimDraw();
                } else {
                    game.agreeDraw();
                }
            }
        }
    }
}
