package tabuleiro.grading.oracle;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.stream.Stream;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import tabuleiro.features.probe.GameProbe;
import tabuleiro.grading.model.GeneratedSetting;

/**
 * A loss on the rule the bug breaks (issue 71, item 4): one-line mutants of the reference that
 * break a win or a draw rule, so that the first answer that differs is a consequence (whether
 * the game is over, whose turn it is), are charged by generated games to the rule that decides
 * it and to no rule they do not break. Each mutant is the reference's source with one line
 * changed, compiled in-process against the reference on the test class path and loaded before
 * it with the features' classes, as {@link EveryGameIT#mutant} does with the oracle's jars; the
 * oracle is the reference in a class loader of its own. Each plays the games a class's
 * submission of its name meets at the default count ({@link GeneratedSetting#seedOf}, class
 * seed 47) on {@value #SUBMISSIONS} such names.
 */
@Tag("slow")
class ConsequenceChargeTest {

    /** How many submissions' seeds each mutant plays. */
    private static final int SUBMISSIONS = 2;

    private static URLClassLoader oracles;

    @BeforeAll
    static void openTheOracle() throws IOException, URISyntaxException {
        oracles = new URLClassLoader(new URL[] {reference().toUri().toURL(),
            features().toUri().toURL()}, ClassLoader.getPlatformClassLoader());
    }

    @AfterAll
    static void closeTheOracle() throws IOException {
        oracles.close();
    }

