package tabuleiro.chess;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
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

    /** A tag's name: the standard's symbol token, from a letter or digit. */
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9_+#=:-]*");
    /** A tag's value: a string token, with {@code \\} and {@code \"} escaped, on one line. */
    private static final Pattern VALUE = Pattern.compile("\"((?:[^\"\\\\]|\\\\.)*)\"");
    /**
     * A tag that lost its opening bracket: a name then a value. It is never movetext, whose
     * symbols are not followed by a string, so the reader reports it as a tag.
     */
    private static final Pattern BROKEN_TAG = Pattern.compile("[A-Za-z0-9_]+\\s*\".*");
    /** The Seven Tag Roster, in the order the export format writes it. */
    private static final List<String> ROSTER =
            List.of("Event", "Site", "Date", "Round", "White", "Black", "Result");
    /** A line that begins with this is not PGN for the reader (the standard's escape). */
    private static final String ESCAPE = "%";
    /**
     * A move number indication at the start of a token, as the import format allows it: a
     * number with any number of periods ({@code 1}, {@code 1.}, {@code 1...}), or periods alone
     * when spaces part them from their number ({@code 1 . e4}, {@code 1. ... e5}). A number
     * must end the token or be followed by a period, so that {@code 0-0} stays castling.
     */
    private static final Pattern MOVE_NUMBER = Pattern.compile("^(?:\\d+(?=\\.|$)\\.*|\\.+)");
    private static final List<String> RESULTS = List.of("1-0", "0-1", "1/2-1/2", "*");
    /** The export format's limit: a line of movetext has fewer than 80 characters. */
    private static final int LINE_WIDTH = 79;
    private static final String UNKNOWN_DATE = "????.??.??";

    private Pgn() {
    }

    /**
     * Writes a game in the PGN export format: the seven standard tags in the standard's order
     * (Event, Site, Date, Round, White, Black, Result) with the values given, the standard's
     * marks of an unknown value for the others ({@code "????.??.??"} for the date, {@code "?"}
     * for the rest), then the other tags in ASCII order of their names, {@code FEN} and
     * {@code SetUp} among them when the game did not start from the starting position, and the
     * moves in SAN on lines of fewer than 80 characters.
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
        for (String name : ROSTER) {
            // The standard's "unknown" is "????.??.??" for a date and "?" for the others.
            all.put(name, tags.getOrDefault(name, name.equals("Date") ? UNKNOWN_DATE : "?"));
        }
        all.put("Result", result);
        // The export format (8.1.1): after the roster, the other tags in ASCII order of their
        // names, which String's natural order is for ASCII names.
        Map<String, String> others = new TreeMap<>(tags);
        others.keySet().removeAll(ROSTER);
        String startFen = game.startPosition().fen();
        if (!startFen.equals(Position.START_FEN)) {
            others.put("SetUp", "1");
            others.put("FEN", startFen);
        }
        all.putAll(others);
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
     * Reads the first game of a PGN text: its tags, then its main line of moves, played from
     * the starting position or from the {@code FEN} tag's. As the PGN import format allows, a
     * tag may have spaces inside its brackets or none before its value, run over several lines
     * or share a line with other tags or with the first moves. The reader skips comments in
     * braces (which may span lines and hold {@code ;}, {@code (} and {@code )}), comments from
     * {@code ;} to the end of the line, variations in parentheses (nested to any depth,
     * comments and all), numeric annotations ({@code $1}), move numbers however written
     * ({@code 1.}, {@code 1}, {@code 1 .}, {@code 1...}, {@code 1. ...}) and lines that begin
     * with {@code %} (escaped lines). A result
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
        Cursor cursor = new Cursor(lines);
        readTags(cursor, tags);
        Game game;
        try {
            game = tags.containsKey("FEN") ? Game.fromFen(tags.get("FEN")) : Game.newGame();
        } catch (FenException badFen) {
            throw new NotationException("PGN tag FEN: " + badFen.getMessage());
        }
        MainLine moves = new MainLine(cursor);
        for (Token token = moves.next(); token != null; token = moves.next()) {
            if (RESULTS.contains(token.text())) {
                finish(game, token.text(), token.line());
                return game;
            }
            String move = MOVE_NUMBER.matcher(token.text()).replaceFirst("");
            if (move.isEmpty() || move.startsWith("$")) {
                continue;
            }
            playToken(game, move, token.line());
        }
        return game;
    }

    /**
     * Reads the tag section, leaving the cursor where the movetext begins. The import format
     * reads tags as tokens: spaces, line breaks and escaped lines may come between a tag's
     * bracket, name, value and closing bracket, and the movetext may begin on the line of the
     * last tag.
     */
    private static void readTags(Cursor cursor, Map<String, String> tags) {
        for (cursor.skipSpace(); cursor.peek() == '['; cursor.skipSpace()) {
            final int line = cursor.line;
            final String rest = cursor.restOfLine();
            cursor.column++;
            cursor.skipSpace();
            String name = cursor.take(NAME);
            cursor.skipSpace();
            String value = name == null ? null : cursor.take(VALUE);
            cursor.skipSpace();
            if (value == null || cursor.peek() != ']') {
                throw new NotationException("PGN line " + (line + 1) + ": a tag is written"
                        + " [Name \"value\"], not " + rest);
            }
            cursor.column++;
            tags.put(name, value.substring(1, value.length() - 1)
                    .replace("\\\"", "\"").replace("\\\\", "\\"));
        }
        if (!tags.isEmpty() && BROKEN_TAG.matcher(cursor.restOfLine()).matches()) {
            throw new NotationException("PGN line " + (cursor.line + 1) + ": a tag is written"
                    + " [Name \"value\"], not " + cursor.restOfLine());
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

    /**
     * A place in the text, line (counted from 0) and column, read forward by the tag section's
     * reader and handed on to the movetext's.
     */
    private static final class Cursor {

        private final String[] lines;
        private int line;
        private int column;

        Cursor(String[] lines) {
            this.lines = lines;
        }

        /** Skips spaces, line breaks and escaped lines (those that begin with %). */
        void skipSpace() {
            while (line < lines.length) {
                String text = lines[line];
                if (column == 0 && text.startsWith(ESCAPE) || column >= text.length()) {
                    line++;
                    column = 0;
                } else if (Character.isWhitespace(text.charAt(column))) {
                    column++;
                } else {
                    return;
                }
            }
        }

        /** The character at the cursor, or 0 at the end of a line or of the text. */
        char peek() {
            return line < lines.length && column < lines[line].length()
                    ? lines[line].charAt(column) : 0;
        }

        /** The rest of the cursor's line, trimmed, for a message. */
        String restOfLine() {
            return line < lines.length ? lines[line].substring(column).trim() : "";
        }

        /** Reads what a pattern matches at the cursor, on its line, or returns null. */
        String take(Pattern pattern) {
            if (line >= lines.length) {
                return null;
            }
            Matcher matcher = pattern.matcher(lines[line]).region(column, lines[line].length());
            if (!matcher.lookingAt()) {
                return null;
            }
            column = matcher.end();
            return matcher.group();
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

        MainLine(Cursor start) {
            this.lines = start.lines;
            this.line = start.line;
            this.column = start.column;
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
