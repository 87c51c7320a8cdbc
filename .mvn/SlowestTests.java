import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Element;

/**
 * The build's report of where its time went: its wall time against the budget, the ten slowest
 * test classes of every module, and every class over its share of the budget, printed to the
 * build's log and written to {@code target/slowest-tests.md}. The slides module, the last of the
 * reactor, runs it at {@code verify} ({@code java .mvn/SlowestTests.java ROOT START}), so the
 * last lines of a full build say which tests to make faster.
 *
 * <p>A class's wall time is surefire's or failsafe's (its set-up included); its processor time,
 * the processes it waited for included, is the build-cost listener's ({@code .mvn/build-cost/}),
 * and their ratio says how many of the machine's processors it kept busy: a class far below the
 * machine's count waits on something, and can share its time. A class over its share is a
 * warning for whoever adds to it (CONTRIBUTING.md says what a new check shares), never a
 * failure: a loaded machine must not fail the build.
 */
public final class SlowestTests {

    private static final int SHOWN = 10;

    /** The clean-clone build's budget on a two-processor machine, in seconds. */
    private static final long BUDGET_SECONDS = 20 * 60;

    /** One class's share of the budget: a class over it is named. */
    private static final double SHARE_SECONDS = 90;

    private record Timed(String module, String test, double seconds, int tests) {
    }

    /** What the build-cost listener measured of a class: processor seconds, and whether alone. */
    private record Cost(double processor, boolean alone) {
    }

    private SlowestTests() {
    }

    /**
     * Prints and writes the report.
     *
     * @param args the project's root folder, and the build's start ({@code maven.build.timestamp}
     *     as an ISO instant), if known
     * @throws Exception if a report cannot be read or the report written
     */
    public static void main(String[] args) throws Exception {
        Path root = Path.of(args.length > 0 ? args[0] : ".").toAbsolutePath().normalize();
        List<Timed> timed = new ArrayList<>();
        Map<String, Cost> costs = new HashMap<>();
        try (Stream<Path> modules = Files.list(root)) {
            for (Path module : modules.filter(Files::isDirectory).sorted().toList()) {
                for (Path folder : moduleFolders(module)) {
                    for (String kind : List.of("surefire-reports", "failsafe-reports")) {
                        read(folder, folder.resolve("target").resolve(kind), timed);
                    }
                    readCosts(folder, folder.resolve("target").resolve("build-cost"), costs);
                }
            }
        }
        timed.sort(Comparator.comparingDouble(Timed::seconds).reversed());
        double total = timed.stream().mapToDouble(Timed::seconds).sum();
        StringBuilder report = new StringBuilder();
        if (args.length > 1) {
            report.append(wallTime(args[1]));
        }
        report.append(String.format(
                "## The %d slowest test classes (%d classes, %.0f s of tests in all)%n%n"
                        + "| Test class | Module | Tests | Seconds | Processor s | Processors"
                        + " busy |%n| --- | --- | ---: | ---: | ---: | ---: |%n",
                Math.min(SHOWN, timed.size()), timed.size(), total));
        for (Timed test : timed.subList(0, Math.min(SHOWN, timed.size()))) {
            report.append(row(test, costs.get(test.module() + " " + test.test())));
        }
        List<Timed> over = timed.stream().filter(test -> test.seconds() > SHARE_SECONDS)
                .toList();
        report.append(String.format("%nA class's share of the %d-minute budget is %.0f s. ",
                BUDGET_SECONDS / 60, SHARE_SECONDS));
        if (over.isEmpty()) {
            report.append("No class is over it.%n".formatted());
        } else {
            report.append(String.format("WARNING: %d over it: %s. A new check shares a class"
                    + " run that is already made (.github/CONTRIBUTING.md, \"What a test may"
                    + " cost\").%n", over.size(), String.join(", ", over.stream()
                            .map(test -> String.format("%s (%.0f s)", test.test(),
                                    test.seconds())).toList())));
        }
        report.append(commands(root.resolve("grading/target/shipped-commands.tsv")));
        System.out.print(report);
        Path written = root.resolve("target").resolve("slowest-tests.md");
        Files.createDirectories(written.getParent());
        Files.writeString(written, report, StandardCharsets.UTF_8);
    }

