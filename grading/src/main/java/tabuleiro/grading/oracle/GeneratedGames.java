package tabuleiro.grading.oracle;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * Random legal games played by the oracle, each question asked of both the oracle and a
 * student's engine behind the same probe contract, and every disagreement charged to a rule.
 *
 * <p>A game stops at its first disagreement: every earlier ply agreed, so the game's moves up to
 * that ply are the shortest prefix of it that disagrees. Of all the games that disagree on a
 * rule, the one with the fewest moves is kept (the cheap way to a shorter game). The seed alone
 * decides the games: the same seed asks the same questions.
 */
public final class GeneratedGames {

    private GeneratedGames() {
    }

    /**
     * A disagreement, shrunk: the moves from a new game, the key whose answers differ, the two
     * answers, the rule it is charged to and the scenario that reproduces it.
     *
     * @param moves the moves played from a new game before the question
     * @param key the observation key (or {@code legal}, {@code play})
     * @param expected the oracle's answer
     * @param actual the engine's answer
     * @param rule the rule ID the disagreement is charged to
     * @param scenarioEn the scenario, in English
     * @param scenarioPt the scenario, in Portuguese
     */
    public record Disagreement(List<String> moves, String key, String expected, String actual,
            String rule, String scenarioEn, String scenarioPt) {

        /** Copies the moves. */
        public Disagreement {
            moves = List.copyOf(moves);
        }
    }

    /**
     * What the generated games found.
     *
     * @param seed the seed they were generated from
     * @param games the number of games played
     * @param questions the number of questions asked of the engine
     * @param asked per rule, the number of questions charged to it were one to disagree
     * @param disagreements per rule, the shortest disagreement found
     */
    public record Outcome(long seed, int games, int questions, Map<String, Integer> asked,
            Map<String, Disagreement> disagreements) {

        /** Copies the maps. */
        public Outcome {
            asked = Collections.unmodifiableMap(new TreeMap<>(asked));
            disagreements = Collections.unmodifiableMap(new TreeMap<>(disagreements));
        }
    }

    /**
     * Plays generated games and compares the engine's answers with the oracle's.
     *
     * @param oracle the reference's probe
     * @param engine the student's probe (in production, the lines go to a grading JVM)
     * @param seed the seed
     * @param games how many games
     * @param maxPlies the most plies a game is played (a game also ends when it is over)
     * @return what was found
     */
    public static Outcome play(Function<String, String> oracle, Function<String, String> engine,
            long seed, int games, int maxPlies) {
        Objects.requireNonNull(oracle, "oracle");
        Objects.requireNonNull(engine, "engine");
        if (games < 0 || maxPlies < 0) {
            throw new IllegalArgumentException("games and plies are counts: " + games + ", "
                    + maxPlies);
        }
        Map<String, String> rules = parse(oracle.apply("rules"));
        Map<String, Integer> asked = new LinkedHashMap<>();
        Map<String, Disagreement> found = new LinkedHashMap<>();
        int questions = 0;
        SplittableRandom random = new SplittableRandom(seed);
        for (int game = 0; game < games; game++) {
            SplittableRandom moves = random.split();
            List<String> played = new ArrayList<>();
            questions++;
            Disagreement first = compareAnswers(oracle, rules, asked, played,
                    oracle.apply("new"), engine.apply("new"));
            for (int ply = 0; first == null && ply < maxPlies; ply++) {
                String legal = oracle.apply("legal");
                questions++;
                first = compare(oracle, rules, asked, played, "legal", legal,
                        engine.apply("legal"));
                if (first != null || legal.isBlank()) {
                    break;
                }
                String[] choices = legal.trim().split(" ");
                String move = choices[moves.nextInt(choices.length)];
                String expected = oracle.apply("play " + move);
                String actual = engine.apply("play " + move);
                questions++;
                played.add(move);
                first = compareAnswers(oracle, rules, asked, played, expected,
                        actual);
            }
            if (first != null) {
                Disagreement kept = found.get(first.rule());
                if (kept == null || first.moves().size() < kept.moves().size()) {
                    found.put(first.rule(), first);
                }
            }
        }
        return new Outcome(seed, games, questions, asked, found);
    }

    /** Compares two answers to {@code new} or {@code play}: a refusal, else key by key. */
    private static Disagreement compareAnswers(Function<String, String> oracle,
            Map<String, String> rules, Map<String, Integer> asked, List<String> played,
            String expected, String actual) {
        if (expected.startsWith("refused: ") || actual.startsWith("refused: ")
                || !expected.contains("=")) {
            return compare(oracle, rules, asked, played, "play", expected, actual);
        }
        Map<String, String> want = parse(expected);
        Map<String, String> got = parse(actual);
        Disagreement first = null;
        for (Map.Entry<String, String> entry : want.entrySet()) {
            Disagreement here = compare(oracle, rules, asked, played, entry.getKey(),
                    entry.getValue(), got.getOrDefault(entry.getKey(), "!missing"));
            if (first == null) {
                first = here;
            }
        }
        return first;
    }

    private static Disagreement compare(Function<String, String> oracle,
            Map<String, String> rules, Map<String, Integer> asked, List<String> played,
            String key, String expected, String actual) {
        String rule = rules.getOrDefault(key, "");
        asked.merge(rule, 1, Integer::sum);
        if (expected.equals(actual)) {
            return null;
        }
        String charged = oracle.apply("classify " + key + " " + oneWord(expected) + " "
                + oneWord(actual)).strip();
        if (charged.isEmpty() || charged.startsWith("error") || charged.startsWith("refused")) {
            charged = rule;
        }
        return new Disagreement(played, key, expected, actual, charged,
                oracle.apply("scenario en " + key), oracle.apply("scenario pt " + key));
    }

    private static String oneWord(String text) {
        return text.isEmpty() ? "-" : text.replace(' ', '_').replace('\n', '|');
    }

    private static Map<String, String> parse(String lines) {
        Map<String, String> map = new LinkedHashMap<>();
        for (String line : lines.split("\n")) {
            int equals = line.indexOf('=');
            if (equals > 0) {
                map.put(line.substring(0, equals), line.substring(equals + 1));
            }
        }
        return map;
    }
}
