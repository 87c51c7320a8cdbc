package tabuleiro.grading.oracle;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Function;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

/**
 * The comparison of generated games on a game small enough to read (no oracle jar needed): an
 * engine's answer that is a skeleton's stub throwing stops the game charged to the exercise the
 * stub names, not to the rule of the question, while any other wrong answer, an unnamed
 * exception included, is charged to its key's rule. The random games favour the moves a probe
 * marks, and play as before for a probe that marks none.
 */
class GeneratedGamesTest {

    private static final String STUB = "UnsupportedOperationException: Exercise 3: implement"
            + " Rules.jumps";

    /**
     * A counting game: each move adds its number to a total, the legal moves are 1 and 2, the
     * observation is the total (rule COUNT-01) and the legal moves (rule COUNT-02).
     */
    private static final class Counting implements Function<String, String> {

        private int total;

        @Override
        public String apply(String line) {
            if (line.equals("new")) {
                total = 0;
                return observe();
            }
            if (line.startsWith("play ")) {
                total += Integer.parseInt(line.substring("play ".length()));
                return observe();
            }
            if (line.startsWith("classify ")) {
                return line.split(" ")[1].equals("total") ? "COUNT-01" : "COUNT-02";
            }
            return switch (line) {
                case "legal" -> "1 2";
                case "moves" -> "1\n2";
                case "observe" -> observe();
                case "rules" -> "total=COUNT-01\nlegal=COUNT-02";
                default -> "scenario of " + line;
            };
        }

        private String observe() {
            return "total=" + total + "\nlegal=1 2";
        }
    }

    /** The counting game, with some answers changed once its total reaches 3. */
    private static Function<String, String> engine(UnaryOperator<String> from3) {
        Counting counting = new Counting();
        return line -> {
            String answer = counting.apply(line);
            return counting.total >= 3 && !line.equals("new") ? from3.apply(answer) : answer;
        };
    }

    private static GeneratedGames.Outcome play(Function<String, String> engine) {
        return GeneratedGames.play(new Counting(), engine, 47, 5, 6);
    }

    @Test
    void theSameGameAgreesEverywhere() {
        GeneratedGames.Outcome outcome = play(new Counting());
        assertThat(outcome.games()).isEqualTo(5);
        assertThat(outcome.disagreements()).isEmpty();
        assertThat(outcome.gamesAsked()).containsEntry("COUNT-01", 5)
                .containsEntry("COUNT-02", 5);
    }

    @Test
    void aStubThrowingIsChargedToItsExerciseNotToTheQuestionsRule() {
        // Its legal moves, asked alone and in the observation, are a later exercise's stub.
        GeneratedGames.Outcome legal = play(engine(answer -> answer.equals("1 2")
                ? "error: " + STUB : answer.replace("legal=1 2", "legal=!" + STUB)));
        assertThat(legal.disagreements()).containsOnlyKeys("stub:ex03");
        assertThat(legal.gamesContradicted()).doesNotContainKeys("COUNT-01", "COUNT-02");
        // The five games that asked the legal moves put the stub's exercise to the test, and
        // all five met the stub.
        assertThat(legal.gamesAsked()).containsEntry("stub:ex03", 5);
        assertThat(legal.gamesContradicted()).containsEntry("stub:ex03", 5);
        // Every move refused by a stub, say half-way through it, the total left wrong behind
        // it: the refusal is not explained by the observation after it, the stub's doing.
        GeneratedGames.Outcome stubRefused = play(line -> line.startsWith("play ")
                ? "refused: " + STUB : line.equals("observe") ? "total=99\nlegal=1 2"
                : new Counting().apply(line));
        assertThat(stubRefused.disagreements()).containsOnlyKeys("stub:ex03");
    }

