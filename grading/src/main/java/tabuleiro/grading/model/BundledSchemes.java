package tabuleiro.grading.model;

import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The games whose schemes the grader carries ({@code grading/schemes/*.json}, copied into its
 * jar), so that a wrong {@code --game} is answered with the games there are.
 */
public final class BundledSchemes {

    private BundledSchemes() {
    }

    /**
     * Lists the bundled games.
     *
     * @return the games' command names, sorted; empty if the grader was built without schemes
     */
    public static List<String> games() {
        URL folder = Scheme.class.getResource(Scheme.BUNDLED_FOLDER);
        if (folder == null) {
            return List.of();
        }
        try {
            URI uri = folder.toURI();
            if ("jar".equals(uri.getScheme())) {
                try (FileSystem jar = FileSystems.newFileSystem(uri, Map.of())) {
                    return games(jar.getPath(Scheme.BUNDLED_FOLDER));
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
