package tabuleiro.grading.shipped;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Isolated;

/**
 * A self-check of a Connect Four project whose {@code Game.dropDisc} loops for ever once a
 * column holds a disc (the classic {@code row--} forgotten): as in the grader, each scenario
 * that loops costs its own rule, the rest of the rule book runs on, and exercise 1, which never
 * drops a disc, keeps its points. The check names the scenario that timed out and the method
 * it was stuck in. The scheme's scenario limit is cut to one second to keep the test short,
 * which cuts the random games' time to four seconds.
 * The packaged grader's {@code check} runs it, in a JVM of its own, as a kit's script does.
 *
 * <p>It checks exercise 1 and two rules of exercise 2 by a tag expression, as a student narrows a
 * check: the scenarios of other rules, which the first run had not reached when a scenario
 * timed out, stay left out of the runs after it (they once ran there, each looping to its
 * limit), and the check costs the two rules' loops rather than every rule's.
 *
 * <p>Alone: its scenarios have a limit of one second.
 */
@Isolated
class SelfCheckLoopIT {

    /** Exercise 1, which drops no disc, and two rules of exercise 2, whose scenarios loop. */
    private static final String PICKED = "@ex01 or @C4-06 or @C4-07";

    @TempDir
    Path dir;

    @Test
    void aScenarioThatLoopsCostsItsRuleAndTheCheckGoesOn()
            throws IOException, InterruptedException {
        Path root = Shipped.root();
        Path project = dir.resolve("project");
        Path sources = root.resolve("reference/src/main/java");
        try (Stream<Path> files = Files.walk(sources)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                Path copy = project.resolve("src/main/java")
                        .resolve(sources.relativize(file).toString());
                Files.createDirectories(copy.getParent());
                Files.copy(file, copy);
            }
        }
        Path game = project.resolve("src/main/java/tabuleiro/connectfour/Game.java");
        String text = Files.readString(game, StandardCharsets.UTF_8);
        assertThat(text).as("the reference's dropDisc still steps up a row").contains("row--;");
        Files.writeString(game, text.replace("row--;", "row = row + 0;"),
                StandardCharsets.UTF_8);
        Path scheme = dir.resolve("connect-four.json");
        Files.writeString(scheme, Files.readString(root.resolve(
                "grading/schemes/connect-four.json"), StandardCharsets.UTF_8)
                .replace("\"scenarioSeconds\": 5", "\"scenarioSeconds\": 1"),
                StandardCharsets.UTF_8);
        assertThat(Files.readString(scheme)).contains("\"scenarioSeconds\": 1");
        List<String> command = new ArrayList<>(List.of("java", "-Dfile.encoding=UTF-8",
                "-Dstdout.encoding=UTF-8", "-jar",
                Shipped.graderJar().toString(), "check", project.toString(), "--scheme",
                scheme.toString(), "--tags", PICKED, "--games", "1", "--explain", "0",
                "--reports",
                dir.resolve("reports").toString()));
        Shipped.Ran ran = Shipped.run(command, dir, Map.of(), 600);
        int status = ran.status();
        String said = ran.output();
        assertThat(status).as(said).isEqualTo(1);
        Matcher first = Pattern.compile("Exercise 1 — [^:]+: ([0-9.]+) / ([0-9.]+)")
                .matcher(said);
        assertThat(first.find()).as(said).isTrue();
        assertThat(first.group(1)).as("exercise 1 never drops a disc: %s", said)
                .isEqualTo(first.group(2));
        assertThat(said).containsPattern("The scenario \"[^\"]+\" \\(C4-[^)]+\\) did not"
                + " finish within 1 s; it was in tabuleiro.connectfour.Game.\\w+\\(Game"
                + ".java:\\d+\\)").contains("the check went on with the next scenarios")
                .doesNotContain("stopped when a scenario before it")
                // The random games after the rules (asked for: a tag expression leaves them
                // out otherwise) meet the same loop, and are stopped too, within four of the
                // scheme's scenario limits.
                .contains("Random games: they did not end within 4 s");
        // Both picked rules of exercise 2 loop (each scenario drops a disc), and no other
        // rule's scenario ran: the tags held for the runs after each time-out.
        Matcher broken = Pattern.compile("(?m)^\\s+(?:kept|BROKEN)\\s+(C4-\\d+)").matcher(said);
        List<String> rules = new ArrayList<>();
        while (broken.find()) {
            rules.add(broken.group(1));
        }
        assertThat(rules).as(said).containsExactly("C4-01", "C4-03", "C4-08", "C4-06", "C4-07");
        assertThat(said).as("the picked rules' loops").containsPattern("\\(C4-06\\) did not"
                + " finish within 1 s").containsPattern("\\(C4-07\\) did not finish within 1 s")
                .contains("only the scenarios tagged (" + PICKED + ")");
    }
}
