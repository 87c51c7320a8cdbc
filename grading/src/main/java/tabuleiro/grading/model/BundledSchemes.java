package tabuleiro.grading.model;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The schemes the grader carries ({@code grading/schemes/*.json}, copied into its jar): each
 * game's scheme for {@code --game}, and the games there are, so that a wrong {@code --game} is
 * answered with them.
 */
public final class BundledSchemes {

    /** Where the grader's jar keeps the schemes of {@code grading/schemes/}. */
    public static final String FOLDER = "/schemes/";

    private BundledSchemes() {
    }

    /**
     * Reads a scheme bundled with the grader: one of the files of {@code grading/schemes/}.
     *
     * @param game the game's command name, as the scheme's file is named
     * @return the game's scheme
     * @throws IllegalArgumentException if the grader has no scheme for that game; the message
     *     says which games it has
     */
    public static Scheme scheme(String game) {
        String resource = FOLDER + Objects.requireNonNull(game, "game") + ".json";
        // Only a command name becomes a resource's name: no other text reaches the jar's paths.
        try (InputStream in = Scheme.isCommandName(game)
                ? BundledSchemes.class.getResourceAsStream(resource) : null) {
            if (in == null) {
                throw new IllegalArgumentException("a game the grader has a scheme for ("
                        + String.join(", ", games()) + "), but it is " + game);
            }
            return SchemeReader.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8),
                    resource);
        } catch (IOException e) {
            throw new IllegalStateException("cannot read " + resource, e);
        }
    }

    /**
     * Lists the bundled games.
     *
     * @return the games' command names, sorted; empty if the grader was built without schemes
     */
    public static List<String> games() {
        URL folder = BundledSchemes.class.getResource(FOLDER);
        if (folder == null) {
            return List.of();
        }
        try {
            URI uri = folder.toURI();
            if ("jar".equals(uri.getScheme())) {
                try (FileSystem jar = FileSystems.newFileSystem(uri, Map.of())) {
                    return games(jar.getPath(FOLDER));
                }
            }
            return games(Path.of(uri));
        } catch (URISyntaxException | IOException | RuntimeException e) {
            // Only a message is at stake: say nothing rather than fail the grader.
            return List.of();
        }
    }

    private static List<String> games(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(file -> file.getFileName().toString())
                    .filter(name -> name.endsWith(".json"))
                    .map(name -> name.substring(0, name.length() - ".json".length()))
                    .sorted()
                    .collect(Collectors.toList());
        }
    }
}
