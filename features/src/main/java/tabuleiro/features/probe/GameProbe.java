package tabuleiro.features.probe;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The plumbing every game's probe shares (the probe contract of issues 47 and 48,
 * {@code features/PROBES.md}): reading one command line, sending it to the game's question,
 * writing an observation as lines {@code KEY=VALUE}, turning an engine's exception into an
 * answer, and reading the grader's form of {@code classify}. A game's probe keeps only its
 * game's questions.
 *
 * <p>Only {@link Function} crosses the class loaders (the oracle's, a grading JVM's), so a
 * probe is a public final subclass with a public no-arg constructor.
 */
public abstract class GameProbe implements Function<String, String> {

    /** The value of a key that does not apply yet (no move played, no result). */
    protected static final String NONE = "-";

    /**
     * The mark before a line of {@link #moves()} that the oracle's random games favour (a move
     * that reaches a rule uniform play seldom meets): {@code GeneratedGames} chooses among the
     * marked moves half the time when any is legal. The mark is for choosing only; the move is
     * the text after it, and {@link #legal()} lists it unmarked.
     */
    protected static final String FAVOURED = "*";

    /** The answer of a command that needs a game when none was started. */
    protected static final String NO_GAME = "error: no game";

    /**
     * The message of a skeleton's stub, as the generator writes it ({@code "Exercise 3:
     * implement Rules.jumps"}): the only message an answer repeats, so that the grader can tell
     * a method not written yet from a wrong answer (grading/docs/generated-examples.md).
     */
    private static final Pattern STUB = Pattern.compile("Exercise \\d+: implement [\\w$.]+");

    /**
     * The labels of the skeleton's contracts, as its asserts begin their messages
     * ({@code "invariant: ..."}, {@code "post: ..."}, {@code "pre: ..."}): a broken one is the
     * contract in words, which an answer repeats (its first line, {@value #CONTRACT_CHARS}
     * characters at most) so that the student's kit can say which contract broke.
     */
    private static final Pattern CONTRACT = Pattern.compile("(invariant|post|pre): .+");

    /** The most characters of a contract's words an answer repeats. */
    private static final int CONTRACT_CHARS = 1_000;

    /**
     * Whether the last {@code new} started a game: one the engine refused (an exception, an
     * {@code error:} answer) leaves none, so that no later answer is the game's before it.
     */
    private boolean playing;

    /** For subclasses. */
    protected GameProbe() {
        // the game starts with the command "new"
    }

    /**
     * Answers one command of the probe contract. Never throws: an engine's exception is an
     * answer ({@link #failure(Throwable)}).
     *
     * @param line {@code new [SEED]}, {@code legal}, {@code moves}, {@code play MOVE},
     *     {@code observe}, {@code rules}, {@code decides}, {@code classify KEY EXPECTED ACTUAL}
     *     or {@code scenario LANG KEY}
     * @return the answer; {@code error: TEXT} for a command the probe does not know
     */
    @Override
    public final String apply(String line) {
        try {
            String text = line == null ? "" : line.strip();
            String[] words = text.isEmpty() ? new String[0] : text.split("\\s+");
            String command = words.length == 0 ? "" : words[0];
            String argument = text.substring(command.length()).strip();
            return switch (command) {
                case "new" -> begin(argument);
                case "legal" -> inGame() ? legal() : noGame();
                case "moves" -> inGame() ? moves() : noGame();
                case "play" -> argument.isEmpty() ? "refused: NoMove"
                        : inGame() ? play(argument) : noGame();
                case "observe" -> observe();
                case "rules" -> rules();
                case "decides" -> decides();
                case "classify" -> words.length < 2 ? "error: classify KEY EXPECTED ACTUAL"
                        : classify(words[1], values(bars(text), words[1]));
                case "scenario" -> words.length < 3 ? "error: scenario en|pt KEY"
                        : inGame() ? scenario(words[1], words[2]) : noGame();
                default -> "error: unknown command " + command;
            };
        } catch (RuntimeException | AssertionError | StackOverflowError broken) {
            return failure(broken);
        }
    }

