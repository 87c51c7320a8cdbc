package tabuleiro.grading.report.feedback;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.ListResourceBundle;
import java.util.Locale;
import java.util.Optional;
import java.util.ResourceBundle;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import tabuleiro.features.quarto.QuartoTraitWords;
import tabuleiro.grading.Untranslated;
import tabuleiro.grading.model.BookScenario;
import tabuleiro.grading.model.Exercise;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.Outcome;
import tabuleiro.grading.model.ScenarioKey;
import tabuleiro.grading.model.ScenarioOutcome;
import tabuleiro.grading.model.ScenarioResult;
import tabuleiro.grading.model.Texts;
import tabuleiro.ui.ContractTwins;

/**
 * The engines' contract messages in the student's language (issue 46 item 5): every twin the
 * build copied into the grader says in Portuguese what the game's own {@code ContractTwins}
 * says, with no English sentence left; a real refusal of each game's engine is said in
 * Portuguese, and so is a real failure of each game's steps; and a Portuguese feedback quotes
 * a known invariant in Portuguese, without the lead-in that warns of the engine's English.
 */
class ContractWordsTest {

    private static final Pattern ARGUMENT = Pattern.compile("\\{(\\d+)}");

    /**
     * A kit that hides rules keeps no message of the rule book's that names one (its waits-on
     * lines), and keeps the skeleton's contracts, which its sources cite anyway.
     */
    @Test
    void aKitsTwinsNameNoHiddenRuleBeyondTheSkeletonsContracts() {
        String twins = String.join("\n",
                "GameContracts.inv.over.en=invariant\\: the game is over (C4-10, C4-11)",
                "GlueWords.c4.waits.full.after.en={0}\\nthis example waits on rule C4-11 (a draw)",
                "GlueWords.c4.waits.full.after.pt={0}\\neste exemplo espera pela regra C4-11",
                "GlueWords.c4.waits.win.en=this example waits on rule C4-09 and C4-110",
                "GlueWords.reason.over.en=the game is over");
        assertThat(ContractWords.withoutRules(twins, List.of("C4-11")).lines())
                .containsExactly(
                        "GameContracts.inv.over.en=invariant\\: the game is over (C4-10, C4-11)",
                        "GlueWords.c4.waits.win.en=this example waits on rule C4-09 and C4-110",
                        "GlueWords.reason.over.en=the game is over");
        assertThat(ContractWords.withoutRules(twins, List.of())).isEqualTo(twins);
    }

    /**
     * A message of many values that each could split again (a Quarto invariant that lists its
     * groups, each a run of traits joined by "and") left the lazy patterns so many ways to
     * match that a Portuguese grading of it never ended; past its count of reads it is left as
     * written, the same on every machine, and a short message of the same words is still said.
     */
    @Test
    void aMessageOfTooManyWaysToSplitIsLeftAsWrittenAndAShortOneIsSaid() {
        String traits = String.join(" and ", Collections.nCopies(8,
                "tall and short and dark and light"));
        List<String> groups = new ArrayList<>();
        for (int i = 1; i <= 19; i++) {
            groups.add("row " + i + " " + traits);
        }
        String message = "In the game with squares, wins(SQUARES) should be just [], but it is ["
                + String.join(", ", groups) + "].\n" + traits;

        assertThat(ContractWords.say(message, Language.PORTUGUESE)).isEqualTo(message);
        assertThat(ContractWords.say("In the game with squares, wins(SQUARES) should be just"
                + " [], but it is [row 1].\nrow 1", Language.PORTUGUESE))
                .startsWith("No jogo com quadrados");
    }

    @Test
    void theGraderHoldsEveryTwinOfTheGames() {
        int twins = 0;
        List<Class<? extends ListResourceBundle>> all = new ArrayList<>(
                ContractWordsExporter.BUNDLES);
        all.addAll(ContractWordsExporter.PARTS);
        for (Class<? extends ListResourceBundle> bundle : all) {
            twins += Collections.list(english(bundle).getKeys()).size();
        }
        assertThat(ContractWords.size()).isEqualTo(twins).isPositive();
    }

