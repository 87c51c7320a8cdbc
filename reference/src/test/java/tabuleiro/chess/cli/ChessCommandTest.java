package tabuleiro.chess.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import tabuleiro.Tabuleiro;
import tabuleiro.chess.ui.ChessContracts;
import tabuleiro.ui.Language;
import tabuleiro.ui.Texts;

class ChessCommandTest {

    @TempDir
    Path folder;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();
    private final InputStream stdin = System.in;
    private final String home = System.getProperty("user.home");

    /** A game that is left is saved, by default under the home folder: make it the test's. */
    @BeforeEach
    void homeInTheTestFolder() {
        System.setProperty("user.home", folder.toString());
    }

    @AfterEach
    void restoreInputAndHome() {
        System.setIn(stdin);
        System.setProperty("user.home", home);
    }

    private int execute(String input, String... args) {
        System.setIn(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)));
        CommandLine command = Tabuleiro.commandLine(args);
        command.setOut(new PrintWriter(out, true));
        command.setErr(new PrintWriter(err, true));
        return command.execute(args);
    }

    @Test
    void perftPrintsTheTotalOnTheLastLine() {
        assertThat(execute("", "chess", "perft", "--depth", "3")).isZero();

        assertThat(out.toString().strip().lines().reduce((a, b) -> b)).contains("8902");
    }

    @Test
    void perftDivideListsEachMove() {
        assertThat(execute("", "chess", "perft", "--depth", "2", "--divide", "--fen",
                "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1")).isZero();

        assertThat(out.toString()).contains("e2e4: 16", "moves: 14");
        assertThat(out.toString().strip().lines().reduce((a, b) -> b)).contains("191");
    }

    @Test
    void perftRefusesBadFenAndDepth() {
        assertThat(execute("", "chess", "perft", "--depth", "2", "--fen", "8/8 w")).isEqualTo(2);
        assertThat(err.toString()).contains("FEN has 6 fields");
        assertThat(execute("", "chess", "perft", "--depth", "0")).isEqualTo(2);
    }

    @Test
    void playRunsAGameAgainstTheComputer() {
        assertThat(execute("e4\nRENDER\n", "chess", "play", "--depth", "1",
                "--save", folder.resolve("g.txt").toString())).isZero();

        assertThat(out.toString()).contains("Black (computer) plays", "White resigns.");
    }

    @Test
    void playLoadsAndStartsFromFen() throws Exception {
        Path saved = folder.resolve("saved.txt");
        Files.writeString(saved, "e2>>e4\n");
        assertThat(execute("PAUSAR\n", "chess", "play", "--load", saved.toString())).isZero();
        assertThat(out.toString()).contains("1 move(s) replayed", "Black to move");

        assertThat(execute("", "chess", "play", "--white", "computer", "--black", "computer",
                "--fen", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1")).isZero();
        assertThat(out.toString()).contains("Draw by stalemate");

        assertThat(execute("", "chess", "play", "--fen", "nonsense")).isEqualTo(2);
        assertThat(err.toString()).contains("--fen: FEN has 6 fields");
        assertThat(execute("", "chess", "play", "--depth", "0")).isEqualTo(2);
        assertThat(execute("", "chess")).isZero();
        assertThat(out.toString()).contains("perft");
    }

    @Test
    void loadingAFileThatCannotBeReadIsABadCommandLineAndStartsNoGame() {
        String missing = folder.resolve("missing.txt").toString();

        assertThat(execute("e4\n", "chess", "play", "--load", missing)).isEqualTo(2);

        assertThat(err.toString()).contains("--load " + missing + ": the saved game cannot be"
                + " read (there is no such file or folder: " + missing + ")");
        assertThat(out.toString()).doesNotContain("White to move");
        assertThat(execute("", "chess", "play", "--load", folder.toString())).isEqualTo(2);
        assertThat(err.toString()).contains("the saved game cannot be read");
    }

    @Test
    void loadAndFenDoNotGoTogether() throws Exception {
        Path saved = Files.writeString(folder.resolve("saved.txt"), "e2>>e4\n");

        assertThat(execute("", "chess", "play", "--load", saved.toString(), "--fen",
                "4k3/8/8/8/8/8/8/4K3 w - - 0 1")).isEqualTo(2);
        assertThat(err.toString()).contains("--load and --fen cannot go together");
    }

    @Test
    void aPauseSavesUnderTheHomeFolderByDefaultAndToSaveWhenGiven() throws Exception {
        assertThat(execute("e4\npause\n", "chess", "play", "--black", "human")).isZero();
        Path chess = folder.resolve(".tabuleiro").resolve("chess");
        try (var saves = Files.list(chess)) {
            Path save = saves.findFirst().orElseThrow();
            assertThat(save.getFileName().toString()).matches(
                    "game-\\d{4}-\\d{2}-\\d{2}-\\d{6}\\.txt");
            assertThat(Files.readAllLines(save)).containsExactly("e2>>e4");
            assertThat(out.toString()).contains("saved to " + save);
        }

        Path loaded = Files.writeString(folder.resolve("loaded.txt"), "e2>>e4\n");
        Path elsewhere = folder.resolve("elsewhere.txt");
        assertThat(execute("e5\nquit\n", "chess", "play", "--black", "human", "--load",
                loaded.toString(), "--save", elsewhere.toString())).isZero();
        assertThat(Files.readAllLines(elsewhere)).containsExactly("e2>>e4", "e7>>e5");
        assertThat(Files.readAllLines(loaded)).containsExactly("e2>>e4");
    }

    @Test
    void playsHelpIsInPortugueseWithLangPtAndInEnglishWithout() {
        assertThat(execute("", "chess", "play", "--lang", "pt", "--help")).isZero();
        assertThat(out.toString()).contains("Utilização: tabuleiro chess play",
                "Jogue xadrez no terminal, uma pessoa ou o computador em cada lugar.",
                "RENDER (resign); EMPATE (draw) reclama ou propõe o empate;",
                "Quem joga com as brancas: human, computer. Por omissão: human.",
                "Onde uma pausa ou uma saída guarda o jogo.", "Estado de saída:")
                .doesNotContain("Play chess", "Who plays");

        out.getBuffer().setLength(0);
        assertThat(execute("", "chess", "play", "--help")).isZero();
        assertThat(out.toString()).contains(
                "Play chess in the terminal, a person or the computer in each seat.",
                "draw (EMPATE) claims or offers a draw",
                "Who plays White: human, computer. Default: human.");

        out.getBuffer().setLength(0);
        assertThat(execute("", "chess", "--lang", "pt", "perft", "--help")).isZero();
        assertThat(out.toString()).contains("Conte as sequências de jogadas",
                "Quantas jogadas (meias-jogadas) ver à frente, 1 ou mais.");
    }

    @Test
    void playAndPerftSpeakPortugueseWithLangPt() {
        assertThat(execute("e4\nRENDER\n", "--lang", "pt", "chess", "play", "--depth", "1",
                "--save", folder.resolve("g.txt").toString())).isZero();
        assertThat(out.toString()).contains("Estado: início. Jogam as brancas.",
                "As pretas (computador) jogam", "As brancas rendem-se.");

        assertThat(execute("", "chess", "play", "--lang", "pt", "--depth", "0")).isEqualTo(2);
        assertThat(err.toString()).contains("--depth é 1 ou mais, não 0");
        assertThat(execute("", "chess", "perft", "--lang", "pt", "--depth", "1", "--divide"))
                .isZero();
        assertThat(out.toString()).contains("jogadas: 20", "tempo: ");
        assertThat(out.toString().strip().lines().reduce((a, b) -> b)).contains("20");
    }

    @Test
    void aFenThatCannotBeReadIsRefusedInPortuguese() {
        Texts contracts = Texts.of(ChessContracts.class, Language.PORTUGUESE);

        assertThat(execute("", "--lang", "pt", "chess", "play", "--fen", "nonsense"))
                .isEqualTo(2);
        assertThat(execute("", "--lang", "pt", "chess", "perft", "--depth", "1", "--fen",
                "8/8/8/8/8/8/8/8 x - - 0 1")).isEqualTo(2);

        // Fen.parse's words through ChessContracts' twins, the field named in Portuguese too.
        assertThat(err.toString()).contains(
                "--fen: " + contracts.text("fen.fields", "nonsense", 1),
                "--fen: " + contracts.text("fen.field", 2, contracts.text("fen.field.side"),
                        contracts.text("fen.side", "x")))
                .doesNotContain("FEN has", "FEN field", "side to move");
    }
}
