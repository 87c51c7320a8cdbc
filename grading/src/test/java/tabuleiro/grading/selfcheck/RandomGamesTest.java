package tabuleiro.grading.selfcheck;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.oracle.GeneratedGames;
import tabuleiro.grading.selfcheck.RandomGames.Broken;
import tabuleiro.grading.selfcheck.RandomGames.Kind;
import tabuleiro.grading.selfcheck.RandomGames.Outcome;
import tabuleiro.grading.spi.Games;

/**
 * The kit's random games on a small game of letters with one bug at a time: each kind of break
 * is found, shrunk to the moves the bug needs, and shown as the grader shows a generated
 * example, in English and Portuguese; a game without a bug breaks nothing.
 */
class RandomGamesTest {

    /** Where a kit keeps the student's own scenarios, as the texts name it. */
    private static final String MINE = "src/test/resources/tabuleiro/features/letters/mine";

    private static final GeneratedGames.Settings SETTINGS =
            new GeneratedGames.Settings("letters", false, 8, 50);

    /** The bugs the letters game can have, one at a time. */
    private enum Bug {
        NONE, TWO_CS_BREAK_THE_INVARIANT, B_AFTER_A_REFUSED, REFUSAL_ADDS_AN_X,
        TWO_AS_BREAK_THE_PROPERTY, UNLISTED_LETTER_PLAYED, C_NOT_WRITTEN, LIST_THROWS_AFTER_B
    }

    /**
     * A game of letters through the probe contract: a, b and c, each at most twice, eight moves
     * at most; the board is the letters played.
     */
    private static final class Letters implements Function<String, String> {
        private final Bug bug;
        private final List<String> board = new ArrayList<>();

        Letters(Bug bug) {
            this.bug = bug;
        }

        @Override
        public String apply(String line) {
            String[] words = line.split(" ");
            return switch (words[0]) {
                case "new" -> {
                    board.clear();
                    yield observe();
                }
                case "legal" -> legal();
                case "moves" -> legal().replace(' ', '\n');
                case "observe" -> observe();
                case "play" -> play(words[1]);
                case "scenario" -> (words[1].equals("pt") ? "Cenário: letras\n  Dadas as jogadas "
                        : "Scenario: letters\n  Given the moves ") + String.join(" ", board)
                        + (words[1].equals("pt") ? "\n  Então o tabuleiro é " : "\n  Then the board"
                        + " is ") + String.join("", board) + "\n";
                default -> "error: unknown command " + words[0];
            };
        }

        private String legal() {
            if (board.size() >= 8) {
                return "";
            }
            if (bug == Bug.LIST_THROWS_AFTER_B && board.contains("b")) {
                return "error: IllegalStateException";
            }
            return List.of("a", "b", "c").stream()
                    .filter(letter -> board.stream().filter(letter::equals).count() < 2)
                    .collect(Collectors.joining(" "));
        }

        private String play(String move) {
            if (!legal().contains(move)) {
                if (bug == Bug.UNLISTED_LETTER_PLAYED && board.size() < 8) {
                    // A legal move the engine's list leaves out: not the random games' to judge.
                    board.add(move);
                    return observe();
                }
                if (bug == Bug.REFUSAL_ADDS_AN_X) {
                    board.add("x");
                }
                return "refused: IllegalArgumentException";
            }
            if (bug == Bug.C_NOT_WRITTEN && move.equals("c")) {
                return "refused: UnsupportedOperationException: Exercise 2: implement Letters.c";
            }
            if (bug == Bug.B_AFTER_A_REFUSED && move.equals("b") && !board.isEmpty()
                    && board.get(board.size() - 1).equals("a")) {
                return "refused: IllegalStateException";
            }
            board.add(move);
            return observe();
        }

