package tabuleiro.grading.report.wholeclass;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import tabuleiro.grading.model.FileTrees;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.Texts;
import tabuleiro.grading.report.CsvRows;
import tabuleiro.grading.report.Pages;
import tabuleiro.grading.report.platform.StudentReports;
import tabuleiro.grading.similarity.MatchedRegion;
import tabuleiro.grading.similarity.NotCompared;
import tabuleiro.grading.similarity.SimilarGroups;
import tabuleiro.grading.similarity.SimilarPair;
import tabuleiro.grading.similarity.SimilarityAnalysis;
import tabuleiro.grading.similarity.SimilarityResult;
import tabuleiro.grading.similarity.SourceFile;

/**
 * What the instructor reads of a similarity analysis: a section of {@code report.html} (the
 * pairs at or above the threshold, the most similar first, and the groups of three or more), a
 * side-by-side page per listed pair with the shared runs highlighted, and
 * {@code similarity.csv} with every pair. Every page is self-contained and escapes everything
 * a student wrote (code, names, file names); none loads anything or runs a script.
 *
 * <p>The words are chosen with care: a pair is "similar", and the report says what similarity
 * can and cannot show ({@link #CAVEAT}).
 */
public final class SimilarityReport {

    /** The CSV of every pair, in the report folder. */
    public static final String CSV = "similarity.csv";

    /** The folder of the side-by-side pages and JPlag's own result file. */
    public static final String FOLDER = "similarity";

    /** JPlag's result file, for its viewer, in {@link #FOLDER}. */
    public static final String JPLAG_RESULT = "jplag-result.zip";

    /** What similarity can show and what it cannot, on every page that lists a pair. */
    public static final String CAVEAT = "What similarity can show: that two submissions share"
            + " long runs of the same program structure beyond the skeleton everyone was given."
            + " JPlag compares Java's token structure, so renamed identifiers, other comments,"
            + " blank lines and reordered methods do not hide a shared run. What it cannot show:"
            + " who wrote the code, who took it from whom, or whether the students were allowed"
            + " to work together. Short, tightly specified methods come out alike when written"
            + " independently; code from a common source (the slides, a textbook, a tutor) is"
            + " alike too; and code reworked by hand or by a tool can come out dissimilar. A"
            + " similar pair is a reason to read both submissions side by side and to talk with"
            + " the students, not a finding.";

    /** The template of a pair's page. */
    static final String PAIR_TEMPLATE = "wholeclass/pair.jte";

    /** The template of {@code report.html} when the class was compared, not graded. */
    static final String ALONE_TEMPLATE = "wholeclass/similarityonly.jte";

    /**
     * The most pairs listed with a page of their own: a class whose pairs are nearly all alike
     * (a shared template, a leaked solution) would otherwise get tens of thousands of pages.
     * The rest are in {@link #CSV}.
     */
    public static final int MOST_LISTED = 500;

    /** How many colours the page cycles through for shared runs. */
    private static final int COLOURS = 6;

    private final String title;
    private final SimilarityResult result;
    private final double threshold;
    private final Map<String, String> students;
    private final Language language;

    /**
     * Gathers what an analysis found.
     *
     * @param title the assignment's title, for the pages' headings
     * @param result the analysis
     * @param threshold the least similarity listed, in percent
     * @param students each submission's student as the reports show them (name and Moodle id),
     *     by submission name; a submission missing here is shown by its name
     */
    public SimilarityReport(String title, SimilarityResult result, double threshold,
            Map<String, String> students) {
        this(title, result, threshold, students, Language.ENGLISH);
    }

    /**
     * Gathers what an analysis found, to say what its percentages measure in a language.
     *
     * @param title the assignment's title, for the pages' headings
     * @param result the analysis
     * @param threshold the least similarity listed, in percent
     * @param students each submission's student as the reports show them, by submission name
     * @param language the language of what a pair's page says its percentage measures
     */
    public SimilarityReport(String title, SimilarityResult result, double threshold,
            Map<String, String> students, Language language) {
        this.title = title;
        this.result = result;
        this.threshold = threshold;
        this.students = Map.copyOf(students);
        this.language = language;
    }