    /** {@code new}: starts a game, and keeps none if the start fails. */
    private String begin(String argument) {
        // Playing while it starts, so that the start's own observation answers.
        playing = true;
        boolean begun = false;
        try {
            String answer = start(argument);
            begun = !answer.startsWith("error:");
            return answer;
        } finally {
            playing = begun;
        }
    }

    /** Whether a game was started by the last {@code new} and stands. */
    private boolean inGame() {
        return playing && started();
    }

    /**
     * Starts the standard game.
     *
     * @param argument what follows {@code new} (a seed where the game has chance), may be empty
     * @return the observation
     */
    protected abstract String start(String argument);

    /**
     * Whether a game was started.
     *
     * @return {@code true} once {@code new} has answered
     */
    protected abstract boolean started();

    /**
     * The legal moves as move texts, sorted and space-separated.
     *
     * @return the moves
     */
    protected abstract String legal();

    /**
     * The legal moves one a line, for the oracle to choose from: the same moves as
     * {@link #legal()}, whose space-separated list cannot tell apart moves that hold a space.
     * A game's probe may mark some lines {@value #FAVOURED} for the oracle to favour; this one
     * marks none.
     *
     * @return the moves, one a line; empty when there is none
     */
    protected String moves() {
        String legal = legal();
        return legal.equals(NONE) ? "" : legal.replace(' ', '\n');
    }

    /**
     * Plays a move.
     *
     * @param move the move text
     * @return the observation after it, or {@code refused: TEXT}
     */
    protected abstract String play(String move);

    /**
     * Every observation key with its value, in the game's fixed order, each value asked with
     * {@link #ask(Supplier)}.
     *
     * @return the values by key
     */
    protected abstract Map<String, String> observation();

    /**
     * The lines {@code KEY=RULE-ID}.
     *
     * @return the rules by key
     */
    protected abstract String rules();

    /**
     * The keys whose answer is a consequence of another key's rule, each with the keys that
     * decide it, in the order they are asked for: whether the game is over follows from who
     * won or whether it is drawn, and whose turn it is from whether the game went on. When a
     * consequence is the first key of an observation that differs and one of its deciders
     * differs too, the grader charges the decider's rule (a draw called early is the draw
     * rule's, not the turn's), as a written example says which rule it waits on.
     *
     * @return the deciders by consequence, in the observation's order; none by default
     */
    protected Map<String, List<String>> deciders() {
        return Map.of();
    }

    /**
     * The answer of {@code decides}: a line {@code KEY=DECIDER,DECIDER} per consequence.
     *
     * @return the lines, empty for a game with no consequence
     */
    private String decides() {
        StringBuilder text = new StringBuilder();
        deciders().forEach((key, keys) -> text.append(key).append('=')
                .append(String.join(",", keys)).append('\n'));
        return text.toString().strip();
    }

    /**
     * The rule a disagreement on a key is charged to.
     *
     * @param key the key
     * @param values the expected and actual values, as {@link #values(String, String)} reads them
     * @return the rule's ID
     */
    protected abstract String classify(String key, Values values);

    /**
     * A scenario that reproduces the game so far and asserts the expected value of a key.
     *
     * @param lang {@code en} or {@code pt}
     * @param key the key
     * @return the scenario's text, or {@code error: TEXT}
     */
    protected abstract String scenario(String lang, String key);

    /**
     * The answer when an engine's exception escapes a command.
     *
     * @param thrown the exception
     * @return {@code error: SimpleName}, unless a game's probe says otherwise
     */
    protected String failure(Throwable thrown) {
        return "error: " + thrown(thrown);
    }

