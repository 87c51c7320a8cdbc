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
import tabuleiro.grading.build.Skeleton;
import tabuleiro.grading.model.Submission;

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
}
