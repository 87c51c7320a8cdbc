package tabuleiro.grading.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tabuleiro.grading.child.compiler.SourceCompiler;
import tabuleiro.grading.style.Finding;
import tabuleiro.grading.style.NotChecked;
import tabuleiro.grading.style.StyleReport;

/**
 * The style check where the grader runs it, in a compiler JVM shut in as on a grading machine:
 * findings come back named as the grader asked, a hostile file costs a note, and a check that
 * outlives its time costs the JVM, the file it was on and the files after it, never the next
 * submission's compilation.
 */
class CompilerJvmStyleTest {

    /** The files of the check that must outlive its one second. */
    private static final int FILES = 200;

    private static final String BOARD =
            """
            package tabuleiro.connectfour;

            /** A small class. */
            public final class Board {

                /**
                 * Returns the width.
                 *
                 * @return how many columns there are
                 */
                public int columns()
                {
                    return 7;
                }
            }
            """;

    @TempDir
    Path dir;

    private CompilerJvm compiler() throws IOException {
        return new CompilerJvm(RunnerClasspath.ofGrader().entries(), dir,
                Isolation.detect(Isolation.Mode.AUTO));
    }

    private String write(String name, String text) throws IOException {
        Path file = dir.resolve("src").resolve(name);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text, StandardCharsets.UTF_8);
        return name;
    }

    @Test
    void findingsComeBackNamedAsAsked() throws Exception {
        String board = write("tabuleiro/connectfour/Board.java", BOARD);

        try (CompilerJvm compiler = compiler()) {
            StyleReport report = compiler.style(dir.resolve("src"), List.of(board), List.of(),
                    CompilerJvm.STYLE_SECONDS);

            assertThat(report.checked()).containsExactly(board);
            assertThat(report.notChecked()).isEmpty();
            assertThat(report.findings()).containsExactly(new Finding(board, 12, 5,
                    "LeftCurly", "blocks", "'{' at column 5 should be on the previous line."));
        }
    }

    @Test
    void aFileNestedTooDeeplyCostsANoteAndTheOthersAreChecked() throws Exception {
        int depth = 100_000;
        String nested = write("tabuleiro/connectfour/Nested.java", "package"
                + " tabuleiro.connectfour;\n\n/** Nested. */\npublic final class Nested {\n\n"
                + "    /** The value. */\n    public static final int VALUE = "
                + "(".repeat(depth) + "1" + ")".repeat(depth) + ";\n}\n");
        String board = write("tabuleiro/connectfour/Board.java", BOARD);

        try (CompilerJvm compiler = compiler()) {
            StyleReport report = compiler.style(dir.resolve("src"), List.of(nested, board),
                    List.of(), CompilerJvm.STYLE_SECONDS);

            assertThat(report.notChecked()).containsExactly(new NotChecked(nested,
                    "its code is nested too deeply for Checkstyle"));
            assertThat(report.checked()).containsExactly(board);
            assertThat(report.findings()).extracting(Finding::rule).containsExactly("LeftCurly");
        }
    }

    @Test
    void aCheckThatOutlivesItsTimeCostsTheJvmNotTheNextCompilation() throws Exception {
        // Two hundred files take many seconds to check, a JVM's start and Checkstyle's first
        // file alone about one: one second is too short on any machine (forty were checked
        // within it once, on a quiet machine with warm caches), and the limit cuts the check
        // at one second however many there are.
        List<String> files = new ArrayList<>();
        for (int i = 0; i < FILES; i++) {
            files.add(write("tabuleiro/connectfour/Board" + i + ".java",
                    BOARD.replace("class Board", "class Board" + i)));
        }

        try (CompilerJvm compiler = compiler()) {
            StyleReport report = compiler.style(dir.resolve("src"), files, List.of(), 1);

            assertThat(report.checked().size() + report.notChecked().size()).isEqualTo(FILES);
            assertThat(report.notChecked()).isNotEmpty();
            assertThat(report.notChecked().get(0).reason()).isEqualTo("Checkstyle did not"
                    + " finish within 1 s (the time of the whole style check)");
            assertThat(report.notChecked().subList(1, report.notChecked().size()))
                    .extracting(NotChecked::reason)
                    .containsOnly("the style check ran out of time before this file");
            assertThat(report.findings()).extracting(Finding::file)
                    .allMatch(report.checked()::contains);

            String game = write("tabuleiro/connectfour/Game.java",
                    "package tabuleiro.connectfour;\n\nclass Game {\n}\n");
            SourceCompiler.Result compiled = compiler.compile(dir.resolve("src"),
                    List.of(game), Optional.of(dir.resolve("classes")), List.of(), "",
                    Set.of(game), CompilerJvm.MAX_SECONDS);
            assertThat(compiled.errors()).isEmpty();
            assertThat(compiled.compiled()).isTrue();
        }
    }
}
