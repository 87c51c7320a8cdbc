package tabuleiro.features.connectfour;

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
import tabuleiro.connectfour.Game;
import tabuleiro.connectfour.Player;
import tabuleiro.connectfour.RandomAgent;

/**
 * The steps about agents in general and the random agent in particular (rule C4-14).
 *
 * <p>The random agent's choices are checked without knowing which column a given seed leads
 * to: an agent chooses many times in the same position (or many agents, each with its own seed,
 * choose once), and the rule book looks at all the choices together: none is a full column, and
 * every open column turns up about as often as the others.
 *
 * <p>One agent choosing many times is the better test of randomness, because it rests on nothing
 * but the agent's draws. Agents with the seeds 1, 2, 3 and so on choose independently only
 * because {@link RandomAgent#RandomAgent(long)} seeds a {@link java.util.SplittableRandom}, which
 * mixes its seed; from {@link java.util.Random} their first choices would be nearly the same.
 */
public final class AgentSteps {

    private final ConnectFourWorld world;
    /** The column each agent chose in the scenario's {@code When}, in the order of the seeds. */
    private List<Integer> choices = List.of();

    /**
     * Creates the steps of one scenario.
     *
     * @param world the scenario's shared state
     */
    public AgentSteps(ConnectFourWorld world) {
        this.world = world;
    }

    @When("random agents with seeds {int} to {int} each choose a column for {player}")
    @Quando("agentes aleatórios com as sementes {int} a {int} escolhem cada um uma coluna"
            + " para {player}")
    public void randomAgentsChoose(int firstSeed, int lastSeed, Player player) {
        Game game = world.game();
        choices = world.attempt(() -> {
            List<Integer> columns = new ArrayList<>();
            for (long seed = firstSeed; seed <= lastSeed; seed++) {
                columns.add(new RandomAgent(seed).chooseColumn(game, player));
            }
            return columns;
        });
    }

    @When("a random agent with seed {int} chooses a column for {player}")
    @Quando("um agente aleatório com a semente {int} escolhe uma coluna para {player}")
    public void oneRandomAgentChooses(int seed, Player player) {
        randomAgentsChoose(seed, seed, player);
    }

    @When("a random agent with seed {int} chooses a column for {player}, {int} times")
    @Quando("um agente aleatório com a semente {int} escolhe uma coluna para {player}, {int} vezes")
    public void oneRandomAgentChoosesRepeatedly(int seed, Player player, int times) {
        Game game = world.game();
        RandomAgent agent = new RandomAgent(seed);
        choices = world.attempt(() -> {
            List<Integer> columns = new ArrayList<>();
            for (int time = 1; time <= times; time++) {
                columns.add(agent.chooseColumn(game, player));
            }
            return columns;
        });
    }

    @Then("every agent chooses column {int}")
    @Entao("todos os agentes escolhem a coluna {int}")
    public void everyAgentChoosesColumn(int column) {
        world.game();
        Map<Integer, Long> counts = counts();
        if (!counts.keySet().equals(Set.of(column))) {
            throw new AssertionError("Column " + column + " is the only one with space, so every"
                    + " agent should choose it, but the agents chose " + describe(counts) + ".\n"
                    + Explain.grid(world.game()));
        }
    }

    @Then("it chooses only the columns {columns}, each of them at least {int} times")
    @Entao("escolhe só as colunas {columns}, cada uma pelo menos {int} vezes")
    public void theAgentsChooseOnly(List<Integer> open, int atLeast) {
        world.game();
        Map<Integer, Long> counts = counts();
        for (int column : counts.keySet()) {
            if (!open.contains(column)) {
                throw new AssertionError("Only the columns " + open + " have space, but the agent"
                        + " chose " + describe(counts) + ".\n" + Explain.grid(world.game()));
            }
        }
        for (int column : open) {
            if (counts.getOrDefault(column, 0L) < atLeast) {
                throw new AssertionError("A random agent should choose any column that has space,"
                        + " so out of " + choices.size() + " choices each of the columns " + open
                        + " should be chosen at least " + atLeast + " times, but the agent chose "
                        + describe(counts) + ".\n" + Explain.grid(world.game()));
            }
        }
    }

    @Then("each column from 1 to 7 is chosen between {int} and {int} times")
    @Entao("cada coluna de 1 a 7 é escolhida entre {int} e {int} vezes")
    public void eachColumnIsChosenBetween(int fewest, int most) {
        world.game();
        Map<Integer, Long> counts = counts();
        for (int column = 1; column <= Game.COLUMNS; column++) {
            long count = counts.getOrDefault(column, 0L);
            if (count < fewest || count > most) {
                throw new AssertionError("Every column has space, so each should be chosen about"
                        + " one time in seven: out of " + choices.size() + " choices, between "
                        + fewest + " and " + most + " times. But column " + column + " was chosen "
                        + count + " times (all choices: " + describe(counts) + ").");
            }
        }
    }

    @Then("the agent refuses because the game is over")
    @Entao("o agente recusa porque o jogo terminou")
    public void theAgentRefusesBecauseTheGameIsOver() {
        world.expectRefusal(IllegalStateException.class, "the game is over");
    }

    @Then("the agent refuses because it is {player}'s turn")
    @Entao("o agente recusa porque é a vez do {player}")
    public void theAgentRefusesBecauseItIsTheOtherPlayersTurn(Player player) {
        world.expectRefusal(IllegalArgumentException.class, "it is " + player + "'s turn");
    }

    private Map<Integer, Long> counts() {
        return choices.stream().collect(
                Collectors.groupingBy(Function.identity(), TreeMap::new, Collectors.counting()));
    }

    private static String describe(Map<Integer, Long> counts) {
        return counts.entrySet().stream()
                .map(entry -> "column " + entry.getKey() + " " + entry.getValue()
                        + (entry.getValue() == 1 ? " time" : " times"))
                .collect(Collectors.joining(", "));
    }
}
