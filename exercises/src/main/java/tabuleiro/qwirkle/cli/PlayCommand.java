package tabuleiro.qwirkle.cli;

import java.io.InputStreamReader;
import java.nio.charset.Charset;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import tabuleiro.qwirkle.Agent;
import tabuleiro.qwirkle.Game;
import tabuleiro.qwirkle.GreedyAgent;
import tabuleiro.qwirkle.RandomAgent;
import tabuleiro.qwirkle.Variant;
import tabuleiro.qwirkle.ui.TextUi;

/**
 * The {@code play} command: Qwirkle in the terminal, two to four seats, each a person or an
 * agent, by the official rules or the brief's.
 */
@Command(name = "play",
        mixinStandardHelpOptions = true,
        description = {
            "Plays Qwirkle in the terminal. Type play A1 0,0 B1 0,1 to put tiles on squares"
                    + " (row,column), trade A1 B2 to trade tiles, pass to pass, help for help.",
            "A tile is a shape letter A-F then a colour digit 1-6; case does not matter."},
        exitCodeListHeading = "Exit status:%n",
        exitCodeList = {"0:the games ended", "1:a game stopped early", "2:a wrong command line"})
public final class PlayCommand implements Callable<Integer> {

    /** The exit status for a command line that cannot be played. */
    static final int BAD_INPUT = 2;

    /**
     * Who sits in a seat. The constants are lowercase because picocli matches enum values by
     * their names, and a command line is typed in lowercase.
     */
    enum Seat {
        /** A person at the keyboard. */
        human,
        /** The agent that plays a legal placement at random. */
        random,
        /** The agent that plays the placement that scores most. */
        greedy
    }

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Option(names = "--variant", paramLabel = "RULES", defaultValue = "official",
            converter = VariantConverter.class,
            description = "official (the rulebook) or brief (the brief's program: the game ends"
                    + " when the bag is empty, passing is always allowed). Default:"
                    + " ${DEFAULT-VALUE}.")
    private Variant variant;

    @Option(names = "--cheat",
            description = "The brief's cheat mode: a player may place a tile still in the bag."
                    + " Only with --variant brief.")
    private boolean cheat;

    @Option(names = "--players", paramLabel = "SEAT", split = ",", defaultValue = "human,greedy",
            description = "The seats in order, 2 to 4, each one of ${COMPLETION-CANDIDATES},"
                    + " separated by commas. Default: ${DEFAULT-VALUE}.")
    private List<Seat> seats;

    @Option(names = "--seed", paramLabel = "N",
            description = "Seed of the bag and the random agents, to replay a game. Default: a"
                    + " new one, which is shown.")
    private Long seed;

    @Override
    public Integer call() {
        if (seats.size() < Game.MIN_PLAYERS || seats.size() > Game.MAX_PLAYERS) {
            return refuse("Qwirkle is played by " + Game.MIN_PLAYERS + " to "
                    + Game.MAX_PLAYERS + " players, but " + seats.size() + " seats were given");
        }
        if (cheat && variant != Variant.BRIEF) {
            return refuse("the cheat mode is part of the brief's rules: add --variant brief");
        }
        long chosen = seed != null ? seed : new SplittableRandom().nextLong();
        spec.commandLine().getOut().println("Seed: " + chosen + " (play the same games again"
                + " with --seed " + chosen + ")");
        SplittableRandom random = new SplittableRandom(chosen);
        TextUi ui = new TextUi(new InputStreamReader(System.in, Charset.defaultCharset()),
                spec.commandLine().getOut());
        List<Agent> agents = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (int i = 0; i < seats.size(); i++) {
            Seat seat = seats.get(i);
            names.add("Player " + (i + 1) + " (" + seat + ")");
            agents.add(switch (seat) {
                case human -> ui.keyboard();
                case random -> new RandomAgent(random.split());
                case greedy -> new GreedyAgent();
            });
        }
        boolean ended = ui.playSession(
                () -> Game.newGame(variant, cheat, names, random.split()), agents);
        return ended ? 0 : 1;
    }

    private int refuse(String problem) {
        spec.commandLine().getErr().println("qwirkle play: " + problem);
        return BAD_INPUT;
    }

    /** Reads a variant in either case, with a message that names the two. */
    static final class VariantConverter implements CommandLine.ITypeConverter<Variant> {

        @Override
        public Variant convert(String value) {
            try {
                return Variant.of(value);
            } catch (IllegalArgumentException unknown) {
                throw new CommandLine.TypeConversionException(unknown.getMessage());
            }
        }
    }
}
