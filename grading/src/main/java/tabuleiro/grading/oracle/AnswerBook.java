package tabuleiro.grading.oracle;

import static tabuleiro.grading.oracle.GeneratedGames.oneWord;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import tabuleiro.grading.model.FileTrees;
import tabuleiro.grading.model.GeneratedSetting;
import tabuleiro.grading.model.ListDifference;
import tabuleiro.grading.model.Sha256;
import tabuleiro.grading.spi.GameModule;
import tabuleiro.grading.spi.Games;

/**
 * The reference's answers to a student kit's generated games: for each of the kit's seeds, the
 * games the grader would play (the moves chosen from the reference's list, as
 * {@link GeneratedGames#script} chooses them) and the reference's answer to every question it
 * would ask, with what the kit needs to show a disagreement as the grader shows one: the rule
 * each key is charged to at each position, and the scenario that reproduces it, in English and
 * Portuguese. {@code bundle student-kit} writes it from the oracle; the kit's {@code ./check}
 * plays the same questions on the student's engine and compares every answer with
 * {@link GeneratedGames#compare}, the grader's own comparison, with {@link #oracle} standing
 * in for the reference.
 *
 * <p><b>Plain text, not commitments.</b> The answers travel as the reference gave them, not as
 * salted hashes: the grader's feedback already shows both answers of a generated example, a
 * student needs the expected answer to find the bug, and an answer is worth nothing at the
 * grader, which never grades a class with one of the kit's seeds
 * ({@link GeneratedSetting#isKitSeed}) and so never asks the kit's games. Nothing of the
 * reference's code travels, only answers to
 * questions; nothing of a hidden rule either: a key whose rule the scheme hides is left out of
 * every answer, and a charge to a hidden rule is written {@value #NOT_SHOWN} (the kit stops that
 * game there without a word, as the grader stops it with a charge the kit cannot name).
 *
 * <p><b>Charges.</b> The grader's {@code classify} reads the reference's game after the moves,
 * and for a few keys the engine's answer too. For each position the book keeps the charge of
 * every key whose answer the reference gave, where it is not the key's usual rule, and for a
 * key of few values (at most {@value #FEW_VALUES} in the book: {@code over}, {@code winner},
 * {@code turn}...) the charge of each other value the engine could give. The keys whose charge
 * reads a long answer (a legal list, a board) are charged in the kit by the game's probe
 * over the student's engine played to the same position ({@link GameModule#engineCharged()}):
 * every earlier answer of that engine agreed with the reference's, so the probe reads the
 * position the reference had.
 */
public final class AnswerBook {

    /** The kit's seeds: 1 to this, which no class is graded with. */
    public static final int KIT_SEEDS = GeneratedSetting.KIT_SEEDS;

    /**
     * The name mixed with a kit seed to draw the kit's games ({@link GeneratedSetting#seedOf}):
     * a class's games are drawn from its seed alone ({@link GeneratedSetting#gamesSeed}), and a
     * class seed whose games would be a kit's is refused.
     */
    public static final String SUBMISSION = GeneratedSetting.KIT_SUBMISSION;

    /** The charge of a key whose rule the kit does not show. */
    public static final String NOT_SHOWN = "-";

    /** The most values a key may take in a book to have its charge kept per value. */
    static final int FEW_VALUES = 8;

    /**
     * The keys whose charge reads the engine's long answer: charged in the kit by the probe
     * over the student's engine ({@link #oracle}), as the game's module says.
     */
    private static Set<String> engineCharged(String game) {
        return Games.find(game).map(GameModule::engineCharged).orElse(Set.of());
    }

    /** The key of the legal moves, a question of its own. */
    private static final String LEGAL = "legal";

    /**
     * What a charge of the legal moves that begin with one word is kept under, before the word:
     * a book's line holds a charge's key as one word.
     */
    private static final String MISSING = "legal-without:";

