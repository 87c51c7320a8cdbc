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
 * decides the games: the same seed asks the same questions. No probe builds a position directly
 * yet (every game starts from the standard one), so a disagreement is made small by its moves
 * only, not by its number of pieces.
 *
 * <p>Every game of the rule book is compared ({@link Settings#of(String)}): the moves are chosen
 * from the oracle's {@code moves} (one a line, since a Quarto move or a Qwirkle swap holds a
 * space), and the oracle's {@code legal} is compared with the engine's like any answer.
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
     * What a game's generated games need: its name, how a game starts (Qwirkle's bag is
     * shuffled from a seed the oracle draws), how many plies a game is played at most and how
     * many games are played by default.
     *
     * @param game the game's package name ({@code connectfour}, {@code quarto}, {@code chess},
     *     {@code checkers}, {@code qwirkle})
     * @param seeded whether {@code new} takes a seed
     * @param maxPlies the most plies of a game
     * @param games the default number of games
     */
    public record Settings(String game, boolean seeded, int maxPlies, int games) {

        /** Checks the counts. */
        public Settings {
            Objects.requireNonNull(game, "game");
            if (maxPlies < 0 || games < 0) {
                throw new IllegalArgumentException("counts: " + maxPlies + ", " + games);
            }
        }

        /**
         * The settings of a game of the rule book. A Connect Four game ends by 42 discs and a
         * Quarto game by 16 placements (17 moves with the first hand-over); chess and checkers
         * are cut at 120 plies, Qwirkle at 40 turns, which the random games of the probes' own
         * tests show reach their rules' cases (castling, en passant, promotion; multi-captures
         * and kings; Qwirkles and swaps).
         *
         * @param game the game's package name
         * @return its settings
         * @throws IllegalArgumentException for a game the rule book does not have
         */
        public static Settings of(String game) {
            return switch (game) {
                case "connectfour" -> new Settings(game, false, 42, 20);
                case "quarto" -> new Settings(game, false, 17, 20);
                case "chess" -> new Settings(game, false, 120, 10);
                case "checkers" -> new Settings(game, false, 120, 10);
                case "qwirkle" -> new Settings(game, true, 40, 5);
                default -> throw new IllegalArgumentException("no generated games for " + game);
            };
        }
    }

    /**
     * Plays a game's default number of generated games.
     *
     * @param settings the game's settings
     * @param oracle the reference's probe
     * @param engine the student's probe
     * @param seed the seed
     * @return what was found
     */
    public static Outcome play(Settings settings, Function<String, String> oracle,
            Function<String, String> engine, long seed) {
        return play(settings, oracle, engine, seed, settings.games());
    }

    /**
     * Plays generated games of a game and compares the engine's answers with the oracle's.
     *
     * @param settings the game's settings
     * @param oracle the reference's probe
     * @param engine the student's probe
     * @param seed the seed
     * @param games how many games
     * @return what was found
     */
    public static Outcome play(Settings settings, Function<String, String> oracle,
            Function<String, String> engine, long seed, int games) {
        return play(oracle, engine, seed, games, settings.maxPlies(), settings.seeded());
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
        return play(oracle, engine, seed, games, maxPlies, false);
    }

    private static Outcome play(Function<String, String> oracle, Function<String, String> engine,
            long seed, int games, int maxPlies, boolean seeded) {
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
            String start = seeded ? "new " + moves.nextInt(Integer.MAX_VALUE) : "new";
            Disagreement first = compareAnswers(oracle, rules, asked, played,
                    oracle.apply(start), engine.apply(start));
            for (int ply = 0; first == null && ply < maxPlies; ply++) {
                String legal = oracle.apply("legal");
                questions++;
                first = compare(oracle, rules, asked, played, "legal", legal,
                        engine.apply("legal"));
                List<String> choices = choices(oracle.apply("moves"), legal);
                if (first != null || choices.isEmpty()) {
                    break;
                }
                String move = choices.get(moves.nextInt(choices.size()));
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

    /** The oracle's moves one a line; from a probe without {@code moves}, its legal list. */
    private static List<String> choices(String moves, String legal) {
        String lines = moves.startsWith("error") ? legal.strip().replace(' ', '\n') : moves;
        return lines.lines().filter(line -> !line.isBlank() && !line.equals("-")).toList();
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
