package tabuleiro.grading.model;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A student's own scenarios: the one folder of a project that holds them, the file a kit starts
 * them in, and how a scenario the grader or the kit prints becomes one to paste there.
 *
 * <p>The folder sits under the rule book's package in Maven's test resources, so that
 * {@code mvn test} and an IDE run them with the rule book (Cucumber finds feature files in a
 * package's sub-folders), and in a folder of its own, so that no file of the student's takes the
 * name of one of the rule book's. {@code ./check} runs them after the rule book's scenarios and
 * reports them apart: they are the student's, and carry no points.
 */
public final class OwnScenarios {

    /** The tag of the starter file's feature, which each of its scenarios inherits. */
    public static final String TAG = "@mine";

    /** The folder, under the rule book's package, that holds them. */
    public static final String FOLDER = "mine";

    /** The file a kit starts them in. */
    public static final String FILE = "mine.feature";

    /** A line that says the file's language, which Gherkin reads on a file's first lines only. */
    private static final Pattern LANGUAGE_LINE = Pattern.compile("\\s*#\\s*language\\s*:.*");

    /** A feature's heading, in either language, which a file holds once. */
    private static final Pattern FEATURE_LINE = Pattern.compile(
            "\\s*(Feature|Funcionalidade|Característica)\\s*:.*");

    /** A scenario's heading, in either language. */
    private static final Pattern SCENARIO_LINE = Pattern.compile(
            "\\s*(Scenario|Scenario Outline|Example|Cenário|Esquema do Cenário|Exemplo)\\s*:.*");

    /** A step that says what is expected, in either language. */
    private static final Pattern THEN_LINE = Pattern.compile("(Then|Então|Entao)\\s.*");

    /** An outline's examples, in either language. */
    private static final Pattern EXAMPLES_LINE = Pattern.compile(
            "(Examples|Scenarios|Exemplos|Cenários)\\s*:.*");

    /** A step before the expectations, in either language. */
    private static final Pattern STEP_LINE = Pattern.compile(
            "(Given|When|And|But|Dado|Dada|Dados|Dadas|Quando|E|Mas)\\s.*");

    private OwnScenarios() {
    }

    /**
     * The folder of a game's own scenarios in a project, relative to the project's root.
     *
     * @param features the package of the rule book's feature files in the project's language,
     *     such as {@code tabuleiro.features.GAME} or {@code tabuleiro.features.pt.GAME}
     * @return {@code src/test/resources/tabuleiro/features/GAME/mine}, with {@code /}
     */
    public static String folder(String features) {
        return "src/test/resources/" + features.replace('.', '/') + "/" + FOLDER;
    }

    /**
     * The package Cucumber reads the own scenarios from.
     *
     * @param features the package of the rule book's feature files in the project's language
     * @return the package of {@link #folder(String)}
     */
    public static String featuresPackage(String features) {
        return features + "." + FOLDER;
    }

    /**
     * The file a kit starts a game's own scenarios in: a feature tagged {@value #TAG}, with no
     * scenario yet and a comment that says what goes there.
     *
     * @param language the kit's language, the feature's
     * @param title the game's title in that language
     * @return the file's text
     */
    public static String starter(Language language, String title) {
        if (language == Language.PORTUGUESE) {
            return "# language: pt\n" + TAG + "\nFuncionalidade: Os meus cenários de " + title
                    + "\n\n  # Os seus próprios cenários: escreva-os aqui, ou cole os que o"
                    + " ./check ou o\n  # relatório do avaliador mostram. ./check corre-os depois"
                    + " do livro de regras\n  # (./check --tags " + TAG + " só estes), e mvn test"
                    + " também. Não valem pontos.\n";
        }
        return TAG + "\nFeature: My own scenarios of " + title
                + "\n\n  # Your own scenarios: write them here, or paste those that ./check or"
                + " the\n  # grader's report shows. ./check runs them after the rule book (./check"
                + "\n  # --tags " + TAG + " these alone), and so does mvn test. They earn no"
                + " points.\n";
    }

    /**
     * Keeps a pasteable scenario's set-up and leaves out what it expects: its lines from the
     * first {@code Then} (or {@code Então}) step on, up to an outline's examples. For a scenario
     * whose expectations are not the rule's, such as one a student's own engine wrote: the
     * steps still play its moves, and the student writes the expectation the rule book gives.
     *
     * @param pasteable a scenario from {@link #pasteable(String, String)}
     * @return the scenario without its expectations; empty when it has no step before them
     */
    public static String setUp(String pasteable) {
        StringBuilder text = new StringBuilder();
        boolean expecting = false;
        boolean steps = false;
        for (String line : pasteable.split("\n", -1)) {
            String word = line.strip();
            if (THEN_LINE.matcher(word).matches()) {
                expecting = true;
            } else if (EXAMPLES_LINE.matcher(word).matches()) {
                expecting = false;
            }
            if (!expecting) {
                text.append(line).append('\n');
                steps |= STEP_LINE.matcher(word).matches();
            }
        }
        return steps ? text.toString().stripTrailing() + "\n" : "";
    }

    /**
     * Makes a scenario the grader or the kit prints into one to paste into a feature file that
     * already has its heading: the language line and the feature's heading left out, the
     * scenario's lines moved to the left edge, and the rule's tag put above it, so that
     * {@code ./check --tags @RULE} runs it with the rule's own.
     *
     * @param scenario the scenario as the rule book's probe writes it, with or without a
     *     feature around it
     * @param rule the ID of the rule it shows, such as {@code C4-16}; empty for none
     * @return the scenario, ready to paste; empty when {@code scenario} holds none
     */
    public static String pasteable(String scenario, String rule) {
        List<String> kept = new ArrayList<>();
        boolean started = false;
        for (String line : scenario.strip().split("\n", -1)) {
            if (!started && (LANGUAGE_LINE.matcher(line).matches()
                    || FEATURE_LINE.matcher(line).matches() || line.isBlank())) {
                continue;
            }
            started = true;
            kept.add(line.stripTrailing());
        }
        if (kept.stream().noneMatch(line -> SCENARIO_LINE.matcher(line).matches())) {
            return "";
        }
        int indent = kept.stream().filter(line -> !line.isBlank())
                .mapToInt(line -> line.length() - line.stripLeading().length()).min().orElse(0);
        StringBuilder text = new StringBuilder();
        if (!rule.isEmpty() && !kept.get(0).strip().startsWith("@")) {
            text.append('@').append(rule).append('\n');
        }
        for (String line : kept) {
            text.append(line.isBlank() ? "" : line.substring(indent)).append('\n');
        }
        return text.toString().stripTrailing() + "\n";
    }
}