    /** The folder of a kit's books, beside its grader's jar in {@code tools/}. */
    public static final String FOLDER = "answers";

    /**
     * A book's first line, which also names it in the machine's cache: 2 since the kit seeds'
     * games are chosen with reach floors ({@link ClassGames}), so a book of 1, whose games were
     * drawn without them, is recorded again.
     */
    private static final String MAGIC = "tabuleiro answer book 2";

    private final String game;
    private final Map<String, String> rules;
    private final List<Chapter> chapters;

    /**
     * The rule a key is charged to at one position, and the scenarios that reproduce a
     * disagreement there.
     *
     * @param charges by key, where not its usual rule, and by {@code key=value} (the engine's
     *     answer in {@code classify}'s one-word form) where that value changes it
     * @param scenarios by {@code lang key}, such as {@code en turn}
     */
    public record Position(Map<String, String> charges, Map<String, String> scenarios) {

        /** Copies the maps. */
        public Position {
            charges = Map.copyOf(charges);
            scenarios = Map.copyOf(scenarios);
        }
    }

    /**
     * One game of a kit seed: its questions, the reference's answers and the positions after
     * each move (the first is the game's start).
     *
     * @param game the game as the grader plays it
     * @param positions position 0 is the start, position k the game after k moves
     */
    public record Recorded(GeneratedGames.Game game, List<Position> positions) {

        /** Copies the positions. */
        public Recorded {
            Objects.requireNonNull(game, "game");
            positions = List.copyOf(positions);
        }

        /**
         * How the game starts: {@code new}, {@code new SEED} or {@code new end SEED}.
         *
         * @return the first question
         */
        public String start() {
            return game.questions().get(0);
        }

        /**
         * The reference's answer at a position: the game's start, or the observation after its
         * k-th move.
         *
         * @param k the moves played
         * @return the observation, or empty when the game has no such position
         */
        public String observation(int k) {
            int plays = 0;
            List<String> questions = game.questions();
            if (k == 0) {
                return game.expected().get(0);
            }
            for (int i = 1; i < questions.size(); i++) {
                if (questions.get(i).startsWith("play ") && ++plays == k) {
                    return game.expected().get(i);
                }
            }
            return "";
        }
    }

    /**
     * A kit seed's games.
     *
     * @param kitSeed the kit's seed, from 1
     * @param seed the seed the games were played from ({@link #scriptSeed})
     * @param games the games, in order
     */
    public record Chapter(int kitSeed, long seed, List<Recorded> games) {

        /** Copies the games. */
        public Chapter {
            games = List.copyOf(games);
        }
    }

    /**
     * A book.
     *
     * @param game the game's package name, such as {@code GAME} in {@code tabuleiro.GAME}
     * @param rules the visible keys' usual rules, as the probe's {@code rules} gives them
     * @param chapters the kit seeds' games
     */
    public AnswerBook(String game, Map<String, String> rules, List<Chapter> chapters) {
        this.game = Objects.requireNonNull(game, "game");
        this.rules = Collections.unmodifiableMap(new LinkedHashMap<>(rules));
        this.chapters = List.copyOf(chapters);
    }

    /**
     * The game.
     *
     * @return its package name
     */
    public String game() {
        return game;
    }

    /**
     * The visible keys' usual rules.
     *
     * @return rule IDs by key
     */
    public Map<String, String> rules() {
        return rules;
    }

    /**
     * The kit seeds' games.
     *
     * @return the chapters, by kit seed
     */
    public List<Chapter> chapters() {
        return chapters;
    }

    /**
     * The seed a kit seed's games are played from: the kit seed mixed with
     * {@value #SUBMISSION}, which no class's games meet.
     *
     * @param kitSeed the kit's seed
     * @return the games' seed
     */
    public static long scriptSeed(int kitSeed) {
        return GeneratedSetting.seedOf(kitSeed, SUBMISSION);
    }

