package tabuleiro.grading;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import tabuleiro.grading.model.BundledSchemes;
import tabuleiro.grading.model.GradedSubmission;
import tabuleiro.grading.model.RuleScore;
import tabuleiro.grading.sandbox.RunnerClasspath;
import tabuleiro.grading.selfcheck.CheckCommand;
import tabuleiro.grading.selfcheck.SelfCheck;
import tabuleiro.grading.selfcheck.SelfCheck.Verdict;
import tabuleiro.grading.workspace.Skeleton;

/**
 * A check keeps the classes and style reports of the sources it compiled in the project's
 * {@code target/check-cache}, and a later check of the very same sources uses them; any change
 * to the sources (an edit, a file deleted or renamed, a file that no longer compiles) is
 * checked afresh, with the verdict a check with nothing kept gives, and a kept class changed
 * since is never used.
 *
 * <p>The verdicts are the self-check's own ({@link SelfCheck}), on a class path without the
 * reference: the test's class path holds it, and its engine would answer for the project's.
 */
class CheckKeptTest {

    private static final String GAME = "src/main/java/tabuleiro/connectfour/Game.java";

    /** What a one-line bug of C4-09 changes: four in a row is no longer a win. */
    private static final String RUN = "run.size() >= CONNECT)";

    @TempDir
    Path dir;

    private Path project;

