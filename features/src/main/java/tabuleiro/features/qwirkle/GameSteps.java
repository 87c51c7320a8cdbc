package tabuleiro.features.qwirkle;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.cucumber.java.en.Given;
import io.cucumber.java.en.Then;
import io.cucumber.java.en.When;
import io.cucumber.java.pt.Dado;
import io.cucumber.java.pt.Entao;
import io.cucumber.java.pt.Quando;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import tabuleiro.features.contracts.ScenarioRules;
import tabuleiro.qwirkle.Bag;
import tabuleiro.qwirkle.Board;
import tabuleiro.qwirkle.CheatMode;
import tabuleiro.qwirkle.Game;
import tabuleiro.qwirkle.Lines;
import tabuleiro.qwirkle.Placement;
import tabuleiro.qwirkle.Player;
import tabuleiro.qwirkle.Position;
import tabuleiro.qwirkle.Scoring;
import tabuleiro.qwirkle.Tile;
import tabuleiro.qwirkle.TileAt;
import tabuleiro.qwirkle.Turn;
import tabuleiro.qwirkle.TurnScore;
import tabuleiro.qwirkle.Variant;

/** The steps of the Qwirkle rule book that set up positions, play turns and check them. */
public final class GameSteps {

    private final QwirkleWorld world;
    private final ScenarioRules rules;
    private TurnScore score;
    private Boolean lineValid;
    private List<Tile> drawnSet;
    private String drawing;
    private final List<Bag> bags = new ArrayList<>();
    /** The player who made the last turn the engine carried out, or null before any. */
    private Player lastMover;
    /** How many tiles the last mover held before trading; -1 when the last turn placed. */
    private int handBeforeTrade = -1;

    /**
     * Creates the steps of one scenario.
     *
     * @param world the scenario's world
     * @param rules the rules the scenario is an example of
     */
    public GameSteps(QwirkleWorld world, ScenarioRules rules) {
        this.world = world;
        this.rules = rules;
    }

    @Given("the official rules")
    @Dado("as regras oficiais")
    public void theOfficialRules() {
        world.rules(Variant.OFFICIAL, CheatMode.OFF);
    }

    @Given("the brief's rules")
    @Dado("as regras do enunciado")
    public void theBriefsRules() {
        world.rules(Variant.BRIEF, CheatMode.OFF);
    }

    @Given("the brief's rules in cheat mode")
    @Dado("as regras do enunciado em modo de batota")
    public void theBriefsRulesInCheatMode() {
        world.rules(Variant.BRIEF, CheatMode.ON);
    }

    @Given("{int} players")
    @Dado("{int} jogadores")
    public void players(int count) {
        world.players(count);
    }

    @Given("the board")
    @Dado("o tabuleiro")
    public void theBoard(String drawing) {
        world.setBoard(Board.parse(drawing));
    }

    @Given("player {int} holds {tiles}")
    @Dado("o jogador {int} tem {tiles}")
    public void playerHolds(int player, List<Tile> tiles) {
        world.hand(player, tiles);
    }

    @Given("player {int} has scored {int} points")
    @Dado("o jogador {int} já marcou {int} ponto(s)")
    public void playerHasPoints(int player, int points) {
        world.score(player, points);
    }

    @Given("the bag draws {tiles} first")
    @Dado("o saco dá primeiro {tiles}")
    public void theBagDrawsFirst(List<Tile> tiles) {
        world.bagTop(tiles);
    }

    @Given("the bag holds only {tiles}")
    @Dado("o saco só tem {tiles}")
    public void theBagHoldsOnly(List<Tile> tiles) {
        world.bagOnly(tiles);
    }

    @Given("the bag is empty")
    @Dado("o saco está vazio")
    public void theBagIsEmpty() {
        world.bagOnly(List.of());
    }

