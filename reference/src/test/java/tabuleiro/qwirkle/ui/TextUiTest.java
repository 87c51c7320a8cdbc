package tabuleiro.qwirkle.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.io.StringReader;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import tabuleiro.qwirkle.Agent;
import tabuleiro.qwirkle.Bag;
import tabuleiro.qwirkle.Board;
import tabuleiro.qwirkle.CheatMode;
import tabuleiro.qwirkle.Game;
import tabuleiro.qwirkle.GreedyAgent;
import tabuleiro.qwirkle.Hand;
import tabuleiro.qwirkle.Player;
import tabuleiro.qwirkle.Tile;
import tabuleiro.qwirkle.Turn;
import tabuleiro.qwirkle.Variant;
import tabuleiro.ui.Language;

/** The text UI, driven by a script of typed lines, and the reader of commands. */
class TextUiTest {

    private final StringWriter out = new StringWriter();

    private TextUi ui(String... lines) {
        return new TextUi(new StringReader(String.join("\n", lines) + "\n"), out);
    }

    private static List<Tile> tiles(String text) {
        return Arrays.stream(text.split(" ")).map(Tile::parse).toList();
    }

    /** A brief game: row A1 A2 A3 on row 0, player 1 holding A4 B5, player 2 holding C3. */
    private static Game game(String bag) {
        List<Player> players = List.of(new Player("Ana", new Hand(tiles("A4 B5")), 0),
                new Player("Bo", new Hand(tiles("C3")), 0));
        return Game.setUp(Variant.BRIEF).board(Board.parse("0 1 2\n0 A1 A2 A3")).players(players)
                .bag(Bag.ordered(bag.isEmpty() ? List.of() : tiles(bag), new SplittableRandom(1)))
                .start();
    }

    @Test
    void everyBadInputIsAnsweredWithWhatIsExpectedAndTheSamePlayerGoesAgain() {
        Game game = game("F6 F5");
        TextUi ui = ui("", "dance", "play", "play Z9 0,3", "play A4", "play A4 x,y", "trade",
                "pass now", "play F6 0,3", "play A4 0,2", "help", "x".repeat(250),
                "play A4 0,3 A4 0,4", "play A4 0,2147483646", "hand", "quit");

        assertThat(ui.play(game, List.of(ui.keyboard(), new GreedyAgent())))
                .isEqualTo(TextUi.Outcome.QUIT);

        assertThat(out.toString()).contains(
                "nothing was typed.",
                "\"dance\" is not a command: type play, trade or pass.",
                "play needs tiles with their squares",
                "\"Z9\" is not a tile: a tile is a shape letter A-F then a colour digit 1-6",
                "A4 has no square",
                "\"x,y\" is not a square",
                "trade needs the tiles to put back",
                "pass takes nothing after it",
                "That turn is not allowed: F6 is not in your hand",
                "That turn is not allowed: square 0,2 is taken",
                "Commands (case does not matter",
                "A square is row,column; a square's row and column are between -1000 and 1000.",
                "Type quit (or sair) to stop.",
                "That line was longer than 200 characters, so none of it was read.",
                "That turn is not allowed: A4 is placed twice but your hand holds only one A4.",
                "\"0,2147483646\" is not a square in play: a square's row and column are between"
                        + " -1000 and 1000.",
                "Your hand: A4 B5.",
                "Ana quit. The game stops here.");
        assertThat(game.board().size()).isEqualTo(3);
    }

    @Test
    void aPersonPlaysInEitherCaseAndTheScoreIsExplained() {
        Game game = game("F6 F5");
        TextUi ui = ui("JOGAR a4@0,3");

        ui.play(game, List.of(ui.keyboard(), new GreedyAgent()));

        assertThat(out.toString()).contains(
                "> Ana: 0 points, hand A4 B5",
                "  Bo: 0 points, 1 tile in hand",
                "  Bo: 0 points, hand C3",
                "Ana places A4@0,3: 4 points.",
                "    row 0, columns 0 to 3: 4 tiles, 4 points",
                "Game over.", "Ana wins with 4 points and 3 tiles left.");
    }

    @Test
    void theEndOfTheInputStopsTheGame() {
        Game game = game("F6 F5");
        TextUi ui = new TextUi(new StringReader(""), out);

        assertThat(ui.play(game, List.of(ui.keyboard(), new GreedyAgent())))
                .isEqualTo(TextUi.Outcome.QUIT);
        assertThat(out.toString()).contains("The input ended before the game did.");
    }

    @Test
    void tradesAndPassesAreAnnouncedAndASharedWinIsSaid() {
        Game game = game("");
        TextUi ui = ui("", "trade B5", "pass");

        assertThat(ui.play(game, List.of(ui.keyboard(), ui.keyboard())))
                .isEqualTo(TextUi.Outcome.FINISHED);
        assertThat(out.toString()).contains("That turn is not allowed: the bag holds only 0",
                "Ana passes.", "Game over.");
        Game shared = Game.setUp(Variant.BRIEF).players(List.of(
                new Player("Ana", new Hand(tiles("A1")), 3),
                new Player("Bo", new Hand(tiles("B1")), 3)))
                .bag(Bag.ordered(List.of(), new SplittableRandom(1))).start();
        TextUi again = ui("", "trocar A1", "passar");
        again.play(shared, List.of(again.keyboard(), again.keyboard()));
        assertThat(out.toString()).contains("Ana and Bo share the win with 3 points");
    }

