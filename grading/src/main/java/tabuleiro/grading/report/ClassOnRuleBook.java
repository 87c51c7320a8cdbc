package tabuleiro.grading.report;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import tabuleiro.grading.model.BookScenario;
import tabuleiro.grading.model.FileTrees;
import tabuleiro.grading.model.GradedRule;
import tabuleiro.grading.model.GradedSubmission;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.Marking;
import tabuleiro.grading.model.RuleScore;
import tabuleiro.grading.model.ScenarioOutcome;
import tabuleiro.grading.model.Texts;

/**
 * The class on the rule book, beside the class report: {@code OUT/rulebook/}, the rule book
 * site of the scheme's game overlaid with the class's results, and {@code OUT/rulebook.html},
 * the class's way into it. Each Rule's page of the site gets, above its examples, the share of
 * the class that kept it, the points the class lost on it, a mark if this scheme hides it, and
 * each scenario some submission failed with how many did, grouped by the step that failed and
 * the first line of what the check said; the game's page gives each Rule of its list the share
 * that kept it. {@code rulebook.html} lists every Rule with the same numbers, linked to its
 * page of the overlaid site. No student is named. A lecturer can go from the Rule most of the
 * class broke to its examples and project them unchanged.
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
    static final String TEMPLATE = "classrulebook.jte";

    /** The template of a rule page's slot. */
    static final String SLOT = "classonrule.jte";

    /** The template of a game page's entry's slot. */
    static final String KEPT = "classkept.jte";

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
            if (score.get().kept()) {
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

    /** The step a scenario failed at and the first line of what was said, scrubbed of paths. */
    private String why(ScenarioOutcome outcome) {
        String step = outcome.result().step().map(s -> s.text()).orElse("—");
        String said = MachinePaths.scrub(outcome.result().message().strip()).lines()
                .findFirst().orElse("");
        if (said.isEmpty()) {
            said = outcome.result().outcome().name();
        }
        return step + " — " + said;
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
     * @param reasons the failures grouped by step and first line of the message
     */
    record ScenarioView(String name, String where, int failed, List<Reason> reasons) {
    }

    /**
     * A group of failures of a scenario.
     *
     * @param text the step and the first line of what was said
     * @param count how many submissions failed it so
     */
    record Reason(String text, int count) {
    }
}