    @Given("player {int} has placed {placement}")
    @Dado("o jogador {int} jogou {placement}")
    public void playerHasPlaced(int player, Placement placement) {
        requireTurn(player);
        Map<Position, Tile> before = tilesBefore();
        Player mover = world.game().currentPlayer();
        try {
            world.game().place(placement);
            placed(mover);
        } catch (AssertionError broken) {
            throw withWaits(broken, HandWaits.afterPlacing(mover, bagSize(), rules));
        } catch (IllegalArgumentException | IllegalStateException refused) {
            String waits = LineWaits.refused(before, placement);
            if (waits.isEmpty()) {
                throw refused;
            }
            throw told("To set this scenario up, the engine refused the placement " + placement
                    + ": " + refused.getMessage() + "\n" + waits, refused, refused);
        }
    }

    @Given("it is player {int}'s turn")
    @Dado("é a vez do jogador {int}")
    public void itIsPlayersTurn(int player) {
        world.turn(player);
    }

    @When("player {int} places {placement}")
    @Quando("o jogador {int} joga {placement}")
    public void playerPlaces(int player, Placement placement) {
        requireTurn(player);
        place(placement);
    }

    /**
     * Places tiles through the engine; a contract the engine breaks on it fails the scenario
     * with the engine's message, and with the rule it waits on when the placement makes a line
     * that holds a tile twice ({@link LineWaits}).
     */
    private void place(Placement placement) {
        Map<Position, Tile> before = tilesBefore();
        Player mover = moverOrNull();
        try {
            world.attempt(() -> score = world.game().place(placement));
        } catch (AssertionError broken) {
            String waits = LineWaits.of(before, placement);
            if (waits.isEmpty() && mover != null) {
                // A line held twice comes first: the hand is drawn after the line is made.
                waits = HandWaits.afterPlacing(mover, bagSize(), rules);
            }
            throw withWaits(broken, waits);
        }
        failIfTheLineCheckRefused(before, placement);
        if (world.refusal() == null && mover != null) {
            placed(mover);
        }
    }

    /**
     * The engine's broken contract, or the rule book's failed check, with the sentence that
     * says which rule the example waits on after its message; the failure itself when there is
     * none.
     */
    private static AssertionError withWaits(AssertionError broken, String waits) {
        return waits.isEmpty() ? broken
                : told(broken.getMessage() + "\n" + waits, broken.getCause(), broken);
    }

    /** A failure in the step's words that points where the engine failed, not at the step. */
    private static AssertionError told(String message, Throwable cause, Throwable where) {
        AssertionError told = new AssertionError(message, cause);
        told.setStackTrace(where.getStackTrace());
        return told;
    }

    /** Notes a placement the engine carried out, for the checks that read what it left. */
    private void placed(Player mover) {
        lastMover = mover;
        handBeforeTrade = -1;
    }

    /** The player to move, or null when the engine cannot say yet (the step fails anyway). */
    private Player moverOrNull() {
        try {
            return world.game().currentPlayer();
        } catch (RuntimeException unreadable) {
            return null;
        }
    }

    /** The tiles the engine's bag holds, or 0 when it cannot say (then no draw is judged). */
    private int bagSize() {
        try {
            return world.game().bag().size();
        } catch (RuntimeException unreadable) {
            return 0;
        }
    }

    /**
     * Plays a trade through the engine; a contract the engine breaks on it fails the scenario
     * with the engine's message, and with the rule it waits on when the trader's hand changed
     * size ({@link HandWaits#afterTrading}).
     */
    private void trade(Runnable trade) {
        Player mover = moverOrNull();
        int handBefore = handSize(mover);
        try {
            world.attempt(trade);
        } catch (AssertionError broken) {
            throw withWaits(broken, handBefore < 0 ? ""
                    : HandWaits.afterTrading(mover, handBefore, rules));
        }
        if (world.refusal() == null && handBefore >= 0) {
            lastMover = mover;
            handBeforeTrade = handBefore;
        }
    }

    /** How many tiles a player holds, or -1 when there is no player or the engine cannot say. */
    private static int handSize(Player player) {
        try {
            return player == null ? -1 : player.hand().size();
        } catch (RuntimeException unreadable) {
            return -1;
        }
    }

