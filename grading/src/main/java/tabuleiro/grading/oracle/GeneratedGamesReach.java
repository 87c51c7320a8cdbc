package tabuleiro.grading.oracle;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.IntStream;
import tabuleiro.grading.model.GeneratedSetting;
import tabuleiro.grading.spi.Games;

/**
 * Measures the reach of a game's generated examples, rule by rule (issue 62): how many of the
 * questions a submission is asked at the default count would be charged to each rule were the
 * answer wrong, and on how many of a class's seeds a question reaches the rule's hard case
 * ({@link HardCases}). {@code java -cp grading/target/classes
 * tabuleiro.grading.oracle.GeneratedGamesReach [SEEDS] [GAME...]} prints the table of
 * grading/docs/generated-examples.md ("Reach, rule by rule"); the build's floors are in
 * {@code GeneratedGamesReachTest}.
 *
 * <p>A question asks a rule when a wrong answer to it would be charged there, as the grader
 * charges it: each key of an observation is asked {@code classify KEY VALUE ?} in the position
 * it was answered in (an answer {@code -}, not asked there, is no question); a legal set asks
 * every rule that leaving out one of its moves would be charged to ({@code classify legal SET
 * SET-without-it}), once each. So a question on the board after a king's move asks the kings'
 * rule, and a legal set with a capture asks the capture's.
 *
 * <p>A developer's tool, not a command of the grader: it plays the seeds with the oracle alone,
 * as the grader does before it asks a submission anything.
 */
public final class GeneratedGamesReach {

    /** The seeds of a class: 40 submissions, as {@code grade} mixes them with class seed 47. */
    public static final int CLASS_SEEDS = 40;

    private static final long CLASS_SEED = 47;
    private static final String LEGAL = "legal";

    private GeneratedGamesReach() {
    }

    /**
     * One rule's reach.
     *
     * @param rule the rule's ID
     * @param questions the questions that ask it, over every seed
     * @param seedsHard the seeds on which some question reaches its hard case
     * @param seeds the seeds played
     * @param hardCase what its hard case is, in words
     */
    public record Reach(String rule, int questions, int seedsHard, int seeds, String hardCase) {

        /**
         * The questions that ask the rule per submission, on average.
         *
         * @return questions per seed
         */
        public double perSubmission() {
            return seeds == 0 ? 0 : (double) questions / seeds;
        }
    }

    /**
     * A sample of seeds for measuring reach: the class seed 47 mixed with {@code student-0}
     * onwards, the seeds the first submissions of a class met when each submission had games
     * of its own (before issue 82), so that the figures of earlier measures stay comparable.
     *
     * @param count how many
     * @return their seeds, in order
     */
    public static List<Long> classSeeds(int count) {
        return IntStream.range(0, count)
                .mapToObj(i -> GeneratedSetting.seedOf(CLASS_SEED, "student-" + i)).toList();
    }

    /**
     * Plays a game's default generated games on each seed with the oracle alone and counts, per
     * rule, the questions that ask it and the seeds that reach its hard case.
     *
     * @param settings the game's settings (its default count, its end games)
     * @param oracle the reference's probe
     * @param seeds the seeds, one a submission
     * @return the reach by rule ID, in the rules' order
     */
    public static Map<String, Reach> measure(GeneratedGames.Settings settings,
            Function<String, String> oracle, List<Long> seeds) {
        HardCases cases = HardCases.of(settings.game());
        Map<String, Integer> questions = new TreeMap<>(GeneratedGamesReach::byNumber);
        Map<String, Integer> hard = new TreeMap<>(GeneratedGamesReach::byNumber);
        for (long seed : seeds) {
            Set<String> reached = new HashSet<>();
            // The games grade asks: a class's, chosen with their reach floors.
            GeneratedGames.Script script = ClassGames.select(settings, oracle, seed,
                    GeneratedSetting.defaultGames(settings.game()));
            for (GeneratedGames.Game game : script.games()) {
                walk(game, oracle, cases, new Asked() {
                    @Override
                    public void ask(String rule) {
                        questions.merge(rule, 1, Integer::sum);
                        if (cases.anyQuestion(rule)) {
                            reached.add(rule);
                        }
                    }

                    @Override
                    public void reach(String rule) {
                        reached.add(rule);
                    }
                });
            }
            reached.forEach(rule -> hard.merge(rule, 1, Integer::sum));
        }
        cases.named().forEach(rule -> questions.putIfAbsent(rule, 0));
        Map<String, Reach> reach = new LinkedHashMap<>();
        questions.forEach((rule, count) -> reach.put(rule, new Reach(rule, count,
                hard.getOrDefault(rule, 0), seeds.size(), cases.describe(rule))));
        return reach;
    }

