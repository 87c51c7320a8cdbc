package tabuleiro.grading.export;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import tabuleiro.grading.Scheme;

/**
 * The {@code --game GAME} or {@code --scheme FILE} options of the bundle commands, as
 * {@code grade} has them: which scheme the bundle grades by. The bundle carries the scheme's
 * text, so that a course's own copy (its deadline, its hidden rules) goes with it.
 */
public final class SchemeChoice {

    @Option(names = "--game", paramLabel = "GAME",
            description = "The game to grade, by the scheme bundled for it, such as"
                    + " connect-four.")
    private String game;

    @Option(names = "--scheme", paramLabel = "FILE",
            description = "A grading scheme file (JSON) to grade by, instead of --game.")
    private Path file;

    /**
     * Reads the chosen scheme's text, checking that it is a scheme.
     *
     * @param spec the command, for its error messages
     * @return the scheme's JSON text
     * @throws ParameterException unless exactly one of the options names a valid scheme
     */
    String json(CommandSpec spec) {
        if ((game == null) == (file == null)) {
            throw new ParameterException(spec.commandLine(), "say which game to grade, with"
                    + " --game GAME (a scheme of grading/schemes/, such as connect-four) or"
                    + " --scheme FILE, but not both");
        }
        String origin = file != null ? file.toString() : game;
        String text;
        try {
            text = file != null ? Files.readString(file, StandardCharsets.UTF_8)
                    : bundled(game);
            Scheme.parse(text, origin);
        } catch (IOException | IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "cannot use the scheme " + origin
                    + ": " + e.getMessage(), e, null, origin);
        }
        return text;
    }

    private static String bundled(String game) throws IOException {
        Scheme.bundled(game);
        try (InputStream in = Objects.requireNonNull(Scheme.class.getResourceAsStream(
                Scheme.BUNDLED_FOLDER + game + ".json"), game)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