    /**
     * The end-to-end tests' commands ({@code grading/target/shipped-commands.tsv}, a line a
     * command: seconds, status, calling class, folder, command): their seconds by calling class,
     * and the slowest commands, so that a class's minutes can be told apart. Empty when no
     * end-to-end test ran.
     */
    private static String commands(Path log) throws IOException {
        if (!Files.isRegularFile(log)) {
            return "";
        }
        Map<String, double[]> byClass = new TreeMap<>();
        List<String[]> lines = new ArrayList<>();
        for (String line : Files.readAllLines(log, StandardCharsets.UTF_8)) {
            String[] fields = line.split("\t", 5);
            if (fields.length == 5) {
                lines.add(fields);
                double[] sum = byClass.computeIfAbsent(fields[2], name -> new double[2]);
                sum[0] += parse(fields[0]);
                sum[1]++;
            }
        }
        StringBuilder text = new StringBuilder(String.format("%n## The end-to-end tests'"
                + " commands (%d)%n%n| Test class | Commands | Seconds |%n| --- | ---: | ---: |%n",
                lines.size()));
        byClass.entrySet().stream()
                .sorted(Comparator.comparingDouble(entry -> -entry.getValue()[0]))
                .forEach(entry -> text.append(String.format("| %s | %.0f | %.0f |%n",
                        entry.getKey(), entry.getValue()[1], entry.getValue()[0])));
        text.append(String.format("%nThe %d slowest:%n%n| Seconds | Test class | Command |%n"
                + "| ---: | --- | --- |%n", Math.min(SHOWN, lines.size())));
        lines.stream().sorted(Comparator.comparingDouble(fields -> -parse(fields[0])))
                .limit(SHOWN).forEach(fields -> text.append(String.format("| %s | %s | %s |%n",
                        fields[0], fields[2], shortened(fields[4]))));
        return text.toString();
    }

    /** A command as the table shows it: the project's and temporary folders' paths cut. */
    private static String shortened(String command) {
        String cut = command.replaceAll("/[^ ]*/(target|junit-?[0-9]+)/", "…/")
                .replace('|', '/');
        return cut.length() > 140 ? cut.substring(0, 140) + "…" : cut;
    }

    /** The module folder and any module below it that has reports (features/site). */
    private static List<Path> moduleFolders(Path module) throws IOException {
        List<Path> folders = new ArrayList<>(List.of(module));
        try (Stream<Path> children = Files.list(module)) {
            children.filter(child -> Files.isDirectory(child.resolve("target"))
                    && Files.isRegularFile(child.resolve("pom.xml"))).sorted()
                    .forEach(folders::add);
        }
        return folders;
    }

    /** The build's wall time so far and the budget, from the build's start. */
    private static String wallTime(String start) {
        try {
            Duration wall = Duration.between(Instant.parse(start), Instant.now());
            return String.format("## The build so far: %d min %02d s (budget %d min on two"
                    + " processors)%s%n%n", wall.toMinutes(), wall.toSecondsPart(),
                    BUDGET_SECONDS / 60, wall.getSeconds() > BUDGET_SECONDS
                            ? ": WARNING, over the budget" : "");
        } catch (DateTimeParseException e) {
            return "## The build's start was not given as an instant (" + start + ")\n\n";
        }
    }

    private static String row(Timed test, Cost cost) {
        String processor = "?";
        String busy = "?";
        if (cost != null) {
            processor = String.format("%.0f%s", cost.processor(), cost.alone() ? "" : "*");
            busy = test.seconds() > 0 ? String.format("%.2f", cost.processor()
                    / test.seconds()) : "-";
        }
        return String.format("| %s | %s | %d | %.1f | %s | %s |%n", test.test(), test.module(),
                test.tests(), test.seconds(), processor, busy);
    }

    private static void read(Path module, Path reports, List<Timed> timed) throws Exception {
        if (!Files.isDirectory(reports)) {
            return;
        }
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        try (Stream<Path> files = Files.list(reports)) {
            for (Path file : files.filter(SlowestTests::isReport).sorted().toList()) {
                Element suite = factory.newDocumentBuilder().parse(file.toFile())
                        .getDocumentElement();
                String name = suite.getAttribute("name");
                timed.add(new Timed(module.getFileName().toString(),
                        name.substring(name.lastIndexOf('.') + 1),
                        parse(suite.getAttribute("time")), (int) parse(suite
                                .getAttribute("tests"))));
            }
        } catch (IOException e) {
            throw new IOException("cannot read the test reports in " + reports, e);
        }
    }

    /**
     * The build-cost listener's lines ({@code CLASS WALL PROCESSOR ALONE}), oldest file first,
     * so that a class measured again by a later build without {@code clean} keeps its newest.
     * A processor time shared with classes that ran at once is starred in the table.
     */
    private static void readCosts(Path module, Path folder, Map<String, Cost> costs)
            throws IOException {
        if (!Files.isDirectory(folder)) {
            return;
        }
        try (Stream<Path> files = Files.list(folder)) {
            for (Path file : files.sorted(Comparator.comparing(SlowestTests::modified)).toList()) {
                for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                    String[] fields = line.split("\t");
                    if (fields.length == 4) {
                        String name = fields[0].substring(fields[0].lastIndexOf('.') + 1);
                        costs.put(module.getFileName() + " " + name, new Cost(
                                Double.parseDouble(fields[2]), Boolean.parseBoolean(fields[3])));
                    }
                }
            }
        }
    }

    private static long modified(Path file) {
        try {
            return Files.getLastModifiedTime(file).toMillis();
        } catch (IOException e) {
            return 0;
        }
    }

    private static boolean isReport(Path file) {
        String name = file.getFileName().toString();
        return name.startsWith("TEST-") && name.endsWith(".xml");
    }

    /** A number of a report, which surefire writes with a comma past a thousand ("1,475.2"). */
    private static double parse(String number) {
        return number.isBlank() ? 0 : Double.parseDouble(number.replace(",", ""));
    }
}
