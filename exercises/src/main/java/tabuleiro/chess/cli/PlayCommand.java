package tabuleiro.chess.cli;

import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import tabuleiro.chess.Agent;
import tabuleiro.chess.AlphaBetaAgent;
import tabuleiro.chess.FenException;
import tabuleiro.chess.Game;
import tabuleiro.chess.SavedGame;
import tabuleiro.chess.SavedGameFile;
import tabuleiro.chess.ui.Failures;
import tabuleiro.chess.ui.TextUi;

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
 */
@Command(name = "play",
        mixinStandardHelpOptions = true,
        description = {"Play chess in the terminal, a person or the computer in each seat.",
            "Type moves as e2>>e4, e2e4 or in SAN (Nf3). " + PlayCommand.COMMANDS})
public final class PlayCommand implements Callable<Integer> {

    /** The words a player types besides moves, for the help. */
    static final String COMMANDS = "Commands, in English or Portuguese, in any case: resign"
            + " (RENDER); draw (EMPATE) claims or offers a draw; pause (PAUSAR) saves the game"
            + " and stops; quit (sair) saves and stops too, as does the end of the input; help"
            + " (ajuda, ?) at any prompt.";

    /** Who sits in a seat; lowercase because picocli lists and matches enum values by name. */
    enum Seat {
        /** A person at the keyboard. */
        human,
        /** The alpha-beta agent. */
        computer
    }

    private static final DateTimeFormatter STAMP =
            DateTimeFormatter.ofPattern("yyyy-MM-dd-HHmmss", Locale.ROOT);

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Option(names = "--white", paramLabel = "SEAT", defaultValue = "human",
            description = "Who plays White: ${COMPLETION-CANDIDATES}. Default: ${DEFAULT-VALUE}.")
    private Seat white;

    @Option(names = "--black", paramLabel = "SEAT", defaultValue = "computer",
            description = "Who plays Black: ${COMPLETION-CANDIDATES}. Default: ${DEFAULT-VALUE}.")
    private Seat black;

    @Option(names = "--depth", paramLabel = "N", defaultValue = "3",
            description = "How many moves ahead the computer looks. Default: ${DEFAULT-VALUE}.")
    private int depth;

    @Option(names = "--save", paramLabel = "FILE",
            description = "Where a pause or a quit saves the game. Default: the --load file,"
                + " else a new file in ~/.tabuleiro/chess/ named after the time.")
    private Path save;

    @Option(names = "--load", paramLabel = "FILE",
            description = "Continue the game saved in FILE (and save it there again).")
    private Path load;

    @Option(names = "--fen", paramLabel = "FEN", description = "Start from this position.")
    private String fen;

    @Override
    public Integer call() {
        if (depth < 1) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    "--depth is 1 or more, not " + depth);
        }
        if (load != null && fen != null) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    "--load and --fen cannot go together: a saved game has its own start");
        }
        SavedGame saved = load == null ? null : readSaved();
        Game game = saved != null ? saved.game() : fen == null ? Game.newGame() : start();
        Path saveFile = save != null ? save : load != null ? load : newSaveFile();
        TextUi ui = new TextUi(new InputStreamReader(System.in, Charset.defaultCharset()),
                spec.commandLine().getOut(), saveFile);
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
            throw new CommandLine.ParameterException(spec.commandLine(), "--load " + load
                    + ": the saved game cannot be read (" + Failures.explain(unreadable)
                    + "), so no game was loaded");
        }
    }

    private Game start() {
        try {
            return Game.fromFen(fen);
        } catch (FenException bad) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--fen: "
                    + bad.getMessage());
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
