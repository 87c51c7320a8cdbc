package tabuleiro.grading.workspace;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tabuleiro.grading.model.FileTrees;

/**
 * The check's incremental compile answers only as a whole compile would: after every change it
 * accepts, the class folder holds the class files a whole compile of the same sources makes,
 * byte for byte; every change whose readers it cannot find (a constant changed, a file added or
 * removed, a compile error, a class folder changed behind its back) it declines.
 */
class IncrementalCompilationTest {

    private static final String GAME = "tabuleiro.chess";

    @TempDir
    Path dir;

    /** The sources a change is made to: the student's folder, laid over no skeleton. */
    private final Map<String, String> files = new TreeMap<>();

    private IncrementalCompilation incremental;

    private List<Path> classpath = List.of();

    /** The skeleton the student's files are laid over, if any. */
    private Optional<Path> base = Optional.empty();

    @Test
    void aChangeOfABodyCompilesItsFileAloneAsAWholeCompileWould() throws IOException {
        start(Map.of("Board.java", "class Board { int size() { return 8; } }",
                "Game.java", "public class Game { int squares() { return new Board().size()"
                        + " * new Board().size(); } }"));
        assertThat(change("Board.java", "class Board { int size() { return 9; } }"))
                .hasValue(1);
    }

    @Test
    void aChangeOfAnInterfaceCompilesTheClassesThatNameIt() throws IOException {
        start(Map.of("Board.java", "class Board { int size() { return 8; } }",
                "Game.java", "public class Game { long squares() { return new Board().size();"
                        + " } }",
                "Piece.java", "class Piece {}"));
        assertThat(change("Board.java", "class Board { long size() { return 8; } }"))
                .hasValue(2);
    }

    @Test
    void aMethodAddedToASupertypeReachesTheReadersOfItsSubtypes() throws IOException {
        // U names S alone, but its call resolves to the new, more specific method of P.
        start(Map.of("P.java", "class P { String m(Object o) { return \"object\"; } }",
                "S.java", "class S extends P {}",
                "U.java", "class U { String u(S s) { return s.m(\"x\"); } }"));
        assertThat(change("P.java", "class P { String m(Object o) { return \"object\"; }"
                + " String m(String s) { return \"string\"; } }")).hasValue(3);
    }

    @Test
    void aDefaultMethodAddedToAnInterfaceReachesItsImplementations() throws IOException {
        start(Map.of("Named.java", "interface Named {}",
                "Piece.java", "class Piece implements Named { public String name() { return"
                        + " \"p\"; } }",
                "Use.java", "class Use { String u(Piece p) { return p.name(); } }"));
        assertThat(change("Named.java", "interface Named { default String name() { return"
                + " \"n\"; } }")).hasValue(3);
    }

    @Test
    void aNestedOrAnonymousClassAddedOrRemovedIsCompiledAsAWholeCompileWould()
            throws IOException {
        start(Map.of("Game.java", "public class Game { Runnable r() { return () -> {}; } }",
                "Use.java", "class Use { Object u() { return new Game().r(); } }"));
        assertThat(change("Game.java", "public class Game { Runnable r() { return new Runnable()"
                + " { public void run() {} }; } static class Inner {} }")).isPresent();
        assertThat(change("Game.java", "public class Game { Runnable r() { return () -> {}; }"
                + " }")).isPresent();
    }

    @Test
    void aCommentOrNothingChangedCompilesNoMoreThanTheFile() throws IOException {
        start(Map.of("Game.java", "public class Game {}", "Board.java", "class Board {}"));
        assertThat(change("Game.java", "public class Game {}\n// a comment\n")).hasValue(1);
        assertThat(change("Game.java", "public class Game {}\n// a comment\n")).hasValue(0);
    }

    @Test
    void aConstantWhoseValueChangedIsDeclined() throws IOException {
        // Use copies the value and keeps no trace of Limits: only a whole compile finds it.
        start(Map.of("Limits.java", "class Limits { static final int MOST = 3; }",
                "Use.java", "class Use { int u() { return Limits.MOST; } }"));
        assertThat(change("Limits.java", "class Limits { static final int MOST = 4; }"))
                .isEmpty();
    }

    @Test
    void aConstantAddedUnderAnotherClassesConstantsNameIsDeclined() throws IOException {
        start(Map.of("Limits.java", "interface Limits { int MOST = 3; }",
                "Board.java", "class Board implements Limits {}",
                "Use.java", "class Use { int u() { return Board.MOST; } }"));
        assertThat(change("Board.java", "class Board implements Limits { static final int MOST"
                + " = 4; }")).isEmpty();
    }

    @Test
    void aConstantAddedUnderANewNameIsCompiledAsAWholeCompileWould() throws IOException {
        start(Map.of("Limits.java", "class Limits { static final int MOST = 3; }",
                "Use.java", "class Use { int u() { return Limits.MOST; } }"));
        assertThat(change("Limits.java", "class Limits { static final int MOST = 3;"
                + " static final int LEAST = 1; }")).isPresent();
    }

    @Test
    void aCompileErrorIsDeclinedSoThatTheWholeCompileReportsIt() throws IOException {
        start(Map.of("Board.java", "class Board { int size() { return 8; } }",
                "Game.java", "public class Game { int s() { return new Board().size(); } }"));
        assertThat(change("Board.java", "class Board { int width() { return 8; } }")).isEmpty();
        assertThat(change("Board.java", "class Board { int size() { return 8 } }")).isEmpty();
    }

