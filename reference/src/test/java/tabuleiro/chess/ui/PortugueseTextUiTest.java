package tabuleiro.chess.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tabuleiro.chess.Game;
import tabuleiro.chess.GameState;
import tabuleiro.chess.PieceKind;
import tabuleiro.ui.Language;
import tabuleiro.ui.Texts;

/** The chess text UI in Portuguese: its screens, and both languages' words understood. */
class PortugueseTextUiTest {

    /** San's refusals and the engine's, in Portuguese. */
    private static final Texts CONTRACTS = Texts.of(ChessContracts.class, Language.PORTUGUESE);

    @TempDir
    Path folder;

    private final StringWriter out = new StringWriter();

    private TextUi ui(String typed) {
        return new TextUi(new StringReader(typed), out, folder.resolve("jogo.txt"),
                Language.PORTUGUESE);
    }

    @Test
    void aWholeGameIsPlayedWithPortugueseScreensAndTheCommandsOfBothLanguages() {
        TextUi ui = ui("ajuda\ne2>>e4\ndraw\nnão\nhelp\ne7e5\nBc4\nolá\nNc6\nEMPATE\nno\n"
                + "d1>>h5\nNf6\nQxf7#\n");
        Game game = Game.newGame();

        assertThat(ui.play(game, ui.human(), ui.human())).isEqualTo(TextUi.Stop.OVER);

        assertThat(game.state()).isEqualTo(GameState.CHECKMATE);
        assertThat(out.toString()).contains("Estado: início. Jogam as brancas.",
                "Jogam as brancas: ", "As brancas jogam e4.",
                "Estado: em curso. Jogam as pretas.",
                "Brancas, as pretas propõem o empate. Aceitam? (s/n) ",
                "A proposta de empate foi recusada. As pretas continuam a jogar.",
                "Pretas, as brancas propõem o empate.",
                "A proposta de empate foi recusada. As brancas continuam a jogar.",
                "RENDER (resign) desiste do jogo; EMPATE (draw) reclama o empate, ou propõe-no;"
                        + " PAUSAR (pause) guarda o jogo e para; sair (quit) também guarda o jogo"
                        + " e para",
                "Escreva sair (ou quit) para parar.",
                "Jogada recusada: " + CONTRACTS.text("san.not.a.move", "olá"),
                "Tente de novo: escreva uma jogada como e2>>e4",
                "As brancas jogam Qxf7#.",
                "Peças brancas capturadas: nenhuma. Peças pretas capturadas: peão.",
                "Estado: xeque-mate.", "As brancas ganham por xeque-mate (1-0).");
        assertThat(out.toString()).doesNotContain("State:", "White", "Black", "Captured");
    }

    @Test
    void aMoveTypedThatCannotBePlayedIsRefusedInPortuguese() {
        TextUi ui = ui("exd6\ne2e5\ne7e5\nsair\n");

        ui.play(Game.newGame(), ui.human(), ui.human());

        // San's refusals, through their twins: the side as the rule book says it.
        assertThat(out.toString()).contains(
                "Jogada recusada: " + CONTRACTS.text("illegal.here", "\"exd6\"",
                        CONTRACTS.text("side.white")),
                "Jogada recusada: " + CONTRACTS.text("san.not.legal", "e2e5", "e2", "e5"),
                "Jogada recusada: " + CONTRACTS.text("san.not.yours", "e7e5", "e7",
                        CONTRACTS.text("side.black"), CONTRACTS.text("side.white")))
                .doesNotContain("is not a legal move", "the piece on", "white", "black");
    }

    @Test
    void resigningCheckAndCountedCapturesAreSaidInPortuguese() {
        TextUi ui = ui("e4\nd5\nexd5\ne5\ndxe6\nf5\nQh5\nresign\n");
        Game game = Game.newGame();

        ui.play(game, ui.human(), ui.human());

        assertThat(game.state()).isEqualTo(GameState.RESIGNED);
        assertThat(out.toString()).contains("Peças pretas capturadas: 2 peões.",
                "Estado: xeque. Jogam as pretas.", "As pretas estão em xeque.",
                "As pretas rendem-se.", "Estado: desistência.",
                "As brancas ganham por desistência (1-0).");
    }

    @Test
    void aPromotionTakesThePortugueseOrTheEnglishLetter() {
        TextUi torre = ui("a7a8\nk\nt\n");
        Game game = Game.fromFen("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
        torre.play(game, torre.human(), torre.human());
        assertThat(game.moves().get(0).promotion()).isEqualTo(PieceKind.ROOK);
        assertThat(out.toString()).contains("Promover a (d dama, t torre, b bispo, c cavalo)? ",
                "escreva d, t, b ou c (ou q, r, n), não \"k\"");

        TextUi knight = ui("a7a8\nn\n");
        Game other = Game.fromFen("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
        knight.play(other, knight.human(), knight.human());
        assertThat(other.moves().get(0).promotion()).isEqualTo(PieceKind.KNIGHT);
    }

    @Test
    void aPauseAndALoadAreSaidInPortuguese() throws IOException {
        TextUi ui = ui("e4\npause\n");

        assertThat(ui.play(Game.newGame(), ui.human(), ui.human()))
                .isEqualTo(TextUi.Stop.PAUSED);
        Path file = folder.resolve("jogo.txt").toAbsolutePath();
        assertThat(out.toString()).contains("Jogo em pausa: 1 jogada guardada em " + file
                + ". Carregue-o para continuar (--load " + file + ").", "Estado: em pausa.");

        Files.writeString(file, "e2>>e4\ne7>>e5\n???\n");
        assertThat(ui("").load(file)).isPresent();
        assertThat(out.toString()).contains("O ficheiro do jogo guardado tem um problema: The"
                + " file is corrupted: line 3", "Jogo carregado de " + file
                + ": 2 jogadas refeitas.");
        assertThat(ui("").load(folder.resolve("nada.txt"))).isEmpty();
        assertThat(out.toString()).contains("não existe esse ficheiro ou pasta");
    }

    @Test
    void aDrawClaimIsNamedInPortuguese() {
        TextUi ui = ui("Nf3\nNf6\nNg1\nNg8\nNf3\nNf6\nNg1\nNg8\nempate\n");
        Game game = Game.newGame();

        ui.play(game, ui.human(), ui.human());

        assertThat(game.state()).isEqualTo(GameState.DRAW);
        assertThat(out.toString()).contains("As brancas podem reclamar o empate por tripla"
                + " repetição (escreva EMPATE (draw)).",
                "As brancas reclamam o empate por tripla repetição.",
                "Estado: empate (tripla repetição).", "Empate por tripla repetição (1/2-1/2).");
    }
}
