package tabuleiro.grading.export;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.Scheme;
import tabuleiro.grading.model.Texts;
import tabuleiro.grading.tournament.KitTournament;

/**
 * The files of a student kit that are written, not copied: the scripts that check and play, the
 * kit's README, a POM for IDEs and a {@code .gitignore}.
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
                + "exec \"$JAVA\" " + JVM + " " + UTF8 + " -jar \"$KIT/tools/"
                + StudentKit.GRADER_JAR + "\" "
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
                + "exec \"$JAVA\" " + JVM + " " + UTF8 + " -jar \"$KIT/tools/"
                + StudentKit.GRADER_JAR + "\" "
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
            text.append(words.text("games", games)).append("\n\n");
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
                    .append(" --tournament\n```\n\n").append(words.text("tournament.text",
                            KitTournament.MOVE_MILLIS / 1000, KitTournament.OVERAGE_SECONDS))
                    .append("\n\n");
        }
        text.append(words.text("ide.heading")).append("\n\n").append(words.text("ide.text"))
                .append("\n\n");
        text.append(words.text("else.heading")).append("\n\n")
                .append(words.text("else.text")).append('\n');
        return text.toString();
    }
}
