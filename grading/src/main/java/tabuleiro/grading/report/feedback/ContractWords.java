package tabuleiro.grading.report.feedback;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.text.MessageFormat;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.ListResourceBundle;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.ResourceBundle;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import tabuleiro.grading.model.Language;

/**
 * The engines' contract messages in the student's language, for the feedback: a precondition's
 * refusal, a postcondition's or a class invariant's message, as the given code words it in
 * English, said in Portuguese with the same values.
 *
 * <p>The twins are the games' own ({@code tabuleiro.ui.ContractTwins} with each game's
 * {@code *Contracts} bundle pair, which the text UIs use when they are played): the reference
 * must never be on the grader's class path, so the build copies their patterns into the
 * grader's jar ({@link #RESOURCE}, written by {@code ContractWordsExporter} from the test class
 * path, where the reference is) and this class matches a message against them the way
 * {@code ContractTwins} does; {@code ContractWordsTest} checks that both say every message
 * alike. A message no twin knows (a student's own words) is left as written.
 */
public final class ContractWords {

    /** Where the build puts the twins: {@code key.en} and {@code key.pt}, by bundle and key. */
    static final String RESOURCE = "/tabuleiro/grading/report/feedback/contracts.properties";

    /**
     * The prefix of a part's twin in {@link #RESOURCE}: a word said only inside a message (the
     * build's exporter writes the parts' bundles under it).
     */
    static final String PART = "part.";

    private static final Pattern ARGUMENT = Pattern.compile("\\{(\\d+)}");
    /** A value with a format of its own, such as {@code {1,number,integer}}. */
    private static final Pattern FORMAT = Pattern.compile("\\{(\\d+),[^{}]*}");
    /** A word: two letters in a row. A value without one ("3", "B2-C3", "(6,5)") is a place. */
    private static final Pattern WORD = Pattern.compile("\\p{L}{2}");
    /** What stands just before a value a message gives as written: a quote or a call. */
    private static final Pattern VERBATIM = Pattern.compile(".*[\"'(]$", Pattern.DOTALL);
    /**
     * The characters the twins' patterns may read to say one message, its values included:
     * far above what any message of the games takes (a few hundred thousand), far below what
     * holds a grading for long (a few tenths of a second of matching).
     */
    static final long STEPS = 20_000_000;
    private static final ContractWords PORTUGUESE = load();

    private final List<Twin> twins;

    private record Twin(Pattern english, int words, List<Integer> arguments,
            List<Boolean> verbatim, String translated, boolean part) {
    }

    private ContractWords(List<Twin> twins) {
        this.twins = twins;
    }

    /**
     * A contract message in a language: its twin's words with the message's values, or the
     * message as written when the language is English or no twin matches it.
     *
     * @param message the message as the code worded it; may be null
     * @param language the student's language
     * @return the message in the language, or as written
     */
    public static String say(String message, Language language) {
        return language == Language.ENGLISH ? message : PORTUGUESE.translated(message);
    }

    /**
     * Whether a message has a twin in Portuguese (so the feedback need not warn that it quotes
     * the engine in English).
     *
     * @param message the message as the code worded it
     * @return true when a twin matches it
     */
    public static boolean known(String message) {
        return message != null && !PORTUGUESE.translated(message).equals(message);
    }

    /**
     * The twins of one of the grader's own bundle pairs, for messages the grader words in
     * English where they are recorded (a referee's reason in a game's record) and a student
     * reads in Portuguese.
     *
     * @param english the bundle's English class; its {@code _pt} twin holds the Portuguese
     * @return the twins
     */
    public static ContractWords of(Class<? extends ListResourceBundle> english) {
        return of(english, "");
    }

    /**
     * The twins of the keys of one of the grader's bundle pairs that begin alike, such as a
     * game's words for the moves its referee refuses among the rest of its words.
     *
     * @param english the bundle's English class; its {@code _pt} twin holds the Portuguese
     * @param prefix how the keys begin; empty for every key
     * @return the twins
     */
    public static ContractWords of(Class<? extends ResourceBundle> english, String prefix) {
        ResourceBundle.Control exact = ResourceBundle.Control.getNoFallbackControl(
                ResourceBundle.Control.FORMAT_CLASS);
        ResourceBundle own = ResourceBundle.getBundle(english.getName(), Locale.ROOT, exact);
        ResourceBundle portuguese = ResourceBundle.getBundle(english.getName(),
                Locale.forLanguageTag("pt"), exact);
        Map<String, String[]> pairs = new TreeMap<>();
        for (String key : Collections.list(own.getKeys())) {
            if (key.startsWith(prefix)) {
                pairs.put(key, new String[] {own.getString(key), portuguese.getString(key)});
            }
        }
        return fromPairs(pairs);
    }

