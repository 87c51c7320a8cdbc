package tabuleiro.features.chess;

import static org.assertj.core.api.Assertions.assertThat;

import io.cucumber.java.After;
import io.cucumber.java.en.Given;
import io.cucumber.java.en.Then;
import io.cucumber.java.en.When;
import io.cucumber.java.pt.Dado;
import io.cucumber.java.pt.Entao;
import io.cucumber.java.pt.Quando;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import tabuleiro.chess.Colour;
import tabuleiro.chess.Game;
import tabuleiro.chess.SavedGame;
import tabuleiro.chess.SavedGameFile;
import tabuleiro.chess.ui.ChessTexts;
import tabuleiro.chess.ui.TextUi;
import tabuleiro.features.Terminal;
import tabuleiro.features.contracts.ScenarioLanguage;
import tabuleiro.ui.Language;
import tabuleiro.ui.Texts;

/**
 * The steps about the text UI (rules CHESS-15 to CHESS-19): people type lines, the UI plays
 * them through the engine, and the rule book looks at what the UI wrote, at the game and at the
 * saved file. Only stable parts of the output are checked, such as the state line. The UI
 * speaks the scenario's language, so that a Portuguese scenario reads the Portuguese screens.
 */
public final class TextUiSteps {

    private static final int LINES_SHOWN = 16;

    private final ChessWorld world;
    private final Language language;
    /** The scenario's folder for saved games, made when a step first needs it. */
    private Path folder;
    private final Terminal terminal = new Terminal();
    private String typed = "";
    /** Whether the scenario's file is one that no reading could load, such as a huge one. */
    private boolean unloadable;

    /**
     * Creates the steps of one scenario.
     *
     * @param world the scenario's shared state
     * @param language the scenario's language, which the text UI speaks
     */
    public TextUiSteps(ChessWorld world, ScenarioLanguage language) {
        this.world = world;
        this.language = language.language();
    }

    /**
     * The scenario's saved game file, in a folder of its own. The folder is made the first time
     * a step needs it: Cucumber makes these steps for every scenario of the rule book (for the
     * hook below), and most scenarios never save a game.
     */
    private Path saveFile() {
        if (folder == null) {
            try {
                folder = Files.createTempDirectory("chess-rule-book");
            } catch (IOException cannot) {
                throw new UncheckedIOException(cannot);
            }
        }
        return folder.resolve("game.txt");
    }

