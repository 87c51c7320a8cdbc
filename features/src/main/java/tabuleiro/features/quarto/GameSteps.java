package tabuleiro.features.quarto;

import io.cucumber.java.en.Given;
import io.cucumber.java.en.Then;
import io.cucumber.java.en.When;
import io.cucumber.java.pt.Dado;
import io.cucumber.java.pt.Entao;
import io.cucumber.java.pt.Quando;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import tabuleiro.quarto.Board;
import tabuleiro.quarto.Game;
import tabuleiro.quarto.Group;
import tabuleiro.quarto.Piece;
import tabuleiro.quarto.Player;
import tabuleiro.quarto.Pool;
import tabuleiro.quarto.Square;
import tabuleiro.quarto.Trait;
import tabuleiro.quarto.Win;

/**
 * The steps that drive a game: who places first, the two steps of a turn, the refusals, and
 * how the game ends (rules QUARTO-03 to QUARTO-07, QUARTO-10, QUARTO-16).
 */
public final class GameSteps {

    private final QuartoWorld world;
    private List<Integer> rolls = List.of();
    private final List<Player> firstPlacers = new ArrayList<>();
    private final List<Player> secondRun = new ArrayList<>();

    /**
     * Creates the steps of one scenario.
     *
     * @param world the scenario's shared state
     */
    public GameSteps(QuartoWorld world) {
        this.world = world;
    }

    // ----- Given ---------------------------------------------------------------------------

    @Given("a new game in which {player} places first")
    @Dado("um jogo novo em que o {player} coloca primeiro")
    public void aNewGame(Player first) {
        world.startGame(first);
    }

    @Given("a game in which {player} is to place, at the board")
    @Dado("um jogo em que o {player} vai colocar, com o tabuleiro")
    public void aGameAtTheBoard(Player toPlace, String drawing) {
        world.use(world.setUpGame(Drawing.read(drawing), toPlace));
    }

    @Given("{player} has chosen {piece}")
    @Dado("o {player} escolheu {piece}")
    public void hasChosen(Player chooser, Piece piece) {
        Game game = world.game();
        requireRole(chooser, game.chooser(), "chooses");
        try {
            game.choose(piece);
        } catch (IllegalArgumentException | IllegalStateException refused) {
            throw new AssertionError("To set this scenario up, " + chooser + " chooses "
                    + Drawing.notation(piece) + ", but it was refused: " + refused.getMessage(),
                    refused);
        }
    }

    @Given("{player} has chosen {piece} and {player} has placed it on {square}")
    @Dado("o {player} escolheu {piece} e o {player} colocou-a em {square}")
    public void hasChosenAndPlaced(Player chooser, Piece piece, Player placer, Square square) {
        hasChosen(chooser, piece);
        Game game = world.game();
        requireRole(placer, game.currentPlayer(), "places");
        try {
            QuartoWorld.place(game, square);
        } catch (IllegalArgumentException | IllegalStateException refused) {
            throw new AssertionError("To set this scenario up, " + placer + " places "
                    + Drawing.notation(piece) + " on " + square + ", but it was refused: "
                    + refused.getMessage() + "\n" + Drawing.explain(game.board()), refused);
        }
    }

    @Given("a die that rolls {rolls}")
    @Dado("um dado que dá {rolls}")
    public void aDieThatRolls(List<Integer> rolled) {
        rolls = rolled;
    }

    // ----- When ----------------------------------------------------------------------------

    @When("a game is started with that die")
    @Quando("começa um jogo com esse dado")
    public void aGameIsStartedWithThatDie() {
        RandomGenerator die = new ScriptedDie(rolls);
        world.use(world.attempt(() -> Game.start(world.variant(), die)));
    }

    @When("{int} games are started with dice seeded {int} to {int}")
    @Quando("começam {int} jogos com dados de sementes {int} a {int}")
    public void gamesAreStartedWithDiceSeeded(int count, int firstSeed, int lastSeed) {
        world.attempt(() -> {
            for (long seed = firstSeed; seed <= lastSeed; seed++) {
                firstPlacers.add(Game.start(world.variant(), new SplittableRandom(seed))
                        .currentPlayer());
            }
            return null;
        });
    }

