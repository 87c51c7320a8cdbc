package tabuleiro.grading.export;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.OwnScenarios;
import tabuleiro.grading.model.Scheme;
import tabuleiro.grading.model.Texts;
import tabuleiro.grading.selfcheck.DebuggerWait;
import tabuleiro.grading.spi.GameModule;
import tabuleiro.grading.spi.Games;
import tabuleiro.grading.tournament.kit.KitTournament;

/**
 * The files of a student kit that are written, not copied: the scripts that check and play, the
 * kit's README, a {@code .gitignore}, and what makes the kit a Maven project whose tests are its
 * rule book, for IDEs and {@code mvn test}: the POM, a suite a game and VS Code's settings.
 *
 * <p>The scripts need a JDK and nothing else: each runs the kit's copy of the grader with
 * {@code java -jar}, on the kit's own folder, by the kit's scheme.
 */
final class KitFiles {

    /** The JVM's options, as one string of the scripts. */
    static final String JVM = String.join(" ", StudentKit.JVM_OPTIONS);

    /**
     * The options that make the JVM read and write UTF-8 whatever the shell's locale says, so
     * that a {@code LANG=C} shell (a container's, a bare SSH session's) shows the Portuguese
     * accents instead of {@code ?}. Java 17 prints with {@code file.encoding}; Java 18 and later
     * print with {@code stdout.encoding} and {@code stderr.encoding}, which follow the locale
     * and ignore {@code file.encoding}. A Unix terminal today is UTF-8 even where the locale is
     * not; the Windows scripts leave the console's code page to the JVM, which knows it.
     */
    static final String UTF8 = "-Dfile.encoding=UTF-8 -Dstdout.encoding=UTF-8"
            + " -Dstderr.encoding=UTF-8";

    /** Where the kit's rule book suites are, one a game. */
    static final String SUITES = "src/test/java/rulebook";

    /**
     * The step definitions every game's rule book runs beside its own, as the grader runs them
     * ({@code SpecRunner}): the guard that the engine's assertions are on.
     */
    static final String SHARED_GLUE = "tabuleiro.features.contracts";

    /**
     * The word of a script's command line that runs the warm check's client instead of the
     * launcher's {@code -jar} ({@link #unix} and {@link #windows} write the class path for it).
     */
    private static final String WARM = "@warm";

    /** The warm check's client and server, in the kit's grader. */
    private static final String WARM_MAIN = "tabuleiro.grading.GraderCheck";

    private KitFiles() {
    }