    @Test
    void everyContractIsSaidInPortugueseAsTheGameSaysIt() {
        List<String> english = new ArrayList<>();
        List<String> differ = new ArrayList<>();
        for (Class<? extends ListResourceBundle> bundle : ContractWordsExporter.BUNDLES) {
            ContractTwins game = ContractTwins.of(bundle, tabuleiro.ui.Language.PORTUGUESE);
            ResourceBundle own = english(bundle);
            for (String key : Collections.list(own.getKeys())) {
                String message = filled(own.getString(key));
                String said = ContractWords.say(message, Language.PORTUGUESE);
                // The same English in two games has the same Portuguese: the grader's twins
                // are one pool.
                if (!said.equals(game.say(message))) {
                    differ.add(bundle.getSimpleName() + " " + key + ": " + said);
                }
                assertThat(ContractWords.say(message, Language.ENGLISH)).isEqualTo(message);
                english.addAll(Untranslated.sentences(said).stream()
                        .map(line -> bundle.getSimpleName() + " " + key + ": " + line).toList());
            }
        }
        assertThat(differ).as("twins the grader says otherwise than their game").isEmpty();
        assertThat(english).as("Portuguese twins that read as English").isEmpty();
    }

    @Test
    void eachEnginesRealRefusalsAreSaidInPortuguese() {
        List<Supplier<Object>> refusals = List.of(
                () -> tabuleiro.connectfour.Game.newGame().play(8),
                () -> {
                    tabuleiro.connectfour.Game game = tabuleiro.connectfour.Game.newGame();
                    for (int disc = 0; disc < 7; disc++) {
                        game.play(1);
                    }
                    return game;
                },
                () -> tabuleiro.connectfour.Player.ofNumber(3),
                () -> tabuleiro.chess.Square.parse("E44"),
                () -> tabuleiro.chess.Game.newGame().play(new tabuleiro.chess.Move(
                        tabuleiro.chess.Square.parse("e2"), tabuleiro.chess.Square.parse("e5"),
                        null, tabuleiro.chess.MoveFlag.NORMAL)),
                () -> new tabuleiro.quarto.Square(5, 1),
                () -> tabuleiro.quarto.Game.start(tabuleiro.quarto.Variant.CLASSIC,
                        tabuleiro.quarto.Player.FIRST).place(new tabuleiro.quarto.Square(1, 1)),
                () -> tabuleiro.checkers.Square.of(33),
                () -> tabuleiro.checkers.Game.newGame(tabuleiro.checkers.Variant.CLASSIC).play(
                        new tabuleiro.checkers.Move(List.of(tabuleiro.checkers.Square.of(1),
                                tabuleiro.checkers.Square.of(5)), List.of())));
        List<String> said = new ArrayList<>();
        for (Supplier<Object> refused : refusals) {
            String message;
            try {
                refused.get();
                throw new AssertionError("a call that breaks a precondition was accepted");
            } catch (IllegalArgumentException | IllegalStateException refusal) {
                message = refusal.getMessage();
            }
            assertThat(ContractWords.known(message)).as(message).isTrue();
            said.add(ContractWords.say(message, Language.PORTUGUESE));
        }
        assertThat(Untranslated.sentences(String.join("\n", said))).as(String.join("\n", said))
                .isEmpty();
    }

    @Test
    void eachGamesStepsSayTheirRealFailuresInPortuguese() {
        List<Runnable> failing = List.of(
                () -> {
                    tabuleiro.features.quarto.QuartoWorld world =
                            new tabuleiro.features.quarto.QuartoWorld();
                    new tabuleiro.features.quarto.BoardSteps(world).theEmptyBoard();
                    new tabuleiro.features.quarto.BoardSteps(world).theBoardIsFull();
                },
                () -> {
                    tabuleiro.features.quarto.GameSteps steps =
                            new tabuleiro.features.quarto.GameSteps(
                                    new tabuleiro.features.quarto.QuartoWorld());
                    steps.aNewGame(tabuleiro.quarto.Player.FIRST);
                    steps.theGameIsADraw();
                },
                () -> {
                    tabuleiro.features.checkers.GameSteps steps =
                            new tabuleiro.features.checkers.GameSteps(
                                    new tabuleiro.features.checkers.CheckersWorld(
                                            new tabuleiro.features.contracts.ScenarioRules()),
                                    new tabuleiro.features.contracts.ScenarioLanguage(),
                                    new tabuleiro.features.contracts.ScenarioRules());
                    steps.theRules(tabuleiro.checkers.Variant.CLASSIC);
                    steps.aNewGame();
                    steps.theGameIsDrawn();
                },
                () -> {
                    tabuleiro.features.chess.GameSteps steps =
                            new tabuleiro.features.chess.GameSteps(
                                    new tabuleiro.features.chess.ChessWorld(),
                                    new tabuleiro.features.contracts.ScenarioLanguage());
                    steps.aNewGame();
                    steps.isToMove(tabuleiro.chess.Colour.BLACK);
                },
                () -> {
                    tabuleiro.features.connectfour.GameSteps steps =
                            new tabuleiro.features.connectfour.GameSteps(
                                    new tabuleiro.features.connectfour.ConnectFourWorld());
                    steps.newGame();
                    steps.playerIsNext(tabuleiro.connectfour.Player.SECOND);
                });
        List<String> said = new ArrayList<>();
        for (Runnable step : failing) {
            String message;
            try {
                step.run();
                throw new IllegalStateException("a step that should fail passed");
            } catch (AssertionError failure) {
                message = failure.getMessage();
            }
            // The steps' own wording, as the grader receives it: a twin must know it whole.
            assertThat(ContractWords.known(message)).as(message).isTrue();
            said.add(ContractWords.say(message, Language.PORTUGUESE));
        }
        assertThat(Untranslated.sentences(String.join("\n", said))).as(String.join("\n", said))
                .isEmpty();
    }

