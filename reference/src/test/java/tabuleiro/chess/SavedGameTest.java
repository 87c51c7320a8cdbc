package tabuleiro.chess;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SavedGameTest {

    @TempDir
    Path folder;

    @Test
    void aSavedGameIsReplayed() throws IOException {
        Game game = Moves.play(Game.newGame(), "e4 e5 Nf3");
        Path file = folder.resolve("game.txt");

        SavedGame.save(game, file);
        SavedGame loaded = SavedGameFile.read(file);

        assertThat(Files.readAllLines(file)).containsExactly("e2>>e4", "e7>>e5", "g1>>f3");
        assertThat(loaded.game().moves()).isEqualTo(game.moves());
        assertThat(loaded.game().sideToMove()).isEqualTo(Colour.BLACK);
        assertThat(loaded.warning()).isEmpty();
        assertThat(folder.toFile().list()).containsExactly("game.txt");
    }

    @Test
    void saveReplacesTheOldFileAndKeepsTheStart() throws IOException {
        Path file = folder.resolve("game.txt");
        Files.writeString(file, "old");
        Game game = Moves.play(Game.fromFen("4k3/P7/8/8/8/8/8/4K3 w - - 0 1"), "a8=Q+");

        SavedGame.save(game, file);

        assertThat(Files.readAllLines(file)).containsExactly(
                "FEN 4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7>>a8q");
        assertThat(SavedGameFile.read(file).game().moves()).isEqualTo(game.moves());
    }

    @Test
    void aBadLineIsACorruptedFileThatStillLoads() {
        SavedGame saved = SavedGame.replay(List.of("e2>>e4", "", "e7>>e5", "e4>>e6", "g1f3"));

        assertThat(saved.game().moves()).hasSize(2);
        assertThat(saved.warning().orElseThrow()).contains("corrupted", "line 4", "e4>>e6",
                "after move 2");
    }

    @Test
    void movesAfterTheEndAndBadStartsAreCorruption() {
        SavedGame over = SavedGame.replay(List.of("f3", "e5", "g4", "Qh4", "a3"));
        assertThat(over.warning().orElseThrow()).contains("line 5", "already over");

        SavedGame badStart = SavedGame.replay(List.of("FEN nonsense", "e4"));
        assertThat(badStart.warning().orElseThrow()).contains("line 1");
        assertThat(badStart.game().moves()).isEmpty();
    }
}
