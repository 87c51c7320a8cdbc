package tabuleiro.grading;

import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideOutsideOfPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import tabuleiro.grading.spi.GameModule;
import tabuleiro.grading.spi.Games;

/**
 * The grader's layering (grading/ARCHITECTURE.md), checked on its compiled classes: no package
 * cycle, the model at the bottom, the child side of the process boundary on its own, the writers
 * apart from what runs a submission and each of their parts over those it may use, the commands
 * at the top, and the tournament's parts each over those it may use (grading/ARCHITECTURE.md's
 * sections on the writers and on the tournament). A new import that breaks
 * one of these fails here, naming the class and the dependency.
 */
class ArchitectureTest {

    private static final String GRADER = "tabuleiro.grading..";
    private static final String MODEL = "tabuleiro.grading.model";
    private static final String STYLE = "tabuleiro.grading.style";
    private static final String CHILD = "tabuleiro.grading.child";
    private static final String TOURNAMENT = "tabuleiro.grading.tournament";
    private static final String REPORT = "tabuleiro.grading.report";
    private static final String SPI = "tabuleiro.grading.spi";
    private static final String GAMES = "tabuleiro.grading.games";

    /** No class beyond the packages a rule lists. */
    private static final DescribedPredicate<JavaClass> NOTHING =
            DescribedPredicate.alwaysFalse();

    private static final JavaClasses CLASSES = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("tabuleiro.grading");

    @Test
    void noCycleBetweenTheGradersPackages() {
        slices().matching("tabuleiro.grading.(*)..").should().beFreeOfCycles().check(CLASSES);
    }

    @Test
    void theModelUsesNoStage() {
        classes().that().resideInAPackage(MODEL).should().onlyDependOnClassesThat(
                resideOutsideOfPackage(GRADER).or(resideInAnyPackage(MODEL, STYLE, SPI)))
                .check(CLASSES);
    }

    @Test
    void theSeamBetweenTheCoreAndTheGamesUsesTheJdkAlone() {
        // Every package of the grader reads the registered games through it, so it may read
        // none of theirs.
        classes().that().resideInAPackage(SPI).should().onlyDependOnClassesThat()
                .resideInAnyPackage(SPI, "java..").check(CLASSES);
    }

    @Test
    void noPackageOfTheCoreNamesAGame() {
        // A game is found through the registry (spi.Games), never imported: a sixth game adds
        // its folder under games and a line to the registry, and touches no core package.
        noClasses().that().resideOutsideOfPackage(GAMES + "..").should()
                .dependOnClassesThat().resideInAPackage(GAMES + "..").check(CLASSES);
    }

    @Test
    void theStyleCheckStandsAlone() {
        // It ships as a sealed jar of its own to the compiler JVM, with nothing else of ours.
        classes().that().resideInAPackage(STYLE).should().onlyDependOnClassesThat(
                resideOutsideOfPackage(GRADER).or(resideInAnyPackage(STYLE)))
                .check(CLASSES);
    }

    @Test
    void theChildSideUsesNothingOfTheParentsAndNoLibraryOfTheGraders() {
        // The runner jar is this package and the games' child packages alone (which the next
        // rule holds alike): a class of another package would be missing from a child JVM, and
        // a library of the grader's own would have to join its class path.
        classes().that().resideInAPackage(CHILD + "..").should().onlyDependOnClassesThat(
                resideInAnyPackage(CHILD + "..", STYLE, "java..", "javax..", "com.sun.source..",
                        "io.cucumber.plugin..", "org.junit.platform.."))
                .check(CLASSES);
    }

    @Test
    void eachGamesChildSideObeysTheChildRule() {
        // A game's engine for the agents' host is in the runner jar beside the child package
        // (games/<id>/child/): it may use what the child package may, and the child package,
        // but nothing else of the grader, not even its own game's folder, which a child JVM
        // lacks; nor another game's.
        for (GameModule game : Games.all()) {
            String own = GAMES + "." + game.id() + ".child..";
            classes().that().resideInAPackage(own).should().onlyDependOnClassesThat(
                    resideInAnyPackage(own, CHILD + "..", STYLE, "java..", "javax..",
                            "com.sun.source..", "io.cucumber.plugin..", "org.junit.platform.."))
                    .allowEmptyShould(true).check(CLASSES);
        }
    }

    @Test
    void theChildSideNamesNoGame() {
        // The parent names the engine the agents' host makes (HostedGame.engine), so the core
        // child package, which every grading JVM runs, names none.
        noClasses().that().resideInAPackage(CHILD + "..").should().dependOnClassesThat()
                .resideInAPackage(GAMES + "..").check(CLASSES);
    }

    @Test
    void theGradingRunnerNeedsNoCompiler() {
        // The compiler JVM's part shares nothing package-private with the runner and is not
        // exported from the runner's module: the runner, its feed and the agents' host never
        // use it.
        noClasses().that().resideInAnyPackage(CHILD, CHILD + ".feed").should()
                .dependOnClassesThat().resideInAPackage(CHILD + ".compiler").check(CLASSES);
    }

