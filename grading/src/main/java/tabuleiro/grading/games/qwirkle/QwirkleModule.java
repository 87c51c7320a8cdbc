package tabuleiro.grading.games.qwirkle;

import java.util.Map;
import java.util.Optional;
import java.util.ResourceBundle;
import java.util.Set;
import tabuleiro.grading.spi.GameModule;

/**
 * Qwirkle in the grader: its probe deals each game from a seed ({@code new SEED}).
 *
 * <p>A generated game is cut at 24 turns, where its legal sets cost what a game can pay within
 * the budget: every game of 40 seeds placed several tiles at once, 32 scored crossing lines, 37
 * swapped, 4 made a Qwirkle and none reached the end (at 40 turns 11 of 40 made a Qwirkle, and
 * still none ended; grading/docs/generated-examples.md). So each game is followed by an end
 * game ({@code new end SEED}, within the same turns): of the end games of 40 seeds all ended,
 * 22 by a last tile placed with the bag empty and 18 with nobody able to place, 3 on equal
 * points. A class's 2 games, and the kit's one a seed, fit the same budget as the other
 * games' larger counts. Its properties: a placement's points by its own lines, the end and the
 * winner by its rules, and the placement read back.
 *
 * <p>Its probe deals each game itself (its own full set and shuffle, and the bag dealt again
 * after a trade): a game started from the engine's own shuffle of its own full set met other
 * hands at {@code new} on a correct engine that builds the set in another order (the bundled
 * {@code complete} sample), and was charged there.
 *
 * <p>Its end games deal two hands of six and a bag of at most six tiles, so that the random
 * game reaches the end of the game (QWIRKLE-17) and its winners (QWIRKLE-18). Its legal set
 * has no scenario of its own (the probe answers an {@code error:}), so the feedback says how
 * to reproduce a difference there without one. Its answers' lists: a bag holds three of each
 * tile, so lists are compared as multisets; a placement holds {@code ;} itself and a trade,
 * {@code swap} and its tiles, a space; the tiles of a hand or the bag are {@code ;}-separated,
 * and its board is a list of tiles on their squares, {@code A1@0,0;B1@0,1}, where the other
 * games' boards are grids of rows.
 *
 * <p>In the tournament a player is told the position, not the moves ({@code child.QwirklePosition},
 * in this folder): a submission's bag shuffles its own way, so the moves would not replay alike on
 * its engine, and the kit's anchors draw from the game's seed and the length of the position. Its
 * games have no openings, the deal from each game's seed varying them, and both orders of a pair
 * share a seed, so the bag is dealt the same for each player in each seat. Its players are seats,
 * not colours, so the kit's table has a header of its own; a turn of six tiles, its longest move,
 * is under 100 characters with its spaces.
 */
public final class QwirkleModule implements GameModule {

    /** Creates the module, as the registry does. */
    public QwirkleModule() {
        // The registry's ServiceLoader needs a public constructor.
    }

    @Override
    public String id() {
        return "qwirkle";
    }

    @Override
    public int rank() {
        return 5;
    }

    @Override
    public String probeClass() {
        return "tabuleiro.features.qwirkle.probe.QwirkleProbe";
    }

    @Override
    public boolean seeded() {
        return true;
    }

    @Override
    public int maxPlies() {
        return 24;
    }

    @Override
    public int endGames() {
        return 1;
    }

    @Override
    public int kitGames() {
        return 1;
    }

    @Override
    public int kitRandomGames() {
        return 4;
    }

    @Override
    public Class<? extends ResourceBundle> words() {
        return QwirkleWords.class;
    }

    @Override
    public Map<String, String> properties() {
        return Map.of("linepoints", "agrees", "endrule", "agrees", "winrule", "agrees",
                "placementback", "agrees");
    }

    @Override
    public Set<String> engineCharged() {
        return Set.of("legal", "linepoints");
    }

    @Override
    public <P> Optional<P> part(Class<P> kind) {
        return GameModule.partOf(kind, new QwirkleBoard(), new QwirkleHardCases(),
                new QwirkleTournament());
    }
}
