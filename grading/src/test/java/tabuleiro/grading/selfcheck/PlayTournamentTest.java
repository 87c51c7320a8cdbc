package tabuleiro.grading.selfcheck;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import tabuleiro.grading.Untranslated;
import tabuleiro.grading.games.connectfour.ConnectFourWords;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.Texts;
import tabuleiro.grading.tournament.games.OpeningBookFile;
import tabuleiro.grading.tournament.kit.KitTournamentTexts;
import tabuleiro.grading.tournament.referee.RefereeTexts;

/**
 * The kit's {@code play --tournament}, in this JVM: a complete sample laid over the skeleton
 * plays both anchors to the end, refereed by its own engine; an agent that throws loses only
 * the games where it throws; the Portuguese table has no English in it, its forfeits' reasons
 * (the referee's, the student's engine's refusals) included.
 */
@Tag("slow")
class PlayTournamentTest {

    /** One line of the table: the anchor, then won, drawn, lost and forfeits. */
    private static final Pattern ROW = Pattern.compile(
            "(?m)^(\\p{L}+) +(\\d+) +(\\d+) +(\\d+) +(\\d+)$");

    private static final Path ROOT = root();

    @TempDir
    Path dir;

    @Test
    void theCompleteSamplePlaysEveryGameAgainstBothAnchors() throws IOException {
        Path project = sample("connect-four");
        Run run = play(project, "connect-four", "--tournament", "--games", "3");
        assertThat(run.status()).as(run.err()).isZero();
        assertThat(run.out()).contains("your agent tabuleiro.connectfour.RandomAgent")
                .contains("Refereed by your own engine; the class tournament's referee is the"
                        + " reference");
        List<int[]> rows = rows(run.out(), "random", "greedy");
        for (int[] row : rows) {
            assertThat(row[0] + row[1] + row[2]).as(run.out()).isEqualTo(6);
            assertThat(row[3]).as(run.out()).isZero();
        }
        // The greedy anchor wins at once when it can: the random agent loses more to it.
        assertThat(rows.get(1)[2]).as(run.out()).isGreaterThan(rows.get(0)[2]);
    }

    @Test
    void anAgentThatThrowsForfeitsOnlyTheGamesWhereItThrows() throws IOException {
        Path project = sample("connect-four");
        // It throws as the first player, and plays the lowest column with space as the second.
        write(project, "tabuleiro/connectfour/FirstMoveThrows.java",
                """
                package tabuleiro.connectfour;

                public final class FirstMoveThrows implements Agent {
                    @Override
                    public int chooseColumn(Game game, Player player) {
                        if (player == Player.FIRST) {
                            throw new IllegalStateException("no opening book");
                        }
                        for (int column = 1; ; column++) {
                            if (game.hasSpace(column)) {
                                return column;
                            }
                        }
                    }
                }
                """);
        // As the kit's play script passes them: after --.
        Run run = play(project, "connect-four", "--", "--tournament", "--games", "2");
        assertThat(run.status()).as(run.err()).isZero();
        assertThat(run.out()).contains("your agent tabuleiro.connectfour.FirstMoveThrows");
        for (int[] row : rows(run.out(), "random", "greedy")) {
            assertThat(row[3]).as(run.out()).isEqualTo(2);
            assertThat(row[0] + row[1] + row[2]).as(run.out()).isEqualTo(4);
        }
        assertThat(run.out()).contains("First forfeit of its kind against the random anchor,"
                + " game 1: your agent threw java.lang.IllegalStateException: no opening book");
    }