    /**
     * The waits-on sentence of the last turn the engine carried out, for a check of what it
     * left (a hand, points, the end, whose turn it is) that an engine without its own
     * postcondition would fail on only later: the mover's hand drawn wrong ({@link HandWaits}).
     */
    private String turnWaits() {
        if (lastMover == null) {
            return "";
        }
        return handBeforeTrade < 0 ? HandWaits.afterPlacing(lastMover, bagSize(), rules)
                : HandWaits.afterTrading(lastMover, handBeforeTrade, rules);
    }

    /** A check's own waits-on sentence, or, when it has none, the last turn's. */
    private String orTurnWaits(String sentence) {
        return sentence.isEmpty() ? turnWaits() : sentence;
    }

    /** The last turn's waits-on sentence, or, when it has none, a check's own label. */
    private String turnWaitsOr(String label) {
        String waits = turnWaits();
        return waits.isEmpty() ? label : waits;
    }

    /**
     * Fails the scenario, saying it waits on QWIRKLE-06, when the engine refused a placement
     * that makes a line the rules allow and its own {@code Lines.isValid} calls that line
     * invalid ({@link LineWaits#refused}): whether the example expected the placement or a
     * refusal for another reason, it cannot pass before the line check is right.
     */
    private void failIfTheLineCheckRefused(Map<Position, Tile> before, Placement placement) {
        RuntimeException refused = world.refusal();
        String waits = refused == null ? "" : LineWaits.refused(before, placement);
        if (!waits.isEmpty()) {
            throw told("The engine refused the placement " + placement + ": "
                    + refused.getMessage() + "\n" + waits, refused, refused);
        }
    }

    /** The board's tiles before a placement, or none when the engine cannot say yet. */
    private Map<Position, Tile> tilesBefore() {
        try {
            return Map.copyOf(world.game().board().tiles());
        } catch (RuntimeException | AssertionError unreadable) {
            // The game or its board cannot be read yet: the placement's own step says why.
            return Map.of();
        }
    }

    /**
     * Places one tile on a square named by its numbers rather than written in the game's
     * notation: the notation is read only for squares in play, and this step is how the rule
     * book reaches the engine with any other.
     *
     * @param player the player, who must be the one to move
     * @param tile the tile, one
     * @param row the square's row, any {@code int}
     * @param column the square's column, any {@code int}
     */
    @When("player {int} places {tiles} on row {int}, column {int}")
    @Quando("o jogador {int} joga {tiles} na linha {int}, coluna {int}")
    public void playerPlacesOnRowAndColumn(int player, List<Tile> tile, int row, int column) {
        requireTurn(player);
        assertThat(tile).as("the step places one tile").hasSize(1);
        Placement placement = Placement.of(new TileAt(tile.get(0), new Position(row, column)));
        place(placement);
    }

    @When("player {int} tries to place {placement}")
    @Quando("o jogador {int} tenta jogar {placement}")
    public void playerTriesToPlace(int player, Placement placement) {
        requireTurn(player);
        Map<Position, Tile> before = tilesBefore();
        world.attempt(() -> world.game().problemWith(placement).ifPresent(problem -> {
            throw new IllegalArgumentException(problem);
        }));
        failIfTheLineCheckRefused(before, placement);
    }

    /**
     * Trades as a player does at the table, through the game's one entry for every kind of turn,
     * so that a {@code Then} can read the score the game gives the trade.
     *
     * @param player the player, who must be the one to move
     * @param tiles the tiles put back
     */
    @When("player {int} trades {tiles}")
    @Quando("o jogador {int} troca {tiles}")
    public void playerTrades(int player, List<Tile> tiles) {
        requireTurn(player);
        trade(() -> score = world.game().play(new Turn.Trade(tiles)));
    }