        private String observe() {
            long cs = board.stream().filter("c"::equals).count();
            long as = board.stream().filter("a"::equals).count();
            String turn = bug == Bug.TWO_CS_BREAK_THE_INVARIANT && cs == 2
                    ? "!AssertionError: invariant: one c at most (L-01): the board has 2"
                    : String.valueOf(board.size() % 2 + 1);
            String children = board.size() < 2 ? "-"
                    : bug == Bug.TWO_AS_BREAK_THE_PROPERTY && as == 2
                    ? "score 1, children 2 (column 1)" : "agrees";
            return "board=" + (board.isEmpty() ? "-" : String.join("", board)) + "\nturn="
                    + turn + "\nchildren=" + children;
        }
    }

    /** The text of the letters game's random games, the student's folder {@link #MINE}. */
    private static RandomGamesText text(Language language, String again) {
        return new RandomGamesText(language, again, MINE, "letters");
    }

    private static Outcome play(Bug bug, long seed) {
        return new RandomGames(() -> new Letters(bug), SETTINGS, 1_000).play(seed, 50);
    }

    @Test
    void aGameThatMeetsAMethodNotWrittenYetIsToldAsStoppedAndNotAsKept() {
        Outcome outcome = play(Bug.C_NOT_WRITTEN, 47);
        assertThat(outcome.broken()).isEmpty();
        assertThat(outcome.notWritten()).containsOnlyKeys("Exercise 2: implement Letters.c");
        assertThat(outcome.stopped()).isPositive().isLessThanOrEqualTo(outcome.games());
        String en = text(Language.ENGLISH, "./check").of(outcome);
        assertThat(en).doesNotContain("every property kept").contains("stopped at a method not"
                + " written yet (exercise 2: Letters.c): not counted as kept.");
        String pt = text(Language.PORTUGUESE, "./check").of(outcome);
        // The skeleton's message is English: the Portuguese check says it in its own words.
        assertThat(pt).contains("num método ainda por escrever (exercício 2: Letters.c)")
                .doesNotContain("Exercise 2", "implement");
    }

    @Test
    void whenEveryGameStoppedNoneRanToItsEndAndNoOthersAreSpokenOf() {
        Outcome outcome = new Outcome(5, 3, 0, List.of(),
                Map.of("Exercise 2: implement Letters.c", 3));

        assertThat(text(Language.ENGLISH, "./check").of(outcome)).contains("Random games: 3"
                + " played through your engine (seed 5); none ran to its end: each stopped at a"
                + " method not written yet.").doesNotContain("others");
        assertThat(text(Language.PORTUGUESE, "./check").of(outcome)).contains("Partidas"
                + " aleatórias: 3 jogadas pelo seu motor (semente 5); nenhuma chegou ao fim:"
                + " todas pararam num método ainda por escrever.").doesNotContain("outras");
        assertThat(text(Language.ENGLISH, "./check").of(new Outcome(5, 3, 0, List.of(),
                Map.of("Exercise 2: implement Letters.c", 2)))).contains("; 1 ran to its end,"
                        + " each of the others stopped at a method not written yet.");
    }

    @Test
    void anEngineThatThrowsWhileListingItsMovesBreaksTheGame() {
        Outcome outcome = play(Bug.LIST_THROWS_AFTER_B, 47);
        assertThat(outcome.broken()).extracting(Broken::kind).containsExactly(Kind.THREW);
        Broken broken = outcome.broken().get(0);
        assertThat(broken.key()).isEqualTo("legal");
        assertThat(broken.moves()).containsExactly("b");
        assertThat(text(Language.ENGLISH, "./check").of(outcome))
                .contains("Your engine threw (or refused) while answering");
    }

    @Test
    void aGameWithoutABugBreaksNothing() {
        Outcome outcome = play(Bug.NONE, 47);
        assertThat(outcome.broken()).isEmpty();
        assertThat(outcome.games()).isEqualTo(50);
        assertThat(outcome.questions()).isGreaterThan(50 * 8);
    }

