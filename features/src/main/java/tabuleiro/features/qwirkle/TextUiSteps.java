package tabuleiro.features.qwirkle;

import static org.assertj.core.api.Assertions.assertThat;

import io.cucumber.java.en.Then;
import io.cucumber.java.en.When;
import io.cucumber.java.pt.Entao;
import io.cucumber.java.pt.Quando;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import tabuleiro.features.Terminal;
import tabuleiro.features.contracts.ScenarioLanguage;
import tabuleiro.features.contracts.ScenarioRules;
import tabuleiro.qwirkle.Agent;
import tabuleiro.qwirkle.Game;
import tabuleiro.qwirkle.GreedyAgent;
import tabuleiro.qwirkle.ui.TextUi;

/**
 * The steps that drive the text UI with typed lines and read what it says, in the scenario's
 * language: a Portuguese scenario plays the UI in Portuguese and expects its Portuguese screens.
 */
public final class TextUiSteps {

    private final QwirkleWorld world;
    private final ScenarioLanguage language;
    private final Terminal terminal = new Terminal();
    private final List<Game> games = new ArrayList<>();
    private final ScenarioRules rules;
    /** Each game the UI played, in order, with what its seats held before it did. */
    private final List<Map.Entry<Game, HandWaits.Seats>> played = new ArrayList<>();

    /**
     * Creates the steps of one scenario.
     *
     * @param world the scenario's world
     * @param language the scenario's language, which the UI speaks
     * @param rules the rules the scenario is an example of
     */
    public TextUiSteps(QwirkleWorld world, ScenarioLanguage language, ScenarioRules rules) {
        this.world = world;
        // Kept, not read yet: the scenario's hook sets the language before its first step.
        this.language = language;
        this.rules = rules;
    }

    @When("player 1 types these lines at the text UI, player 2 being the greedy agent")
    @Quando("o jogador 1 escreve estas linhas na interface de texto, sendo o jogador 2 o agente"
            + " guloso")
    public void player1Types(String lines) {
        TextUi ui = new TextUi(terminal.keyboard(lines + "\n"), terminal.screen(),
                language.language());
        world.attempt(() -> ui.play(watched(world.game()),
                List.of(ui.keyboard(), new GreedyAgent())));
    }

    @When("player 1 types a line of {int} characters at the text UI")
    @Quando("o jogador 1 escreve uma linha de {int} caracteres na interface de texto")
    public void player1TypesALongLine(int length) {
        player1Types("x".repeat(length));
    }

    @When("two greedy agents play this game at the text UI, and each new game from the same"
            + " position, the answers to {string} being")
    @Quando("dois agentes gulosos jogam este jogo na interface de texto, e cada jogo novo a"
            + " partir da mesma posição, sendo as respostas a {string}")
    public void aSession(String question, String answers) {
        // Made before the session, so that the skeleton's unfinished exercise 1 speaks first
        // rather than the session's own words for a game it could not start.
        Game first = world.game();
        TextUi ui = new TextUi(terminal.keyboard(answers + "\n"), terminal.screen(),
                language.language());
        List<Agent> seats = List.of(new GreedyAgent(), new GreedyAgent());
        ui.playSession(() -> {
            Game game = games.isEmpty() ? first : world.another();
            games.add(game);
            return watched(game);
        }, seats);
        assertThat(terminal.output()).as(shown()).contains(question);
    }

    @Then("the UI answers {string}")
    @Entao("a interface responde {string}")
    public void theUiAnswers(String text) {
        assertThat(terminal.output()).as(shown()).contains(text);
    }

    /**
     * What the player saw, with what they typed, for a failed check to quote; first, the rule
     * the example waits on when a game stopped on a hand its last turn drew wrong
     * ({@link HandWaits#afterPlay}), so that a long game's transcript, which a report cuts,
     * cannot push it out.
     */
    private String shown() {
        String waits = playWaits();
        return (waits.isEmpty() ? "" : waits + "\n")
                + "what the text UI wrote, with what was typed:\n" + terminal.transcript();
    }

    /** Notes a game the UI is about to play, with what its seats hold now. */
    private Game watched(Game game) {
        try {
            played.add(Map.entry(game, HandWaits.Seats.of(game)));
        } catch (RuntimeException unreadable) {
            // A game the engine cannot read yet (a stub): the UI's own run says so, unwatched.
        }
        return game;
    }

    /** The first waits-on sentence of the games the UI played, or nothing. */
    private String playWaits() {
        for (Map.Entry<Game, HandWaits.Seats> game : played) {
            String waits = HandWaits.afterPlay(game.getKey(), game.getValue(), rules);
            if (!waits.isEmpty()) {
                return waits;
            }
        }
        return "";
    }

    @Then("{int} games were played to the end")
    @Entao("{int} jogo(s) foi/foram jogado(s) até ao fim")
    public void gamesWerePlayed(int count) {
        assertThat(games).as(playWaits()).hasSize(count).allMatch(Game::isOver);
    }
}