    @Test
    void aSlowMoveAndAnIllegalMoveEachLoseTheirGame() throws IOException {
        Path project = sample("connect-four");
        // Past the time limit as the second player (asleep, so that the thread left behind
        // ends), a column off the grid as the first.
        write(project, "tabuleiro/connectfour/SlowOrOff.java",
                """
                package tabuleiro.connectfour;

                public final class SlowOrOff implements Agent {
                    @Override
                    public int chooseColumn(Game game, Player player) {
                        if (player == Player.FIRST) {
                            return 9;
                        }
                        try {
                            Thread.sleep(5_000);
                        } catch (InterruptedException e) {
                            Thread.currentThread().interrupt();
                        }
                        return 1;
                    }
                }
                """);
        // No overage, so that the slow move is lost at 2 s rather than 62 s.
        Run run = play(project, "connect-four", "--tournament", "--games", "1", "--overage",
                "0");
        assertThat(run.status()).as(run.err()).isZero();
        for (int[] row : rows(run.out(), "random", "greedy")) {
            assertThat(row).as(run.out()).containsExactly(0, 0, 2, 2);
        }
        assertThat(run.out()).contains("First forfeit of its kind against the greedy anchor,"
                + " game 3: your agent's move was refused: column 9 is not a column with space")
                .contains("First forfeit of its kind against the greedy anchor, game 4: your"
                        + " agent gave no move within 2000 ms and what was left of the game's 0"
                        + " s of overage");
    }

    @Test
    void theCompleteSamplesPerfectAgentWithTheKitsBookWinsEveryGameInTime() throws IOException {
        Path project = sample("connect-four");
        // As a Connect Four kit holds it (StudentKit).
        Path book = project.resolve("src/main/resources")
                .resolve(OpeningBookFile.classPathName("connect-four"));
        Files.createDirectories(book.getParent());
        Files.copy(ROOT.resolve("reference/src/main/resources").resolve(
                OpeningBookFile.classPathName("connect-four")), book);
        Run run = play(project, "connect-four", "--tournament", "--games", "1", "--agent",
                "tabuleiro.connectfour.solver.PerfectAgent");
        assertThat(run.status()).as(run.err()).isZero();
        for (int[] row : rows(run.out(), "random", "greedy")) {
            assertThat(row).as(run.out()).containsExactly(2, 0, 0, 0);
        }
        assertThat(run.out()).doesNotContain("opening book")
                .contains("2000 ms a move and 60 s more over each game")
                .containsPattern("(?m)^\\[4/4 \\d+:\\d\\d\\] games done, about 0:00 left$");
    }

    @Test
    void aProjectWithADamagedBookIsToldWhatItMeansAndWhatToDoInItsLanguage() throws IOException {
        Path project = sample("connect-four");
        // Damaged rather than missing: in this JVM the reference's own book is on the class
        // path behind the project's resources (a kit without the file is told the same).
        Path book = project.resolve("src/main/resources")
                .resolve(OpeningBookFile.classPathName("connect-four"));
        Files.createDirectories(book.getParent());
        Files.writeString(book, "not a book", StandardCharsets.UTF_8);
        Run english = play(project, "connect-four", "--tournament", "--games", "1");
        assertThat(english.status()).as(english.err()).isZero();
        assertThat(english.out()).contains("The perfect agent has no opening book"
                + " (src/main/resources/tabuleiro/connectfour/solver/opening-book.bin.gz is"
                + " missing or damaged), so it searches from the empty board, which takes"
                + " minutes a move, and loses its games on time: put that file back from a"
                + " fresh kit.");
        Run portuguese = play(project, "connect-four", "--tournament", "--games", "1", "--lang",
                "pt");
        assertThat(portuguese.out()).contains("O agente perfeito não tem livro de aberturas"
                + " (falta src/main/resources/tabuleiro/connectfour/solver/opening-book.bin.gz"
                + " ou está danificado)").contains("volte a pôr esse ficheiro, tirado de um kit"
                + " novo.");
        assertThat(Untranslated.englishIn(portuguese.out(), KitTournamentTexts.class)).isEmpty();
        // Quarto's agent reads no book: nothing is said.
        Run quarto = play(sample("quarto"), "quarto", "--tournament", "--games", "1");
        assertThat(quarto.out()).doesNotContain("opening book");
    }

