package tabuleiro.grading.report;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.text.MessageFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
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
    static final String RESOURCE = "/tabuleiro/grading/report/contracts.properties";

    private static final Pattern ARGUMENT = Pattern.compile("\\{(\\d+)}");
    private static final ContractWords PORTUGUESE = load();

    private final List<Twin> twins;

    private record Twin(Pattern english, int words, List<Integer> arguments, String translated) {
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
        return language == Language.ENGLISH ? message : PORTUGUESE.translate(message);
    }

    /**
     * Whether a message has a twin in Portuguese (so the feedback need not warn that it quotes
     * the engine in English).
     *
     * @param message the message as the code worded it
     * @return true when a twin matches it
     */
    public static boolean known(String message) {
        return message != null && !PORTUGUESE.translate(message).equals(message);
    }

    /** How many twins the jar holds (none in a grader built without its tests' class path). */
    static int size() {
        return PORTUGUESE.twins.size();
    }

    private String translate(String message) {
        if (message == null) {
            return null;
        }
        for (Twin twin : twins) {
            Matcher matcher = twin.english().matcher(message);
            if (matcher.matches()) {
                int count = twin.arguments().stream().mapToInt(i -> i + 1).max().orElse(0);
                Object[] values = new Object[count];
                for (int i = 0; i < twin.arguments().size(); i++) {
                    values[twin.arguments().get(i)] = translate(matcher.group(i + 1));
                }
                return new MessageFormat(twin.translated(), Locale.forLanguageTag("pt"))
                        .format(values);
            }
        }
        return message;
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
        List<Twin> twins = new ArrayList<>();
        for (String key : pairs.stringPropertyNames()) {
            if (!key.endsWith(".en")) {
                continue;
            }
            String pattern = pairs.getProperty(key);
            String translated = pairs.getProperty(key.substring(0, key.length() - 3) + ".pt");
            if (translated == null) {
                continue;
            }
            StringBuilder regex = new StringBuilder("^");
            List<Integer> arguments = new ArrayList<>();
            Matcher argument = ARGUMENT.matcher(pattern);
            int from = 0;
            while (argument.find()) {
                regex.append(Pattern.quote(literal(pattern.substring(from, argument.start()))))
                        .append("(.+?)");
                arguments.add(Integer.parseInt(argument.group(1)));
                from = argument.end();
            }
            regex.append(Pattern.quote(literal(pattern.substring(from)))).append('$');
            twins.add(new Twin(Pattern.compile(regex.toString(), Pattern.DOTALL),
                    ARGUMENT.matcher(pattern).replaceAll("").length(), arguments, translated));
        }
        // As ContractTwins: the English text with the most words of its own first.
        twins.sort((a, b) -> b.words() - a.words());
        return new ContractWords(List.copyOf(twins));
    }

    /** A MessageFormat pattern's literal text: a doubled apostrophe is one apostrophe. */
    private static String literal(String pattern) {
        return pattern.replace("''", "'");
    }
}