    /**
     * The mutants: game, name, reference source, text, replacement, and the rules it breaks
     * (a disagreement charged anywhere else is a loss charged to a neighbour).
     */
    static Stream<Arguments> mutants() {
        return Stream.of(
            // Connect Four: the full grid's draw (C4-11), the four (C4-09).
            Arguments.of("connectfour", "full-grid-won", "tabuleiro/connectfour/Game.java",
                "if (!four.isEmpty()) {", "if (!four.isEmpty() || isFull()) {",
                Set.of("C4-11")),
            Arguments.of("connectfour", "full-column-ends", "tabuleiro/connectfour/Game.java",
                "over = winner != null || isFull();",
                "over = winner != null || isFull() || !hasSpace(column);", Set.of("C4-11")),
            Arguments.of("connectfour", "row-four-missed", "tabuleiro/connectfour/Game.java",
                "if (!four.isEmpty()) {",
                "if (!four.isEmpty() && four.get(0).row() != four.get(3).row()) {",
                Set.of("C4-09")),
            // Quarto: the draw (QUARTO-10), a line (QUARTO-07), a 2x2 square (QUARTO-08); a
            // missed win also breaks QUARTO-10 where the sixteenth piece completes the group
            // (the rule book's "a placement that fills the board and completes a line is a
            // win, not a draw").
            Arguments.of("quarto", "draw-at-thirteen", "tabuleiro/quarto/Game.java",
                "over = win != null || board.isFull();",
                "over = win != null || board.count() >= 13;", Set.of("QUARTO-10")),
            Arguments.of("quarto", "double-quarto-missed", "tabuleiro/quarto/Game.java",
                "if (!wins.isEmpty()) {", "if (wins.size() == 1) {",
                Set.of("QUARTO-07", "QUARTO-08", "QUARTO-10")),
            Arguments.of("quarto", "square-win-missed", "tabuleiro/quarto/Game.java",
                "if (!wins.isEmpty()) {",
                "if (!wins.isEmpty() && !wins.get(0).group().name().startsWith(\"square\")) {",
                Set.of("QUARTO-08", "QUARTO-10")),
            // Checkers: the twenty king moves' draw (CHECKERS-17), the win (CHECKERS-11).
            Arguments.of("checkers", "draw-after-four-king-moves", "tabuleiro/checkers/Game.java",
                "public static final int KING_MOVES_FOR_DRAW = 20;",
                "public static final int KING_MOVES_FOR_DRAW = 4;", Set.of("CHECKERS-17")),
            Arguments.of("checkers", "drawn-ending-at-once", "tabuleiro/checkers/Game.java",
                "|| movesInDrawnEnding >= ENDING_MOVES_FOR_DRAW);",
                "|| movesInDrawnEnding >= 1);", Set.of("CHECKERS-17")),
            // Checkers: the turn kept by the move that draws, which the board (written with
            // the side to move) shows first: the turn rule, CHECKERS-03, not the move's own;
            // the engine's FEN naming the other side, which the board shown answers
            // (CHECKERS-12), not the PDN FEN rule, which has no points.
            Arguments.of("checkers", "turn-kept-at-a-draw", "tabuleiro/checkers/Game.java",
                "toMove = toMove.opponent();", "toMove = drawn ? toMove : toMove.opponent();",
                Set.of("CHECKERS-03", "CHECKERS-17")),
            Arguments.of("checkers", "fen-names-the-other-side", "tabuleiro/checkers/Game.java",
                "return Fen.write(board, toMove);",
                "return Fen.write(board, toMove.opponent());", Set.of("CHECKERS-12")),
            // Chess: the automatic draws (CHESS-14).
            Arguments.of("chess", "two-minor-pieces-insufficient",
                "tabuleiro/chess/Position.java", "if (minorPieces <= 1) {",
                "if (minorPieces <= 2) {", Set.of("CHESS-14")),
            Arguments.of("chess", "fivefold-at-twofold", "tabuleiro/chess/Game.java",
                "if (repetitions() >= 5) {", "if (repetitions() >= 2) {", Set.of("CHESS-14")));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("mutants")
    void aMutantOfAnEndingIsChargedToTheRuleItBreaks(String game, String name, String file,
            String from, String to, Set<String> breaks) throws Exception {
        GeneratedGames.Settings settings = GeneratedGames.Settings.of(game);
        Map<String, Set<String>> keysByRule = new TreeMap<>();
        try (URLClassLoader mutant = mutant(file, from, to)) {
            for (int copy = 1; copy <= SUBMISSIONS; copy++) {
                long seed = GeneratedSetting.seedOf(47, "mutant-" + name + "-" + copy);
                GeneratedGames.Outcome outcome = GeneratedGames.play(settings,
                        probe(oracles, game), probe(mutant, game), seed);
                outcome.disagreements().forEach((rule, found) -> keysByRule
                        .computeIfAbsent(rule, any -> new TreeSet<>()).add(found.key() + " "
                                + shortened(found.expected()) + " | "
                                + shortened(found.actual())));
            }
        }
        System.out.println(game + " mutant " + name + ": charged to " + keysByRule + " (probes "
                + features().getFileName() + ")");
        assertThat(keysByRule).as("%s: caught", name).isNotEmpty();
        assertThat(breaks).as("%s: charged only to the rules it breaks", name)
                .containsAll(keysByRule.keySet());
    }

    /**
     * A win named by a wrong group (issue 71, item 2): the rows named upside down, each name
     * on four squares of another row, so that the engine's win matches its own list of groups
     * and the pieces there share the traits it names. Generated games compare the name with
     * the rule book's groups, as the reference answers, and charge the line rule.
     */
    @Test
    void aWinNamedByAWrongGroupDiffersFromTheReference() throws Exception {
        GeneratedGames.Settings settings = GeneratedGames.Settings.of("quarto");
        Map<String, Set<String>> keysByRule = new TreeMap<>();
        try (URLClassLoader mutant = mutant("tabuleiro/quarto/Group.java",
                "lines.add(new Group(\"row \" + row, squares));",
                "lines.add(new Group(\"row \" + (Square.SIZE + 1 - row), squares));")) {
            for (int copy = 1; copy <= SUBMISSIONS; copy++) {
                long seed = GeneratedSetting.seedOf(47, "mutant-rows-misnamed-" + copy);
                GeneratedGames.play(settings, probe(oracles, "quarto"), probe(mutant, "quarto"),
                        seed).disagreements().forEach((rule, found) -> keysByRule
                        .computeIfAbsent(rule, any -> new TreeSet<>()).add(found.key() + " "
                                + found.expected() + " | " + shortened(found.actual())));
            }
        }
        System.out.println("quarto mutant rows-misnamed: charged to " + keysByRule);
        assertThat(keysByRule).containsOnlyKeys("QUARTO-07");
        assertThat(keysByRule.get("QUARTO-07")).allMatch(found -> found.startsWith("win group"));
    }

    /** An answer cut short for the test's log line. */
    private static String shortened(String answer) {
        return answer.length() <= 60 ? answer : answer.substring(0, 60) + "...";
    }

    @SuppressWarnings("unchecked")
    private static Function<String, String> probe(ClassLoader loader, String game)
            throws ReflectiveOperationException {
        return (Function<String, String>) loader.loadClass(Oracle.probeClassName(game))
                .getConstructor().newInstance();
    }

    /** The reference's source with one text replaced (once in it), compiled and loaded first. */
    private static URLClassLoader mutant(String file, String from, String to)
            throws IOException, URISyntaxException {
        Path source = Path.of("..", "reference", "src", "main", "java").resolve(file);
        String text = Files.readString(source, StandardCharsets.UTF_8);
        int at = text.indexOf(from);
        assertThat(at).as("once in %s: %s", file, from).isNotNegative();
        assertThat(text.indexOf(from, at + 1)).as("once in %s: %s", file, from).isNegative();
        Path folder = Files.createTempDirectory("consequence");
        Path copy = folder.resolve("src").resolve(file);
        Files.createDirectories(copy.getParent());
        Files.writeString(copy, text.replace(from, to), StandardCharsets.UTF_8);
        Path classes = Files.createDirectories(folder.resolve("classes"));
        int status = ToolProvider.getSystemJavaCompiler().run(null, null, null, "-nowarn",
                "-proc:none", "-cp", reference().toString(), "-d", classes.toString(),
                copy.toString());
        assertThat(status).as("the mutant compiles: %s", to).isZero();
        return new URLClassLoader(new URL[] {classes.toUri().toURL(), reference().toUri().toURL(),
            features().toUri().toURL()}, ClassLoader.getPlatformClassLoader());
    }

    /** Where the reference's classes are on the test class path (a jar or a folder). */
    private static Path reference() throws URISyntaxException {
        return Path.of(tabuleiro.quarto.Game.class.getProtectionDomain().getCodeSource()
                .getLocation().toURI());
    }

    /** Where the features' classes are on the test class path. */
    private static Path features() throws URISyntaxException {
        return Path.of(GameProbe.class.getProtectionDomain().getCodeSource().getLocation()
                .toURI());
    }
}
