package tabuleiro.grading.similarity;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tabuleiro.grading.model.Submission;
import tabuleiro.grading.workspace.Skeleton;

/**
 * What the analysis compares and what it leaves out: only the student's own files of the game's
 * package, a submission JPlag cannot parse or one with nothing of its own named with why, and
 * a class too small for pairs.
 */
class SimilarityAnalysisTest {

    private static final String PACKAGE = "tabuleiro.connectfour";

    @TempDir
    Path work;

    private final List<String> log = new ArrayList<>();

    private SimilarityAnalysis analysis() {
        return new SimilarityAnalysis(new OwnSources(Skeleton.bundled(), PACKAGE), log::add);
    }

    private Submission sample(String name, String folder) throws IOException {
        return Submission.in(SimilarityClasses.write(SimilarityClasses.sample("connect-four",
                folder).resolve("src/main/java"), "tabuleiro/connectfour", work.resolve(name),
                UnaryOperator.identity()));
    }

    @Test
    void aSubmissionThatDoesNotParseOrHasNothingOfItsOwnIsNamedAndTheOthersCompared()
            throws IOException {
        Submission broken = sample("broken", "complete");
        Path game = broken.sources().resolve("tabuleiro/connectfour/Game.java");
        Files.writeString(game, Files.readString(game, StandardCharsets.UTF_8)
                + "\nclass Broken { int = ; }\n", StandardCharsets.UTF_8);
        Path tiny = work.resolve("tiny/src/main/java/tabuleiro/connectfour");
        Files.createDirectories(tiny);
        Files.writeString(tiny.resolve("Tiny.java"), "package tabuleiro.connectfour;\n"
                + "class Tiny {\n}\n", StandardCharsets.UTF_8);
        Path untouched = work.resolve("untouched/src/main/java/tabuleiro/connectfour");
        Files.createDirectories(untouched);
        Files.copy(Skeleton.bundled().orElseThrow().resolve("tabuleiro/connectfour/Game.java"),
                untouched.resolve("Game.java"));
        Path elsewhere = work.resolve("elsewhere/src/main/java/tabuleiro/grading");
        Files.createDirectories(elsewhere);
        Files.writeString(elsewhere.resolve("Evil.java"), "package tabuleiro.grading;\n"
                + "class Evil { int x() { return 1; } }\n", StandardCharsets.UTF_8);

        SimilarityResult result = analysis().run(List.of(sample("ana", "complete"), broken,
                sample("bruno", "no-diagonals"), Submission.in(work.resolve("untouched")),
                Submission.in(work.resolve("elsewhere")), Submission.in(work.resolve("tiny"))),
                Optional.empty());

        assertThat(result.notCompared()).extracting(NotCompared::name)
                .containsExactlyInAnyOrder("broken", "untouched", "elsewhere", "tiny");
        assertThat(result.notCompared()).filteredOn(skipped -> skipped.name().equals("broken"))
                .singleElement().satisfies(skipped -> assertThat(skipped.reason())
                        .contains("could not parse").doesNotContain(work.toString()));
        assertThat(result.notCompared()).filteredOn(skipped -> skipped.name().equals("tiny"))
                .singleElement().satisfies(skipped -> assertThat(skipped.reason())
                        .contains("too short"));
        assertThat(Path.of("errors")).as("JPlag's folder for what it cannot parse")
                .doesNotExist();
        assertThat(result.pairs()).singleElement().satisfies(pair -> {
            assertThat(List.of(pair.first(), pair.second()))
                    .containsExactlyInAnyOrder("ana", "bruno");
            assertThat(pair.regions()).isNotEmpty().allSatisfy(region -> assertThat(
                    region.firstFile()).startsWith("tabuleiro/connectfour/"));
        });
        assertThat(result.sources().get("ana")).extracting(SourceFile::path)
                .containsExactlyInAnyOrder("tabuleiro/connectfour/Game.java",
                        "tabuleiro/connectfour/RandomAgent.java",
                        "tabuleiro/connectfour/solver/Solver.java");
        assertThat(log).anySatisfy(line -> assertThat(line).startsWith("broken: "));
    }