    @Test
    void anEngineThatFailsAsRefereeLosesEachGameWithItsReason() throws IOException {
        Path project = sample("connect-four");
        Path game = project.resolve("src/main/java/tabuleiro/connectfour/Game.java");
        String source = Files.readString(game, StandardCharsets.UTF_8);
        String winner = "return Optional.ofNullable(winner);";
        assertThat(source).contains(winner);
        Files.writeString(game, source.replace(winner, "throw new IllegalStateException("
                + "\"who won?\");"), StandardCharsets.UTF_8);
        Run run = play(project, "connect-four", "--tournament", "--games", "1");
        assertThat(run.status()).as(run.err()).isZero();
        for (int[] row : rows(run.out(), "random", "greedy")) {
            assertThat(row).as(run.out()).containsExactly(0, 0, 2, 2);
        }
        assertThat(run.out()).contains("your engine failed while it refereed:"
                + " java.lang.IllegalStateException: who won?");
    }

    @Test
    void thePortugueseTableHasNoEnglishSentence() throws IOException {
        Path project = sample("connect-four");
        Run run = play(project, "connect-four", "--tournament", "--games", "1", "--lang", "pt");
        assertThat(run.status()).as(run.err()).isZero();
        assertThat(run.out()).contains("Arbitrado pelo seu próprio motor");
        rows(run.out(), "aleatória", "gulosa");
        assertThat(Untranslated.englishIn(run.out(), KitTournamentTexts.class)).isEmpty();
        assertThat(Untranslated.sentences(run.out())).isEmpty();
    }

    @Test
    void aPortugueseTableSaysItsForfeitsReasonsInPortuguese() throws IOException {
        Path project = sample("connect-four");
        write(project, "tabuleiro/connectfour/OffTheGrid.java",
                """
                package tabuleiro.connectfour;

                public final class OffTheGrid implements Agent {
                    @Override
                    public int chooseColumn(Game game, Player player) {
                        return 9;
                    }
                }
                """);
        Run run = play(project, "connect-four", "--tournament", "--games", "1", "--lang", "pt");
        assertThat(run.status()).as(run.err()).isZero();
        assertThat(run.out()).contains(Texts.of(ConnectFourWords.class, Language.PORTUGUESE)
                .text("referee.no.space", "9"));
        assertThat(Untranslated.englishIn(run.out(), KitTournamentTexts.class,
                RefereeTexts.class, ConnectFourWords.class)).as(run.out()).isEmpty();
        assertThat(Untranslated.sentences(run.out())).as(run.out()).isEmpty();
    }

    @Test
    void aQuartoEnginesRefusalIsSaidInPortuguese() throws IOException {
        Path project = sample("quarto");
        // The student's engine refuses the second placement on A1, in its contract's words.
        write(project, "tabuleiro/quarto/CornerOnly.java",
                """
                package tabuleiro.quarto;

                public final class CornerOnly implements Agent {
                    private final Agent random = new RandomAgent(1L);

                    @Override
                    public Piece choosePiece(Game game) {
                        return random.choosePiece(game);
                    }

                    @Override
                    public Square chooseSquare(Game game) {
                        return new Square(1, 1);
                    }
                }
                """);
        Run run = play(project, "quarto", "--tournament", "--games", "1", "--lang", "pt",
                "--agent", "tabuleiro.quarto.CornerOnly");
        assertThat(run.status()).as(run.err()).isZero();
        assertThat(rows(run.out(), "aleatória", "gulosa")).allSatisfy(row ->
                assertThat(row[3]).as(run.out()).isPositive());
        assertThat(Untranslated.englishIn(run.out(), KitTournamentTexts.class,
                RefereeTexts.class, tabuleiro.quarto.ui.QuartoContracts.class))
                .as(run.out()).isEmpty();
        assertThat(Untranslated.sentences(run.out())).as(run.out()).isEmpty();
    }

