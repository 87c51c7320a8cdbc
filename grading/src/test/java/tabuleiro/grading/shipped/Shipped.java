package tabuleiro.grading.shipped;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import tabuleiro.grading.Grader;

/**
 * What the integration tests share: where the built artifacts are, how to run a command as a
 * user would (a process of its own, with a time limit) and how to read what the grader wrote.
 * These tests run after {@code package}, on the jars and bundles an instructor gets, never on
 * class folders.
 */
final class Shipped {

    /** The Java 24+ the build tries the grader on, where the machine has it. */
    static final Path JAVA_25 = Path.of("/usr/lib/jvm/temurin-25-jdk-amd64/bin/java");

    private Shipped() {
    }

    /** The project's root folder. */
    static Path root() {
        return Path.of(System.getProperty("basedir", ".")).toAbsolutePath().normalize()
                .getParent();
    }

    /** The grader's jar, as the build packages it. */
    static Path graderJar() {
        Path jar = root().resolve("grading/target/tabuleiro-grader.jar");
        assertThat(jar).as("the packaged grader").isRegularFile();
        return jar;
    }

    /**
     * The words that start the packaged grader to grade, as the README's main command starts
     * it: {@code java}, the grader's JVM options ({@link Grader#JVM_OPTIONS}), {@code -jar} and
     * the jar. The one-off commands (bundles, generate, similarity) run on plain
     * {@code java -jar}, as the README shows them.
     *
     * @return a new list, to add the command's own words to
     */
    static List<String> grading() {
        List<String> words = new ArrayList<>(List.of("java"));
        words.addAll(Grader.JVM_OPTIONS);
        words.addAll(List.of("-jar", graderJar().toString()));
        return words;
    }

    /** Whether bubblewrap is installed here. */
    static boolean bubblewrap() {
        return Stream.of(System.getenv().getOrDefault("PATH", "/usr/bin:/bin").split(":"))
                .anyMatch(folder -> Files.isExecutable(Path.of(folder, "bwrap")));
    }

    /** The Java 24+ of this machine, if it has one; the test that needs it says when not. */
    static Optional<Path> java25() {
        return Files.isExecutable(JAVA_25) ? Optional.of(JAVA_25) : Optional.empty();
    }