    /**
     * Writes {@code similarity.csv}, the pair pages and, when the report is the similarity
     * alone, {@code report.html}. The pages of an earlier run are replaced.
     *
     * @param folder the report folder
     * @param alone whether to write {@code report.html} with this section alone (no grades)
     * @throws IOException if a file cannot be written
     */
    public void write(Path folder, boolean alone) throws IOException {
        StudentReports.atomically(folder.resolve(CSV), csv());
        Path pages = folder.resolve(FOLDER);
        Files.createDirectories(pages);
        try (var old = Files.list(pages)) {
            for (Path page : old.filter(path -> path.getFileName().toString()
                    .startsWith("pair-")).toList()) {
                FileTrees.delete(page);
            }
        }
        List<SimilarPair> listed = listed();
        for (int i = 0; i < listed.size(); i++) {
            StudentReports.atomically(pages.resolve(pageName(i)),
                    Pages.render(PAIR_TEMPLATE, pairView(listed.get(i))));
        }
        if (alone) {
            StudentReports.atomically(folder.resolve(ClassReport.FILE),
                    Pages.render(ALONE_TEMPLATE, section()));
        }
    }

    /**
     * Builds the CSV: a header, then every pair, the most similar first.
     *
     * @return the CSV, with the pair's two names, the similarity in percent and the tokens
     *     they share
     */
    public String csv() {
        StringBuilder csv = new StringBuilder(CsvRows.row(List.of("first", "second",
                "similarity", "matched tokens")));
        for (SimilarPair pair : result.pairs()) {
            csv.append(CsvRows.row(List.of(pair.first(), pair.second(),
                    percent(pair.similarity()), Integer.toString(pair.matchedTokens()))));
        }
        return csv.toString();
    }

    /**
     * Says in a line what was found, for the console.
     *
     * @return how many were compared and how many pairs reach the threshold
     */
    public String headline() {
        return "Similarity: " + result.compared() + " submissions compared, "
                + result.above(threshold).size() + " pairs at or above " + percent(threshold)
                + "%, " + SimilarGroups.of(result.pairs(), threshold).size()
                + " groups of three or more, " + result.notCompared().size() + " not compared";
    }

    /**
     * Builds the section of {@code report.html}.
     *
     * @return what the section says, as plain text for the template to escape
     */
    Section section() {
        List<SimilarPair> listed = listed();
        int reaching = result.above(threshold).size();
        List<PairRow> rows = new ArrayList<>();
        for (int i = 0; i < listed.size(); i++) {
            SimilarPair pair = listed.get(i);
            rows.add(new PairRow(FOLDER + "/" + pageName(i), shown(pair.first()),
                    shown(pair.second()), percent(pair.similarity()) + "%",
                    pair.matchedTokens()));
        }
        List<GroupRow> groups = SimilarGroups.of(result.pairs(), threshold).stream()
                .map(group -> new GroupRow(String.join(", ", group.members().stream()
                        .map(this::shown).toList()), group.members().size(), group.pairs(),
                        percent(group.highest()) + "%")).toList();
        List<String> left = result.notCompared().stream()
                .map(skipped -> shown(skipped.name()) + ": " + skipped.reason()).toList();
        String summary = result.compared() + " submissions compared, " + result.pairs().size()
                + " pairs; " + reaching + " at or above the threshold of "
                + percent(threshold) + "% (the scheme's \"similarity\": {\"threshold\": ...})"
                + (reaching > listed.size() ? ", of which the " + listed.size() + " most similar"
                + " are listed here" : "") + ". Every pair is in " + CSV + ".";
        return new Section(title + " — similarity", summary, CAVEAT, rows, groups, left,
                result.jplagResult().map(file -> FOLDER + "/" + file).orElse(""));
    }

