package tabuleiro.grading.selfcheck;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.OwnScenarios;
import tabuleiro.grading.oracle.GeneratedGames;
import tabuleiro.grading.spi.GameModule;
import tabuleiro.grading.spi.Games;

/**
 * The student kit's random games (issue 61): seeded random legal games played through the
 * student's own engine, by the game's probe (the grader's, {@code features/PROBES.md}), with
 * the skeleton's contracts on ({@code -ea}) and properties that need no reference answer. No
 * answer is compared with the reference's: the kit holds none.
 *
 * <p>What breaks a game ({@link Kind}): a contract of the skeleton (an answer naming an
 * {@code AssertionError}, which the probe gives with the contract's words); a move the engine
 * lists as legal and then refuses; a refused move that changes the game; and a property key of
 * the probe answered otherwise than it holds ({@link #PROPERTIES}, each computed by the probe
 * from the engine's own answers, each game's module says which: a solver's score against its
 * children's, a clock and castling rights move by move, the capture of the most pieces, a win by
 * the engine's own board, points by its own lines, notations that read back the same). The
 * grader asks the same
 * probe the same keys in its own random games, where the reference answers that each holds, so
 * a broken one is charged there to the key's rule as any generated example.
 *
 * <p>Why a driver of its own rather than jqwik: the moves of a game depend on the position (the
 * engine's own legal list), the games must be those of a seed exactly as the grader draws them
 * ({@link GeneratedGames#move}), and a break must be shown as the grader shows a generated
 * example (seed, moves, board, scenario) in the kit's language. jqwik's shrinking of such
 * state-dependent chains is its experimental action-chain API, its report is its own, and it
 * would run as a second test engine inside {@code ./check}; the shrinking needed here is short:
 * the game is cut at its first break, then moves are taken out, two at a time (the same player
 * to move) and one at a time, while the break stays, within a time budget.
 */
public final class RandomGames {

    /**
     * The probe's keys that are properties, with the answer that says the property holds, of
     * every registered game ({@link GameModule#properties()}); a {@code -} says it was not
     * asked. A key is one game's: two games never share a key's name.
     */
    static final Map<String, String> PROPERTIES = Games.properties();

    /**
     * The property keys whose probe scenario does not state the rule's answer (a perfect
     * agent's move, asked in a scenario of the board alone): every other property's
     * scenario asserts what the rule says of the engine's own answers, green on a correct
     * engine and red on one that breaks it ({@code features/PROBES.md}).
     */
    private static final Set<String> PROPERTIES_UNSTATED = Games.all().stream()
            .flatMap(game -> game.propertiesUnstated().stream()).collect(Collectors.toSet());

    /** A refused move is tried one ply in this many, when a move listed earlier is not now. */
    private static final int STALE_ONE_IN = 4;

    /** What an answer holds when a skeleton's stub threw: a method not written yet. */
    private static final String STUB = "UnsupportedOperationException: Exercise ";

    private static final String CONTRACT = "AssertionError";

    private static final String REFUSED = "refused";

    /** What breaks a random game. */
    public enum Kind {
        /** A contract of the skeleton broke: a precondition, postcondition or invariant. */
        CONTRACT,
        /** A move the engine listed as legal was refused. */
        LISTED_MOVE_REFUSED,
        /** A move the engine refused left the game changed. */
        REFUSAL_CHANGED_THE_GAME,
        /** A property of the probe's (a solver's score and its children's, say) does not hold. */
        PROPERTY,
        /**
         * The engine threw, or refused, while answering a question that asks no move of it (its
         * legal moves, say): the grader charges such an answer as a wrong one.
         */
        THREW
    }

    /**
     * A broken game, shrunk.
     *
     * @param kind what broke
     * @param seed the seed of the games
     * @param game the game's number, from 1
     * @param start the probe's {@code new} command of the game
     * @param moves the moves from a new game before the question
     * @param question the question that broke: {@code play MOVE}, or {@code observe} for the
     *     position after the moves
     * @param key the observation key that broke, or {@code play}
     * @param answer what the engine answered
     * @param board the engine's board, as its probe writes it, or empty
     * @param scenarioEn the scenario that reproduces it, in English, or empty
     * @param scenarioPt the scenario, in Portuguese, or empty
     * @param unshrunk how many moves the game had played when it broke
     */
    public record Broken(Kind kind, long seed, int game, String start, List<String> moves,
            String question, String key, String answer, String board, String scenarioEn,
            String scenarioPt, int unshrunk) {

        /** Copies the moves. */
        public Broken {
            Objects.requireNonNull(kind, "kind");
            moves = List.copyOf(moves);
        }
    }