    /**
     * Plays a kit's games with the reference and keeps its answers.
     *
     * @param oracle the reference's probe of the game
     * @param game the game's package name
     * @param hidden the rule IDs the kit's scheme hides
     * @param seeds how many kit seeds, from 1
     * @return the book
     */
    public static AnswerBook record(Function<String, String> oracle, String game,
            Set<String> hidden, int seeds) {
        GeneratedGames.Settings settings = GeneratedGames.Settings.of(game);
        Map<String, String> all = GeneratedGames.parse(oracle.apply("rules"));
        Map<String, String> visible = new LinkedHashMap<>();
        all.forEach((key, rule) -> {
            if (!hidden.contains(rule)) {
                visible.put(key, rule);
            }
        });
        List<Chapter> chapters = new ArrayList<>();
        for (int kitSeed = 1; kitSeed <= seeds; kitSeed++) {
            long seed = scriptSeed(kitSeed);
            // Chosen as a class's games are, reach floors and all, so that the kit's games
            // reach the rare cases the grader's do (RecordedGamesIT).
            GeneratedGames.Script script = ClassGames.select(settings, oracle, seed,
                    settings.games());
            Map<String, Set<String>> values = values(script, visible);
            List<Recorded> games = new ArrayList<>();
            for (GeneratedGames.Game played : script.games()) {
                games.add(new Recorded(visibleOnly(played, visible),
                        positions(oracle, game, played, visible, hidden, values)));
            }
            chapters.add(new Chapter(kitSeed, seed, games));
        }
        return new AnswerBook(game, visible, chapters);
    }

    /** The values each visible key takes in a script's observations, for the keys of few. */
    private static Map<String, Set<String>> values(GeneratedGames.Script script,
            Map<String, String> visible) {
        Map<String, Set<String>> values = new HashMap<>();
        for (GeneratedGames.Game played : script.games()) {
            for (String answer : played.expected()) {
                GeneratedGames.parse(answer).forEach((key, value) -> {
                    if (visible.containsKey(key)) {
                        values.computeIfAbsent(key, k -> new LinkedHashSet<>()).add(value);
                    }
                });
            }
        }
        values.values().removeIf(seen -> seen.size() > FEW_VALUES);
        return values;
    }

    /** A game without the answers of hidden keys, and without its legal lists if hidden. */
    private static GeneratedGames.Game visibleOnly(GeneratedGames.Game played,
            Map<String, String> visible) {
        List<String> questions = new ArrayList<>();
        List<String> expected = new ArrayList<>();
        for (int i = 0; i < played.questions().size(); i++) {
            String question = played.questions().get(i);
            if (question.equals("legal") && !visible.containsKey("legal")) {
                continue;
            }
            questions.add(question);
            expected.add(withoutHidden(played.expected().get(i), visible));
        }
        return new GeneratedGames.Game(questions, expected);
    }

    /** An observation without its hidden keys; any other answer as it is. */
    private static String withoutHidden(String answer, Map<String, String> visible) {
        if (!answer.contains("=") || answer.startsWith("refused") || answer.startsWith("error")) {
            return answer;
        }
        StringBuilder kept = new StringBuilder();
        GeneratedGames.parse(answer).forEach((key, value) -> {
            if (visible.containsKey(key)) {
                kept.append(key).append('=').append(value).append('\n');
            }
        });
        return kept.toString().strip();
    }

    /** The charges and scenarios at every position of a game, the oracle played along it. */
    private static List<Position> positions(Function<String, String> oracle, String game,
            GeneratedGames.Game played, Map<String, String> visible, Set<String> hidden,
            Map<String, Set<String>> values) {
        List<Position> positions = new ArrayList<>();
        List<String> questions = played.questions();
        oracle.apply(questions.get(0));
        positions.add(position(oracle, game, visible, hidden, values));
        for (String question : questions) {
            if (question.startsWith("play ")) {
                oracle.apply(question);
                positions.add(position(oracle, game, visible, hidden, values));
            }
        }
        return positions;
    }

