package tabuleiro.checkers.cli;

import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import tabuleiro.checkers.Agent;
import tabuleiro.checkers.AlphaBetaAgent;
import tabuleiro.checkers.Game;
import tabuleiro.checkers.Pdn;
import tabuleiro.checkers.Variant;
import tabuleiro.checkers.ui.TextUi;

/**
 * The {@code checkers play} command: one game in the terminal. By default one person plays both
 * sides, the brief's solitaire mode (rule CHECKERS-24); either side can be given to the agent.
 *
 * <p>Exit status: 0 when the game ended or the input did, 1 when the game could not be saved
 * with {@code --pdn}, 2 for options that could not be understood.
 */
@Command(name = "play",
        mixinStandardHelpOptions = true,
        description = {"Play checkers in the terminal: type the square a piece is on and the",
            "square it goes to. By default you play both sides (solitaire)."})
public final class PlayCommand implements Callable<Integer> {

    /** Who sits in a seat; lowercase because picocli matches enum values by name. */
    enum Seat {
        /** A person at the keyboard. */
        human,
        /** The alpha-beta agent. */
        agent
    }

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Option(names = "--variant", paramLabel = "RULES", defaultValue = "simplified",
            description = "classic or simplified. Default: ${DEFAULT-VALUE}.")
    private String variant;

    @Option(names = "--white", paramLabel = "SEAT", defaultValue = "human",
            description = "Who plays White: ${COMPLETION-CANDIDATES}. Default: ${DEFAULT-VALUE}.")
    private Seat white;

    @Option(names = "--black", paramLabel = "SEAT", defaultValue = "human",
            description = "Who plays Black: ${COMPLETION-CANDIDATES}. Default: ${DEFAULT-VALUE}.")
    private Seat black;

    @Option(names = "--depth", paramLabel = "N", defaultValue = "6",
            description = "How many moves ahead the agent looks. Default: ${DEFAULT-VALUE}.")
    private int depth;

    @Option(names = "--position", paramLabel = "FEN",
            description = "Start from this PDN FEN position instead of the initial one.")
    private String position;

    @Option(names = "--pdn", paramLabel = "FILE",
            description = "At the end, save the game in PDN to this file.")
    private Path pdn;

    @Override
    public Integer call() {
        Game game;
        Agent agent;
        try {
            Variant rules = Variant.named(variant);
            game = position == null ? Game.newGame(rules) : Game.fromFen(rules, position);
            agent = new AlphaBetaAgent(depth);
        } catch (IllegalArgumentException bad) {
            spec.commandLine().getErr().println("play: " + bad.getMessage());
            return 2;
        }
        TextUi ui = new TextUi(new InputStreamReader(System.in, Charset.defaultCharset()),
                spec.commandLine().getOut());
        ui.play(game, white == Seat.human ? ui.keyboard() : agent,
                black == Seat.human ? ui.keyboard() : agent);
        if (pdn != null) {
            try {
                Files.writeString(pdn, Pdn.export(game, "Tabuleiro"));
                spec.commandLine().getOut().println("The game is saved in " + pdn + ".");
            } catch (IOException failure) {
                spec.commandLine().getErr().println("play: the game could not be saved in "
                        + pdn + ": " + failure.getMessage());
                return 1;
            }
        }
        return 0;
    }
}
