package tabuleiro.grading.report.wholeclass;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import tabuleiro.grading.model.BookScenario;
import tabuleiro.grading.model.FileTrees;
import tabuleiro.grading.model.GradedRule;
import tabuleiro.grading.model.GradedSubmission;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.Marking;
import tabuleiro.grading.model.Outcome;
import tabuleiro.grading.model.RuleScore;
import tabuleiro.grading.model.ScenarioOutcome;
import tabuleiro.grading.model.ScenarioResult;
import tabuleiro.grading.model.Texts;
import tabuleiro.grading.report.Pages;
import tabuleiro.grading.report.feedback.FeedbackWriter;
import tabuleiro.grading.report.platform.StudentReports;

/**
 * The class on the rule book, beside the class report: {@code OUT/rulebook/}, the rule book site
 * of the scheme's game overlaid with the class's results, and {@code OUT/rulebook.html}, the
 * class's way into it. Each Rule's page of the site gets, above its examples, the share of the
 * class that kept it, the points the class lost on it, a mark if this scheme hides it, and each
 * scenario some submission failed with how many did, grouped by the step that failed, as the
 * feature file writes it, and how it failed, in the grader's words (never by what a submission's
 * code said: these pages are anonymous and shown to the class); the game's page gives each Rule of
 * its list the share that kept it. {@code rulebook.html} lists every Rule with the same numbers,
 * linked to its page of the overlaid site. No student is named. A lecturer can go from the Rule
 * most of the class broke to its examples and project them unchanged.
 *
 * <p>The site is the portable one the grader carries as resources ({@link PortableRuleBook}),
 * with its boards drawn when the rule book site was built: the grader carries no renderer. A
 * grader built without it writes {@code rulebook.html} alone, linking each Rule to the site the
 * scheme names ({@code grade --rulebook-url}), if any.
 *
 * <p>Every count is a plain number in the page and in a {@code data-} attribute of its row
 * ({@code data-rule}, {@code data-broken}, {@code data-kept}, {@code data-failed}), so a test
 * can check the page against the students' own reports.
 */
public final class ClassOnRuleBook {

    /** The page's name in the class's report folder. */
    public static final String FILE = "rulebook.html";

    /** The overlaid site's folder in the class's report folder. */
    public static final String SITE = "rulebook";

    /** The template, under {@code src/main/jte}. */
    static final String TEMPLATE = "wholeclass/classrulebook.jte";

    /** The template of a rule page's slot. */
    static final String SLOT = "wholeclass/classonrule.jte";

    /** The template of a game page's entry's slot. */
    static final String KEPT = "wholeclass/classkept.jte";

    /** A Scenario Outline's placeholder, as the rule book writes it. */
    private static final Pattern PLACEHOLDER = Pattern.compile("<[^<>]+>");

    /** The names of the throwables the rule book's checks throw when an outcome differs. */
    private static final Set<String> CHECKS = Set.of("java.lang.AssertionError",
            "org.opentest4j.AssertionFailedError", "org.opentest4j.MultipleFailuresError",
            "org.assertj.core.error.AssertJMultipleFailuresError");

    private final Marking marking;
    private final List<GradedSubmission> submissions;
    private final Texts texts;

    /**
     * Gathers a class's results by rule.
     *
     * @param marking the marking every submission was graded under
     * @param submissions the graded submissions
     */
    public ClassOnRuleBook(Marking marking, List<GradedSubmission> submissions) {
        this.marking = marking;
        this.submissions = List.copyOf(submissions);
        this.texts = Texts.of(ClassTexts.class, marking.language());
    }

    /**
     * Writes {@code rulebook.html} into the class's report folder.
     *
     * @param folder the report folder
     * @return the page's path
     * @throws IOException if it cannot be written
     */
    public Path write(Path folder) throws IOException {
        Optional<PortableRuleBook> site = PortableRuleBook.bundled();
        // One gathering of the class's results serves the page and the site's slots.
        View view = view(site.isPresent());
        if (site.isPresent()) {
            writeSite(site.get(), view, folder.resolve(SITE));
        }
        Path page = folder.resolve(FILE);
        StudentReports.atomically(page, Pages.render(TEMPLATE, view));
        return page;
    }

    /**
     * Builds the page.
     *
     * @param overlaid whether it links to the overlaid site beside it
     * @return the HTML page
     */
    String page(boolean overlaid) {
        return Pages.render(TEMPLATE, view(overlaid));
    }

    /** The site of the scheme's game with the class's results in its slots. */
    private void writeSite(PortableRuleBook site, View view, Path out) throws IOException {
        Map<String, List<RuleView>> byId = new LinkedHashMap<>();
        for (RuleView rule : view.rules()) {
            byId.computeIfAbsent(rule.id(), id -> new ArrayList<>()).add(rule);
        }
        // A site written for an earlier run of the class may hold pages this one has not.
        FileTrees.delete(out);
        String game = marking.scheme().game();
        site.of(Set.of(game))
                .fillRulePages(id -> Optional.ofNullable(byId.get(id)).map(rules ->
                        Pages.render(SLOT, new Slot(texts, rules)).strip()))
                .fillGamePages((lang, id, ordinal) -> Optional.ofNullable(byId.get(id))
                        .filter(rules -> ordinal <= rules.size()).map(rules -> " " + Pages
                                .render(KEPT, new Kept(Texts.of(ClassTexts.class, Language
                                        .ofTag(lang).orElse(Language.ENGLISH)),
                                        rules.get(ordinal - 1))).strip()))
                .write(out);
    }