    @When("{int} games are started with dice seeded {int} to {int}, twice")
    @Quando("começam {int} jogos com dados de sementes {int} a {int}, duas vezes")
    public void gamesAreStartedTwice(int count, int firstSeed, int lastSeed) {
        gamesAreStartedWithDiceSeeded(count, firstSeed, lastSeed);
        secondRun.addAll(firstPlacers);
        firstPlacers.clear();
        gamesAreStartedWithDiceSeeded(count, firstSeed, lastSeed);
    }

    @When("{player} chooses {piece}")
    @Quando("o {player} escolhe {piece}")
    public void chooses(Player chooser, Piece piece) {
        Game game = world.game();
        if (!game.isOver()) {
            requireRole(chooser, game.chooser(), "chooses");
        }
        world.attempt(() -> game.choose(piece));
    }

    @When("{player} places it on {square}")
    @Quando("o {player} coloca-a em {square}")
    public void placesItOn(Player placer, Square square) {
        Game game = world.game();
        requireRole(placer, game.currentPlayer(), "places");
        world.attempt(() -> QuartoWorld.place(game, square));
    }

    @When("{player} tries to place a piece on {square}")
    @Quando("o {player} tenta colocar uma peça em {square}")
    public void triesToPlace(Player placer, Square square) {
        Game game = world.game();
        world.attempt(() -> QuartoWorld.place(game, square));
    }

    @When("{player} chooses {piece} and {player} places it on {square}")
    @Quando("o {player} escolhe {piece} e o {player} coloca-a em {square}")
    public void choosesAndPlaces(Player chooser, Piece piece, Player placer, Square square) {
        Game game = world.game();
        requireRole(chooser, game.chooser(), "chooses");
        requireRole(placer, game.currentPlayer(), "places");
        world.attempt(() -> QuartoWorld.place(game.choose(piece), square));
    }

    private void requireRole(Player expected, Player actual, String role) {
        if (expected != actual) {
            Game game = world.game();
            String waits = world.waitsOnAMissedWin(game);
            if (waits.isEmpty() && game.isOver()) {
                // The engine ended the game: on a win the board shows, or on one it does not.
                String falseWin = QuartoWorld.waitsOnAFalseWin(game.board());
                waits = falseWin.isEmpty() ? "" : falseWin + Drawing.explain(game.board());
            }
            throw new AssertionError("In this scenario " + expected + " " + role + " now, but"
                    + " the engine says it is " + actual + ".\n"
                    + (waits.isEmpty() ? Drawing.explain(game.board()) : waits));
        }
    }

    // ----- Then: whose turn ----------------------------------------------------------------

    @Then("{player} is to place {piece}")
    @Entao("o {player} vai colocar {piece}")
    public void isToPlace(Player player, Piece piece) {
        Game game = world.game();
        if (game.currentPlayer() != player || !game.chosenPiece().equals(Optional.of(piece))) {
            throw new AssertionError(player + " should be to place " + Drawing.notation(piece)
                    + ", but currentPlayer() is " + game.currentPlayer() + " and chosenPiece()"
                    + " is " + game.chosenPiece().map(Drawing::notation).orElse("empty"));
        }
    }

    @Then("{player} is to place")
    @Entao("o {player} vai colocar")
    public void isToPlace(Player player) {
        Game game = world.game();
        if (game.currentPlayer() != player) {
            throw new AssertionError(player + " should be the current player, the one to place,"
                    + " but currentPlayer() is " + game.currentPlayer());
        }
    }

    /**
     * After the end the current player is the one who placed last, a draw included: the
     * contract of {@code Game.currentPlayer}, which a text UI reads to say who played the last
     * piece.
     */
    @Then("{player} placed last")
    @Entao("o {player} colocou por último")
    public void placedLast(Player player) {
        Game game = world.game();
        if (game.currentPlayer() != player) {
            throw new AssertionError("After the end the current player is the one who placed"
                    + " last, " + player + ", but currentPlayer() is " + game.currentPlayer());
        }
    }

    @Then("{player} is to place first")
    @Entao("o {player} coloca primeiro")
    public void isToPlaceFirst(Player player) {
        isToPlace(player);
    }

