package tabuleiro.features.probe;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Function;
import java.util.function.Supplier;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * What the probe tests of chess, checkers and Qwirkle share: reading an observation, running a
 * generated scenario through Cucumber on the reference, and building a one-line mutant of the
 * reference the way the mutation tooling changes it (one edit of one source line), compiled
 * into its own class loader with the features classes, so that its probe answers beside the
 * reference's in this JVM. A variant (one or a few such edits) can also run a game's whole rule
 * book in its class loader ({@link #variant}, {@link #runRuleBook}): how the tests show that an
 * answer the contract allows keeps every scenario (issue 74).
 */
public final class ProbeHarness {

    private ProbeHarness() {
    }

    /**
     * Reads an observation.
     *
     * @param text lines {@code KEY=VALUE}
     * @return the values by key, in order
     */
    public static Map<String, String> observation(String text) {
        Map<String, String> values = new LinkedHashMap<>();
        for (String line : text.lines().toList()) {
            int equals = line.indexOf('=');
            assertThat(equals).as("an observation line is KEY=VALUE: " + line).isPositive();
            values.put(line.substring(0, equals), line.substring(equals + 1));
        }
        return values;
    }

    /**
     * Runs generated scenarios through Cucumber with a game's glue on the reference.
     *
     * @param glue the step definitions' packages
     * @param features the scenarios' texts
     * @return Cucumber's exit status ({@code 0}: every scenario passed) and its output
     */
    public static Map.Entry<Integer, String> runScenarios(List<String> glue,
            List<String> features) {
        try {
            Path folder = written(features);
            List<String> args = new ArrayList<>();
            for (String pkg : glue) {
                args.add("--glue");
                args.add(pkg);
            }
            args.addAll(List.of("--monochrome", "--plugin", "summary", folder.toString()));
            PrintStream out = System.out;
            java.io.ByteArrayOutputStream captured = new java.io.ByteArrayOutputStream();
            byte status;
            System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
            try {
                status = io.cucumber.core.cli.Main.run(args.toArray(String[]::new),
                        Thread.currentThread().getContextClassLoader());
            } finally {
                System.setOut(out);
            }
            return Map.entry((int) status, captured.toString(StandardCharsets.UTF_8));
        } catch (IOException failed) {
            throw new UncheckedIOException(failed);
        }
    }

    /**
     * Runs generated scenarios through Cucumber inside a variant's class loader
     * ({@link #variant}): the steps, and the engine they call, are the variant's.
     *
     * @param loader the variant's class loader
     * @param glue the step definitions' packages
     * @param features the scenarios' texts, each a feature file's
     * @return Cucumber's exit status ({@code 0}: every scenario passed) and its output
     */
    public static Map.Entry<Integer, String> runScenarios(ClassLoader loader, List<String> glue,
            List<String> features) {
        try {
            return runRuleBook(loader, glue, List.of(written(features).toString()));
        } catch (IOException failed) {
            throw new UncheckedIOException(failed);
        }
    }

    /** Scenario texts as feature files in a folder of their own. */
    private static Path written(List<String> features) throws IOException {
        Path folder = Files.createTempDirectory("probe-scenarios");
        for (int i = 0; i < features.size(); i++) {
            // the steps read a scenario's language from its folder, as the rule book's
            // tree has it (ScenarioLanguage): a Portuguese scenario goes under pt/
            String language = features.get(i).startsWith("# language: pt") ? "pt" : "en";
            Path file = folder.resolve(language).resolve("game")
                    .resolve("generated" + i + ".feature");
            Files.createDirectories(file.getParent());
            Files.writeString(file, features.get(i));
        }
        return folder;
    }

    /**
     * A move that breaks a random game, and its scenario: how a probe answers {@code scenario
     * LANG play} after the move, in both languages.
     *
     * @param start the {@code new} command of the game
     * @param moves the moves played before it
     * @param move the move
     * @param answer what the variant answered
     * @param en the scenario in English, as a feature file
     * @param pt the scenario in Portuguese, as a feature file
     */
    public record MoveBreak(String start, List<String> moves, String move, String answer,
            String en, String pt) {
    }

    /**
     * Plays a variant's probe in random games, choosing among its own listed moves as the
     * student kit's random games do, to the first move it refuses or throws on (a listed move
     * refused, a contract broken), then asks its scenario of that move ({@code scenario LANG
     * play}), and runs it: pasted, it must fail on the variant, the step that plays the move
     * failing, and pass on the reference (the test JVM's own classes). A scenario the probe
     * writes bare ({@code Scenario:} alone, Connect Four's) is put in a feature as the kit's own
     * scenarios file holds it.
     *
     * @param variant the variant's class loader ({@link #variant})
     * @param probeClass the game's probe class
     * @param glue the game's step definitions' packages
     * @param starts the {@code new} commands to try, in order, each a game
     * @param plies the most moves a game is played
     * @return the break, with its scenarios
     */
    public static MoveBreak assertAMoveThatBreaksPlaysLast(ClassLoader variant,
            Class<?> probeClass, List<String> glue, List<String> starts, int plies) {
        Function<String, String> probe;
        try {
            @SuppressWarnings("unchecked")
            Function<String, String> loaded = (Function<String, String>) variant
                    .loadClass(probeClass.getName()).getConstructor().newInstance();
            probe = loaded;
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
        MoveBreak found = null;
        Random random = new Random(1);
        for (int game = 0; game < starts.size() && found == null; game++) {
            String start = starts.get(game);
            probe.apply(start);
            List<String> played = new ArrayList<>();
            for (int ply = 0; ply < plies && found == null; ply++) {
                String listed = probe.apply("moves");
                if (listed.startsWith("error") || listed.startsWith("refused")) {
                    // a break while listing, not while playing: not the one looked for
                    break;
                }
                List<String> moves = listed.lines()
                        .map(line -> line.startsWith("*") ? line.substring(1) : line)
                        .filter(line -> !line.isBlank()).toList();
                if (moves.isEmpty()) {
                    break;
                }
                String move = moves.get(random.nextInt(moves.size()));
                String answer = probe.apply("play " + move);
                if (answer.startsWith("refused")) {
                    found = new MoveBreak(start, List.copyOf(played), move, answer,
                            feature(probe.apply("scenario en play")),
                            feature(probe.apply("scenario pt play")));
                }
                played.add(move);
            }
        }
        assertThat(found).as("a random game of the variant breaks on a move").isNotNull();
        assertThat(found.en()).as(found.toString()).doesNotStartWith("error");
        assertThat(found.pt()).as(found.toString()).doesNotStartWith("error");
        List<String> features = List.of(found.en(), found.pt());
        Map.Entry<Integer, String> broken = runScenarios(variant, glue, features);
        assertThat(broken.getKey()).as("on the variant:\n" + found + "\n" + broken.getValue())
                .isNotZero();
        assertThat(broken.getValue()).as(found.toString())
                .contains("2 scenarios (2 failed)");
        Map.Entry<Integer, String> reference = runScenarios(glue, features);
        assertThat(reference.getKey()).as("on the reference:\n" + found + "\n"
                + reference.getValue()).isZero();
        assertThat(reference.getValue()).contains("2 scenarios (2 passed)");
        return found;
    }

    /** A probe's scenario as a feature file: a bare one put in a feature, as the kit's is. */
    private static String feature(String scenario) {
        if (scenario.startsWith("Scenario:")) {
            return "Feature: My own scenarios\n\n" + scenario;
        }
        if (scenario.startsWith("Cenário:")) {
            return "# language: pt\nFuncionalidade: Os meus cenários\n\n" + scenario;
        }
        return scenario;
    }

    /**
     * A probe on a one-line mutant of the reference: the source file with one text replaced
     * (it must occur exactly once), compiled against the reference, loaded first in a class
     * loader with the reference's and the features' classes (parent: the platform class
     * loader, as the grader's oracle does).
     *
     * @param sourceFile the reference source, from {@code reference/src/main/java}
     * @param from the text to replace
     * @param to its replacement
     * @param probe the probe's class name
     * @param referenceClass a class of the reference, to find its classes
     * @param featuresClass a class of the features module, to find its classes
     * @return the mutant's probe
     */
    @SuppressWarnings("unchecked")
    public static Function<String, String> mutant(String sourceFile, String from, String to,
            String probe, Class<?> referenceClass, Class<?> featuresClass) {
        try {
            URL reference = referenceClass.getProtectionDomain().getCodeSource().getLocation();
            URL features = featuresClass.getProtectionDomain().getCodeSource().getLocation();
            Path classes = compile(referenceClass, List.of(new Edit(sourceFile, from, to)));
            URL[] path = {classes.toUri().toURL(), reference, features};
            URLClassLoader loader = new URLClassLoader(path, ClassLoader.getPlatformClassLoader());
            return (Function<String, String>) loader.loadClass(probe).getConstructor()
                    .newInstance();
        } catch (IOException | ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * One edit of a reference source: a text replaced where it occurs, exactly once.
     *
     * @param sourceFile the reference source, from {@code reference/src/main/java}
     * @param from the text to replace
     * @param to its replacement
     */
    public record Edit(String sourceFile, String from, String to) {
    }

    /**
     * A variant of the reference (its sources with the edits made, compiled against it) in a
     * class loader of its own, first on a class path that is otherwise this test JVM's own
     * (the reference, the features, Cucumber; parent: the platform class loader): the variant's
     * classes stand for the reference's, so that its probe and the rule book's steps, loaded
     * there, play it.
     *
     * @param referenceClass a class of the reference, to find its classes
     * @param edits the edits, at least one
     * @return the class loader; whoever uses it closes it
     */
    public static URLClassLoader variant(Class<?> referenceClass, List<Edit> edits) {
        try {
            List<URL> path = new ArrayList<>();
            path.add(compile(referenceClass, edits).toUri().toURL());
            // Surefire gives the tests' class path here (its own booter jar is elsewhere).
            for (String entry : System.getProperty("java.class.path")
                    .split(java.io.File.pathSeparator)) {
                if (!entry.isBlank()) {
                    path.add(Path.of(entry).toUri().toURL());
                }
            }
            URLClassLoader loader = new URLClassLoader(path.toArray(URL[]::new),
                    ClassLoader.getPlatformClassLoader());
            // Surefire turns assertions on in the tests' own class loader, not in the JVM's
            // flags: the contracts are asserts, and the rule book refuses to run without them.
            loader.setDefaultAssertionStatus(true);
            return loader;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Runs feature files through Cucumber inside a variant's class loader ({@link #variant}):
     * the steps, and the engine they call, are the variant's.
     *
     * @param loader the variant's class loader
     * @param glue the step definitions' packages
     * @param features the feature files or folders, such as
     *     {@code classpath:tabuleiro/features/connectfour}
     * @return Cucumber's exit status ({@code 0}: every scenario passed) and its output
     */
    public static Map.Entry<Integer, String> runRuleBook(ClassLoader loader, List<String> glue,
            List<String> features) {
        List<String> args = new ArrayList<>();
        for (String pkg : glue) {
            args.add("--glue");
            args.add(pkg);
        }
        args.addAll(List.of("--monochrome", "--plugin", "summary"));
        args.addAll(features);
        PrintStream out = System.out;
        java.io.ByteArrayOutputStream captured = new java.io.ByteArrayOutputStream();
        Thread thread = Thread.currentThread();
        ClassLoader context = thread.getContextClassLoader();
        System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
        thread.setContextClassLoader(loader);
        try {
            Object status = loader.loadClass("io.cucumber.core.cli.Main")
                    .getMethod("run", String[].class, ClassLoader.class)
                    .invoke(null, args.toArray(String[]::new), loader);
            return Map.entry(((Number) status).intValue(),
                    captured.toString(StandardCharsets.UTF_8));
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        } finally {
            thread.setContextClassLoader(context);
            System.setOut(out);
        }
    }

    /** The edited sources compiled against the reference, in a folder of their own. */
    private static Path compile(Class<?> referenceClass, List<Edit> edits) throws IOException {
        assertThat(edits).as("a variant has an edit").isNotEmpty();
        Path folder = Files.createTempDirectory("mutant");
        Map<String, String> texts = new LinkedHashMap<>();
        for (Edit edit : edits) {
            String text = texts.computeIfAbsent(edit.sourceFile(), ProbeHarness::source);
            int at = text.indexOf(edit.from());
            assertThat(at).as("the mutated text in " + edit.sourceFile() + ": " + edit.from())
                    .isNotNegative();
            assertThat(text.indexOf(edit.from(), at + 1))
                    .as("the mutated text once only: " + edit.from()).isNegative();
            texts.put(edit.sourceFile(), text.replace(edit.from(), edit.to()));
        }
        List<String> args = new ArrayList<>(List.of("-nowarn", "-proc:none", "-cp"));
        try {
            URL reference = referenceClass.getProtectionDomain().getCodeSource().getLocation();
            args.add(Path.of(reference.toURI()).toString());
        } catch (java.net.URISyntaxException e) {
            throw new IllegalStateException(e);
        }
        Path classes = Files.createDirectories(folder.resolve("classes"));
        args.addAll(List.of("-d", classes.toString()));
        for (Map.Entry<String, String> text : texts.entrySet()) {
            Path copy = folder.resolve("src").resolve(text.getKey());
            Files.createDirectories(copy.getParent());
            Files.writeString(copy, text.getValue());
            args.add(copy.toString());
        }
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        int status = compiler.run(null, null, null, args.toArray(String[]::new));
        assertThat(status).as("the mutant compiles").isZero();
        return classes;
    }

    private static String source(String sourceFile) {
        try {
            return Files.readString(Path.of("..", "reference", "src", "main", "java")
                    .resolve(sourceFile));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Checks a game's end games ({@code new end SEED}, issue 62): the same seed builds the same
     * position, another seed another one, a seed that is not a number is refused; random play
     * from three of them keeps the observation's keys; and the scenarios of every key, which
     * start from the built position, run green in both languages on the game's glue.
     *
     * @param probes makes a fresh probe of the game
     * @param keys the keys of the game's observation, in order
     * @param plies how many random plies are played from each end game, at most
     * @param glue the game's step definitions' package
     */
    public static void assertEndGamesRunGreen(Supplier<? extends Function<String, String>> probes,
            List<String> keys, int plies, String glue) {
        String seven = probes.get().apply("new end 7");
        assertThat(probes.get().apply("new end 7")).isEqualTo(seven)
                .isNotEqualTo(probes.get().apply("new end 8"));
        assertThat(probes.get().apply("new end seven")).startsWith("error:");
        List<String> features = new ArrayList<>();
        for (int seed : new int[] {1, 2, 3}) {
            Function<String, String> probe = probes.get();
            Map<String, String> observation = observation(probe.apply("new end " + seed));
            assertThat(observation.keySet()).containsExactlyElementsOf(keys);
            Random random = new Random(seed);
            for (int ply = 0; ply < plies && observation.get("over").equals("no"); ply++) {
                List<String> moves = probe.apply("moves").lines().map(line -> line.replace("*",
                        "")).filter(line -> !line.isBlank()).toList();
                if (moves.isEmpty()) {
                    break;
                }
                observation = observation(probe.apply("play "
                        + moves.get(random.nextInt(moves.size()))));
                assertThat(observation.keySet()).containsExactlyElementsOf(keys);
            }
            for (String lang : List.of("en", "pt")) {
                for (String key : keys) {
                    features.add(probe.apply("scenario " + lang + " " + key));
                }
            }
        }
        assertThat(features.get(0)).doesNotContain("new game").contains("position \"");
        Map.Entry<Integer, String> run = runScenarios(List.of(glue,
                "tabuleiro.features.contracts"), features);
        assertThat(run.getKey()).as(run.getValue() + "\n" + features.get(0)).isZero();
        assertThat(run.getValue()).contains(features.size() + " scenarios (" + features.size()
                + " passed)");
    }
}