    /**
     * Copies a folder's tree (its folders and regular files, with their times) into another, so
     * that a test can change a copy of a shared class run and leave the run for the other tests.
     */
    static void copyTree(Path from, Path to) throws IOException {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(from)) {
            files = walk.toList();
        }
        for (Path file : files) {
            Path copy = to.resolve(from.relativize(file).toString());
            if (Files.isDirectory(file, LinkOption.NOFOLLOW_LINKS)) {
                Files.createDirectories(copy);
            } else if (Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
                Files.copy(file, copy, StandardCopyOption.COPY_ATTRIBUTES);
            }
        }
    }

    /**
     * Runs tasks as many at once as there are processors (each a process of its own, such as a
     * check, that shares nothing with the others) and returns their results in their order. A
     * task's assertion failure is the caller's.
     */
    static <T> List<T> atOnce(List<Callable<T>> tasks) throws IOException, InterruptedException {
        ExecutorService pool = Executors.newFixedThreadPool(
                Runtime.getRuntime().availableProcessors());
        try {
            List<Future<T>> running = new ArrayList<>();
            tasks.forEach(task -> running.add(pool.submit(task)));
            List<T> results = new ArrayList<>();
            for (Future<T> task : running) {
                try {
                    results.add(task.get());
                } catch (ExecutionException e) {
                    if (e.getCause() instanceof Error error) {
                        throw error;
                    }
                    if (e.getCause() instanceof IOException io) {
                        throw io;
                    }
                    throw new IllegalStateException(e.getCause());
                }
            }
            return results;
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * Runs a command to its end.
     *
     * @param command the command
     * @param folder where it runs
     * @param environment variables to set, besides the inherited ones
     * @param seconds how long it may take
     * @return its exit status and what it printed
     */
    static Ran run(List<String> command, Path folder, Map<String, String> environment,
            long seconds) throws IOException, InterruptedException {
        Path output = Files.createTempFile("shipped-", ".log");
        try {
            ProcessBuilder builder = new ProcessBuilder(command).directory(folder.toFile())
                    .redirectErrorStream(true).redirectOutput(output.toFile());
            builder.environment().putAll(environment);
            long start = System.nanoTime();
            Process process = builder.start();
            process.getOutputStream().close();
            boolean ended = process.waitFor(seconds, TimeUnit.SECONDS);
            logged(command, folder, ended ? process.exitValue() : -1, start);
            if (!ended) {
                process.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly().waitFor();
                throw new AssertionError("did not end within " + seconds + " s: " + command
                        + "\n" + Files.readString(output, StandardCharsets.UTF_8));
            }
            return new Ran(process.exitValue(), Files.readString(output,
                    StandardCharsets.UTF_8));
        } finally {
            Files.deleteIfExists(output);
        }
    }

    /**
     * Adds a line to {@code grading/target/shipped-commands.tsv}: the seconds a command took, its
     * status, the calling test class and the command. The end-to-end tests run hundreds of
     * commands; their times say which of a test's commands its minutes go to.
     */
    private static synchronized void logged(List<String> command, Path folder, int status,
            long start) {
        String caller = StackWalker.getInstance().walk(frames -> frames
                .map(StackWalker.StackFrame::getClassName)
                .filter(name -> !name.equals(Shipped.class.getName()))
                .findFirst().orElse("?"));
        String line = String.format(Locale.ROOT, "%.1f\t%d\t%s\t%s\t%s%n",
                (System.nanoTime() - start) / 1e9, status,
                caller.substring(caller.lastIndexOf('.') + 1), folder.getFileName(),
                String.join(" ", command).replace('\t', ' ').replace('\n', ' '));
        try {
            Files.writeString(root().resolve("grading/target/shipped-commands.tsv"), line,
                    StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
        } catch (IOException e) {
            // The log is for reading where the time went; a test never fails for it.
        }
    }

    /**
     * Reads the rules a graded submission broke, from its {@code results.json}.
     *
     * @param results the file
     * @return each broken rule as {@code ID/exercise}, such as {@code C4-09/ex03}
     */
    static Set<String> brokenRules(Path results) throws IOException {
        JsonObject json = JsonParser.parseString(Files.readString(results,
                StandardCharsets.UTF_8)).getAsJsonObject();
        Set<String> broken = new TreeSet<>();
        for (JsonElement element : json.getAsJsonArray("tests")) {
            JsonObject test = element.getAsJsonObject();
            if (test.get("score").getAsDouble() < test.get("max_score").getAsDouble()) {
                JsonArray tags = test.getAsJsonArray("tags");
                broken.add(tags.get(0).getAsString() + "/" + tags.get(1).getAsString());
            }
        }
        return broken;
    }

    /**
     * Reads every rule a graded submission was graded on, from its {@code results.json}.
     *
     * @param results the file
     * @return each rule as {@code ID/exercise}
     */
    static Set<String> allRules(Path results) throws IOException {
        return new TreeSet<>(maxScores(results).keySet());
    }

    /**
     * Reads the most points of each rule a graded submission was graded on.
     *
     * @param results its {@code results.json}
     * @return each rule as {@code ID/exercise}, with the points it is worth
     */
    static Map<String, Double> maxScores(Path results) throws IOException {
        return pointsByRule(results, "max_score");
    }

    /**
     * Reads the points each rule of a graded submission earned.
     *
     * @param results its {@code results.json}
     * @return each rule as {@code ID/exercise}, with its points
     */
    static Map<String, Double> scores(Path results) throws IOException {
        return pointsByRule(results, "score");
    }

    /** One field of each test of a {@code results.json}, summed by {@code ID/exercise}. */
    private static Map<String, Double> pointsByRule(Path results, String field)
            throws IOException {
        JsonObject json = JsonParser.parseString(Files.readString(results,
                StandardCharsets.UTF_8)).getAsJsonObject();
        Map<String, Double> points = new TreeMap<>();
        for (JsonElement element : json.getAsJsonArray("tests")) {
            JsonObject test = element.getAsJsonObject();
            JsonArray tags = test.getAsJsonArray("tags");
            points.merge(tags.get(0).getAsString() + "/" + tags.get(1).getAsString(),
                    test.get(field).getAsDouble(), Double::sum);
        }
        return points;
    }

    /**
     * Reads a game's samples and the rules each must break.
     *
     * @param game the game, such as {@code connect-four}
     * @return the broken rules by sample name
     */
    static Map<String, Set<String>> expected(String game) throws IOException {
        JsonObject json = JsonParser.parseString(Files.readString(root().resolve(
                "grading/samples/" + game + "/expected.json"), StandardCharsets.UTF_8))
                .getAsJsonObject();
        Map<String, Set<String>> expected = new TreeMap<>();
        for (Map.Entry<String, JsonElement> sample : json.entrySet()) {
            Set<String> rules = new TreeSet<>();
            sample.getValue().getAsJsonArray().forEach(rule -> rules.add(rule.getAsString()));
            expected.put(sample.getKey(), rules);
        }
        return expected;
    }

    /**
     * Reads the points of each rule of a graded submission.
     *
     * @param results its {@code results.json}
     * @return each test's name with its score and most points
     */
    static Map<String, String> testScores(Path results) throws IOException {
        JsonObject json = JsonParser.parseString(Files.readString(results,
                StandardCharsets.UTF_8)).getAsJsonObject();
        Map<String, String> scores = new TreeMap<>();
        for (JsonElement element : json.getAsJsonArray("tests")) {
            JsonObject test = element.getAsJsonObject();
            scores.put(test.get("name").getAsString(), test.get("score").getAsString() + "/"
                    + test.get("max_score").getAsString());
        }
        return scores;
    }

    /**
     * A results.json's score and rules, as written: the score, and each test's name, points and
     * status. Not the feedback's notes, which say how the grading went (the time, answers cut
     * short by a loaded machine) and may differ where the grade does not.
     */
    static String verdict(Path results) throws IOException {
        JsonObject json = JsonParser.parseString(Files.readString(results)).getAsJsonObject();
        StringBuilder verdict = new StringBuilder("score " + json.get("score") + "\n");
        for (JsonElement element : json.getAsJsonArray("tests")) {
            JsonObject test = element.getAsJsonObject();
            verdict.append(test.get("name")).append(' ').append(test.get("score")).append('/')
                    .append(test.get("max_score")).append(' ').append(test.get("status"))
                    .append('\n');
        }
        return verdict.toString();
    }

    /**
     * Reads the total score of a graded submission.
     *
     * @param results its {@code results.json}
     * @return the score
     */
    static double score(Path results) throws IOException {
        return JsonParser.parseString(Files.readString(results, StandardCharsets.UTF_8))
                .getAsJsonObject().get("score").getAsDouble();
    }

    /**
     * Checks that a self-check gave each rule the points the grader gave it, and the same
     * total.
     *
     * @param self the self-check's {@code results.json}
     * @param grader the grader's {@code results.json} of the same project
     * @param what the project, for the failure's message
     */
    static void sameScores(Path self, Path grader, String what) throws IOException {
        assertThat(testScores(self)).as("%s: the self-check's points per rule are the grader's",
                what).isEqualTo(testScores(grader));
        assertThat(score(self)).as("%s: the total", what).isEqualTo(score(grader));
    }

    /**
     * Checks that a self-check that played no generated game ({@code --games 0}) gave each rule
     * the points the grader gave it on the rule book's examples: a rule the grader charged by
     * a generated example alone (some of its points kept, not all) counts as kept in full.
     *
     * @param self the self-check's {@code results.json}
     * @param grader the grader's {@code results.json} of the same project
     * @param what the project, for the failure's message
     */
    static void sameScoresOnWrittenExamples(Path self, Path grader, String what)
            throws IOException {
        JsonObject json = JsonParser.parseString(Files.readString(grader,
                StandardCharsets.UTF_8)).getAsJsonObject();
        Map<String, String> written = new TreeMap<>();
        double total = 0;
        for (JsonElement element : json.getAsJsonArray("tests")) {
            JsonObject test = element.getAsJsonObject();
            double score = test.get("score").getAsDouble();
            double max = test.get("max_score").getAsDouble();
            boolean generated = score > 0 && score < max;
            written.put(test.get("name").getAsString(), (generated
                    ? test.get("max_score") : test.get("score")).getAsString() + "/"
                    + test.get("max_score").getAsString());
            total += generated ? max : score;
        }
        assertThat(testScores(self)).as("%s: the self-check's points per rule are the grader's"
                + " on the rule book's examples", what).isEqualTo(written);
        assertThat(score(self)).as("%s: the total", what).isCloseTo(total, within(0.005));
    }

    /**
     * Lists the jars under a folder.
     *
     * @param folder the folder
     * @return every {@code .jar} file in it or below
     */
    static List<Path> jarsUnder(Path folder) throws IOException {
        try (Stream<Path> walk = Files.walk(folder)) {
            return new ArrayList<>(walk.filter(file -> file.toString().endsWith(".jar"))
                    .sorted().toList());
        }
    }

    /**
     * What a command did.
     *
     * @param status its exit status
     * @param output what it printed on both streams
     */
    record Ran(int status, String output) {
    }
}