    private static Position position(Function<String, String> oracle, String game,
            Map<String, String> visible, Set<String> hidden, Map<String, Set<String>> values) {
        Map<String, String> observation = GeneratedGames.parse(oracle.apply("observe"));
        Map<String, String> charges = new TreeMap<>();
        Map<String, String> scenarios = new TreeMap<>();
        Set<String> keys = new LinkedHashSet<>(observation.keySet());
        keys.add("legal");
        keys.add("play");
        Set<String> byEngine = engineCharged(game);
        for (String key : keys) {
            if (!visible.containsKey(key)) {
                continue;
            }
            String expected = observation.getOrDefault(key, "");
            boolean byMove = key.equals(LEGAL) && !byEngine.contains(key);
            if (byMove) {
                // The legal list is a question of its own, not part of the observation, and is
                // charged by the moves the engine lacks ({@link #missingCharges}) or, for a move
                // only the engine lists, by the probe over it: no charge of the whole list.
                expected = oracle.apply(LEGAL).strip();
                charges.putAll(missingCharges(oracle, expected, visible.get(key), hidden));
            }
            String usual = byMove ? visible.get(key) : shown(oracle.apply("classify " + key
                    + " " + oneWord(expected) + " ?").strip(), visible.get(key), hidden);
            if (!usual.equals(visible.get(key)) && !byEngine.contains(key)) {
                charges.put(key, usual);
            }
            for (String value : values.getOrDefault(key, Set.of())) {
                if (value.equals(expected)) {
                    continue;
                }
                String charge = shown(oracle.apply("classify " + key + " " + oneWord(expected)
                        + " " + oneWord(value)).strip(), visible.get(key), hidden);
                if (!charge.equals(usual)) {
                    charges.put(key + "=" + oneWord(value), charge);
                }
            }
            // "-" is the probe's "not asked here": an engine that agrees answers it too, and
            // some questions cannot be asked there (a solver's score from an empty grid).
            if (!expected.equals("-")) {
                for (String lang : List.of("en", "pt")) {
                    String scenario = oracle.apply("scenario " + lang + " " + key);
                    if (!scenario.startsWith("error") && !scenario.startsWith("refused")
                            && !scenario.isBlank()) {
                        scenarios.put(lang + " " + key, scenario);
                    }
                }
            }
        }
        return new Position(charges, scenarios);
    }

    /**
     * What the engine's legal list costs where it lacks the reference's moves that begin with
     * one word (a square, a column): the oracle's charge of the reference's
     * list without them, by that word ({@link #MISSING}), where it is not the key's usual rule.
     * An engine that misses a win on a square lists that square's move otherwise, and the
     * square's charge is the rule of the win the reference's board makes there.
     */
    private static Map<String, String> missingCharges(Function<String, String> oracle,
            String expected, String usual, Set<String> hidden) {
        Map<String, List<String>> byWord = new LinkedHashMap<>();
        ListDifference.of(LEGAL, expected, "").ifPresent(all -> all.onlyExpected().forEach(
                move -> byWord.computeIfAbsent(firstWord(move), w -> new ArrayList<>())
                        .add(move)));
        Map<String, String> charges = new TreeMap<>();
        List<String> all = byWord.values().stream().flatMap(List::stream).toList();
        byWord.forEach((word, its) -> {
            List<String> without = new ArrayList<>(all);
            without.removeAll(its);
            String actual = without.isEmpty() ? "-" : String.join(" ", without);
            String charge = shown(oracle.apply("classify " + LEGAL + " " + oneWord(expected)
                    + " " + oneWord(actual)).strip(), usual, hidden);
            if (!charge.equals(usual)) {
                charges.put(MISSING + word, charge);
            }
        });
        return charges;
    }