    /** Deletes the scenario's folder, if it made one. */
    @After
    public void deleteFolder() throws IOException {
        if (folder == null) {
            return;
        }
        try (Stream<Path> files = Files.walk(folder)) {
            for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(file);
            }
        }
    }

    @Given("the players type")
    @Dado("o que os jogadores escrevem")
    public void thePlayersType(String lines) {
        typed = lines + "\n";
    }

    @Given("a saved game file with the lines")
    @Dado("um ficheiro de jogo guardado com as linhas")
    public void aSavedGameFileWithTheLines(String lines) throws IOException {
        Files.writeString(saveFile(), lines + "\n");
    }

    /**
     * Ends every line of the saved game file with a carriage return alone instead of a line
     * feed, as files written on the old Macintosh were.
     */
    @Given("the file's lines end with a carriage return alone, as old Macintosh files do")
    @Dado("as linhas do ficheiro acabam só com um retorno de carro, como nos antigos Macintosh")
    public void theLinesEndWithACarriageReturnAlone() throws IOException {
        byte[] bytes = Files.readAllBytes(saveFile());
        for (int i = 0; i < bytes.length; i++) {
            if (bytes[i] == '\n') {
                bytes[i] = '\r';
            }
        }
        Files.write(saveFile(), bytes);
    }

    /**
     * Puts one byte into the saved game file, at the start or the end of a line.
     *
     * @param hex the byte in hexadecimal, such as {@code FF}
     * @param end {@code start} or {@code end}, in Portuguese {@code início} or {@code fim}
     * @param line the line, counted from 1
     */
    @Given("the byte {word} is put at the {word} of line {int}")
    @Dado("o byte {word} é posto no {word} da linha {int}")
    public void theByteIsPutOnLine(String hex, String end, int line) throws IOException {
        byte[] bytes = Files.readAllBytes(saveFile());
        int start = 0;
        for (int passed = 1; passed < line; passed++) {
            start = indexOf(bytes, (byte) '\n', start) + 1;
        }
        int at = switch (end) {
            case "start", "início" -> start;
            case "end", "fim" -> indexOf(bytes, (byte) '\n', start);
            default -> throw new IllegalArgumentException("a byte goes at the start or the end"
                    + " of a line, not the " + end);
        };
        ByteArrayOutputStream changed = new ByteArrayOutputStream();
        changed.write(bytes, 0, at);
        changed.write(Integer.parseInt(hex, 16));
        changed.write(bytes, at, bytes.length - at);
        Files.write(saveFile(), changed.toByteArray());
    }

    private static int indexOf(byte[] bytes, byte wanted, int from) {
        for (int index = from; index < bytes.length; index++) {
            if (bytes[index] == wanted) {
                return index;
            }
        }
        throw new IllegalArgumentException("the saved game file has fewer lines than that");
    }

    @Given("the file begins with a UTF-8 byte order mark")
    @Dado("o ficheiro começa com a marca de ordem de bytes do UTF-8")
    public void theFileBeginsWithAByteOrderMark() throws IOException {
        byte[] bytes = Files.readAllBytes(saveFile());
        ByteArrayOutputStream marked = new ByteArrayOutputStream();
        marked.writeBytes(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF});
        marked.writeBytes(bytes);
        Files.write(saveFile(), marked.toByteArray());
    }

    @Given("a saved game file of {int} bytes")
    @Dado("um ficheiro de jogo guardado com {int} bytes")
    public void aSavedGameFileOfBytes(int size) throws IOException {
        byte[] bytes = new byte[size];
        Arrays.fill(bytes, (byte) '\n');
        Files.write(saveFile(), bytes);
        unloadable = true;
    }

    @Given("no saved game file")
    @Dado("nenhum ficheiro de jogo guardado")
    public void noSavedGameFile() throws IOException {
        Files.deleteIfExists(saveFile());
    }

    @When("they play in the text UI")
    @Quando("jogam na interface de texto")
    public void theyPlayInTheTextUi() {
        TextUi ui = ui();
        Game game = world.hasGame() ? world.game() : Game.newGame();
        world.use(game);
        ui.play(game, ui.human(), ui.human());
    }

    /**
     * Saves the scenario's game as a pause does, without the text UI: the step of the saved
     * game's generated examples ({@code saveback}, features/PROBES.md), whose game may be over,
     * where the text UI saves nothing.
     *
     * @throws IOException if the file cannot be written
     */
    @When("the game is saved")
    @Quando("o jogo é guardado")
    public void theGameIsSaved() throws IOException {
        SavedGame.save(world.game(), saveFile());
    }

    @When("the saved game is loaded")
    @Quando("o jogo guardado é carregado")
    public void theSavedGameIsLoaded() {
        load(ui());
    }

    /**
     * Loads the saved game, then the players play on from it with what they type: the way a
     * paused game is continued.
     */
    @When("the saved game is loaded and played on in the text UI")
    @Quando("o jogo guardado é carregado e continua-se a jogar na interface de texto")
    public void theSavedGameIsLoadedAndPlayedOn() {
        TextUi ui = ui();
        load(ui);
        ui.play(world.game(), ui.human(), ui.human());
    }

    private void load(TextUi ui) {
        boolean exists = Files.exists(saveFile()) && !unloadable;
        ui.load(saveFile()).ifPresentOrElse(world::use, () -> {
            if (exists) {
                // The UI has said why; without a game the later steps could only say less.
                throw new AssertionError("The saved game could not be loaded. The text UI"
                        + " wrote:\n" + lastLines());
            }
        });
    }

    private TextUi ui() {
        return new TextUi(terminal.keyboard(typed), terminal.screen(), saveFile(), language);
    }

    @Then("the text UI says {string}")
    @Entao("o ecrã diz {string}")
    public void theTextUiSays(String text) {
        assertThat(terminal.output())
                .as(() -> "what the text UI wrote:\n" + lastLines() + world.waitsLine())
                .contains(text);
    }

    @Then("the text UI does not say {string}")
    @Entao("o ecrã não diz {string}")
    public void theTextUiDoesNotSay(String text) {
        assertThat(terminal.output())
                .as(() -> "what the text UI wrote:\n" + lastLines() + world.waitsLine())
                .doesNotContain(text);
    }

    @Then("the text UI shows the board")
    @Entao("o ecrã mostra o tabuleiro")
    public void theTextUiShowsTheBoard(String drawing) {
        String written = terminal.output();
        assertThat(written).as(() -> "what the text UI wrote:\n" + lastLines() + world.waitsLine())
                .contains(drawing.strip());
    }

    @Then("the saved file has the lines")
    @Entao("o ficheiro guardado tem as linhas")
    public void theSavedFileHasTheLines(String lines) throws IOException {
        assertThat(Files.exists(saveFile())).as("the game should have been saved").isTrue();
        assertThat(Files.readAllLines(saveFile())).as(() -> "the saved file" + world.waitsLine())
                .isEqualTo(lines.strip().lines().toList());
    }

    @Then("the corrupted file kept has the lines")
    @Entao("a cópia do ficheiro corrompido tem as linhas")
    public void theCorruptedFileKeptHasTheLines(String lines) throws IOException {
        Path kept = saveFile().resolveSibling(saveFile().getFileName() + ".corrupted");
        assertThat(Files.exists(kept)).as("the corrupted file should have been kept as " + kept)
                .isTrue();
        assertThat(Files.readAllLines(kept)).isEqualTo(lines.strip().lines().toList());
        assertThat(terminal.output()).contains(Texts.of(ChessTexts.class, language)
                .text("corrupted.kept", kept.toAbsolutePath()));
    }

    @Then("loading the saved game gives {int} moves with {colour} to move")
    @Entao("carregar o jogo guardado dá {int} jogada(s), a jogar as {colour}")
    public void loadingTheSavedGameGives(int moves, Colour side) throws IOException {
        Game loaded = SavedGameFile.read(saveFile()).game();
        assertThat(loaded.moves()).hasSize(moves);
        assertThat(loaded.sideToMove()).isEqualTo(side);
    }

    @Then("the game has {int} moves with {colour} to move")
    @Entao("o jogo tem {int} jogada(s), a jogar as {colour}")
    public void theGameHasMovesWith(int moves, Colour side) {
        assertThat(world.game().moves()).as("the moves of the game").hasSize(moves);
        assertThat(world.game().sideToMove()).isEqualTo(side);
    }

    /** The last lines the player saw, with what they typed. */
    private String lastLines() {
        List<String> lines = terminal.transcript().lines().toList();
        return String.join("\n", lines.subList(Math.max(0, lines.size() - LINES_SHOWN),
                lines.size()));
    }
}
