package tabuleiro.grading.games.connectfour;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import tabuleiro.grading.games.connectfour.child.ConnectFourEngine;
import tabuleiro.grading.tournament.games.Reflective;
import tabuleiro.grading.tournament.referee.IllegalMoveException;
import tabuleiro.grading.tournament.referee.RefereeGame;

/**
 * A Connect Four game under a referee, one column at a time: the reference's engine in the
 * class tournament, the student's own in the kit's {@code play --tournament}. A move is a
 * column with space, one digit.
 */
final class ConnectFourGrid implements RefereeGame.Position {

    private final ConnectFourEngine engine;
    private final Function<Object, String> drawing;
    private Object game;
    private final Object first;

    /**
     * Starts a game.
     *
     * @param engine the engine
     * @param drawing draws the engine's {@code Game} as an SVG document
     */
    ConnectFourGrid(ConnectFourEngine engine, Function<Object, String> drawing) {
        this.engine = engine;
        this.drawing = drawing;
        this.game = Reflective.call(() -> engine.replay(""));
        this.first = Reflective.call(() -> engine.nextPlayer(game));
    }

    /**
     * A game's moves, one by one.
     *
     * @param moves the columns played, one digit a move
     * @return the columns, each a text of one digit
     */
    static List<String> columns(String moves) {
        List<String> columns = new ArrayList<>();
        for (char column : moves.toCharArray()) {
            columns.add(String.valueOf(column));
        }
        return columns;
    }

    /**
     * The engine's game as it stands, for an agent to read.
     *
     * @return the engine's {@code Game}
     */
    Object game() {
        return game;
    }

    @Override
    public String play(String move) throws IllegalMoveException {
        if (!move.matches("[1-7]") || over()
                || !Reflective.call(() -> engine.hasSpace(game, Integer.parseInt(move)))) {
            throw IllegalMoveException.of(ConnectFourWords.class, "referee.no.space", move);
        }
        game = Reflective.call(() -> engine.play(game, Integer.parseInt(move)));
        return move;
    }

    @Override
    public boolean over() {
        return Reflective.call(() -> engine.over(game));
    }

    @Override
    public int winner() {
        return RefereeGame.side(Reflective.call(() -> engine.winner(game)), first);
    }

    @Override
    public String svg() {
        return drawing.apply(game);
    }
}