    @Then("{player} is to choose")
    @Entao("o {player} vai escolher")
    public void isToChoose(Player player) {
        Game game = world.game();
        if (game.chooser() != player || game.chosenPiece().isPresent()) {
            throw new AssertionError(player + " should be to choose a piece, but chooser() is "
                    + game.chooser() + " and chosenPiece() is "
                    + game.chosenPiece().map(Drawing::notation).orElse("empty"));
        }
    }

    @Then("player 1 places first in between {int} and {int} of them")
    @Entao("o jogador 1 coloca primeiro em {int} a {int} deles")
    public void playerOnePlacesFirstInBetween(int fewest, int most) {
        world.judged();
        long firsts = firstPlacers.stream().filter(Player.FIRST::equals).count();
        if (firsts < fewest || firsts > most) {
            throw new AssertionError("The die should give each player the first placement about"
                    + " half the time: player 1 between " + fewest + " and " + most + " times"
                    + " out of " + firstPlacers.size() + ", but it was " + firsts + " times");
        }
    }

    @Then("each seed gives the same player the first placement both times")
    @Entao("cada semente dá a primeira colocação ao mesmo jogador das duas vezes")
    public void eachSeedGivesTheSamePlayer() {
        world.judged();
        if (!firstPlacers.equals(secondRun)) {
            throw new AssertionError("The same seeds should give the same first placers, but"
                    + " they gave " + secondRun + " and then " + firstPlacers);
        }
    }

    // ----- Then: the pool ------------------------------------------------------------------

    @Then("the pool has {int} pieces, {piece} among them")
    @Entao("há {int} peças por jogar, entre elas {piece}")
    public void thePoolHasAmongThem(int size, Piece among) {
        checkPool(size, List.of(among), List.of());
    }

    @Then("the pool has {int} pieces, {piece} not among them")
    @Entao("há {int} peças por jogar, sem {piece}")
    public void thePoolHasNotAmongThem(int size, Piece missing) {
        checkPool(size, List.of(), List.of(missing));
    }

    @Then("the pool has {int} pieces, {piece} among them and {piece} not")
    @Entao("há {int} peças por jogar, entre elas {piece} mas não {piece}")
    public void thePoolHasAmongThemAndNot(int size, Piece among, Piece missing) {
        checkPool(size, List.of(among), List.of(missing));
    }

    private void checkPool(int size, List<Piece> in, List<Piece> out) {
        Pool pool = world.game().pool();
        boolean right = pool.size() == size && in.stream().allMatch(pool::contains)
                && out.stream().noneMatch(pool::contains);
        if (!right) {
            throw new AssertionError("The pool should have " + size + " pieces"
                    + (in.isEmpty() ? "" : ", " + Drawing.notation(in.get(0)) + " among them")
                    + (out.isEmpty() ? "" : ", without " + Drawing.notation(out.get(0)))
                    + ", but it has " + pool.size() + ": " + pool.pieces().stream()
                    .map(Drawing::notation).toList());
        }
    }

    @Then("every piece is in the pool or on the board, never both")
    @Entao("cada peça está por jogar ou no tabuleiro, nunca nos dois")
    public void everyPieceIsInThePoolOrOnTheBoard() {
        Game game = world.game();
        Board board = game.board();
        List<Piece> onBoard = new ArrayList<>(Drawing.of(board).values());
        for (Piece piece : new HashSet<>(GameSteps.allPieces())) {
            boolean inPool = game.pool().contains(piece);
            boolean placed = onBoard.contains(piece);
            if (inPool == placed) {
                throw new AssertionError("Every piece should be either in the pool or on the"
                        + " board, but " + Drawing.notation(piece) + " is "
                        + (inPool ? "in both" : "in neither") + ".\n" + Drawing.explain(board));
            }
        }
        if (onBoard.size() + game.pool().size() != 16) {
            throw new AssertionError("The board holds " + onBoard.size() + " pieces and the pool"
                    + " " + game.pool().size() + ": together they should be the 16 pieces");
        }
    }