    @Test
    void anyOtherWrongAnswerIsCharged() {
        // A wrong answer, an exception that does not say "not written", or a stub's with a
        // wrong answer beside it in the same observation: the rule of the key that is wrong.
        GeneratedGames.Outcome wrong = play(engine(answer -> answer.startsWith("total=")
                ? "total=99\nlegal=1 2" : answer));
        assertThat(wrong.disagreements()).containsOnlyKeys("COUNT-01");
        GeneratedGames.Outcome unnamed = play(engine(answer -> answer.equals("1 2")
                ? "error: UnsupportedOperationException" : answer));
        assertThat(unnamed.disagreements()).containsOnlyKeys("COUNT-02");
        assertThat(unnamed.disagreements().get("COUNT-02").actual())
                .isEqualTo("error: UnsupportedOperationException");
        GeneratedGames.Outcome beside = play(engine(answer -> answer.startsWith("total=")
                ? "total=!" + STUB + "\nlegal=2 1" : answer));
        assertThat(beside.disagreements()).containsOnlyKeys("COUNT-02");
        assertThat(beside.disagreements().get("COUNT-02").expected()).isEqualTo("1 2");
    }

    /** The moves a script played, in order, without the other questions. */
    private static List<String> playedMoves(GeneratedGames.Script script) {
        return script.questions().stream().filter(question -> question.startsWith("play "))
                .map(question -> question.substring("play ".length())).toList();
    }

    @Test
    void aProbeThatMarksNoMoveIsPlayedUniformlyOneDrawAPly() {
        // The documented choice, one uniform draw a ply from each game's split of the seed,
        // and nothing more: the scripts of the games whose probes mark nothing are unchanged.
        SplittableRandom seeds = new SplittableRandom(47);
        List<String> uniform = new ArrayList<>();
        for (int game = 0; game < 5; game++) {
            SplittableRandom moves = seeds.split();
            for (int ply = 0; ply < 6; ply++) {
                uniform.add(String.valueOf(1 + moves.nextInt(2)));
            }
        }
        assertThat(playedMoves(GeneratedGames.script(new Counting(), 47, 5, 6)))
                .isEqualTo(uniform);
    }

    @Test
    void theMovesAProbeMarksAreFavouredAndPlayedUnmarked() {
        // "2" is marked: chosen half the time for its mark, and half of the other half.
        Function<String, String> marking = new Function<>() {
            private final Counting counting = new Counting();

            @Override
            public String apply(String line) {
                return line.equals("moves") ? "1\n*2" : counting.apply(line);
            }
        };
        GeneratedGames.Script script = GeneratedGames.script(marking, 47, 50, 6);
        List<String> played = playedMoves(script);
        assertThat(played).hasSize(300).containsOnly("1", "2");
        double twos = played.stream().filter("2"::equals).count() / (double) played.size();
        assertThat(twos).as("share of the marked move").isBetween(0.65, 0.85);
        // The legal moves compared are the probe's own, with no mark.
        assertThat(script.games().get(0).expected().get(1)).isEqualTo("1 2");
        assertThat(GeneratedGames.script(marking, 47, 50, 6)).isEqualTo(script);
        // An engine that does not mark agrees: the marks are for choosing only.
        assertThat(GeneratedGames.compare(marking, script, script.questions().stream()
                .map(new Counting()).toList()).disagreements()).isEmpty();
    }

    /**
     * A game whose end is a consequence: each move adds to a total; the observation is whose
     * turn it is (TURN-01), whether the game is over (DRAW-01 by its own rule) and the winner
     * (WIN-01, or DRAW-01 for a draw); the probe says the turn and over are decided by the
     * winner (and the turn by over).
     */
    private static final class Ending implements Function<String, String> {

        private int total;