    /**
     * Asks the game whether the player to move may trade some tiles, without trading them: the
     * question a user interface asks before it offers the trade.
     *
     * @param player the player, who must be the one to move
     * @param tiles the tiles they would put back
     */
    @When("player {int} tries to trade {tiles}")
    @Quando("o jogador {int} tenta trocar {tiles}")
    public void playerTriesToTrade(int player, List<Tile> tiles) {
        requireTurn(player);
        world.attempt(() -> world.game().problemWithTrade(tiles).ifPresent(problem -> {
            throw new IllegalArgumentException(problem);
        }));
    }

    @When("the next player tries to place {placement}")
    @Quando("o jogador seguinte tenta jogar {placement}")
    public void theNextPlayerTriesToPlace(Placement placement) {
        Map<Position, Tile> before = tilesBefore();
        world.attempt(() -> world.game().problemWith(placement).ifPresent(problem -> {
            throw new IllegalArgumentException(problem);
        }));
        failIfTheLineCheckRefused(before, placement);
    }

    @When("the next player places {placement}")
    @Quando("o jogador seguinte joga {placement}")
    public void theNextPlayerPlaces(Placement placement) {
        place(placement);
    }

    @When("the next player trades {tiles}")
    @Quando("o jogador seguinte troca {tiles}")
    public void theNextPlayerTrades(List<Tile> tiles) {
        trade(() -> world.game().trade(tiles));
    }

    @When("the next player tries to trade {tiles}")
    @Quando("o jogador seguinte tenta trocar {tiles}")
    public void theNextPlayerTriesToTrade(List<Tile> tiles) {
        world.attempt(() -> world.game().problemWithTrade(tiles).ifPresent(problem -> {
            throw new IllegalArgumentException(problem);
        }));
    }

    @When("the next player tries to pass")
    @Quando("o jogador seguinte tenta passar")
    public void theNextPlayerTriesToPass() {
        world.attempt(() -> world.game().problemWithPass().ifPresent(problem -> {
            throw new IllegalArgumentException(problem);
        }));
    }

    @When("the next player passes")
    @Quando("o jogador seguinte passa")
    public void theNextPlayerPasses() {
        world.attempt(() -> world.game().pass());
    }

    /**
     * Passes as a player does at the table, through the game's one entry for every kind of turn,
     * so that a {@code Then} can read the score the game gives the pass.
     *
     * @param player the player, who must be the one to move
     */
    @When("player {int} passes")
    @Quando("o jogador {int} passa")
    public void playerPasses(int player) {
        requireTurn(player);
        world.attempt(() -> score = world.game().play(new Turn.Pass()));
    }

    @When("the tiles {placement} just placed are scored")
    @Quando("as peças {placement} acabadas de jogar são pontuadas")
    public void theTilesAreScored(Placement placement) {
        world.game();
        score = Scoring.score(world.board(), placement);
    }

    @When("the line {tiles} is checked")
    @Quando("a linha {tiles} é verificada")
    public void theLineIsChecked(List<Tile> tiles) {
        lineValid = Lines.isValid(tiles);
    }

    @When("the full set of tiles is made")
    @Quando("o conjunto completo de peças é feito")
    public void theFullSetIsMade() {
        drawnSet = Tile.fullSet();
    }

    @When("a game for {int} players is started")
    @Quando("começa um jogo para {int} jogadores")
    public void aGameIsStarted(int count) {
        aGameIsStartedWithSeed(count, 1);
    }

    @When("a game for {int} players is started with seed {int}")
    @Quando("começa um jogo para {int} jogadores com a semente {int}")
    public void aGameIsStartedWithSeed(int count, int seed) {
        List<String> names = IntStream.rangeClosed(1, count).mapToObj(world::playerName)
                .toList();
        Tile.fullSet(); // the skeleton's unfinished exercise 1 speaks first
        try {
            world.use(Game.newGame(world.variant(), CheatMode.OFF, names,
                    new SplittableRandom(seed)));
        } catch (IllegalArgumentException refused) {
            world.attempt(() -> {
                throw refused;
            });
        }
    }

