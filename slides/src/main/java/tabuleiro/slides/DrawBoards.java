package tabuleiro.slides;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import tabuleiro.cli.BoardPictures;
import tabuleiro.svg.BoardPicture;

/**
 * Draws the board pictures that the decks show, from positions of the rule book, before
 * Asciidoctor runs.
 *
 * <p>Each file {@code GAME.boards} in the boards folder lists the pictures of one game, one per
 * line, as {@code NAME = FEATURE | SCENARIO | N}: the {@code N}th doc string (counted from 1) of
 * the scenario called {@code SCENARIO} in the rule book's file {@code FEATURE} (a path under
 * {@code tabuleiro/features/}, read from the class path) is drawn by the game's
 * {@link BoardPicture} into {@code OUTPUT/GAME/NAME.svg}. Written {@code "N"}, in quotes, it is
 * the {@code N}th quoted string of the scenario's steps instead, for a position that a step
 * gives on one line, such as {@code Given the position "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1"}. A
 * deck shows it with {@code image::GAME/NAME.svg[]}. Lines that are blank or start with
 * {@code #} are comments.
 *
 * <p>The pictures are drawn from the rule book rather than from positions written for the slides
 * so that a slide cannot show a position that no rule states: rename or change a scenario and
 * the build says which picture lost its position.
 */
public final class DrawBoards {

    private static final String FEATURES = "tabuleiro/features/";
    private static final String DOC_STRING = "\"\"\"";
    private static final Pattern QUOTED = Pattern.compile("\"([^\"]*)\"");

    private DrawBoards() {
    }

    /**
     * Draws every picture that the boards files list.
     *
     * @param args the folder of {@code .boards} files, and the folder to draw into
     * @throws IllegalArgumentException unless there are exactly these two arguments, or if a
     *     line of a boards file names a game without a picture, a file or scenario that the rule
     *     book lacks, or a doc string that is not a position; the message names the line
     * @throws UncheckedIOException if a file cannot be read or written
     */
    public static void main(String[] args) {
        if (args.length != 2) {
            throw new IllegalArgumentException("expected two arguments, the folder of .boards"
                    + " files and the folder to draw into, but got " + args.length);
        }
        List<Path> drawn = drawAll(Path.of(args[0]), Path.of(args[1]));
        System.out.println("DrawBoards: drew " + drawn.size() + " board pictures into " + args[1]);
    }

    /**
     * Draws every picture that the {@code .boards} files of a folder list.
     *
     * @param boards the folder of {@code GAME.boards} files
     * @param output the folder to draw into; {@code GAME/NAME.svg} files are written under it
     * @return the files written, in the order of the boards files and their lines
     * @throws IllegalArgumentException if a line cannot be drawn; the message names the line
     * @throws UncheckedIOException if a file cannot be read or written
     */
    public static List<Path> drawAll(Path boards, Path output) {
        Objects.requireNonNull(output, "output");
        List<Path> files;
        try (Stream<Path> list = Files.list(boards)) {
            files = list.filter(file -> file.getFileName().toString().endsWith(".boards"))
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list the boards folder " + boards, e);
        }
        List<Path> drawn = new ArrayList<>();
        for (Path file : files) {
            drawn.addAll(draw(file, output));
        }
        return drawn;
    }