    /**
     * Gathers what the page says.
     *
     * @return each rule with its counts, in the rule book's order
     */
    View view(boolean overlaid) {
        List<RuleView> rules = new ArrayList<>();
        // Rules of different features may share an ID; each section's anchor is still unique.
        Map<String, Integer> seen = new HashMap<>();
        for (GradedRule rule : marking.rules()) {
            int times = seen.merge(rule.id(), 1, Integer::sum);
            rules.add(rule(rule, times == 1 ? rule.id() : rule.id() + "-" + times, overlaid));
        }
        String title = texts.text("rulebook.title", marking.scheme().title(marking.language()));
        return new View(texts, title, submissions.size(), rules, overlaid
                ? Optional.of(SITE + "/" + marking.scheme().game() + "/index.html")
                : Optional.empty());
    }

    private RuleView rule(GradedRule rule, String anchor, boolean overlaid) {
        int kept = 0;
        int broken = 0;
        BigDecimal lost = BigDecimal.ZERO;
        Map<BookScenario, Map<String, Integer>> failed = new LinkedHashMap<>();
        rule.scenarios().forEach(scenario -> failed.put(scenario, new LinkedHashMap<>()));
        for (GradedSubmission graded : submissions) {
            Optional<RuleScore> score = graded.score().rules().stream()
                    .filter(one -> one.rule().name().equals(rule.name())).findFirst();
            if (score.isEmpty()) {
                continue;
            }
            // A rule kept on its written examples but charged by a generated one loses points:
            // it counts among the broken, as results.json and the class report count it.
            if (score.get().kept() && !score.get().charged()) {
                kept++;
                continue;
            }
            broken++;
            lost = lost.add(score.get().max().subtract(score.get().score()));
            // A run that did not finish (no compilation, the grader's failure) broke the rule
            // without a scenario saying why: it is counted, not grouped.
            if (graded.status() != GradedSubmission.Status.GRADED) {
                continue;
            }
            for (ScenarioOutcome outcome : score.get().failures()) {
                failed.computeIfAbsent(outcome.scenario(), any -> new LinkedHashMap<>())
                        .merge(why(outcome), 1, Integer::sum);
            }
        }
        List<ScenarioView> scenarios = new ArrayList<>();
        failed.forEach((scenario, reasons) -> {
            if (!reasons.isEmpty()) {
                List<Reason> grouped = reasons.entrySet().stream()
                        .map(entry -> new Reason(entry.getKey(), entry.getValue()))
                        .sorted(Comparator.comparingInt(Reason::count).reversed()).toList();
                scenarios.add(new ScenarioView(scenario.name(), scenario.key().where(),
                        grouped.stream().mapToInt(Reason::count).sum(), grouped));
            }
        });
        int counted = kept + broken;
        String share = counted == 0 ? "—" : Math.round(100.0 * kept / counted) + " %";
        Optional<String> page = overlaid
                ? Optional.of(SITE + "/" + marking.scheme().game() + "/" + rule.id() + ".html")
                : marking.scheme().rulePage(rule.id());
        return new RuleView(rule.id(), anchor, rule.title(), rule.name(), marking.hidden(rule),
                page, FeedbackWriter.featureFile(rule), kept,
                broken, share, lost.toPlainString(), scenarios);
    }

    /**
     * Why a scenario failed, in the rule book's words and the grader's: the step it failed at,
     * as the feature file has it, and how it failed (the expected outcome did not hold, the code
     * threw, time ran out). Never what the submission's code said: the page is shown to the
     * class, and an exception's message is a line of the student's choosing (a right-to-left
     * override and all).
     */
    private String why(ScenarioOutcome outcome) {
        String how = texts.text("rulebook.why." + how(outcome.result()));
        if (outcome.result().step().isEmpty()) {
            // It stopped before a step, or never ran: how is all there is to say.
            return how;
        }
        return asWritten(outcome.scenario(), outcome.result().step().get())
                .orElse(texts.text("rulebook.why.step")) + " — " + how;
    }

    /** The key of how a scenario failed, under {@code rulebook.why.}. */
    private static String how(ScenarioResult result) {
        if (result.outcome() == Outcome.FAILED) {
            return CHECKS.contains(result.exceptionClass()) ? "expected" : "threw";
        }
        return result.outcome().name().toLowerCase(Locale.ROOT);
    }