    /**
     * A game whose settings add end games (checkers, chess, Qwirkle) plays them after its games,
     * each started as the grader's generated games start it ({@code new end SEED}, the same
     * seeds), so that the kit meets the positions the grader asks about.
     */
    @Test
    void theEndGamesFollowTheGamesWithTheGradersSeeds() {
        GeneratedGames.Settings withEndGames =
                new GeneratedGames.Settings("letters", false, 8, 50, 1);
        List<String> starts = new ArrayList<>();
        // Each game has a probe of its own; it may be started again (a move listed earlier,
        // tried and played, is followed by the game played again from its start), so each
        // probe's first start is its game's.
        Outcome outcome = new RandomGames(() -> {
            Letters letters = new Letters(Bug.NONE);
            int game = starts.size();
            return line -> {
                if (line.startsWith("new") && starts.size() == game) {
                    starts.add(line);
                }
                return letters.apply(line);
            };
        }, withEndGames, 1_000).play(47, 5);
        assertThat(outcome.games()).isEqualTo(10);
        assertThat(outcome.broken()).isEmpty();
        List<String> graders = GeneratedGames.script(withEndGames, new Letters(Bug.NONE), 47, 5)
                .games().stream().map(game -> game.questions().get(0)).toList();
        assertThat(starts).containsExactlyElementsOf(graders);
        assertThat(starts.subList(5, 10)).allMatch(start -> start.matches("new end \\d+"));
    }

    /**
     * The kit plays the end games of checkers, Qwirkle, Quarto and chess, as the grader does,
     * with the grader's longest games; Connect Four has none.
     */
    @Test
    void theKitPlaysTheEndGamesOfCheckersQwirkleQuartoAndChess() {
        for (String game : List.of("checkers", "qwirkle", "quarto", "chess")) {
            assertThat(RandomGames.settings(game).endGames()).as(game)
                    .isEqualTo(GeneratedGames.Settings.of(game).endGames()).isPositive();
            assertThat(RandomGames.settings(game).maxPlies()).as(game)
                    .isEqualTo(GeneratedGames.Settings.of(game).maxPlies());
        }
        assertThat(RandomGames.settings("connectfour").endGames()).isZero();
    }

    @Test
    void aBrokenContractIsFoundWithItsWordsAndShrunkToTheMovesItNeeds() {
        Outcome outcome = play(Bug.TWO_CS_BREAK_THE_INVARIANT, 47);
        assertThat(outcome.broken()).hasSize(1);
        Broken broken = outcome.broken().get(0);
        assertThat(broken.kind()).isEqualTo(Kind.CONTRACT);
        assertThat(broken.moves()).containsExactly("c", "c");
        assertThat(broken.unshrunk()).isGreaterThanOrEqualTo(2);
        assertThat(broken.key()).isEqualTo("turn");
        assertThat(broken.answer()).contains("invariant: one c at most (L-01)");
        assertThat(broken.board()).isEqualTo("cc");
        assertThat(broken.scenarioEn()).contains("Given the moves c c");
        assertThat(broken.scenarioPt()).contains("Dadas as jogadas c c");
        assertThat(broken.seed()).isEqualTo(47);
    }

    @Test
    void aListedMoveRefusedIsShrunkToTheMoveBeforeIt() {
        Broken broken = play(Bug.B_AFTER_A_REFUSED, 47).broken().get(0);
        assertThat(broken.kind()).isEqualTo(Kind.LISTED_MOVE_REFUSED);
        assertThat(broken.moves()).containsExactly("a");
        assertThat(broken.question()).isEqualTo("play b");
    }

    @Test
    void aRefusalThatChangesTheGameIsFound() {
        Broken broken = play(Bug.REFUSAL_ADDS_AN_X, 47).broken().get(0);
        assertThat(broken.kind()).isEqualTo(Kind.REFUSAL_CHANGED_THE_GAME);
        assertThat(broken.key()).isEqualTo("board");
        // The move refused was listed earlier and is no more: a letter played twice.
        String refused = broken.question().substring("play ".length());
        assertThat(broken.moves().stream().filter(refused::equals)).hasSize(2);
        assertThat(broken.moves()).hasSize(2);
    }