    /**
     * What the random games found.
     *
     * @param seed their seed
     * @param games how many were played
     * @param questions how many questions the engine answered
     * @param broken the first broken game of each kind and key, shrunk, in the order found
     * @param notWritten per method not written yet that a game stopped at (the stub's message,
     *     {@code Exercise 1: implement Game.hasSpace}), how many games it stopped: those games
     *     are not counted as kept
     */
    public record Outcome(long seed, int games, int questions, List<Broken> broken,
            Map<String, Integer> notWritten) {

        /** Copies the list and the map. */
        public Outcome {
            broken = List.copyOf(broken);
            notWritten = Collections.unmodifiableMap(new TreeMap<>(notWritten));
        }

        /**
         * How many games stopped at a method not written yet.
         *
         * @return the count
         */
        public int stopped() {
            return notWritten.values().stream().mapToInt(Integer::intValue).sum();
        }
    }

    /** What a scenario the kit prints of a break shows, pasted: what reproduces it. */
    public enum Paste {
        /** The whole scenario: its {@code Then} states the property the engine broke. */
        WHOLE,
        /**
         * A move the engine listed and did not play: two scenarios, one for each answer the rule
         * book may give ({@link Pastes}), for the student to choose by the rule.
         */
        STEPS,
        /** None: no step of the rule book states the break without the reference's answer. */
        NONE
    }

    /**
     * What of a break's scenario reproduces it when pasted: it must fail on the engine that
     * broke and pass on a correct one, and a scenario of the moves that ends with the engine's
     * own answer passes on the first and fails on the second.
     *
     * @param game the game's package name, such as {@code GAME} in {@code tabuleiro.GAME}
     * @param broken the break
     * @return whether to print the whole scenario, its steps alone, or none
     */
    public static Paste paste(String game, Broken broken) {
        if (broken.kind() == Kind.PROPERTY && PROPERTIES.containsKey(broken.key())
                && !PROPERTIES_UNSTATED.contains(broken.key())) {
            return Paste.WHOLE;
        }
        boolean played = broken.question().startsWith("play ")
                && (broken.kind() == Kind.CONTRACT || broken.kind() == Kind.LISTED_MOVE_REFUSED);
        return played && Games.find(game).filter(GameModule::scenarioPlaysTheMove).isPresent()
                ? Paste.STEPS : Paste.NONE;
    }

    /**
     * The scenarios of a move the engine listed and then did not play ({@link Paste#STEPS}), one
     * for each answer the rule book may give, since the kit, holding no reference's answer for
     * a random game, cannot tell which it gives: the move is legal there, and the engine must
     * play it; or it is not, and the engine must not list it. Each fails on the engine as it
     * is; only the one of the rule book's answer passes once the engine is right (the other
     * stays red after the right fix), so neither is offered as the scenario to paste.
     *
     * @param ifLegal the position, then the move played last in a set-up step, ready to paste;
     *     empty where the probe wrote none
     * @param ifNotLegal the position, then a {@code Then} that the move is not legal, where the
     *     game's rule book has such a step (such as {@code "e7e8q" is not a legal move} or
     *     {@code the legal moves do not include 11x18}); else empty
     */
    public record Pastes(String ifLegal, String ifNotLegal) {

        /** Checks the parts. */
        public Pastes {
            Objects.requireNonNull(ifLegal, "ifLegal");
            Objects.requireNonNull(ifNotLegal, "ifNotLegal");
        }
    }

