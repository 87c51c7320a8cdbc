package tabuleiro.qwirkle.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.SplittableRandom;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import tabuleiro.cli.PlayCommandBase;
import tabuleiro.qwirkle.Agent;
import tabuleiro.qwirkle.CheatMode;
import tabuleiro.qwirkle.Game;
import tabuleiro.qwirkle.GreedyAgent;
import tabuleiro.qwirkle.RandomAgent;
import tabuleiro.qwirkle.Variant;
import tabuleiro.qwirkle.ui.TextUi;
import tabuleiro.ui.Texts;

/**
 * The {@code play} command: Qwirkle in the terminal, two to four seats, each a person or an
 * agent, by the official rules or the brief's. Its help is in {@link QwirkleHelp}, what it says
 * in {@link PlayTexts}, both in the language {@code --lang} asks for.
 */
@Command(name = "play",
        mixinStandardHelpOptions = true)
public final class PlayCommand extends PlayCommandBase {

    /**
     * Who sits in a seat; typed in lowercase, as the launcher lists enum values, or by its
     * Portuguese name.
     */
    enum Seat {
        /** A person at the keyboard. */
        HUMAN("humano"),
        /** The agent that plays a legal placement at random. */
        RANDOM("aleatorio", "aleatório"),
        /** The agent that plays the placement that scores most. */
        GREEDY("guloso");

        private final Set<String> portuguese;

        Seat(String... portuguese) {
            this.portuguese = Set.of(portuguese);
        }

        /**
         * Tells whether a typed word names this seat, in English or Portuguese, in any case.
         *
         * @param typed the word typed
         * @return true if it is this seat's name in either language
         */
        boolean isNamed(String typed) {
            String word = typed.strip().toLowerCase(Locale.ROOT);
            return word.equals(toString()) || portuguese.contains(word);
        }

        /** The seat as it is typed and shown: its name in lowercase. */
        @Override
        public String toString() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    @Option(names = "--variant", paramLabel = "RULES", defaultValue = "official",
            converter = VariantConverter.class)
    private Variant variant;

    @Option(names = "--cheat")
    private boolean cheat;

    @Option(names = "--players", paramLabel = "SEAT", split = ",", defaultValue = "human,greedy",
            converter = SeatConverter.class)
    private List<Seat> seats;

    @Option(names = "--seed", paramLabel = "N")
    private Long seed;

    /** Creates the command; picocli sets its options. */
    public PlayCommand() {
        super(PlayTexts.class);
    }

    @Override
    protected int play() {
        Texts texts = texts();
        if (seats.size() < Game.MIN_PLAYERS || seats.size() > Game.MAX_PLAYERS) {
            return refuse(texts.text("refused", texts.text("refused.players", Game.MIN_PLAYERS,
                    Game.MAX_PLAYERS, seats.size())));
        }
        if (cheat && variant != Variant.BRIEF) {
            return refuse(texts.text("refused", texts.text("refused.cheat")));
        }
        SplittableRandom random = seeded(seed, "seed");
        TextUi ui = new TextUi(keyboard(), out(), language());
        List<Agent> agents = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (int i = 0; i < seats.size(); i++) {
            Seat seat = seats.get(i);
            names.add(texts.text("player", i + 1, texts.text("seat." + seat.name())));
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

    /**
     * Reads a seat in any case, with a message that names the seats as they are typed: picocli's
     * own message for an enum lists the constants' names, in capitals.
     */
    static final class SeatConverter implements CommandLine.ITypeConverter<Seat> {

        @Override
        public Seat convert(String value) {
            for (Seat seat : Seat.values()) {
                if (seat.isNamed(value)) {
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
