package tabuleiro.grading.oracle;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * The games a class is graded on (issue 82): the oracle plays {@value #CANDIDATES} times more
 * games than each submission is asked, from the class's seed, and keeps the given number of
 * them, chosen so that each hard case ({@link HardCases}, with its finer cases by side and by
 * direction) is reached by at least {@value #FLOOR} of the kept games wherever any candidate
 * reaches it: the reach floors. The rest of the kept games are the first candidates not yet
 * kept, so the choice stays random. Full games and end games are chosen apart, each from their
 * own candidates, and kept in the order they were played.
 *
 * <p>Why: a bug that shows in a rare position (a quick win scored with player 2 to move, a
 * castling right held with a knight in the way) is caught by the games of some seeds and not
 * others, and with one set of games per class a whole class would keep or lose the points of
 * such a bug by the luck of one draw. The oracle plays the candidates once per class (and once
 * per kit seed), so the floors cost the oracle a few seconds per class and each submission
 * nothing: it is asked as many games as before.
 */
public final class ClassGames {

    /** How many candidates the oracle plays for each game a submission is asked. */
    static final int CANDIDATES = 4;

    /** The fewest kept games that reach each case, where the candidates reach it. */
    static final int FLOOR = 2;

    private ClassGames() {
    }

    /**
     * The games of a seed, with reach floors: {@code games} full games, each followed by the
     * settings' end games, as {@link GeneratedGames#script(GeneratedGames.Settings, Function,
     * long, int)} lays them out, chosen among {@value #CANDIDATES} times as many.
     *
     * @param settings the game's settings
     * @param oracle the reference's probe
     * @param seed the class's (or kit's) games seed
     * @param games how many full games to keep
     * @return the kept games, full games first, then end games
     */
    public static GeneratedGames.Script select(GeneratedGames.Settings settings,
            Function<String, String> oracle, long seed, int games) {
        Objects.requireNonNull(settings, "settings");
        if (games <= 0) {
            return GeneratedGames.script(settings, oracle, seed, games);
        }
        GeneratedGames.Script candidates = GeneratedGames.script(settings, oracle, seed,
                games * CANDIDATES);
        List<GeneratedGames.Game> played = candidates.games();
        int fullCandidates = games * CANDIDATES;
        HardCases cases = HardCases.of(settings.game());
        List<GeneratedGames.Game> kept = new ArrayList<>(keep(played.subList(0, fullCandidates),
                games, cases));
        kept.addAll(keep(played.subList(fullCandidates, played.size()),
                games * settings.endGames(), cases));
        return new GeneratedGames.Script(seed, kept);
    }

    /**
     * Keeps {@code count} of the candidates: greedily the one that reaches the most cases still
     * under their floor (the earliest on a tie), until none reaches any, then the earliest of
     * the rest; in the candidates' order.
     */
    private static List<GeneratedGames.Game> keep(List<GeneratedGames.Game> candidates,
            int count, HardCases cases) {
        List<Set<String>> reached = candidates.stream().map(cases::floorsReachedBy).toList();
        Map<String, Integer> times = new HashMap<>();
        Set<Integer> chosen = new TreeSet<>();
        while (chosen.size() < count) {
            int best = -1;
            int bestGain = 0;
            for (int i = 0; i < candidates.size(); i++) {
                if (chosen.contains(i)) {
                    continue;
                }
                int gain = (int) reached.get(i).stream()
                        .filter(found -> times.getOrDefault(found, 0) < FLOOR).count();
                if (gain > bestGain) {
                    best = i;
                    bestGain = gain;
                }
            }
            if (best < 0) {
                break;
            }
            chosen.add(best);
            reached.get(best).forEach(found -> times.merge(found, 1, Integer::sum));
        }
        for (int i = 0; chosen.size() < count && i < candidates.size(); i++) {
            chosen.add(i);
        }
        return chosen.stream().map(candidates::get).toList();
    }
}
