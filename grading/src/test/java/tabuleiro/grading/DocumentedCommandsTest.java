package tabuleiro.grading;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every command the guides show runs in the build: each shell command of a fenced code block of
 * the front door's pages is claimed below by the test (or CI script) that runs it, and the
 * claim is checked against that test's source. A command added to a page that no test claims
 * fails the build here, so a new command in a guide comes with the test that runs it; a claim
 * whose command has left its page fails too, so the list says what is true today.
 *
 * <p>A shell block is a fenced block with no language or one of {@code sh}, {@code bash},
 * {@code shell}, {@code console}; a block of another language ({@code java}, {@code json},
 * {@code text}) shows no command. A command is one line of such a block, lines ending in
 * {@code \} joined to the next, without its comment, its spaces folded.
 *
 * <p>Most claims are tests that read the command from its page and run it as written
 * ({@code ReadmeCommandsIT}, {@code ReadmeRun}, {@code ImageIT}, {@code SamplePatchesTest}).
 * Where a page shows a synopsis ({@code --game GAME | --scheme FILE}), the claim names the test
 * that runs that subcommand from the packaged jar. Two kinds are run by CI rather than by a
 * test, and their claims say so: the README's test command ({@code .ci/run} runs exactly it) and
 * the Maven commands that build a part of what CI's {@code ./mvnw -B verify} builds.
 */
class DocumentedCommandsTest {

    /** The pages whose commands are claimed: the front door and each reader's guide. */
    private static final List<String> FIXED_PAGES = List.of("README.md", "reference/README.md",
            "exercises/README.md", "grading/README.md", ".github/CONTRIBUTING.md");
    /** The instructor's guide's pages, every page of the folder. */
    private static final String GRADING_PAGES = "grading/docs";

    private static final Set<String> SHELL = Set.of("", "sh", "bash", "shell", "console");
    private static final Pattern COMMENT = Pattern.compile("(^|\\s)#.*$");

    private static final String SHIPPED = "grading/src/test/java/tabuleiro/grading/shipped/";
    private static final String README_RUN = SHIPPED + "ReadmeRun.java";
    private static final String STUDENT_KIT = SHIPPED + "StudentKitIT.java";
    private static final String BUNDLE = SHIPPED + "BundleIT.java";
    private static final String SHARDED = SHIPPED + "ShardedClassIT.java";
    private static final String IMAGE = SHIPPED + "ImageIT.java";
    private static final String CI = ".ci/run";
    private static final String GRADER = "java -jar grading/target/tabuleiro-grader\\.jar ";
    private static final String SYNOPSIS = "\\(--game GAME \\| --scheme FILE";

    /**
     * Which test runs which documented command.
     *
     * @param page the page that shows the command, from the project's root
     * @param command a regular expression that the whole command matches
     * @param runner the test (or CI script) that runs it
     * @param source the file, from the project's root, whose text shows that it does
     * @param evidence what that file's text holds: how it reads or runs the command
     * @param how in words, how the command is run
     */
    private record Claim(String page, String command, String runner, String source,
            String evidence, String how) {

        boolean claims(String pageOfCommand, String shown) {
            return page.equals(pageOfCommand) && shown.matches(command);
        }
    }

