package tabuleiro.grading.child;

import java.lang.reflect.Method;

/**
 * Connect Four as the agent's host plays it: {@code Game.newGame}, {@code play(int)} for each
 * column of the moves (one digit a move), then {@code Agent.chooseColumn(game, nextPlayer)}.
 */
final class HostedConnectFour implements HostedGame {

    private static final String PACKAGE = "tabuleiro.connectfour.";

    private final Class<?> agentType;
    private final Method choose;
    private final Method newGame;
    private final Method play;
    private final Method nextPlayer;

    HostedConnectFour() throws ReflectiveOperationException {
        agentType = HostedGame.type(PACKAGE + "Agent");
        Class<?> game = HostedGame.type(PACKAGE + "Game");
        choose = agentType.getMethod("chooseColumn", game, HostedGame.type(PACKAGE + "Player"));
        newGame = game.getMethod("newGame");
        play = game.getMethod("play", int.class);
        nextPlayer = game.getMethod("nextPlayer");
    }

    @Override
    public Class<?> agentType() {
        return agentType;
    }

    @Override
    public boolean readable(String moves) {
        return moves.matches("[1-7]{0,42}");
    }

    @Override
    public String ask(Object agent, String moves) throws ReflectiveOperationException {
        Object game = newGame.invoke(null);
        for (char column : moves.toCharArray()) {
            // An engine whose play returns nothing changes the game it was given.
            Object next = play.invoke(game, column - '0');
            game = next == null ? game : next;
        }
        return String.valueOf(choose.invoke(agent, game, nextPlayer.invoke(game)));
    }
}