    @Test
    void aSessionAsksWhetherToPlayAgain() {
        TextUi ui = ui("maybe", "s", "n");
        List<Agent> seats = List.of(new GreedyAgent(), new GreedyAgent());
        SplittableRandom random = new SplittableRandom(4);
        List<Game> games = new ArrayList<>();

        TextUi.Outcome ended = ui.playSession(() -> {
            Game game = Game.newGame(Variant.BRIEF, CheatMode.OFF, List.of("G1", "G2"),
                    random.split());
            games.add(game);
            return game;
        }, seats);

        assertThat(ended).isEqualTo(TextUi.Outcome.FINISHED);
        assertThat(games).hasSize(2).allMatch(Game::isOver);
        assertThat(out.toString()).contains("Type y to play again or n to stop.");
    }

    @Test
    void aFailingEngineOrAgentStopsTheGameWithASentence() {
        TextUi ui = ui("y");
        Agent unfinished = game -> {
            throw new UnsupportedOperationException(
                    "Exercise 3: implement PlacementRules.ruleBroken");
        };
        Agent cheater = game -> new Turn.Pass();

        assertThat(ui.play(game("F6"), List.of(unfinished, unfinished)))
                .isEqualTo(TextUi.Outcome.FAILED);
        assertThat(ui.play(Game.setUp(Variant.OFFICIAL).board(Board.parse("0\n0 A1"))
                .players(List.of(new Player("Ana", new Hand(tiles("A2")), 0),
                        new Player("Bo", new Hand(tiles("B1")), 0)))
                .bag(Bag.ordered(tiles("C3"), new SplittableRandom(1))).start(),
                List.of(cheater, cheater))).isEqualTo(TextUi.Outcome.FAILED);
        assertThat(ui.playSession(() -> {
            throw new IllegalStateException("no tiles");
        }, List.of(cheater, cheater))).isEqualTo(TextUi.Outcome.FAILED);
        assertThat(out.toString()).contains(
                "The engine is not finished: exercise 3 asks for PlacementRules.ruleBroken,"
                        + " which is not written yet.",
                "Ana chose pass, which is not allowed",
                "A new game could not be started: no tiles");
        assertThatIllegalArgumentException().isThrownBy(() -> ui.play(game("F6"),
                List.of(cheater)));
    }

    @Test
    void inHotSeatPlayEachHandIsShownOnlyToItsOwnerOnTheirTurn() {
        Game game = game("F6 F5");
        TextUi ui = ui("", "pass", "help", "ready", "hand", "sair");

        assertThat(ui.play(game, List.of(ui.keyboard(), ui.keyboard())))
                .isEqualTo(TextUi.Outcome.QUIT);

        String shown = out.toString();
        int anasTurn = shown.indexOf("> Ana: 0 points, hand A4 B5");
        int passed = shown.indexOf("Ana passes.");
        assertThat(shown.indexOf("Pass the keyboard to Ana and press Enter.")).isNotNegative()
                .isLessThan(anasTurn);
        assertThat(shown.substring(anasTurn, passed)).contains("  Bo: 0 points, 1 tile in hand")
                .doesNotContain("C3");
        assertThat(shown.substring(passed - TextUi.SCREEN_LINES, passed)).isBlank();
        assertThat(shown.substring(passed)).contains(
                "Pass the keyboard to Bo and press Enter.",
                "Press Enter when Bo has the keyboard",
                "(\"ready\" was not read as a turn: this question waits only for Enter.)",
                "  Ana: 0 points, 2 tiles in hand",
                "> Bo: 0 points, hand C3",
                "Your hand: C3.",
                "Bo quit. The game stops here.")
                .doesNotContain("A4", "B5");
    }

    @Test
    void agentsHandsAreNeverShownButEveryHandIsAtTheEnd() {
        Game game = game("F6 F5");
        TextUi ui = ui("n");

        assertThat(ui.playSession(() -> game, List.of(new GreedyAgent(), new GreedyAgent())))
                .isEqualTo(TextUi.Outcome.FINISHED);

        String shown = out.toString();
        int lastTurn = shown.lastIndexOf("total:");
        assertThat(shown.substring(0, lastTurn)).doesNotContain(", hand ")
                .contains("> Ana: 0 points, 2 tiles in hand", "  Bo: 0 points, 1 tile in hand");
        assertThat(shown.substring(lastTurn, shown.indexOf("Game over."))).contains(", hand ");
    }

    @Test
    void helpIsAnsweredAndQuitStopsAtThePlayAgainQuestion() {
        TextUi ui = ui("ajuda", "quit");
        List<Agent> seats = List.of(new GreedyAgent(), new GreedyAgent());

        assertThat(ui.playSession(() -> game("F6 F5"), seats)).isEqualTo(TextUi.Outcome.QUIT);
        assertThat(out.toString()).contains("Type y (or s, sim) to play another game",
                "Type quit (or sair) to stop.");
    }

