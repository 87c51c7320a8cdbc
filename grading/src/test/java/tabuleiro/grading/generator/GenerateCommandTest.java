package tabuleiro.grading.generator;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * Tests of the {@code generate} command on a small project of its own: what it writes, what it
 * leaves alone, what {@code --check} reports, how it refuses bad input, and how it refuses to
 * overwrite work it did not write.
 */
class GenerateCommandTest {

    private static final String COUNTER = String.join("\n",
            "package demo;",
            "",
            "/** Counts. */",
            "public final class Counter {",
            "    private int count;",
            "",
            "    /** Counts one more. */",
            "    public void increment() {",
            "        // BEGIN SOLUTION exercise 1",
            "        count = next();",
            "        // END SOLUTION",
            "    }",
            "",
            "    // BEGIN SOLUTION",
            "    private int next() {",
            "        return count + 1;",
            "    }",
            "    // END SOLUTION",
            "",
            "    /** The count. */",
            "    public int count() {",
            "        return count;",
            "    }",
            "}",
            "");

    private static final String COUNTER_SKELETON = String.join("\n",
            "package demo;",
            "",
            "/** Counts. */",
            "public final class Counter {",
            "    private int count;",
            "",
            "    /** Counts one more. */",
            "    public void increment() {",
            "        throw new UnsupportedOperationException("
                    + "\"Exercise 1: implement Counter.increment\");",
            "    }",
            "",
            "    /** The count. */",
            "    public int count() {",
            "        return count;",
            "    }",
            "}",
            "");

    private static final String PLAIN = "package demo;\r\n\r\n/** Plain. */\r\nclass Plain {\r\n}";

    private static final String SCHEME = "{\"game\": \"counter\", \"title\": \"Counter\","
            + " \"rulebook\": \"demo.rules\", \"package\": \"demo\","
            + " \"limits\": {\"scenarioSeconds\": 5, \"submissionSeconds\": 60,"
            + " \"heapMegabytes\": 256}, \"exercises\": ["
            + "{\"id\": \"ex01\", \"title\": \"Counting\", \"points\": 6},"
            + "{\"id\": \"ex02\", \"title\": \"Resetting\", \"points\": 4}]}";

    private static final String FEATURE = String.join("\n",
            "Feature: Counting",
            "  @ex01 @DEMO-01",
            "  Rule: A count starts at zero",
            "    Example: new",
            "      Then the count is 0",
            "");

    @TempDir
    private Path root;
    private Path reference;
    private Path scheme;
    private Path rulebook;
    private Path exercises;

    /** What one run of the command did. */
    private record Run(int status, String out, String err) {
    }

    @BeforeEach
    void writeTheProject() throws IOException {
        reference = root.resolve("reference/src/main/java");
        write(reference.resolve("demo/Counter.java"), COUNTER);
        write(reference.resolve("demo/Plain.java"), PLAIN);
        write(reference.resolve("demo/notes.txt"), "// BEGIN SOLUTION is not read here\n");
        scheme = write(root.resolve("grading/schemes/counter.json"), SCHEME);
        rulebook = root.resolve("features/src/main/resources");
        write(rulebook.resolve("demo/rules/counting.feature"), FEATURE);
        exercises = root.resolve("exercises");
        write(exercises.resolve("pom.xml"), "<project/>\n");
        write(exercises.resolve("src/test/java/demo/CounterTest.java"), "class CounterTest {}\n");
    }

    private static Path write(Path file, String text) throws IOException {
        Files.createDirectories(file.getParent());
        return Files.writeString(file, text, StandardCharsets.UTF_8);
    }

    private Run generate(String... extra) {
        List<String> args = new ArrayList<>(List.of("--reference", reference.toString(),
                "--schemes", scheme.getParent().toString(), "--rulebook", rulebook.toString(),
                "--out", exercises.toString()));
        args.addAll(List.of(extra));
        return run(args.toArray(String[]::new));
    }