    /** The first word of a move, which the moves that differ only after it share. */
    private static String firstWord(String move) {
        int space = move.indexOf(' ');
        return space < 0 ? move : move.substring(0, space);
    }

    /** A charge as the kit may show it: a hidden rule is {@value #NOT_SHOWN}. */
    private static String shown(String charge, String usual, Set<String> hidden) {
        if (charge.isEmpty() || charge.startsWith("error") || charge.startsWith("refused")) {
            return usual;
        }
        return hidden.contains(charge) ? NOT_SHOWN : charge;
    }

    /** A list answer from its one-word form: the moves' words apart again. */
    private static String unOneWord(String word) {
        return word.replace('_', ' ').replace('|', '\n');
    }

    /**
     * A kit seed's games as a script for {@link GeneratedGames#compare}.
     *
     * @param chapter the kit seed's games
     * @param count how many of its games, from the first
     * @return the script
     */
    public static GeneratedGames.Script script(Chapter chapter, int count) {
        return new GeneratedGames.Script(chapter.seed(), chapter.games().stream()
                .limit(count).map(Recorded::game).toList());
    }

    /**
     * Stands in for the reference in {@link GeneratedGames#compare} of one recorded game: it
     * answers {@code rules} (and {@code decides}, by the probe over the student's engine, whose
     * code says it), follows {@code new} and {@code play} along the game, answers
     * {@code observe} with the reference's observation there, {@code classify} with the
     * book's charge (or the probe's over the student's engine, played to the same position, for
     * a key the book leaves to it) and {@code scenario} with the book's.
     *
     * @param recorded the game
     * @param engines makes a fresh probe over the student's engine
     * @return the stand-in
     */
    public Function<String, String> oracle(Recorded recorded,
            Supplier<Function<String, String>> engines) {
        return oracle(recorded, engines, rule -> false);
    }

    /**
     * Stands in for the reference as {@link #oracle(Recorded, Supplier)} does, and takes the
     * charge the probe over the student's engine gives a key the book leaves to it when it is a
     * rule the kit shows, as well as a rule of one of the book's keys: a legal list that differs
     * by a man's backward capture is the men's capture rule, which no key names as its own.
     *
     * @param recorded the game
     * @param engines makes a fresh probe over the student's engine
     * @param shown whether the kit shows a rule, by its ID
     * @return the stand-in
     */
    public Function<String, String> oracle(Recorded recorded,
            Supplier<Function<String, String>> engines, Predicate<String> shown) {
        return new Stand(recorded, engines, shown);
    }

    /** The reference as a book remembers it, along one game. */
    private final class Stand implements Function<String, String> {

        private final Recorded recorded;
        private final Supplier<Function<String, String>> engines;
        private final Predicate<String> shown;
        private final List<String> moves = new ArrayList<>();

        Stand(Recorded recorded, Supplier<Function<String, String>> engines,
                Predicate<String> shown) {
            this.recorded = recorded;
            this.engines = engines;
            this.shown = shown;
        }

        @Override
        public String apply(String line) {
            String command = line.strip();
            if (command.equals("rules")) {
                StringBuilder text = new StringBuilder();
                rules.forEach((key, rule) -> text.append(key).append('=').append(rule)
                        .append('\n'));
                return text.toString().strip();
            }
            if (command.equals("decides")) {
                // Which keys decide which is the probe's code, not the reference's answers:
                // the probe over the student's engine says it as the oracle's does.
                String decides = engines.get().apply("decides");
                return decides.startsWith("error") || decides.startsWith("refused") ? ""
                        : decides;
            }
            if (command.startsWith("new")) {
                moves.clear();
                return recorded.observation(0);
            }
            if (command.startsWith("play ")) {
                moves.add(command.substring("play ".length()));
                return recorded.observation(moves.size());
            }
            if (command.equals("observe")) {
                return recorded.observation(moves.size());
            }
            Position here = moves.size() < recorded.positions().size()
                    ? recorded.positions().get(moves.size()) : new Position(Map.of(), Map.of());
            if (command.startsWith("scenario ")) {
                String[] words = command.split("\\s+");
                return words.length < 3 ? "error: scenario en|pt KEY"
                        : here.scenarios().getOrDefault(words[1] + " " + words[2],
                        "error: no scenario");
            }
            if (command.startsWith("classify ")) {
                return charge(command, here);
            }
            return "error: the book does not answer " + command;
        }