    @Test
    void aBadCountIsRefusedInPortuguese() {
        Run none = play(dir, "connect-four", "--tournament", "--games", "0", "--lang", "pt");
        assertThat(none.status()).isEqualTo(2);
        assertThat(none.err()).contains(Texts.of(KitTournamentTexts.class, Language.PORTUGUESE)
                .text("games.range", 1000, 0));
        // After --, as the kit's script passes them: read by the command, not by picocli.
        Run word = play(dir, "connect-four", "--", "--tournament", "--seed", "x", "--lang",
                "pt");
        assertThat(word.status()).isEqualTo(2);
        assertThat(word.err()).contains(Texts.of(KitTournamentTexts.class, Language.PORTUGUESE)
                .text("not.number", "--seed", "x"));
    }

    @Test
    void aTournamentThatCannotStartSaysWhyInPortuguese() throws IOException {
        Path project = sample("connect-four");
        String missing = "tabuleiro.connectfour.NoSuchAgent";
        Run run = play(project, "connect-four", "--tournament", "--games", "1", "--lang", "pt",
                "--agent", missing);
        assertThat(run.status()).as(run.err()).isEqualTo(1);
        Texts texts = Texts.of(KitTournamentTexts.class, Language.PORTUGUESE);
        assertThat(run.err()).contains(texts.text("cannot.start", texts.text("reason.no.agent",
                List.of(missing), "tabuleiro.connectfour.Agent")));
        assertThat(Untranslated.englishIn(run.err(), KitTournamentTexts.class)).as(run.err())
                .isEmpty();
        assertThat(Untranslated.sentences(run.err())).as(run.err()).isEmpty();
    }

    @Test
    void quartoPlaysOnTheStudentsEngine() throws IOException {
        Path project = sample("quarto");
        Run run = play(project, "quarto", "--tournament", "--games", "2", "--seed", "7");
        assertThat(run.status()).as(run.err()).isZero();
        assertThat(run.out()).contains("your agent tabuleiro.quarto.RandomAgent");
        List<int[]> rows = rows(run.out(), "random", "greedy");
        for (int[] row : rows) {
            assertThat(row[0] + row[1] + row[2]).as(run.out()).isEqualTo(4);
            assertThat(row[3]).as(run.out()).isZero();
        }
    }

    @Test
    void aBadCountAndOptionsWithoutTournamentAreRefused() {
        Run none = play(dir, "connect-four", "--tournament", "--games", "0");
        assertThat(none.status()).isEqualTo(2);
        assertThat(none.err()).contains("--games must be 1 to 1000, but it is 0");
        Run alone = play(dir, "connect-four", "--seed", "3");
        assertThat(alone.status()).isEqualTo(2);
        assertThat(alone.err()).contains("options of --tournament");
        Run other = play(dir, "connect-four", "--", "--tournament", "--first", "human");
        assertThat(other.status()).isEqualTo(2);
        assertThat(other.err()).contains("but it was also given --first human");
    }

    @Test
    void qwirklePlaysOnTheStudentsEngine() throws IOException {
        Path project = sample("qwirkle");
        Run run = play(project, "qwirkle", "--tournament", "--games", "1", "--seed", "5");
        assertThat(run.status()).as(run.err()).isZero();
        // Qwirkle has seats, not colours, and one game is one.
        assertThat(run.out()).contains("Qwirkle: your agent tabuleiro.qwirkle.RandomAgent"
                + " against the grader's two anchors, 1 game from each seat (first and second to"
                + " play) against each (seed 5,").doesNotContain("colour")
                .contains("the greedy one the placement that scores most now");
        noForfeit(run, 2, "random", "greedy");
    }