    /**
     * Writes the files. The scripts take no language: the kit's schemes name it, and
     * {@code check} and {@code play} speak it unless given {@code --lang}.
     *
     * @param schemes the kit's games
     * @param out the kit's folder
     * @param language the kit's language, the README's
     * @param tagExample a tag of the first game's rule book, such as {@code @C4-05}, for the
     *     README's example of {@code --tags}
     * @throws IOException if a file cannot be written
     */
    static void write(List<Scheme> schemes, Path out, Language language, String tagExample)
            throws IOException {
        boolean one = schemes.size() == 1;
        String first = schemes.get(0).game();
        // The check asks the kit's warm check first (GraderCheck), with the kit's folder.
        script(out, "check", one
                ? unix(WARM + " \"$KIT\" check --scheme \"$KIT/tools/schemes/" + first
                        + ".json\" \"$KIT\" \"$@\"")
                : unixForGame(WARM + " \"$KIT\" check --scheme"
                        + " \"$KIT/tools/schemes/$GAME.json\" \"$KIT\" \"$@\"", schemes));
        script(out, "play", one
                ? unix("play --scheme \"$KIT/tools/schemes/" + first + ".json\" --project"
                        + " \"$KIT\" -- \"$@\"")
                : unixForGame("play --scheme \"$KIT/tools/schemes/$GAME.json\" --project"
                        + " \"$KIT\" -- \"$@\"", schemes));
        Files.writeString(out.resolve("check.cmd"), one
                ? windows(WARM + " \"%KIT%\" check --scheme \"%KIT%\\tools\\schemes\\" + first
                        + ".json\" \"%KIT%\" %*")
                : windowsForGame(WARM + " \"%KIT%\" check --scheme"
                        + " \"%KIT%\\tools\\schemes\\%GAME%.json\" \"%KIT%\" %REST%"),
                StandardCharsets.UTF_8);
        Files.writeString(out.resolve("play.cmd"), one
                ? windows("play --scheme \"%KIT%\\tools\\schemes\\" + first + ".json\""
                        + " --project \"%KIT%\" -- %*")
                : windowsForGame("play --scheme \"%KIT%\\tools\\schemes\\%GAME%.json\""
                        + " --project \"%KIT%\" -- %REST%"), StandardCharsets.UTF_8);
        Files.writeString(out.resolve(".gitignore"), "target/\n", StandardCharsets.UTF_8);
        Files.writeString(out.resolve("pom.xml"), pom(schemes), StandardCharsets.UTF_8);
        for (Scheme scheme : schemes) {
            suite(scheme, language, out);
            // Both languages' files: ./check --lang prints its scenarios in the language it
            // speaks and says to paste them into that language's file, which must say
            // "# language: pt" for a Portuguese scenario to parse.
            for (Language each : Language.values()) {
                Path own = out.resolve(OwnScenarios.folder(each.features(scheme.rulebook())))
                        .resolve(OwnScenarios.FILE);
                Files.createDirectories(own.getParent());
                Files.writeString(own, OwnScenarios.starter(each, scheme.title(each)),
                        StandardCharsets.UTF_8);
            }
        }
        vsCode(out);
        Files.writeString(out.resolve("README.md"), readme(schemes, language, tagExample),
                StandardCharsets.UTF_8);
    }

    private static void script(Path out, String name, String text) throws IOException {
        Path file = out.resolve(name);
        Files.writeString(file, text, StandardCharsets.UTF_8);
        file.toFile().setExecutable(true, false);
    }

    private static String unix(String command) {
        return "#!/bin/sh\n"
                + "# Needs a JDK 17 or newer (java and its compiler) on the PATH, or JAVA_HOME.\n"
                + "KIT=\"$(cd \"$(dirname \"$0\")\" && pwd)\"\n"
                + "JAVA=java\n"
                + "[ -n \"${JAVA_HOME:-}\" ] && JAVA=\"$JAVA_HOME/bin/java\"\n"
                + "exec \"$JAVA\" " + JVM + " " + UTF8 + unixLaunch(command)
                + "\n";
    }

    private static String unixForGame(String command, List<Scheme> schemes) {
        String games = String.join(" ", schemes.stream().map(Scheme::game).toList());
        return "#!/bin/sh\n"
                + "# Needs a JDK 17 or newer (java and its compiler) on the PATH, or JAVA_HOME.\n"
                + "KIT=\"$(cd \"$(dirname \"$0\")\" && pwd)\"\n"
                + "GAME=\"${1:-}\"\n"
                + "if [ ! -f \"$KIT/tools/schemes/$GAME.json\" ]; then\n"
                + "    echo \"usage: $0 GAME [options], where GAME is one of: " + games + "\" >&2\n"
                + "    exit 2\n"
                + "fi\n"
                + "shift\n"
                + "JAVA=java\n"
                + "[ -n \"${JAVA_HOME:-}\" ] && JAVA=\"$JAVA_HOME/bin/java\"\n"
                + "exec \"$JAVA\" " + JVM + " " + UTF8 + unixLaunch(command)
                + "\n";
    }

    /** How a Unix script starts the grader: its jar, or the warm check's client. */
    private static String unixLaunch(String command) {
        if (command.startsWith(WARM)) {
            return " -cp \"$KIT/tools/" + StudentKit.GRADER_JAR + "\" " + WARM_MAIN
                    + command.substring(WARM.length());
        }
        return " -jar \"$KIT/tools/" + StudentKit.GRADER_JAR + "\" " + command;
    }

    /** How a Windows script starts the grader: its jar, or the warm check's client. */
    private static String windowsLaunch(String command) {
        if (command.startsWith(WARM)) {
            return " -cp \"%KIT%\\tools\\" + StudentKit.GRADER_JAR + "\" " + WARM_MAIN
                    + command.substring(WARM.length());
        }
        return " -jar \"%KIT%\\tools\\" + StudentKit.GRADER_JAR + "\" " + command;
    }