    @Test
    void aWholeSessionInPortugueseReadsTheCommandsOfBothLanguages() {
        TextUi ui = new TextUi(new StringReader(String.join("\n", "mão", "ajuda", "dança",
                "trocar C3", "play A4 0,3", "talvez", "não") + "\n"), out, Language.PORTUGUESE);

        assertThat(ui.playSession(() -> game("F6 F5"), List.of(ui.keyboard(), new GreedyAgent())))
                .isEqualTo(TextUi.Outcome.FINISHED);

        assertThat(out.toString()).contains(
                "> Ana: 0 pontos, mão A4 B5",
                "  Bo: 0 pontos, 1 peça na mão",
                "Saco: 2 peças.",
                "Ana, é a sua vez (jogar A1 0,0 [B1 0,1 ...] | trocar A1 [B2 ...] | passar | mão"
                        + " | ajuda | sair)? ",
                "A sua mão: A4 B5.",
                "Comandos (maiúsculas ou minúsculas, tanto faz; play, trade, pass e hand também",
                "Uma casa é linha,coluna; a linha e a coluna de uma casa estão entre -1000 e 1000.",
                "Escreva sair (ou quit) para parar.",
                // The reader's and the engine's refusals, English contracts in the code, are
                // said through their Portuguese twins.
                "Escreva jogar A1 0,0 [B1 0,1 ...] | trocar A1 [B2 ...] | passar; \"dança\" não"
                        + " é um comando: escreva jogar, trocar ou passar.",
                "Essa jogada não é permitida: só pode trocar peças da sua mão: A4 B5.",
                "Ana joga A4@0,3: 4 pontos.",
                "    linha 0, colunas 0 a 3: 4 peças, 4 pontos",
                "    total: 4 pontos",
                "Fim do jogo.",
                "  Bo: 0 pontos, mão C3",
                "Ana ganha com 4 pontos e 3 peças na mão.",
                "Jogar outra vez? (s/n) ",
                "Escreva s para jogar outra vez ou n para parar.")
                .doesNotContain("Game over", "Play again", "your turn", "is not a command",
                        "you can trade");
    }

    @Test
    void portugueseScreensSayTradesPassesSharedWinsHandOversAndQuits() {
        Game shared = Game.setUp(Variant.BRIEF).players(List.of(
                new Player("Ana", new Hand(tiles("A1")), 1),
                new Player("Bo", new Hand(tiles("B1")), 1)))
                .bag(Bag.ordered(List.of(), new SplittableRandom(1))).start();
        TextUi ui = new TextUi(new StringReader("pronta\npass\n"), out, Language.PORTUGUESE);

        assertThat(ui.play(shared, List.of(ui.keyboard(), ui.keyboard())))
                .isEqualTo(TextUi.Outcome.FINISHED);
        TextUi quitting = new TextUi(new StringReader("\nquit\n"), out, Language.PORTUGUESE);
        assertThat(quitting.play(game("F6"), List.of(quitting.keyboard(), quitting.keyboard())))
                .isEqualTo(TextUi.Outcome.QUIT);
        TextUi ended = new TextUi(new StringReader(""), out, Language.PORTUGUESE);
        assertThat(ended.play(game("F6"), List.of(ended.keyboard(), new GreedyAgent())))
                .isEqualTo(TextUi.Outcome.QUIT);

        assertThat(out.toString()).contains(
                "Passe o teclado a Ana e carregue em Enter. ",
                "(\"pronta\" não foi lido como jogada: esta pergunta só espera pelo Enter.)",
                "  Bo: 1 ponto, 1 peça na mão",
                "Ana passa.", "Fim do jogo.",
                "Ana e Bo partilham a vitória com 1 ponto e 1 peça na mão cada um.",
                "Ana saiu. O jogo termina aqui.",
                "A entrada acabou antes do jogo. O jogo termina aqui.");
    }

    @Test
    void theReaderKnowsTheBriefsWordsAndAnswers() {
        assertThat(CommandReader.read("Trocar a1 B2")).isEqualTo(new Turn.Trade(tiles("A1 B2")));
        assertThat(CommandReader.read("PASSAR")).isEqualTo(new Turn.Pass());
        assertThat(CommandReader.read("p A1 0,0 B1 0,1").toString())
                .isEqualTo("place A1@0,0 B1@0,1");
        // Found by the fuzz campaign: "@" alone was stripped before the @ became a blank, and
        // the reader took the first of no words.
        assertThatIllegalArgumentException().isThrownBy(() -> CommandReader.read("@"))
                .withMessage("nothing was typed");
        assertThatIllegalArgumentException().isThrownBy(() -> CommandReader.read(" @ @ "))
                .withMessage("nothing was typed");
        assertThat(CommandReader.readAnswer("Sim")).contains(true);
        assertThat(CommandReader.readAnswer("não")).contains(false);
        assertThat(CommandReader.readAnswer("?")).isEmpty();
    }
}
