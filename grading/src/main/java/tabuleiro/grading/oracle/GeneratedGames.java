package tabuleiro.grading.oracle;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import tabuleiro.grading.model.GeneratedExample;
import tabuleiro.grading.model.GeneratedSetting;
import tabuleiro.grading.spi.GameModule;
import tabuleiro.grading.spi.Games;

/**
 * Random legal games played by the oracle, each question asked of both the oracle and a
 * student's engine behind the same probe contract, and every disagreement charged to a rule.
 *
 * <p>A game stops at its first disagreement: every earlier ply agreed, so the game's moves up to
 * that ply are the shortest prefix of it that disagrees. Of all the games that disagree on a
 * rule, the one with the fewest moves is kept (the cheap way to a shorter game). The seed alone
 * decides the games: the same seed asks the same questions. A disagreement is made small by its
 * moves only, not by its number of pieces. Most games start from the standard position; where a
 * game's full games never reach some rules within the turns the budget allows, its probe also
 * builds a position directly, with few pieces ({@link Settings#endGames()}, its end games,
 * {@code new end SEED}): short hands and a nearly empty bag, so that the random game reaches
 * the end of a game of tiles and its winners; kings against men, for a king's captures and
 * moves; few pieces with castling rights, pawns near promotion and a move count well on. Each
 * game's module says what its end games are and which rules they reach.
 *
 * <p>Every game of the rule book is compared ({@link Settings#of(String)}): the moves are chosen
 * from the oracle's {@code moves} (one a line, since a move may hold a space, as a placement
 * with the piece handed over or a swap of tiles does), and the oracle's {@code legal} is
 * compared with the engine's like any answer.
 *
 * <p>An answer that is a skeleton's stub throwing ({@code Exercise N: implement Class.method},
 * as a probe names it) is not a wrong answer to the question but a method not written yet: the
 * game stops there, charged to the exercise the stub names ({@link GeneratedExample#stubOf}),
 * not to the rule of the question. A random game soon asks a question only a later exercise can
 * answer (a capture before the captures are written); charged to the question's rule (the men's
 * moves), it would cost a partial solution the points of an exercise it has written. Charged to
 * the stub's exercise it costs nothing when that exercise is not done (its rules are lost on
 * the written examples already), and costs its kept rules when it is: a submission that throws
 * a stub's exception where it has no answer, having answered the written examples from a table,
 * is charged as if it had answered wrong ({@code model.Score}).
 */
public final class GeneratedGames {

    /** A stub's exception in an answer, as {@code GameProbe.thrown} writes it. */
    private static final Pattern STUB = Pattern.compile(
            "UnsupportedOperationException: Exercise (\\d+): implement [\\w$.]+");

    /**
     * The mark of a move a probe's {@code moves} asks the random games to favour, as
     * {@code GameProbe.FAVOURED} writes it: a move that reaches a rule uniform play seldom meets
     * (a castling, say). The mark is for choosing only: the move played is the text after
     * it.
     */
    static final String FAVOURED = "*";

    /** A marked move is chosen one time in this many when any is legal (else any move). */
    static final int FAVOUR_ONE_IN = 2;