    private static final List<Claim> CLAIMS = List.of(
            new Claim("README.md",
                    "\\./mvnw -q -B package -DskipTests && \\(for game in .*grade --game \\$game.*",
                    "ReadmeMainCommandIT", README_RUN, "resolve(\"README.md\")",
                    "ReadmeRun reads this line from README.md and runs it for every game, less"
                            + " the build before it, which CI's ./mvnw -B verify runs"),
            new Claim("README.md", "\\.ci/prerequisites && \\./mvnw -B verify",
                    "CI", CI, "command='.ci/prerequisites && ./mvnw -B verify'",
                    "CI runs .ci/run, which runs exactly this line and refuses to run while"
                            + " README.md does not show it"),
            new Claim("reference/README.md", "java -jar reference/target/tabuleiro\\.jar .*",
                    "ReadmeCommandsIT", "reference/src/test/java/tabuleiro/ReadmeCommandsIT.java",
                    "\"java -jar reference/target/tabuleiro.jar \"",
                    "ReadmeCommandsIT reads every such line from reference/README.md and runs"
                            + " it, typing help and quit at a game, or with a smaller number"),
            new Claim("reference/README.md", GRADER + "grade --game quarto exercises"
                    + " grading/target/samples/quarto/\\*/ --out target/grades",
                    "ReadmeMainCommandIT", "README.md",
                    "-jar grading/target/tabuleiro-grader.jar grade --game $game exercises"
                            + " grading/target/samples/$game/*/ --out target/grades/$game",
                    "README.md's main command, which ReadmeRun runs, is this grading for"
                            + " quarto, its reports in target/grades/quarto"),
            new Claim("exercises/README.md", "\\./check", "StudentKitIT", STUDENT_KIT,
                    "check(kit, List.of())", "the check of a kit's skeleton, no option"),
            new Claim("exercises/README.md", "\\./check --exercise 2", "StudentKitIT",
                    STUDENT_KIT, "List.of(\"--exercise\", \"2\")",
                    "its test oneExerciseIsCheckedAsTheStudentsGuideShows"),
            new Claim("exercises/README.md", "\\./check --watch", "StudentKitIT", STUDENT_KIT,
                    "\"--watch\"", "its test theWatchChecksAgainWhenASourceIsSaved"),
            new Claim("exercises/README.md", "\\./play", "StudentKitIT", STUDENT_KIT,
                    "done.resolve(\"play\")", "its test aKitPlaysTheStudentsEngineInTheTextUi"),
            new Claim("exercises/README.md", "mvn test -Dcucumber\\.filter\\.tags=@C4-05",
                    "StudentKitIT", STUDENT_KIT, "mavenTest(skeleton, \"@C4-05 or @mine\")",
                    "its test aKitsRuleBookRunsAsMavenTestsThatFailOnTheSkeletonAndPassOnThe"
                            + "CompleteSample, offline, with a scenario of the student's own"),
            new Claim("exercises/README.md",
                    "mvn test -Dcucumber\\.filter\\.tags=\"@C4-05 or @mine\"",
                    "StudentKitIT", STUDENT_KIT, "mavenTest(skeleton, \"@C4-05 or @mine\")",
                    "its test aKitsRuleBookRunsAsMavenTestsThatFailOnTheSkeletonAndPassOnThe"
                            + "CompleteSample, offline, with a pasted scenario of its own"),
            new Claim("exercises/README.md", "\\./check --tags @mine", "StudentKitIT",
                    STUDENT_KIT, "List.of(\"--tags\", \"@mine\")",
                    "its kit matrix pastes a scenario the check shows and runs it so, on the"
                            + " mutant and on the complete sample, in every game"),
            new Claim("exercises/README.md", "\\./check --name \".\\*falls to the bottom.\\*\"",
                    "CheckByNameTest",
                    "grading/src/test/java/tabuleiro/grading/CheckByNameTest.java",
                    "check(\"--name\", \".*falls to the bottom.*\")",
                    "its test aNamePicksTheRuleBooksScenariosAndTheStudentsWhoseWholeNameMatches,"
                            + " on Connect Four's complete engine with scenarios of its own"),
            new Claim("exercises/README.md", "\\./check --debug", "StudentKitIT", STUDENT_KIT,
                    "\"--debug\", String.valueOf(port)",
                    "its test aTagExpressionNarrowsTheCheckToOneRuleAndTheCheckWaitsForADebugger,"
                            + " with a free port, attaching to it"),
            new Claim("grading/README.md", "\\./mvnw -q -B -pl grading -am package -DskipTests",
                    "CI", CI, "./mvnw -B verify",
                    "the build: CI's ./mvnw -B verify packages every module, the grader and"
                            + " the modules it needs among them"),
            new Claim("grading/README.md", GRADER + "grade " + SYNOPSIS
                    + "\\) SUBMISSION\\.\\.\\. --out DIR .*",
                    "ReadmeMainCommandIT", README_RUN, "resolve(\"README.md\")",
                    "a synopsis: grade from the packaged jar, as the README's main command"
                            + " runs it for every game"),
            new Claim("grading/README.md", GRADER + "grade " + SYNOPSIS
                    + "\\) SUBMISSION\\.\\.\\. --out SHARD --shard I/N .*",
                    "ShardedClassIT", SHARDED, "\"--shard\"",
                    "a synopsis: grade --shard from the packaged jar"),
            new Claim("grading/README.md", GRADER + "grade merge " + SYNOPSIS + ".*",
                    "ShardedClassIT", SHARDED, "\"grade\", \"merge\"",
                    "a synopsis: grade merge from the packaged jar"),
            new Claim("grading/README.md", GRADER + "similarity " + SYNOPSIS + ".*",
                    "SimilarityIT", SHIPPED + "SimilarityIT.java", "\"similarity\", \"--game\"",
                    "a synopsis: similarity from the packaged jar"),
            new Claim("grading/README.md", GRADER + "bundle gradescope " + SYNOPSIS + ".*",
                    "BundleIT", BUNDLE, "List.of(\"gradescope\", \"--game\"",
                    "a synopsis: bundle gradescope from the packaged jar"),
            new Claim("grading/README.md", GRADER + "bundle student-kit " + SYNOPSIS + ".*",
                    "StudentKitIT", STUDENT_KIT, "\"bundle\", \"student-kit\"",
                    "a synopsis: bundle student-kit from the packaged jar, every kit the test"
                            + " reads"),
            new Claim("grading/README.md", GRADER + "bundle classroom50 " + SYNOPSIS + ".*",
                    "BundleIT", BUNDLE, "List.of(\"classroom50\", \"--game\"",
                    "a synopsis: bundle classroom50 from the packaged jar"),
            new Claim("grading/README.md", GRADER + "bundle prairielearn " + SYNOPSIS + ".*",
                    "BundleIT", BUNDLE, "List.of(\"prairielearn\", \"--game\"",
                    "a synopsis: bundle prairielearn from the packaged jar"),
            new Claim("grading/README.md", GRADER + "check " + SYNOPSIS + ".*",
                    "SelfCheckLoopIT", SHIPPED + "SelfCheckLoopIT.java",
                    "Shipped.graderJar().toString(), \"check\"",
                    "a synopsis: check from the packaged jar"),
            new Claim("grading/README.md", GRADER + "play " + SYNOPSIS + ".*",
                    "StudentKitIT", "grading/src/main/java/tabuleiro/grading/export/KitFiles.java",
                    "play --scheme",
                    "a synopsis: a kit's ./play script runs the grader's play (KitFiles), and"
                            + " StudentKitIT runs ./play"),
            new Claim("grading/docs/clusters.md", "java -jar tabuleiro-grader\\.jar grade"
                    + " --game connect-four CLASS --out RESULTS/shards/I --shard I/N",
                    "ShardedClassIT", SHARDED, "\"--shard\"",
                    "a class in shards graded from the packaged jar; SlurmIT and"
                            + " DeployFilesTest run the cluster files that run it"),
            new Claim("grading/docs/clusters.md", "java -jar tabuleiro-grader\\.jar grade merge"
                    + " --game connect-four --out RESULTS/class RESULTS/shards",
                    "ShardedClassIT", SHARDED, "\"grade\", \"merge\"",
                    "the shards merged from the packaged jar"),
            new Claim("grading/docs/schemes.md", "git diff --no-index sample-bases/GAME/BASE"
                    + " samples/GAME/NAME > \\.\\./samples/GAME/NAME\\.patch",
                    "SamplePatchesTest",
                    "grading/src/test/java/tabuleiro/grading/generator/SamplePatchesTest.java",
                    "\"git diff --no-index \"",
                    "aPatchMadeByTheGuidesCommandMakesTheSampleAgain reads it from the page and"
                            + " runs it for a sample"),
            new Claim("grading/docs/schemes.md",
                    "\\./mvnw -B -o -pl grading -am verify -Dit\\.test=MutantCatalogueIT .*",
                    "CI", CI, "./mvnw -B verify",
                    "the build: it runs MutantCatalogueIT alone, which CI's ./mvnw -B verify"
                            + " runs with the others"),
            new Claim(".github/CONTRIBUTING.md",
                    "\\./mvnw -B -o -pl [a-z/]+ (-am )?test .*-Djacoco\\.skip=true",
                    "CI", CI, "./mvnw -B verify",
                    "the build: a module's fast tests, which CI's ./mvnw -B verify runs with"
                            + " every other test"),
            new Claim(".github/CONTRIBUTING.md",
                    "\\./mvnw -B -o -pl grading -am verify -Dit\\.test=ClassFolderIT .*",
                    "CI", CI, "./mvnw -B verify",
                    "the build: it runs ClassFolderIT alone, which CI's ./mvnw -B verify"
                            + " runs with the others"),
            new Claim("grading/docs/platforms.md", "(docker|podman) (load|run) .*", "ImageIT",
                    IMAGE, "resolve(\"grading/docs/platforms.md\")",
                    "ImageIT reads the Docker and Podman blocks from the page and runs them"
                            + " where an engine answers (it says so where none does)"),
            new Claim("grading/docs/tournament.md", GRADER + "tournament --game"
                    + " connect-four\\|quarto\\|qwirkle\\|chess\\|checkers SUBMISSION\\.\\.\\. .*",
                    "TournamentIT",
                    SHIPPED + "TournamentIT.java",
                    "List.of(\"tournament\", \"--game\", \"connect-four\"",
                    "a synopsis: the tournament from the packaged jar, anchors and agents"),
            new Claim("grading/docs/platforms.md", "mkdir -p out", "ImageIT", IMAGE,
                    "resolve(\"grading/docs/platforms.md\")",
                    "the same blocks: the folder the container writes its reports to"));