    private static List<Piece> allPieces() {
        List<Piece> all = new ArrayList<>();
        for (int code = 0; code < 16; code++) {
            String notation = ((code & 4) != 0 ? "(" : "[")
                    + ((code & 1) != 0 ? ((code & 2) != 0 ? "B" : "P")
                    : ((code & 2) != 0 ? "b" : "p")) + ((code & 8) != 0 ? "!" : ";");
            all.add(Drawing.piece(notation));
        }
        return all;
    }

    // ----- Then: refusals ------------------------------------------------------------------

    @Then("the placement is refused because no piece has been chosen")
    @Entao("a colocação é recusada porque nenhuma peça foi escolhida")
    public void refusedNoPieceChosen() {
        world.expectRefusal(IllegalStateException.class, "no piece has been chosen");
    }

    @Then("the choice is refused because a piece has been chosen already")
    @Entao("a escolha é recusada porque já foi escolhida uma peça")
    public void refusedChosenAlready() {
        world.expectRefusal(IllegalStateException.class, "a piece has been chosen already");
    }

    @Then("the choice is refused because {piece} is on the board already")
    @Entao("a escolha é recusada porque {piece} já está no tabuleiro")
    public void refusedOnTheBoard(Piece piece) {
        world.expectRefusal(IllegalArgumentException.class,
                Drawing.notation(piece) + " is on the board already");
    }

    @Then("it is refused because the game is over")
    @Entao("é recusado porque o jogo acabou")
    public void refusedGameOver() {
        world.expectRefusal(IllegalStateException.class, "the game is over");
    }

    @Then("the game is unchanged")
    @Entao("o jogo fica como estava")
    public void theGameIsUnchanged() {
        GameState now = GameState.of(world.game());
        List<String> changes = world.stateBefore().changesTo(now);
        if (!changes.isEmpty()) {
            throw new AssertionError("The game should be as it was, but "
                    + String.join("; ", changes) + ".\nBefore:\n"
                    + Drawing.draw(world.stateBefore().board()) + "\nNow:\n"
                    + Drawing.draw(now.board()));
        }
    }

    // ----- Then: the end -------------------------------------------------------------------

    @Then("{player} wins with {group}, all {traits}")
    @Entao("o {player} ganha com {group}, todas {traits}")
    public void winsWith(Player player, GroupName group, List<Trait> traits) {
        winsWithOneOf(player, List.of(group), List.of(traits));
    }

    @Then("{player} wins with {group}, all {traits}, or with {group}, all {traits}")
    @Entao("o {player} ganha com {group}, todas {traits}, ou com {group}, todas {traits}")
    public void winsWithEither(Player player, GroupName one, List<Trait> oneTraits,
            GroupName other, List<Trait> otherTraits) {
        winsWithOneOf(player, List.of(one, other), List.of(oneTraits, otherTraits));
    }

    private void winsWithOneOf(Player player, List<GroupName> groups,
            List<List<Trait>> traits) {
        Game game = world.game();
        if (!game.isOver() || !game.winner().equals(Optional.of(player)) || game.isDraw()) {
            throw new AssertionError(player + " should have won, but isOver() is "
                    + game.isOver() + ", winner() is " + game.winner() + " and isDraw() is "
                    + game.isDraw() + "." + waitsOnTheWinCheck(game, groups, traits) + "\n"
                    + Drawing.explain(game.board()));
        }
        Optional<Win> win = game.win();
        for (int i = 0; i < groups.size(); i++) {
            if (win.isPresent() && win.get().group().name().equals(groups.get(i).name())
                    && new HashSet<>(win.get().group().squares()).equals(groups.get(i).squares())
                    && win.get().shared().equals(traits.get(i))) {
                return;
            }
        }
        StringBuilder expected = new StringBuilder();
        for (int i = 0; i < groups.size(); i++) {
            expected.append(i == 0 ? "" : " or ").append(groups.get(i)).append(", all ")
                    .append(BoardSteps.words(traits.get(i)));
        }
        throw new AssertionError("The win should be " + expected + ", but win() is "
                + win.map(Win::toString).orElse("empty") + ".\n" + Drawing.explain(game.board()));
    }