    @When("a game for {int} players is started in cheat mode")
    @Quando("começa um jogo para {int} jogadores em modo de batota")
    public void aGameIsStartedInCheatMode(int count) {
        List<String> names = IntStream.rangeClosed(1, count).mapToObj(world::playerName)
                .toList();
        Tile.fullSet(); // the skeleton's unfinished exercise 1 speaks first
        world.attempt(() -> world.use(Game.newGame(world.variant(), CheatMode.ON, names,
                new SplittableRandom(1))));
    }

    @When("the game is set up")
    @Quando("o jogo é preparado")
    public void theGameIsSetUp() {
        Tile.fullSet(); // the skeleton's unfinished exercise 1 speaks first
        world.setUpGame();
    }

    @When("bags are shuffled with the seeds {int}, {int} and {int}")
    @Quando("se baralham sacos com as sementes {int}, {int} e {int}")
    public void bagsAreShuffled(int first, int second, int third) {
        for (int seed : new int[] {first, second, third}) {
            bags.add(Bag.shuffled(new SplittableRandom(seed)));
        }
    }

    private void requireTurn(int player) {
        Player current = world.game().currentPlayer();
        assertThat(current.name()).as("the scenario says it is player %d's turn", player)
                .isEqualTo(world.playerName(player));
    }

    @Then("the set has {int} tiles, {int} of each of the {int} kinds")
    @Entao("o conjunto tem {int} peças, {int} de cada um dos {int} tipos")
    public void theSetHas(int total, int copies, int kinds) {
        Map<Tile, Integer> counts = new HashMap<>();
        drawnSet.forEach(tile -> counts.merge(tile, 1, Integer::sum));
        assertThat(drawnSet).hasSize(total);
        assertThat(counts).hasSize(kinds);
        assertThat(counts.values()).allMatch(count -> count == copies);
    }

    @Then("the bags with the same seed hold the same tiles in the same order")
    @Entao("os sacos com a mesma semente têm as mesmas peças pela mesma ordem")
    public void sameSeedSameOrder() {
        assertThat(bags.get(0).tiles()).isEqualTo(bags.get(1).tiles());
    }

    @Then("the bag with another seed holds them in another order")
    @Entao("o saco com outra semente tem-nas por outra ordem")
    public void anotherSeedAnotherOrder() {
        assertThat(bags.get(2).tiles()).isNotEqualTo(bags.get(0).tiles())
                .containsExactlyInAnyOrderElementsOf(bags.get(0).tiles());
    }

    @When("{int} bags are shuffled by one random source of seed {int}")
    @Quando("se baralham {int} sacos com uma só fonte de acaso de semente {int}")
    public void manyBagsAreShuffled(int count, int seed) {
        SplittableRandom random = new SplittableRandom(seed);
        for (int bag = 0; bag < count; bag++) {
            bags.add(Bag.shuffled(random));
        }
    }