    /**
     * A move listed earlier and not now is tried; refused, the game as it was, the game goes on
     * (played again from its start after each such refusal, it had cost a long game the square
     * of its length: checkers' kit most of its time); played, the game is played again from its
     * start to where it was, and nothing is broken.
     */
    @Test
    void aGameIsPlayedAgainFromItsStartOnlyWhenATriedMoveWasPlayed() {
        Starts kept = new Starts(Bug.NONE);
        assertThat(kept.outcome().broken()).isEmpty();
        assertThat(kept.refusals).isPositive();
        assertThat(kept.starts).containsOnly(1);
        Starts played = new Starts(Bug.UNLISTED_LETTER_PLAYED);
        assertThat(played.outcome().broken()).isEmpty();
        assertThat(played.starts).anyMatch(starts -> starts > 1);
    }

    /** The starts of each game's probe, and the refused moves, in a seed's 50 games. */
    private static final class Starts {
        private final Bug bug;
        private final List<Integer> starts = new ArrayList<>();
        private int refusals;

        Starts(Bug bug) {
            this.bug = bug;
        }

        Outcome outcome() {
            return new RandomGames(() -> {
                Letters letters = new Letters(bug);
                int game = starts.size();
                starts.add(0);
                return line -> {
                    String answer = letters.apply(line);
                    if (line.startsWith("new")) {
                        starts.set(game, starts.get(game) + 1);
                    }
                    if (answer.startsWith("refused")) {
                        refusals++;
                    }
                    return answer;
                };
            }, SETTINGS, 1_000).play(47, 50);
        }
    }

    @Test
    void aBrokenPropertyIsShrunkAndTheSameSeedFindsTheSameGame() {
        Outcome outcome = play(Bug.TWO_AS_BREAK_THE_PROPERTY, 5);
        Broken broken = outcome.broken().get(0);
        assertThat(broken.kind()).isEqualTo(Kind.PROPERTY);
        assertThat(broken.key()).isEqualTo("children");
        assertThat(broken.moves()).containsExactly("a", "a");
        assertThat(play(Bug.TWO_AS_BREAK_THE_PROPERTY, 5)).isEqualTo(outcome);
    }

    @Test
    void aBreakIsShownAsTheGraderShowsAGeneratedExampleInBothLanguages() {
        Outcome outcome = play(Bug.TWO_AS_BREAK_THE_PROPERTY, 5);
        int game = outcome.broken().get(0).game();
        String en = text(Language.ENGLISH, "./check --seed 5 --games 50")
                .of(outcome);
        assertThat(en).contains("Random games: 50 played through your engine (seed 5): 1 broken",
                "### Random game " + game + " of seed 5, shrunk from",
                "to 2 moves", "the solver's score of a position is the best of its moves'",
                "Moves from a new game: a a", "Board: aa", "The question: whether this holds:"
                        + " the solver's score", "(observe: children)",
                "What came: score 1, children 2 (column 1)", "    Given the moves a a",
                "to paste at the end of " + MINE + "/mine.feature",
                "its Then step states what the rule says of your engine's own answers");
        // A property's scenario states the rule's answer: it is pasted whole, its Then too; its
        // set-up plays the moves the engine listed, which the kit cannot tell legal, and says so.
        assertThat(en).contains("    Then the board is aa", "It sets up the game with the moves"
                + " your engine listed: should one of them be illegal");
        assertThat(en).contains(
                "The same games again: ./check --seed 5 --games 50",
                "the games with the reference's answers above compare it with the reference");
        String pt = text(Language.PORTUGUESE, "./check --seed 5 --games 50").of(outcome);
        assertThat(pt).contains("Partidas aleatórias: 50 jogadas pelo seu motor (semente 5):"
                + " 1 falha", "### Partida aleatória " + game + " da semente 5",
                "a pontuação que o resolvedor dá a uma posição", "Jogadas a partir de um jogo"
                        + " novo: a a", "Tabuleiro: aa", "    Dadas as jogadas a a",
                "A pergunta: se isto se cumpre:", "./check --seed 5 --games 50",
                "os jogos com as respostas da referência acima comparam-no com a referência");
        Set<String> words = Set.of("broken", "seed", "Board");
        words.forEach(word -> assertThat(pt).doesNotContain(word + ":"));
    }

