package tabuleiro.grading.generator;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The {@code Rule:} blocks of a game's feature files, with their titles and tags: as much of
 * the Gherkin as the exercise catalogue needs.
 *
 * <p>A rule's tags are those every one of its examples carries: the tags of the feature and of
 * the rule, and the tags that all of the rule's scenarios (or all the {@code Examples:} of an
 * outline) have in common. So {@code @ex03} may be written on the rule or on each of its
 * scenarios, with the same effect.
 *
 * <p>It knows the keywords of English, the default, and of Portuguese, the language of the
 * briefs ({@code # language: pt}: {@code Funcionalidade:}, {@code Regra:}, {@code Cenário:}
 * ...), as Gherkin defines them; it refuses a file in another language rather than find no
 * rules in it.
 */
final class RuleBook {

    private static final Pattern LANGUAGE = Pattern.compile("#\\s*language\\s*:\\s*(\\S+)\\s*");

    /** The keywords that matter here; a scenario outline counts as a scenario. */
    private enum Keyword { FEATURE, RULE, BACKGROUND, SCENARIO, EXAMPLES }

    /** Gherkin's keywords for each language this reader knows, from its dialect table. */
    private static final Map<String, Map<String, Keyword>> DIALECTS = Map.of(
            "en", dialect(Map.of(
                    Keyword.FEATURE, List.of("Feature", "Business Need", "Ability"),
                    Keyword.RULE, List.of("Rule"),
                    Keyword.BACKGROUND, List.of("Background"),
                    Keyword.SCENARIO, List.of("Example", "Scenario", "Scenario Outline",
                            "Scenario Template"),
                    Keyword.EXAMPLES, List.of("Examples", "Scenarios"))),
            "pt", dialect(Map.of(
                    Keyword.FEATURE, List.of("Funcionalidade", "Característica", "Caracteristica"),
                    Keyword.RULE, List.of("Regra"),
                    Keyword.BACKGROUND, List.of("Contexto", "Cenário de Fundo", "Cenario de Fundo",
                            "Fundo"),
                    Keyword.SCENARIO, List.of("Exemplo", "Cenário", "Cenario", "Esquema do Cenário",
                            "Esquema do Cenario", "Delineação do Cenário", "Delineacao do Cenario"),
                    Keyword.EXAMPLES, List.of("Exemplos", "Cenários", "Cenarios"))));

    private RuleBook() {
    }

    /**
     * One {@code Rule:} block of a feature file.
     *
     * @param file the feature file, relative to the rule book's folder, with {@code /} between
     *     folders
     * @param line the line of the {@code Rule:} keyword, counted from 1
     * @param title the rule's title, the text after {@code Rule:}
     * @param tags the tags all of the rule's examples carry, without {@code @}, in the order
     *     they are first written
     */
    record RuleBlock(String file, int line, String title, Set<String> tags) {

        /**
         * Creates a rule block.
         *
         * @throws NullPointerException if an argument is null
         */
        RuleBlock {
            Objects.requireNonNull(file, "file");
            Objects.requireNonNull(title, "title");
            tags = Collections.unmodifiableSet(new LinkedHashSet<>(tags));
        }
    }

    /**
     * Reads the rule blocks of every {@code .feature} file under a folder, files in the order
     * of their paths, rules in the order they are written.
     *
     * @param folder the folder of one game's feature files
     * @return the rule blocks; none if the folder does not exist or holds no feature file
     * @throws GeneratorException naming the file if one cannot be read or is not in English
     */
    static List<RuleBlock> read(Path folder) {
        List<RuleBlock> rules = new ArrayList<>();
        for (Map.Entry<String, Path> file : SourceTree.names(folder).entrySet()) {
            if (file.getKey().endsWith(".feature")) {
                try {
                    rules.addAll(parse(file.getKey(),
                            Files.readString(file.getValue(), StandardCharsets.UTF_8)));
                } catch (IOException e) {
                    throw new GeneratorException(file.getValue() + ": cannot be read: " + e);
                }
            }
        }
        return rules;
    }

    /**
     * Reads the rule blocks of one feature file.
     *
     * @param file the file's name, for the blocks and for error messages
     * @param text the file's text
     * @return its rule blocks, in the order they are written
     * @throws GeneratorException naming {@code file:line} if the file declares a language other
     *     than English
     */
    static List<RuleBlock> parse(String file, String text) {
        Parser parser = new Parser(file);
        text.lines().forEach(parser::accept);
        return parser.finish();
    }

    private static Map<String, Keyword> dialect(Map<Keyword, List<String>> words) {
        Map<String, Keyword> keywords = new HashMap<>();
        words.forEach((keyword, texts) -> texts.forEach(text -> keywords.put(text, keyword)));
        return Map.copyOf(keywords);
    }

    /** Reads a feature file line by line, keeping the tags in force at each keyword. */
    private static final class Parser {

        private final String file;
        private final List<RuleBlock> rules = new ArrayList<>();
        private Map<String, Keyword> keywords = DIALECTS.get("en");
        private boolean started;
        private int number;
        private String docString;
        private Set<String> pending = new LinkedHashSet<>();
        private Set<String> featureTags = Set.of();

        // The rule being read: its own tags, and the tags of each of its examples so far.
        private String ruleTitle;
        private int ruleLine;
        private Set<String> ruleTags;
        private final List<Set<String>> exampleTags = new ArrayList<>();
        // The scenario being read, whose tags are an example's unless it has Examples: blocks.
        private Set<String> scenarioTags;
        private boolean scenarioHasExamples;

        Parser(String file) {
            this.file = file;
        }

        void accept(String line) {
            number++;
            String text = line.strip();
            if (docString != null) {
                if (text.startsWith(docString)) {
                    docString = null;
                }
                return;
            }
            if (text.startsWith("\"\"\"") || text.startsWith("```")) {
                docString = text.substring(0, 3);
                return;
            }
            Matcher language = LANGUAGE.matcher(text);
            if (language.matches() && !started) {
                keywords = DIALECTS.get(language.group(1).toLowerCase(Locale.ROOT));
                if (keywords == null) {
                    throw GeneratorException.at(file, number, "the feature file is in language '"
                            + language.group(1) + "', but the generator knows the keywords of "
                            + String.join(" and ", new TreeSet<>(DIALECTS.keySet())) + " only");
                }
                return;
            }
            if (text.startsWith("@")) {
                for (String word : text.split("\\s+")) {
                    if (word.startsWith("#")) {
                        break;
                    }
                    pending.add(word.substring(1));
                }
                return;
            }
            int colon = text.indexOf(':');
            Keyword keyword = colon < 0 ? null : keywords.get(text.substring(0, colon).strip());
            if (keyword != null) {
                started = true;
                keyword(keyword, text.substring(colon + 1).strip());
                pending = new LinkedHashSet<>();
            }
        }

        private void keyword(Keyword keyword, String title) {
            switch (keyword) {
                // A fresh set is pending after every keyword, so this one is the feature's alone.
                case FEATURE -> featureTags = pending;
                case RULE -> {
                    endRule();
                    ruleTitle = title;
                    ruleLine = number;
                    ruleTags = union(featureTags, pending);
                }
                case EXAMPLES -> {
                    if (scenarioTags != null) {
                        scenarioHasExamples = true;
                        exampleTags.add(union(scenarioTags, pending));
                    }
                }
                case BACKGROUND -> endScenario();
                default -> {
                    // A scenario, an example or an outline.
                    endScenario();
                    if (ruleTitle != null) {
                        scenarioTags = union(ruleTags, pending);
                    }
                }
            }
        }

        private void endScenario() {
            if (scenarioTags != null && !scenarioHasExamples) {
                exampleTags.add(scenarioTags);
            }
            scenarioTags = null;
            scenarioHasExamples = false;
        }

        private void endRule() {
            endScenario();
            if (ruleTitle != null) {
                Set<String> common = new LinkedHashSet<>(ruleTags);
                if (!exampleTags.isEmpty()) {
                    common = new LinkedHashSet<>(exampleTags.get(0));
                    for (Set<String> tags : exampleTags) {
                        common.retainAll(tags);
                    }
                }
                rules.add(new RuleBlock(file, ruleLine, ruleTitle, common));
            }
            ruleTitle = null;
            exampleTags.clear();
        }

        List<RuleBlock> finish() {
            endRule();
            return List.copyOf(rules);
        }

        private static Set<String> union(Set<String> first, Set<String> second) {
            Set<String> union = new LinkedHashSet<>(first);
            union.addAll(second);
            return union;
        }
    }
}