    @Test
    void chessWithoutAnAgentOfItsOwnPlaysItsAlphaBetaAgentAtDepthOne() throws IOException {
        Path project = sample("chess");
        Run run = play(project, "chess", "--tournament", "--games", "1");
        assertThat(run.status()).as(run.err()).isZero();
        // The complete sample adds no agent, and chess has no RandomAgent: as in the class
        // tournament, its AlphaBetaAgent plays, searching one ply.
        assertThat(run.out()).contains("Chess: your agent tabuleiro.chess.AlphaBetaAgent")
                .contains("A game still going after 200 moves (of both sides) is drawn.");
        noForfeit(run, 2, "random", "greedy");
    }

    @Test
    void checkersPlaysOnTheStudentsEngineInPortuguese() throws IOException {
        Path project = sample("checkers");
        Run run = play(project, "checkers", "--tournament", "--games", "1", "--lang", "pt");
        assertThat(run.status()).as(run.err()).isZero();
        assertThat(run.out()).contains("o seu agente tabuleiro.checkers.AlphaBetaAgent"
                + " contra as duas âncoras do avaliador, 1 jogo com cada cor contra cada uma")
                .contains("(uma pedra 1, uma dama 3)");
        noForfeit(run, 2, "aleatória", "gulosa");
        assertThat(Untranslated.englishIn(run.out(), KitTournamentTexts.class)).as(run.out())
                .isEmpty();
        assertThat(Untranslated.sentences(run.out())).as(run.out()).isEmpty();
    }

    @Test
    void aQwirkleAgentThatThrowsOrPlacesWhereNoTileMayGoLosesThoseGames() throws IOException {
        Path project = sample("qwirkle");
        // Off the board's tiles at (50,50) on its own first turn, else it throws.
        write(project, "tabuleiro/qwirkle/FarAway.java",
                """
                package tabuleiro.qwirkle;

                public final class FarAway implements Agent {
                    @Override
                    public Turn chooseTurn(Game game) {
                        if (game.board().isEmpty()) {
                            throw new IllegalStateException("no opening");
                        }
                        Tile tile = game.currentPlayer().hand().tiles().get(0);
                        return new Turn.Place(Placement.of(new TileAt(tile,
                                new Position(50, 50))));
                    }
                }
                """);
        Run run = play(project, "qwirkle", "--tournament", "--games", "1");
        assertThat(run.status()).as(run.err()).isZero();
        for (int[] row : rows(run.out(), "random", "greedy")) {
            assertThat(row).as(run.out()).containsExactly(0, 0, 2, 2);
        }
        // Game 1 it opens (and throws), game 2 the anchor does (and its tile is refused).
        assertThat(run.out()).contains("against the random anchor, game 1: your agent threw"
                + " java.lang.IllegalStateException: no opening").contains("against the random"
                + " anchor, game 2: your agent's move was refused: the tiles must touch a tile"
                + " already on the board");
    }

