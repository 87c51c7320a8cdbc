package tabuleiro.qwirkle.cli;

import java.io.InputStreamReader;
import java.nio.charset.Charset;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import tabuleiro.cli.ExitStatus;
import tabuleiro.qwirkle.Agent;
import tabuleiro.qwirkle.CheatMode;
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
                    + " (row,column), trade A1 B2 to trade tiles, pass to pass, hand to see your"
                    + " hand, help for help, quit (or sair) to stop.",
            "A tile is a shape letter A-F then a colour digit 1-6; case does not matter.",
            "Hands are hidden: only a person's own hand is shown. When several people share the"
                    + " keyboard, each is asked to take it before their hand is shown."})
public final class PlayCommand implements Callable<Integer> {

    /** Who sits in a seat; typed in lowercase, as the launcher lists enum values. */
    enum Seat {
        /** A person at the keyboard. */
        HUMAN,
        /** The agent that plays a legal placement at random. */
        RANDOM,
        /** The agent that plays the placement that scores most. */
        GREEDY;

        /** The seat as it is typed and shown: its name in lowercase. */
        @Override
        public String toString() {
            return name().toLowerCase(Locale.ROOT);
        }
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
            converter = SeatConverter.class,
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
                case HUMAN -> ui.keyboard();
                case RANDOM -> new RandomAgent(random.split());
                case GREEDY -> new GreedyAgent();
            });
        }
        CheatMode cheatMode = cheat ? CheatMode.ON : CheatMode.OFF;
        TextUi.Outcome outcome = ui.playSession(
                () -> Game.newGame(variant, cheatMode, names, random.split()), agents);
        return outcome.status().code();
    }

    private int refuse(String problem) {
        spec.commandLine().getErr().println("qwirkle play: " + problem);
        return ExitStatus.USAGE.code();
    }

    /**
     * Reads a seat in any case, with a message that names the seats as they are typed: picocli's
     * own message for an enum lists the constants' names, in capitals.
     */
    static final class SeatConverter implements CommandLine.ITypeConverter<Seat> {

        @Override
        public Seat convert(String value) {
            for (Seat seat : Seat.values()) {
                if (seat.toString().equalsIgnoreCase(value.strip())) {
                    return seat;
                }
            }
            throw new CommandLine.TypeConversionException("a seat is one of human, random or"
                    + " greedy, but '" + value + "' was given");
        }
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