    /**
     * Names an engine's exception in an answer: its simple class name and, for a skeleton's
     * stub (an {@link UnsupportedOperationException} whose message is
     * {@code Exercise N: implement Class.method} and nothing else), the stub's message, as
     * {@link Throwable#toString()} writes it. A stub is a method the student has not written
     * yet: the grader charges its exercise's rules on the written examples, not a rule of an
     * exercise that only met it in a generated game. A broken contract of the skeleton (an
     * {@link AssertionError} whose message begins {@code invariant:}, {@code post:} or
     * {@code pre:}) keeps its first line, cut at {@value #CONTRACT_CHARS} characters (an
     * answer holds 8 KiB at most): the contract in words, which the kit's random games show.
     * Any other message is left out, so an answer stays one short line whatever the engine
     * throws.
     *
     * @param thrown the exception
     * @return such as {@code IllegalStateException} or
     *     {@code UnsupportedOperationException: Exercise 3: implement Rules.jumps}
     */
    protected static String thrown(Throwable thrown) {
        String name = thrown.getClass().getSimpleName();
        String message = thrown.getMessage();
        if (thrown.getClass() == UnsupportedOperationException.class && message != null) {
            Matcher stub = STUB.matcher(message);
            if (stub.matches()) {
                return name + ": " + message;
            }
        }
        if (thrown.getClass() == AssertionError.class && message != null) {
            String first = message.lines().findFirst().orElse("").strip();
            if (CONTRACT.matcher(first).matches()) {
                return name + ": " + (first.length() <= CONTRACT_CHARS ? first
                        : first.substring(0, CONTRACT_CHARS) + "...");
            }
        }
        return name;
    }

    /**
     * The answer of a command that needs a game when none was started.
     *
     * @return {@value #NO_GAME}, unless a game's probe says otherwise
     */
    protected String noGame() {
        return NO_GAME;
    }

    /**
     * The observation of the current position, without playing.
     *
     * @return lines {@code KEY=VALUE}
     */
    protected final String observe() {
        if (!inGame()) {
            return noGame();
        }
        StringBuilder text = new StringBuilder();
        observation().forEach((key, value) -> text.append(key).append('=').append(value)
                .append('\n'));
        return text.toString().strip();
    }

    /**
     * Asks the engine one question: its exception is the answer {@code !SimpleName}
     * ({@link #thrown(Throwable)}), a
     * {@code null} is {@code !null}, and the answer is kept on one line.
     *
     * @param question the question
     * @return the answer
     */
    protected static String ask(Supplier<String> question) {
        try {
            String answer = question.get();
            return answer == null ? "!null" : answer.replace('\n', ' ').replace('\r', ' ');
        } catch (RuntimeException | AssertionError | StackOverflowError thrown) {
            return "!" + thrown(thrown);
        }
    }

    /**
     * The two values of {@code classify KEY EXPECTED ACTUAL}.
     *
     * @param rest the text after the key
     * @param expected the expected value: before {@code |}, else the first half of the words
     * @param actual the actual value: after {@code |}, else the second half of the words
     * @param barred whether the two values were told apart by {@code |}
     */
    public record Values(String rest, String expected, String actual, boolean barred) {
    }

    /**
     * Reads the values of a {@code classify} line: with a {@code |}, the texts either side; else
     * the words halved (values without spaces, or {@code result}-like two-word values).
     *
     * @param line the line, {@code classify KEY ...}
     * @param key the key
     * @return the values
     */
    static Values values(String line, String key) {
        String rest = line.strip().substring("classify".length()).strip()
                .substring(key.length()).strip();
        int bar = rest.indexOf('|');
        if (bar >= 0) {
            return new Values(rest, rest.substring(0, bar).strip(),
                    rest.substring(bar + 1).strip(), true);
        }
        String[] words = rest.split("\\s+");
        int half = words.length / 2;
        return new Values(rest, String.join(" ", Arrays.copyOfRange(words, 0, half)),
                String.join(" ", Arrays.copyOfRange(words, half, words.length)), false);
    }

    /**
     * The grader's form of {@code classify KEY EXPECTED ACTUAL}, each value one word with its
     * spaces written {@code _} (GeneratedGames), read as {@code EXPECTED | ACTUAL}.
     */
    private static String bars(String line) {
        String[] words = line.strip().split("\\s+");
        if (line.contains("|") || words.length != 4) {
            return line;
        }
        return words[0] + " " + words[1] + " " + words[2].replace('_', ' ') + " | "
                + words[3].replace('_', ' ');
    }
}
