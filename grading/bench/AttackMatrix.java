import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The report of the attack matrix ({@code attack-matrix.sh}): reads what each configuration's
 * class run left in the work folder and prints, as Markdown, the table attack x configuration
 * (score and first note), the checks of what was written outside the report folder, forged or
 * leaked, and the routes each attack noted as having got through. It only reports.
 *
 * <p>Run by the script with the JDK's source launcher and the grader's own gson on the class
 * path: {@code java -cp gson.jar AttackMatrix.java WORK ROOT VICTIM ENTRY... -- CONFIG...}.
 */
public final class AttackMatrix {

    private static final Pattern SCORE = Pattern.compile(
            "^(.+?): (\\d+\\.\\d\\d/\\d+\\.\\d\\d(?: \\(compile errors\\))?)$");
    private static final Pattern NOT_GRADED = Pattern.compile("^(.+?): (not graded — .*)$");
    /** What a class run writes at its report folder's root (the archive is per machine now). */
    private static final Set<String> CLASS_FILES = Set.of("summary.csv", "summary.md",
            "moodle-grades.csv", "report.html", "timings.csv", "rulebook.html", ".intake");
    private static final List<String> STUDENT_FILES = List.of("feedback.md", "feedback.html",
            "results.json", "junit.xml", "classroom50.json", "prairielearn.json");
    private static final int NOTE = 64;

    private final Path work;
    private final Path root;
    private final String victim;
    private final List<String> entries;
    private final List<String> configs;
    private final List<String> hiddenTitles = new ArrayList<>();
    private final List<String> hiddenMoves = new ArrayList<>();
    private final List<String> hiddenBoards = new ArrayList<>();

    private AttackMatrix(Path work, Path root, String victim, List<String> entries,
            List<String> configs) {
        this.work = work;
        this.root = root;
        this.victim = victim;
        this.entries = entries;
        this.configs = configs;
    }

    public static void main(String[] args) throws IOException {
        int split = List.of(args).indexOf("--");
        List<String> entries = List.of(args).subList(3, split);
        List<String> configs = List.of(args).subList(split + 1, args.length);
        AttackMatrix matrix = new AttackMatrix(Path.of(args[0]), Path.of(args[1]), args[2],
                entries, configs);
        matrix.readHiddenRules();
        matrix.print();
    }

    // --- What hidden means here: the scenarios of the scheme's hidden rules. -----------------

