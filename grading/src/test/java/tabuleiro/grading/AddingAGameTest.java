package tabuleiro.grading;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import tabuleiro.grading.spi.GameModule;
import tabuleiro.grading.spi.Games;

/**
 * The guide "Adding a game" ({@code grading/docs/adding-a-game.md}) holds for every registered
 * game: each file and folder it says a game brings is there, and the guide names each of them,
 * so that a game added by following it, and the guide itself, cannot drift from what the house
 * reads. The registration lines are the other half, checked by {@code grading/bench/game-spread.sh}
 * and by the registry itself.
 */
class AddingAGameTest {

    private static final Path GUIDE = Path.of("docs", "adding-a-game.md");

    /**
     * What a game brings, relative to the project's root: {@code ID} is the game's package name,
     * {@code COMMAND} its command.
     */
    private static final List<String> BRINGS = List.of(
            "reference/src/main/java/tabuleiro/ID/",
            "features/rules/COMMAND.md",
            "features/src/main/resources/tabuleiro/features/ID/",
            "features/src/main/resources/tabuleiro/features/pt/ID/",
            "features/src/main/java/tabuleiro/features/ID/probe/",
            "exercises/src/main/java/tabuleiro/ID/",
            "exercises/guides/COMMAND.md",
            "exercises/guides/pt/COMMAND.md",
            "grading/schemes/COMMAND.json",
            "grading/src/main/java/tabuleiro/grading/games/ID/",
            "grading/src/main/java/tabuleiro/grading/games/ID/child/",
            "grading/samples/COMMAND/complete/",
            "grading/samples/COMMAND/samples.json",
            "grading/samples/COMMAND/expected.json",
            "grading/samples/COMMAND/README.md",
            "grading/mutants/COMMAND.json",
            "grading/src/test/resources/tournament/ID/field.properties",
            "slides/src/docs/decks/COMMAND.adoc",
            "slides/src/docs/boards/COMMAND.boards");

    static List<GameModule> games() {
        return Games.all();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void everyRegisteredGameBringsWhatTheGuideLists(GameModule game) {
        Path root = Submissions.projectRoot();
        List<String> missing = new ArrayList<>();
        for (String path : BRINGS) {
            String named = path.replace("COMMAND", game.command()).replace("ID", game.id());
            Path found = root.resolve(named);
            boolean there = named.endsWith("/") ? Files.isDirectory(found)
                    : Files.isRegularFile(found);
            if (!there) {
                missing.add(named);
            }
        }
        assertThat(missing).as("%s: what the guide says a game brings", game.command()).isEmpty();
    }

    @Test
    void theGuideNamesEveryThingItSaysAGameBrings() throws IOException {
        String guide = Files.readString(GUIDE, StandardCharsets.UTF_8);
        List<String> unnamed = new ArrayList<>();
        for (String path : BRINGS) {
            // The guide writes a path from its module's folder on, or the part after it.
            String tail = path.substring(path.indexOf('/') + 1);
            String last = tail.endsWith("/") ? tail.substring(0, tail.length() - 1) : tail;
            last = last.substring(last.lastIndexOf('/') + 1);
            if (!guide.contains(tail) && !guide.contains(last)) {
                unnamed.add(path);
            }
        }
        assertThat(unnamed).as("what the guide does not name").isEmpty();
    }
}
