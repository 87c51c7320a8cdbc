package tabuleiro.grading.oracle;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tabuleiro.features.chess.probe.ChessProbe;
import tabuleiro.features.connectfour.probe.ConnectFourProbe;
import tabuleiro.grading.model.GeneratedSetting;

/**
 * The class's games (issue 82): chosen among the oracle's candidates so that every case any
 * candidate reaches is reached by at least {@value ClassGames#FLOOR} kept games, the same for
 * a seed every time, and as many as each submission was asked before.
 */
class ClassGamesTest {

    @Test
    void aSeedKeepsTheSameGamesEveryTime() {
        GeneratedGames.Settings settings = GeneratedGames.Settings.of("connectfour");
        long seed = GeneratedSetting.gamesSeed(GeneratedSetting.DEFAULT_SEED);
        GeneratedGames.Script once = ClassGames.select(settings, new ConnectFourProbe(), seed,
                settings.games());
        GeneratedGames.Script again = ClassGames.select(settings, new ConnectFourProbe(), seed,
                settings.games());
        assertThat(again).isEqualTo(once);
        assertThat(once.games()).hasSize(settings.games());
    }

    @Test
    void keptGamesReadBackAsPlayedAndAnotherHeaderOrAHalfFileIsPlayedAgain(@TempDir Path folder)
            throws IOException {
        GeneratedGames.Script script = new GeneratedGames.Script(7, List.of(
                new GeneratedGames.Game(List.of("new", "play 4"), List.of("board=.\nover=no",
                        "refused: the column is full (é)")),
                new GeneratedGames.Game(List.of("new end 3"), List.of("board=x y"))));
        Path file = folder.resolve("class-games").resolve("connectfour-7-2.txt.gz");
        ClassGames.write(file, "header 7", script);
        assertThat(ClassGames.read(file, "header 7", 7)).isEqualTo(script);
        assertThat(ClassGames.read(file, "header 8", 7)).as("another seed or oracle").isNull();
        Files.write(file, Arrays.copyOf(Files.readAllBytes(file), 10));
        assertThat(ClassGames.read(file, "header 7", 7)).as("a file cut short").isNull();
        assertThat(ClassGames.read(folder.resolve("none.gz"), "header 7", 7)).isNull();
    }

    @Test
    void aFolderThatCannotBeWrittenCostsOnlyThePlaying(@TempDir Path folder) throws IOException {
        Path blocked = Files.writeString(folder.resolve("class-games"), "a file, not a folder");
        GeneratedGames.Script script = new GeneratedGames.Script(1, List.of(
                new GeneratedGames.Game(List.of("new"), List.of("board=."))));
        ClassGames.write(blocked.resolve("chess-1-1.txt.gz"), "header", script);
        assertThat(Files.readString(blocked)).isEqualTo("a file, not a folder");
    }

    @Test
    void everyCaseACandidateReachesIsReachedByTheFloorOfKeptGames() {
        assertFloors("connectfour", ConnectFourProbe::new);
    }

    /**
     * Where the cases outnumber what the kept games can reach (chess's four games), the kept
     * games still reach more of them than the first candidates, as drawn, do.
     */
    @Test
    void keptGamesReachMoreCasesThanTheDrawAlone() {
        GeneratedGames.Settings settings = GeneratedGames.Settings.of("chess");
        long seed = GeneratedSetting.gamesSeed(GeneratedSetting.DEFAULT_SEED);
        int games = settings.games();
        GeneratedGames.Script kept = ClassGames.select(settings, new ChessProbe(), seed, games);
        List<GeneratedGames.Game> candidates = GeneratedGames.script(settings, new ChessProbe(),
                seed, games * ClassGames.CANDIDATES).games();
        List<GeneratedGames.Game> drawn = new java.util.ArrayList<>(candidates.subList(0,
                games));
        int ends = games * ClassGames.CANDIDATES;
        drawn.addAll(candidates.subList(ends, ends + games * settings.endGames()));
        HardCases cases = HardCases.of("chess");
        assertThat(kept.games()).hasSize(drawn.size());
        assertThat(counts(cases, kept.games()).size())
                .isGreaterThan(counts(cases, drawn).size());
    }

    private static void assertFloors(String game, Supplier<java.util.function.Function<String,
            String>> probe) {
        GeneratedGames.Settings settings = GeneratedGames.Settings.of(game);
        long seed = GeneratedSetting.gamesSeed(GeneratedSetting.DEFAULT_SEED);
        int games = settings.games();
        GeneratedGames.Script kept = ClassGames.select(settings, probe.get(), seed, games);
        GeneratedGames.Script candidates = GeneratedGames.script(settings, probe.get(), seed,
                games * ClassGames.CANDIDATES);
        assertThat(kept.games()).as("%s: the games each submission is asked", game)
                .hasSize(games * (1 + settings.endGames()));
        assertThat(candidates.games()).as("%s: the kept games are candidates", game)
                .containsAll(kept.games());
        HardCases cases = HardCases.of(game);
        Map<String, Integer> offered = counts(cases, candidates.games());
        Map<String, Integer> reached = counts(cases, kept.games());
        assertThat(offered).as("%s: the candidates reach some cases", game).isNotEmpty();
        offered.forEach((found, times) -> assertThat(reached.getOrDefault(found, 0))
                .as("%s: kept games reaching %s", game, found)
                .isGreaterThanOrEqualTo(Math.min(times, ClassGames.FLOOR)));
    }

    private static Map<String, Integer> counts(HardCases cases,
            List<GeneratedGames.Game> games) {
        Map<String, Integer> counts = new HashMap<>();
        for (GeneratedGames.Game game : games) {
            Set<String> reached = cases.floorsReachedBy(game);
            reached.forEach(found -> counts.merge(found, 1, Integer::sum));
        }
        return counts;
    }
}