    @Test
    void everyCommandOfTheGuidesIsClaimedByATestThatRunsIt() throws IOException {
        Path root = Submissions.projectRoot();
        List<String> unclaimed = new ArrayList<>();
        List<String> shown = new ArrayList<>();
        for (String page : pages(root)) {
            for (String command : commands(read(root.resolve(page)))) {
                shown.add(page + ": " + command);
                if (CLAIMS.stream().noneMatch(claim -> claim.claims(page, command))) {
                    unclaimed.add(page + ": " + command);
                }
            }
        }
        assertThat(shown).as("the commands the guides show").hasSizeGreaterThan(20);
        assertThat(unclaimed).as("commands that no test claims to run: add the test that runs"
                + " each, and its claim in DocumentedCommandsTest").isEmpty();
    }

    @Test
    void everyClaimIsOfACommandAPageShowsAndItsTestShowsItRunsIt() throws IOException {
        Path root = Submissions.projectRoot();
        Set<String> testClasses = testClasses(root);
        List<String> problems = new ArrayList<>();
        for (Claim claim : CLAIMS) {
            Path page = root.resolve(claim.page());
            if (!Files.isRegularFile(page) || commands(read(page)).stream()
                    .noneMatch(command -> claim.claims(claim.page(), command))) {
                problems.add(claim.page() + " no longer shows " + claim.command());
            }
            Path source = root.resolve(claim.source());
            if (!Files.isRegularFile(source)) {
                problems.add(claim.runner() + ": no file " + claim.source());
            } else if (!read(source).contains(claim.evidence())) {
                problems.add(claim.runner() + ": " + claim.source() + " does not hold "
                        + claim.evidence() + " (" + claim.how() + ")");
            }
            if (!claim.runner().equals("CI") && !testClasses.contains(claim.runner())) {
                problems.add("no test class " + claim.runner());
            }
        }
        assertThat(problems).isEmpty();
    }