    @Test
    void aQuartoStepSaysTheTraitsItNamesInPortuguese() {
        tabuleiro.features.quarto.QuartoWorld world = new tabuleiro.features.quarto.QuartoWorld();
        tabuleiro.features.quarto.BoardSteps steps =
                new tabuleiro.features.quarto.BoardSteps(world);
        steps.theEmptyBoard();
        String message;
        try {
            steps.isFilledWith(new tabuleiro.features.quarto.GroupName("row 1"), List.of(
                    tabuleiro.quarto.Size.TALL, tabuleiro.quarto.Colour.DARK,
                    tabuleiro.quarto.Fill.HOLLOW));
            throw new IllegalStateException("an empty row was seen full of tall pieces");
        } catch (AssertionError failure) {
            message = failure.getMessage();
        }
        // The engine's invariant names a win as the given Win writes it.
        String invariant = new java.text.MessageFormat(english(
                tabuleiro.quarto.ui.QuartoContracts.class).getString("inv.win"), Locale.ROOT)
                .format(new Object[] {new tabuleiro.quarto.Win(tabuleiro.quarto.Group.lines()
                        .get(0), List.of(tabuleiro.quarto.Size.SHORT,
                                tabuleiro.quarto.Shape.SQUARE)), false});
        for (String named : List.of(message, invariant)) {
            String said = ContractWords.say(named, Language.PORTUGUESE);

            assertThat(ContractWords.known(named)).as(named).isTrue();
            assertThat(Untranslated.wordsIn(said, QuartoTraitWords.class)).as(said).isEmpty();
            assertThat(Untranslated.sentences(said)).as(said).isEmpty();
        }
    }

    @Test
    void aQuartoStepNamesItsGroupsAndPiecesInPortuguese() {
        tabuleiro.features.quarto.QuartoWorld world = new tabuleiro.features.quarto.QuartoWorld();
        tabuleiro.features.quarto.BoardSteps steps =
                new tabuleiro.features.quarto.BoardSteps(world);
        steps.theEmptyBoard();
        tabuleiro.quarto.Group row = tabuleiro.quarto.Group.lines().get(0);
        tabuleiro.quarto.Group square = tabuleiro.quarto.Group.twoByTwo().get(4);
        String shared;
        try {
            steps.isFilledWith(new tabuleiro.features.quarto.GroupName(row.name()),
                    List.of(tabuleiro.quarto.Size.TALL));
            throw new IllegalStateException("an empty row was seen full of tall pieces");
        } catch (AssertionError failure) {
            shared = failure.getMessage();
        }
        tabuleiro.quarto.Piece piece = tabuleiro.quarto.Piece.all().get(5);
        String parsed = pattern("q.piece.parse", Locale.ROOT).format(
                new Object[] {piece.toString(), "null"});
        String waits = pattern("q.waits.empty", Locale.ROOT).format(
                new Object[] {square.name(), "C3", square.name(), "[DARK]", "board"});

        String saidShared = ContractWords.say(shared, Language.PORTUGUESE);
        String saidPiece = ContractWords.say(parsed, Language.PORTUGUESE);
        String saidWaits = ContractWords.say(waits, Language.PORTUGUESE);

        // The groups as the Portuguese rule book names them, the piece by its Portuguese traits.
        assertThat(saidShared).startsWith(part("row", row.name().substring("row ".length()))
                + ":")
                // the name passed to the engine's method is the code's own
                .contains("sharedTraits(" + row.name() + ")");
        assertThat(saidWaits).startsWith(part("two.by.two",
                (Object[]) square.name().substring("square ".length()).split("-")) + " ")
                .contains("sharedTraits(" + square.name() + ")");
        assertThat(saidPiece).contains(part("piece", part(piece.size().word()),
                part(piece.colour().word()), part(piece.shape().word()),
                part(piece.fill().word())));
        for (String said : List.of(saidShared, saidPiece, saidWaits)) {
            String words = said.replace("(" + row.name() + ")", "")
                    .replace("(" + square.name() + ")", "");
            assertThat(words).as(said).doesNotContain(row.name())
                    .doesNotContain(square.name()).doesNotContain(piece.toString());
            assertThat(Untranslated.wordsIn(words, QuartoTraitWords.class)).as(said).isEmpty();
            assertThat(Untranslated.sentences(said)).as(said).isEmpty();
        }
    }

