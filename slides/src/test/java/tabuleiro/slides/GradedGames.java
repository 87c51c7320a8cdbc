package tabuleiro.slides;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The games the grader registers, read from its services file: a game comes in two phases (its
 * reference, rule book and skeleton first, then its grader module with its samples, kit, site
 * and slides), and what the slides show of the grader's work (its feedback pages, a class
 * diagram in a deck) is asked of the registered games alone, each from the moment it registers.
 */
final class GradedGames {

    /** The grader's registration of its games' modules, one class a line. */
    private static final Path GRADER_MODULES = Path.of("..", "grading", "src", "main",
            "resources", "META-INF", "services", "tabuleiro.grading.spi.GameModule");

    /** A game's grader module, whose package names the game: tabuleiro.grading.games.GAME. */
    private static final Pattern GRADER_MODULE =
            Pattern.compile("tabuleiro\\.grading\\.games\\.([a-z]+)\\.[A-Za-z]+Module");

    private GradedGames() {
    }

    /**
     * The registered games' ids, as their packages name them ({@code connectfour}).
     *
     * @return the ids, sorted
     * @throws IOException if the services file cannot be read
     */
    static Set<String> ids() throws IOException {
        Set<String> registered = new TreeSet<>();
        for (String line : Files.readAllLines(GRADER_MODULES, StandardCharsets.UTF_8)) {
            Matcher module = GRADER_MODULE.matcher(line.strip());
            if (module.matches()) {
                registered.add(module.group(1));
            }
        }
        return registered;
    }

    /**
     * Whether a game's command name ({@code connect-four}) is a registered game's.
     *
     * @param command the command name, as the game's scheme file is named
     * @return true when the grader registers it
     * @throws IOException if the services file cannot be read
     */
    static boolean registers(String command) throws IOException {
        return ids().contains(command.replace("-", ""));
    }
}