    @Test
    void aChessAgentsIllegalMoveAndExceptionAndACheckersAgentThatNeverAnswersLose()
            throws IOException {
        Path chess = sample("chess");
        // A pawn three squares forward as White; an exception as Black.
        write(chess, "tabuleiro/chess/Blunders.java",
                """
                package tabuleiro.chess;

                public final class Blunders implements Agent {
                    @Override
                    public Move chooseMove(Game game) {
                        if (game.sideToMove() == Colour.BLACK) {
                            throw new IllegalStateException("no defence");
                        }
                        return Move.of(Square.parse("e2"), Square.parse("e5"));
                    }
                }
                """);
        Run blunders = play(chess, "chess", "--tournament", "--games", "1");
        assertThat(blunders.status()).as(blunders.err()).isZero();
        for (int[] row : rows(blunders.out(), "random", "greedy")) {
            assertThat(row).as(blunders.out()).containsExactly(0, 0, 2, 2);
        }
        assertThat(blunders.out()).contains("against the random anchor, game 1: your agent's"
                + " move was refused: \"e2e5\" is not a legal move here")
                .contains("against the random anchor, game 2: your agent threw"
                        + " java.lang.IllegalStateException: no defence");
        Path checkers = sample("checkers");
        // Asleep past the time limit as Black (so that the thread left behind ends); as
        // White it resigns, which loses the game without a forfeit.
        write(checkers, "tabuleiro/checkers/Stalls.java",
                """
                package tabuleiro.checkers;

                import java.util.Optional;

                public final class Stalls implements Agent {
                    @Override
                    public Optional<Move> chooseMove(Game game) {
                        if (game.sideToMove() == Colour.BLACK) {
                            try {
                                Thread.sleep(5_000);
                            } catch (InterruptedException e) {
                                Thread.currentThread().interrupt();
                            }
                        }
                        return Optional.empty();
                    }
                }
                """);
        // No overage, so that its 5 s move is late (with the default 60 s it is in time).
        Run stalls = play(checkers, "checkers", "--tournament", "--games", "1", "--overage",
                "0");
        assertThat(stalls.status()).as(stalls.err()).isZero();
        for (int[] row : rows(stalls.out(), "random", "greedy")) {
            assertThat(row).as(stalls.out()).containsExactly(0, 0, 2, 1);
        }
        assertThat(stalls.out()).contains("against the greedy anchor, game 4: your agent gave"
                + " no move within 2000 ms and what was left of the game's 0 s of overage");
    }

    /** Checks that every game was played to its end, none forfeited, against each anchor. */
    private static void noForfeit(Run run, int games, String... anchors) {
        for (int[] row : rows(run.out(), anchors)) {
            assertThat(row[0] + row[1] + row[2]).as(run.out()).isEqualTo(games);
            assertThat(row[3]).as(run.out()).isZero();
        }
    }

    /** The rows of the table, in the anchors' order, each won, drawn, lost and forfeits. */
    private static List<int[]> rows(String out, String... anchors) {
        List<String> names = new ArrayList<>();
        List<int[]> rows = new ArrayList<>();
        Matcher row = ROW.matcher(out);
        while (row.find()) {
            names.add(row.group(1));
            int[] counts = new int[4];
            for (int i = 0; i < counts.length; i++) {
                counts[i] = Integer.parseInt(row.group(i + 2));
            }
            rows.add(counts);
        }
        assertThat(names).as(out).containsExactly(anchors);
        return rows;
    }

    /** A copy of a game's complete sample, which the play command lays over the skeleton. */
    private Path sample(String game) throws IOException {
        Path from = ROOT.resolve("grading/samples/" + game + "/complete");
        Path to = dir.resolve(game);
        try (Stream<Path> files = Files.walk(from)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                Path copy = to.resolve(from.relativize(file).toString());
                Files.createDirectories(copy.getParent());
                Files.copy(file, copy);
            }
        }
        return to;
    }

    private static void write(Path project, String file, String source) throws IOException {
        Path path = project.resolve("src/main/java").resolve(file);
        Files.createDirectories(path.getParent());
        Files.writeString(path, source, StandardCharsets.UTF_8);
    }

    private static Run play(Path project, String game, String... options) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        List<String> arguments = new ArrayList<>(List.of("--project", project.toString(),
                "--scheme", ROOT.resolve("grading/schemes/" + game + ".json").toString()));
        arguments.addAll(List.of(options));
        int status = new CommandLine(new PlayCommand()).setOut(new PrintWriter(out, true))
                .setErr(new PrintWriter(err, true)).execute(arguments.toArray(String[]::new));
        return new Run(status, out.toString(), err.toString());
    }

    /** The repository's root: the grader's tests run in grading/. */
    private static Path root() {
        Path here = Path.of("").toAbsolutePath();
        return Files.isDirectory(here.resolve("grading")) ? here : here.getParent();
    }

    /** What one run of the command did. */
    private record Run(int status, String out, String err) {
    }
}