    @BeforeEach
    void theReferencesConnectFour() throws IOException {
        project = dir.resolve("project");
        Path sources = Submissions.referenceSources();
        try (Stream<Path> files = Files.walk(sources.resolve("tabuleiro/connectfour"))) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                Path copy = project.resolve("src/main/java").resolve(sources.relativize(file)
                        .toString());
                Files.createDirectories(copy.getParent());
                Files.copy(file, copy);
            }
        }
    }

    @Test
    void theCheckSaysWhichSourcesItCheckedAndWhatItTookFromAnEarlierCheck() {
        Result first = check();
        assertThat(first.text()).contains("(compiled now; style: 3 files checked now, 0 kept)")
                .doesNotContain("classes kept");

        Result second = check();
        assertThat(second.text()).contains("(their classes kept from an earlier check of these"
                + " very sources; style: 0 files checked now, 3 kept)");
        assertThat(second.status()).isEqualTo(first.status());
        assertThat(digest(second.text())).isEqualTo(digest(first.text())).hasSize(12);
    }

    @Test
    void aChangedSourceIsCompiledAgainAndItsVerdictChanges() throws IOException {
        Verdict kept = selfCheck();
        assertThat(broken(kept)).isEmpty();
        assertThat(kept.checked().classesKept()).isFalse();
        assertThat(selfCheck().checked().classesKept()).isTrue();

        replace(GAME, RUN, "run.size() > CONNECT)");
        Verdict broken = selfCheck();
        assertThat(broken.checked().classesKept()).isFalse();
        assertThat(broken.checked().styleChecked()).isEqualTo(1);
        assertThat(broken.checked().sources()).isNotEqualTo(kept.checked().sources());
        assertThat(broken(broken)).contains("C4-09");

        // Back as it was: the first sources' classes again, and their verdict.
        replace(GAME, "run.size() > CONNECT)", RUN);
        Verdict again = selfCheck();
        assertThat(again.checked().classesKept()).isTrue();
        assertThat(again.checked().sources()).isEqualTo(kept.checked().sources());
        assertThat(broken(again)).isEmpty();
    }

    @Test
    void aFileThatNoLongerCompilesIsSaidSoAndNothingKeptAnswersForIt() throws IOException {
        assertThat(broken(selfCheck())).isEmpty();
        replace(GAME, RUN, "run.size() >= CONNECT");
        Verdict broken = selfCheck();
        assertThat(broken.graded().status()).isEqualTo(GradedSubmission.Status.COMPILE_ERRORS);
        assertThat(broken.checked().classesKept()).isFalse();
        // Still broken: a failed compile is never kept, so it is compiled and said again.
        Verdict still = selfCheck();
        assertThat(still.graded().status()).isEqualTo(GradedSubmission.Status.COMPILE_ERRORS);
        assertThat(still.checked().classesKept()).isFalse();
    }

    @Test
    void aDeletedOrRenamedSourceIsCompiledAfreshNeverAnsweredByTheClassesItLeft()
            throws IOException {
        assertThat(broken(selfCheck())).isEmpty();
        Path player = project.resolve("src/main/java/tabuleiro/connectfour/Player.java");
        Path renamed = player.resolveSibling("Gamer.java");
        Files.move(player, renamed);
        // A public class in a file of another name does not compile: the classes the first
        // check kept, Player's among them, are not those of these sources.
        Verdict moved = selfCheck();
        assertThat(moved.graded().status()).isEqualTo(GradedSubmission.Status.COMPILE_ERRORS);
        assertThat(moved.checked().classesKept()).isFalse();

        Files.delete(renamed);
        // The skeleton's file takes its place, as at the grader: whatever that gives, a check
        // with nothing kept gives the same.
        Verdict deleted = selfCheck();
        Verdict cold = selfCheck(false);
        assertThat(deleted.graded().status()).isEqualTo(cold.graded().status());
        assertThat(deleted.checked().sources()).isEqualTo(cold.checked().sources());
        assertThat(points(deleted)).isEqualTo(points(cold));
    }

    @Test
    void aKeptClassChangedSinceIsNeverUsed() throws IOException {
        Verdict first = selfCheck();
        assertThat(broken(first)).isEmpty();
        try (Stream<Path> kept = Files.walk(CheckCommand.cacheFolder(project))) {
            for (Path file : kept.filter(file -> file.toString().endsWith("Game.class"))
                    .toList()) {
                Files.write(file, new byte[] {(byte) 0xCA, (byte) 0xFE});
            }
        }
        Verdict second = selfCheck();
        assertThat(second.checked().classesKept()).isFalse();
        assertThat(second.checked().sources()).isEqualTo(first.checked().sources());
        assertThat(broken(second)).isEmpty();
        assertThat(points(second)).isEqualTo(points(first));
    }

    /** The project checked once, by a self-check of its own as each {@code ./check} is. */
    private Verdict selfCheck() throws IOException {
        return selfCheck(true);
    }

    /** The project checked once, with what earlier checks kept or with nothing kept. */
    private Verdict selfCheck(boolean keeping) throws IOException {
        try (SelfCheck check = SelfCheck.prepare(BundledSchemes.scheme("connect-four"),
                withoutReference(), Skeleton.bundled(), Files.createTempDirectory(dir,
                        "work"))) {
            if (keeping) {
                check.keepingIn(CheckCommand.cacheFolder(project));
            }
            return check.check(project, "", false);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** The test's class path less the entries that hold an engine of the reference's. */
    private static RunnerClasspath withoutReference() {
        return new RunnerClasspath(Arrays.stream(System.getProperty("java.class.path")
                .split(File.pathSeparator)).filter(entry -> !entry.isBlank()).map(Path::of)
                .filter(entry -> !holdsGame(entry)).toList());
    }

    private static boolean holdsGame(Path entry) {
        String game = "tabuleiro/connectfour/Game.class";
        if (Files.isDirectory(entry)) {
            return Files.exists(entry.resolve(game));
        }
        try (ZipFile zip = new ZipFile(entry.toFile())) {
            return zip.getEntry(game) != null;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The rules a verdict says are broken. */
    private static List<String> broken(Verdict verdict) {
        assertThat(verdict.graded().status()).as(verdict.graded().compileErrors().toString())
                .isEqualTo(GradedSubmission.Status.GRADED);
        return verdict.graded().score().rules().stream().filter(rule -> !rule.kept())
                .map(rule -> rule.rule().id()).toList();
    }

    /** Each rule's points. */
    private static Map<String, BigDecimal> points(Verdict verdict) {
        Map<String, BigDecimal> points = new TreeMap<>();
        for (RuleScore rule : verdict.graded().score().rules()) {
            points.put(rule.rule().id(), rule.score());
        }
        return points;
    }

    /** The digest of the sources the verdict says it is of, as printed. */
    private static String digest(String text) {
        return text.lines().filter(line -> line.startsWith("Checked:")).findFirst()
                .orElseThrow().replaceAll(".*SHA-256 is (\\w+).*", "$1");
    }

    private void replace(String file, String from, String to) throws IOException {
        Path path = project.resolve(file);
        String text = Files.readString(path, StandardCharsets.UTF_8);
        assertThat(text).contains(from);
        Files.writeString(path, text.replace(from, to), StandardCharsets.UTF_8);
    }

    private Result check() {
        List<String> args = new ArrayList<>(List.of(project.toString(), "--scheme",
                Submissions.projectRoot().resolve("grading/schemes/connect-four.json")
                        .toString(), "--explain", "0", "--games", "0"));
        StringWriter out = new StringWriter();
        CommandLine check = new CommandLine(new CheckCommand())
                .setOut(new PrintWriter(out, true))
                .setErr(new PrintWriter(out, true));
        return new Result(check.execute(args.toArray(String[]::new)), out.toString());
    }

    /** What a check said and its exit status. */
    private record Result(int status, String text) {
    }
}