    /**
     * The failed step as the rule book writes it: the line of the scenario that the step's line
     * names, or a line of the scenario or its Background that the step's text is (for an
     * example row of a Scenario Outline, once the row's values fill the outline's
     * placeholders). Empty when the rule book has no such line, so that the page never quotes a
     * step it cannot vouch for.
     */
    private static Optional<String> asWritten(BookScenario scenario, ScenarioResult.Step step) {
        List<String> lines = scenario.text().lines().toList();
        int index = step.line() - scenario.key().line();
        if (scenario.exampleRow().isEmpty() && index >= 0 && index < lines.size()
                && !lines.get(index).isBlank()) {
            return Optional.of(lines.get(index).strip());
        }
        String text = step.text().strip();
        // An example row's cells are the only words that may fill an outline's placeholders.
        String cells = scenario.exampleRow().stream()
                .flatMap(row -> Stream.of(row.split("\\|"))).map(String::strip)
                .filter(cell -> !cell.isEmpty()).map(Pattern::quote)
                .collect(Collectors.joining("|"));
        return Stream.concat(lines.stream(), scenario.background().lines()).map(String::strip)
                .filter(line -> !line.isEmpty() && shape(line, cells).matcher(text).matches())
                .findFirst().map(line -> text);
    }

    /**
     * A line of the rule book as a pattern: itself, each {@code <placeholder>} one of an example
     * row's cells (none without a row).
     */
    private static Pattern shape(String line, String cells) {
        if (cells.isEmpty()) {
            return Pattern.compile(Pattern.quote(line));
        }
        StringBuilder pattern = new StringBuilder();
        Matcher placeholder = PLACEHOLDER.matcher(line);
        int from = 0;
        while (placeholder.find()) {
            pattern.append(Pattern.quote(line.substring(from, placeholder.start())))
                    .append("(?:").append(cells).append(')');
            from = placeholder.end();
        }
        return Pattern.compile(pattern.append(Pattern.quote(line.substring(from))).toString());
    }

    /**
     * What the page says.
     *
     * @param texts the class report's words
     * @param title the page's title
     * @param submissions how many submissions the class has
     * @param rules each rule, in the rule book's order
     * @param site the game's page of the overlaid site, relative to the page, if written
     */
    record View(Texts texts, String title, int submissions, List<RuleView> rules,
            Optional<String> site) {

        /**
         * One of the page's own words.
         *
         * @param key the text's key in {@link ClassTexts}
         * @param arguments its arguments
         * @return the text
         */
        public String t(String key, String... arguments) {
            return texts.text(key, (Object[]) arguments);
        }

        /**
         * The page's language.
         *
         * @return {@code en} or {@code pt}
         */
        public String lang() {
            return texts.language().tag();
        }
    }

    /**
     * A rule and how the class did on it.
     *
     * @param id the rule's ID
     * @param anchor its section's ID on the page: the rule's ID, with {@code -2}, {@code -3}
     *     after it for a later rule of the same ID
     * @param title its title
     * @param name its name, unique in the rule book (an ID may head Rules of two features),
     *     as the students' test results name it
     * @param hidden whether it is hidden from students
     * @param page its page of the rule book site, if the scheme knows the site
     * @param where its feature file and line
     * @param kept how many submissions kept it
     * @param broken how many broke it
     * @param share the share that kept it, in percent
     * @param lost the points the class lost on it
     * @param scenarios the scenarios some submission failed
     */
    record RuleView(String id, String anchor, String title, String name, boolean hidden,
            Optional<String> page, String where, int kept, int broken, String share, String lost,
            List<ScenarioView> scenarios) {
    }

    /**
     * What fills a rule page's slot: the class on the Rules of its ID (an ID may head two).
     *
     * @param texts the class report's words
     * @param rules the Rules
     */
    record Slot(Texts texts, List<RuleView> rules) {

        /**
         * One of the slot's own words.
         *
         * @param key the text's key in {@link ClassTexts}
         * @param arguments its arguments
         * @return the text
         */
        public String t(String key, String... arguments) {
            return texts.text(key, (Object[]) arguments);
        }

        /**
         * The slot's language.
         *
         * @return {@code en} or {@code pt}
         */
        public String lang() {
            return texts.language().tag();
        }
    }

    /**
     * What fills a game page's entry's slot: the share of the class that kept the Rule.
     *
     * @param texts the words of the side of the page the entry is on
     * @param rule the Rule
     */
    record Kept(Texts texts, RuleView rule) {

        /**
         * One of the slot's own words.
         *
         * @param key the text's key in {@link ClassTexts}
         * @param arguments its arguments
         * @return the text
         */
        public String t(String key, String... arguments) {
            return texts.text(key, (Object[]) arguments);
        }
    }

    /**
     * A scenario some submissions failed.
     *
     * @param name its name
     * @param where its feature file and line
     * @param failed how many submissions failed it
     * @param reasons the failures grouped by step and how it failed
     */
    record ScenarioView(String name, String where, int failed, List<Reason> reasons) {
    }

    /**
     * A group of failures of a scenario.
     *
     * @param text the step, as the rule book writes it, and how it failed
     * @param count how many submissions failed it so
     */
    record Reason(String text, int count) {
    }
}