    private static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine command = new CommandLine(new GenerateCommand())
                .setOut(new PrintWriter(out, true))
                .setErr(new PrintWriter(err, true));
        int status = command.execute(args);
        return new Run(status, out.toString(), err.toString());
    }

    private String read(String name) throws IOException {
        return Files.readString(exercises.resolve(name), StandardCharsets.UTF_8);
    }

    @Test
    void writesTheSkeletonAndItsGuide() throws IOException {
        Run run = generate();

        assertThat(run.status()).as(run.err()).isZero();
        assertThat(run.out()).contains("wrote 3 files").contains("1 guides")
                .contains("Counter: 2 exercises, 1 methods to write, 1 rules unlocked");
        assertThat(read("src/main/java/demo/Counter.java")).isEqualTo(COUNTER_SKELETON);
        assertThat(Files.readAllBytes(exercises.resolve("src/main/java/demo/Plain.java")))
                .isEqualTo(PLAIN.getBytes(StandardCharsets.UTF_8));
        assertThat(read("src/main/java/demo/notes.txt"))
                .isEqualTo("// BEGIN SOLUTION is not read here\n");
        assertThat(read("EXERCISES.md")).startsWith("# The exercises\n")
                .contains("| Counter | 2 | 10 | 1 | [guides/counter.md](guides/counter.md) |");
        assertThat(read("guides/counter.md")).startsWith("# Counter: the exercises\n")
                .contains("check --game counter exercises")
                .contains("- `Counter.increment()` in `src/main/java/demo/Counter.java`\n")
                .contains("| DEMO-01 | A count starts at zero | 6 | `counting.feature` |\n")
                .contains("No rule of the rule book is tagged `@ex02` yet.");
    }

    @Test
    void writesNoPortugueseGuideAndSaysSoWhileTheGameHasNoPortugueseTree() throws IOException {
        Run run = generate();

        assertThat(run.status()).as(run.err()).isZero();
        assertThat(run.err()).contains("Counter has no Portuguese rule book under")
                .contains("guides/pt/counter.md is not written");
        assertThat(exercises.resolve("guides/pt")).doesNotExist();
        assertThat(read("EXERCISES.md")).doesNotContain("pt/README.md");
    }

    @Test
    void writesThePortugueseGuideFromThePortugueseTree() throws IOException {
        writePortugueseTree();

        Run run = generate();

        assertThat(run.status()).as(run.err()).isZero();
        assertThat(run.err()).doesNotContain("no Portuguese rule book");
        assertThat(run.out()).contains("3 guides").contains("1 in Portuguese");
        assertThat(read("guides/pt/counter.md")).startsWith("# Contador: os exercícios\n")
                .contains("check --game counter --lang pt exercises")
                .contains("play --game counter --lang pt --project exercises")
                .contains("features/src/main/resources/demo/pt/rules/")
                .contains("| 1 | Contar | 6 | 1 |\n")
                .contains("| 2 | Resetting | 4 | 0 |\n")
                .contains("## Exercício 1: Contar (6 pontos)\n\nPrecisa de: só o código dado com"
                        + " o esqueleto.\n\nEscreva:\n\n"
                        + "- `Counter.increment()` em `src/main/java/demo/Counter.java`\n")
                .contains("| DEMO-01 | Uma contagem começa em zero | 6 | `counting.feature` |\n")
                .contains("Ainda nenhuma regra do livro de regras tem a etiqueta `@ex02`.")
                .doesNotContain("A count starts at zero");
        assertThat(read("guides/pt/README.md")).startsWith("# Os exercícios\n")
                .contains("| Contador | 2 | 10 | 1 | [counter.md](counter.md) |")
                .contains("[../../EXERCISES.md](../../EXERCISES.md)");
        assertThat(read("EXERCISES.md"))
                .contains("[guides/pt/README.md](guides/pt/README.md)");
        assertThat(read("guides/counter.md")).startsWith("# Counter: the exercises\n")
                .contains("| DEMO-01 | A count starts at zero | 6 | `counting.feature` |\n");
    }

    @Test
    void checkCoversThePortugueseGuides() throws IOException {
        writePortugueseTree();
        generate();
        write(exercises.resolve("guides/pt/counter.md"), "# Contador\n");

        Run check = generate("--check");

        assertThat(check.status()).isEqualTo(1);
        assertThat(check.err()).contains("differs: guides/pt/counter.md (first at line 1)");
    }

    /** The Portuguese twin of the rule book and the scheme's Portuguese titles. */
    private void writePortugueseTree() throws IOException {
        try (var feature = GenerateCommandTest.class.getResourceAsStream(
                "/generator/counter-pt/counting.feature")) {
            Path target = rulebook.resolve("demo/pt/rules/counting.feature");
            Files.createDirectories(target.getParent());
            Files.write(target, feature.readAllBytes());
        }
        write(scheme, SCHEME.replace("]}", "], \"pt\": {\"title\": \"Contador\","
                + " \"exercises\": {\"ex01\": \"Contar\"}}}"));
    }

    @Test
    void replacesTheSourcesAndLeavesTheRestOfTheFolderAlone() throws IOException {
        write(reference.resolve("demo/Gone.java"), "class Gone {}\n");
        generate();
        Files.delete(reference.resolve("demo/Gone.java"));

        Run run = generate();

        assertThat(run.status()).as(run.err()).isZero();
        assertThat(exercises.resolve("src/main/java/demo/Gone.java")).doesNotExist();
        assertThat(read("pom.xml")).isEqualTo("<project/>\n");
        assertThat(read("src/test/java/demo/CounterTest.java")).isEqualTo("class CounterTest {}\n");
    }

    @Test
    void checkFindsNothingRightAfterWriting() {
        generate();

        Run check = generate("--check");

        assertThat(check.status()).as(check.err()).isZero();
        assertThat(check.out()).contains("is up to date");
    }

    @Test
    void checkListsEveryDifferenceAndChangesNothing() throws IOException {
        generate();
        write(exercises.resolve("src/main/java/demo/Counter.java"),
                COUNTER_SKELETON.replace("return count;", "return 0;"));
        Files.delete(exercises.resolve("src/main/java/demo/Plain.java"));
        write(exercises.resolve("src/main/java/demo/Extra.java"), "class Extra {}\n");

        Run check = generate("--check");

        assertThat(check.status()).isEqualTo(1);
        assertThat(check.err())
                .contains(exercises + " is out of date: run `java -jar"
                        + " grading/target/tabuleiro-grader.jar generate`")
                .contains("differs: src/main/java/demo/Counter.java (first at line 14)")
                .contains("extra: src/main/java/demo/Extra.java")
                .contains("missing: src/main/java/demo/Plain.java");
        assertThat(exercises.resolve("src/main/java/demo/Extra.java")).exists();
        assertThat(exercises.resolve("src/main/java/demo/Plain.java")).doesNotExist();
    }

    @Test
    void checkReportsMissingGuides() throws IOException {
        generate();
        Files.delete(exercises.resolve("EXERCISES.md"));
        Files.delete(exercises.resolve("guides/counter.md"));
        write(exercises.resolve("guides/gone.md"), "# Gone\n");

        Run check = generate("--check");

        assertThat(check.status()).isEqualTo(1);
        assertThat(check.err()).contains("missing: EXERCISES.md")
                .contains("missing: guides/counter.md").contains("extra: guides/gone.md");
    }

    @Test
    void aStubInAPackageNoSchemeNamesIsRefused() throws IOException {
        write(reference.resolve("other/Stray.java"), String.join("\n",
                "package other;",
                "",
                "class Stray {",
                "    int value() {",
                "        // BEGIN SOLUTION exercise 1",
                "        return 1;",
                "        // END SOLUTION",
                "    }",
                "}",
                ""));

        Run run = generate();

        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err()).contains(reference.resolve("other/Stray.java")
                + ": has a stub, but no grading scheme's \"package\" holds it (the schemes"
                + " name demo)");
    }

    @Test
    void malformedMarkerIsReportedAndNothingIsWritten() throws IOException {
        write(reference.resolve("demo/Broken.java"),
                "class Broken {\n    int a;\n    // END SOLUTION\n}\n");

        Run run = generate();

        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err()).contains(reference.resolve("demo/Broken.java") + ":3: ")
                .contains("nothing was written");
        assertThat(exercises.resolve("src/test/java/demo/CounterTest.java")).exists();
        assertThat(exercises.resolve("src/main/java/demo/Counter.java")).doesNotExist();
        assertThat(exercises.resolve("EXERCISES.md")).doesNotExist();
    }

    @Test
    void ruleBookProblemsAreReportedOnePerLineAndNothingIsWritten() throws IOException {
        write(rulebook.resolve("demo/rules/counting.feature"),
                FEATURE.replace("@ex01 @DEMO-01", "@ex01"));
        write(rulebook.resolve("demo/rules/broken.feature"),
                "Feature: X\n  Scenario: S\n    Given one\n  Nonsense here\n");

        Run run = generate();

        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err()).contains("generate: demo/rules/broken.feature:4:3: expected: ")
                .contains("generate: demo/rules/counting.feature:3: the Rule \"A count starts at"
                        + " zero\" has no rule ID tag")
                .contains("generate: nothing was written");
        assertThat(exercises.resolve("EXERCISES.md")).doesNotExist();
    }

    @Test
    void missingReferenceIsExplained() {
        reference = root.resolve("nowhere");

        Run run = generate();

        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err()).contains("--reference is the reference's Java source folder, but ")
                .contains("nowhere does not exist");
    }

    @Test
    void schemeThatIsNotValidIsRefusedNamingTheFile() throws IOException {
        write(scheme, SCHEME.replace("\"ex02\"", "\"ex2\""));

        Run run = generate();

        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err()).contains("generate: the scheme " + scheme + " needs exercise ids"
                + " that are 'ex' and two digits, such as ex01, but one is ex2")
                .contains("nothing was written");
    }

    @Test
    void ruleBookGivenByHandMustExist() {
        rulebook = root.resolve("no-features");

        Run run = generate();

        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err()).contains("--rulebook is the rule book's resource folder");
    }

    @Test
    void withoutFeatureFilesTheGuideListsNoRules() throws IOException {
        Files.delete(rulebook.resolve("demo/rules/counting.feature"));

        Run run = generate();

        assertThat(run.status()).as(run.err()).isZero();
        assertThat(run.err()).contains("note: no rule of Counter's rule book");
        assertThat(read("guides/counter.md"))
                .contains("No rule of the rule book is tagged `@ex01` yet.");
    }

    @Test
    void outputThatWouldReplaceTheReferenceIsRefused() {
        exercises = root.resolve("reference");

        Run run = generate();

        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err()).contains("overlaps the reference");
        assertThat(reference.resolve("demo/Counter.java")).exists();
    }

    @Test
    void recordsWhatItWroteInTheManifest() throws IOException, NoSuchAlgorithmException {
        generate();

        String sha = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                .digest(COUNTER_SKELETON.getBytes(StandardCharsets.UTF_8)));
        assertThat(read(".generated").lines()).contains(sha + "  src/main/java/demo/Counter.java")
                .anyMatch(line -> line.endsWith("  EXERCISES.md"))
                .anyMatch(line -> line.endsWith("  guides/counter.md"))
                .noneMatch(line -> line.contains("CounterTest") || line.contains(".generated"))
                .allMatch(line -> line.matches("[0-9a-f]{64}  \\S+"));
    }

    @Test
    void rewritesFreelyWhatItWroteItself() throws IOException {
        generate();
        write(reference.resolve("demo/Counter.java"),
                COUNTER.replace("/** The count. */", "/** The count so far. */"));

        Run run = generate();

        assertThat(run.status()).as(run.err()).isZero();
        assertThat(read("src/main/java/demo/Counter.java"))
                .contains("/** The count so far. */");
        assertThat(generate("--check").status()).isZero();
    }

    @Test
    void refusesToOverwriteAChangedFileSayingWhichAndHowToGoOn() throws IOException {
        generate();
        String work = COUNTER_SKELETON.replace("throw new UnsupportedOperationException("
                + "\"Exercise 1: implement Counter.increment\");", "count++;");
        write(exercises.resolve("src/main/java/demo/Counter.java"), work);
        String manifest = read(".generated");

        Run run = generate();

        assertThat(run.status()).isEqualTo(3);
        assertThat(run.err()).contains("  changed: src/main/java/demo/Counter.java\n")
                .contains("since it last wrote " + exercises.resolve(".generated"))
                .contains("nothing was written").contains("copy them out of " + exercises)
                .contains("--force");
        assertThat(read("src/main/java/demo/Counter.java")).isEqualTo(work);
        assertThat(read(".generated")).isEqualTo(manifest);
    }

    @Test
    void refusesToDeleteAFileAddedToTheSources() throws IOException {
        generate();
        write(exercises.resolve("src/main/java/demo/Helper.java"), "class Helper {}\n");
        write(exercises.resolve("guides/notes.md"), "# My notes\n");

        Run run = generate();

        assertThat(run.status()).isEqualTo(3);
        assertThat(run.err()).contains("  added: guides/notes.md\n")
                .contains("  added: src/main/java/demo/Helper.java\n");
        assertThat(exercises.resolve("src/main/java/demo/Helper.java")).exists();
        assertThat(exercises.resolve("guides/notes.md")).exists();
    }

    @Test
    void forceOverwritesAndSaysWhatWasLost() throws IOException {
        generate();
        write(exercises.resolve("src/main/java/demo/Counter.java"), "class Counter {}\n");
        write(exercises.resolve("src/main/java/demo/Helper.java"), "class Helper {}\n");

        Run run = generate("--force");

        assertThat(run.status()).as(run.err()).isZero();
        assertThat(run.err()).contains("--force: overwriting 2 files")
                .contains("changed: src/main/java/demo/Counter.java")
                .contains("added: src/main/java/demo/Helper.java");
        assertThat(read("src/main/java/demo/Counter.java")).isEqualTo(COUNTER_SKELETON);
        assertThat(exercises.resolve("src/main/java/demo/Helper.java")).doesNotExist();
        assertThat(generate("--check").status()).isZero();
    }

    @Test
    void aDeletedFileIsBroughtBackWithoutForce() throws IOException {
        generate();
        Files.delete(exercises.resolve("src/main/java/demo/Counter.java"));

        Run run = generate();

        assertThat(run.status()).as(run.err()).isZero();
        assertThat(read("src/main/java/demo/Counter.java")).isEqualTo(COUNTER_SKELETON);
    }

    @Test
    void withoutAManifestEveryFileThatWouldChangeCounts() throws IOException {
        write(exercises.resolve("src/main/java/demo/Counter.java"), "class Counter {}\n");
        write(exercises.resolve("src/main/java/demo/Plain.java"), PLAIN);

        Run run = generate();

        assertThat(run.status()).isEqualTo(3);
        assertThat(run.err()).contains("it has no .generated")
                .contains("  not recorded: src/main/java/demo/Counter.java\n")
                .doesNotContain("Plain.java");
        assertThat(exercises.resolve(".generated")).doesNotExist();
    }

    @Test
    void withoutAManifestAFolderThatIsAlreadyUpToDateIsWritten() throws IOException {
        generate();
        Files.delete(exercises.resolve(".generated"));

        Run run = generate();

        assertThat(run.status()).as(run.err()).isZero();
        assertThat(exercises.resolve(".generated")).exists();
    }

    @Test
    void checkReportsAMissingManifest() throws IOException {
        generate();
        Files.delete(exercises.resolve(".generated"));

        Run check = generate("--check");

        assertThat(check.status()).isEqualTo(1);
        assertThat(check.err()).contains("missing: .generated");
    }

    @Test
    void aManifestThatIsNotOneIsReportedAndNothingIsWritten() throws IOException {
        generate();
        write(exercises.resolve(".generated"), "Counter.java was here\n");

        Run run = generate();

        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err()).contains(exercises.resolve(".generated") + ":1: is not a line of"
                + " generate's manifest").contains("nothing was written");
    }

    @Test
    void commandLineItCannotUnderstandIsUsageError() {
        Run run = run("--colour");

        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err()).contains("Unknown option: '--colour'");
    }
}
