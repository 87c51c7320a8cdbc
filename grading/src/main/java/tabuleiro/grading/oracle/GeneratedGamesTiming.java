package tabuleiro.grading.oracle;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.List;
import tabuleiro.grading.model.GeneratedSetting;
import tabuleiro.grading.spi.Games;

/**
 * Measures the processor time of a game's default count of generated games, the reference
 * answering on both sides (the oracle and, in a second class loader of the oracle's jars, the
 * engine): {@code java -cp grading/target/classes tabuleiro.grading.oracle.GeneratedGamesTiming
 * [SEED] [GAME...]}. Run it once per game in a fresh JVM to count the cold start a grading pays
 * (class loading and the interpreter before the JIT), as issue 47's budget asks; with
 * {@code -Dtiming.games=N} it plays N games instead of each game's default.
 *
 * <p>A developer's tool, not a command of the grader: it prints, per game, the games, the
 * questions and the processor time of this thread.
 */
public final class GeneratedGamesTiming {

    private static final double NANOS_PER_MILLI = 1e6;
    private static final String GAMES_PROPERTY = "timing.games";

    private GeneratedGamesTiming() {
    }

    /**
     * Plays and times.
     *
     * @param args an optional seed, then the games (all five when none is named)
     * @throws Exception if the oracle cannot be opened
     */
    public static void main(String[] args) throws Exception {
        long seed = args.length > 0 ? Long.parseLong(args[0]) : 47;
        List<String> games = args.length > 1 ? Arrays.asList(args).subList(1, args.length)
                : Games.ids();
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        try (Oracle oracle = Oracle.ofGrader(); Oracle engine = Oracle.ofGrader()) {
            for (String game : games) {
                GeneratedGames.Settings settings = GeneratedGames.Settings.of(game);
                // Another count than the default, to measure what a new default would cost.
                settings = new GeneratedGames.Settings(game, settings.seeded(),
                        settings.maxPlies(), Integer.getInteger(GAMES_PROPERTY,
                                GeneratedSetting.defaultGames(game)), settings.endGames());
                long start = threads.getCurrentThreadCpuTime();
                // Since issue 82 the oracle plays the class's games once per class (with the
                // reach floors' candidates); a submission pays its engine's answers and the
                // comparison alone. Both are said, and the sum the budget was set against.
                GeneratedGames.Script script = ClassGames.select(settings, oracle.probe(game),
                        GeneratedSetting.gamesSeed(seed), settings.games());
                long played = threads.getCurrentThreadCpuTime();
                java.util.function.Function<String, String> probe = engine.probe(game);
                List<String> answers = script.questions().stream().map(probe).toList();
                long answered = threads.getCurrentThreadCpuTime();
                GeneratedGames.Outcome outcome = GeneratedGames.compare(oracle.probe(game),
                        script, answers);
                long compared = threads.getCurrentThreadCpuTime();
                System.out.printf("%s: %d games, %d questions; processor time: the class's"
                        + " games %.0f ms once per class; a submission %.0f ms (its engine's"
                        + " answers %.0f ms, the comparison %.0f ms); disagreements %s%n", game,
                        outcome.games(), outcome.questions(), (played - start) / NANOS_PER_MILLI,
                        (compared - played) / NANOS_PER_MILLI,
                        (answered - played) / NANOS_PER_MILLI,
                        (compared - answered) / NANOS_PER_MILLI,
                        outcome.disagreements().keySet());
            }
        }
    }
}