    /**
     * The two scenarios of a move the engine listed and did not play, in a language
     * ({@link Pastes}).
     *
     * @param game the game's package name, such as {@code GAME} in {@code tabuleiro.GAME}
     * @param broken the break, whose question plays the move
     * @param language the scenarios' language
     * @return the scenarios; both empty for a break that is not {@link Paste#STEPS}
     */
    public static Pastes pastes(String game, Broken broken, Language language) {
        Objects.requireNonNull(language, "language");
        if (paste(game, broken) != Paste.STEPS) {
            return new Pastes("", "");
        }
        boolean pt = language == Language.PORTUGUESE;
        String ifLegal = OwnScenarios.setUp(OwnScenarios.pasteable(pt ? broken.scenarioPt()
                : broken.scenarioEn(), ""));
        String move = broken.question().substring("play ".length());
        String notListed = Games.of(game).notLegalStep(move, language.tag());
        List<String> lines = new ArrayList<>(ifLegal.lines().toList());
        // The move is the last step, alone (the probes of games with such a step write it
        // so): the position is the steps before it.
        if (notListed.isEmpty() || lines.isEmpty()
                || !lines.get(lines.size() - 1).strip().contains(move)) {
            return new Pastes(ifLegal, "");
        }
        String last = lines.remove(lines.size() - 1);
        String indent = last.substring(0, last.length() - last.stripLeading().length());
        lines.add(indent + notListed);
        return new Pastes(ifLegal, String.join("\n", lines) + "\n");
    }

    /**
     * The games {@code ./check} plays of a game by default.
     *
     * @param game the game's package name, such as {@code GAME} in {@code tabuleiro.GAME}
     * @return the count; 0 for a game without a probe
     */
    public static int defaultGames(String game) {
        return Games.find(game).map(GameModule::kitRandomGames).orElse(0);
    }

    /**
     * The settings of a game's random games in the kit: the grader's
     * ({@link GeneratedGames.Settings#of}), with as many of its end games as the kit plays.
     *
     * @param game the game's package name, such as {@code GAME} in {@code tabuleiro.GAME}
     * @return its settings
     * @throws IllegalArgumentException for a game the rule book does not have
     */
    public static GeneratedGames.Settings settings(String game) {
        GeneratedGames.Settings graders = GeneratedGames.Settings.of(game);
        return new GeneratedGames.Settings(graders.game(), graders.seeded(), graders.maxPlies(),
                graders.games(), Math.min(graders.endGames(),
                Games.of(game).kitRandomEndGames()));
    }

    private final Supplier<Function<String, String>> probes;
    private final GeneratedGames.Settings settings;
    private final long shrinkNanos;
    private int questions;
    /** The stub's message of the game being played, when it stopped at one. */
    private String stoppedAt;

    /**
     * Creates the random games of a game.
     *
     * @param probes makes a fresh probe over the student's classes (one per game, so a game's
     *     state never leaks into the next)
     * @param settings the game's settings, as the grader's generated games use them
     * @param shrinkMillis the most time shrinking a broken game may take
     */
    public RandomGames(Supplier<Function<String, String>> probes,
            GeneratedGames.Settings settings, long shrinkMillis) {
        this.probes = Objects.requireNonNull(probes, "probes");
        this.settings = Objects.requireNonNull(settings, "settings");
        this.shrinkNanos = shrinkMillis * 1_000_000L;
    }

    /**
     * Plays the games of a seed, then as many end games per game as the settings say
     * (kings against men, say: the grader's generated games play the same, and
     * {@link #settings} gives the kit's).
     *
     * @param seed the seed
     * @param games how many games, not counting the end games
     * @return what they found; its count holds the end games
     */
    public Outcome play(long seed, int games) {
        questions = 0;
        List<Broken> found = new ArrayList<>();
        Map<String, Integer> notWritten = new TreeMap<>();
        Set<String> seen = new LinkedHashSet<>();
        SplittableRandom random = new SplittableRandom(seed);
        int endGames = games * settings.endGames();
        for (int game = 0; game < games + endGames; game++) {
            SplittableRandom moves = random.split();
            // Started as the grader's generated games are (GeneratedGames.script): the games,
            // then the end games the game's settings add, each from its own split, so the games
            // a seed plays are the same with or without them.
            String start = game >= games ? "new " + GeneratedGames.END_GAME + " "
                    + moves.nextInt(Integer.MAX_VALUE) : settings.seeded() ? "new "
                    + moves.nextInt(Integer.MAX_VALUE) : "new";
            Function<String, String> probe = probes.get();
            stoppedAt = null;
            Optional<Break> broke = playOne(probe, start, moves).map(b -> moved(probe, start, b));
            if (broke.isPresent() && seen.add(sameness(broke.get()))) {
                found.add(shrunk(seed, game + 1, start, broke.get()));
            } else if (broke.isEmpty() && stoppedAt != null) {
                notWritten.merge(stoppedAt, 1, Integer::sum);
            }
        }
        return new Outcome(seed, games + endGames, questions, found, notWritten);
    }

