package tabuleiro.ui;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import tabuleiro.cli.GameEntry;

/**
 * The long fuzz run, a benchmark rather than a test: plays many scripts into each game's text UI
 * and prints, per game, the sessions and lines tried, the crashes and hangs found and the time
 * taken, with the seed of each session that went wrong.
 *
 * <p>Run it with {@code ./mvnw -B -pl reference -Pfuzz test-compile exec:exec}, or
 * {@code -Dfuzz.args="SESSIONS SEED [TARGET-CLASS...]"} to choose; the defaults play 2,000
 * sessions of up to 300 lines into each registered game ({@link GameEntry#all()}) from seed 1,
 * its target found by the games' convention ({@link #targetOf(GameEntry)}). It exits with 1 when
 * anything went wrong, so a script can tell.
 */
public final class FuzzCampaign {

    private FuzzCampaign() {
    }

    /**
     * Runs the campaign.
     *
     * @param args the number of sessions per game, the first seed, then the class names of the
     *     games' {@link FuzzTarget}s, or none for every registered game's
     * @throws ReflectiveOperationException if a target class cannot be made
     */
    public static void main(String[] args) throws ReflectiveOperationException {
        if (args.length < 2) {
            System.err.println("usage: FuzzCampaign SESSIONS SEED [TARGET-CLASS...]");
            System.exit(2);
        }
        int sessions = Integer.parseInt(args[0]);
        long seed = Long.parseLong(args[1]);
        List<Fuzzer.Report> reports = new ArrayList<>();
        List<String> targets = args.length > 2 ? List.of(args).subList(2, args.length)
                : GameEntry.all().stream().map(FuzzCampaign::targetOf).toList();
        for (String name : targets) {
            FuzzTarget target = (FuzzTarget) Class.forName(name).getDeclaredConstructor()
                    .newInstance();
            Fuzzer.Report report = new Fuzzer(target, 300, 30_000).run(seed, sessions);
            reports.add(report);
            report.problems().forEach(problem -> System.out.println(target.game() + ": "
                    + problem));
        }
        System.out.println("| game | sessions | lines | crashes | hangs | time (s) |");
        System.out.println("| --- | ---: | ---: | ---: | ---: | ---: |");
        boolean clean = true;
        for (Fuzzer.Report report : reports) {
            System.out.println(String.format(Locale.ROOT, "| %s | %d | %d | %d | %d | %.1f |",
                    report.game(), report.sessions(), report.lines(), report.crashes(),
                    report.hangs(), report.millis() / 1000.0));
            clean &= report.problems().isEmpty();
        }
        System.exit(clean ? 0 : 1);
    }

    /**
     * A registered game's fuzz target, by the games' convention: beside its
     * {@code tabuleiro.GAME.cli.NameEntry}, the test class
     * {@code tabuleiro.GAME.ui.NameFuzzTarget}.
     *
     * @param entry the game
     * @return the target's class name
     */
    static String targetOf(GameEntry entry) {
        Class<?> type = entry.getClass();
        String game = type.getPackageName().substring(0, type.getPackageName().lastIndexOf('.'));
        String name = type.getSimpleName().substring(0, type.getSimpleName().length()
                - "Entry".length());
        return game + ".ui." + name + "FuzzTarget";
    }
}