        private String charge(String command, Position here) {
            String[] words = command.split("\\s+");
            if (words.length < 2) {
                return "error: classify KEY EXPECTED ACTUAL";
            }
            String key = words[1];
            String actual = words.length == 4 ? words[3] : "";
            String byValue = here.charges().get(key + "=" + actual);
            if (byValue != null) {
                return byValue;
            }
            if (engineCharged(game).contains(key)) {
                String charge = byEngine(command);
                if (!charge.isEmpty() && (rules.containsValue(charge) || shown.test(charge))) {
                    return charge;
                }
            }
            if (key.equals(LEGAL)) {
                // The first move only the reference listed whose word the book charges.
                Optional<String> missed = missedCharge(here, words);
                if (missed.isPresent()) {
                    return missed.get();
                }
            }
            String said = here.charges().get(key);
            if (said == null && Games.find(game).map(GameModule::engineChargedWhereUnsaid)
                    .orElse(Set.of()).contains(key)) {
                String charge = byEngine(command);
                if (!charge.isEmpty() && (rules.containsValue(charge) || shown.test(charge))) {
                    return charge;
                }
            }
            return said != null ? said : rules.getOrDefault(key, "");
        }

        /**
         * The book's charge of the first move the reference listed and the engine did not,
         * by the move's first word ({@link #missingCharges}).
         */
        private Optional<String> missedCharge(Position here, String[] words) {
            if (words.length != 4) {
                return Optional.empty();
            }
            Optional<ListDifference> difference = ListDifference.of(LEGAL,
                    unOneWord(words[2]), unOneWord(words[3]));
            if (difference.isEmpty()) {
                return Optional.empty();
            }
            return difference.get().onlyExpected().stream()
                    .map(move -> here.charges().get(MISSING + firstWord(move)))
                    .filter(Objects::nonNull).findFirst();
        }

        /** The probe's charge over the student's engine played to this position. */
        private String byEngine(String command) {
            Function<String, String> engine = engines.get();
            engine.apply(recorded.start());
            for (String move : moves) {
                if (engine.apply("play " + move).startsWith("refused")) {
                    return "";
                }
            }
            String charge = engine.apply(command).strip();
            return charge.startsWith("error") || charge.startsWith("refused") ? "" : charge;
        }
    }