    /**
     * Builds a pair's page: the shared runs as a list, then both submissions' own files side by
     * side, each line of a shared run marked with the run's number and colour.
     */
    PairView pairView(SimilarPair pair) {
        List<RegionRow> regions = new ArrayList<>();
        Map<String, int[]> firstMarks = new HashMap<>();
        Map<String, int[]> secondMarks = new HashMap<>();
        Map<String, SourceFile> firstFiles = byPath(result.sources().get(pair.first()));
        Map<String, SourceFile> secondFiles = byPath(result.sources().get(pair.second()));
        for (int i = 0; i < pair.regions().size(); i++) {
            MatchedRegion region = pair.regions().get(i);
            int number = i + 1;
            regions.add(new RegionRow(number, "c" + i % COLOURS, region.firstFile(),
                    region.firstStart() + "–" + region.firstEnd(), region.secondFile(),
                    region.secondStart() + "–" + region.secondEnd(), region.tokens()));
            mark(firstMarks, firstFiles, region.firstFile(), region.firstStart(),
                    region.firstEnd(), number);
            mark(secondMarks, secondFiles, region.secondFile(), region.secondStart(),
                    region.secondEnd(), number);
        }
        return new PairView(shown(pair.first()) + " and " + shown(pair.second()) + ": "
                + percent(pair.similarity()) + "% similar", CAVEAT,
                Texts.of(ClassTexts.class, language).text("similarity.measure",
                        String.valueOf(SimilarityAnalysis.minimumMatch())), language.tag(),
                pair.matchedTokens(), regions, shown(pair.first()), shown(pair.second()),
                files(firstFiles, firstMarks, anchors(pair, true)),
                files(secondFiles, secondMarks, anchors(pair, false)));
    }

    private static Map<String, SourceFile> byPath(List<SourceFile> files) {
        Map<String, SourceFile> byPath = new java.util.TreeMap<>();
        for (SourceFile file : files) {
            byPath.put(file.path(), file);
        }
        return byPath;
    }

    /** Marks a run's lines with its number; a line in two runs keeps the first. */
    private static void mark(Map<String, int[]> marks, Map<String, SourceFile> files,
            String path, int start, int end, int number) {
        SourceFile file = files.get(path);
        if (file == null) {
            return;
        }
        int[] lines = marks.computeIfAbsent(path, key -> new int[file.lines().size() + 1]);
        for (int line = start; line <= Math.min(end, file.lines().size()); line++) {
            if (lines[line] == 0) {
                lines[line] = number;
            }
        }
    }

    /**
     * The ids of each run's first line on one side ({@code a3} on the first submission's,
     * {@code b3} on the second's), by file and line: a line may start two runs.
     */
    private static Map<String, Map<Integer, List<String>>> anchors(SimilarPair pair,
            boolean first) {
        Map<String, Map<Integer, List<String>>> anchors = new HashMap<>();
        for (int i = 0; i < pair.regions().size(); i++) {
            MatchedRegion region = pair.regions().get(i);
            anchors.computeIfAbsent(first ? region.firstFile() : region.secondFile(),
                    key -> new HashMap<>()).computeIfAbsent(first ? region.firstStart()
                            : region.secondStart(), key -> new ArrayList<>())
                    .add((first ? "a" : "b") + (i + 1));
        }
        return anchors;
    }

    private static List<FileView> files(Map<String, SourceFile> files, Map<String, int[]> marks,
            Map<String, Map<Integer, List<String>>> anchors) {
        List<FileView> views = new ArrayList<>();
        for (SourceFile file : files.values()) {
            int[] marked = marks.getOrDefault(file.path(), new int[file.lines().size() + 1]);
            Map<Integer, List<String>> starts = anchors.getOrDefault(file.path(), Map.of());
            List<LineView> lines = new ArrayList<>();
            for (int i = 0; i < file.lines().size(); i++) {
                int run = marked[i + 1];
                lines.add(new LineView(i + 1, file.lines().get(i),
                        run == 0 ? "" : "c" + (run - 1) % COLOURS, run == 0 ? "" : "#" + run,
                        starts.getOrDefault(i + 1, List.of())));
            }
            views.add(new FileView(file.path(), lines));
        }
        return views;
    }

