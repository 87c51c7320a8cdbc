package tabuleiro.grading.oracle;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.io.PrintStream;
import java.math.BigDecimal;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;
import javax.tools.ToolProvider;
import tabuleiro.grading.model.BundledSchemes;
import tabuleiro.grading.model.GeneratedSetting;
import tabuleiro.grading.model.GradedRule;
import tabuleiro.grading.model.Marking;
import tabuleiro.grading.model.Scheme;
import tabuleiro.grading.rulebook.RuleBook;

/**
 * How often the class's generated games catch a one-line bug, and what they charge, over many
 * class seeds (issue 82, item 2): each mutant of the reference (one text of one source replaced)
 * is compiled against the oracle's reference jar, loaded before it with the features jar, and
 * asked the default games of each class seed ({@link GeneratedSetting#gamesSeed(long)}, the
 * games every submission of that class meets) in this JVM, as {@code grade} asks a grading
 * JVM. For each mutant it prints the seeds whose games caught it, the rules charged (each set of
 * rules with the number of seeds that charged it) and the points generated examples cost at the
 * default share (min, median, max over the seeds), from the bundled scheme's marking.
 *
 * <p>A bench, not a test: {@code grading/bench/catch-rates.sh} runs it on the packaged oracle.
 * Arguments: {@code SEEDS FIRST_SEED FILE...} ({@code FIRST_SEED} {@value #BY_NAME}: the
 * games that the submissions {@code student-0} onwards of a class of seed 47 met before issue
 * 82, each its own), each file a TSV of
 * {@code GAME NAME RULE FILE FROM TO} (comments with {@code #}) or a catalogue of
 * {@code grading/mutants/*.json}, whose entries marked {@code "generated": true} are read.
 */
public final class CatchRates {

    /** The second argument that measures the seeds of submissions' names instead. */
    private static final String BY_NAME = "names";

    /** The oracle's games by game and seed: the same for every mutant, so played once. */
    private static final Map<String, GeneratedGames.Script> SCRIPTS = new HashMap<>();

    private CatchRates() {
    }

    /** One bug: a text of one reference source replaced. */
    private record Mutant(String game, String name, String rule, String file, String from,
            String to) {
    }

    /**
     * Runs the measure.
     *
     * @param args the number of class seeds, the first, then the catalogues
     * @throws Exception if the oracle, a catalogue or a source cannot be read
     */
    public static void main(String[] args) throws Exception {
        if (args.length < 3) {
            System.err.println("usage: CatchRates SEEDS FIRST_SEED CATALOGUE...");
            System.exit(2);
        }
        int seeds = Integer.parseInt(args[0]);
        // "names": the seeds a class's first submissions met before issue 82 (the class seed
        // 47 mixed with student-0 onwards), to compare with the class seeds' games after it.
        boolean names = args[1].equals(BY_NAME);
        long first = names ? 0 : Long.parseLong(args[1]);
        List<Mutant> mutants = new ArrayList<>();
        for (int i = 2; i < args.length; i++) {
            mutants.addAll(read(Path.of(args[i])));
        }
        Path sources = Path.of(System.getProperty("tabuleiro.reference.sources",
                "reference/src/main/java"));
        PrintStream out = System.out;
        out.println("| game | bug | rule | caught (seeds) | rules charged (seeds) | points lost"
                + " (min / median / max) |");
        out.println("| --- | --- | --- | ---: | --- | --- |");
        try (Oracle oracle = Oracle.open(Oracle.defaultFolder())) {
            Map<String, Marking> markings = new TreeMap<>();
            for (Mutant mutant : mutants) {
                Marking marking = markings.computeIfAbsent(mutant.game(),
                        game -> marking(oracle.folder(), game));
                out.println(measure(oracle, marking, sources, mutant, seeds, first, names));
                out.flush();
            }
        }
    }

