package tabuleiro.ui;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The long fuzz run, a benchmark rather than a test: plays many scripts into each game's text UI
 * and prints, per game, the sessions and lines tried, the crashes and hangs found and the time
 * taken, with the seed of each session that went wrong.
 *
 * <p>Run it with {@code ./mvnw -B -pl reference -Pfuzz test-compile exec:exec}, or
 * {@code -Dfuzz.args="SESSIONS SEED TARGET-CLASS..."} to choose; the defaults play 2,000
 * sessions of up to 300 lines into each of the five games from seed 1. It exits with 1 when
 * anything went wrong, so a script can tell.
 */
public final class FuzzCampaign {

    private FuzzCampaign() {
    }

    /**
     * Runs the campaign.
     *
     * @param args the number of sessions per game, the first seed, then the class names of the
     *     games' {@link FuzzTarget}s
     * @throws ReflectiveOperationException if a target class cannot be made
     */
    public static void main(String[] args) throws ReflectiveOperationException {
        if (args.length < 3) {
            System.err.println("usage: FuzzCampaign SESSIONS SEED TARGET-CLASS...");
            System.exit(2);
        }
        int sessions = Integer.parseInt(args[0]);
        long seed = Long.parseLong(args[1]);
        List<Fuzzer.Report> reports = new ArrayList<>();
        for (int i = 2; i < args.length; i++) {
            FuzzTarget target = (FuzzTarget) Class.forName(args[i]).getDeclaredConstructor()
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
}
