package tabuleiro.grading.selfcheck;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import tabuleiro.grading.model.GeneratedSetting;
import tabuleiro.grading.model.OwnScenarios;
import tabuleiro.grading.model.Texts;
import tabuleiro.grading.oracle.AnswerBook;
import tabuleiro.grading.oracle.ClassGames;
import tabuleiro.grading.oracle.EveryGameIT;
import tabuleiro.grading.oracle.GeneratedGames;
import tabuleiro.grading.oracle.Oracle;
import tabuleiro.grading.sandbox.MachineCache;
import tabuleiro.grading.spi.Games;

/**
 * The kit's games with the reference's answers against the grader's generated examples: the
 * reference agrees with its own book, a book reads back as written, and every one-line mutant
 * of the catalogue, of {@code EveryGameIT} and of {@link NewMutants} gets the same verdict from
 * the kit (every game of its book, as {@code ./check} plays them by default) and from the
 * grader (a submission's games at the default class seed): every mutant the grader charges is
 * flagged by the kit, charged to a rule the grader charges; the table of both verdicts is
 * printed. On a real one-line bug of each game, every scenario the grader's feedback or the kit
 * offers to paste fails on the bug and passes on the reference ({@link PastedScenarios}).
 */
class RecordedGamesIT {

    /** Every registered game: a game registered later is held to the same. */
    private static final List<String> GAMES = Games.ids();

    private static final Map<String, AnswerBook> BOOKS = new HashMap<>();

    private static final List<String> TABLE = new ArrayList<>();

    private static final Map<String, GeneratedGames.Script> CLASS_GAMES =
            new java.util.concurrent.ConcurrentHashMap<>();

    private static Oracle oracle;

    @TempDir
    static Path dir;

    @BeforeAll
    static void recordTheBooks() throws IOException {
        oracle = Oracle.ofGrader();
        for (String game : GAMES) {
            long start = System.nanoTime();
            // As bundle student-kit writes a kit's book, from the machine's cache when a kit
            // of the same game and reference was bundled before.
            Path file = AnswerBook.writeForKit(game, Set.of(), dir, MachineCache.folder()
                    .resolve(AnswerBook.FOLDER)).orElseThrow();
            AnswerBook book = AnswerBook.read(file);
            BOOKS.put(game, book);
            System.out.printf("RecordedGamesIT: %s's book, %d kit seeds of %d games, %d bytes,"
                    + " recorded or copied in %.1f s%n", game, book.chapters().size(),
                    book.chapters().get(0).games().size(), Files.size(file),
                    (System.nanoTime() - start) / 1e9);
        }
    }

    /**
     * A game's class games at the default class seed, chosen once: grade chooses them once for
     * a whole class, the same for every submission, so every mutant of the game meets the same
     * games (choosing them asks the reference 0.5 to 3 s a game).
     */
    private static GeneratedGames.Script classGames(String game) {
        return CLASS_GAMES.computeIfAbsent(game, chosen -> ClassGames.select(
                GeneratedGames.Settings.of(chosen), oracle.probe(chosen),
                GeneratedSetting.gamesSeed(GeneratedSetting.DEFAULT_SEED),
                GeneratedSetting.defaultGames(chosen)));
    }

    @AfterAll
    static void printTheVerdicts() {
        System.out.println("RecordedGamesIT: game | mutant | grader | kit");
        TABLE.forEach(System.out::println);
        oracle.close();
    }

