package tabuleiro.grading.games.qwirkle;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import tabuleiro.grading.games.qwirkle.child.QwirkleEngine;
import tabuleiro.grading.games.qwirkle.child.QwirkleNotation;
import tabuleiro.grading.games.qwirkle.child.QwirklePosition;
import tabuleiro.grading.tournament.games.KitAnchor;
import tabuleiro.grading.tournament.referee.Player;

/**
 * Qwirkle in the student kit's {@code play --tournament}: the student's own engine as referee
 * (two players, the brief's variant, the bag shuffled by the student's {@code Bag} from the
 * game's seed), and the grader's anchors played on it. Both anchors choose among the
 * placements of the kit's {@code PlacementFinder} (given code, which checks each with the
 * game's {@code problemWith}): the random one any of them, the greedy one the one that scores
 * most now ({@code Scoring.score}, the first found of equal ones); with none, each trades its
 * whole hand, or as much of it as the bag allows, else passes.
 *
 * <p>A player is told the position as it may know it ({@link QwirkleTable#question}), the
 * anchors too, as in the class tournament; a game that reaches {@link QwirkleTable#MAX_TURNS}
 * turns ends there.
 */
final class OwnQwirkle implements QwirkleGame {

    private final QwirkleEngine engine;
    private final Method legalPlacements;
    private final Method parse;
    private final Method score;
    private final Method total;

    /**
     * Plays on the student's engine.
     *
     * @param engine the student's engine
     * @throws ReflectiveOperationException if the student's code has no
     *     {@code PlacementFinder.legalPlacements(Game)}, {@code Board.parse(String)},
     *     {@code Scoring.score(Board, Placement)} or {@code TurnScore.total()}
     */
    OwnQwirkle(QwirkleEngine engine) throws ReflectiveOperationException {
        this.engine = engine;
        this.legalPlacements = engine.type("PlacementFinder").getMethod("legalPlacements",
                engine.type("Game"));
        Class<?> board = engine.type("Board");
        this.parse = board.getMethod("parse", String.class);
        this.score = engine.type("Scoring").getMethod("score", board,
                engine.type("Placement"));
        this.total = engine.type("TurnScore").getMethod("total");
    }

    @Override
    public QwirkleEngine engine() {
        return engine;
    }

    @Override
    public String draw(Object game) {
        throw new UnsupportedOperationException("the kit's tournament draws no replays");
    }

    @Override
    public List<Player> anchors() {
        return List.of(new KitAnchor(KitAnchor.Kind.RANDOM, this::random),
                new KitAnchor(KitAnchor.Kind.GREEDY, this::greedy));
    }

    private String random(String question, Random random) throws ReflectiveOperationException {
        Object game = ((QwirkleTable) asked(0, question)).game();
        List<?> legal = (List<?>) legalPlacements.invoke(null, game);
        return legal.isEmpty() ? tradeOrPass(question, game)
                : engine.placement(legal.get(random.nextInt(legal.size())));
    }

    private String greedy(String question, Random random) throws ReflectiveOperationException {
        QwirklePosition told = QwirkleTable.told(question);
        Object game = ((QwirkleTable) asked(0, question)).game();
        String best = null;
        int most = -1;
        for (Object placement : (List<?>) legalPlacements.invoke(null, game)) {
            String turn = engine.placement(placement);
            int points = (Integer) total.invoke(score.invoke(null, parse.invoke(null,
                    QwirkleEngine.drawing(placed(told, turn))), placement));
            if (points > most) {
                best = turn;
                most = points;
            }
        }
        return best != null ? best : tradeOrPass(question, game);
    }

    /**
     * The board's tiles with a placement's on it, each as {@code A1@row,column}: the board
     * {@code Scoring.score} scores it on. Drawn and read again rather than played on a copy of
     * the game, which would check the whole game's invariants for each placement tried.
     */
    private static List<String> placed(QwirklePosition told, String turn) {
        List<String> board = new ArrayList<>(told.board());
        List<String> words = QwirkleNotation.words(turn);
        for (int i = 0; i < words.size(); i += 2) {
            board.add(words.get(i) + "@" + words.get(i + 1));
        }
        return board;
    }

    /** The whole hand traded, or as much of it as the bag allows, else a pass. */
    private String tradeOrPass(String question, Object game)
            throws ReflectiveOperationException {
        QwirklePosition told = QwirkleTable.told(question);
        List<String> hand = told.hands().get(told.toMove());
        List<String> traded = hand.subList(0, Math.min(hand.size(), told.bag().size()));
        String trade = "trade " + String.join(" ", traded);
        return !traded.isEmpty() && engine.problem(game, trade).isEmpty() ? trade : "pass";
    }

    @Override
    public void close() {
        // The student's engine is in the class loader of the play command, which closes it.
    }
}