    /**
     * Tests the shuffle's uniformity (QWIRKLE-02): counts, bag by bag, the places that hold the
     * kind of tile {@code Tile.fullSet()} has there. If every order is as likely as any other,
     * the place i holds it with chance n/N (n copies of that kind among N tiles), whatever order
     * the engine starts from, so the count has an exact mean and variance (three copies of 36
     * kinds: 3 and 2.944). The sum over the bags is then nearly normal, and the example refuses
     * a sum further from its mean than the standard deviations it names: with 5, a right
     * shuffle is refused about 6 times in 10 million (two-sided), its false-alarm rate, while
     * Sattolo's shuffle ({@code nextInt(last)}: every tile leaves its place, about 2 a bag) is
     * some 18 standard deviations off with a thousand bags. The seed fixes the outcome for each
     * engine.
     */
    @Then("they leave on average {int} tiles a bag where the full set has them,"
            + " within {int} standard deviations")
    @Entao("deixam em média {int} peças por saco onde o conjunto completo as tem,"
            + " a menos de {int} desvios-padrão")
    public void leftInPlaceOnAverage(int mean, int deviations) {
        List<Tile> full = Tile.fullSet();
        Map<Tile, Integer> copies = new HashMap<>();
        full.forEach(tile -> copies.merge(tile, 1, Integer::sum));
        double places = full.size();
        // c(k) places of the full set hold kind k, and the bag holds n(k) = c(k) tiles of it.
        double sum = 0;
        double squares = 0;
        double sameKindPairs = 0;
        for (int count : copies.values()) {
            sum += (double) count * count;
            squares += (double) count * count * count;
            sameKindPairs += (double) count * (count - 1) * count;
        }
        double expected = sum / places;
        double bothInPlace = (sum * sum - squares - sameKindPairs) / (places * (places - 1));
        double variance = expected + bothInPlace - expected * expected;
        assertThat(Math.abs(expected - mean)).as("the full set holds each of the 36 kinds 3"
                + " times, so a bag leaves %s tiles on average in place", expected)
                .isLessThan(1e-9);
        long inPlace = 0;
        for (Bag bag : bags) {
            List<Tile> tiles = bag.tiles();
            assertThat(tiles).as("a shuffled bag holds the full set").hasSize(full.size());
            inPlace += IntStream.range(0, full.size())
                    .filter(place -> tiles.get(place).equals(full.get(place))).count();
        }
        double deviation = Math.sqrt(variance * bags.size());
        double z = (inPlace - expected * bags.size()) / deviation;
        assertThat(Math.abs(z)).as("%d bags left %d tiles where the full set has them, %.2f a"
                + " bag, against %.0f a bag if every order were as likely as any other: %.1f"
                + " standard deviations off", bags.size(), inPlace,
                (double) inPlace / bags.size(), expected, z).isLessThanOrEqualTo(deviations);
    }

    @Then("the line is valid")
    @Entao("a linha é válida")
    public void theLineIsValid() {
        assertThat(lineValid).as("Lines.isValid").isTrue();
    }

    @Then("the line is not valid")
    @Entao("a linha é inválida")
    public void theLineIsNotValid() {
        assertThat(lineValid).as("Lines.isValid").isFalse();
    }

    @Then("the turn is allowed")
    @Entao("a jogada é permitida")
    public void theTurnIsAllowed() {
        requireAllowed();
    }

    /**
     * Fails when the engine refused the turn, the refusal as the failure's cause: where the
     * engine threw it is where to look, and the grader reads it there.
     */
    private void requireAllowed() {
        RuntimeException refusal = world.refusal();
        if (refusal != null) {
            // The rule book's words for an action refused that a scenario expected carried
            // out, as every game's Refusal says them (GlueWords: their Portuguese twin).
            throw new AssertionError("The engine refused the action of this scenario with "
                    + refusal.getClass().getSimpleName() + ": " + refusal.getMessage()
                    + "\nbut the scenario expected it to be carried out.", refusal);
        }
    }

    @Then("the turn is refused because {string}")
    @Entao("a jogada é recusada porque {string}")
    public void theTurnIsRefused(String reason) {
        assertThat(world.refusal()).as("the engine should refuse this turn").isNotNull();
        assertThat(world.refusal().getMessage()).containsIgnoringCase(reason);
    }

    @Then("the game is refused because {string}")
    @Entao("o jogo é recusado porque {string}")
    public void theGameIsRefused(String reason) {
        theTurnIsRefused(reason);
    }

    @Then("the board, the hands, the scores and the bag are unchanged")
    @Entao("o tabuleiro, as mãos, os pontos e o saco ficam como estavam")
    public void nothingChanged() {
        assertThat(QwirkleWorld.state(world.game())).isEqualTo(world.before());
    }

    @Then("the board is")
    @Entao("o tabuleiro fica")
    public void theBoardIs(String drawing) {
        assertThat(world.game().board().tiles()).isEqualTo(Board.parse(drawing).tiles());
    }

