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

    /** A tag pair, and the spaces after it before the next tag of the same line, if any. */
    private static final Pattern TAG =
            Pattern.compile("\\[(\\w+)\\s+\"((?:[^\"\\\\]|\\\\.)*)\"]\\s*");
    /** A line that begins with this is not PGN for the reader (the standard's escape). */
    private static final String ESCAPE = "%";
    private static final Pattern MOVE_NUMBER = Pattern.compile("\\d+\\.+");
    private static final List<String> RESULTS = List.of("1-0", "0-1", "1/2-1/2", "*");
    private static final int LINE_WIDTH = 80;
    private static final String UNKNOWN_DATE = "????.??.??";

    private Pgn() {
    }

    /**
     * Writes a game as PGN: the seven standard tags in the standard's order (Event, Site, Date,
     * Round, White, Black, Result) with the values given, the standard's marks of an unknown
     * value for the others ({@code "????.??.??"} for the date, {@code "?"} for the rest), then
     * {@code SetUp} and {@code FEN} when the game did not start from the starting position, the
     * other tags given, and the moves in SAN.
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
            // The standard's "unknown" is "????.??.??" for a date and "?" for the others.
            all.put(name, tags.getOrDefault(name, name.equals("Date") ? UNKNOWN_DATE : "?"));
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
     * Reads the first game of a PGN text: its tags (one or more to a line), then its main line
     * of moves, played from the starting position or from the {@code FEN} tag's. As the PGN
     * standard allows, the reader skips comments in braces (which may span lines and hold
     * {@code ;}, {@code (} and {@code )}), comments from {@code ;} to the end of the line,
     * variations in parentheses (nested to any depth, comments and all), numeric annotations
     * ({@code $1}), move numbers and lines that begin with {@code %} (escaped lines). A result
     * other than {@code *} that the moves do not already reach ends the game as the text says:
     * {@code 1-0} or {@code 0-1} by resignation, {@code 1/2-1/2} by a claim or by agreement.
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
            if (!line.isEmpty() && !lines[lineNumber].startsWith(ESCAPE)) {
                if (!line.startsWith("[")) {
                    break; // the moves begin
                }
                readTags(line, lineNumber, tags);
            }
            lineNumber++;
        }
        Game game;
        try {
            game = tags.containsKey("FEN") ? Game.fromFen(tags.get("FEN")) : Game.newGame();
        } catch (FenException badFen) {
            throw new NotationException("PGN tag FEN: " + badFen.getMessage());
        }
        MainLine moves = new MainLine(lines, lineNumber);
        for (Token token = moves.next(); token != null; token = moves.next()) {
            String move = MOVE_NUMBER.matcher(token.text()).replaceFirst("");
            if (move.isEmpty() || move.startsWith("$")) {
                continue;
            }
            if (RESULTS.contains(move)) {
                finish(game, move, token.line());
                return game;
            }
            playToken(game, move, token.line());
        }
        return game;
    }

    /** Reads the tags of one line of the tag section, which may hold several. */
    private static void readTags(String line, int lineNumber, Map<String, String> tags) {
        Matcher tag = TAG.matcher(line);
        int at = 0;
        while (at < line.length()) {
            tag.region(at, line.length());
            if (!tag.lookingAt()) {
                throw new NotationException("PGN line " + (lineNumber + 1) + ": a tag is"
                        + " written [Name \"value\"], not " + line.substring(at));
            }
            tags.put(tag.group(1), tag.group(2).replace("\\\"", "\"").replace("\\\\", "\\"));
            at = tag.end();
        }
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

    /** A token of the main line and the line (counted from 0) it is on. */
    private record Token(String text, int line) {
    }

    /**
     * The movetext read token by token along its main line: what the PGN standard lets a text
     * hold besides the moves (comments, variations, escaped lines) is skipped here, so that the
     * reader above sees only move numbers, annotations, moves and the result.
     */
    private static final class MainLine {

        /** The characters that end a token besides spaces: each starts or ends something. */
        private static final String DELIMITERS = "{};()";

        private final String[] lines;
        private int line;
        private int column;
        /** How many variations are open, and the line where the outermost one opened. */
        private int depth;
        private int variationLine;

        MainLine(String[] lines, int first) {
            this.lines = lines;
            startLine(first);
        }

        /**
         * Returns the next token of the main line.
         *
         * @return the token, or null at the end of the text
         * @throws NotationException unless every comment and every variation is closed, and
         *     every variation closed was opened
         */
        Token next() {
            while (line < lines.length) {
                String text = lines[line];
                if (column >= text.length()) {
                    startLine(line + 1);
                    continue;
                }
                char c = text.charAt(column);
                if (c == '{') {
                    skipComment();
                } else if (c == ';') {
                    startLine(line + 1); // a comment to the end of the line
                } else if (c == '(') {
                    if (depth == 0) {
                        variationLine = line;
                    }
                    depth++;
                    column++;
                } else if (c == ')') {
                    if (depth == 0) {
                        throw new NotationException("PGN line " + (line + 1) + ": a ) closes"
                                + " a variation, but no variation opened with ( is open");
                    }
                    depth--;
                    column++;
                } else if (Character.isWhitespace(c)) {
                    column++;
                } else {
                    int end = column;
                    while (end < text.length() && !Character.isWhitespace(text.charAt(end))
                            && DELIMITERS.indexOf(text.charAt(end)) < 0) {
                        end++;
                    }
                    Token token = new Token(text.substring(column, end), line);
                    column = end;
                    if (depth == 0) {
                        return token;
                    }
                }
            }
            if (depth > 0) {
                throw new NotationException("PGN line " + (variationLine + 1) + ": the"
                        + " variation opened with ( is not closed with )");
            }
            return null;
        }

        /** Goes to the start of a line, past the whole line if it is escaped. */
        private void startLine(int next) {
            line = next;
            column = line < lines.length && lines[line].startsWith(ESCAPE)
                    ? lines[line].length() : 0;
        }

        /** Skips a comment in braces, from its { to its }, on however many lines. */
        private void skipComment() {
            int opened = line;
            int close = lines[line].indexOf('}', column);
            while (close < 0 && line + 1 < lines.length) {
                line++;
                close = lines[line].indexOf('}');
            }
            if (close < 0) {
                throw new NotationException("PGN line " + (opened + 1) + ": the comment"
                        + " opened with { is not closed with }");
            }
            column = close + 1;
        }
    }
}