    private void readHiddenRules() throws IOException {
        Path scheme = root.resolve("grading/src/test/resources/hostile/matrix-scheme.json");
        Set<String> hidden = new TreeSet<>();
        JsonObject json = JsonParser.parseString(Files.readString(scheme)).getAsJsonObject();
        for (JsonElement exercise : json.getAsJsonArray("exercises")) {
            JsonObject object = exercise.getAsJsonObject();
            if (object.has("rules")) {
                for (JsonElement rule : object.getAsJsonArray("rules")) {
                    JsonObject r = rule.getAsJsonObject();
                    if (r.has("hidden") && r.get("hidden").getAsBoolean()) {
                        hidden.add(r.get("id").getAsString());
                    }
                }
            }
        }
        Path features = root.resolve("features/src/main/resources/tabuleiro/features/connectfour");
        Pattern moves = Pattern.compile("moves ((?:\\d+ ){6,}\\d+)");
        StringBuilder visible = new StringBuilder();
        Set<String> visibleBoards = new TreeSet<>();
        try (Stream<Path> files = Files.list(features)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".feature")).sorted()
                    .toList()) {
                String tags = "";
                boolean inHidden = false;
                StringBuilder board = null;
                for (String line : Files.readAllLines(file)) {
                    String text = line.strip();
                    if (text.startsWith("\"\"\"")) {
                        if (board == null) {
                            board = new StringBuilder();
                        } else {
                            // A board as the hidden-leak attack records one: rows of 7 cells.
                            if (board.length() == 6 * 8) {
                                if (inHidden) {
                                    hiddenBoards.add(board.toString());
                                } else {
                                    visibleBoards.add(board.toString());
                                }
                            }
                            board = null;
                        }
                        continue;
                    }
                    if (board != null) {
                        if (text.matches("[1-6]( [.12]){7}")) {
                            board.append(text.substring(2).replace(" ", "")).append('/');
                        }
                        continue;
                    }
                    if (text.startsWith("@")) {
                        tags = text;
                    } else if (text.startsWith("Rule:")) {
                        String ruleTags = tags;
                        inHidden = hidden.stream().anyMatch(id -> List.of(ruleTags.split("\\s+"))
                                .contains("@" + id));
                    } else if (inHidden && (text.startsWith("Scenario:")
                            || text.startsWith("Scenario Outline:"))) {
                        hiddenTitles.add(text.substring(text.indexOf(':') + 1).strip());
                    } else if (inHidden) {
                        Matcher matcher = moves.matcher(text);
                        if (matcher.find()) {
                            hiddenMoves.add(matcher.group(1));
                        }
                    }
                    if (!inHidden) {
                        visible.append(text).append('\n');
                    }
                    if (!text.startsWith("@") && !text.isEmpty()) {
                        tags = "";
                    }
                }
            }
        }
        // What the visible rules also say (the same moves, say) shows nothing hidden.
        hiddenTitles.removeIf(title -> visible.indexOf(title) >= 0);
        hiddenMoves.removeIf(list -> visible.indexOf(list) >= 0);
        hiddenBoards.removeIf(visibleBoards::contains);
    }

    // --- The report. -------------------------------------------------------------------------

    private void print() throws IOException {
        List<String> shown = configs.stream().filter(c -> !Files.exists(dir(c).resolve("skipped")))
                .toList();
        System.out.println("## Attack matrix: score and first note");
        System.out.println();
        // The limits as the scheme states them, so that the table never says other ones.
        JsonObject limits = JsonParser.parseString(read(root.resolve(
                "grading/src/test/resources/hostile/matrix-scheme.json"))).getAsJsonObject()
                .getAsJsonObject("limits");
        System.out.println("Graded with " + root.relativize(root.resolve(
                "grading/target/tabuleiro-grader.jar")) + " and hostile/matrix-scheme.json ("
                + limits.get("scenarioSeconds").getAsInt() + " s a scenario, "
                + limits.get("submissionSeconds").getAsInt() + " s a submission, C4-11 and"
                + " C4-13 hidden), one class run per configuration. † graded in a run of its"
                + " own because the class run was refused whole.");
        for (String config : configs) {
            if (Files.exists(dir(config).resolve("skipped"))) {
                System.out.println("- " + label(config) + ": " + read(dir(config)
                        .resolve("skipped")).strip());
            }
        }
        System.out.println();
        StringBuilder header = new StringBuilder("| Submission | Sealed |");
        StringBuilder rule = new StringBuilder("| --- | --- |");
        for (String config : shown) {
            header.append(' ').append(label(config)).append(" |");
            rule.append(" --- |");
        }
        System.out.println(header);
        System.out.println(rule);
        Map<String, String> sealed = sealedOutcomes();
        for (String entry : entries) {
            StringBuilder row = new StringBuilder("| " + cell(entry) + " | "
                    + cell(sealed.getOrDefault(entry, entry.equals(victim) ? "100"
                            : entry.equals("skeleton") ? "0" : "")) + " |");
            for (String config : shown) {
                row.append(' ').append(cell(outcome(config, entry))).append(" |");
            }
            System.out.println(row);
        }
        System.out.println();
        checks(shown);
        routes(shown);
    }

    /** The score and first note of a submission in a configuration. */
    private String outcome(String config, String entry) throws IOException {
        Path dir = dir(config);
        String name = reportName(entry);
        boolean refused = !Files.exists(dir.resolve("out/summary.csv"));
        List<Path> runs = new ArrayList<>();
        runs.add(dir.resolve("run.out"));
        if (refused) {
            runs.add(dir.resolve("fallback/run.out"));
            runs.add(dir.resolve("fallback/" + entry + "/run.out"));
        }
        for (Path run : runs) {
            Optional<String> score = score(run, name);
            if (score.isPresent()) {
                Path out = run.getParent().resolve("out");
                String mark = run.equals(dir.resolve("run.out")) ? "" : "† ";
                return mark + score.get() + " — " + firstNote(out.resolve(name), score.get());
            }
        }
        if (entry.equals("archive-moodle-lookalike.zip")) {
            for (Path run : runs) {
                List<String> others = unexpected(run);
                if (!others.isEmpty()) {
                    String mark = run.equals(dir.resolve("run.out")) ? "" : "† ";
                    return mark + "read as a class of " + others.size() + ": "
                            + String.join(", ", others);
                }
            }
        }
        if (refused && Files.exists(dir.resolve("fallback/" + entry + "/run.err"))) {
            return "† class refused: " + firstError(dir.resolve("fallback/" + entry + "/run.err"));
        }
        if (refused) {
            return "class refused: " + firstError(dir.resolve("run.err"));
        }
        return "not in the grader's output";
    }

    private static Optional<String> score(Path run, String name) throws IOException {
        if (!Files.exists(run)) {
            return Optional.empty();
        }
        for (String line : Files.readAllLines(run)) {
            if (line.startsWith("[")) {
                continue;
            }
            Matcher matcher = SCORE.matcher(line);
            if (matcher.matches() && matcher.group(1).equals(name)) {
                return Optional.of(matcher.group(2).replaceAll("/\\d+\\.\\d\\d", ""));
            }
            matcher = NOT_GRADED.matcher(line);
            if (matcher.matches() && matcher.group(1).equals(name)) {
                return Optional.of(shorten(matcher.group(2), NOTE));
            }
        }
        return Optional.empty();
    }

    /** The names in a run's output that no submission of the corpus gave. */
    private List<String> unexpected(Path run) throws IOException {
        List<String> names = new ArrayList<>();
        if (!Files.exists(run)) {
            return names;
        }
        Set<String> known = entries.stream().map(AttackMatrix::reportName)
                .collect(Collectors.toSet());
        for (String line : Files.readAllLines(run)) {
            Matcher matcher = SCORE.matcher(line);
            if (!line.startsWith("[") && matcher.matches()
                    && !known.contains(matcher.group(1))) {
                names.add(matcher.group(1) + " " + matcher.group(2).replaceAll("/\\d+\\.\\d\\d",
                        ""));
            }
        }
        return names;
    }

    /** The first thing the reports say besides the score. */
    private static String firstNote(Path folder, String score) {
        try {
            JsonObject results = JsonParser.parseString(Files.readString(
                    folder.resolve("results.json"))).getAsJsonObject();
            List<String> lines = results.get("output").getAsString().lines().skip(1)
                    .filter(line -> !line.isBlank()).toList();
            if (!lines.isEmpty()) {
                String note = lines.get(0);
                if (note.endsWith(":") && lines.size() > 1) {
                    note = note + " " + lines.get(1);
                }
                return shorten(note, NOTE);
            }
            for (JsonElement test : results.getAsJsonArray("tests")) {
                JsonObject object = test.getAsJsonObject();
                if (object.has("status") && object.get("status").getAsString().equals("failed")) {
                    String output = object.has("output") ? object.get("output").getAsString()
                            : "";
                    return shorten(object.get("name").getAsString().split(" ")[0] + ": "
                            + output.lines().findFirst().orElse("broken"), NOTE);
                }
            }
            return "every rule kept";
        } catch (IOException | RuntimeException e) {
            return score.startsWith("not graded") ? ""
                    : Files.exists(folder.resolve("results.json"))
                            ? "its results.json is not JSON" : "no results.json";
        }
    }

    // --- The checks. -------------------------------------------------------------------------

    private void checks(List<String> shown) throws IOException {
        System.out.println("## Checks: nothing outside the report folder, nothing forged or"
                + " leaked");
        System.out.println();
        System.out.println("| Configuration | Class run | Written outside | Report root |"
                + " Inputs | Other student's results.json (run / re-run) | Connections |"
                + " Hidden text or moves in students' reports |");
        System.out.println("| --- | --- | --- | --- | --- | --- | --- | --- |");
        for (String config : shown) {
            Path dir = dir(config);
            Properties checks = new Properties();
            if (Files.exists(dir.resolve("checks.env"))) {
                try (var in = Files.newBufferedReader(dir.resolve("checks.env"))) {
                    checks.load(in);
                }
            }
            String outside = (checks.getProperty("pwned_tmp", "") + " "
                    + checks.getProperty("pwned_home", "") + " "
                    + checks.getProperty("pwned_tmp_rerun", "")).strip();
            outside = outside.isEmpty() ? "nothing" : String.join(" ",
                    new LinkedHashSet<>(List.of(outside.split("\\s+"))));
            Path out = Files.exists(dir.resolve("out/summary.csv")) ? dir.resolve("out")
                    : dir.resolve("fallback/out");
            System.out.println("| " + label(config) + " | " + cell(classRun(dir)) + " | "
                    + cell(outside) + " | " + cell(reportRoot(out)) + " | "
                    + ("yes".equals(checks.getProperty("inputs_changed")) ? "CHANGED"
                            : "unchanged") + " | "
                    + cell(victim(dir.resolve("victim-after-run.json")) + " / "
                            + victim(dir.resolve("victim-after-rerun.json"))) + " | "
                    + checks.getProperty("connections", "?") + " | "
                    + cell(leaks(dir)) + " |");
        }
        System.out.println();
        for (String config : shown) {
            Optional<String> skeleton = score(dir(config).resolve("run.out"), "skeleton");
            if (skeleton.isPresent() && !skeleton.get().startsWith("0.00")) {
                System.out.println("- " + label(config) + ": the untouched skeleton scores "
                        + skeleton.get() + ": the grading JVMs run the reference's classes, not"
                        + " the submission's, so the attacks on a skeleton or"
                        + " complete base never run there.");
            }
        }
        System.out.println();
    }

    private static String classRun(Path dir) throws IOException {
        String status = read(dir.resolve("run.status")).strip();
        String seconds = read(dir.resolve("run.seconds")).strip();
        if (Files.exists(dir.resolve("out/summary.csv"))) {
            return "exit " + status + ", " + seconds + " s";
        }
        return "REFUSED WHOLE (exit " + status + "): " + firstError(dir.resolve("run.err"));
    }

    private static String firstError(Path err) throws IOException {
        if (!Files.exists(err)) {
            return "";
        }
        return shorten(Files.readAllLines(err).stream().filter(line -> !line.isBlank()
                && !line.startsWith("isolation:") && !line.startsWith("note:")
                && !line.startsWith("warning:") && !line.startsWith("WARNING")
                && !line.startsWith("[")).findFirst().orElse("(nothing on standard error)"),
                110);
    }

    /** What the report root holds besides the students' folders and the class's files. */
    private Set<String> expectedRoot(Path out) throws IOException {
        Set<String> names = new TreeSet<>(CLASS_FILES);
        for (String entry : entries) {
            names.add(reportName(entry));
        }
        return names;
    }

    private String reportRoot(Path out) throws IOException {
        if (!Files.isDirectory(out)) {
            return "no report";
        }
        Set<String> expected = expectedRoot(out);
        List<String> odd = new ArrayList<>();
        try (Stream<Path> files = Files.list(out)) {
            for (Path file : files.sorted().toList()) {
                String name = file.getFileName().toString();
                if (Files.isSymbolicLink(file)) {
                    odd.add(name + " (link)");
                } else if (!expected.contains(name) && !Files.isDirectory(file)) {
                    odd.add(name);
                }
            }
        }
        return odd.isEmpty() ? "clean" : "EXTRA: " + String.join(", ", odd);
    }

    private static String victim(Path copy) {
        if (!Files.exists(copy)) {
            return "—";
        }
        try {
            String text = Files.readString(copy, StandardCharsets.UTF_8);
            if (text.contains("tabuleiro-pwned")) {
                return "FORGED";
            }
            JsonObject results = JsonParser.parseString(text).getAsJsonObject();
            return "intact, " + results.get("score").getAsString();
        } catch (IOException | RuntimeException e) {
            return "CORRUPTED";
        }
    }

    /** Every submission whose student-visible reports show a hidden scenario or its moves. */
    private String leaks(Path dir) throws IOException {
        List<String> found = new ArrayList<>();
        for (Path out : List.of(dir.resolve("out"), dir.resolve("fallback/out"))) {
            if (!Files.isDirectory(out)) {
                continue;
            }
            try (Stream<Path> folders = Files.list(out)) {
                for (Path folder : folders.filter(Files::isDirectory).sorted().toList()) {
                    String text = studentText(folder);
                    long titles = hiddenTitles.stream().filter(text::contains).count();
                    long moves = hiddenMoves.stream().filter(text::contains).count();
                    long boards = hiddenBoards.stream().filter(text::contains).count();
                    if (titles + moves + boards > 0) {
                        found.add(folder.getFileName() + ": " + titles + " of "
                                + hiddenTitles.size() + " hidden scenario names, " + moves
                                + " of " + hiddenMoves.size() + " move lists, " + boards + " of "
                                + hiddenBoards.size() + " boards");
                    }
                }
            }
        }
        return found.isEmpty() ? "none" : "LEAKED: " + String.join("; ", found);
    }

    /** What a student sees of a report folder, unescaped. */
    private static String studentText(Path folder) {
        StringBuilder text = new StringBuilder();
        for (String name : STUDENT_FILES) {
            Path file = folder.resolve(name);
            if (!Files.isRegularFile(file)) {
                continue;
            }
            try {
                String content = Files.readString(file, StandardCharsets.UTF_8);
                if (name.endsWith(".json")) {
                    strings(JsonParser.parseString(content), text);
                } else {
                    text.append(content.replace("&#39;", "'").replace("&#x27;", "'")
                            .replace("&quot;", "\"").replace("&lt;", "<").replace("&gt;", ">")
                            .replace("&amp;", "&"));
                }
                text.append('\n');
            } catch (IOException | RuntimeException e) {
                // An unreadable report shows nothing.
            }
        }
        return text.toString();
    }

    private static void strings(JsonElement element, StringBuilder text) {
        if (element.isJsonPrimitive()) {
            text.append(element.getAsString()).append('\n');
        } else if (element.isJsonArray()) {
            element.getAsJsonArray().forEach(child -> strings(child, text));
        } else if (element.isJsonObject()) {
            element.getAsJsonObject().entrySet().forEach(child -> strings(child.getValue(), text));
        }
    }

    // --- The routes. -------------------------------------------------------------------------

    private void routes(List<String> shown) throws IOException {
        System.out.println("## Routes that got through (as each attack noted them in its"
                + " scratch folder)");
        System.out.println();
        System.out.println("| Attack | Configuration | Routes that got through |");
        System.out.println("| --- | --- | --- |");
        for (String entry : entries) {
            for (String config : shown) {
                Path dir = dir(config);
                Optional<Path> log = Stream.of(dir.resolve("out"), dir.resolve("fallback/out"))
                        .map(out -> out.resolve(reportName(entry))
                                .resolve("work/run/scratch/hostile-routes.txt"))
                        .filter(Files::isRegularFile).findFirst();
                if (log.isEmpty()) {
                    continue;
                }
                Set<String> through = new LinkedHashSet<>();
                for (String line : Files.readAllLines(log.get())) {
                    String[] fields = line.split("\t", -1);
                    if (fields.length > 2 && fields[2].equals("OK")
                            && !fields[1].equals("hook")) {
                        through.add(fields[1]);
                    }
                }
                System.out.println("| " + cell(entry) + " | " + label(config) + " | "
                        + cell(through.isEmpty() ? "none" : shorten(String.join("; ", through),
                                600)) + " |");
            }
        }
        System.out.println();
        System.out.println("An attack with no line for a configuration left no route log there:"
                + " its code did not run, or kept no log.");
    }

    // --- Helpers. ----------------------------------------------------------------------------

    private Map<String, String> sealedOutcomes() throws IOException {
        Map<String, String> sealed = new LinkedHashMap<>();
        Path corpus = root.resolve("grading/src/test/resources/hostile/corpus.tsv");
        for (String line : Files.readAllLines(corpus)) {
            String[] fields = line.split("\t");
            if (!line.startsWith("#") && fields.length >= 4) {
                sealed.put(fields[0], fields[3]);
            }
        }
        return sealed;
    }

    private Path dir(String config) {
        return work.resolve(config);
    }

    private String label(String config) {
        try {
            return read(dir(config).resolve("label")).strip();
        } catch (IOException e) {
            return config;
        }
    }

    /** The name the grader gives a submission: a zip's without {@code .zip}. */
    static String reportName(String entry) {
        return entry.endsWith(".zip") ? entry.substring(0, entry.length() - 4) : entry;
    }

    private static String read(Path file) throws IOException {
        return Files.exists(file) ? Files.readString(file, StandardCharsets.UTF_8) : "";
    }

    private static String shorten(String text, int max) {
        String one = text.replace('\n', ' ').strip();
        return one.length() <= max ? one : one.substring(0, max - 1) + "…";
    }

    private static String cell(String text) {
        return text.replace("|", "\\|").replace('\n', ' ');
    }
}