    /**
     * What makes two breaks the same, so that each is shown once: a contract by its words up
     * to their first colon ({@code invariant: four in a row win (C4-09, C4-10)}), whichever
     * question met it; anything else by its kind and key.
     */
    private static String sameness(Break broke) {
        if (broke.kind() != Kind.CONTRACT) {
            return broke.kind() + " " + broke.key();
        }
        String words = broke.answer().substring(broke.answer().indexOf(CONTRACT));
        int label = words.indexOf(": ");
        int end = label < 0 ? -1 : words.indexOf(':', words.indexOf(':', label + 2) + 1);
        return Kind.CONTRACT + " " + (end < 0 ? words : words.substring(0, end));
    }

    /**
     * A contract broken while an observation key looked one move on (the solver's children,
     * say) is a move of the engine's own list that breaks it: that move, found by playing each
     * listed move from the position, is the break to show, with a scenario that plays it. Any
     * other break is left as it is.
     */
    private Break moved(Function<String, String> probe, String start, Break broke) {
        if (broke.kind() != Kind.CONTRACT || !broke.question().equals("observe")
                || broke.key().equals("board") || !replayed(probe, start, broke.moves())) {
            return broke;
        }
        String legal = ask(probe, "legal");
        for (String move : legal.strip().split("\\s+")) {
            if (move.isEmpty()) {
                continue;
            }
            String answer = ask(probe, "play " + move);
            if (answer.startsWith(REFUSED) && answer.contains(CONTRACT)) {
                return new Break(Kind.CONTRACT, broke.moves(), "play " + move, "play", answer,
                        broke.board());
            }
            if (!replayed(probe, start, broke.moves())) {
                return broke;
            }
        }
        return broke;
    }

    /** A break as found, before shrinking. */
    private record Break(Kind kind, List<String> moves, String question, String key,
            String answer, String board) {
    }

    /** Plays one random game to its first break, or to its end. */
    private Optional<Break> playOne(Function<String, String> probe, String start,
            SplittableRandom random) {
        List<String> played = new ArrayList<>();
        Set<String> listed = new LinkedHashSet<>();
        String observation = ask(probe, start);
        Optional<Break> broke = inObservation(played, observation);
        if (broke.isPresent() || stopsAt(observation)) {
            return broke;
        }
        for (int ply = 0; ply < settings.maxPlies(); ply++) {
            String legal = ask(probe, "legal");
            if (stopsAt(legal)) {
                return Optional.empty();
            }
            if (legal.contains(CONTRACT)) {
                return Optional.of(new Break(Kind.CONTRACT, played, "legal", "legal", legal,
                        board(observation)));
            }
            if (legal.startsWith(REFUSED) || legal.startsWith("error")) {
                // The grader compares this answer with the reference's list, and charges it.
                return Optional.of(new Break(Kind.THREW, played, "legal", "legal", legal,
                        board(observation)));
            }
            List<String> now = Arrays.asList(legal.strip().split("\\s+"));
            // A set: every move the game ever listed is looked for among these at every turn.
            Set<String> listedNow = new HashSet<>(now);
            List<String> stale = listed.stream().filter(move -> !listedNow.contains(move))
                    .toList();
            if (!stale.isEmpty() && random.nextInt(STALE_ONE_IN) == 0) {
                String move = stale.get(random.nextInt(stale.size()));
                broke = refusal(probe, played, move, observation);
                if (broke.isPresent()) {
                    return broke;
                }
                // Refused, the game is where it was (the refusal's check saw the same
                // observation); played, it is played again to where it was. Replaying after
                // every refusal cost most of a long game's time (the square of its length).
                if (!ask(probe, "observe").equals(observation)
                        && !replayed(probe, start, played)) {
                    return Optional.empty();
                }
            }
            Optional<String> chosen = GeneratedGames.move(ask(probe, "moves"), legal, random);
            if (chosen.isEmpty()) {
                return Optional.empty();
            }
            String move = chosen.get();
            String answer = ask(probe, "play " + move);
            if (stopsAt(answer)) {
                return Optional.empty();
            }
            if (answer.startsWith(REFUSED)) {
                return Optional.of(new Break(answer.contains(CONTRACT) ? Kind.CONTRACT
                        : Kind.LISTED_MOVE_REFUSED, played, "play " + move, "play", answer,
                        board(observation)));
            }
            listed.addAll(now);
            played.add(move);
            observation = answer;
            broke = inObservation(played, observation);
            if (broke.isPresent()) {
                return broke;
            }
        }
        return Optional.empty();
    }