    /**
     * The twins of a tool's own message bundles, such as Checkstyle's, whose patterns may format
     * their values ({@code {1,number,integer}}): a value is matched as the tool wrote it and
     * placed as written in the Portuguese. A pattern that chooses its words by a value
     * ({@code choice}) has no twin, as the written value cannot choose again.
     *
     * @param english the bundle in English
     * @param portuguese its twin in Portuguese, with no fallback to the English
     * @return the twins of the keys both hold
     */
    public static ContractWords of(ResourceBundle english, ResourceBundle portuguese) {
        Map<String, String[]> pairs = new TreeMap<>();
        for (String key : Collections.list(english.getKeys())) {
            if (portuguese.containsKey(key) && !english.getString(key).contains(",choice,")
                    && !portuguese.getString(key).contains(",choice,")) {
                pairs.put(key, new String[] {FORMAT.matcher(english.getString(key))
                        .replaceAll("{$1}"), FORMAT.matcher(portuguese.getString(key))
                        .replaceAll("{$1}")});
            }
        }
        return fromPairs(pairs);
    }

    /** How many twins the jar holds (none in a grader built without its tests' class path). */
    static int size() {
        return PORTUGUESE.twins.size();
    }

    /**
     * A message in Portuguese: its twin's words with the message's values, or the message as
     * written when no twin matches it.
     *
     * @param message the message as it was worded in English; may be null
     * @return the message in Portuguese, or as written
     */
    public String translated(String message) {
        try {
            return translate(message, false, new long[] {STEPS});
        } catch (StepsSpent spent) {
            return message;
        }
    }

    /**
     * A message, or a value inside one ({@code inner}), in Portuguese. A part's twin (a word
     * put inside messages, such as a game's trait or group) is tried only inside a message,
     * never on a value the message quotes or passes to a method ("group named \"row 1\"",
     * "sharedTraits(row 1)": the code's own name, which the student's code must write so),
     * and only when each of its values is itself said by a twin or holds no word at all:
     * "tall and dark" are a piece's traits, "row 3" and "(6,5) (expected 1, found 0)" name
     * places, but "row and column" may be a student's own words.
     */
    private String translate(String message, boolean inner, long[] steps) {
        if (message == null) {
            return null;
        }
        CharSequence counted = new Counted(message, steps);
        for (Twin twin : twins) {
            if (twin.part() && !inner) {
                continue;
            }
            Matcher matcher = twin.english().matcher(counted);
            if (matcher.matches()) {
                int count = twin.arguments().stream().mapToInt(i -> i + 1).max().orElse(0);
                Object[] values = new Object[count];
                boolean allSaid = true;
                for (int i = 0; i < twin.arguments().size(); i++) {
                    String written = matcher.group(i + 1);
                    // A quoted value is said only when it is a whole message (a reason).
                    String value = translate(written, !twin.verbatim().get(i), steps);
                    allSaid &= !value.equals(written) || !WORD.matcher(written).find();
                    values[twin.arguments().get(i)] = value;
                }
                if (twin.part() && !allSaid) {
                    continue;
                }
                return new MessageFormat(twin.translated(), Locale.forLanguageTag("pt"))
                        .format(values);
            }
        }
        return message;
    }

    /** {@link #RESOURCE} as the name of its entry in the grader's jar. */
    public static final String ENTRY = RESOURCE.substring(1);

    /** A twin's key in {@link #RESOURCE} that is the skeleton's own contract. */
    private static final Pattern SKELETON_CONTRACT = Pattern.compile("^\\w+Contracts\\..*");