    @ParameterizedTest
    @MethodSource("tabuleiro.grading.spi.Games#ids")
    void aBookReadsBackAsItWasWrittenAndTheReferenceAgreesWithIt(String game) {
        AnswerBook book = BOOKS.get(game);
        GeneratedGames.Settings settings = GeneratedGames.Settings.of(game);
        AnswerBook.Chapter first = book.chapters().get(0);
        assertThat(first.seed()).isEqualTo(AnswerBook.scriptSeed(1));
        // The games of that seed as a class of it would meet them, reach floors and all,
        // question for question.
        GeneratedGames.Script graders = ClassGames.select(settings, oracle.probe(game),
                first.seed(), settings.games());
        assertThat(first.games()).hasSameSizeAs(graders.games());
        for (int i = 0; i < graders.games().size(); i++) {
            assertThat(first.games().get(i).game()).isEqualTo(graders.games().get(i));
        }
        RecordedGames.Outcome outcome = new RecordedGames(book, () -> oracle.probe(game))
                .play(1, Integer.MAX_VALUE);
        assertThat(outcome.found()).as(game).isEmpty();
        assertThat(outcome.stubs()).as(game).isEmpty();
        assertThat(outcome.games()).isEqualTo(book.chapters().stream()
                .mapToInt(chapter -> chapter.games().size()).sum());
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("mutants")
    void theKitAndTheGraderGiveAMutantTheSameVerdict(String game, String kind, String file,
            String from, String to, String rule) throws Exception {
        try (URLClassLoader mutant = EveryGameIT.mutant(oracle.folder(), file, from, to)) {
            Supplier<Function<String, String>> engines = () -> probe(mutant, game);
            // As grade asks: the class's games of the default class seed, at the class's count.
            GeneratedGames.Script classGames = classGames(game);
            Function<String, String> engine = engines.get();
            Set<String> grader = GeneratedGames.compare(oracle.probe(game), classGames,
                    classGames.questions().stream().map(engine).toList())
                    .disagreements().keySet().stream().filter(r -> !r.startsWith("stub:"))
                    .collect(java.util.stream.Collectors.toCollection(TreeSet::new));
            // As ./check plays them by default: every game of the book, from kit seed 1.
            RecordedGames.Outcome kit = new RecordedGames(BOOKS.get(game), engines)
                    .play(1, Integer.MAX_VALUE);
            Set<String> kits = new TreeSet<>();
            kit.found().forEach(found -> kits.add(found.disagreement().rule()));
            TABLE.add(game + " | " + kind + " (" + rule + ") | " + grader + " | " + kits);
            // The kit plays as many games as a class meets, from its own two seeds, chosen
            // with the same reach floors: what the class's games meet, its own meet.
            // The kit flags every mutant the grader charges, and charges no rule the grader
            // does not: a legal list that differs where the engine misses a win is the win's
            // rule in both (the book keeps the charge of each square's moves missing), one the
            // engine ends on a false win the rule of the group it fills (the probe over it).
            // The kit's games are other games, so it may meet a rule the class's do not.
            if (!grader.isEmpty()) {
                assertThat(kits).as("%s: the kit flags what the grader charges (%s)", kind,
                        grader).isNotEmpty().isSubsetOf(grader);
            }
        }
    }

    /**
     * Real one-line bugs of the reference, one or two a game (Qwirkle's is the repeated tile
     * looked for in one-colour lines only, a listed placement that is not legal; Connect Four's
     * second and Quarto's second differ in the legal list): game, kind, reference
     * source, text, replacement, the seeds of the kit's random games it is played on (chess's
     * third and fourth: a set-up with an illegal move the engine listed). Chess's second lists
     * moves that leave the king in check and refuses them when played: the kit's scenario of
     * the answer "not legal" is the one of the rule.
     */
    static Stream<Arguments> pasteMutants() {
        return Stream.of(
            Arguments.of("qwirkle", "a repeated tile looked for in one-colour lines only",
                "tabuleiro/qwirkle/Lines.java", "if (distinct.size() != tiles.size()) {",
                "if (distinct.size() != tiles.size()"
                        + " && tiles.stream().map(Tile::colour).distinct().count() <= 1) {",
                List.of(1L)),
            Arguments.of("checkers", "a man reaching the far row is not crowned",
                "tabuleiro/checkers/Rules.java",
                "board.put(move.to(), promoted ? piece.promoted() : piece);",
                "board.put(move.to(), piece);", List.of(1L)),
            Arguments.of("chess", "diagonal pins ignored", "tabuleiro/chess/MoveGenerator.java",
                "return files == 0 || ranks == 0 || files == ranks;",
                "return files == 0 || ranks == 0;", List.of(3L, 4L)),
            Arguments.of("chess", "the legal moves listed before the king's safety is checked",
                "tabuleiro/chess/MoveGenerator.java",
                "List<Move> moves = pseudoLegalMoves(position);\n        return keepLegal(position,"
                        + " moves);",
                "List<Move> moves = pseudoLegalMoves(position);\n        return moves;",
                List.of(1L)),
            Arguments.of("connectfour", "a winning line of three",
                "tabuleiro/connectfour/Game.java",
                "return List.copyOf(run.subList(start, start + CONNECT));",
                "return List.copyOf(run.subList(start, start + CONNECT - 1));", List.of(1L)),
            Arguments.of("connectfour", "a column with five discs refused as full",
                "tabuleiro/connectfour/Game.java", "return grid[0][column - 1] == EMPTY;",
                "return grid[1][column - 1] == EMPTY;", List.of(1L)),
            Arguments.of("quarto", "the falling diagonal misnamed",
                "tabuleiro/quarto/Group.java",
                "return List.of(new Group(\"diagonal A1-D4\", falling),",
                "return List.of(new Group(\"diagonal A4-D1\", falling),", List.of(1L)),
            // A false win in the legal list: the scenario of that key states, square by square,
            // what placing the chosen piece does.
            Arguments.of("quarto", "a fourth piece never compared",
                "tabuleiro/quarto/Board.java", "for (Piece piece : pieces) {",
                "for (Piece piece : pieces.subList(0, 3)) {", List.of(1L)));
    }

    /**
     * Every scenario offered to paste of a real one-line bug states the reference's answer: it
     * fails on the bug and passes on the reference (the right fix), in both languages, whether
     * the grader's feedback offers it (a generated example), the kit's games with the
     * reference's answers or its random games. A random game's move the engine listed and did
     * not play has a scenario for each answer the rule book may give: the one of the reference's
     * answer fails on the bug and passes on the reference, and the other, were it pasted, would
     * stay red after the right fix, which is why the kit offers neither alone.
     */
    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("pasteMutants")
    void everyScenarioOfferedToPasteFailsOnTheBugAndPassesOnTheReference(String game,
            String kind, String file, String from, String to, List<Long> seeds)
            throws Exception {
        try (URLClassLoader mutant = EveryGameIT.mutant(oracle.folder(), file, from, to);
                URLClassLoader buggy = PastedScenarios.loader(Path.of(
                        mutant.getURLs()[0].toURI()));
                URLClassLoader right = PastedScenarios.loader(null)) {
            // The contracts on, as the kit and a grading JVM run a student's classes (-ea).
            mutant.setDefaultAssertionStatus(true);
            Supplier<Function<String, String>> engines = () -> probe(mutant, game);
            // surface, then the scenario to paste, then its language ("pt" or "en")
            List<String[]> offered = new ArrayList<>();
            GeneratedGames.Script classGames = classGames(game);
            Function<String, String> engine = engines.get();
            GeneratedGames.compare(oracle.probe(game), classGames, classGames.questions()
                    .stream().map(engine).toList()).disagreements().values()
                    .forEach(d -> offer(offered, "grader " + d.rule() + " " + d.key(), d));
            new RecordedGames(BOOKS.get(game), engines).play(1, Integer.MAX_VALUE).found()
                    .forEach(found -> offer(offered, "kit's answers " + found.disagreement()
                            .rule() + " " + found.disagreement().key(), found.disagreement()));
            // The kit's random games of the first seeds, as ./check --seed S plays them.
            List<RandomGames.Broken> breaks = new ArrayList<>();
            for (long seed : seeds) {
                breaks.addAll(new RandomGames(engines, RandomGames.settings(game), 1_000)
                        .play(seed, RandomGames.defaultGames(game)).broken());
            }
            int bothAnswers = 0;
            int illegalSetUps = 0;
            for (RandomGames.Broken broken : breaks) {
                RandomGames.Paste paste = RandomGames.paste(game, broken);
                if (paste != RandomGames.Paste.NONE && !referenceReplays(game, broken)) {
                    // A move of the set-up the engine listed is not legal: the scenario stops
                    // there once the engine is right, and the kit's text says so.
                    illegalSetUps++;
                    for (tabuleiro.grading.model.Language language
                            : tabuleiro.grading.model.Language.values()) {
                        String text = new RandomGamesText(language, "./check", "mine", game)
                                .of(new RandomGames.Outcome(1, 1, 1, List.of(broken), Map.of()));
                        assertThat(text).contains(Texts.of(CheckTexts.class, language).text(
                                paste == RandomGames.Paste.WHOLE ? "random.scenario.whole.setup"
                                        : "random.scenario.setup", broken.question()
                                        .replace("play ", "")));
                    }
                    continue;
                }
                for (tabuleiro.grading.model.Language language
                        : tabuleiro.grading.model.Language.values()) {
                    boolean pt = language == tabuleiro.grading.model.Language.PORTUGUESE;
                    String lang = pt ? "pt" : "en";
                    if (paste == RandomGames.Paste.WHOLE) {
                        String whole = OwnScenarios.pasteable(pt ? broken.scenarioPt()
                                : broken.scenarioEn(), "");
                        String surface = "kit's random game " + broken.key();
                        offered.add(new String[] {surface, whole, lang});
                    } else if (paste == RandomGames.Paste.STEPS) {
                        boolean legal = referencePlays(game, broken);
                        RandomGames.Pastes pastes = RandomGames.pastes(game, broken, language);
                        String answer = legal ? pastes.ifLegal() : pastes.ifNotLegal();
                        String other = legal ? pastes.ifNotLegal() : pastes.ifLegal();
                        if (!answer.isBlank()) {
                            String surface = "kit's random game, " + broken.question()
                                    + (legal ? " legal" : " not legal");
                            offered.add(new String[] {surface, answer, lang});
                        }
                        if (!other.isBlank()) {
                            bothAnswers++;
                            assertThat(PastedScenarios.run(right, game, other, pt).passed())
                                    .as("%s: the other answer's scenario stays red after the"
                                            + " right fix\n%s", kind, other).isFalse();
                        }
                    }
                }
            }
            offered.removeIf(scenario -> scenario[1].isBlank());
            if (!breaks.isEmpty()) {
                // What the student reads of the first break, for whoever reads this log.
                System.out.println("RecordedGamesIT: the kit's text of " + kind + "'s first"
                        + " random break:\n" + new RandomGamesText(
                                tabuleiro.grading.model.Language.ENGLISH, "./check", "mine",
                                game).of(new RandomGames.Outcome(1, 1, 1, breaks.subList(0, 1),
                                        Map.of())));
            }
            TABLE.add(game + " | " + kind + " | random breaks: " + breaks.stream()
                    .map(b -> b.kind() + " " + b.key() + " " + b.question() + " "
                            + RandomGames.paste(game, b)).toList()
                    + " | pasted: " + offered.stream()
                    .map(o -> o[0] + " (" + o[2] + ")").distinct().toList()
                    + " | random STEPS checked both ways: " + bothAnswers
                    + " | random set-ups with an illegal move: " + illegalSetUps);
            assertThat(offered.size() + bothAnswers).as(kind + ": some scenario is checked")
                    .isPositive();
            for (String[] scenario : offered) {
                boolean pt = scenario[2].equals("pt");
                PastedScenarios.Ran onTheBug = PastedScenarios.run(buggy, game, scenario[1], pt);
                assertThat(onTheBug.passed()).as("%s, %s: fails on the bug\n%s\n%s", kind,
                        scenario[0], scenario[1], onTheBug.output()).isFalse();
                PastedScenarios.Ran onTheReference = PastedScenarios.run(right, game,
                        scenario[1], pt);
                assertThat(onTheReference.passed()).as("%s, %s: passes on the reference\n%s\n%s",
                        kind, scenario[0], scenario[1], onTheReference.output()).isTrue();
            }
        }
    }

    /** A disagreement's scenarios, in both languages, where it has one to paste. */
    private static void offer(List<String[]> offered, String surface,
            GeneratedGames.Disagreement disagreement) {
        if (disagreement.rule().startsWith("stub:")) {
            return;
        }
        String en = OwnScenarios.pasteable(disagreement.scenarioEn(), disagreement.rule());
        String pt = OwnScenarios.pasteable(disagreement.scenarioPt(), disagreement.rule());
        if (!en.isBlank() && !disagreement.scenarioEn().startsWith("error")) {
            offered.add(new String[] {surface, en, "en"});
        }
        if (!pt.isBlank() && !disagreement.scenarioPt().startsWith("error")) {
            offered.add(new String[] {surface, pt, "pt"});
        }
    }

    /** Whether the reference plays a random game's move at its position: the rule's answer. */
    private static boolean referencePlays(String game, RandomGames.Broken broken) {
        Function<String, String> reference = oracle.probe(game);
        reference.apply(broken.start());
        for (String move : broken.moves()) {
            reference.apply("play " + move);
        }
        return !reference.apply(broken.question()).startsWith("refused");
    }

    /** Whether the reference plays every move a random game's scenario sets up. */
    private static boolean referenceReplays(String game, RandomGames.Broken broken) {
        Function<String, String> reference = oracle.probe(game);
        reference.apply(broken.start());
        return broken.moves().stream()
                .noneMatch(move -> reference.apply("play " + move).startsWith("refused"));
    }

    @Test
    void aTableOfTheKitsAnswersEarnsNothingAtTheGrader() {
        // An engine that answers every question of the kit's games from its book, and nothing
        // else: the kit finds nothing to say, the grader's games (another seed) every rule.
        AnswerBook book = BOOKS.get("connectfour");
        Map<String, String> table = new HashMap<>();
        for (AnswerBook.Chapter chapter : book.chapters()) {
            for (AnswerBook.Recorded recorded : chapter.games()) {
                List<String> questions = recorded.game().questions();
                for (int i = 0; i < questions.size(); i++) {
                    table.put(String.join("\n", questions.subList(0, i + 1)),
                            recorded.game().expected().get(i));
                }
            }
        }
        Supplier<Function<String, String>> tables = () -> new Function<>() {
            private final List<String> asked = new ArrayList<>();

            @Override
            public String apply(String question) {
                if (question.startsWith("new")) {
                    asked.clear();
                }
                asked.add(question);
                return table.getOrDefault(String.join("\n", asked), "refused: NoAnswer");
            }
        };
        RecordedGames.Outcome kit = new RecordedGames(book, tables).play(1, Integer.MAX_VALUE);
        assertThat(kit.found()).isEmpty();
        GeneratedGames.Outcome grader = GeneratedGames.play(GeneratedGames.Settings.of(
                "connectfour"), oracle.probe("connectfour"), tables.get(),
                GeneratedSetting.seedOf(GeneratedSetting.DEFAULT_SEED, "table"));
        assertThat(grader.disagreements()).isNotEmpty();
        assertThat(grader.gamesContradicted().values().stream().mapToInt(Integer::intValue)
                .sum()).isEqualTo(grader.games());
    }

    @SuppressWarnings("unchecked")
    private static Function<String, String> probe(ClassLoader loader, String game) {
        try {
            return (Function<String, String>) loader.loadClass(Oracle.probeClassName(game))
                    .getConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Every mutant: {@code EveryGameIT}'s, the catalogue's that only generated examples catch,
     * and {@link NewMutants}'.
     */
    static Stream<String[]> mutants() throws IOException {
        List<String[]> all = new ArrayList<>();
        EveryGameIT.mutants().forEach(m -> all.add(java.util.Arrays.copyOf(m, 6)));
        for (String[] m : catalogue()) {
            all.add(m);
        }
        all.addAll(NewMutants.all());
        return all.stream();
    }

    /**
     * The catalogue's mutants that only generated examples catch ({@code "generated"}), of
     * every registered game's catalogue.
     */
    private static List<String[]> catalogue() throws IOException {
        List<String[]> found = new ArrayList<>();
        for (tabuleiro.grading.spi.GameModule game : Games.all()) {
            JsonObject catalogue = JsonParser.parseString(Files.readString(Path.of("mutants",
                    game.command() + ".json"), StandardCharsets.UTF_8)).getAsJsonObject();
            for (JsonElement element : catalogue.getAsJsonArray("mutants")) {
                JsonObject mutant = element.getAsJsonObject();
                if (mutant.has("generated") && mutant.get("generated").getAsBoolean()) {
                    String rule = mutant.getAsJsonArray("rules").get(0).getAsString()
                            .split("/")[0];
                    String[] fields = {game.id(), mutant.get("name").getAsString(),
                        mutant.get("file").getAsString(), mutant.get("original").getAsString(),
                        mutant.get("replacement").getAsString(), rule};
                    found.add(fields);
                }
            }
        }
        return found;
    }
}