    @Test
    void aGroupsNameTheCodeMustWriteStaysAsTheCodeWritesIt() {
        String named = pattern("q.group.named", Locale.ROOT).format(
                new Object[] {"Group.lines()", "row 1", "[row 2]"});

        assertThat(ContractWords.say(named, Language.PORTUGUESE)).contains("\"row 1\"")
                .doesNotContain(part("row", "1"));
    }

    @Test
    void theSquaresAConnectFourGridDiffersAtAreSaidInPortuguese() {
        ResourceBundle parts = english(tabuleiro.features.connectfour.ConnectFourPartWords.class);
        String last = new java.text.MessageFormat(parts.getString("differ.one"), Locale.ROOT)
                .format(new Object[] {"(5,5)", 2, 0});
        String positions = new java.text.MessageFormat(parts.getString("differ.more"),
                Locale.ROOT).format(new Object[] {"(6,5)", 1, 0, last});
        String message = new java.text.MessageFormat(english(tabuleiro.features.GlueWords.class)
                .getString("c4.differ"), Locale.ROOT).format(new Object[] {"grids", positions});

        String said = ContractWords.say(message, Language.PORTUGUESE);

        ResourceBundle portuguese = ResourceBundle.getBundle(
                tabuleiro.features.connectfour.ConnectFourPartWords.class.getName(),
                Locale.forLanguageTag("pt"));
        assertThat(said).endsWith(new java.text.MessageFormat(portuguese.getString(
                "differ.one"), Locale.ROOT).format(new Object[] {"(5,5)", 2, 0}) + ".")
                .contains(new java.text.MessageFormat(portuguese.getString("differ.one"),
                        Locale.ROOT).format(new Object[] {"(6,5)", 1, 0}));
        assertThat(Untranslated.englishIn(said, tabuleiro.features.GlueWords.class)).isEmpty();
        assertThat(said).doesNotContain("expected").doesNotContain("found");
    }

