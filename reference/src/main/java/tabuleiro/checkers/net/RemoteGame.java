package tabuleiro.checkers.net;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.IntSupplier;
import tabuleiro.checkers.Agent;
import tabuleiro.checkers.Colour;
import tabuleiro.checkers.Game;
import tabuleiro.checkers.Move;
import tabuleiro.checkers.Square;
import tabuleiro.checkers.Variant;
import tabuleiro.checkers.ui.TextUi;

/**
 * A game between two processes (network mode): the colours are negotiated, then the local agent
 * plays its side and each of its moves is sent, and the other side's moves are received and
 * checked against the rules before they are played (rules CHECKERS-25 to CHECKERS-27).
 */
public final class RemoteGame {

    private RemoteGame() {
    }

    /**
     * Plays one game over a connection, and closes it at the end.
     *
     * @param connection the connection to the other process
     * @param variant the rules both sides play
     * @param random where this side's numbers for the colour negotiation come from
     * @param ui the text UI that shows the game
     * @param local who chooses this side's moves, such as {@code ui.keyboard()}
     * @param report where the colours, or a failed negotiation, are told, in the UI's language
     * @return the game as it stands at the end, or empty when the colours could not be decided
     *     (the reason has been written to {@code report})
     * @post the connection is closed: {@code connection.isClosed()}
     */
    public static Optional<Game> play(Connection connection, Variant variant, IntSupplier random,
            TextUi ui, Agent local, PrintWriter report) {
        return play(connection, Game.newGame(variant), random, ui, local, report);
    }

    /**
     * Plays one game over a connection from a given position, such as a rule book example, and
     * closes the connection at the end.
     *
     * @param connection the connection to the other process
     * @param game the game to play on; both sides must start from the same position
     * @param random where this side's numbers for the colour negotiation come from
     * @param ui the text UI that shows the game
     * @param local who chooses this side's moves
     * @param report where the colours, or a failed negotiation, are told
     * @return the game as it stands at the end, or empty when the colours could not be decided
     * @post the connection is closed: {@code connection.isClosed()}
     */
    public static Optional<Game> play(Connection connection, Game game, IntSupplier random,
            TextUi ui, Agent local, PrintWriter report) {
        Objects.requireNonNull(connection, "a connection is needed");
        Objects.requireNonNull(game, "a game is needed");
        try (connection) {
            Colour mine;
            try {
                mine = connection.negotiate(random);
            } catch (IOException failure) {
                report.println(ui.coloursUndecided(
                        Connection.explain(failure, connection.timeout())));
                report.flush();
                return Optional.empty();
            }
            report.println(ui.coloursDecided(mine));
            report.flush();
            Agent sending = new Sending(local, connection);
            Agent receiving = new Receiving(connection);
            return Optional.of(mine == Colour.WHITE ? ui.play(game, sending, receiving)
                    : ui.play(game, receiving, sending));
        }
    }

    /** This side: chooses with the local agent, then sends the move or the resignation. */
    private record Sending(Agent local, Connection connection) implements Agent {
        @Override
        public Optional<Move> chooseMove(Game game) {
            Optional<Move> move = local.chooseMove(game);
            try {
                connection.send(move.map(Move::path).orElse(List.of()));
            } catch (IOException failure) {
                throw new PeerFailure(Connection.explain(failure, connection.timeout()), failure);
            }
            return move;
        }
    }

    /** The other side: receives its move and checks it against the rules (CHECKERS-26). */
    private record Receiving(Connection connection) implements Agent {
        @Override
        public Optional<Move> chooseMove(Game game) {
            List<Square> path;
            try {
                path = connection.receive();
            } catch (IOException failure) {
                throw new PeerFailure(Connection.explain(failure, connection.timeout()), failure);
            }
            if (path.isEmpty()) {
                return Optional.empty();
            }
            Optional<Move> move = game.moveAlong(path);
            if (move.isEmpty()) {
                connection.close();
                throw new PeerFailure("the other program sent the move "
                        + path.stream().map(Square::toString).toList() + ", which is not legal"
                        + " here; the legal moves are " + game.legalMoves() + ".", null);
            }
            return move;
        }
    }

    /** The other process failed: the message says how, for the player. */
    static final class PeerFailure extends UncheckedIOException {
        private static final long serialVersionUID = 1L;

        PeerFailure(String message, IOException cause) {
            super(message, cause == null ? new IOException(message) : cause);
        }
    }
}