    @When("the board is drawn with a margin of {int}")
    @Quando("o tabuleiro é desenhado com uma margem de {int}")
    public void theBoardIsDrawn(int margin) {
        drawing = world.game().board().draw(margin);
    }

    /** The drawing as drawn, space for space: the columns line up under their numbers. */
    @Then("the drawing is")
    @Entao("o desenho é")
    public void theDrawingIs(String expected) {
        assertThat(drawing.lines().map(String::stripTrailing).toList())
                .isEqualTo(expected.lines().map(String::stripTrailing).toList());
    }

    private static List<String> normalized(String drawing) {
        return Arrays.stream(drawing.strip().split("\\R"))
                .map(line -> line.strip().replaceAll("\\s+", " ")).toList();
    }

    @Then("the turn scores {int} points")
    @Entao("a jogada vale {int} ponto(s)")
    public void theTurnScores(int points) {
        requireAllowed();
        assertThat(score.total()).as(orTurnWaits(ScoreWaits.of(score, rules)))
                .isEqualTo(points);
    }

    @Then("the score is explained as")
    @Entao("a pontuação é explicada assim")
    public void theScoreIsExplainedAs(String explanation) {
        assertThat(score.explain()).containsExactlyElementsOf(normalized(explanation));
    }

    @Then("player {int} has {int} points")
    @Entao("o jogador {int} fica com {int} ponto(s)")
    public void playerHasPointsNow(int player, int points) {
        // The points come from the turns scored; a wrong line score says which rule it breaks.
        assertThat(player(player).score()).as(orTurnWaits(ScoreWaits.of(score, rules)))
                .isEqualTo(points);
    }

    @Then("player {int} now holds {tiles}")
    @Entao("o jogador {int} fica com {tiles}")
    public void playerNowHolds(int player, List<Tile> tiles) {
        assertThat(player(player).hand().tiles()).as(turnWaits())
                .containsExactlyInAnyOrderElementsOf(tiles);
    }

    @Then("player {int} now holds {int} tiles")
    @Entao("o jogador {int} fica com {int} peça(s)")
    public void playerNowHoldsCount(int player, int count) {
        assertThat(player(player).hand().size()).as(turnWaits()).isEqualTo(count);
    }

    @Then("every player holds {int} tiles")
    @Entao("cada jogador tem {int} peças")
    public void everyPlayerHolds(int count) {
        assertThat(world.game().players()).as(turnWaits())
                .allSatisfy(player -> assertThat(player.hand().size()).isEqualTo(count));
    }

    @Then("the bag holds {int} tiles")
    @Entao("o saco tem {int} peça(s)")
    public void theBagHolds(int count) {
        assertThat(world.game().bag().size()).as(turnWaits()).isEqualTo(count);
    }

    /**
     * Traded tiles go back mixed in, each at a random place of the bag (QWIRKLE-12, as the
     * official rules shuffle them in): not all at its bottom, nor all at its top. A right engine
     * puts k tiles into a bag of n all at one given end with probability k! n! / (n + k)!, so
     * the false-alarm rate of an example is twice that (three tiles and a bag of about a
     * hundred: once in 86 000 trades), and the game's seed fixes it for each engine.
     */
    @Then("{tiles} went back mixed in, not all at the bottom of the bag nor all at its top")
    @Entao("{tiles} voltaram misturadas, nem todas no fundo do saco nem todas no cimo")
    public void wentBackMixedIn(List<Tile> traded) {
        List<Tile> bag = world.game().bag().tiles();
        List<String> returned = traded.stream().map(Tile::toString).sorted().toList();
        int count = traded.size();
        List<String> bottom = bag.subList(Math.max(0, bag.size() - count), bag.size()).stream()
                .map(Tile::toString).sorted().toList();
        List<String> top = bag.subList(0, Math.min(count, bag.size())).stream()
                .map(Tile::toString).sorted().toList();
        assertThat(bottom).as("the last %d tiles of the bag, which a trade should not have put"
                + " there all together: %s", count, bag).isNotEqualTo(returned);
        assertThat(top).as("the first %d tiles of the bag, which a trade should not have put"
                + " there all together: %s", count, bag).isNotEqualTo(returned);
    }