    @Test
    void aSourceAddedOrRemovedIsDeclined() throws IOException {
        start(Map.of("Game.java", "public class Game {}", "Board.java", "class Board {}"));
        assertThat(change("Piece.java", "class Piece {}")).isEmpty();
        start(Map.of("Game.java", "public class Game {}", "Board.java", "class Board {}"));
        assertThat(change("Board.java", null)).isEmpty();
    }

    @Test
    void aClassFolderChangedBehindItsBackIsDeclined() throws IOException {
        start(Map.of("Game.java", "public class Game {}", "Board.java", "class Board {}"));
        Files.delete(dir.resolve("classes/tabuleiro/chess/Board.class"));
        assertThat(change("Game.java", "public class Game { int n() { return 1; } }"))
                .isEmpty();
    }

    @Test
    void theReferencesChessChangedAsAStudentDoesIsCompiledAsAWholeCompileWould()
            throws IOException {
        Path sources = Path.of(System.getProperty("basedir", ".")).toAbsolutePath().normalize()
                .getParent().resolve("reference/src/main/java");
        Path chess = sources.resolve("tabuleiro/chess");
        base = Optional.of(sources);
        Map<String, String> reference = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(chess)) {
            for (Path file : walk.filter(Files::isRegularFile).toList()) {
                reference.put(chess.relativize(file).toString().replace('\\', '/'),
                        Files.readString(file));
            }
        }
        classpath = Arrays.stream(System.getProperty("java.class.path")
                .split(File.pathSeparator)).filter(entry -> entry.contains("picocli"))
                .map(Path::of).toList();
        start(reference);
        String game = reference.get("Game.java");
        int last = game.lastIndexOf('}');
        // A body's change (a private member), then an interface's (a member other classes
        // may name): the first compiles Game.java alone, the second its readers too.
        assertThat(change("Game.java", game.substring(0, last)
                + "    private static final int CHANGED = 0;\n}\n")).hasValue(1);
        OptionalInt reached = change("Game.java", game.substring(0, last)
                + "    static final int CHANGED = 0;\n}\n");
        assertThat(reached).isPresent();
        assertThat(reached.getAsInt()).isGreaterThan(1).isLessThan(reference.size());
    }

    /** Lays the sources and compiles them whole, remembered as the check's last compile. */
    private void start(Map<String, String> sources) throws IOException {
        files.clear();
        sources.forEach((name, text) -> files.put(name, wrapped(text)));
        incremental = new IncrementalCompilation(dir.resolve("no-sources"));
        Workspace workspace = lay();
        FileTrees.delete(dir.resolve("classes"));
        assertThat(JavaCompilation.run(workspace, classpath, Optional.of(dir.resolve("classes")),
                GAME).errors()).isEmpty();
        incremental.remember(digests(workspace.root()), dir.resolve("classes"));
    }

    /**
     * Changes one file (null deletes it) and compiles incrementally; when it answered, checks
     * its class folder against a whole compile's of the same sources, byte for byte.
     */
    private OptionalInt change(String name, String text) throws IOException {
        if (text == null) {
            files.remove(name);
        } else {
            files.put(name, wrapped(text));
        }
        Workspace workspace = lay();
        Path classes = dir.resolve("classes");
        OptionalInt compiled = incremental.compile(workspace, digests(workspace.root()),
                classes, classpath, new TreeSet<>(JavaCompilation.studentFiles(workspace)));
        if (compiled.isPresent()) {
            Path whole = dir.resolve("whole");
            FileTrees.delete(whole);
            assertThat(JavaCompilation.run(workspace, classpath, Optional.of(whole), GAME)
                    .errors()).isEmpty();
            assertThat(digests(classes)).isEqualTo(digests(whole));
        } else {
            // As the check does when it declines: everything again, remembered if it compiled.
            FileTrees.delete(classes);
            if (JavaCompilation.run(workspace, classpath, Optional.of(classes), GAME).errors()
                    .isEmpty()) {
                incremental.remember(digests(workspace.root()), classes);
            }
        }
        return compiled;
    }

    private static String wrapped(String text) {
        return text.startsWith("package ") || text.contains("\npackage ") ? text
                : "package " + GAME + ";\n" + text + "\n";
    }

    private Workspace lay() throws IOException {
        Path student = dir.resolve("student");
        FileTrees.delete(student);
        Path folder = student.resolve(GAME.replace('.', '/'));
        for (Map.Entry<String, String> file : files.entrySet()) {
            Path path = folder.resolve(file.getKey());
            Files.createDirectories(path.getParent());
            Files.writeString(path, file.getValue(), StandardCharsets.UTF_8);
        }
        Path sources = dir.resolve("src");
        FileTrees.delete(sources);
        return Workspace.lay(sources, base, student, GAME);
    }

    private static Map<String, String> digests(Path folder) throws IOException {
        Map<String, String> digests = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(folder)) {
            for (Path file : walk.filter(Files::isRegularFile).toList()) {
                digests.put(folder.relativize(file).toString().replace('\\', '/'),
                        HexFormat.of().formatHex(sha256().digest(Files.readAllBytes(file))));
            }
        }
        return digests;
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
