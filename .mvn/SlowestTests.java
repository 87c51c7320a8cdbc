import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Element;

/**
 * The build's report of where its time went: the fifteen slowest test classes of every module,
 * from the reports surefire and failsafe wrote (each class's time, its set-up included), printed to
 * the build's log and written to {@code target/slowest-tests.md}. The slides module, the last of
 * the reactor, runs it at {@code verify} ({@code java .mvn/SlowestTests.java ROOT}), so the
 * last lines of a full build say which tests to make faster.
 */
public final class SlowestTests {

    private static final int SHOWN = 15;

    private record Timed(String module, String test, double seconds, int tests) {
    }

    private SlowestTests() {
    }

    /**
     * Prints and writes the report.
     *
     * @param args the project's root folder
     * @throws Exception if a report cannot be read or the report written
     */
    public static void main(String[] args) throws Exception {
        Path root = Path.of(args.length > 0 ? args[0] : ".").toAbsolutePath().normalize();
        List<Timed> timed = new ArrayList<>();
        try (Stream<Path> modules = Files.list(root)) {
            for (Path module : modules.filter(Files::isDirectory).sorted().toList()) {
                for (String kind : List.of("surefire-reports", "failsafe-reports")) {
                    read(module, module.resolve("target").resolve(kind), timed);
                }
            }
        }
        timed.sort(Comparator.comparingDouble(Timed::seconds).reversed());
        double total = timed.stream().mapToDouble(Timed::seconds).sum();
        StringBuilder report = new StringBuilder(String.format(
                "## The %d slowest test classes (%d classes, %.0f s of tests in all)%n%n"
                        + "| Test class | Module | Tests | Seconds |%n| --- | --- | ---: | ---: |%n",
                Math.min(SHOWN, timed.size()), timed.size(), total));
        for (Timed test : timed.subList(0, Math.min(SHOWN, timed.size()))) {
            report.append(String.format("| %s | %s | %d | %.1f |%n", test.test(), test.module(),
                    test.tests(), test.seconds()));
        }
        System.out.print(report);
        Path written = root.resolve("target").resolve("slowest-tests.md");
        Files.createDirectories(written.getParent());
        Files.writeString(written, report, StandardCharsets.UTF_8);
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

    private static boolean isReport(Path file) {
        String name = file.getFileName().toString();
        return name.startsWith("TEST-") && name.endsWith(".xml");
    }

    /** A number of a report, which surefire writes with a comma past a thousand ("1,475.2"). */
    private static double parse(String number) {
        return number.isBlank() ? 0 : Double.parseDouble(number.replace(",", ""));
    }
}
