package tabuleiro.grading.oracle;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.List;

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

    private static final List<String> GAMES = List.of("connectfour", "quarto", "chess",
            "checkers", "qwirkle");
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
                : GAMES;
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        try (Oracle oracle = Oracle.ofGrader(); Oracle engine = Oracle.ofGrader()) {
            for (String game : games) {
                GeneratedGames.Settings settings = GeneratedGames.Settings.of(game);
                // Another count than the default, to measure what a new default would cost.
                settings = new GeneratedGames.Settings(game, settings.seeded(),
                        settings.maxPlies(), Integer.getInteger(GAMES_PROPERTY,
                                settings.games()), settings.endGames());
                long start = threads.getCurrentThreadCpuTime();
                GeneratedGames.Outcome outcome = GeneratedGames.play(settings,
                        oracle.probe(game), engine.probe(game), seed);
                long spent = threads.getCurrentThreadCpuTime() - start;
                System.out.printf("%s: %d games, %d questions, %.0f ms of processor time,"
                        + " disagreements %s%n", game, outcome.games(), outcome.questions(),
                        spent / NANOS_PER_MILLI, outcome.disagreements().keySet());
            }
        }
    }
}