    /**
     * Plays a move that was listed earlier and is not now: refused, it must leave the game as
     * it was; played, the game is not this check's to judge (the engine's list may leave out a
     * legal move), and is played again from its start.
     */
    private Optional<Break> refusal(Function<String, String> probe, List<String> played,
            String move, String observation) {
        String before = ask(probe, "observe");
        String answer = ask(probe, "play " + move);
        if (!answer.startsWith(REFUSED) || stub(answer)) {
            return Optional.empty();
        }
        if (answer.contains(CONTRACT)) {
            return Optional.of(new Break(Kind.CONTRACT, played, "play " + move, "play", answer,
                    board(observation)));
        }
        String after = ask(probe, "observe");
        if (after.equals(before)) {
            return Optional.empty();
        }
        return Optional.of(new Break(Kind.REFUSAL_CHANGED_THE_GAME, played, "play " + move,
                changedKey(before, after), answer + "\n" + after, board(before)));
    }

    /** The first key whose value a refusal changed. */
    private static String changedKey(String before, String after) {
        Map<String, String> was = GeneratedGames.parse(before);
        Map<String, String> is = GeneratedGames.parse(after);
        return was.keySet().stream().filter(key -> !Objects.equals(was.get(key), is.get(key)))
                .findFirst().orElse("play");
    }

    /** A contract or property broken in an observation, first key first. */
    private static Optional<Break> inObservation(List<String> played, String observation) {
        for (Map.Entry<String, String> entry : GeneratedGames.parse(observation).entrySet()) {
            String key = entry.getKey();
            String value = entry.getValue();
            if (value.contains(STUB)) {
                continue;
            }
            if (value.contains(CONTRACT)) {
                return Optional.of(new Break(Kind.CONTRACT, played, "observe", key, value,
                        board(observation)));
            }
            String holds = PROPERTIES.get(key);
            if (holds != null && !value.equals("-") && !value.equals(holds)) {
                return Optional.of(new Break(Kind.PROPERTY, played, "observe", key, value,
                        board(observation)));
            }
        }
        return Optional.empty();
    }

    private static boolean stub(String answer) {
        return answer.contains(STUB);
    }

    /**
     * Whether an answer is a skeleton's stub throwing, the game's stop: its message is kept
     * ({@link Outcome#notWritten}) so that the game is told as stopped, not as kept.
     */
    private boolean stopsAt(String answer) {
        int at = answer.indexOf(STUB);
        if (at < 0) {
            return false;
        }
        String message = answer.substring(at + STUB.length() - "Exercise ".length());
        stoppedAt = message.lines().findFirst().orElse(message).strip();
        return true;
    }

    private static String board(String observation) {
        return GeneratedGames.parse(observation).getOrDefault("board", "");
    }

    private String ask(Function<String, String> probe, String question) {
        questions++;
        String answer = probe.apply(question);
        return answer == null ? "error: null" : answer;
    }