    @Test
    void theWritersNeitherRunNorReadASubmission() {
        noClasses().that().resideInAPackage(REPORT + "..").should()
                .dependOnClassesThat().resideInAnyPackage("tabuleiro.grading.sandbox",
                        CHILD, "tabuleiro.grading.workspace", "tabuleiro.grading.intake",
                        "tabuleiro.grading.rulebook", "tabuleiro.grading.grade",
                        "tabuleiro.grading.batch", "tabuleiro.grading.wholeclass",
                        "tabuleiro.grading.selfcheck", "tabuleiro.grading.export",
                        "tabuleiro.grading.generator")
                .check(CLASSES);
    }

    @Test
    void theGeneratorNeedsNoWriter() {
        noClasses().that().resideInAPackage("tabuleiro.grading.generator").should()
                .dependOnClassesThat().resideInAPackage(REPORT + "..")
                .check(CLASSES);
    }

    @Test
    void onlyTheLauncherUsesTheCommands() {
        noClasses().that().resideOutsideOfPackages("tabuleiro.grading",
                "tabuleiro.grading.wholeclass").should().dependOnClassesThat()
                .resideInAPackage("tabuleiro.grading.wholeclass").check(CLASSES);
        // The student kit (export) writes its guide with the generator's renderer.
        noClasses().that().resideOutsideOfPackages("tabuleiro.grading",
                "tabuleiro.grading.generator", "tabuleiro.grading.export").should()
                .dependOnClassesThat().resideInAPackage("tabuleiro.grading.generator")
                .check(CLASSES);
        noClasses().that().resideOutsideOfPackages("tabuleiro.grading",
                "tabuleiro.grading.export").should().dependOnClassesThat()
                .resideInAPackage("tabuleiro.grading.export").check(CLASSES);
    }

    @Test
    void oneSubmissionIsGradedForTheBatchAndTheCommandsAlone() {
        noClasses().that().resideOutsideOfPackages("tabuleiro.grading.grade",
                "tabuleiro.grading.batch", "tabuleiro.grading.wholeclass").should()
                .dependOnClassesThat().resideInAPackage("tabuleiro.grading.grade")
                .check(CLASSES);
        noClasses().that().resideOutsideOfPackages("tabuleiro.grading.batch",
                "tabuleiro.grading.wholeclass").should()
                .dependOnClassesThat().resideInAPackage("tabuleiro.grading.batch")
                .check(CLASSES);
    }

    @Test
    void shardsAreTheClassCommandsBusinessAndReadNoSubmission() {
        // The tournament's --shard K/N is the same K/N (shard.Shard), not a deal of a class.
        noClasses().that().resideOutsideOfPackages("tabuleiro.grading.shard",
                "tabuleiro.grading.wholeclass", TOURNAMENT, TOURNAMENT + ".report").should()
                .dependOnClassesThat().resideInAPackage("tabuleiro.grading.shard")
                .check(CLASSES);
        // It checks names and digests: no stage that reads, runs or reports a submission.
        noClasses().that().resideInAPackage("tabuleiro.grading.shard").should()
                .dependOnClassesThat().resideOutsideOfPackages("tabuleiro.grading.shard", MODEL,
                        "java..", "com.google.gson..").check(CLASSES);
    }

    @Test
    void theOracleIsALeafThatOnlyTheGraderSideUses() {
        // It opens the reference (oracle/) in a class loader of its own: it imports nothing of
        // the grader but the model, and the child side, which runs in a grading JVM, never
        // reaches it (theChildSideUsesNothingOfTheParentsAndNoLibraryOfTheGraders says so too).
        noClasses().that().resideInAPackage("tabuleiro.grading.oracle").should()
                .dependOnClassesThat().resideOutsideOfPackages("tabuleiro.grading.oracle", MODEL,
                        SPI, "java..").check(CLASSES);
        noClasses().that().resideInAnyPackage(CHILD + "..", REPORT + "..",
                "tabuleiro.grading.sandbox").should()
                .dependOnClassesThat().resideInAPackage("tabuleiro.grading.oracle")
                .check(CLASSES);
        // The student kit takes the reference's answers to its own seeds' games (AnswerBook),
        // and the platforms' bundles the class's games played into their sealed copy of the
        // reference (ClassGames), never the oracle itself: only those two open it, in the
        // bundling grader's JVM.
        noClasses().that().resideInAPackage("tabuleiro.grading.export").should()
                .dependOnClassesThat(JavaClass.Predicates.resideInAPackage(
                        "tabuleiro.grading.oracle").and(DescribedPredicate.not(
                        JavaClass.Predicates.simpleName("AnswerBook").or(
                                JavaClass.Predicates.simpleName("ClassGames")))))
                .check(CLASSES);
    }

    @Test
    void noCycleBetweenTheWritersParts() {
        slices().matching("tabuleiro.grading.report.(*)..").should().beFreeOfCycles()
                .check(CLASSES);
    }