    /** The word of {@code new} that asks a probe for an end game: {@code new end SEED}. */
    public static final String END_GAME = "end";

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
     * @param board the oracle's board after the moves, as its observation writes it
     */
    public record Disagreement(List<String> moves, String key, String expected, String actual,
            String rule, String scenarioEn, String scenarioPt, String board) {

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
     * @param gamesAsked per rule that a question names, the number of games that asked it at
     *     least one question with an answer (not a probe's {@code -}), or disagreed on it; per
     *     stub's exercise that a game met ({@code stub:ex03}), the most games that asked one of
     *     the rules whose questions met it
     * @param gamesContradicted per rule, the number of games whose disagreement was charged to
     *     it (a game stops at its first)
     */
    public record Outcome(long seed, int games, int questions, Map<String, Integer> asked,
            Map<String, Disagreement> disagreements, Map<String, Integer> gamesAsked,
            Map<String, Integer> gamesContradicted) {

        /** Copies the maps. */
        public Outcome {
            asked = Collections.unmodifiableMap(new TreeMap<>(asked));
            disagreements = Collections.unmodifiableMap(new TreeMap<>(disagreements));
            gamesAsked = Collections.unmodifiableMap(new TreeMap<>(gamesAsked));
            gamesContradicted = Collections.unmodifiableMap(new TreeMap<>(gamesContradicted));
        }
    }

    /**
     * What a game's generated games need: its name, how a game starts (a game of chance's
     * probe deals the game from a seed the oracle draws), how many plies a game is played at
     * most and how many games are played by default.
     *
     * @param game the game's package name ({@code GAME} in {@code tabuleiro.GAME})
     * @param seeded whether {@code new} takes a seed
     * @param maxPlies the most plies of a game
     * @param games the default number of games
     * @param endGames how many end games follow each game ({@code new end SEED}, a position
     *     the probe builds from the seed, such as one with a short bag or one with kings),
     *     after the games, so that the games a seed plays are the same with or without them;
     *     0 for a game whose probe has none
     */
    public record Settings(String game, boolean seeded, int maxPlies, int games, int endGames) {

        /** Checks the counts. */
        public Settings {
            Objects.requireNonNull(game, "game");
            if (maxPlies < 0 || games < 0 || endGames < 0) {
                throw new IllegalArgumentException("counts: " + maxPlies + ", " + games + ", "
                        + endGames);
            }
        }

        /**
         * Settings without end games.
         *
         * @param game the game's package name
         * @param seeded whether {@code new} takes a seed
         * @param maxPlies the most plies of a game
         * @param games the default number of games
         */
        public Settings(String game, boolean seeded, int maxPlies, int games) {
            this(game, seeded, maxPlies, games, 0);
        }

        /**
         * The settings of a registered game ({@link Games}): its module says whether
         * {@code new} takes a seed, where a game is cut and how many end games follow each,
         * with the measures behind them. The default number of games is the kit's
         * ({@link GeneratedSetting#kitGames}), measured against the budget with the end games
         * before the oracle played a class's games once for all; a class is asked
         * {@link GeneratedSetting#defaultGames}.
         *
         * @param game the game's package name
         * @return its settings
         * @throws IllegalArgumentException for a game the rule book does not have
         */
        public static Settings of(String game) {
            GameModule module = Games.find(game).filter(found -> found.id().equals(game))
                    .orElseThrow(() -> new IllegalArgumentException("no generated games for "
                            + game));
            return new Settings(game, module.seeded(), module.maxPlies(), module.kitGames(),
                    module.endGames());
        }
    }

    /**
     * One generated game as the oracle played it: the questions an engine is asked, in order,
     * and the oracle's answer to each.
     *
     * @param questions the probe commands ({@code new}, {@code legal}, {@code play MOVE},
     *     {@code observe})
     * @param expected the oracle's answers, one per question
     */
    public record Game(List<String> questions, List<String> expected) {

        /**
         * Copies the lists and checks they pair up.
         *
         * @throws IllegalArgumentException unless there is one answer per question
         */
        public Game {
            questions = List.copyOf(questions);
            expected = List.copyOf(expected);
            if (questions.size() != expected.size()) {
                throw new IllegalArgumentException("one answer per question: "
                        + questions.size() + " questions, " + expected.size() + " answers");
            }
        }
    }

    /**
     * The games a seed generates, played by the oracle alone: what to ask an engine (its
     * questions carry moves, never an expected answer) and what the oracle answered.
     *
     * @param seed the seed
     * @param games the games, in order
     */
    public record Script(long seed, List<Game> games) {

        /** Copies the games. */
        public Script {
            games = List.copyOf(games);
        }

        /**
         * Every question of every game, in order: what a grading JVM is sent.
         *
         * @return the questions
         */
        public List<String> questions() {
            return games.stream().flatMap(game -> game.questions().stream()).toList();
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
     * @param games how many games, each followed by the settings' end games
     * @return what was found
     */
    public static Outcome play(Settings settings, Function<String, String> oracle,
            Function<String, String> engine, long seed, int games) {
        Objects.requireNonNull(engine, "engine");
        Script script = script(settings, oracle, seed, games);
        List<String> answers = script.questions().stream().map(engine).toList();
        return compare(oracle, script, answers);
    }

    /**
     * Plays generated games and compares the engine's answers with the oracle's, the engine
     * asked in the same JVM (the reference against itself, tests).
     *
     * @param oracle the reference's probe
     * @param engine the engine's probe
     * @param seed the seed
     * @param games how many games
     * @param maxPlies the most plies a game is played (a game also ends when it is over)
     * @return what was found
     */
    public static Outcome play(Function<String, String> oracle, Function<String, String> engine,
            long seed, int games, int maxPlies) {
        Objects.requireNonNull(engine, "engine");
        Script script = script(oracle, seed, games, maxPlies);
        List<String> answers = script.questions().stream().map(engine).toList();
        return compare(oracle, script, answers);
    }

    /**
     * Plays the generated games of a game with the oracle alone (see
     * {@link #script(Function, long, int, int)}), each started as the game's settings say: the
     * games, then {@code games * settings.endGames()} end games ({@code new end SEED}), each
     * game's seed from its own split of the seed's random source, in that order, so that the
     * games are the same with or without the end games.
     *
     * @param settings the game's settings
     * @param oracle the reference's probe
     * @param seed the seed
     * @param games how many games
     * @return the script, the end games last
     */
    public static Script script(Settings settings, Function<String, String> oracle, long seed,
            int games) {
        return script(oracle, seed, games, settings.maxPlies(), settings.seeded(),
                games * settings.endGames());
    }

    /**
     * Plays the games of a seed with the oracle alone, recording the questions and its answers.
     * The moves are the oracle's random choices among its own legal moves, so they do not
     * depend on any engine's answers, and the questions can be sent to a grading JVM in one go.
     * Where the oracle's {@code moves} marks some moves {@value #FAVOURED} (a castling, a
     * check...), one of them is chosen one time in {@value #FAVOUR_ONE_IN}, so that rules
     * uniform play seldom meets are put to the test; the choice stays a function of the seed
     * and the oracle's answers.
     *
     * @param oracle the reference's probe
     * @param seed the seed
     * @param games how many games
     * @param maxPlies the most plies a game is played (a game also ends when it is over)
     * @return the script
     */
    public static Script script(Function<String, String> oracle, long seed, int games,
            int maxPlies) {
        return script(oracle, seed, games, maxPlies, false, 0);
    }

    private static Script script(Function<String, String> oracle, long seed, int games,
            int maxPlies, boolean seeded, int endGames) {
        Objects.requireNonNull(oracle, "oracle");
        if (games < 0 || maxPlies < 0) {
            throw new IllegalArgumentException("games and plies are counts: " + games + ", "
                    + maxPlies);
        }
        List<Game> played = new ArrayList<>();
        SplittableRandom random = new SplittableRandom(seed);
        for (int game = 0; game < games + endGames; game++) {
            SplittableRandom moves = random.split();
            List<String> questions = new ArrayList<>();
            List<String> expected = new ArrayList<>();
            // A full game of a game without chance draws no seed, so its moves are those it
            // played before end games existed; an end game is always dealt from a seed.
            String start = game >= games ? "new " + END_GAME + " "
                    + moves.nextInt(Integer.MAX_VALUE) : seeded ? "new "
                    + moves.nextInt(Integer.MAX_VALUE) : "new";
            questions.add(start);
            expected.add(oracle.apply(start));
            for (int ply = 0; ply < maxPlies; ply++) {
                String legal = oracle.apply("legal");
                questions.add("legal");
                expected.add(legal);
                if (legal.startsWith("refused")) {
                    break;
                }
                List<String> choices = choices(oracle.apply("moves"), legal);
                if (choices.isEmpty()) {
                    break;
                }
                String move = choose(choices, moves);
                questions.add("play " + move);
                expected.add(oracle.apply("play " + move));
                // What the engine's state says after the move explains a refusal of it.
                questions.add("observe");
                expected.add(oracle.apply("observe"));
            }
            played.add(new Game(questions, expected));
        }
        return new Script(seed, played);
    }

    /**
     * Compares an engine's answers with a script's: each game up to its first disagreement (or
     * to the last answer the engine gave, if it stopped answering), each disagreement charged to
     * a rule, and of the games that disagree on one rule the shortest kept. A game whose first
     * disagreement is a stub's exception (a method not written yet) stops there, charged to the
     * exercise the stub names.
     *
     * @param oracle the reference's probe, asked again for rules, classification and scenarios
     * @param script the games
     * @param answers the engine's answers to {@link Script#questions()}, in order; fewer if it
     *     stopped answering
     * @return what was found
     */
    public static Outcome compare(Function<String, String> oracle, Script script,
            List<String> answers) {
        Objects.requireNonNull(oracle, "oracle");
        Map<String, String> rules = parse(oracle.apply("rules"));
        Map<String, List<String>> deciders = deciders(oracle.apply("decides"));
        Map<String, Integer> asked = new LinkedHashMap<>();
        Map<String, Disagreement> found = new LinkedHashMap<>();
        Map<String, Integer> gamesAsked = new LinkedHashMap<>();
        Map<String, Integer> gamesContradicted = new LinkedHashMap<>();
        Map<String, Set<String>> stubRules = new LinkedHashMap<>();
        int questions = 0;
        int next = 0;
        int games = 0;
        for (Game game : script.games()) {
            int first = next;
            next += game.questions().size();
            if (first >= answers.size()) {
                break;
            }
            games++;
            List<String> played = new ArrayList<>();
            Set<String> rulesAsked = new HashSet<>();
            Disagreement disagreement = null;
            for (int i = 0; disagreement == null && i < game.questions().size()
                    && first + i < answers.size(); i++) {
                String question = game.questions().get(i);
                String expected = game.expected().get(i);
                String actual = answers.get(first + i);
                questions++;
                if (question.startsWith("play ")) {
                    played.add(question.substring("play ".length()));
                }
                Context context = new Context(oracle, rules, deciders, asked, rulesAsked,
                        game.questions().get(0), played, stubRules);
                if (question.equals("legal")) {
                    disagreement = compare(context, "legal", expected, actual);
                } else if (refusedAlone(expected, actual) && !notWritten(expected, actual)
                        && i + 1 < game.questions().size()
                        && first + i + 1 < answers.size()) {
                    // The engine refused a legal move (its own contract check threw, say):
                    // the observation after it names the rule, a missed win rather than "play".
                    // Not after a stub's refusal: the stub may have thrown half-way through the
                    // move, and what the board then shows is the missing exercise's doing.
                    Disagreement observed = compareAnswers(context, game.expected().get(i + 1),
                            answers.get(first + i + 1));
                    disagreement = observed != null ? observed
                            : compareAnswers(context, expected, actual);
                } else {
                    disagreement = compareAnswers(context, expected, actual);
                }
            }
            if (disagreement != null) {
                // Charged to the rule classify names, which this game may not have asked.
                rulesAsked.add(disagreement.rule());
                gamesContradicted.merge(disagreement.rule(), 1, Integer::sum);
            }
            rulesAsked.forEach(rule -> gamesAsked.merge(rule, 1, Integer::sum));
            if (disagreement != null) {
                Disagreement kept = found.get(disagreement.rule());
                if (kept == null || disagreement.moves().size() < kept.moves().size()) {
                    found.put(disagreement.rule(), disagreement);
                }
            }
        }
        // A rule that no question names is reached only by classify: the games that put it to
        // the test are not counted, so no share of them can be told.
        gamesAsked.keySet().retainAll(rules.values());
        // A stub's exercise is put to the test by the games that asked the rules whose questions
        // met it: a stub met in most of them is no method left unwritten by a slip but answers
        // thrown where the engine has none (a table of the kit's answers).
        // (Never fewer than the games that met it, which may have met it on different rules.)
        stubRules.forEach((charge, questionRules) -> gamesAsked.put(charge, Math.max(
                gamesContradicted.getOrDefault(charge, 0), questionRules.stream()
                        .mapToInt(rule -> gamesAsked.getOrDefault(rule, 0)).max().orElse(0))));
        return new Outcome(script.seed(), games, questions, asked, found, gamesAsked,
                gamesContradicted);
    }

    private static Disagreement compare(Context context, String key, String expected,
            String actual) {
        String rule = context.rules().getOrDefault(key, "");
        context.asked().merge(rule, 1, Integer::sum);
        // Only an answer that differs is read for a stub: most answers agree.
        boolean stub = !expected.equals(actual) && notWritten(expected, actual);
        // "-" is a probe's "not asked here" (the solver's score before its 22nd disc): such a
        // game has not put the rule to the test, whatever the engine says; nor has a stub's
        // exception, which answers no question.
        if (!expected.equals("-")) {
            context.rulesAsked().add(rule);
        }
        if (stub) {
            // The stub's exercise answers for the rule whose question met it.
            context.stubRules().computeIfAbsent(GeneratedExample.stubOf(stubExercise(actual)),
                    charge -> new HashSet<>()).add(rule);
        }
        if (expected.equals(actual)) {
            return null;
        }
        // The oracle answers the rest from the game so far: it is played again to there.
        Function<String, String> oracle = context.oracle();
        List<String> played = context.played();
        oracle.apply(context.start());
        played.forEach(move -> oracle.apply("play " + move));
        String charged = stub ? GeneratedExample.stubOf(stubExercise(actual))
                : classify(oracle, key, expected, actual, rule);
        String board = parse(oracle.apply("observe")).getOrDefault("board", "");
        return new Disagreement(played, key, expected, actual, charged,
                oracle.apply("scenario en " + key), oracle.apply("scenario pt " + key), board);
    }

    /** What a comparison needs besides the two answers. */
    private record Context(Function<String, String> oracle, Map<String, String> rules,
            Map<String, List<String>> deciders, Map<String, Integer> asked,
            Set<String> rulesAsked, String start, List<String> played,
            Map<String, Set<String>> stubRules) {
    }

    /**
     * A probe's answer to {@code decides}, by consequence: the keys that decide it, in order.
     * A probe without the command (an error, no {@code =}) has no consequence.
     *
     * @param lines the lines {@code KEY=DECIDER,DECIDER}
     * @return the deciders by key
     */
    static Map<String, List<String>> deciders(String lines) {
        Map<String, List<String>> deciders = new LinkedHashMap<>();
        parse(lines).forEach((key, keys) -> deciders.put(key, List.of(keys.split(","))
                .stream().map(String::strip).filter(each -> !each.isEmpty()).toList()));
        return deciders;
    }

    /**
     * Compares two answers to {@code new} or {@code play}: a refusal (or a stub's exception
     * instead of the whole observation), else key by key, the first key that disagrees other
     * than by a stub's exception charged; but a consequence (whether the game is over, whose
     * turn it is: the probe's {@code decides}) is charged as the first of its deciders that
     * disagrees too, the rule that decides it.
     */
    private static Disagreement compareAnswers(Context context, String expected,
            String actual) {
        if (expected.startsWith("refused: ") || actual.startsWith("refused: ")
                || !expected.contains("=") || !actual.contains("=") && notWritten(expected,
                actual)) {
            return compare(context, "play", expected, actual);
        }
        Map<String, String> want = parse(expected);
        Map<String, String> got = parse(actual);
        Disagreement first = null;
        Map<String, Disagreement> differ = new LinkedHashMap<>();
        for (Map.Entry<String, String> entry : want.entrySet()) {
            Disagreement here = compare(context, entry.getKey(),
                    entry.getValue(), got.getOrDefault(entry.getKey(), "!missing"));
            if (here != null) {
                differ.put(here.key(), here);
            }
            // A key that met a stub is charged to the stub's exercise only if no other key of
            // the same observation disagrees for a reason of its own.
            if (first == null || isStub(first) && here != null && !isStub(here)) {
                first = here;
            }
        }
        return decided(context.deciders(), differ, first);
    }

    /**
     * The disagreement charged for an observation whose first is {@code first}: for a
     * consequence, the first of its deciders that disagrees too (and so on, for a decider that
     * is a consequence itself), none a stub's; else {@code first} itself.
     */
    private static Disagreement decided(Map<String, List<String>> deciders,
            Map<String, Disagreement> differ, Disagreement first) {
        Disagreement charged = first;
        Set<String> seen = new HashSet<>();
        while (charged != null && !isStub(charged) && seen.add(charged.key())) {
            Disagreement decider = null;
            for (String key : deciders.getOrDefault(charged.key(), List.of())) {
                Disagreement here = differ.get(key);
                if (here != null && !isStub(here)) {
                    decider = here;
                    break;
                }
            }
            if (decider == null) {
                break;
            }
            charged = decider;
        }
        return charged;
    }

    /** Whether a disagreement is a stub's exception, charged to its exercise. */
    private static boolean isStub(Disagreement disagreement) {
        return GeneratedExample.isStub(disagreement.rule());
    }

    /** The exercise a stub's exception names, such as {@code ex03}. */
    private static String stubExercise(String actual) {
        Matcher stub = STUB.matcher(actual);
        return stub.find() ? String.format("ex%02d", Integer.parseInt(stub.group(1))) : "";
    }

    /** Whether the engine's answer is a stub's exception where the oracle's is not. */
    private static boolean notWritten(String expected, String actual) {
        return STUB.matcher(actual).find() && !STUB.matcher(expected).find();
    }

    /** Whether the engine refused a move the oracle played. */
    private static boolean refusedAlone(String expected, String actual) {
        return actual.startsWith("refused: ") && !expected.startsWith("refused: ");
    }

    /**
     * The oracle's moves one a line, some perhaps marked {@value #FAVOURED}; from a probe without
     * {@code moves}, its legal list.
     */
    private static List<String> choices(String moves, String legal) {
        String lines = moves.startsWith("error") ? legal.strip().replace(' ', '\n') : moves;
        return lines.lines().filter(line -> !line.isBlank() && !line.equals("-")).toList();
    }

    /**
     * One of the oracle's moves: one time in {@value #FAVOUR_ONE_IN} a marked move, when any
     * is, else any move, each uniformly. Without a marked move no more is drawn than one
     * uniform choice, so a probe that marks none plays the games it played before marks were
     * read.
     *
     * @param choices the moves, marked or not
     * @param random the game's random stream
     * @return the move, without its mark
     */
    private static String choose(List<String> choices, SplittableRandom random) {
        List<String> favoured = choices.stream().filter(line -> line.startsWith(FAVOURED))
                .toList();
        String chosen = !favoured.isEmpty() && random.nextInt(FAVOUR_ONE_IN) == 0
                ? favoured.get(random.nextInt(favoured.size()))
                : choices.get(random.nextInt(choices.size()));
        return unmarked(chosen);
    }

    /** A line of {@code moves} without its mark. */
    static String unmarked(String line) {
        return line.startsWith(FAVOURED) ? line.substring(FAVOURED.length()).strip() : line;
    }

    /**
     * The rule the oracle charges a wrong answer to ({@code classify}), where it names one.
     *
     * @param oracle the oracle, at the position the answer was given in
     * @param key the answer's key
     * @param expected the oracle's answer
     * @param actual the wrong answer
     * @param otherwise the rule charged where the oracle names none (an error, a refusal)
     * @return the rule's ID
     */
    static String classify(Function<String, String> oracle, String key, String expected,
            String actual, String otherwise) {
        String rule = oracle.apply("classify " + key + " " + oneWord(expected) + " "
                + oneWord(actual)).strip();
        return rule.isEmpty() || rule.startsWith("error") || rule.startsWith("refused")
                ? otherwise : rule;
    }

    /** A value in {@code classify}'s one-word form. */
    static String oneWord(String text) {
        return text.isEmpty() ? "-" : text.replace(' ', '_').replace('\n', '|');
    }

    /**
     * Chooses a move as the oracle's games do, from a probe's answers to {@code moves} and
     * {@code legal}: the student's kit plays its random games with the same choice
     * (issue 61).
     *
     * @param moves the probe's {@code moves} answer
     * @param legal the probe's {@code legal} answer
     * @param random the game's random stream
     * @return the move, or empty when there is none
     */
    public static Optional<String> move(String moves, String legal,
            SplittableRandom random) {
        List<String> choices = choices(moves, legal);
        return choices.isEmpty() ? Optional.empty()
                : Optional.of(choose(choices, random));
    }

    /**
     * An observation's {@code key=value} lines, by key, in order.
     *
     * @param lines the observation
     * @return its values by key
     */
    public static Map<String, String> parse(String lines) {
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
