package tabuleiro.qwirkle.cli;

import java.io.InputStreamReader;
import java.nio.charset.Charset;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import tabuleiro.cli.ExitStatus;
import tabuleiro.cli.Languages;
import tabuleiro.qwirkle.Agent;
import tabuleiro.qwirkle.CheatMode;
import tabuleiro.qwirkle.Game;
import tabuleiro.qwirkle.GreedyAgent;
import tabuleiro.qwirkle.RandomAgent;
import tabuleiro.qwirkle.Variant;
import tabuleiro.qwirkle.ui.TextUi;
import tabuleiro.ui.Language;
import tabuleiro.ui.Texts;

/**
 * The {@code play} command: Qwirkle in the terminal, two to four seats, each a person or an
 * agent, by the official rules or the brief's. Its help is in {@link QwirkleHelp}, what it says
 * in {@link PlayTexts}, both in the language {@code --lang} asks for.
 */
@Command(name = "play",
        mixinStandardHelpOptions = true)
public final class PlayCommand implements Callable<Integer> {

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

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

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

    @Override
    public Integer call() {
        Language language = Languages.of(spec);
        Texts texts = Texts.of(PlayTexts.class, language);
        if (seats.size() < Game.MIN_PLAYERS || seats.size() > Game.MAX_PLAYERS) {
            return refuse(texts, texts.text("refused.players", Game.MIN_PLAYERS,
                    Game.MAX_PLAYERS, seats.size()));
        }
        if (cheat && variant != Variant.BRIEF) {
            return refuse(texts, texts.text("refused.cheat"));
        }
        long chosen = seed != null ? seed : new SplittableRandom().nextLong();
        // As a string: MessageFormat would group a number's digits.
        spec.commandLine().getOut().println(texts.text("seed", Long.toString(chosen)));
        SplittableRandom random = new SplittableRandom(chosen);
        TextUi ui = new TextUi(new InputStreamReader(System.in, Charset.defaultCharset()),
                spec.commandLine().getOut(), language);
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

    private int refuse(Texts texts, String problem) {
        spec.commandLine().getErr().println(texts.text("refused", problem));
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