    /** One of Quarto's steps' English patterns, or its Portuguese twin. */
    private static java.text.MessageFormat pattern(String key, Locale locale) {
        return new java.text.MessageFormat(ResourceBundle.getBundle(
                tabuleiro.features.quarto.QuartoGlueWords.class.getName(), locale,
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_CLASS))
                .getString(key), locale);
    }

    /** One of Quarto's part words in Portuguese, with its values. */
    private static String part(String key, Object... values) {
        return new java.text.MessageFormat(ResourceBundle.getBundle(
                QuartoTraitWords.class.getName(), Locale.forLanguageTag("pt"),
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_CLASS))
                .getString(key), Locale.ROOT).format(values);
    }

    @Test
    void aTraitsWordIsSaidOnlyInsideAStepsMessage() {
        // A student's engine may refuse with a lone word, or with words joined as traits are.
        assertThat(ContractWords.say("square", Language.PORTUGUESE)).isEqualTo("square");
        assertThat(ContractWords.known("square")).isFalse();
        String handed = "The agent should hand over a piece that is row and column, but it"
                + " handed over (B!.\nboard";
        assertThat(ContractWords.say(handed, Language.PORTUGUESE)).contains("row and column");
    }

    @Test
    void aPortugueseFeedbackQuotesAKnownInvariantInPortuguese() {
        Explanation why = explain(new ScenarioResult(Outcome.FAILED, "java.lang.AssertionError",
                "invariant: four in a row win (C4-09, C4-10): the grid has four in a row of"
                        + " player 1 at (6,1) (5,2) (4,3) (3,4), but winner() is empty,"
                        + " winningLine() is empty and isOver() is false (see Game.fourThrough)",
                "tabuleiro.connectfour.Game.play(Game.java:121)",
                List.of("tabuleiro.connectfour.Game.play(Game.java:121)"), Optional.empty()));

        assertThat(why.headline()).isEqualTo("o invariante da classe falhou: quatro em linha"
                + " ganham (C4-09, C4-10): a grelha tem quatro em linha do jogador 1 em (6,1)"
                + " (5,2) (4,3) (3,4), mas winner() é vazio, winningLine() é vazio e isOver() é"
                + " false (ver Game.fourThrough)");
        // The method the clause names is still found in the engine's own words.
        assertThat(why.where()).first().isEqualTo("Game.fourThrough");
        assertThat(Untranslated.sentences(why.headline())).isEmpty();
    }

    @Test
    void aStudentsOwnWordsAreQuotedAsTheEnginesEnglish() {
        Explanation why = explain(new ScenarioResult(Outcome.FAILED, "java.lang.AssertionError",
                "invariant: my grid is wrong", "tabuleiro.connectfour.Game.play(Game.java:121)",
                List.of("tabuleiro.connectfour.Game.play(Game.java:121)"), Optional.empty()));

        assertThat(why.headline()).isEqualTo("o invariante da classe falhou (nas palavras do"
                + " motor, em inglês): my grid is wrong");
    }

    @Test
    void anInvariantTheRuleBookSaysAnExampleWaitsOnKeepsItsOwnWordsApart() {
        // As Connect Four's steps pass on an invariant the engine failed inside play: the
        // student's own invariant line is quoted as the engine's English, the rule book's lines
        // after it are said in Portuguese.
        Explanation why = explain(new ScenarioResult(Outcome.FAILED, "java.lang.AssertionError",
                "invariant: my grid is wrong\nThe grid has four in a row of player 1 at (6,4)"
                        + " (6,5) (6,6) (6,7), but the engine names no winner: this example waits"
                        + " on rule C4-09 (four in a row wins, across, down or on a diagonal) and"
                        + " C4-10 (the win ends the game).\nThe engine's"
                        + " grid (read with valueAt) is:\n(the grid)",
                "tabuleiro.connectfour.Game.play(Game.java:121)",
                List.of("tabuleiro.connectfour.Game.play(Game.java:121)"), Optional.empty()));

        assertThat(why.headline()).isEqualTo("o invariante da classe falhou (nas palavras do"
                + " motor, em inglês): my grid is wrong");
        assertThat(why.details()).contains("este exemplo espera pela regra C4-09 (quatro em"
                + " linha ganham, na horizontal, na vertical ou numa diagonal) e pela C4-10 (a"
                + " vitória acaba o jogo)").contains("A grelha do motor")
                .doesNotContain("waits on");
    }

    @Test
    void aScenarioNotRunSaysWhyInPortuguese() {
        for (String reason : List.of("the self-check did not run it, as the scenario \"A disc"
                + " lands\" of the same rule had already timed out", "the grader did not run"
                        + " it, as the scenario \"A disc lands\" of the same rule had already"
                        + " stopped its grading JVM", "the submission's time limit of 60 s ran"
                        + " out before this scenario could run", "this self-check did not run it",
                "the grading JVM did not run it", "the code did not compile")) {
            Explanation why = explain(ScenarioResult.of(Outcome.NOT_RUN, reason,
                    Optional.empty()));
            assertThat(why.headline()).startsWith("não correu: ").doesNotContain(reason);
            assertThat(Untranslated.sentences(why.headline())).as(why.headline()).isEmpty();
        }
    }

    private static Explanation explain(ScenarioResult result) {
        BookScenario scenario = new BookScenario(new ScenarioKey("a/b.feature", 3),
                "Uma peça cai", "", "Cenário: Uma peça cai", Optional.empty(), List.of("ex02"),
                Optional.of("ex02"));
        return Explanation.of(new ScenarioOutcome(scenario, result), Optional.of(new Exercise(
                "ex02", "Dropping a disc", java.math.BigDecimal.TEN)),
                "tabuleiro.features.connectfour", Texts.of(FeedbackTexts.class,
                        Language.PORTUGUESE));
    }

    /** A pattern with a short value in each of its places, as a message of the code. */
    private static String filled(String pattern) {
        Matcher argument = ARGUMENT.matcher(pattern.replace("''", "'"));
        return argument.replaceAll(found -> "7" + found.group(1));
    }

    private static ResourceBundle english(Class<? extends ListResourceBundle> bundle) {
        return ResourceBundle.getBundle(bundle.getName(), Locale.ROOT,
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_CLASS));
    }
}