    /** Plays a game's moves again on the probe: false when one is refused. */
    private boolean replayed(Function<String, String> probe, String start, List<String> moves) {
        ask(probe, start);
        for (String move : moves) {
            if (ask(probe, "play " + move).startsWith(REFUSED)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Shrinks a break: moves taken out, two at a time then one at a time, while a game of the
     * rest still breaks the same way (the same kind, the same key), within the time budget;
     * then the scenario asked of the probe at the shrunk game.
     */
    private Broken shrunk(long seed, int game, String start, Break found) {
        long deadline = System.nanoTime() + shrinkNanos;
        Break best = found;
        boolean smaller = true;
        while (smaller && System.nanoTime() - deadline < 0) {
            smaller = false;
            for (int width = 2; width >= 1 && !smaller; width--) {
                for (int at = 0; at + width <= best.moves().size(); at++) {
                    if (System.nanoTime() - deadline >= 0) {
                        break;
                    }
                    List<String> fewer = new ArrayList<>(best.moves().subList(0, at));
                    fewer.addAll(best.moves().subList(at + width, best.moves().size()));
                    Optional<Break> again = reproduce(probes.get(), start, fewer, best);
                    if (again.isPresent()) {
                        best = again.get();
                        smaller = true;
                        break;
                    }
                }
            }
        }
        Function<String, String> probe = probes.get();
        Optional<Break> last = reproduce(probe, start, best.moves(), best);
        String en = "";
        String pt = "";
        if (last.isPresent()) {
            String key = last.get().question().startsWith("play") ? "play" : last.get().key();
            en = scenario(probe.apply("scenario en " + key));
            pt = scenario(probe.apply("scenario pt " + key));
        }
        return new Broken(best.kind(), seed, game, start, best.moves(), best.question(),
                best.key(), best.answer(), best.board(), en, pt, found.moves().size());
    }

    private static String scenario(String answer) {
        return answer == null || answer.startsWith("error") || answer.startsWith(REFUSED) ? ""
                : answer;
    }

    /**
     * Plays moves and asks a break's question again: the break found, as soon as one of the
     * same kind and key shows (perhaps earlier than the last move), or empty when a move is
     * refused or nothing breaks. The probe is left where the break shows.
     */
    private Optional<Break> reproduce(Function<String, String> probe, String start,
            List<String> moves, Break wanted) {
        String observation = ask(probe, start);
        List<String> played = new ArrayList<>();
        Optional<Break> broke = inObservation(played, observation);
        if (broke.isPresent()) {
            return same(broke.get(), wanted);
        }
        for (String move : moves) {
            String answer = ask(probe, "play " + move);
            if (answer.startsWith(REFUSED)) {
                return Optional.empty();
            }
            played.add(move);
            observation = answer;
            broke = inObservation(played, observation);
            if (broke.isPresent()) {
                return same(wanted.question().startsWith("play ")
                        ? moved(probe, start, broke.get()) : broke.get(), wanted);
            }
        }
        if (wanted.kind() == Kind.THREW) {
            String legal = ask(probe, "legal");
            return legal.startsWith(REFUSED) || legal.startsWith("error")
                    ? same(new Break(Kind.THREW, played, "legal", "legal", legal,
                            board(observation)), wanted) : Optional.empty();
        }
        if (!wanted.question().startsWith("play ")) {
            return Optional.empty();
        }
        String move = wanted.question().substring("play ".length());
        if (wanted.kind() == Kind.REFUSAL_CHANGED_THE_GAME) {
            return refusal(probe, played, move, observation).flatMap(b -> same(b, wanted));
        }
        if (wanted.kind() == Kind.LISTED_MOVE_REFUSED || wanted.key().equals("play")) {
            List<String> legal = Arrays.asList(ask(probe, "legal").strip().split("\\s+"));
            if (wanted.kind() == Kind.LISTED_MOVE_REFUSED && !legal.contains(move)) {
                return Optional.empty();
            }
            String answer = ask(probe, "play " + move);
            if (answer.startsWith(REFUSED) && !stub(answer)) {
                Kind kind = answer.contains(CONTRACT) ? Kind.CONTRACT : Kind.LISTED_MOVE_REFUSED;
                return same(new Break(kind, played, wanted.question(), "play", answer,
                        board(observation)), wanted);
            }
        }
        return Optional.empty();
    }

    private static Optional<Break> same(Break found, Break wanted) {
        return sameness(found).equals(sameness(wanted)) ? Optional.of(found) : Optional.empty();
    }
}
