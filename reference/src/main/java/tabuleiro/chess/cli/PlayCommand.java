package tabuleiro.chess.cli;

import java.io.InputStreamReader;
import java.nio.charset.Charset;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import tabuleiro.chess.Agent;
import tabuleiro.chess.AlphaBetaAgent;
import tabuleiro.chess.FenException;
import tabuleiro.chess.Game;
import tabuleiro.chess.ui.TextUi;

/**
 * The {@code chess play} command: plays chess in the terminal, a person or the computer in
 * each seat. {@code --load} continues a paused game (rules CHESS-16, CHESS-17), {@code --fen}
 * starts from any position (CHESS-20).
 *
 * <p>Exit status: 0 when the game ended, was paused or the input ended; 1 for a start position
 * that cannot be read; 2 for options that could not be understood.
 */
@Command(name = "play",
        mixinStandardHelpOptions = true,
        description = {"Play chess in the terminal. Type moves as e2>>e4, e2e4 or SAN (Nf3).",
            "RENDER resigns, PAUSAR saves the game and stops, EMPATE claims or offers a draw."})
public final class PlayCommand implements Callable<Integer> {

    /** Who sits in a seat; lowercase because picocli lists and matches enum values by name. */
    enum Seat {
        /** A person at the keyboard. */
        human,
        /** The alpha-beta agent. */
        computer
    }

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

    @Option(names = "--save", paramLabel = "FILE", defaultValue = "chess-game.txt",
            description = "Where PAUSAR saves the game. Default: ${DEFAULT-VALUE}.")
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
        Path saveFile = load != null ? load : save;
        TextUi ui = new TextUi(new InputStreamReader(System.in, Charset.defaultCharset()),
                spec.commandLine().getOut(), saveFile);
        Game game;
        if (load != null) {
            Optional<Game> loaded = ui.load(load);
            game = loaded.orElseGet(Game::newGame);
        } else if (fen != null) {
            try {
                game = Game.fromFen(fen);
            } catch (FenException bad) {
                spec.commandLine().getErr().println("play: " + bad.getMessage());
                return 1;
            }
        } else {
            game = Game.newGame();
        }
        ui.play(game, seat(white, ui), seat(black, ui));
        return 0;
    }

    private Agent seat(Seat seat, TextUi ui) {
        return seat == Seat.human ? ui.human() : new AlphaBetaAgent(depth);
    }
}