    private static String windows(String command) {
        return "@echo off\r\n"
                + "rem Needs a JDK 17 or newer (java and its compiler) on the PATH.\r\n"
                + "set \"KIT=%~dp0.\"\r\n"
                + "java " + JVM + windowsLaunch(command) + "\r\n";
    }

    private static String windowsForGame(String command) {
        return "@echo off\r\n"
                + "rem Needs a JDK 17 or newer (java and its compiler) on the PATH.\r\n"
                + "set \"KIT=%~dp0.\"\r\n"
                + "set \"GAME=%~1\"\r\n"
                + "if not exist \"%KIT%\\tools\\schemes\\%GAME%.json\" (\r\n"
                + "  echo usage: %0 GAME [options] 1>&2\r\n"
                + "  exit /b 2\r\n"
                + ")\r\n"
                + "set REST=\r\n"
                + "shift\r\n"
                + ":args\r\n"
                + "if \"%~1\"==\"\" goto run\r\n"
                + "set REST=%REST% %1\r\n"
                + "shift\r\n"
                + "goto args\r\n"
                + ":run\r\n"
                + "java " + JVM + windowsLaunch(command) + "\r\n";
    }

    /**
     * A POM so that an IDE, or Maven, opens the kit as a Java 17 project and runs its rule book
     * as tests on the JUnit Platform: Cucumber's engine runs the feature files of
     * {@code rulebook/} with the kit's own step definitions (the grader's glue jar, in
     * {@code tools/runner/}) against the classes of {@code src/main/java}, in the JVM of the
     * tests, so a breakpoint in the student's code stops there. The libraries come from Maven
     * Central at the versions the grader runs the rule book with, pinned by their BOMs (Cucumber's
     * own POMs name version ranges, which Maven can resolve only online); the glue is on no
     * repository, so it is a {@code system} dependency on the kit's file, named through a
     * property (Maven warns of a system path written with the project's folder in it). The
     * plugins are the versions the project builds with, so a machine that built the project
     * runs the kit offline.
     */
    private static String pom(List<Scheme> schemes) {
        String name = schemes.size() == 1 ? schemes.get(0).game() : "all-games";
        String text =
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <!-- For your IDE and Maven: this folder is a Java 17 project whose tests are the
                     rule book (src/test/java/rulebook/, README.md says how to run them). Check your
                     work with ./check (check.cmd on Windows), which needs no Maven. -->
                <project xmlns="http://maven.apache.org/POM/4.0.0"
                         xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
                         xsi:schemaLocation="http://maven.apache.org/POM/4.0.0 \
                https://maven.apache.org/xsd/maven-4.0.0.xsd">
                    <modelVersion>4.0.0</modelVersion>
                    <groupId>org.tabuleiro.kit</groupId>
                    <artifactId>NAME</artifactId>
                    <version>1.0</version>
                    <properties>
                        <maven.compiler.release>17</maven.compiler.release>
                        <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>
                        <kit.tools>${project.basedir}/tools</kit.tools>
                    </properties>
                    <dependencyManagement>
                        <dependencies>
                            <dependency>
                                <groupId>io.cucumber</groupId>
                                <artifactId>cucumber-bom</artifactId>
                                <version>CUCUMBER</version>
                                <type>pom</type>
                                <scope>import</scope>
                            </dependency>
                            <dependency>
                                <groupId>org.junit</groupId>
                                <artifactId>junit-bom</artifactId>
                                <version>JUNIT</version>
                                <type>pom</type>
                                <scope>import</scope>
                            </dependency>
                        </dependencies>
                    </dependencyManagement>
                    <dependencies>
                        <dependency>
                            <groupId>info.picocli</groupId>
                            <artifactId>picocli</artifactId>
                            <version>PICOCLI</version>
                        </dependency>
                        <!-- The rule book's step definitions and rules: the checker's own, in
                             tools/ (the rules are those of rulebook/). -->
                        <dependency>
                            <groupId>org.tabuleiro.kit</groupId>
                            <artifactId>tabuleiro-rulebook-glue</artifactId>
                            <version>1.0</version>
                            <scope>system</scope>
                            <systemPath>${kit.tools}/runner/GLUE</systemPath>
                        </dependency>
                RULES
                        <dependency>
                            <groupId>io.cucumber</groupId>
                            <artifactId>cucumber-java</artifactId>
                            <scope>test</scope>
                        </dependency>
                        <dependency>
                            <groupId>io.cucumber</groupId>
                            <artifactId>cucumber-junit-platform-engine</artifactId>
                            <scope>test</scope>
                        </dependency>
                        <dependency>
                            <groupId>org.junit.platform</groupId>
                            <artifactId>junit-platform-suite</artifactId>
                            <scope>test</scope>
                        </dependency>
                        <dependency>
                            <groupId>org.assertj</groupId>
                            <artifactId>assertj-core</artifactId>
                            <version>ASSERTJ</version>
                            <scope>test</scope>
                        </dependency>
                    </dependencies>
                    <build>
                        <plugins>
                            <plugin>
                                <artifactId>maven-resources-plugin</artifactId>
                                <version>RESOURCES</version>
                            </plugin>
                            <plugin>
                                <artifactId>maven-compiler-plugin</artifactId>
                                <version>COMPILER</version>
                            </plugin>
                            <!-- Runs the rule book with the contracts' assertions on (-ea). -->
                            <plugin>
                                <artifactId>maven-surefire-plugin</artifactId>
                                <version>SUREFIRE</version>
                            </plugin>
                        </plugins>
                    </build>
                </project>
                """;
        String dependency =
                """
                        <dependency>
                            <groupId>org.tabuleiro.kit</groupId>
                            <artifactId>JAR</artifactId>
                            <version>1.0</version>
                            <scope>system</scope>
                            <systemPath>${kit.tools}/runner/JAR.jar</systemPath>
                        </dependency>
                """;
        StringBuilder rules = new StringBuilder();
        for (Scheme scheme : schemes) {
            String jar = StudentKit.rulesJar(scheme.game());
            rules.append(dependency.replace("JAR", jar.substring(0,
                    jar.length() - ".jar".length())));
        }
        return text.replace("RULES\n", rules).replace("NAME", name)
                .replace("PICOCLI", picocliVersion())
                .replace("CUCUMBER", KitBuild.CUCUMBER.version())
                .replace("JUNIT", KitBuild.JUNIT.version())
                .replace("ASSERTJ", KitBuild.ASSERTJ.version())
                .replace("GLUE", StudentKit.GLUE_JAR)
                .replace("RESOURCES", KitBuild.RESOURCES_PLUGIN.version())
                .replace("COMPILER", KitBuild.COMPILER_PLUGIN.version())
                .replace("SUREFIRE", KitBuild.SUREFIRE_PLUGIN.version());
    }

    /** The version of picocli the grader runs the students' code with. */
    private static String picocliVersion() {
        Package found = picocli.CommandLine.class.getPackage();
        String version = found == null ? null : found.getImplementationVersion();
        return version == null ? picocli.CommandLine.VERSION : version;
    }

    /**
     * Writes a game's rule book suite, {@code src/test/java/rulebook/GameRuleBookTest.java}:
     * the JUnit Platform suite that runs the game's visible rules in the kit's language with the
     * game's step definitions and the glue every game shares, as the check runs them. The rules
     * are the package of the kit's jar of them ({@code tools/runner/}), which holds the files of
     * {@code rulebook/GAME/} where the grader's rule book has them: the step definitions read a
     * scenario's language from that place ({@code tabuleiro/features/pt/...}). The suite holds
     * nothing but its annotations.
     */
    private static void suite(Scheme scheme, Language language, Path out) throws IOException {
        String name = suiteName(scheme);
        String text =
                """
                package rulebook;

                import org.junit.platform.suite.api.ConfigurationParameter;
                import org.junit.platform.suite.api.IncludeEngines;
                import org.junit.platform.suite.api.SelectPackages;
                import org.junit.platform.suite.api.Suite;

                /**
                 * The TITLE rule book of this kit (the rules of rulebook/GAME/) run as tests on
                 * your code (src/main/java): Run or Debug this class in your IDE, or mvn test.
                 * Your own scenarios run with it, from both languages' mine/ folders.
                 * One exercise or rule: -Dcucumber.filter.tags=@ex01, or a rule's tag, on
                 * mvn test's command line or in the VM options of the IDE's run.
                 * ./check says the points.
                 */
                @Suite
                @IncludeEngines("cucumber")
                @SelectPackages({"RULES", "OTHER"})
                @ConfigurationParameter(key = "cucumber.glue",
                        value = "GLUE")
                public class NAME {
                }
                """;
        Path file = out.resolve(SUITES).resolve(name + ".java");
        Files.createDirectories(file.getParent());
        Files.writeString(file, text.replace("TITLE", scheme.title()).replace("GAME", scheme.game())
                .replace("RULES", language.features(scheme.rulebook()))
                .replace("OTHER", OwnScenarios.featuresPackage(other(language)
                        .features(scheme.rulebook())))
                .replace("GLUE", scheme.rulebook() + "," + SHARED_GLUE).replace("NAME", name),
                StandardCharsets.UTF_8);
    }

    /** The kit's other language, whose own scenarios' folder the kit also starts. */
    private static Language other(Language language) {
        return language == Language.ENGLISH ? Language.PORTUGUESE : Language.ENGLISH;
    }

    /** A game's suite class: {@code TicTacToeRuleBookTest} for a game {@code tic-tac-toe}. */
    static String suiteName(Scheme scheme) {
        StringBuilder name = new StringBuilder();
        for (String word : scheme.game().split("-")) {
            name.append(Character.toUpperCase(word.charAt(0))).append(word.substring(1));
        }
        return name.append("RuleBookTest").toString();
    }

    /**
     * Writes VS Code's settings of the kit: its Java test runner starts the rule book with the
     * contracts' assertions on (IntelliJ IDEA and Eclipse add {@code -ea} to a test run by
     * default), and its debugger has a configuration that attaches to {@code ./check --debug}.
     */
    private static void vsCode(Path out) throws IOException {
        Path folder = out.resolve(".vscode");
        Files.createDirectories(folder);
        Files.writeString(folder.resolve("settings.json"),
                """
                {
                    "java.test.config": {
                        "name": "rule book",
                        "vmArgs": ["-ea"]
                    }
                }
                """, StandardCharsets.UTF_8);
        Files.writeString(folder.resolve("launch.json"),
                """
                {
                    "version": "0.2.0",
                    "configurations": [
                        {
                            "type": "java",
                            "name": "Attach to ./check --debug",
                            "request": "attach",
                            "hostName": "localhost",
                            "port": PORT
                        }
                    ]
                }
                """.replace("PORT", String.valueOf(DebuggerWait.DEFAULT_PORT)),
                StandardCharsets.UTF_8);
    }

    private static String readme(List<Scheme> schemes, Language language, String tagExample) {
        Texts words = Texts.of(KitTexts.class, language);
        boolean one = schemes.size() == 1;
        String title = one ? schemes.get(0).title(language) : "Tabuleiro";
        String game = one ? "" : " GAME";
        final String games = String.join(", ", schemes.stream()
                .map(s -> "`" + s.game() + "`").toList());
        StringBuilder text = new StringBuilder();
        text.append(words.text("title", title)).append("\n\n");
        text.append(words.text("intro", one ? "`GUIDE.md`" : "`guides/GAME.md`"))
                .append("\n\n");
        if (!one) {
            // The example is the registry's (Games.example), so that the README names no game of
            // its own, or the kit's first game where the kit does not hold that one.
            String example = schemes.stream().map(Scheme::game)
                    .filter(Games.example().command()::equals).findFirst()
                    .orElse(schemes.get(0).game());
            text.append(words.text("games", games, example)).append("\n\n");
        }
        text.append(words.text("jdk")).append("\n\n");
        text.append(words.text("language")).append("\n\n");
        text.append(words.text("check.heading")).append("\n\n```\n./check").append(game)
                .append("                 ").append(words.text("check.all"))
                .append("\n./check").append(game).append(" --exercise 2    ")
                .append(words.text("check.exercise"))
                .append("\n./check").append(game).append(" --watch         ")
                .append(words.text("check.watch")).append("\n```\n\n");
        text.append(words.text("check.text", tagExample)).append("\n\n");
        text.append(words.text("rulebook")).append("\n\n");
        text.append(words.text("play.heading")).append("\n\n```\n./play").append(game)
                .append("\n./play").append(game).append(" --help\n```\n\n")
                .append(words.text("play.text")).append("\n\n");
        Optional<Scheme> tournament = schemes.stream()
                .filter(s -> KitTournament.plays(s.game())).findFirst();
        if (tournament.isPresent()) {
            text.append("```\n./play").append(one ? "" : " " + tournament.get().game())
                    .append(" --tournament\n```\n\n").append(tournament(words))
                    .append("\n\n");
        }
        text.append(words.text("ide.heading")).append("\n\n")
                .append(words.text("ide.text", String.join(", ", schemes.stream()
                        .map(s -> "`" + SUITES + "/" + suiteName(s) + ".java`").toList())
                        + (one ? "" : words.text("ide.each"))))
                .append("\n\n").append(words.text("ide.steps", tagExample)).append("\n\n")
                .append(words.text("ide.maven")).append("\n\n```\nmvn test"
                        + " -Dcucumber.filter.tags=").append(tagExample).append("    ")
                .append(words.text("ide.maven.one")).append("\nmvn test -Dmaven.surefire.debug"
                        + " -Dcucumber.filter.tags=").append(tagExample).append("    ")
                .append(words.text("ide.maven.debug", DebuggerWait.DEFAULT_PORT_TEXT))
                .append("\nmvn test")
                .append(" ".repeat(28 + tagExample.length())).append(words.text("ide.maven.all"))
                .append("\n```\n\n").append(words.text("ide.debug",
                        DebuggerWait.DEFAULT_PORT_TEXT)).append("\n\n");
        text.append(words.text("else.heading")).append("\n\n")
                .append(words.text("else.text")).append('\n');
        return text.toString();
    }

    /**
     * The README's paragraph on {@code play --tournament}, with the parts each game says in its
     * own words ({@link GameModule#words()}): what its greedy anchor takes beyond a win at once,
     * grouped by aim in the courseware's order (games that share an aim are said together), the
     * seats of a game of more than two colours, and a sentence of its own. Every game the
     * tournament plays is said, as a kit's student may play another game's kit too.
     */
    private static String tournament(Texts words) {
        Map<String, List<String>> aims = new LinkedHashMap<>();
        List<String> seats = new ArrayList<>();
        StringBuilder notes = new StringBuilder();
        for (GameModule game : Games.all()) {
            if (!KitTournament.plays(game.command())) {
                continue;
            }
            Texts own = Texts.of(game.words(), words.language());
            if (own.has("kit.greedy")) {
                aims.computeIfAbsent(own.text("kit.greedy"), aim -> new ArrayList<>())
                        .add(own.text("kit.greedy.in"));
            }
            if (own.has("kit.seat")) {
                seats.add(own.text("kit.seat"));
            }
            if (own.has("kit.note")) {
                notes.append(words.text("tournament.note", own.text("kit.note")));
            }
        }
        StringBuilder greedy = new StringBuilder();
        aims.forEach((aim, games) -> greedy.append(words.text("tournament.greedy", aim,
                list(words, games))));
        return words.text("tournament.text", KitTournament.MOVE_MILLIS / 1000,
                KitTournament.OVERAGE_SECONDS, greedy.toString(), seats.isEmpty() ? ""
                        : words.text("tournament.seats", list(words, seats)), notes.toString());
    }

    /** Items as a sentence lists them: "a, b and c". */
    private static String list(Texts words, List<String> items) {
        int last = items.size() - 1;
        return last == 0 ? items.get(0) : String.join(", ", items.subList(0, last))
                + words.text("tournament.and") + items.get(last);
    }
}
