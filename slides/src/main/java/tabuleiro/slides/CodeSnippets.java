package tabuleiro.slides;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Writes the code that the decks include, by member, before Asciidoctor runs.
 *
 * <p>A deck includes {@code {snippets}/PACKAGE/Type.member.part.java}, such as
 * {@code include::{snippets}/tabuleiro/GAME/Game.play.body.java[indent=0]}: this step
 * reads every include of the decks under the snippets folder (with the deck's own attributes
 * substituted, such as {@code :g: {snippets}/tabuleiro/GAME}), finds the member in
 * {@code PACKAGE/Type.java} of the reference's sources, and writes its lines there (see
 * {@link MemberLines} for the names). The reference then carries no tag comments, and a member
 * that is renamed or gone stops the build with the deck's line and the member's name.
 */
public final class CodeSnippets {

    private static final Pattern ATTRIBUTE = Pattern.compile("^:([\\w-]+):\\s*(.*)$");
    private static final Pattern INCLUDE = Pattern.compile("^include::([^\\[]+)\\[");
    private static final Pattern REFERENCE = Pattern.compile("\\{([\\w-]+)}");

    private CodeSnippets() {
    }

    /**
     * Writes every snippet the decks include.
     *
     * @param args the folder of decks ({@code .adoc}), the reference's Java sources, and the
     *     snippets folder that the decks' {@code {snippets}} names
     * @throws IllegalArgumentException unless there are exactly these three arguments, or if an
     *     include names no member of the reference; the message names every such include
     * @throws UncheckedIOException if a file cannot be read or written
     */
    public static void main(String[] args) {
        if (args.length != 3) {
            throw new IllegalArgumentException("expected three arguments, the folder of decks,"
                    + " the reference's sources and the snippets folder, but got "
                    + args.length);
        }
        List<Path> written = writeAll(Path.of(args[0]), Path.of(args[1]), Path.of(args[2]));
        System.out.println("CodeSnippets: wrote " + written.size() + " snippets into " + args[2]);
    }

    /**
     * Writes every snippet that the decks of a folder include.
     *
     * @param decks the folder of {@code .adoc} decks
     * @param reference the reference's Java source folder
     * @param snippets the folder to write into, which the decks call {@code {snippets}}
     * @return the files written, each once, in the order of their names
     * @throws IllegalArgumentException if an include names no member; the message has a line
     *     {@code DECK:LINE: FILE: no snippet NAME: why} for each
     * @throws UncheckedIOException if a file cannot be read or written
     */
    public static List<Path> writeAll(Path decks, Path reference, Path snippets) {
        Objects.requireNonNull(reference, "reference");
        SortedSet<String> wanted = new TreeSet<>();
        Map<String, String> includedAt = new HashMap<>();
        for (Path deck : decksOf(decks)) {
            List<String> lines = read(deck);
            Map<String, String> attributes = new HashMap<>();
            attributes.put("snippets", snippets.toString());
            for (int i = 0; i < lines.size(); i++) {
                Matcher attribute = ATTRIBUTE.matcher(lines.get(i));
                Matcher include = INCLUDE.matcher(lines.get(i));
                if (attribute.matches()) {
                    attributes.put(attribute.group(1), substitute(attribute.group(2), attributes));
                } else if (include.find()) {
                    String target = substitute(include.group(1), attributes);
                    String prefix = snippets + "/";
                    if (target.startsWith(prefix)) {
                        String name = target.substring(prefix.length());
                        wanted.add(name);
                        includedAt.putIfAbsent(name, deck.getFileName() + ":" + (i + 1));
                    }
                }
            }
        }
        Map<String, MemberLines> parsed = new LinkedHashMap<>();
        List<String> problems = new ArrayList<>();
        List<Path> written = new ArrayList<>();
        for (String name : wanted) {
            try {
                written.add(write(snippets, name, snippet(reference, name, parsed)));
            } catch (IllegalArgumentException e) {
                problems.add(includedAt.get(name) + ": " + e.getMessage());
            }
        }
        if (!problems.isEmpty()) {
            throw new IllegalArgumentException("the decks include code the reference does not"
                    + " have:\n" + String.join("\n", problems));
        }
        return written;
    }

    /** The lines of one snippet, {@code PACKAGE/Type.member.part.java}. */
    private static List<String> snippet(Path reference, String name,
            Map<String, MemberLines> parsed) {
        int folderEnd = name.lastIndexOf('/');
        String fileName = name.substring(folderEnd + 1);
        if (!fileName.endsWith(".java") || !fileName.contains(".")) {
            throw new IllegalArgumentException(name + ": a snippet's name is"
                    + " PACKAGE/Type.member.java or PACKAGE/Type.member.part.java");
        }
        String snippet = fileName.substring(0, fileName.length() - ".java".length());
        String type = snippet.substring(0, Math.max(snippet.indexOf('.'), 0));
        String source = name.substring(0, folderEnd + 1) + type + ".java";
        MemberLines members = parsed.get(source);
        if (members == null) {
            Path file = reference.resolve(source);
            if (!Files.isRegularFile(file)) {
                throw new IllegalArgumentException(name + ": the reference has no " + source);
            }
            members = MemberLines.parse(source, readString(file));
            parsed.put(source, members);
        }
        return members.snippet(snippet);
    }

    private static Path write(Path snippets, String name, List<String> lines) {
        Path file = snippets.resolve(name);
        try {
            Files.createDirectories(file.getParent());
            Files.write(file, lines, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
        return file;
    }

    /** A text with each {@code {name}} of a known attribute replaced by its value. */
    static String substitute(String text, Map<String, String> attributes) {
        Matcher reference = REFERENCE.matcher(text);
        StringBuilder result = new StringBuilder();
        while (reference.find()) {
            String value = attributes.getOrDefault(reference.group(1), reference.group());
            reference.appendReplacement(result, Matcher.quoteReplacement(value));
        }
        reference.appendTail(result);
        return result.toString();
    }

    private static List<Path> decksOf(Path folder) {
        try (Stream<Path> list = Files.list(folder)) {
            return list.filter(file -> file.getFileName().toString().endsWith(".adoc"))
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list the decks folder " + folder, e);
        }
    }

    private static List<String> read(Path file) {
        try {
            return Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }

    private static String readString(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }
}