    /**
     * Which rule a missed win waits on, when the board itself shows why: the group's pieces share
     * the expected traits, but the engine's sharedTraits or wins (rule QUARTO-07, which every
     * placement asks) does not see it, so the end of the game cannot be seen either. Empty when
     * one of the groups is seen as it should be, or the board cannot be read.
     */
    private String waitsOnTheWinCheck(Game game, List<GroupName> groups,
            List<List<Trait>> traits) {
        List<String> unseen = new ArrayList<>();
        try {
            Board board = game.board();
            List<Win> wins = board.wins(world.variant());
            for (int i = 0; i < groups.size(); i++) {
                GroupName name = groups.get(i);
                List<Trait> shared = board.sharedTraits(name.inEngine());
                boolean listed = wins.stream().anyMatch(win -> win.group().name()
                        .equals(name.name()));
                if (shared.equals(traits.get(i)) && listed) {
                    return "";
                }
                unseen.add(name + " is all " + BoardSteps.words(traits.get(i)) + ", but "
                        + (shared.equals(traits.get(i)) ? "wins() does not list it"
                                : "sharedTraits(" + name + ") is " + shared));
            }
        } catch (RuntimeException unreadable) {
            return "";
        }
        // A 2x2 square's win is QUARTO-08's (the squares rules'), a line's QUARTO-07's.
        boolean squares = groups.stream().noneMatch(name -> Group.lines().contains(
                name.inEngine()));
        return "\n" + String.join("; ", unseen) + (squares
                ? ": this example waits on rule QUARTO-08 (a full 2x2 square sharing a trait"
                + " wins)." : ": this example waits on rule QUARTO-07 (a full group sharing a"
                + " trait wins).");
    }

    /**
     * The line that says which rule a game the engine ended waits on: a win the board does not
     * show, or a 2x2 square's under the classic rules.
     */
    private String falseWin(Game game) {
        String waits = QuartoWorld.waitsOnAFalseWin(game.board());
        return waits.isEmpty() ? world.waitsOnASquareWin(game) : waits;
    }

    @Then("the game is a draw")
    @Entao("o jogo acaba empatado")
    public void theGameIsADraw() {
        Game game = world.game();
        if (!game.isOver() || game.winner().isPresent() || !game.isDraw()) {
            throw new AssertionError("The game should be a draw, but isOver() is "
                    + game.isOver() + ", isDraw() is " + game.isDraw() + " and winner() is "
                    + game.winner() + ".\n" + Drawing.explain(game.board()));
        }
    }

    @Then("the game goes on")
    @Entao("o jogo continua")
    public void theGameGoesOn() {
        Game game = world.game();
        if (game.isOver() || game.isDraw()) {
            throw new AssertionError("The game should go on, but isOver() is " + game.isOver()
                    + " and isDraw() is " + game.isDraw() + " (win: "
                    + game.win().map(Win::toString).orElse("none") + ").\n"
                    + falseWin(game) + Drawing.explain(game.board()));
        }
    }

    /**
     * A die whose rolls the scenario writes down: each call for a number from 1 to 6 gives the
     * next roll. It answers {@code nextInt(1, 7)} and {@code nextInt(6)} (as a roll minus one),
     * the two usual ways to roll a die with {@link RandomGenerator}.
     */
    private static final class ScriptedDie implements RandomGenerator {

        private final List<Integer> rolls;
        private int next;

        ScriptedDie(List<Integer> rolls) {
            this.rolls = List.copyOf(rolls);
        }

        private int roll() {
            if (next == rolls.size()) {
                throw new AssertionError("The die was rolled more often than the "
                        + rolls.size() + " rolls " + rolls + " of this scenario");
            }
            return rolls.get(next++);
        }

        @Override
        public int nextInt(int origin, int bound) {
            requireDie(bound - origin);
            return roll() - 1 + origin;
        }

        @Override
        public int nextInt(int bound) {
            requireDie(bound);
            return roll() - 1;
        }

        private static void requireDie(int faces) {
            if (faces != 6) {
                throw new AssertionError("A die has six faces, but the engine asked for a"
                        + " number among " + faces);
            }
        }

        @Override
        public long nextLong() {
            throw new AssertionError("The die is rolled with nextInt(1, 7) or nextInt(6), but"
                    + " the engine asked for nextLong()");
        }
    }
}
