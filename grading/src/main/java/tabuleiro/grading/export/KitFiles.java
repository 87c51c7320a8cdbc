package tabuleiro.grading.export;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import tabuleiro.grading.model.Scheme;

/**
 * The files of a student kit that are written, not copied: the scripts that check and play, the
 * kit's README, a POM for IDEs and a {@code .gitignore}.
 *
 * <p>The scripts need a JDK and nothing else: each runs the kit's copy of the grader with
 * {@code java -jar}, on the kit's own folder, by the kit's scheme.
 */
final class KitFiles {

    /**
     * The JVM's options: the just-in-time compiler's first tier only. A check is a short run of
     * much code (javac, Cucumber) that is run once, where the optimising tier's threads cost
     * more than they give back: a cold check took half the time with it off on two cores
     * (grading/BENCHMARKS.md).
     */
    static final String JVM = "-XX:TieredStopAtLevel=1";

    private KitFiles() {
    }

    /**
     * Writes the files.
     *
     * @param schemes the kit's games
     * @param out the kit's folder
     * @throws IOException if a file cannot be written
     */
    static void write(List<Scheme> schemes, Path out) throws IOException {
        boolean one = schemes.size() == 1;
        String first = schemes.get(0).game();
        script(out, "check", one
                ? unix("check --scheme \"$KIT/tools/schemes/" + first + ".json\" \"$KIT\" \"$@\"")
                : unixForGame("check --scheme \"$KIT/tools/schemes/$GAME.json\" \"$KIT\""
                        + " \"$@\"", schemes));
        script(out, "play", one
                ? unix("play --scheme \"$KIT/tools/schemes/" + first + ".json\" --project"
                        + " \"$KIT\" -- \"$@\"")
                : unixForGame("play --scheme \"$KIT/tools/schemes/$GAME.json\" --project"
                        + " \"$KIT\" -- \"$@\"", schemes));
        Files.writeString(out.resolve("check.cmd"), one
                ? windows("check --scheme \"%KIT%\\tools\\schemes\\" + first + ".json\""
                        + " \"%KIT%\" %*")
                : windowsForGame("check --scheme \"%KIT%\\tools\\schemes\\%GAME%.json\""
                        + " \"%KIT%\" %REST%"), StandardCharsets.UTF_8);
        Files.writeString(out.resolve("play.cmd"), one
                ? windows("play --scheme \"%KIT%\\tools\\schemes\\" + first + ".json\""
                        + " --project \"%KIT%\" -- %*")
                : windowsForGame("play --scheme \"%KIT%\\tools\\schemes\\%GAME%.json\""
                        + " --project \"%KIT%\" -- %REST%"), StandardCharsets.UTF_8);
        Files.writeString(out.resolve(".gitignore"), "target/\n", StandardCharsets.UTF_8);
        Files.writeString(out.resolve("pom.xml"), pom(schemes), StandardCharsets.UTF_8);
        Files.writeString(out.resolve("README.md"), readme(schemes), StandardCharsets.UTF_8);
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
                + "exec \"$JAVA\" " + JVM + " -jar \"$KIT/tools/" + StudentKit.GRADER_JAR + "\" "
                + command
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
                + "exec \"$JAVA\" " + JVM + " -jar \"$KIT/tools/" + StudentKit.GRADER_JAR + "\" "
                + command
                + "\n";
    }

    private static String windows(String command) {
        return "@echo off\r\n"
                + "rem Needs a JDK 17 or newer (java and its compiler) on the PATH.\r\n"
                + "set \"KIT=%~dp0.\"\r\n"
                + "java " + JVM + " -jar \"%KIT%\\tools\\" + StudentKit.GRADER_JAR + "\" "
                + command + "\r\n";
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
                + "java " + JVM + " -jar \"%KIT%\\tools\\" + StudentKit.GRADER_JAR + "\" "
                + command + "\r\n";
    }

    /** A POM so that an IDE opens the kit as a Java 17 project with picocli. */
    private static String pom(List<Scheme> schemes) {
        String name = schemes.size() == 1 ? schemes.get(0).game() : "all-games";
        String text =
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <!-- For your IDE: it opens this folder as a Java 17 project. Check your work
                     with ./check (check.cmd on Windows), which needs no Maven. -->
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
                    </properties>
                    <dependencies>
                        <dependency>
                            <groupId>info.picocli</groupId>
                            <artifactId>picocli</artifactId>
                            <version>PICOCLI</version>
                        </dependency>
                    </dependencies>
                </project>
                """;
        return text.replace("NAME", name).replace("PICOCLI", picocliVersion());
    }

    /** The version of picocli the grader runs the students' code with. */
    private static String picocliVersion() {
        Package found = picocli.CommandLine.class.getPackage();
        String version = found == null ? null : found.getImplementationVersion();
        return version == null ? picocli.CommandLine.VERSION : version;
    }

    private static String readme(List<Scheme> schemes) {
        boolean one = schemes.size() == 1;
        String title = one ? schemes.get(0).title() : "Tabuleiro";
        String game = one ? "" : " GAME";
        final String games = String.join(", ", schemes.stream()
                .map(s -> "`" + s.game() + "`").toList());
        StringBuilder text = new StringBuilder();
        text.append("# ").append(title).append(": your exercises\n\n");
        text.append("This folder is your project. The game's engine is in `src/main/java/`,"
                + " with the bodies of some methods left for you to write: each throws"
                + " `UnsupportedOperationException` naming its exercise until you do. ");
        text.append(one ? "`GUIDE.md`" : "`guides/GAME.md`");
        text.append(" lists the exercises in order, the methods each asks for, the rules it"
                + " makes pass and their points. Every method's Javadoc states its contract:"
                + " read it first.\n\n");
        if (!one) {
            text.append("The games are ").append(games).append(": name one after each"
                    + " command, as in `./check connect-four`.\n\n");
        }
        text.append("You need a JDK 17 or newer (`java` and `javac`); nothing else.\n\n");
        text.append("## Check your work\n\n```\n./check").append(game).append(
                "                 # every rule\n./check").append(game).append(
                " --exercise 2    # the rules of exercise 2\n./check").append(game).append(
                " --watch         # again each time you save a file\n```\n\n");
        text.append("(`check.cmd` on Windows.) It compiles your code and runs the rule book"
                + " against it, as the grader will, and prints the points of each exercise,"
                + " each rule kept or broken, and the first broken rules explained: the"
                + " scenario, the step that failed, what was expected and what came, and"
                + " whose fault it is by the contract. The full feedback, as the grader"
                + " writes it, is in `target/self-check/feedback.html`. `--tags` picks"
                + " scenarios by a Cucumber tag expression (`--tags @C4-05`), `--show-output`"
                + " shows what your code prints, `--help` says the rest.\n\n");
        text.append("The rules and their examples are in `rulebook/`: one `.feature` file per"
                + " chapter of the rules, each rule tagged with its ID and the exercise that"
                + " makes it pass. Your instructor may grade with more examples than these.\n\n");
        text.append("## Play your engine\n\n```\n./play").append(game).append(
                "\n./play").append(game).append(" --help\n```\n\n");
        text.append("## In an IDE\n\nOpen this folder as a Maven project (`pom.xml`): it is a"
                + " plain Java 17 project. Run `./check` from the IDE's terminal.\n\n");
        text.append("## What else is here\n\n`tools/` holds the checker (the course's grader,"
                + " without the hidden parts of the rule book) and its libraries; leave it as"
                + " it is.\n");
        return text.toString();
    }
}