    @Then("the bag holds {tiles} among its tiles")
    @Entao("o saco tem {tiles} entre as suas peças")
    public void theBagHoldsAmong(List<Tile> tiles) {
        assertThat(world.game().bag().tiles()).containsAll(tiles);
    }

    @Then("the game is over")
    @Entao("o jogo acabou")
    public void theGameIsOver() {
        assertThat(world.game().isOver()).as(turnWaitsOr("isOver")).isTrue();
    }

    @Then("the game is not over")
    @Entao("o jogo não acabou")
    public void theGameIsNotOver() {
        assertThat(world.game().isOver()).as(turnWaitsOr("isOver")).isFalse();
    }

    @Then("player {int} wins")
    @Entao("o jogador {int} ganha")
    public void playerWins(int player) {
        assertThat(world.game().winners()).as(turnWaits()).containsExactly(player(player));
    }

    /** While the game goes on the game names no winner: asking for one is refused. */
    @Then("nobody has won yet")
    @Entao("ninguém ganhou ainda")
    public void nobodyHasWonYet() {
        Game game = world.game();
        assertThatThrownBy(game::winners)
                .as(turnWaitsOr("the winners of a game that goes on"))
                .isInstanceOf(IllegalStateException.class);
    }

    @Then("players {int} and {int} share the win")
    @Entao("os jogadores {int} e {int} partilham a vitória")
    public void playersShareTheWin(int one, int other) {
        assertThat(world.game().winners()).as(turnWaits())
                .containsExactly(player(one), player(other));
    }

    @Then("it is player {int}'s turn now")
    @Entao("é agora a vez do jogador {int}")
    public void itIsPlayersTurnNow(int player) {
        assertThat(world.game().currentPlayer()).as(turnWaits()).isSameAs(player(player));
    }

    /**
     * Checks who starts against the rule book's own count of each hand's longest line, not the
     * engine's, so that an engine whose count is wrong (a tile held twice counted twice) is not
     * checked against itself.
     */
    @Then("the player who starts is one whose hand makes the longest line")
    @Entao("quem começa é um jogador cuja mão faz a linha mais longa")
    public void theStarterHasTheLongestLine() {
        Game game = world.game();
        int starter = longestLine(game.currentPlayer().hand().tiles());
        for (Player player : game.players()) {
            assertThat(longestLine(player.hand().tiles()))
                    .as("the longest line of %s, against the starter's", player.hand().tiles())
                    .isLessThanOrEqualTo(starter);
        }
        assertThat(game.players().subList(0, game.players().indexOf(game.currentPlayer())))
                .as("players before the starter, who must have shorter lines")
                .allSatisfy(player -> assertThat(longestLine(player.hand().tiles()))
                        .isLessThan(starter));
    }

    /**
     * The most tiles of a hand that can make one line (QWIRKLE-19): different tiles sharing a
     * shape or a colour, a tile held twice counted once, as a line holds no two alike
     * (QWIRKLE-06).
     */
    private static int longestLine(List<Tile> hand) {
        Map<Object, Set<Tile>> byTrait = new HashMap<>();
        for (Tile tile : hand) {
            byTrait.computeIfAbsent(tile.shape(), trait -> new HashSet<>()).add(tile);
            byTrait.computeIfAbsent(tile.colour(), trait -> new HashSet<>()).add(tile);
        }
        return byTrait.values().stream().mapToInt(Set::size).max().orElse(0);
    }

    @Then("player {int} starts")
    @Entao("o jogador {int} começa")
    public void playerStarts(int player) {
        assertThat(world.game().currentPlayer()).isSameAs(player(player));
    }

    private Player player(int number) {
        return world.game().players().get(number - 1);
    }
}
