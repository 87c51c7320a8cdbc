package tabuleiro.features.connectfour.probe;

import java.util.List;
import java.util.stream.Collectors;
import tabuleiro.connectfour.Game;
import tabuleiro.features.connectfour.Grid;

/**
 * The rule book's Connect Four step phrases, in English or Portuguese, for the scenarios a probe
 * writes: each phrase is one that {@code GameSteps} or {@code SolverSteps} already matches, so a
 * student can paste the scenario into the kit and run it.
 */
final class ScenarioText {

    private final boolean pt;

    ScenarioText(boolean pt) {
        this.pt = pt;
    }

    String scenario() {
        return pt ? "Cenário: Um exemplo gerado" : "Scenario: A generated example";
    }

    String outline() {
        return pt ? "Esquema do Cenário: Um exemplo gerado" : "Scenario Outline: A generated"
                + " example";
    }

    /** The outline's question: its column is the examples' first column. */
    String spaceAsked() {
        return pt ? "pergunto se a coluna <coluna> tem espaço"
                : "I ask whether column <column> has space";
    }

    String answerIs() {
        return pt ? "a resposta é <resposta>" : "the answer is <answer>";
    }

    /** The examples' keyword and their table's heading row. */
    String examples() {
        return pt ? "Exemplos:\n    | coluna | resposta |" : "Examples:\n    | column | answer |";
    }

    String yesOrNo(boolean yes) {
        return pt ? (yes ? "sim" : "não") : yes ? "yes" : "no";
    }

    /** The Portuguese keyword agrees with its noun: "Dado um novo jogo", "Dadas as jogadas". */
    String given(boolean pluralFeminine) {
        return pt ? (pluralFeminine ? "Dadas" : "Dado") : "Given";
    }

    String when() {
        return pt ? "Quando" : "When";
    }

    String then() {
        return pt ? "Então" : "Then";
    }

    String newGame() {
        return pt ? "um novo jogo" : "a new game";
    }

    String theMoves(List<Integer> moves) {
        String columns = moves.stream().map(String::valueOf).collect(Collectors.joining(" "));
        return (pt ? "as jogadas " : "the moves ") + columns;
    }

    String columnPlayed(int column) {
        return (pt ? "se joga na coluna " : "column ") + column + (pt ? "" : " is played");
    }

    String solverScores() {
        return pt ? "o resolvedor pontua a posição" : "the solver scores the position";
    }

    String scoreIs(String score) {
        return (pt ? "a pontuação é " : "the score is ") + score;
    }

    String isNext(int player) {
        return pt ? "o jogador " + player + " é o próximo a jogar" : "player " + player
                + " is next";
    }

    String over() {
        return pt ? "o jogo terminou" : "the game is over";
    }

    String notOver() {
        return pt ? "o jogo não terminou" : "the game is not over";
    }

    String wins(int player, String line) {
        return pt ? "o jogador " + player + " ganha com a linha " + line
                : "player " + player + " wins with the line " + line;
    }

    String noWinner() {
        return pt ? "não há vencedor nem linha vencedora"
                : "there is no winner and no winning line";
    }

    String gridIs() {
        return pt ? "a grelha é" : "the grid is";
    }

    /** The grid as a doc string, indented as the rule book's scenarios indent it. */
    String drawing(Game game) {
        String body = Grid.of(game).toString().lines().map(row -> "      " + row)
                .collect(Collectors.joining("\n"));
        return "    \"\"\"\n" + body + "\n    \"\"\"";
    }
}