    /** Where a question's rules go: the rules it asks, and the hard cases it reaches. */
    private interface Asked {
        void ask(String rule);

        void reach(String rule);
    }

    /**
     * Plays a game again on the oracle, question by question, and asks it after each answer which
     * rule each part of the answer would be charged to.
     */
    private static void walk(GeneratedGames.Game game, Function<String, String> oracle,
            HardCases cases, Asked asked) {
        Map<String, String> keyRules = GeneratedGames.parse(oracle.apply("rules"));
        HardCases.walk(game.questions(), oracle::apply, step -> {
            if (step.key().equals(LEGAL)) {
                List<String> moves = oracle.apply("moves").lines()
                        .map(GeneratedGames::unmarked).filter(line -> !line.isBlank())
                        .toList();
                Set<String> rules = new LinkedHashSet<>();
                for (String legalMove : moves) {
                    String without = String.join(" ", moves.stream()
                            .filter(other -> !other.equals(legalMove)).toList());
                    rules.add(charged(oracle, keyRules, LEGAL, step.value(), without));
                }
                rules.forEach(asked::ask);
            } else {
                asked.ask(charged(oracle, keyRules, step.key(), step.value(), "?"));
            }
            cases.reached(step).forEach(asked::reach);
        });
    }

    /**
     * The rule a wrong answer would be charged to, asked of the oracle as the grader asks: its
     * {@code classify}, else (an error) the key's rule by {@code rules}, as the grader falls back.
     */
    private static String charged(Function<String, String> oracle, Map<String, String> rules,
            String key, String expected, String actual) {
        return GeneratedGames.classify(oracle, key, expected, actual,
                rules.getOrDefault(key, "unknown"));
    }

    /** Rule IDs by prefix, then in their numbers' order ({@code GAME-9} before {@code GAME-10}). */
    private static int byNumber(String one, String other) {
        String[] a = one.split("-", 2);
        String[] b = other.split("-", 2);
        int prefix = a[0].compareTo(b[0]);
        if (prefix != 0 || a.length < 2 || b.length < 2) {
            return prefix != 0 ? prefix : one.compareTo(other);
        }
        try {
            return Integer.compare(Integer.parseInt(a[1]), Integer.parseInt(b[1]));
        } catch (NumberFormatException notANumber) {
            return one.compareTo(other);
        }
    }

    /**
     * Measures and prints the reach table, one row a rule.
     *
     * @param args how many class seeds (40 when none), then the games (all five when none)
     * @throws Exception if the oracle cannot be opened
     */
    public static void main(String[] args) throws Exception {
        int count = args.length > 0 ? Integer.parseInt(args[0]) : CLASS_SEEDS;
        List<String> games = args.length > 1 ? List.of(args).subList(1, args.length)
                : Games.ids();
        List<Long> seeds = classSeeds(count);
        System.out.println("| rule | questions per submission | seeds of " + count
                + " reaching its hard case | hard case |");
        System.out.println("| --- | --- | --- | --- |");
        try (Oracle oracle = Oracle.ofGrader()) {
            for (String game : games) {
                measure(GeneratedGames.Settings.of(game), oracle.probe(game), seeds).values()
                        .forEach(reach -> System.out.printf("| %s | %.1f | %d | %s |%n",
                                reach.rule(), reach.perSubmission(), reach.seedsHard(),
                                reach.hardCase()));
            }
        }
    }
}
