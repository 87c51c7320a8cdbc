package tabuleiro.grading.child.compiler;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the forbidden-API scan refuses in a student's class, and what it lets through. */
class ForbiddenApiScanTest {

    @TempDir
    Path dir;

    @Test
    void ordinaryGameCodeIsAllowed() throws IOException {
        Map<String, List<String>> refused = compile(
                """
                package game;
                import java.util.*;
                import java.util.function.*;
                public record Board(int[] cells) {
                    public Board {
                        assert cells.length == 42 : "inv: 42 cells";
                    }
                    public String show(List<String> rows) {
                        Function<String, String> upper = String::toUpperCase;
                        String text = "";
                        for (String row : rows) {
                            text += upper.apply(row) + "\\n";
                        }
                        Integer[] boxed = rows.stream().map(String::length)
                                .toArray(Integer[]::new);
                        System.out.println(java.lang.reflect.Array.getLength(boxed));
                        return switch (rows.size()) { case 0 -> "none"; default -> text; };
                    }
                    public void quit() throws Exception {
                        System.exit(0);
                    }
                }
                """);

        assertThat(refused).isEmpty();
    }

    @Test
    void reflectionUnsafeAndTheGradersClassesAreRefused() throws IOException {
        Map<String, List<String>> refused = compile(
                """
                package game;
                import java.lang.invoke.MethodHandles;
                public class Evil {
                    public static Object steal() throws Exception {
                        var field = Class.forName("tabuleiro.grading.child.Channel")
                                .getDeclaredField("mac");
                        field.setAccessible(true);
                        MethodHandles.privateLookupIn(Evil.class, MethodHandles.lookup());
                        return new java.io.FileOutputStream(java.io.FileDescriptor.out);
                    }
                }
                """);

        assertThat(refused).containsKey("game/Evil.java");
        assertThat(refused.get("game/Evil.java")).contains("java.lang.Class.forName",
                "java.lang.Class.getDeclaredField", "java.lang.reflect.Field",
                "java.lang.reflect.Field.setAccessible",
                "java.lang.invoke.MethodHandles.privateLookupIn", "java.io.FileDescriptor");
    }

    @Test
    void theRuleBooksWaitsOnLineIsNotASubmissionsToWrite() throws IOException {
        // A failure that says it waits on another rule is charged to that rule: a class that
        // writes the line itself could move its own losses onto a cheaper rule.
        Map<String, List<String>> refused = compile(
                """
                package game;
                public class Forged {
                    @Override
                    public String toString() {
                        return "x: this example WAITS ON RULE C4-02 (the grid's values)";
                    }
                    public static String pt() {
                        return "este exemplo espera pela regra C4-02";
                    }
                }
                """);
        assertThat(refused).containsOnlyKeys("game/Forged.java");
        assertThat(refused.get("game/Forged.java"))
                .containsExactly(ForbiddenApiScan.RULE_BOOK_LINE);
        assertThat(ForbiddenApiScan.explain(ForbiddenApiScan.RULE_BOOK_LINE))
                .contains("which rule it waits on");
    }

    @Test
    void methodHandlesThatLookMembersUpByNameAreRefused() throws IOException {
        // The second red-team pass reached the runner's private fields this way on Java 25:
        // every member by a string, so no forbidden name was in the class file.
        Map<String, List<String>> refused = compile(
                """
                package game;
                import java.lang.invoke.MethodHandles;
                import java.lang.invoke.MethodType;
                public class ByName {
                    public static Object steal(Object target) throws Throwable {
                        var lookup = MethodHandles.lookup();
                        var declared = lookup.findVirtual(Class.class, "get" + "DeclaredField",
                                MethodType.methodType(Object.class, String.class));
                        return declared.invoke(target.getClass(), "mac");
                    }
                    public static Object serialised(java.io.InputStream in) throws Exception {
                        return new java.io.ObjectInputStream(in).readObject();
                    }
                }
                """);

        assertThat(refused.get("game/ByName.java")).contains(
                "java.lang.invoke.MethodHandles.lookup",
                "java.lang.invoke.MethodHandles$Lookup.findVirtual",
                "java.lang.invoke.MethodHandle.invoke", "java.io.ObjectInputStream");
        assertThat(ForbiddenApiScan.explain("java.lang.invoke.MethodHandle.invoke"))
                .contains("reflection");
    }

    @Test
    void lambdasStringConcatenationRecordsAndPatternsStayAllowed() throws IOException {
        // javac turns these into invokedynamic with bootstraps of java.lang.invoke and
        // java.lang.runtime: the check must not take them for method handles of the student's.
        Map<String, List<String>> refused = compile(
                """
                package game;
                import java.util.function.Supplier;
                public record Move(int from, int to) {
                    public String describe(Object other) {
                        Supplier<String> text = () -> "move " + from + " to " + to;
                        if (other instanceof Move move && move.equals(this)) {
                            return text.get() + " again";
                        }
                        return text.get() + hashCode() + toString();
                    }
                }
                """);

        assertThat(refused).isEmpty();
    }

    @Test
    void aClassLoaderOfTheStudentsIsRefused() throws IOException {
        Map<String, List<String>> refused = compile(
                """
                package game;
                public class Loader extends ClassLoader {
                    public Class<?> make(byte[] bytes) {
                        return defineClass("game.X", bytes, 0, bytes.length);
                    }
                }
                """);

        assertThat(refused.get("game/Loader.java")).contains("java.lang.ClassLoader",
                "game.Loader.defineClass");
    }

    @Test
    void onlyTheStudentsFilesAreChecked() throws IOException {
        Path root = dir.resolve("src");
        write(root, "game/Launcher.java",
                """
                package game;
                public class Launcher {
                    public static Object console() throws Exception {
                        return Class.forName("java.io.Console");
                    }
                }
                """);

        SourceCompiler.Result result = SourceCompiler.compile(root,
                List.of("game/Launcher.java"), Optional.of(dir.resolve("classes")), List.of(),
                "game", Set.of());

        assertThat(result.compiled()).isTrue();
        assertThat(result.refused()).isEmpty();
    }

    @Test
    void notAClassFileIsAnError() {
        org.assertj.core.api.Assertions.assertThatThrownBy(
                () -> ForbiddenApiScan.refusedUses(new byte[] {1, 2, 3, 4, 5, 6, 7, 8, 9, 10}))
                .isInstanceOf(IOException.class);
    }

    @Test
    void theExplanationSaysWhy() {
        assertThat(ForbiddenApiScan.explain("java.lang.reflect.Field.setAccessible"))
                .contains("reflection");
        assertThat(ForbiddenApiScan.explain("tabuleiro.grading.child.Channel"))
                .contains("not the submission's to use");
        assertThat(ForbiddenApiScan.explain("sun.misc.Unsafe")).contains("internals");
    }

    /** Compiles one source as the student's and returns what the check refused. */
    private Map<String, List<String>> compile(String source) throws IOException {
        Path root = dir.resolve("src");
        String name = source.lines().filter(line -> line.contains(" class ")
                || line.contains(" record ")).findFirst().orElseThrow()
                .replaceAll(".*(class|record) (\\w+).*", "$2");
        String file = "game/" + name + ".java";
        write(root, file, source);
        SourceCompiler.Result result = SourceCompiler.compile(root, List.of(file),
                Optional.of(dir.resolve("classes")), List.of(), "game", Set.of(file));
        assertThat(result.errors()).isEmpty();
        return new TreeMap<>(result.refused());
    }

    private static void write(Path root, String file, String text) throws IOException {
        Files.createDirectories(root.resolve(file).getParent());
        Files.writeString(root.resolve(file), text);
    }
}