    private static List<Path> draw(Path boardsFile, Path output) {
        String name = boardsFile.getFileName().toString();
        String game = name.substring(0, name.length() - ".boards".length());
        List<String> lines = read(boardsFile);
        List<Path> drawn = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).trim();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String where = name + " line " + (i + 1);
            try {
                BoardPicture picture = BoardPictures.forGame(game);
                Entry entry = Entry.parse(line);
                String position = entry.quoted()
                        ? quotedString(entry.feature(), entry.scenario(), entry.index())
                        : docString(entry.feature(), entry.scenario(), entry.index());
                Path svg = output.resolve(game).resolve(entry.name() + ".svg");
                Files.createDirectories(svg.getParent());
                Files.writeString(svg, picture.draw(position), StandardCharsets.UTF_8);
                drawn.add(svg);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(where + ": " + e.getMessage(), e);
            } catch (IOException e) {
                throw new UncheckedIOException(where + ": cannot write the picture", e);
            }
        }
        return drawn;
    }

    private static List<String> read(Path file) {
        try {
            return Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }

    /**
     * Returns a doc string of a scenario of the rule book, without the indentation of its
     * opening quotes.
     *
     * @param feature the feature file, a path under {@code tabuleiro/features/}
     * @param scenario the scenario's name, exactly as the rule book writes it
     * @param index which doc string of the scenario, counted from 1
     * @return the doc string's lines, joined by newlines
     * @throws IllegalArgumentException if the file, the scenario or the doc string is missing
     */
    static String docString(String feature, String scenario, int index) {
        List<String> lines = featureLines(feature);
        int start = scenarioStart(lines, feature, scenario);
        List<String> docStrings = new ArrayList<>();
        StringBuilder current = null;
        int indent = 0;
        for (int i = start + 1; i < lines.size(); i++) {
            String line = lines.get(i);
            String trimmed = line.trim();
            if (current == null && isNextBlock(trimmed)) {
                break;
            }
            if (trimmed.equals(DOC_STRING)) {
                if (current == null) {
                    current = new StringBuilder();
                    indent = line.indexOf(DOC_STRING);
                } else {
                    docStrings.add(current.toString());
                    current = null;
                }
            } else if (current != null) {
                current.append(line.length() > indent ? line.substring(indent) : line.trim())
                        .append('\n');
            }
        }
        if (index < 1 || index > docStrings.size()) {
            throw new IllegalArgumentException("the scenario \"" + scenario + "\" of " + feature
                    + " has " + docStrings.size() + " doc strings, so there is no number "
                    + index);
        }
        return docStrings.get(index - 1);
    }

    /**
     * Returns a quoted string of a scenario's steps, such as the position of
     * {@code Given the position "W:W22:B11"}; doc strings are not looked into.
     *
     * @param feature the feature file, a path under {@code tabuleiro/features/}
     * @param scenario the scenario's name, exactly as the rule book writes it
     * @param index which quoted string of the scenario's steps, counted from 1
     * @return the text between the quotes
     * @throws IllegalArgumentException if the file, the scenario or the quoted string is missing
     */
    static String quotedString(String feature, String scenario, int index) {
        List<String> lines = featureLines(feature);
        int start = scenarioStart(lines, feature, scenario);
        List<String> quoted = new ArrayList<>();
        boolean inDocString = false;
        for (int i = start + 1; i < lines.size(); i++) {
            String trimmed = lines.get(i).trim();
            if (trimmed.equals(DOC_STRING)) {
                inDocString = !inDocString;
            } else if (!inDocString) {
                if (isNextBlock(trimmed)) {
                    break;
                }
                Matcher matcher = QUOTED.matcher(trimmed);
                while (matcher.find()) {
                    quoted.add(matcher.group(1));
                }
            }
        }
        if (index < 1 || index > quoted.size()) {
            throw new IllegalArgumentException("the scenario \"" + scenario + "\" of " + feature
                    + " has " + quoted.size() + " quoted strings in its steps, so there is no"
                    + " number " + index);
        }
        return quoted.get(index - 1);
    }

    private static int scenarioStart(List<String> lines, String feature, String scenario) {
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).trim();
            if (line.equals("Scenario: " + scenario) || line.equals("Example: " + scenario)) {
                return i;
            }
        }
        throw new IllegalArgumentException("the rule book's " + feature
                + " has no scenario called \"" + scenario + "\"");
    }

    private static boolean isNextBlock(String trimmed) {
        return trimmed.startsWith("Scenario") || trimmed.startsWith("Example")
                || trimmed.startsWith("Rule:") || trimmed.startsWith("@");
    }

    private static List<String> featureLines(String feature) {
        String resource = FEATURES + feature;
        try (InputStream in = DrawBoards.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalArgumentException("the rule book has no file " + resource);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + resource, e);
        }
    }

    /** One line of a boards file: which picture to draw from which doc string. */
    private record Entry(String name, String feature, String scenario, int index,
            boolean quoted) {

        static Entry parse(String line) {
            int equals = line.indexOf('=');
            String[] fields = equals < 0 ? new String[0]
                    : line.substring(equals + 1).split("\\|");
            if (fields.length != 3 || line.substring(0, equals).isBlank()) {
                throw new IllegalArgumentException("expected NAME = FEATURE | SCENARIO | N,"
                        + " but the line is \"" + line + "\"");
            }
            String name = line.substring(0, equals).trim();
            if (!name.matches("[a-z0-9-]+")) {
                throw new IllegalArgumentException("a picture's name is lower-case letters,"
                        + " digits and hyphens, but it is \"" + name + "\"");
            }
            String count = fields[2].trim();
            boolean quoted = count.matches("\"[1-9][0-9]?\"");
            if (!quoted && !count.matches("[1-9][0-9]?")) {
                throw new IllegalArgumentException("N counts the scenario's doc strings from 1"
                        + " (\"N\", in quotes, its steps' quoted strings), but it is \"" + count
                        + "\"");
            }
            return new Entry(name, fields[0].trim(), fields[1].trim(),
                    Integer.parseInt(count.replace("\"", "")), quoted);
        }
    }
}