        @Override
        public String apply(String line) {
            if (line.equals("new")) {
                total = 0;
                return observe();
            }
            if (line.startsWith("play ")) {
                total += Integer.parseInt(line.substring("play ".length()));
                return observe();
            }
            if (line.startsWith("classify ")) {
                String[] words = line.split(" ");
                return switch (words[1]) {
                    case "turn" -> "TURN-01";
                    case "winner" -> words[3].equals("draw") ? "DRAW-01" : "WIN-01";
                    case "legal" -> "MOVE-01";
                    default -> "DRAW-01";
                };
            }
            return switch (line) {
                case "legal" -> "1 2";
                case "moves" -> "1\n2";
                case "observe" -> observe();
                case "rules" -> "turn=TURN-01\nover=DRAW-01\nwinner=WIN-01\nlegal=MOVE-01";
                case "decides" -> "turn=winner,over\nover=winner";
                default -> "scenario of " + line;
            };
        }

        private String observe() {
            return "turn=" + total % 2 + "\nover=no\nwinner=-\nlegal=1 2";
        }
    }

    /** The ending game's answers, some changed once its total reaches 3, against it. */
    private static GeneratedGames.Outcome ending(UnaryOperator<String> from3) {
        Ending ending = new Ending();
        Function<String, String> engine = line -> {
            String answer = ending.apply(line);
            return ending.total >= 3 && !line.equals("new") ? from3.apply(answer) : answer;
        };
        return GeneratedGames.play(new Ending(), engine, 47, 5, 6);
    }

    @Test
    void aConsequenceThatDiffersIsChargedToTheDeciderThatDiffersWithIt() {
        // A draw called early: over differs first, the winner says why.
        GeneratedGames.Outcome draw = ending(answer -> answer.replace("over=no\nwinner=-",
                "over=yes\nwinner=draw"));
        assertThat(draw.disagreements()).containsOnlyKeys("DRAW-01");
        assertThat(draw.disagreements().get("DRAW-01").key()).isEqualTo("winner");
        // A win called early that keeps the turn: the turn differs first, over and the winner
        // after it, and the winner decides both.
        GeneratedGames.Outcome win = ending(answer -> answer.startsWith("turn=")
                ? "turn=9\nover=yes\nwinner=first\nlegal=1 2" : answer);
        assertThat(win.disagreements()).containsOnlyKeys("WIN-01");
        assertThat(win.disagreements().get("WIN-01").key()).isEqualTo("winner");
        // The game ended with no winner named: over's own rule, on over.
        GeneratedGames.Outcome over = ending(answer -> answer.replace("over=no", "over=yes"));
        assertThat(over.disagreements()).containsOnlyKeys("DRAW-01");
        assertThat(over.disagreements().get("DRAW-01").key()).isEqualTo("over");
        // The turn alone: its own rule.
        GeneratedGames.Outcome turn = ending(answer -> answer.startsWith("turn=")
                ? answer.replaceFirst("turn=\\d", "turn=9") : answer);
        assertThat(turn.disagreements()).containsOnlyKeys("TURN-01");
        // A decider that is a stub's exception decides nothing: over keeps its own rule.
        GeneratedGames.Outcome stub = ending(answer -> answer.replace("over=no\nwinner=-",
                "over=yes\nwinner=!" + STUB));
        assertThat(stub.disagreements()).containsOnlyKeys("DRAW-01");
        assertThat(stub.disagreements().get("DRAW-01").key()).isEqualTo("over");
    }

    @Test
    void aProbeWithoutConsequencesChargesTheFirstKeyThatDiffers() {
        // The counting game does not know "decides": both keys differ, the first is charged.
        GeneratedGames.Outcome both = play(engine(answer -> answer.startsWith("total=")
                ? "total=99\nlegal=2 1" : answer));
        assertThat(both.disagreements()).containsOnlyKeys("COUNT-01");
        assertThat(GeneratedGames.deciders(new Counting().apply("decides"))).isEmpty();
        assertThat(GeneratedGames.deciders(new Ending().apply("decides")))
                .containsEntry("turn", List.of("winner", "over"))
                .containsEntry("over", List.of("winner"));
    }
}
