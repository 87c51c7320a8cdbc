package tabuleiro.features.connectfour;

import io.cucumber.java.en.Given;
import io.cucumber.java.en.Then;
import io.cucumber.java.en.When;
import io.cucumber.java.pt.Dado;
import io.cucumber.java.pt.Entao;
import io.cucumber.java.pt.Quando;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.OptionalInt;
import java.util.stream.Collectors;
import tabuleiro.connectfour.Game;
import tabuleiro.connectfour.Player;
import tabuleiro.connectfour.solver.OpeningBook;
import tabuleiro.connectfour.solver.PerfectAgent;
import tabuleiro.connectfour.solver.Solver;

/**
 * The steps about the solver and the perfect agent (rule C4-16, exercise 4).
 *
 * <p>The solver takes a position in its own notation, the columns played from a new game
 * written one after another ("4453"); the scenario's position is given to it that way, from the
 * moves that set the scenario up. The positions of the rule book have few empty positions, so
 * that a plain negamax search, without any speed-up, scores them in well under a second.
 *
 * <p>A position the solver alone scores is set up with "Given the position": its moves are
 * found from the drawing and handed to the solver as they are, without playing them into the
 * engine of exercise 2, since {@code solve(String)} needs no {@code Game}. So a bug of the
 * engine (a column refused before it is full, a four not seen) costs the engine's rules, not
 * the solver's. The perfect agent is given a {@code Game}, so its examples do need the engine,
 * and so does a position set up with "Given the grid" or "Given the moves": the solver then
 * scores the engine's game, {@code solve(Game)}, as a program that asks it in the middle of a
 * game does.
 */
public final class SolverSteps {

    /**
     * The smallest table the solver allows, about 640 KiB. Every scenario makes its own solver,
     * and the default table (2^24 entries, 80 MiB) would be allocated anew each time in a grading
     * JVM of 512 MB with a few seconds per scenario, while these small positions need hardly any.
     */
    private static final int TABLE_BITS = 17;

    /**
     * The rule book's copy of the perfect agent's opening book (the reference's, copied when the
     * rule book is built). A grading JVM and a kit's check put the student's classes on the
     * class path without the skeleton's resources, so the book is read from here, by the
     * student's own {@code OpeningBook.read}.
     */
    private static final String BOOK = "/tabuleiro/features/connectfour/opening-book.bin.gz";

    private final ConnectFourWorld world;
    private Grid position;
    private String moves;
    private int score;
    /** The score of each column, as {@code Solver.analyze} answers: empty for a full one. */
    private OptionalInt[] columnScores;
    private Integer chosen;

    /**
     * Creates the steps of one scenario.
     *
     * @param world the scenario's shared state
     */
    public SolverSteps(ConnectFourWorld world) {
        this.world = world;
    }

    /**
     * Sets up a position for the solver alone: the moves that reach the drawing, never played
     * into the engine.
     *
     * @param drawing the grid, drawn as in "Given the grid"
     */
    @Given("the position")
    @Dado("a posição")
    public void thePosition(String drawing) {
        position = Grid.parse(drawing);
        moves = MoveOrder.toReach(position).stream().map(String::valueOf)
                .collect(Collectors.joining());
    }

    /**
     * Scores the position for the player to move: the position of "Given the position" in the
     * solver's notation, else the engine's game.
     */
    @When("the solver scores the position")
    @Quando("o resolvedor pontua a posição")
    public void theSolverScoresThePosition() {
        if (position == null) {
            Game game = world.game();
            moves = playedSoFar();
            score = new Solver(TABLE_BITS).solve(game);
        } else {
            score = new Solver(TABLE_BITS).solve(moves);
        }
    }

    /**
     * Scores each column of the position, what the player to move scores by playing there
     * ({@code Solver.analyze}), the position given as for {@link #theSolverScoresThePosition}.
     */
    @When("the solver scores each column")
    @Quando("o resolvedor pontua cada coluna")
    public void theSolverScoresEachColumn() {
        if (position == null) {
            world.game();
            moves = playedSoFar();
        }
        columnScores = new Solver(TABLE_BITS).analyze(moves);
    }

