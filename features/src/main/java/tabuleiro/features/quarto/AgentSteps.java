package tabuleiro.features.quarto;

import io.cucumber.java.en.Then;
import io.cucumber.java.en.When;
import io.cucumber.java.pt.Entao;
import io.cucumber.java.pt.Quando;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;
import tabuleiro.quarto.Board;
import tabuleiro.quarto.Game;
import tabuleiro.quarto.Piece;
import tabuleiro.quarto.RandomAgent;
import tabuleiro.quarto.Square;
import tabuleiro.quarto.Trait;
import tabuleiro.quarto.search.StrongAgent;

/**
 * The steps about agents: the random agent (an exercise) and the strong agent (the
 * reference's). The random agent decides many times in one position, and the rule book looks
 * at all its decisions together: none breaks a rule, and each possible one turns up now and
 * then, without knowing which decision a given seed leads to.
 */
public final class AgentSteps {

    private final QuartoWorld world;
    private List<String> decisions = List.of();
    private List<String> allowed = List.of();

    /**
     * Creates the steps of one scenario.
     *
     * @param world the scenario's shared state
     */
    public AgentSteps(QuartoWorld world) {
        this.world = world;
    }

    @When("a random agent with seed {int} chooses a piece {int} times")
    @Quando("um agente aleatório com semente {int} escolhe uma peça {int} vez(es)")
    public void aRandomAgentChoosesAPiece(int seed, int times) {
        Game game = world.game();
        RandomAgent agent = new RandomAgent(seed);
        allowed = game.isOver() ? List.of()
                : game.pool().pieces().stream().map(Drawing::notation).toList();
        decisions = world.attempt(() -> {
            List<String> chosen = new ArrayList<>();
            for (int time = 0; time < times; time++) {
                chosen.add(Drawing.notation(agent.choosePiece(game)));
            }
            return chosen;
        });
    }

    @When("a random agent with seed {int} chooses a square {int} times")
    @Quando("um agente aleatório com semente {int} escolhe uma casa {int} vez(es)")
    public void aRandomAgentChoosesASquare(int seed, int times) {
        Game game = world.game();
        RandomAgent agent = new RandomAgent(seed);
        Board board = game.board();
        allowed = Square.all().stream().filter(board::isEmpty).map(Square::toString).toList();
        decisions = world.attempt(() -> {
            List<String> chosen = new ArrayList<>();
            for (int time = 0; time < times; time++) {
                chosen.add(agent.chooseSquare(game).toString());
            }
            return chosen;
        });
    }

    @Then("it chooses only pieces of the pool, each of the {int} at least {int} times")
    @Entao("escolhe só peças por jogar, cada uma das {int} pelo menos {int} vezes")
    public void itChoosesOnlyPiecesOfThePool(int count, int atLeast) {
        onlyAllowed("pieces of the pool", count, atLeast);
    }

    @Then("it chooses only empty squares, each of the {int} at least {int} times")
    @Entao("escolhe só casas vazias, cada uma das {int} pelo menos {int} vezes")
    public void itChoosesOnlyEmptySquares(int count, int atLeast) {
        onlyAllowed("empty squares", count, atLeast);
    }

    private void onlyAllowed(String what, int count, int atLeast) {
        world.judged();
        Map<String, Long> counts = counts();
        if (allowed.size() != count) {
            throw new IllegalStateException("the rule book expects " + count + " " + what
                    + ", but the position has " + allowed.size());
        }
        for (String decision : counts.keySet()) {
            if (!allowed.contains(decision)) {
                throw new AssertionError("The agent should choose only " + what + " (" + allowed
                        + "), but it chose " + describe(counts) + ".\n"
                        + Drawing.explain(world.game().board()));
            }
        }
        for (String each : allowed) {
            if (counts.getOrDefault(each, 0L) < atLeast) {
                throw new AssertionError("A random agent should choose any of the " + count + " "
                        + what + " now and then: out of " + decisions.size() + " decisions, each"
                        + " at least " + atLeast + " times, but it chose " + describe(counts));
            }
        }
    }

    @Then("every square it chooses is {square}")
    @Entao("todas as casas que escolhe são {square}")
    public void everySquareItChoosesIs(Square square) {
        world.judged();
        Map<String, Long> counts = counts();
        if (!counts.keySet().equals(Set.of(square.toString()))) {
            throw new AssertionError("Only " + square + " is empty, so the agent should always"
                    + " choose it, but it chose " + describe(counts));
        }
    }

    @When("the strong agent chooses a square")
    @Quando("o agente forte escolhe uma casa")
    public void theStrongAgentChoosesASquare() {
        Game game = world.game();
        decisions = List.of(StrongAgent.ofDepth(2).chooseSquare(game).toString());
    }

    @When("the strong agent chooses a piece")
    @Quando("o agente forte escolhe uma peça")
    public void theStrongAgentChoosesAPiece() {
        Game game = world.game();
        decisions = List.of(Drawing.notation(StrongAgent.ofDepth(2).choosePiece(game)));
    }

    @Then("it chooses {square}")
    @Entao("escolhe {square}")
    public void itChooses(Square square) {
        if (!decisions.equals(List.of(square.toString()))) {
            throw new AssertionError("The agent should choose " + square + ", but it chose "
                    + decisions + ".\n" + Drawing.explain(world.game().board()));
        }
    }

    @Then("the piece it hands over is {traits}")
    @Entao("a peça que entrega é {traits}")
    public void thePieceItHandsOverIs(List<Trait> traits) {
        Piece piece = Drawing.piece(decisions.get(0));
        if (!piece.traits().containsAll(traits)) {
            throw new AssertionError("The agent should hand over a piece that is "
                    + BoardSteps.words(traits) + ", but it handed over " + decisions.get(0)
                    + ".\n" + Drawing.explain(world.game().board()));
        }
    }

    private Map<String, Long> counts() {
        return decisions.stream().collect(
                Collectors.groupingBy(Function.identity(), TreeMap::new, Collectors.counting()));
    }

    private static String describe(Map<String, Long> counts) {
        return counts.entrySet().stream()
                .map(entry -> entry.getKey() + " " + entry.getValue() + "x")
                .collect(Collectors.joining(", "));
    }
}
