package tabuleiro.features;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * The rule book's games, as the tests that hold every game to the same standard list them: one
 * per catalogue of {@code features/rules/} ({@code GAME.md}, named by the game's command), so a
 * game that brings its catalogue is checked with no line of these tests changed.
 */
final class RuleBookGames {

    /** The catalogues, one a game, relative to the module's folder. */
    private static final Path RULES = Path.of("rules");

    private RuleBookGames() {
    }

    /**
     * Lists the games' commands, from their catalogues' names.
     *
     * @return such as {@code connect-four}, in alphabetical order
     */
    static List<String> commands() {
        try (Stream<Path> files = Files.list(RULES)) {
            return files.map(file -> file.getFileName().toString())
                    .filter(name -> name.endsWith(".md") && !name.equals("README.md"))
                    .map(name -> name.substring(0, name.length() - ".md".length()))
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list the catalogues in " + RULES, e);
        }
    }

    /**
     * Lists the games' rule-book folders, each the game's package name.
     *
     * @return such as {@code connectfour}, in the order of {@link #commands()}
     */
    static List<String> folders() {
        return commands().stream().map(RuleBookGames::folder).toList();
    }

    /**
     * Returns a game's rule-book folder: its command without its hyphens, as the packages of
     * the reference and the rule book name it.
     *
     * @param command the game's command
     * @return the folder's name
     */
    static String folder(String command) {
        return command.replace("-", "");
    }
}