    /**
     * Checks the scores of the columns: the columns with space, in order, score the scores in
     * the same order, and every other column is full and has no score.
     *
     * @param open the columns with space, from left to right
     * @param scores their scores, in the same order
     */
    @Then("the columns with space, {columns}, score {columns}")
    @Entao("as colunas com espaço, {columns}, valem {columns}")
    public void theColumnsScore(List<Integer> open, List<Integer> scores) {
        StringBuilder expected = new StringBuilder();
        StringBuilder got = new StringBuilder();
        for (int column = 1; column <= Game.COLUMNS; column++) {
            int index = open.indexOf(column);
            expected.append(" ").append(index < 0 ? "-" : String.valueOf(scores.get(index)));
            OptionalInt actual = columnScores[column - 1];
            got.append(" ").append(actual.isPresent() ? String.valueOf(actual.getAsInt()) : "-");
        }
        if (!expected.toString().equals(got.toString())) {
            throw new AssertionError("The solver should score the columns 1 to 7" + expected
                    + " (- for a full column) for the player to move, but it scored them" + got
                    + ". The position is the moves \"" + moves + "\".\n"
                    + (position != null ? position : Explain.grid(world.game())));
        }
    }

    @Then("the score is {int}")
    @Entao("a pontuação é {int}")
    public void theScoreIs(int expected) {
        if (score != expected && position != null) {
            throw new AssertionError("The solver should score this position " + expected
                    + " for " + position.nextPlayerByCounts().orElseThrow() + ", who is to move,"
                    + " but it scored " + score + ". The position is the moves \"" + moves
                    + "\".\n" + position);
        }
        if (score != expected) {
            Game game = world.game();
            throw new AssertionError("The solver should score this position " + expected
                    + " for " + game.nextPlayer() + ", who is to move, but it scored " + score
                    + ". The position is the moves \"" + moves + "\".\n" + Explain.grid(game));
        }
    }

    @When("the perfect agent chooses a column for {player}")
    @Quando("o agente perfeito escolhe uma coluna para {player}")
    public void thePerfectAgentChoosesColumn(Player player) {
        Game game = world.game();
        chosen = world.attempt(() -> new PerfectAgent(new Solver(TABLE_BITS))
                .chooseColumn(game, player));
    }

    /**
     * The perfect agent of a position of under 13 discs, which it answers from its opening book
     * rather than its solver (a search of minutes from so few discs): the agent and the book
     * are the student's classes, the book's data the rule book's.
     *
     * @param player the player the agent chooses for
     */
    @When("the perfect agent with its opening book chooses a column for {player}")
    @Quando("o agente perfeito com o seu livro de aberturas escolhe uma coluna para {player}")
    public void thePerfectAgentWithItsBookChoosesColumn(Player player) {
        Game game = world.game();
        OpeningBook book;
        try (InputStream in = SolverSteps.class.getResourceAsStream(BOOK)) {
            if (in == null) {
                throw new IllegalStateException("the rule book holds no opening book at " + BOOK
                        + ": it was built without the reference's");
            }
            book = OpeningBook.read(in);
        } catch (IOException e) {
            throw new IllegalStateException("the rule book's opening book at " + BOOK
                    + " cannot be read: " + e.getMessage(), e);
        }
        chosen = world.attempt(() -> new PerfectAgent(new Solver(TABLE_BITS), book)
                .chooseColumn(game, player));
    }

    @Then("it chooses column {int}")
    @Entao("escolhe a coluna {int}")
    public void itChoosesColumn(int expected) {
        Game game = world.game();
        if (chosen == null || chosen != expected) {
            throw new AssertionError("The perfect agent should choose column " + expected
                    + ", but it chose column " + chosen + ".\n" + Explain.grid(game));
        }
    }

    /** The columns played from a new game to the engine's position, in the solver's notation. */
    private String playedSoFar() {
        return world.columnsPlayed().stream().map(String::valueOf).collect(Collectors.joining());
    }
}