    /**
     * The twins' file without the rule book's messages that name one of some rules: a kit whose
     * scheme hides those rules carries no word of them, and a Portuguese check says such a
     * message as the step wrote it. The skeleton's contracts ({@code GAMEContracts.*}) keep
     * theirs: the sources the kit holds cite the rules they keep, hidden or not.
     *
     * @param twins the file's text, a pair a line
     * @param rules the rule IDs, such as {@code GAME-11}
     * @return the text without the lines of the messages that name one of them
     */
    public static String withoutRules(String twins, Collection<String> rules) {
        if (rules.isEmpty()) {
            return twins;
        }
        Pattern named = Pattern.compile("(?<![\\w-])(" + String.join("|", rules.stream()
                .map(Pattern::quote).toList()) + ")(?![\\w-])");
        StringBuilder kept = new StringBuilder();
        for (String line : twins.split("\n", -1)) {
            if (SKELETON_CONTRACT.matcher(line).matches() || !named.matcher(line).find()) {
                kept.append(line).append('\n');
            }
        }
        return kept.substring(0, Math.max(0, kept.length() - 1));
    }

    private static ContractWords load() {
        Properties pairs = new Properties();
        try (InputStream in = ContractWords.class.getResourceAsStream(RESOURCE)) {
            if (in != null) {
                pairs.load(new InputStreamReader(in, StandardCharsets.UTF_8));
            }
        } catch (IOException unreadable) {
            throw new UncheckedIOException(unreadable);
        }
        Map<String, String[]> twins = new TreeMap<>();
        for (String key : pairs.stringPropertyNames()) {
            if (!key.endsWith(".en")) {
                continue;
            }
            String name = key.substring(0, key.length() - 3);
            String translated = pairs.getProperty(name + ".pt");
            if (translated != null) {
                twins.put(name, new String[] {pairs.getProperty(key), translated});
            }
        }
        return fromPairs(twins);
    }

    /** The twins of English and Portuguese patterns by name; a name under PART is a part's. */
    private static ContractWords fromPairs(Map<String, String[]> pairs) {
        List<Twin> twins = new ArrayList<>();
        for (Map.Entry<String, String[]> pair : pairs.entrySet()) {
            String pattern = pair.getValue()[0];
            StringBuilder regex = new StringBuilder("^");
            List<Integer> arguments = new ArrayList<>();
            List<Boolean> verbatim = new ArrayList<>();
            Matcher argument = ARGUMENT.matcher(pattern);
            int from = 0;
            while (argument.find()) {
                String before = literal(pattern.substring(from, argument.start()));
                regex.append(Pattern.quote(before)).append("(.+?)");
                arguments.add(Integer.parseInt(argument.group(1)));
                verbatim.add(VERBATIM.matcher(before).matches());
                from = argument.end();
            }
            regex.append(Pattern.quote(literal(pattern.substring(from)))).append('$');
            twins.add(new Twin(Pattern.compile(regex.toString(), Pattern.DOTALL),
                    ARGUMENT.matcher(pattern).replaceAll("").length(), arguments,
                    List.copyOf(verbatim), pair.getValue()[1], pair.getKey().startsWith(PART)));
        }
        // As ContractTwins: the English text with the most words of its own first.
        twins.sort((a, b) -> b.words() - a.words());
        return new ContractWords(List.copyOf(twins));
    }

    /**
     * A message's characters, each read by a twin's pattern counted against what one message
     * may take: a long message of many values (an invariant that lists nineteen groups,
     * each "tall and short and ...") gives the lazy groups of the patterns, and the values they
     * are said again, so many ways to split it that matching took minutes and held the whole
     * grading. Counted rather than timed, so that one message is said the same way on any
     * machine: past {@link #STEPS} reads it is left as written.
     */
    private record Counted(String text, long[] steps) implements CharSequence {

        @Override
        public char charAt(int index) {
            if (--steps[0] < 0) {
                throw StepsSpent.INSTANCE;
            }
            return text.charAt(index);
        }

        @Override
        public int length() {
            return text.length();
        }

        @Override
        public CharSequence subSequence(int start, int end) {
            return text.substring(start, end);
        }

        @Override
        public String toString() {
            return text;
        }
    }

    /** The reads of one message are spent: it is left as written. */
    private static final class StepsSpent extends RuntimeException {

        private static final long serialVersionUID = 1L;

        /** One instance, without a stack trace: it only unwinds the matching. */
        static final StepsSpent INSTANCE = new StepsSpent();

        private StepsSpent() {
            super("the message's reads are spent", null, false, false);
        }
    }

    /** A MessageFormat pattern's literal text: a doubled apostrophe is one apostrophe. */
    private static String literal(String pattern) {
        return pattern.replace("''", "'");
    }
}