    /**
     * Writes a kit's book of a game from the oracle beside the running grader: what
     * {@code bundle student-kit} puts in {@code tools/answers/}. A book is named by a digest of
     * what makes it (the oracle's jars, the game, the hidden rules, the seeds, the format) and
     * kept in a cache folder, written whole before it takes its name, so that another kit of the
     * same game and hidden rules, by this grader or one built from the same reference, copies
     * it rather than playing the games again; graders writing at once may both make it, and
     * either copy is right.
     *
     * @param game the game's package name
     * @param hidden the rule IDs the kit's scheme hides
     * @param folder the kit's folder of books
     * @param cache the folder of books made before, created if needed
     * @return the book's file, or empty when the grader has no oracle beside it (a grader
     *     copied into a kit, say), which writes no book
     * @throws IOException if the book cannot be written
     */
    public static java.util.Optional<Path> writeForKit(String game, Set<String> hidden,
            Path folder, Path cache) throws IOException {
        Path oracleFolder = Oracle.defaultFolder();
        if (!Files.isDirectory(oracleFolder)) {
            return java.util.Optional.empty();
        }
        Files.createDirectories(folder);
        Path file = file(folder, game);
        Path kept = cache.resolve(digest(oracleFolder, game, hidden) + ".answers.gz");
        if (!Files.isRegularFile(kept)) {
            FileTrees.writeAtomically(kept, made -> {
                try (Oracle oracle = Oracle.open(oracleFolder)) {
                    record(oracle.probe(game), game, hidden, KIT_SEEDS).write(made);
                }
            });
        }
        Files.copy(kept, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        return java.util.Optional.of(file);
    }

    /**
     * The digest that names a book: what the oracle is, what the book asks of it, and the
     * grader's code that chooses its games.
     */
    private static String digest(Path oracleFolder, String game, Set<String> hidden)
            throws IOException {
        java.security.MessageDigest sha = Sha256.digest();
        sha.update((MAGIC + "\n" + game + "\n" + new java.util.TreeSet<>(hidden) + "\n"
                + KIT_SEEDS + "\n" + ClassGames.selection() + "\n")
                .getBytes(StandardCharsets.UTF_8));
        // The jars alone: the folder also keeps the class games it played (class-games/).
        try (java.util.stream.Stream<Path> jars = Files.list(oracleFolder)) {
            for (Path jar : jars.filter(path -> path.getFileName().toString()
                    .endsWith(".jar")).sorted().toList()) {
                sha.update(jar.getFileName().toString().getBytes(StandardCharsets.UTF_8));
                sha.update(Files.readAllBytes(jar));
            }
        }
        return java.util.HexFormat.of().formatHex(sha.digest()).substring(0, 32);
    }

    /**
     * A game's book in a folder of books.
     *
     * @param folder the folder, such as a kit's {@code tools/answers/}
     * @param game the game's package name
     * @return the book's file, which may not exist
     */
    public static Path file(Path folder, String game) {
        return folder.resolve(game + ".answers.gz");
    }

    /**
     * The folder of books beside the running grader's jar (or its class folder): a kit's
     * {@code tools/answers/}.
     *
     * @return the folder, which may not exist
     * @throws IOException if the grader's location cannot be told
     */
    public static Path besideGrader() throws IOException {
        try {
            Path location = Path.of(AnswerBook.class.getProtectionDomain().getCodeSource()
                    .getLocation().toURI());
            return location.toAbsolutePath().getParent().resolve(FOLDER);
        } catch (java.net.URISyntaxException e) {
            throw new IOException("cannot tell where the grader is", e);
        }
    }

    /**
     * Writes the book, gzipped.
     *
     * @param file the file
     * @throws IOException if it cannot be written
     */
    public void write(Path file) throws IOException {
        try (Writer out = new BufferedWriter(new OutputStreamWriter(new GZIPOutputStream(
                Files.newOutputStream(file)), StandardCharsets.UTF_8))) {
            out.write(MAGIC + "\n");
            out.write("game " + game + "\n");
            for (Map.Entry<String, String> rule : rules.entrySet()) {
                out.write("rule " + rule.getKey() + " " + rule.getValue() + "\n");
            }
            for (Chapter chapter : chapters) {
                out.write("seed " + chapter.kitSeed() + " " + chapter.seed() + "\n");
                for (Recorded recorded : chapter.games()) {
                    out.write("game\n");
                    GeneratedGames.Game played = recorded.game();
                    for (int i = 0; i < played.questions().size(); i++) {
                        out.write("q " + escape(played.questions().get(i)) + "\n");
                        out.write("a " + escape(played.expected().get(i)) + "\n");
                    }
                    for (Position position : recorded.positions()) {
                        out.write("p\n");
                        for (Map.Entry<String, String> charge : new TreeMap<>(
                                position.charges()).entrySet()) {
                            out.write("c " + escape(charge.getKey()) + " "
                                    + escape(charge.getValue()) + "\n");
                        }
                        for (Map.Entry<String, String> scenario : new TreeMap<>(
                                position.scenarios()).entrySet()) {
                            out.write("s " + scenario.getKey() + " "
                                    + escape(scenario.getValue()) + "\n");
                        }
                    }
                }
            }
        }
    }

    /**
     * Reads a book that {@link #write} wrote.
     *
     * @param file the file
     * @return the book
     * @throws IOException if it cannot be read or is not a book
     */
    public static AnswerBook read(Path file) throws IOException {
        try (Reader in = new InputStreamReader(new GZIPInputStream(Files.newInputStream(file)),
                StandardCharsets.UTF_8)) {
            return parse(new BufferedReader(in), file);
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }

    private static AnswerBook parse(BufferedReader in, Path file) throws IOException {
        if (!MAGIC.equals(in.readLine())) {
            throw new IOException(file + " is not an answer book");
        }
        String game = null;
        Map<String, String> rules = new LinkedHashMap<>();
        List<Chapter> chapters = new ArrayList<>();
        Builder builder = new Builder();
        String line;
        while ((line = in.readLine()) != null) {
            int space = line.indexOf(' ');
            String tag = space < 0 ? line : line.substring(0, space);
            String rest = space < 0 ? "" : line.substring(space + 1);
            switch (tag) {
                case "game" -> {
                    if (rest.isEmpty()) {
                        builder.game();
                    } else {
                        game = rest;
                    }
                }
                case "rule" -> {
                    String[] words = rest.split(" ");
                    rules.put(words[0], words[1]);
                }
                case "seed" -> {
                    builder.chapter(chapters);
                    String[] words = rest.split(" ");
                    builder.kitSeed = Integer.parseInt(words[0]);
                    builder.seed = Long.parseLong(words[1]);
                }
                case "q" -> builder.questions.add(unescape(rest));
                case "a" -> builder.expected.add(unescape(rest));
                case "p" -> builder.position();
                case "c" -> {
                    String[] words = rest.split(" ", 2);
                    builder.charges.put(unescape(words[0]), unescape(words[1]));
                }
                case "s" -> {
                    String[] words = rest.split(" ", 3);
                    builder.scenarios.put(words[0] + " " + words[1], unescape(words[2]));
                }
                default -> throw new IOException(file + ": not a line of an answer book: "
                        + line);
            }
        }
        builder.chapter(chapters);
        if (game == null) {
            throw new IOException(file + " names no game");
        }
        return new AnswerBook(game, rules, chapters);
    }

    /** What {@link #parse} has read of the chapter it is in. */
    private static final class Builder {
        private int kitSeed = -1;
        private long seed;
        private final List<Recorded> games = new ArrayList<>();
        private final List<String> questions = new ArrayList<>();
        private final List<String> expected = new ArrayList<>();
        private final List<Position> positions = new ArrayList<>();
        private Map<String, String> charges;
        private Map<String, String> scenarios;

        void position() {
            endPosition();
            charges = new HashMap<>();
            scenarios = new HashMap<>();
        }

        void endPosition() {
            if (charges != null) {
                positions.add(new Position(charges, scenarios));
                charges = null;
                scenarios = null;
            }
        }

        void game() {
            endPosition();
            if (!questions.isEmpty()) {
                games.add(new Recorded(new GeneratedGames.Game(questions, expected),
                        positions));
            }
            questions.clear();
            expected.clear();
            positions.clear();
        }

        void chapter(List<Chapter> chapters) {
            game();
            if (kitSeed >= 0) {
                chapters.add(new Chapter(kitSeed, seed, games));
            }
            games.clear();
        }
    }

    private static String escape(String text) {
        return text.replace("\\", "\\\\").replace("\n", "\\n").replace("\r", "\\r");
    }

    private static String unescape(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\\' && i + 1 < text.length()) {
                char next = text.charAt(++i);
                out.append(next == 'n' ? '\n' : next == 'r' ? '\r' : next);
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }
}
