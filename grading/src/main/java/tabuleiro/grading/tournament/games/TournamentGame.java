package tabuleiro.grading.tournament.games;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Optional;
import tabuleiro.grading.child.CheckersEngine;
import tabuleiro.grading.child.ChessEngine;
import tabuleiro.grading.child.ConnectFourEngine;
import tabuleiro.grading.child.HostedGame;
import tabuleiro.grading.child.QuartoEngine;
import tabuleiro.grading.child.QwirkleEngine;
import tabuleiro.grading.tournament.referee.RefereeGame;

/** The games the tournament plays, by the name {@code --game} and the agents' host know. */
public enum TournamentGame {
    /** Connect Four: a move is a column. */
    CONNECT_FOUR("connectfour", "connect-four", 300),
    /** Quarto: a move places the piece handed over and hands one on. */
    QUARTO("quarto", "quarto", 300),
    /**
     * Qwirkle, two players: a move is a turn, a placement, a trade or a pass. Its replay page
     * is some 2 MB (a frame a turn, each the whole board), so it keeps fewer by default.
     */
    QWIRKLE("qwirkle", "qwirkle", 20),
    /** Chess: a move is in UCI. */
    CHESS("chess", "chess", 300),
    /** Checkers, the brief's Damas Clássicas: a move is in the rule book's numbered squares. */
    CHECKERS("checkers", "checkers", 300);

    private final String name;
    private final String scheme;
    private final int replays;

    TournamentGame(String name, String scheme, int replays) {
        this.name = name;
        this.scheme = scheme;
        this.replays = replays;
    }

    /**
     * The most replay pages written when {@code --replays} is not given: 300 pages of Connect
     * Four or Quarto are some 10 MB; of Qwirkle, 20 are some 40 MB.
     *
     * @return the default of {@code --replays}
     */
    public int defaultReplays() {
        return replays;
    }

    /**
     * The game's name: its engine's package, {@code --game}'s value.
     *
     * @return such as {@code connectfour}
     */
    public String id() {
        return name;
    }

    /**
     * The game's bundled grading scheme, for its package, title and limits.
     *
     * @return such as {@code connect-four}
     */
    public String scheme() {
        return scheme;
    }

    /**
     * The moves or turns after which a game ends, where it has such a cap: Qwirkle's turns,
     * chess's and checkers' plies.
     *
     * @return the cap, 0 for a game that has none
     */
    public int cap() {
        return switch (this) {
            case QWIRKLE -> QwirkleTable.MAX_TURNS;
            case CHESS -> ReferenceChess.MAX_PLIES;
            case CHECKERS -> ReferenceCheckers.MAX_PLIES;
            case CONNECT_FOUR, QUARTO -> 0;
        };
    }

    /**
     * The game of a name: its scheme's, as {@code grade --game} and the kit's {@code play}
     * name it ({@code connect-four}), or its engine's package ({@code connectfour}), which a
     * shard's settings keep and which the tournament took alone until 2026-11-26.
     *
     * @param name {@code --game}'s value, or a shard's game
     * @return the game, if the tournament plays it
     */
    public static Optional<TournamentGame> of(String name) {
        return Arrays.stream(values()).filter(game -> game.name.equals(name)
                || game.scheme.equals(name)).findFirst();
    }

    /**
     * The game of a grading scheme.
     *
     * @param scheme the scheme's game, such as {@code connect-four}
     * @return the game, if the tournament plays it
     */
    public static Optional<TournamentGame> ofScheme(String scheme) {
        return Arrays.stream(values()).filter(game -> game.scheme.equals(scheme)).findFirst();
    }

    /**
     * The names of the games the tournament plays, as {@code grade --game} names them.
     *
     * @return such as {@code connect-four, quarto, qwirkle, chess, checkers}
     */
    public static String names() {
        return String.join(", ", Arrays.stream(values()).map(TournamentGame::scheme).toList());
    }

    /**
     * Opens the game's referee in the reference.
     *
     * @param folder the grader's {@code oracle/} folder
     * @return the referee's game
     * @throws IOException if the reference is not there
     */
    public RefereeGame open(Path folder) throws IOException {
        return switch (this) {
            case CONNECT_FOUR -> ReferenceConnectFour.open(folder);
            case QUARTO -> ReferenceQuarto.open(folder);
            case QWIRKLE -> ReferenceQwirkle.open(folder);
            case CHESS -> ReferenceChess.open(folder);
            case CHECKERS -> ReferenceCheckers.open(folder);
        };
    }

    /**
     * The game refereed by the student's own engine, with the grader's anchors, for the kit's
     * {@code play --tournament}.
     *
     * @param engine the game on the student's engine, as {@link HostedGame#of} finds it
     * @return the referee's game
     * @throws ReflectiveOperationException if the student's engine lacks a class or method the
     *     anchors read beyond the agents' host's (Qwirkle's {@code PlacementFinder}, chess's
     *     and checkers' copies and pieces)
     */
    public RefereeGame own(HostedGame engine) throws ReflectiveOperationException {
        return switch (this) {
            case CONNECT_FOUR -> new OwnConnectFour((ConnectFourEngine) engine);
            case QUARTO -> new OwnQuarto((QuartoEngine) engine);
            case QWIRKLE -> new OwnQwirkle((QwirkleEngine) engine);
            case CHESS -> OwnListedMoves.chess((ChessEngine) engine);
            case CHECKERS -> OwnListedMoves.checkers((CheckersEngine) engine);
        };
    }
}
