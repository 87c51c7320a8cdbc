package tabuleiro.ui;

import java.text.MessageFormat;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.ResourceBundle;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Says a refusal of the given code in the player's language. The engine's and the command
 * reader's refusals are their contracts and stay English in the code (a test or a student may
 * rely on their words); a text UI shows, in Portuguese, the Portuguese twin of each refusal it
 * knows. A bundle's English text is the refusal as the code words it, with {@code {0}},
 * {@code {1}}... where the code puts a value; its Portuguese twin says the same with the same
 * values. A refusal no twin matches (a student's own words) is shown as written.
 */
public final class ContractTwins {

    private static final Pattern ARGUMENT = Pattern.compile("\\{(\\d+)}");

    private final List<Twin> twins;
    private final Locale locale;

    private record Twin(Pattern english, int words, List<Integer> arguments, String translated) {
    }

    private ContractTwins(List<Twin> twins, Locale locale) {
        this.twins = twins;
        this.locale = locale;
    }

    /**
     * Loads the twins of a bundle for a language.
     *
     * @param english the bundle's English class: the refusals as the code words them
     * @param language the language the refusals are to be shown in
     * @return the twins; for English, none, so that every refusal is shown as written
     * @throws NullPointerException if an argument is null
     */
    public static ContractTwins of(Class<? extends ResourceBundle> english, Language language) {
        Objects.requireNonNull(english, "english");
        Objects.requireNonNull(language, "language");
        if (language == Language.ENGLISH) {
            return new ContractTwins(List.of(), Locale.ROOT);
        }
        ResourceBundle own = Texts.bundleOf(english.getName(), english.getClassLoader(),
                Language.ENGLISH);
        ResourceBundle translated = Texts.bundleOf(english.getName(),
                english.getClassLoader(), language);
        List<Twin> twins = new ArrayList<>();
        for (String key : Collections.list(own.getKeys())) {
            String pattern = own.getString(key);
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
                    ARGUMENT.matcher(pattern).replaceAll("").length(), arguments,
                    translated.getString(key)));
        }
        // The English text with the most words of its own first, so that a refusal is matched
        // by its whole wording ("only one {1}") rather than by one whose values would take
        // some of its words ("only {1} {2}").
        twins.sort((a, b) -> b.words() - a.words());
        return new ContractTwins(List.copyOf(twins), language.locale());
    }

    /**
     * A refusal in the language: its twin's words with the refusal's values, or the refusal as
     * written when no twin matches it.
     *
     * @param refusal the refusal as the code worded it; may be null
     * @return the refusal in the language, or as written
     */
    public String say(String refusal) {
        if (refusal == null) {
            return null;
        }
        for (Twin twin : twins) {
            Matcher matcher = twin.english().matcher(refusal);
            if (matcher.matches()) {
                int count = twin.arguments().stream().mapToInt(i -> i + 1).max().orElse(0);
                Object[] values = new Object[count];
                for (int i = 0; i < twin.arguments().size(); i++) {
                    // A value that is itself a refusal (a reader's message built around
                    // another's) is said in the language too.
                    values[twin.arguments().get(i)] = say(matcher.group(i + 1));
                }
                return new MessageFormat(twin.translated(), locale).format(values);
            }
        }
        return refusal;
    }

    /** A MessageFormat pattern's literal text: a doubled apostrophe is one apostrophe. */
    private static String literal(String pattern) {
        return pattern.replace("''", "'");
    }
}
