package tabuleiro.grading.style;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The style check as a self-check calls it: the project's rules find a misplaced brace, find
 * nothing in the skeleton the build already checks, and a hostile file costs a note about that
 * file, never the check.
 */
@Tag("slow")
class StyleReviewTest {

    /** A file's time where the time is not what a test is about: a minute. */
    private static final long UNHURRIED_MILLIS = 60_000;

    /** A class as the course writes it, with nothing to say about it. */
    static final String CLEAN =
            """
            package tabuleiro.connectfour;

            /** A small class. */
            public final class Board {

                private final int columns;

                /**
                 * Makes a board.
                 *
                 * @param columns how many columns it has
                 */
                public Board(int columns) {
                    this.columns = columns;
                }

                /**
                 * Returns the width.
                 *
                 * @return how many columns there are
                 */
                public int columns() {
                    return columns;
                }
            }
            """;

    @TempDir
    Path dir;

    @Test
    void aBraceOnItsOwnLineIsFoundWithItsLineRuleAndCategory() throws IOException {
        Path board = write("Board.java", CLEAN.replace("public int columns() {",
                "public int columns()\n    {"));

        StyleReport report = unhurried(board);

        assertThat(report.checked()).containsExactly(board.toString());
        assertThat(report.notChecked()).isEmpty();
        assertThat(report.findings()).singleElement().satisfies(finding -> {
            assertThat(finding.file()).isEqualTo(board.toString());
            assertThat(finding.line()).isEqualTo(23);
            assertThat(finding.column()).isEqualTo(5);
            assertThat(finding.rule()).isEqualTo("LeftCurly");
            assertThat(finding.category()).isEqualTo("blocks");
            assertThat(finding.message()).isEqualTo("'{' at column 5 should be on the previous"
                    + " line.");
            assertThat(finding.toString()).isEqualTo(board + ":23:5: '{' at column 5 should be"
                    + " on the previous line. (LeftCurly)");
        });
        assertThat(report.countByCategory()).containsExactlyEntriesOf(Map.of("blocks", 1L));
    }

    @Test
    void aCleanFileHasNoFindings() throws IOException {
        StyleReport report = unhurried(write("Board.java", CLEAN));

        assertThat(report.findings()).isEmpty();
        assertThat(report.notChecked()).isEmpty();
        assertThat(report.checked()).hasSize(1);
    }

    @Test
    void theSkeletonOfEveryGameHasNoFindings() throws IOException {
        // The build checks exercises/ with the same rules: advice on an untouched skeleton file
        // would be advice the student cannot act on.
        Path skeleton = projectRoot().resolve("exercises/src/main/java");
        List<Path> files;
        try (Stream<Path> walk = Files.walk(skeleton)) {
            files = walk.filter(file -> file.toString().endsWith(".java")).sorted().toList();
        }
        assertThat(files).hasSizeGreaterThan(50);

        StyleReport report = StyleReview.check(files, each -> {}, UNHURRIED_MILLIS);

        assertThat(report.findings()).isEmpty();
        assertThat(report.notChecked()).isEmpty();
        assertThat(report.checked()).hasSameSizeAs(files);
    }

    @Test
    void theMessagesAreEnglishWhateverTheMachinesLanguage() throws IOException {
        Path board = write("Board.java", CLEAN.replace("public int columns() {",
                "public int columns()\n    {"));
        Locale before = Locale.getDefault();
        Locale.setDefault(Locale.forLanguageTag("pt-BR"));
        try {
            assertThat(unhurried(board).findings()).singleElement()
                    .extracting(Finding::message)
                    .isEqualTo("'{' at column 5 should be on the previous line.");
        } finally {
            Locale.setDefault(before);
        }
    }

    @Test
    void aFileNestedTooDeeplyIsNotCheckedAndTheNextFileStillIs() throws IOException {
        int depth = 100_000;
        Path nested = write("Nested.java", "package tabuleiro.connectfour;\n\n/** Nested. */\n"
                + "public final class Nested {\n\n    /** The value. */\n    public static final"
                + " int VALUE = " + "(".repeat(depth) + "1" + ")".repeat(depth) + ";\n}\n");
        assertThat(Files.size(nested)).isLessThan(StyleReview.MAX_BYTES);
        Path board = write("Board.java", CLEAN.replace("public int columns() {",
                "public int columns()\n    {"));

        StyleReport report = unhurried(nested, board);

        assertThat(report.notChecked()).singleElement().satisfies(note -> {
            assertThat(note.file()).isEqualTo(nested.toString());
            assertThat(note.reason()).isEqualTo("its code is nested too deeply for Checkstyle");
        });
        assertThat(report.checked()).containsExactly(board.toString());
        assertThat(report.findings()).extracting(Finding::rule).containsExactly("LeftCurly");
    }

