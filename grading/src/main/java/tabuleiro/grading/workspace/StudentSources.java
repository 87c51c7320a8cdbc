package tabuleiro.grading.workspace;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import tabuleiro.grading.model.DeclaredPackages;
import tabuleiro.grading.model.Names;

/**
 * Reads a student's sources for the workspace and keeps those that are the student's to write:
 * the sources of the game's package and its subpackages, each placed in the folder of the
 * package it declares, as text ready to be written in UTF-8.
 *
 * <p>The package is read by the JDK compiler's own parser, on the very text that is then
 * compiled, so no trick of comments or Unicode escapes can make this class read one package and
 * the compiler another.
 */
final class StudentSources {

    /** How many files left out for their package are named one by one in the notes. */
    static final int MAX_PACKAGE_NOTES = 20;

    private static final String MODULE_INFO = "module-info.java";
    private static final String PACKAGE_INFO = "package-info.java";
    private static final String JAVA = ".java";

    private final String studentPackage;
    private final Map<String, Path> baseFiles;
    private final List<String> notes;

    /**
     * Prepares to read a student's sources.
     *
     * @param studentPackage the game's package, such as {@code tabuleiro.GAME}
     * @param baseFiles the skeleton's sources by their path, to tell a student's unchanged copy
     *     of one from a file of the student's own
     * @param notes where to say what was left out or read differently, for the student
     */
    StudentSources(String studentPackage, Map<String, Path> baseFiles, List<String> notes) {
        this.studentPackage = studentPackage;
        this.baseFiles = baseFiles;
        this.notes = notes;
    }

    /** A source read: where it was, its bytes and its text. */
    private record Source(String relative, byte[] bytes, String text) {

        String fileName() {
            return relative.substring(relative.lastIndexOf('/') + 1);
        }
    }

    /**
     * Reads the sources and keeps the student's.
     *
     * @param files the student's {@code .java} files, by their path in {@code src/main/java}
     * @return the text of each source kept, by its path in the workspace: the folder of its
     *     package and its file name
     * @throws IOException if a file cannot be read
     */
    Map<String, String> read(Map<String, Path> files) throws IOException {
        List<Source> sources = new ArrayList<>();
        for (Map.Entry<String, Path> file : files.entrySet()) {
            String relative = file.getKey();
            String fileName = relative.substring(relative.lastIndexOf('/') + 1);
            if (fileName.equals(MODULE_INFO)) {
                notes.add(Names.shown(relative) + " was left out: the grader compiles the game's"
                        + " classes without modules, where a module declaration could only stop"
                        + " them compiling");
            } else if (!fileName.equals(PACKAGE_INFO) && !isIdentifier(fileName.substring(0,
                    fileName.length() - JAVA.length()))) {
                notes.add(Names.shown(relative) + " is not named as a Java class is (Name.java):"
                        + " it was left out");
            } else {
                byte[] bytes = Files.readAllBytes(file.getValue());
                sources.add(new Source(relative, bytes, text(relative, bytes)));
            }
        }
        List<DeclaredPackages.Declared> packages = packages(sources);
        Map<String, Source> kept = new TreeMap<>();
        int outside = 0;
        for (int i = 0; i < sources.size(); i++) {
            Source source = sources.get(i);
            if (!packages.get(i).readable()) {
                // The parser gave up on this file alone: it costs itself, not the others.
                notes.add(Names.shown(source.relative()) + " could not be read by the Java"
                        + " compiler's parser (is it nested far too deep?): it was left out");
                continue;
            }
            // A package the parser could not read whole prints as "(ERROR)": no package.
            Optional<String> declared = packages.get(i).name().filter(name -> Arrays.stream(
                    name.split("\\.", -1)).allMatch(StudentSources::isIdentifier));
            if (declared.isEmpty() || !inStudentPackage(declared.get())) {
                if (!sameAsBase(source) && ++outside <= MAX_PACKAGE_NOTES) {
                    notes.add(outsideNote(source, declared));
                }
                continue;
            }
            String target = declared.get().replace('.', '/') + "/" + source.fileName();
            Source before = kept.get(target);
            if (before == null) {
                kept.put(target, source);
            } else {
                // The file already in its package's folder is the one the student meant.
                Source winner = source.relative().equals(target) ? source : before;
                Source loser = winner == source ? before : source;
                kept.put(target, winner);
                notes.add(Names.shown(loser.relative()) + " declares the same class as "
                        + Names.shown(winner.relative()) + ": it was left out");
            }
        }
        if (outside > MAX_PACKAGE_NOTES) {
            notes.add("and " + (outside - MAX_PACKAGE_NOTES) + " more files outside the package "
                    + studentPackage + " were left out");
        }
        Map<String, String> texts = new TreeMap<>();
        for (Map.Entry<String, Source> entry : kept.entrySet()) {
            if (!entry.getKey().equals(entry.getValue().relative())) {
                notes.add(Names.shown(entry.getValue().relative()) + " is graded as "
                        + entry.getKey() + ", in the folder of the package it declares");
            }
            texts.put(entry.getKey(), entry.getValue().text());
        }
        return texts;
    }

    /** The text of a source: UTF-8 if it is, else ISO-8859-1, which any bytes are. */
    private String text(String relative, byte[] bytes) {
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            // Editors on Windows and older Eclipse set-ups save Latin-1, which javac in UTF-8
            // refuses at the first accented letter, even in a comment.
            notes.add(Names.shown(relative) + " was not UTF-8; it was read as ISO-8859-1");
            text = new String(bytes, StandardCharsets.ISO_8859_1);
        }
        // Notepad starts UTF-8 with a byte order mark, which javac takes for a character.
        return text.startsWith("\uFEFF") ? text.substring(1) : text;
    }

    /**
     * The package each source declares, by the compiler's parser (see
     * {@link DeclaredPackages}); empty for none, a module, or a file the parser cannot read.
     */
    private static List<DeclaredPackages.Declared> packages(List<Source> sources) {
        return DeclaredPackages.of(sources.stream().map(Source::text).toList());
    }

    private boolean inStudentPackage(String declared) {
        return declared.equals(studentPackage) || declared.startsWith(studentPackage + ".");
    }

    /** Whether a file is the skeleton's own, handed back unchanged with the rest of a copy. */
    private boolean sameAsBase(Source source) throws IOException {
        Path base = baseFiles.get(source.relative());
        return base != null && Arrays.equals(source.bytes(), Files.readAllBytes(base));
    }

    private String outsideNote(Source source, Optional<String> declared) {
        String where = "outside the package " + studentPackage + " that this assignment grades;"
                + " it was left out";
        if (declared.isEmpty()) {
            return Names.shown(source.relative()) + " declares no package that the compiler can"
                    + " read, so it is " + where;
        }
        String folder = declared.get().replace('.', '/') + "/" + source.fileName();
        return Names.shown(source.relative()) + " is " + where
                + (folder.equals(source.relative()) ? ""
                        : " (it declares the package " + declared.get() + ")");
    }

    /** Whether a file name's stem can name a class: no ignorable or control character in it. */
    private static boolean isIdentifier(String name) {
        if (name.isEmpty() || !Character.isJavaIdentifierStart(name.codePointAt(0))) {
            return false;
        }
        return name.codePoints().allMatch(c -> Character.isJavaIdentifierPart(c)
                && !Character.isIdentifierIgnorable(c));
    }
}
