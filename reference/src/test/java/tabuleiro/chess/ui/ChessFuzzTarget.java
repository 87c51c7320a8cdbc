package tabuleiro.chess.ui;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import tabuleiro.chess.Game;
import tabuleiro.ui.FuzzTarget;

/**
 * Chess's text UI as the fuzzer drives it: two people at one keyboard, every other session from
 * the starting position and from a position where either side can promote at once (so that the
 * promotion prompt is fuzzed too), saving into a folder of the target's own that is deleted when
 * the JVM ends.
 */
public final class ChessFuzzTarget implements FuzzTarget {

    /** Moves of a few openings in every form the UI reads, the commands and the answers. */
    private static final List<String> VOCABULARY = List.of(
            "e2>>e4", "e7>>e5", "g1>>f3", "b8>>c6", "f1>>c4", "g8>>f6", "d2d4", "d7d5",
            "e4", "e5", "d4", "d5", "c4", "c5", "Nf3", "Nc6", "Nf6", "Bb5", "Bc4", "a6", "O-O",
            "0-0", "O-O-O", "exd5", "Qxd5", "Qh5", "Qxf7#", "Ke2", "Ke7", "h4", "h5", "a4", "a5",
            "Ra3", "Ra6", "Rh3", "Rh6", "b4", "axb4", "e2e4", "E2>>E4", "a7a8", "q", "r", "b",
            "n", "s", "y", "no", "a7>>a8", "a7a8q", "h2h1", "h2>>h1n", "Kd7", "Kd2", "resign",
            "RENDER", "draw", "EMPATE", "pause", "PAUSAR", "quit", "sair");

    private static final String PROMOTIONS = "4k3/P7/8/8/8/8/7p/4K3 w - - 0 1";

    private final Path saveFile;
    private int sessions;

    /**
     * Creates the target with a new folder for its saved games.
     *
     * @throws UncheckedIOException if the folder cannot be made
     */
    public ChessFuzzTarget() {
        try {
            Path folder = Files.createTempDirectory("chess-fuzz");
            folder.toFile().deleteOnExit();
            saveFile = folder.resolve("game.txt");
            saveFile.toFile().deleteOnExit();
        } catch (IOException cannot) {
            throw new UncheckedIOException(cannot);
        }
    }

    @Override
    public String game() {
        return "chess";
    }

    @Override
    public List<String> vocabulary() {
        return VOCABULARY;
    }

    @Override
    public int play(Reader input, PrintWriter output) {
        TextUi ui = new TextUi(input, output, saveFile);
        Game game = sessions++ % 2 == 0 ? Game.newGame() : Game.fromFen(PROMOTIONS);
        return ui.play(game, ui.human(), ui.human()).exitStatus().code();
    }
}