    @Test
    void aClassOfOneHasNoPairsAndJplagsFileIsWrittenForTwo() throws IOException {
        SimilarityResult one = analysis().run(List.of(sample("ana", "complete")),
                Optional.of(work.resolve("one/jplag-result.zip")));
        assertThat(one.pairs()).isEmpty();
        assertThat(one.notCompared()).isEmpty();
        assertThat(one.compared()).isEqualTo(1);
        assertThat(one.jplagResult()).isEmpty();

        SimilarityResult two = analysis().run(List.of(sample("ana", "complete"),
                sample("bruno", "draw-forgotten")),
                Optional.of(work.resolve("two/jplag-result.zip")));
        assertThat(two.pairs()).hasSize(1);
        assertThat(two.jplagResult()).contains("jplag-result.zip");
        assertThat(work.resolve("two/jplag-result.zip")).isRegularFile();
    }

    @Test
    void theLongExpressionOfTheIssueIsReadAndOneJplagCannotReadIsLeftOutAlone()
            throws IOException {
        Submission deep = sample("deep", "no-diagonals");
        // The issue's file: one expression of 8,001 terms, which JPlag's parser walks
        // recursively; it overflowed the default stack of 1 MB in the grader's own JVM.
        Files.writeString(deep.sources().resolve("tabuleiro/connectfour/Long.java"),
                "package tabuleiro.connectfour;\nclass Long {\n    int x = 1"
                + " + 1".repeat(8000) + ";\n}\n", StandardCharsets.UTF_8);
        List<Submission> all = List.of(sample("ana", "complete"), deep,
                sample("bruno", "draw-forgotten"));

        SimilarityResult read = analysis().run(all, Optional.empty());
        assertThat(read.notCompared()).isEmpty();
        assertThat(read.pairs()).hasSize(3);

        // On a small stack (256 kB: too small however compiled) the same file overflows
        // JPlag's parser: it costs its submission alone, named with why.
        SimilarityResult small = new SimilarityAnalysis(new OwnSources(Skeleton.bundled(),
                PACKAGE), log::add, 256L << 10).run(all, Optional.empty());
        assertThat(small.notCompared()).singleElement().satisfies(skipped -> {
            assertThat(skipped.name()).isEqualTo("deep");
            assertThat(skipped.reason()).contains("JPlag could not read it");
        });
        assertThat(small.pairs()).singleElement().satisfies(pair -> assertThat(List.of(
                pair.first(), pair.second())).containsExactlyInAnyOrder("ana", "bruno"));
        assertThat(log).anySatisfy(line -> assertThat(line).startsWith("deep: "));
    }

    @Test
    void aCopyWithADeadStatementBeforeEveryStatementIsStillListed() throws IOException {
        Submission ana = sample("ana", "complete");
        Submission copy = Submission.in(SimilarityClasses.write(SimilarityClasses.sample(
                "connect-four", "complete").resolve("src/main/java"), "tabuleiro/connectfour",
                work.resolve("copy"), SimilarityAnalysisTest::withDeadStatements));
        String disguised = Files.readString(copy.sources().resolve(
                "tabuleiro/connectfour/Game.java"), StandardCharsets.UTF_8);
        assertThat(disguised).contains("int unused1 = 1 * 7;");

        SimilarityResult result = analysis().run(List.of(ana, copy), Optional.empty());

        assertThat(result.notCompared()).isEmpty();
        assertThat(result.pairs()).singleElement().satisfies(pair -> assertThat(
                pair.similarity()).isGreaterThan(90));
    }

    /**
     * The issue's disguise: {@code int unusedN = N * 7;} before every statement, that is
     * before each line that starts one (the line before it ends one or opens or closes a
     * block), but a switch's labels.
     */
    static String withDeadStatements(String source) {
        StringBuilder out = new StringBuilder();
        String previous = "";
        int n = 0;
        for (String line : source.split("\n", -1)) {
            String code = line.strip();
            String before = previous.strip();
            if (line.startsWith("        ") && code.endsWith(";") && !code.startsWith("case ")
                    && !code.startsWith("default") && !code.startsWith("//")
                    && !code.startsWith("*") && (before.endsWith(";") || before.endsWith("{")
                    || before.endsWith("}"))) {
                n++;
                out.append(line, 0, line.indexOf(code)).append("int unused").append(n)
                        .append(" = ").append(n).append(" * 7;\n");
            }
            out.append(line).append('\n');
            previous = line;
        }
        return out.substring(0, out.length() - 1);
    }
}