    private String shown(String name) {
        String student = students.get(name);
        return student == null || student.equals(name) ? name : name + " (" + student + ")";
    }

    /** The pairs listed with a page, the most similar first. */
    private List<SimilarPair> listed() {
        List<SimilarPair> above = result.above(threshold);
        return above.subList(0, Math.min(above.size(), MOST_LISTED));
    }

    private static String pageName(int index) {
        return String.format(Locale.ROOT, "pair-%04d.html", index + 1);
    }

    private static String percent(double value) {
        return String.format(Locale.ROOT, "%.1f", value);
    }

    /**
     * The similarity section of {@code report.html}.
     *
     * @param title the section's heading
     * @param summary how many were compared and listed, and at which threshold
     * @param caveat what similarity can and cannot show
     * @param pairs the listed pairs, the most similar first
     * @param groups the groups of three or more
     * @param notCompared each submission left out, with why
     * @param jplagResult the relative URL of JPlag's result file, or an empty string
     */
    record Section(String title, String summary, String caveat, List<PairRow> pairs,
            List<GroupRow> groups, List<String> notCompared, String jplagResult) {
    }

    /**
     * A listed pair.
     *
     * @param page the relative URL of its side-by-side page
     * @param first the first submission, as shown
     * @param second the second submission, as shown
     * @param similarity the similarity, such as {@code 87.5%}
     * @param tokens how many tokens they share
     */
    record PairRow(String page, String first, String second, String similarity, int tokens) {
    }

    /**
     * A group of three or more.
     *
     * @param members the members, as shown
     * @param size how many
     * @param pairs how many listed pairs join them
     * @param highest the highest similarity within, such as {@code 92.0%}
     */
    record GroupRow(String members, int size, int pairs, String highest) {
    }

    /**
     * A pair's side-by-side page.
     *
     * @param title the page's title and heading
     * @param caveat what similarity can and cannot show
     * @param measure what the percentage measures, and why an exact copy need not be 100%
     * @param measureLang the language {@code measure} is in, as an HTML tag
     * @param tokens how many tokens the two share
     * @param regions the shared runs
     * @param first the first submission, as shown
     * @param second the second submission, as shown
     * @param firstFiles the first submission's own files
     * @param secondFiles the second submission's own files
     */
    record PairView(String title, String caveat, String measure, String measureLang, int tokens,
            List<RegionRow> regions, String first, String second, List<FileView> firstFiles,
            List<FileView> secondFiles) {
    }

    /**
     * A shared run.
     *
     * @param number its number, from 1
     * @param colour its CSS class
     * @param firstFile the first submission's file
     * @param firstLines its lines there, such as {@code 10–24}
     * @param secondFile the second submission's file
     * @param secondLines its lines there
     * @param tokens how many tokens long
     */
    record RegionRow(int number, String colour, String firstFile, String firstLines,
            String secondFile, String secondLines, int tokens) {
    }

    /**
     * A source file on a pair's page.
     *
     * @param path its path under the source root
     * @param lines its lines
     */
    record FileView(String path, List<LineView> lines) {
    }

    /**
     * A line of a source file.
     *
     * @param number its number, from 1
     * @param text the line as the student wrote it
     * @param colour the CSS class of the shared run it is in, or an empty string
     * @param run the run's label, such as {@code #3}, or an empty string
     * @param anchors the ids of the runs that start on the line, such as {@code a3}
     */
    record LineView(int number, String text, String colour, String run, List<String> anchors) {
    }
}