    @Test
    void aBrokenGameIsHeadedByTheRuleItsKeyIsChargedTo() {
        Outcome outcome = play(Bug.TWO_AS_BREAK_THE_PROPERTY, 5);
        int game = outcome.broken().get(0).game();
        Map<String, String> rules = Map.of("children", "L-04", "board", "L-01");
        assertThat(new RandomGamesText(Language.ENGLISH, "./check", MINE, "letters", rules)
                .of(outcome)).contains("### L-04 — Random game " + game + " of seed 5,");
        assertThat(new RandomGamesText(Language.PORTUGUESE, "./check", MINE, "letters", rules)
                .of(outcome)).contains("### L-04 — Partida aleatória " + game + " da semente 5");
        // A key whose rule the kit does not show (a hidden rule's mark) heads it with none.
        assertThat(new RandomGamesText(Language.ENGLISH, "./check", MINE, "letters",
                Map.of("children", "?")).of(outcome))
                .contains("\n### Random game " + game + " of seed 5,");
    }

    /**
     * A scenario is printed only where, pasted, it fails on the engine that broke and passes on
     * a correct one: a property's whole (its Then states the rule's answer), the steps of a
     * move that broke where the game's scenario plays that move last (every game's; a game
     * without a probe, such as this toy, none), and otherwise none, with the sentence that says
     * so rather than a scenario ending with the engine's own answer.
     */
    @Test
    void aScenarioIsOfferedOnlyWhereItReproducesTheBreakByItself() {
        Broken property = play(Bug.TWO_AS_BREAK_THE_PROPERTY, 5).broken().get(0);
        assertThat(RandomGames.paste("letters", property)).isEqualTo(RandomGames.Paste.WHOLE);
        Broken agent = new Broken(Kind.PROPERTY, 1, 1, "new", List.of("4"), "observe",
                "agent", "column 1 scores 0, best 2", "", "Scenario: x\n  Given the moves 4\n",
                "", 1);
        assertThat(RandomGames.paste("connectfour", agent)).isEqualTo(RandomGames.Paste.NONE);

        Broken refused = play(Bug.B_AFTER_A_REFUSED, 47).broken().get(0);
        for (String game : Games.ids()) {
            assertThat(RandomGames.paste(game, refused)).as(game)
                    .isEqualTo(RandomGames.Paste.STEPS);
        }
        assertThat(RandomGames.paste("letters", refused)).isEqualTo(RandomGames.Paste.NONE);
        // A move listed and not played is legal (to be played) or not (not to be listed): the
        // kit, without the reference's answer, names both and offers neither alone.
        String steps = new RandomGamesText(Language.ENGLISH, "./check", MINE, "connectfour")
                .of(play(Bug.B_AFTER_A_REFUSED, 47));
        assertThat(steps).contains("Your engine listed b as a legal move, then did not play it"
                + " through.",
                "these games cannot tell which", "If b is legal here, your engine must play it.",
                "    Given the moves a", "If b is not legal here, your engine must not list it:"
                        + " no step of the rule book says that a move is not legal")
                .doesNotContain("Then the board is", "to paste at the end of " + MINE
                        + "/mine.feature, the file of your own scenarios: its last step");
        String passos = new RandomGamesText(Language.PORTUGUESE, "./check", MINE, "connectfour")
                .of(play(Bug.B_AFTER_A_REFUSED, 47));
        assertThat(passos).contains("O seu motor listou b como jogada legal",
                "Se b é legal aqui", "Se b não é legal aqui");

        Outcome contract = play(Bug.TWO_CS_BREAK_THE_INVARIANT, 47);
        assertThat(RandomGames.paste("connectfour", contract.broken().get(0)))
                .isEqualTo(RandomGames.Paste.NONE);
        for (Language language : Language.values()) {
            String text = new RandomGamesText(language, "./check", MINE, "connectfour")
                    .of(contract);
            assertThat(text).doesNotContain("Given the moves").doesNotContain("Dadas as jogadas")
                    .contains(language == Language.ENGLISH ? "No scenario to paste: no step of"
                            + " the rule book states this break" : "Nenhum cenário para colar");
        }
    }