    @Test
    void aCheckAfterAnotherFindsWhatItFindsAloneWhicheverCheckerItReuses() throws Exception {
        // Checks reuse the checkers earlier checks configured: what one finds never depends on
        // what was checked before it, nor on a check running beside it.
        Path untidy = write("Board.java", CLEAN.replace("public int columns() {",
                "public int columns()\n    {"));
        Path clean = write("Clean.java", CLEAN.replace("Board", "Clean"));
        StyleReport alone = unhurried(untidy);
        assertThat(alone.findings()).extracting(Finding::rule).containsExactly("LeftCurly");

        assertThat(unhurried(clean).findings()).isEmpty();
        assertThat(unhurried(untidy)).isEqualTo(alone);
        java.util.concurrent.ExecutorService two =
                java.util.concurrent.Executors.newFixedThreadPool(2);
        try {
            List<java.util.concurrent.Future<StyleReport>> beside = new java.util.ArrayList<>();
            for (int check = 0; check < 6; check++) {
                Path file = check % 2 == 0 ? untidy : clean;
                beside.add(two.submit(() -> unhurried(file)));
            }
            for (int check = 0; check < beside.size(); check++) {
                StyleReport report = beside.get(check).get();
                if (check % 2 == 0) {
                    assertThat(report).isEqualTo(alone);
                } else {
                    assertThat(report.findings()).isEmpty();
                    assertThat(report.checked()).containsExactly(clean.toString());
                }
            }
        } finally {
            two.shutdownNow();
        }
    }

    @Test
    void aFileTooLargeIsNotRead() throws IOException {
        StringBuilder text = new StringBuilder(CLEAN);
        while (text.length() <= StyleReview.MAX_BYTES) {
            text.append("// ").append("x".repeat(90)).append('\n');
        }
        Path huge = write("Huge.java", text.toString());

        StyleReport report = unhurried(huge);

        assertThat(report.notChecked()).containsExactly(new NotChecked(huge.toString(),
                "it is larger than 256 kB"));
        assertThat(report.findings()).isEmpty();
    }

    @Test
    void aCheckThatOutlivesItsTimeIsNotCheckedAndLeftToEndOnItsOwn() throws Exception {
        Path board = write("Board.java", CLEAN);
        Path other = write("Other.java", CLEAN.replace("Board", "Other"));
        List<StyleReport> told = new ArrayList<>();

        StyleReport report = StyleReview.check(List.of(board, other), told::add, 1);

        // A millisecond is too short for any file: both are abandoned, each on its own.
        assertThat(report.notChecked()).extracting(NotChecked::reason)
                .containsOnly("Checkstyle did not finish within 1 ms");
        assertThat(told).hasSize(2);
        long end = System.nanoTime() + 60_000_000_000L;
        while (StyleReview.runaway() > 0 && System.nanoTime() < end) {
            Thread.sleep(50);
        }
        assertThat(StyleReview.runaway()).as("the abandoned checks end by themselves").isZero();
    }

    @Test
    void sourceThatIsNotJavaIsNotCheckedAndSaysWhy() throws IOException {
        Path broken = write("Broken.java", "package a;\nclass {{{ nothing here\n");

        StyleReport report = unhurried(broken);

        assertThat(report.notChecked()).singleElement().satisfies(note -> assertThat(
                note.reason()).startsWith("Checkstyle could not parse it (2:6: mismatched input")
                .doesNotContain(dir.toString()));
    }

    @Test
    void aChecksNameAndGroupAreThoseOfCheckstylesDocumentation() {
        assertThat(StyleReview.rule("com.puppycrawl.tools.checkstyle.checks.blocks.LeftCurlyCheck"))
                .isEqualTo("LeftCurly");
        assertThat(StyleReview.category(
                "com.puppycrawl.tools.checkstyle.checks.blocks.LeftCurlyCheck"))
                .isEqualTo("blocks");
        assertThat(StyleReview.category("com.puppycrawl.tools.checkstyle.checks.UpperEllCheck"))
                .isEqualTo("misc");
        assertThat(StyleReview.category("org.example.SomeCheck")).isEqualTo("misc");
    }

    private Path write(String name, String text) throws IOException {
        Path file = dir.resolve(name);
        Files.writeString(file, text, StandardCharsets.UTF_8);
        return file;
    }

    /** The project's root folder, found from this module's folder. */
    static Path projectRoot() {
        return Path.of(System.getProperty("basedir", ".")).toAbsolutePath().normalize()
                .getParent();
    }

    /**
     * Checks files with a minute a file: these tests are about what Checkstyle says, and a
     * machine busy with the rest of the build can take longer than the grader's own limit to
     * load it (the limit has a test of its own above).
     */
    private static StyleReport unhurried(Path... files) {
        return StyleReview.check(List.of(files), report -> {}, UNHURRIED_MILLIS);
    }
}
