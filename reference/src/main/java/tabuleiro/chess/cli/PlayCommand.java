package tabuleiro.chess.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import tabuleiro.chess.Agent;
import tabuleiro.chess.AlphaBetaAgent;
import tabuleiro.chess.FenException;
import tabuleiro.chess.Game;
import tabuleiro.chess.SavedGame;
import tabuleiro.chess.SavedGameFile;
import tabuleiro.chess.ui.ChessContracts;
import tabuleiro.chess.ui.ChessTexts;
import tabuleiro.chess.ui.Failures;
import tabuleiro.chess.ui.TextUi;
import tabuleiro.cli.PlayCommandBase;
import tabuleiro.ui.ContractTwins;
import tabuleiro.ui.Texts;

/**
 * The {@code chess play} command: plays chess in the terminal, a person or the computer in
 * each seat. {@code --load} continues a paused game (rules CHESS-16, CHESS-17), {@code --fen}
 * starts from any position (CHESS-20).
 *
 * <p>A pause or a quit saves the game to {@code --save FILE}; without it, to the file
 * {@code --load} read, else to a new file named after the time the program started in the
 * folder {@code .tabuleiro/chess} of the user's home (never into the working folder, where it
 * would clutter a project). The UI says the path when it saves.
 *
 * <p>Exit status: 0 when the game ended, was paused or quit, or the input ended; 1 when the
 * engine or an agent failed; 2 for a command line that could not be used: options not
 * understood, {@code --load} of a file that cannot be read, a {@code --fen} that is not a legal
 * position, {@code --load} with {@code --fen}.
 *
 * <p>Its help is in {@link ChessHelp}; the game and the command's own refusals speak the
 * language of {@code --lang} (else the system's).
 */
@Command(name = "play", mixinStandardHelpOptions = true)
public final class PlayCommand extends PlayCommandBase {

    /** Who sits in a seat; lowercase because picocli lists and matches enum values by name. */
    enum Seat {
        /** A person at the keyboard. */
        human,
        /** The alpha-beta agent. */
        computer
    }

    private static final DateTimeFormatter STAMP =
            DateTimeFormatter.ofPattern("yyyy-MM-dd-HHmmss", Locale.ROOT);

    @Option(names = "--white", paramLabel = "SEAT", defaultValue = "human")
    private Seat white;

    @Option(names = "--black", paramLabel = "SEAT", defaultValue = "computer")
    private Seat black;

    @Option(names = "--depth", paramLabel = "N", defaultValue = "3")
    private int depth;

    @Option(names = "--save", paramLabel = "FILE")
    private Path save;

    @Option(names = "--load", paramLabel = "FILE")
    private Path load;

    @Option(names = "--fen", paramLabel = "FEN")
    private String fen;

    /** Creates the command; picocli sets its options. */
    public PlayCommand() {
        super(ChessCommandTexts.class);
    }

    @Override
    protected int play() {
        if (depth < 1) {
            throw refusal("depth.refused", depth);
        }
        if (load != null && fen != null) {
            throw refusal("load.with.fen");
        }
        SavedGame saved = load == null ? null : readSaved();
        Game game = saved != null ? saved.game() : fen == null ? Game.newGame() : start();
        Path saveFile = save != null ? save : load != null ? load : newSaveFile();
        TextUi ui = new TextUi(keyboard(), out(), saveFile, language());
        if (saved != null) {
            game = ui.resume(saved, load);
        }
        return ui.play(game, seat(white, ui), seat(black, ui)).exitStatus().code();
    }

    /** The game of --load; a file that cannot be read is a command line that cannot be used. */
    private SavedGame readSaved() {
        try {
            return SavedGameFile.read(load);
        } catch (IOException unreadable) {
            throw refusal("load.unreadable", load, Failures.explain(unreadable,
                    Texts.of(ChessTexts.class, language())));
        }
    }

    private Game start() {
        try {
            return Game.fromFen(fen);
        } catch (FenException bad) {
            throw refusal("fen.refused", ContractTwins.of(ChessContracts.class, language())
                    .say(bad.getMessage()));
        }
    }

    /**
     * A new file for this game's save, in the user's folder of saved chess games, named after
     * the time: a later game never replaces an earlier one's save.
     */
    private static Path newSaveFile() {
        Path folder = Path.of(System.getProperty("user.home"), ".tabuleiro", "chess");
        String stamp = "game-" + LocalDateTime.now().format(STAMP);
        Path file = folder.resolve(stamp + ".txt");
        for (int other = 2; Files.exists(file); other++) {
            file = folder.resolve(stamp + "-" + other + ".txt");
        }
        return file;
    }

    private Agent seat(Seat seat, TextUi ui) {
        return seat == Seat.human ? ui.human() : new AlphaBetaAgent(depth);
    }
}