    @Test
    void aCommandIsALineOfAShellBlockWithItsContinuationsAndWithoutItsComment() {
        String page = String.join("\n",
                "Text with `inline code`, which is no block.",
                "```",
                "./run --this \\",
                "    --that      # and a comment",
                "",
                "# a line that is all comment",
                "./again  $game",
                "```",
                "```java",
                "int notACommand = 1;",
                "```",
                "```sh",
                "git status",
                "```",
                "```text",
                "a tree/   not a command",
                "```", "");
        assertThat(commands(page)).containsExactly("./run --this --that", "./again $game",
                "git status");
    }

    /** The pages whose commands are claimed, from the project's root. */
    private static List<String> pages(Path root) throws IOException {
        List<String> pages = new ArrayList<>(FIXED_PAGES);
        try (Stream<Path> files = Files.list(root.resolve(GRADING_PAGES))) {
            files.filter(file -> file.toString().endsWith(".md")).sorted()
                    .forEach(file -> pages.add(root.relativize(file).toString()
                            .replace('\\', '/')));
        }
        return pages;
    }

    /** The shell commands of a page's fenced blocks, in order. */
    static List<String> commands(String page) {
        List<String> commands = new ArrayList<>();
        boolean inBlock = false;
        boolean shell = false;
        StringBuilder pending = new StringBuilder();
        for (String line : page.split("\n", -1)) {
            if (line.startsWith("```")) {
                inBlock = !inBlock;
                shell = inBlock && SHELL.contains(line.substring(3).strip());
                continue;
            }
            if (!inBlock || !shell) {
                continue;
            }
            String text = line.stripTrailing();
            if (text.endsWith("\\")) {
                pending.append(text, 0, text.length() - 1).append(' ');
                continue;
            }
            pending.append(text);
            Matcher comment = COMMENT.matcher(pending);
            String command = comment.replaceFirst("").replaceAll("\\s+", " ").strip();
            pending.setLength(0);
            if (!command.isEmpty()) {
                commands.add(command);
            }
        }
        return commands;
    }

    /** The names of the test classes of every module, by their files under src/test/java. */
    private static Set<String> testClasses(Path root) throws IOException {
        try (Stream<Path> walk = Files.walk(root)) {
            return walk.map(path -> path.toString().replace('\\', '/'))
                    .filter(path -> path.contains("/src/test/java/") && path.endsWith(".java")
                            && !path.contains("/target/"))
                    .map(path -> path.substring(path.lastIndexOf('/') + 1,
                            path.length() - ".java".length()))
                    .collect(Collectors.toSet());
        }
    }

    private static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException("cannot read " + file, e);
        }
    }
}