    /**
     * In chess and checkers, whose rule books say that a move is not legal, the answer that the
     * move is not legal has a scenario too: the position, then that step instead of the move.
     */
    @Test
    void aMoveListedAndNotPlayedHasAScenarioOfEachAnswerWhereTheRuleBookHasTheSteps() {
        String chessEn = "Feature: A generated example\n\n  Scenario: play\n"
                + "    Given a new game\n"
                + "    And the moves \"e2e4\" have been played\n"
                + "    And the moves \"e1e3\" have been played\n";
        String chessPt = "# language: pt\nFuncionalidade: Um exemplo gerado\n\n"
                + "  Cenário: play\n    Dado um novo jogo\n"
                + "    E as jogadas \"e2e4\" já foram feitas\n"
                + "    E as jogadas \"e1e3\" já foram feitas\n";
        Broken chess = new Broken(Kind.LISTED_MOVE_REFUSED, 1, 1, "new", List.of("e2e4"),
                "play e1e3", "play", "refused: IllegalArgumentException", "", chessEn, chessPt,
                1);
        RandomGames.Pastes en = RandomGames.pastes("chess", chess, Language.ENGLISH);
        assertThat(en.ifLegal()).endsWith("  And the moves \"e1e3\" have been played\n");
        assertThat(en.ifNotLegal()).contains("  And the moves \"e2e4\" have been played\n")
                .endsWith("  Then \"e1e3\" is not a legal move\n")
                .doesNotContain("\"e1e3\" have been played");
        RandomGames.Pastes pt = RandomGames.pastes("chess", chess, Language.PORTUGUESE);
        assertThat(pt.ifNotLegal()).endsWith("  Então \"e1e3\" não é uma jogada legal\n");
        String text = new RandomGamesText(Language.ENGLISH, "./check", MINE, "chess")
                .of(new Outcome(1, 1, 1, List.of(chess), java.util.Map.of()));
        assertThat(text).contains("If e1e3 is not legal here, your engine must not list it."
                + " This scenario says so", "      Then \"e1e3\" is not a legal move");

        Broken checkers = new Broken(Kind.CONTRACT, 1, 1, "new", List.of(), "play 11x18",
                "play", "refused: AssertionError: invariant: x", "",
                "Scenario: play\n  Given the board\n  And the moves 11x18 have been played\n",
                "Cenário: play\n  Dado o tabuleiro\n  E foram feitas as jogadas 11x18\n", 1);
        assertThat(RandomGames.pastes("checkers", checkers, Language.ENGLISH).ifNotLegal())
                .isEqualTo("Scenario: play\n  Given the board\n  Then the legal moves do not"
                        + " include 11x18\n");
        assertThat(RandomGames.pastes("checkers", checkers, Language.PORTUGUESE).ifNotLegal())
                .endsWith("  Então as jogadas legais não incluem 11x18\n");
        // Qwirkle's rule book has no such step: the answer is named, with no scenario.
        assertThat(RandomGames.pastes("qwirkle", checkers, Language.ENGLISH).ifNotLegal())
                .isEmpty();
    }

    @Test
    void noBreakIsSaidInOneLineWithTheGradersSentence() {
        String en = text(Language.ENGLISH, "./check")
                .of(play(Bug.NONE, 47));
        assertThat(en.lines()).containsExactly("Random games: 50 played through your engine"
                + " (seed 47), every contract of the skeleton (-ea) and every property kept.",
                "These games check your engine against itself; the games with the reference's"
                        + " answers above compare it with the reference, as the grader does on"
                        + " games of its own.");
    }
}
