package tabuleiro.grading;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.stream.Stream;
import picocli.CommandLine;
import tabuleiro.grading.model.Submission;

/**
 * Submissions made on the fly for the tests: copies of the reference or the skeleton, edited
 * to hold the mistake a test is about, and a way to run the grader on them.
 */
public final class Submissions {

    /** The fixture scheme: the grader's own small rule book, with short limits. */
    public static final String FIXTURE_SCHEME =
            """
            {
              "game": "connect-four",
              "title": "Connect Four (fixture)",
              "rulebook": "tabuleiro.grading.fixture",
              "package": "tabuleiro.connectfour",
              "limits": { "scenarioSeconds": 2, "submissionSeconds": 60, "heapMegabytes": 64 },
              "exercises": [
                { "id": "ex01", "title": "The grid", "points": 10 },
                { "id": "ex02", "title": "Dropping a disc", "points": 30 },
                { "id": "ex03", "title": "Four in a row", "points": 30 }
              ]
            }
            """;

    private Submissions() {
    }

    /** The project's root folder, found from this module's folder. */
    static Path projectRoot() {
        return Path.of(System.getProperty("basedir", ".")).toAbsolutePath().normalize()
                .getParent();
    }

    /** The reference's sources. */
    static Path referenceSources() {
        return projectRoot().resolve("reference/src/main/java");
    }

    /**
     * Makes a submission folder holding a copy of some sources as its src/main/java.
     *
     * @param sources the sources to copy
     * @param folder the submission's folder, created
     * @return the folder
     */
    static Path copy(Path sources, Path folder) throws IOException {
        Path target = folder.resolve(Submission.SOURCES);
        try (Stream<Path> files = Files.walk(sources)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                Path copy = target.resolve(sources.relativize(file).toString());
                Files.createDirectories(copy.getParent());
                Files.copy(file, copy, StandardCopyOption.REPLACE_EXISTING);
            }
        }
        return folder;
    }

    /**
     * Replaces a piece of a submission's Game.java, failing if the piece is not there (the
     * reference changed, and the test must be brought up to date).
     *
     * @return the line the replacement starts on
     */
    static int editGame(Path submission, String piece, String replacement) throws IOException {
        Path game = game(submission);
        String text = Files.readString(game, StandardCharsets.UTF_8);
        assertThat(text).as("the reference's Game.java still has the piece to edit")
                .contains(piece);
        int index = text.indexOf(piece);
        Files.writeString(game, text.substring(0, index) + replacement
                + text.substring(index + piece.length()), StandardCharsets.UTF_8);
        return (int) text.substring(0, index).lines().count()
                + (text.substring(0, index).endsWith("\n") ? 1 : 0);
    }

    static Path game(Path submission) {
        return submission.resolve(Submission.SOURCES).resolve("tabuleiro/connectfour/Game.java");
    }

    /** Writes the fixture scheme into a folder. */
    static Path fixtureScheme(Path folder) throws IOException {
        Path scheme = folder.resolve("fixture-scheme.json");
        Files.writeString(scheme, FIXTURE_SCHEME, StandardCharsets.UTF_8);
        return scheme;
    }

    /**
     * Writes the fixture scheme with generous limits into a folder, for tests about what
     * surrounds grading (input, reports, bundles), which must not fail because a loaded machine
     * made a scenario slow.
     */
    static Path patientFixtureScheme(Path folder) throws IOException {
        Path scheme = folder.resolve("patient-scheme.json");
        Files.writeString(scheme, FIXTURE_SCHEME.replace("\"scenarioSeconds\": 2",
                "\"scenarioSeconds\": 30").replace("\"submissionSeconds\": 60",
                "\"submissionSeconds\": 600"), StandardCharsets.UTF_8);
        assertThat(Files.readString(scheme)).contains("\"scenarioSeconds\": 30")
                .contains("\"submissionSeconds\": 600");
        return scheme;
    }

    /** Runs the grader's command line without ending the JVM. */
    public static Run grader(List<String> arguments) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine commandLine = Grader.commandLine();
        commandLine.setOut(new PrintWriter(out, true));
        commandLine.setErr(new PrintWriter(err, true));
        int status = commandLine.execute(arguments.toArray(String[]::new));
        return new Run(status, out.toString(), err.toString());
    }

    /**
     * Runs the grader's command line with its output and its errors on one stream, as a
     * terminal shows them.
     *
     * @param arguments the command line
     * @return the exit status, and everything shown, as {@link Run#out}; {@link Run#err} is
     *     empty
     */
    public static Run graderOnOneStream(List<String> arguments) {
        StringWriter shown = new StringWriter();
        PrintWriter stream = new PrintWriter(shown, true);
        CommandLine commandLine = Grader.commandLine();
        commandLine.setOut(stream);
        commandLine.setErr(stream);
        int status = commandLine.execute(arguments.toArray(String[]::new));
        return new Run(status, shown.toString(), "");
    }

    /** What a run of the grader's command line did. */
    public record Run(int status, String out, String err) {
    }
}
