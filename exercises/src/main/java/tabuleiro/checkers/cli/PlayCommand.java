package tabuleiro.checkers.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import tabuleiro.checkers.Agent;
import tabuleiro.checkers.AlphaBetaAgent;
import tabuleiro.checkers.Game;
import tabuleiro.checkers.Pdn;
import tabuleiro.checkers.Variant;
import tabuleiro.checkers.ui.CheckersContracts;
import tabuleiro.checkers.ui.TextUi;
import tabuleiro.cli.ExitStatus;
import tabuleiro.cli.PlayCommandBase;
import tabuleiro.ui.ContractTwins;

/**
 * The {@code checkers play} command: one game in the terminal. By default one person plays both
 * sides, the brief's solitaire mode (rule CHECKERS-24); either side can be given to the agent.
 *
 * <p>Exit status ({@link tabuleiro.cli.ExitStatus}): 0 when the game ended, the player quit or
 * the input ended, or the session reached its move limit; 1 when an agent failed or the game
 * could not be saved with {@code --pdn}; 2 for options that could not be understood.
 *
 * <p>The simplified rules have no draw (rule CHECKERS-21), so two agents alone could play for ever:
 * a session of agents only stops after {@value #AGENTS_MOVE_LIMIT} moves unless
 * {@code --max-moves} says otherwise. The limit belongs to the session, not to the rules: the
 * game is left unfinished, and saved so ({@code *}) with {@code --pdn}.
 *
 * <p>It speaks the language {@code --lang} asks for (else the system's): the game's screens,
 * its own messages and its help ({@link CheckersHelp}); the engine's refusals of a position stay
 * in English, as the contracts word them.
 */
@Command(name = "play",
        mixinStandardHelpOptions = true)
public final class PlayCommand extends PlayCommandBase {

    /** The move limit of a session with agents in both seats, unless one is given. */
    static final int AGENTS_MOVE_LIMIT = 200;

    /**
     * Who sits in a seat; typed in lowercase, as the launcher lists enum values. The options'
     * defaults name the constants as they are spelt, so they are read even by a command line
     * that does not take enum values in any case.
     */
    enum Seat {
        /** A person at the keyboard. */
        HUMAN,
        /** The alpha-beta agent. */
        AGENT
    }

    @Option(names = "--variant", paramLabel = "RULES", defaultValue = "SIMPLIFIED")
    private Variant variant;

    @Option(names = "--white", paramLabel = "SEAT", defaultValue = "HUMAN")
    private Seat white;

    @Option(names = "--black", paramLabel = "SEAT", defaultValue = "HUMAN")
    private Seat black;

    @Option(names = "--depth", paramLabel = "N", defaultValue = "6")
    private int depth;

    @Option(names = "--position", paramLabel = "FEN")
    private String position;

    @Option(names = "--pdn", paramLabel = "FILE")
    private Path pdn;

    @Option(names = "--max-moves", paramLabel = "N")
    private Integer maxMoves;

    /** Creates the command; picocli sets its options. */
    public PlayCommand() {
        super(CheckersCliTexts.class);
    }

    @Override
    protected int play() {
        Game game;
        Agent agent;
        int limit;
        try {
            game = position == null ? Game.newGame(variant) : Game.fromFen(variant, position);
            agent = new AlphaBetaAgent(depth);
            if (maxMoves != null && maxMoves < 1) {
                throw new IllegalArgumentException(texts().text("max.moves.too.few",
                        String.valueOf(maxMoves)));
            }
            boolean agentsOnly = white == Seat.AGENT && black == Seat.AGENT;
            limit = maxMoves != null ? maxMoves
                    : agentsOnly ? AGENTS_MOVE_LIMIT : Integer.MAX_VALUE;
        } catch (IllegalArgumentException bad) {
            return refuse("play: " + ContractTwins.of(CheckersContracts.class,
                    texts().language()).say(bad.getMessage()));
        }
        TextUi ui = new TextUi(keyboard(), out(), language());
        ui.play(game, white == Seat.HUMAN ? ui.keyboard() : agent,
                black == Seat.HUMAN ? ui.keyboard() : agent, limit);
        int status = ui.ending() == TextUi.Ending.FAILED ? ExitStatus.FAILURE.code()
                : ExitStatus.DONE.code();
        if (pdn != null) {
            try {
                Files.writeString(pdn, Pdn.export(game, "Tabuleiro"));
                out().println(texts().text("saved", pdn.toString()));
            } catch (IOException failure) {
                err().println("play: " + texts().text("not.saved",
                        pdn.toString(), failure.getMessage()));
                return ExitStatus.FAILURE.code();
            }
        }
        return status;
    }
}
