package tabuleiro.grading.model;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/**
 * The {@code --game GAME} or {@code --scheme FILE} options of every command that grades
 * ({@code grade} and the bundles): which scheme to grade by. Exactly one must be given, because
 * a class graded by the wrong game's rules would get zero everywhere without a word.
 */
public final class SchemeChoice {

    @Option(names = "--game", paramLabel = "GAME", completionCandidates = GameCommands.class,
            description = "The game to grade, by the scheme bundled for it"
                    + " (grading/schemes/GAME.json): ${COMPLETION-CANDIDATES}.")
    private String game;

    @Option(names = "--scheme", paramLabel = "FILE",
            description = "A grading scheme file (JSON) to grade by, instead of --game.")
    private Path file;

    /** Creates the options; picocli fills them in. */
    public SchemeChoice() {
        // Filled in by picocli from the command line.
    }

    /**
     * Tells whether the command line named a scheme, by game or by file.
     *
     * @return {@code true} when {@code --game} or {@code --scheme} was given
     */
    public boolean given() {
        return game != null || file != null;
    }

    /**
     * Reads the chosen scheme.
     *
     * @param spec the command, for its error messages
     * @return the scheme
     * @throws ParameterException unless exactly one of the options names a valid scheme; the
     *     message says which games there are, or what the file lacks
     */
    public Scheme scheme(CommandSpec spec) {
        return read(spec).scheme();
    }

    /**
     * Reads the chosen scheme's text, checking that it is a scheme: a bundle carries the text,
     * so that a course's own copy (its deadline, its hidden rules) goes with it.
     *
     * @param spec the command, for its error messages
     * @return the scheme's JSON text
     * @throws ParameterException unless exactly one of the options names a valid scheme
     */
    public String json(CommandSpec spec) {
        return read(spec).text();
    }

    /** A scheme's text and what it says, read once. */
    private record Chosen(String text, Scheme scheme) {
    }

    private Chosen read(CommandSpec spec) {
        if ((game == null) == (file == null)) {
            throw new ParameterException(spec.commandLine(), "say which game to grade, with"
                    + " --game GAME (one of " + String.join(", ", BundledSchemes.games())
                    + ") or --scheme FILE, but not both");
        }
        if (game != null) {
            try {
                // BundledSchemes.scheme says which games there are when this one is not among them.
                Scheme scheme = BundledSchemes.scheme(game);
                return new Chosen(bundledText(game), scheme);
            } catch (IllegalArgumentException | IOException e) {
                throw new ParameterException(spec.commandLine(), "--game needs "
                        + e.getMessage(), e, null, game);
            }
        }
        try {
            String text = Files.readString(file, StandardCharsets.UTF_8);
            return new Chosen(text, SchemeReader.parse(text, origin()));
        } catch (IOException e) {
            throw new ParameterException(spec.commandLine(), "cannot read the scheme " + file
                    + ": " + e.getMessage(), e, null, file.toString());
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage(), e, null,
                    file.toString());
        }
    }

    private String origin() {
        return file != null ? file.toString() : game;
    }

    private static String bundledText(String game) throws IOException {
        try (InputStream in = Objects.requireNonNull(BundledSchemes.class.getResourceAsStream(
                BundledSchemes.FOLDER + game + ".json"), game)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