    private static String measure(Oracle oracle, Marking marking, Path sources, Mutant mutant,
            int seeds, long first, boolean names) throws Exception {
        GeneratedGames.Settings settings = GeneratedGames.Settings.of(mutant.game());
        BigDecimal share = BigDecimal.valueOf(GeneratedSetting.DEFAULT_SHARE);
        Map<String, Integer> ruleSets = new TreeMap<>();
        List<BigDecimal> costs = new ArrayList<>();
        int caught = 0;
        String text = Files.readString(sources.resolve(mutant.file()), StandardCharsets.UTF_8);
        int at = text.indexOf(mutant.from());
        if (at < 0 || text.indexOf(mutant.from(), at + 1) >= 0) {
            return row(mutant, "its text is not once in " + mutant.file(), "", "");
        }
        try (URLClassLoader loader = compiled(oracle.folder(), mutant,
                text.replace(mutant.from(), mutant.to()))) {
            if (loader == null) {
                return row(mutant, "does not compile", "", "");
            }
            @SuppressWarnings("unchecked")
            Function<String, String> engine = (Function<String, String>) loader
                    .loadClass(Oracle.probeClassName(mutant.game())).getConstructor()
                    .newInstance();
            long seed = first;
            for (int done = 0; done < seeds; seed++) {
                if (!names && GeneratedSetting.isKitSeed(seed)) {
                    continue;
                }
                done++;
                long games = names ? GeneratedSetting.seedOf(GeneratedSetting.DEFAULT_SEED,
                        "student-" + seed) : GeneratedSetting.gamesSeed(seed);
                GeneratedGames.Outcome outcome;
                try {
                    // As grade asks: the class's games with their reach floors; before issue
                    // 82 a submission's own games, as they came.
                    Function<String, String> reference = oracle.probe(mutant.game());
                    GeneratedGames.Script script = SCRIPTS.computeIfAbsent(mutant.game() + " "
                            + games + " " + names, key -> names
                            ? GeneratedGames.script(settings, reference, games, settings.games())
                            : ClassGames.select(settings, reference, games,
                                    GeneratedSetting.defaultGames(mutant.game())));
                    List<String> answers = script.questions().stream().map(engine).toList();
                    outcome = GeneratedGames.compare(reference, script, answers);
                } catch (RuntimeException | StackOverflowError e) {
                    // A bug that throws out of the probe costs the whole run in a grading JVM.
                    ruleSets.merge("(the engine threw: " + e.getClass().getSimpleName() + ")",
                            1, Integer::sum);
                    caught++;
                    continue;
                }
                Set<String> rules = new TreeSet<>(outcome.disagreements().keySet());
                if (!rules.isEmpty()) {
                    caught++;
                }
                ruleSets.merge(rules.isEmpty() ? "none" : String.join(" ", rules), 1,
                        Integer::sum);
                BigDecimal cost = BigDecimal.ZERO;
                for (GradedRule rule : marking.rules()) {
                    if (rules.contains(rule.id())) {
                        cost = cost.add(marking.points(rule).multiply(share));
                    }
                }
                costs.add(cost.setScale(2, java.math.RoundingMode.HALF_EVEN));
            }
        }
        costs.sort(null);
        String spread = costs.isEmpty() ? "" : costs.get(0) + " / "
                + costs.get(costs.size() / 2) + " / " + costs.get(costs.size() - 1);
        StringBuilder sets = new StringBuilder();
        ruleSets.forEach((set, count) -> sets.append(sets.length() == 0 ? "" : "; ")
                .append(set).append(" (").append(count).append(')'));
        return row(mutant, caught + " of " + seeds, sets.toString(), spread);
    }

    private static String row(Mutant mutant, String caught, String sets, String spread) {
        return "| " + mutant.game() + " | " + mutant.name() + " | " + mutant.rule() + " | "
                + caught + " | " + sets + " | " + spread + " |";
    }

    /** The bundled scheme's marking of a game, its rules read from the oracle's rule book. */
    private static Marking marking(Path oracle, String game) {
        try {
            Scheme scheme = BundledSchemes.scheme(game.equals("connectfour") ? "connect-four"
                    : game);
            RuleBook book = RuleBook.load(List.of(oracle.resolve("tabuleiro-features.jar")),
                    scheme.rulebook());
            return Marking.of(scheme, book.rules());
        } catch (IOException e) {
            throw new IllegalStateException("no rule book for " + game + ": " + e, e);
        }
    }

    /** The mutant compiled and loaded before the reference, or null if it does not compile. */
    private static URLClassLoader compiled(Path oracle, Mutant mutant, String changed)
            throws IOException {
        Path folder = Files.createTempDirectory("catch-rates");
        Path copy = folder.resolve("src").resolve(mutant.file());
        Files.createDirectories(copy.getParent());
        Files.writeString(copy, changed, StandardCharsets.UTF_8);
        Path classes = Files.createDirectories(folder.resolve("classes"));
        Path reference = oracle.resolve("tabuleiro-reference.jar");
        int status = ToolProvider.getSystemJavaCompiler().run(null, null, System.err,
                "-nowarn", "-proc:none", "-cp", reference.toString(), "-d", classes.toString(),
                copy.toString());
        if (status != 0) {
            return null;
        }
        return new URLClassLoader(new URL[] {classes.toUri().toURL(), reference.toUri().toURL(),
            oracle.resolve("tabuleiro-features.jar").toUri().toURL()},
                ClassLoader.getPlatformClassLoader());
    }

    /** The mutants of a TSV, or a JSON catalogue's generated-only ones. */
    private static List<Mutant> read(Path file) throws IOException {
        String text = Files.readString(file, StandardCharsets.UTF_8);
        List<Mutant> mutants = new ArrayList<>();
        if (file.toString().endsWith(".json")) {
            JsonObject catalogue = JsonParser.parseString(text).getAsJsonObject();
            String game = catalogue.get("game").getAsString().replace("-", "");
            for (JsonElement element : catalogue.getAsJsonArray("mutants")) {
                JsonObject entry = element.getAsJsonObject();
                if (entry.has("generated") && entry.get("generated").getAsBoolean()) {
                    String rules = entry.getAsJsonArray("rules").get(0).getAsString();
                    mutants.add(new Mutant(game, entry.get("name").getAsString(),
                            rules.substring(0, rules.indexOf('/')),
                            entry.get("file").getAsString(),
                            entry.get("original").getAsString(),
                            entry.get("replacement").getAsString()));
                }
            }
            return mutants;
        }
        for (String line : text.lines().toList()) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] parts = line.split("\t", -1);
            if (parts.length < 6) {
                throw new IllegalArgumentException(file + ": six columns, tab-separated: "
                        + line);
            }
            mutants.add(new Mutant(parts[0].replace("-", ""), parts[1], parts[2], parts[3],
                    parts[4], parts[5]));
        }
        return mutants;
    }
}
