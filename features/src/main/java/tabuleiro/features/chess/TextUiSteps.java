package tabuleiro.features.chess;

import static org.assertj.core.api.Assertions.assertThat;

import io.cucumber.java.After;
import io.cucumber.java.en.Given;
import io.cucumber.java.en.Then;
import io.cucumber.java.en.When;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import tabuleiro.chess.Colour;
import tabuleiro.chess.Game;
import tabuleiro.chess.SavedGame;
import tabuleiro.chess.ui.TextUi;

/**
 * The steps about the text UI (rules CHESS-15 to CHESS-19): people type lines, the UI plays
 * them through the engine, and the rule book looks at what the UI wrote, at the game and at the
 * saved file. Only stable parts of the output are checked, such as the state line.
 */
public final class TextUiSteps {

    private static final int LINES_SHOWN = 16;

    private final ChessWorld world;
    private final Path folder;
    private final Path saveFile;
    private final StringWriter output = new StringWriter();
    private String typed = "";

    /**
     * Creates the steps of one scenario, with a folder of its own for saved games.
     *
     * @param world the scenario's shared state
     */
    public TextUiSteps(ChessWorld world) {
        this.world = world;
        try {
            folder = Files.createTempDirectory("chess-rule-book");
        } catch (IOException cannot) {
            throw new UncheckedIOException(cannot);
        }
        saveFile = folder.resolve("game.txt");
    }

    /** Deletes the scenario's folder. */
    @After
    public void deleteFolder() throws IOException {
        try (Stream<Path> files = Files.walk(folder)) {
            for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(file);
            }
        }
    }

    @Given("the players type")
    public void thePlayersType(String lines) {
        typed = lines + "\n";
    }

    @Given("a saved game file with the lines")
    public void aSavedGameFileWithTheLines(String lines) throws IOException {
        Files.writeString(saveFile, lines + "\n");
    }

    @Given("no saved game file")
    public void noSavedGameFile() throws IOException {
        Files.deleteIfExists(saveFile);
    }

    @When("they play in the text UI")
    public void theyPlayInTheTextUi() {
        TextUi ui = ui();
        Game game = world.hasGame() ? world.game() : Game.newGame();
        world.use(game);
        ui.play(game, ui.human(), ui.human());
    }

    @When("the saved game is loaded")
    public void theSavedGameIsLoaded() {
        boolean exists = Files.exists(saveFile);
        ui().load(saveFile).ifPresentOrElse(world::use, () -> {
            if (exists) {
                // The UI has said why; without a game the later steps could only say less.
                throw new AssertionError("The saved game could not be loaded. The text UI"
                        + " wrote:\n" + lastLines());
            }
        });
    }

    private TextUi ui() {
        return new TextUi(new StringReader(typed), output, saveFile);
    }

    @Then("the text UI says {string}")
    public void theTextUiSays(String text) {
        assertThat(output.toString()).as("what the text UI wrote:\n" + lastLines())
                .contains(text);
    }

    @Then("the text UI shows the board")
    public void theTextUiShowsTheBoard(String drawing) {
        String written = output.toString();
        assertThat(written).as("what the text UI wrote:\n" + lastLines())
                .contains(drawing.strip());
    }

    @Then("the saved file has the lines")
    public void theSavedFileHasTheLines(String lines) throws IOException {
        assertThat(Files.exists(saveFile)).as("the game should have been saved").isTrue();
        assertThat(Files.readAllLines(saveFile)).isEqualTo(lines.strip().lines().toList());
    }

    @Then("loading the saved game gives {int} moves with {colour} to move")
    public void loadingTheSavedGameGives(int moves, Colour side) throws IOException {
        Game loaded = SavedGame.load(saveFile).game();
        assertThat(loaded.moves()).hasSize(moves);
        assertThat(loaded.sideToMove()).isEqualTo(side);
    }

    @Then("the game has {int} moves with {colour} to move")
    public void theGameHasMovesWith(int moves, Colour side) {
        assertThat(world.game().moves()).as("the moves of the game").hasSize(moves);
        assertThat(world.game().sideToMove()).isEqualTo(side);
    }

    private String lastLines() {
        List<String> lines = output.toString().lines().toList();
        return String.join("\n", lines.subList(Math.max(0, lines.size() - LINES_SHOWN),
                lines.size()));
    }
}