    @Test
    void theWritersWaysOfWritingUseTheModelAlone() {
        // Markdown, CSV rows and the pages' renderer: under every part, and over none of them.
        classes().that().resideInAPackage(REPORT).should().onlyDependOnClassesThat(
                resideOutsideOfPackage(GRADER).or(resideInAnyPackage(REPORT, MODEL)))
                .check(CLASSES);
    }

    @Test
    void theFeedbackNeedsNoPlatformAndNoClassReport() {
        // What a student reads: the platforms' formats carry it, it carries none of them.
        reportPart("feedback", List.of(REPORT, MODEL, STYLE));
    }

    @Test
    void thePlatformsFormatsUseTheFeedbackAlone() {
        reportPart("platform", List.of(REPORT + ".feedback", REPORT, MODEL, STYLE));
    }

    @Test
    void theClassReportsUseTheStudentsReportsAndTheSimilarities() {
        reportPart("wholeclass", List.of(REPORT + ".platform", REPORT + ".feedback", REPORT,
                MODEL, STYLE, "tabuleiro.grading.similarity"));
    }

    /** Checks that a part of the writers uses, of the grader, only itself and those listed. */
    private static void reportPart(String part, List<String> packages) {
        String own = REPORT + "." + part;
        List<String> allowed = new ArrayList<>(packages);
        allowed.add(own);
        classes().that().resideInAPackage(own).should().onlyDependOnClassesThat(
                resideOutsideOfPackage(GRADER).or(resideInAnyPackage(allowed.toArray(
                        String[]::new))))
                .check(CLASSES);
    }

    @Test
    void noCycleBetweenTheTournamentsParts() {
        slices().matching("tabuleiro.grading.tournament.(*)..").should().beFreeOfCycles()
                .check(CLASSES);
    }

    @Test
    void theRefereeIsTheTournamentsFloor() {
        // It plays and times a game it is given: nothing of the games but the registry, where
        // it finds each game's words for the moves its referee refuses; nothing of the agents,
        // schedule or files, and of the writers only ContractWords, which says a reason in
        // Portuguese.
        tournamentPart("referee", List.of(MODEL, SPI),
                JavaClass.Predicates.resideInAPackage(REPORT + ".feedback")
                        .and(JavaClass.Predicates.simpleName("ContractWords")));
    }

    @Test
    void theGamesAdaptersUseTheRefereeAndTheEnginesAlone() {
        // The shared adapters (games of listed moves, the anchors, the openings) and the games
        // as the registry lists them: a game's own adapters sit in its folder (games.GAME) and
        // implement the referee's game over the reference's engine and the student's.
        tournamentPart("games", List.of(TOURNAMENT + ".referee", CHILD, MODEL, SPI), NOTHING);
    }

    @Test
    void theAgentsUseTheRefereeAndTheSandboxAlone() {
        tournamentPart("agent", List.of(TOURNAMENT + ".referee", CHILD,
                "tabuleiro.grading.sandbox", "tabuleiro.grading.workspace", MODEL), NOTHING);
    }

    @Test
    void theScheduleUsesTheRefereeAlone() {
        tournamentPart("schedule", List.of(TOURNAMENT + ".referee"), NOTHING);
    }

    @Test
    void theTournamentsFilesPlayNothing() {
        // The report, the settings, the shards and the merge: written and read, never played.
        tournamentPart("report", List.of(TOURNAMENT + ".referee", TOURNAMENT + ".schedule",
                TOURNAMENT + ".games", "tabuleiro.grading.shard", REPORT,
                MODEL), NOTHING);
    }

    @Test
    void theKitsTournamentNeedsNoSandboxAndNoReport() {
        // It runs in the student kit's JVM, on the student's engine: no reference, no
        // sandbox, no class report.
        tournamentPart("kit", List.of(TOURNAMENT + ".referee", TOURNAMENT + ".games",
                TOURNAMENT + ".agent", CHILD, MODEL), NOTHING);
    }

    @Test
    void onlyTheLauncherUsesTheTournamentsCommands() {
        noClasses().that().resideOutsideOfPackages("tabuleiro.grading", TOURNAMENT).should()
                .dependOnClassesThat().resideInAPackage(TOURNAMENT).check(CLASSES);
    }

    /**
     * Checks that a part of the tournament uses, of the grader, only itself, the packages
     * listed and the classes one more predicate allows.
     */
    private static void tournamentPart(String part, List<String> packages,
            DescribedPredicate<? super JavaClass> also) {
        String own = TOURNAMENT + "." + part;
        List<String> allowed = new ArrayList<>(packages);
        allowed.add(own);
        classes().that().resideInAPackage(own).should().onlyDependOnClassesThat(
                resideOutsideOfPackage(GRADER).or(resideInAnyPackage(allowed.toArray(
                        String[]::new))).or(also))
                .check(CLASSES);
    }

    @Test
    void theLauncherIsAloneInTheRootPackage() {
        classes().that().resideInAPackage("tabuleiro.grading")
                .and().doNotHaveSimpleName("package-info").should()
                .haveSimpleNameStartingWith("Grader").check(CLASSES);
    }
}
