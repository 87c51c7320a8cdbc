package tabuleiro.grading.report.wholeclass;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.reflect.TypeToken;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The portable rule book site the grader carries as resources under
 * {@value #ROOT} (the rulebook module's jar with classifier {@code portable}): every rule of
 * every game, none marked hidden, no link out of itself, and markers, as HTML comments, where a
 * class's results go and around each rule wherever it appears outside its own page. The grader
 * copies it cut to some games, fills or empties its slots and cuts the rules a scheme hides,
 * by replacing those markers as text: they are the site's own, written by its generator from
 * checked IDs, so no HTML parser is needed.
 *
 * <p>The markers (the rulebook module's {@code Markers} writes them):
 * {@code <!-- tabuleiro:class ID -->} on a rule's page; {@code <!-- tabuleiro:kept ID N -->}
 * in a game page's entry of the N-th Rule block of the ID; {@code <!-- tabuleiro:rule IDS -->}
 * … {@code <!-- /tabuleiro:rule IDS -->} around a rule's entries, rows and booklet block;
 * {@code <!-- tabuleiro:game GAME -->} … {@code <!-- /tabuleiro:game GAME -->} around a game
 * on the front page.
 */
public final class PortableRuleBook {

    /** The site's folder on the grader's class path. */
    public static final String ROOT = "tabuleiro-rulebook-site/";

    private static final String LIST = "files.txt";
    private static final String INDEX = "assets/search-index.json";
    private static final String INDEX_SCRIPT = "assets/search-index.js";
    private static final Pattern RULE = Pattern.compile(
            "<!-- tabuleiro:rule ([A-Z0-9 -]+) -->.*?<!-- /tabuleiro:rule \\1 -->",
            Pattern.DOTALL);
    private static final Pattern GAME = Pattern.compile(
            "<!-- tabuleiro:game ([a-z-]+) -->.*?<!-- /tabuleiro:game \\1 -->", Pattern.DOTALL);
    private static final Pattern CLASS_SLOT = Pattern.compile(
            "<!-- tabuleiro:class ([A-Z][A-Z0-9]*-[0-9]{2}) -->");
    private static final Pattern KEPT_SLOT = Pattern.compile(
            "<!-- tabuleiro:kept ([A-Z][A-Z0-9]*-[0-9]{2}) ([0-9]+) -->");
    private static final Pattern RULE_PAGE = Pattern.compile(
            "([a-z-]+)/([A-Z][A-Z0-9]*-[0-9]{2})\\.html");
    private static final Pattern BOARD = Pattern.compile("boards/([0-9a-f]+\\.svg)");
    private static final Pattern SHOW = Pattern.compile("(<body [^>]*data-show=\")both(\")");
    private static final String PORTUGUESE_SIDE = "<article class=\"side\" lang=\"pt\">";

    private final List<String> files;

    private PortableRuleBook(List<String> files) {
        this.files = List.copyOf(files);
    }

    /**
     * Finds the site on the grader's class path.
     *
     * @return the site, or empty when this grader was built without it
     * @throws UncheckedIOException if its list of files cannot be read
     */
    public static Optional<PortableRuleBook> bundled() {
        return read(LIST).map(bytes -> new PortableRuleBook(new String(bytes,
                StandardCharsets.UTF_8).lines().filter(line -> !line.isBlank()).toList()));
    }

    private static Optional<byte[]> read(String file) {
        try (InputStream in = PortableRuleBook.class.getResourceAsStream("/" + ROOT + file)) {
            return in == null ? Optional.empty() : Optional.of(in.readAllBytes());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the rule book site's " + file, e);
        }
    }

    /**
     * Copies the site's front page, assets and the pages of some games, to be changed and
     * written.
     *
     * @param games the games' command names
     * @return the copy
     * @throws IllegalArgumentException if the site has no page of a game
     */
    public Copy of(Set<String> games) {
        Map<String, byte[]> kept = new LinkedHashMap<>();
        for (String game : games) {
            if (!files.contains(game + "/index.html")) {
                throw new IllegalArgumentException("the rule book site has no game " + game
                        + "; it has " + files.stream().filter(file -> file.endsWith(
                                "/index.html")).map(file -> file.substring(0,
                                        file.indexOf('/'))).toList());
            }
        }
        for (String file : files) {
            int slash = file.indexOf('/');
            boolean shared = slash < 0 || file.startsWith("assets/");
            if (shared || games.contains(file.substring(0, slash))) {
                kept.put(file, read(file).orElseThrow(() -> new IllegalStateException(
                        "the rule book site lists " + file + " but does not hold it")));
            }
        }
        Copy copy = new Copy(kept, games);
        copy.edit("index.html", page -> GAME.matcher(page).replaceAll(found ->
                games.contains(found.group(1)) ? Matcher.quoteReplacement(found.group())
                        : ""));
        copy.filterIndex(entry -> {
            String href = entry.getOrDefault("href", "");
            int slash = href.indexOf('/');
            return slash > 0 && games.contains(href.substring(0, slash));
        });
        return copy;
    }

    /** A copy of the site, being changed before it is written. */
    public static final class Copy {

        private final Map<String, byte[]> files;
        private final Set<String> games;

        private Copy(Map<String, byte[]> files, Set<String> games) {
            this.files = files;
            this.games = Set.copyOf(games);
        }

        /**
         * The IDs of the rules the copy has a page for.
         *
         * @param game the game
         * @return the IDs, in the site's order
         */
        public List<String> rules(String game) {
            List<String> ids = new ArrayList<>();
            for (String file : files.keySet()) {
                Matcher page = RULE_PAGE.matcher(file);
                if (page.matches() && page.group(1).equals(game)) {
                    ids.add(page.group(2));
                }
            }
            return ids;
        }

        /**
         * Cuts rules out: their pages, every entry between their markers (a block of several
         * IDs goes if one of them does), their search entries, and then every board picture no
         * page left refers to.
         *
         * @param ids the rules' IDs
         * @return this copy
         */
        public Copy without(Set<String> ids) {
            if (ids.isEmpty()) {
                return this;
            }
            files.keySet().removeIf(file -> {
                Matcher page = RULE_PAGE.matcher(file);
                return page.matches() && ids.contains(page.group(2));
            });
            for (String file : pages()) {
                edit(file, page -> RULE.matcher(page).replaceAll(found -> Arrays.stream(
                        found.group(1).split(" ")).anyMatch(ids::contains) ? ""
                                : Matcher.quoteReplacement(found.group())));
            }
            filterIndex(entry -> !ids.contains(entry.get("id")));
            for (String game : games) {
                Set<String> drawn = new HashSet<>();
                for (String file : pages()) {
                    if (file.startsWith(game + "/")) {
                        BOARD.matcher(text(file)).results().forEach(found ->
                                drawn.add(found.group(1)));
                    }
                }
                files.keySet().removeIf(file -> file.startsWith(game + "/boards/")
                        && !drawn.contains(file.substring(file.lastIndexOf('/') + 1)));
            }
            return this;
        }

        /**
         * Fills the slot of each rule's page with a class's results on it.
         *
         * @param results the HTML of a rule's results, by its ID; empty leaves the slot empty
         * @return this copy
         */
        public Copy fillRulePages(Function<String, Optional<String>> results) {
            for (String file : pages()) {
                edit(file, page -> CLASS_SLOT.matcher(page).replaceAll(found -> Matcher
                        .quoteReplacement(results.apply(found.group(1)).orElse(""))));
            }
            return this;
        }

        /**
         * Fills the slot of each rule's entry on its game's page, in the language of the side
         * of the page it is on.
         *
         * @param kept the HTML of an entry's share kept, from the side's language
         *     ({@code en} or {@code pt}), the rule's ID and which block of the ID it is
         * @return this copy
         */
        public Copy fillGamePages(KeptText kept) {
            for (String game : games) {
                edit(game + "/index.html", page -> {
                    int pt = page.indexOf(PORTUGUESE_SIDE);
                    String english = pt < 0 ? page : page.substring(0, pt);
                    String portuguese = pt < 0 ? "" : page.substring(pt);
                    return fillKept(english, "en", kept) + fillKept(portuguese, "pt", kept);
                });
            }
            return this;
        }

        private static String fillKept(String text, String lang, KeptText kept) {
            return KEPT_SLOT.matcher(text).replaceAll(found -> Matcher.quoteReplacement(
                    kept.html(lang, found.group(1), Integer.parseInt(found.group(2)))
                            .orElse("")));
        }

        /**
         * Empties every slot: a site with no class's results.
         *
         * @return this copy
         */
        public Copy withoutResults() {
            return fillRulePages(id -> Optional.empty()).fillGamePages((lang, id, n) ->
                    Optional.empty());
        }

        /**
         * Makes the site open on one language (its pages show both until a reader chooses).
         *
         * @param lang {@code en} or {@code pt}
         * @return this copy
         */
        public Copy showing(String lang) {
            for (String file : pages()) {
                edit(file, page -> SHOW.matcher(page).replaceFirst("$1" + lang + "$2"));
            }
            return this;
        }

        /**
         * Writes the copy.
         *
         * @param out the site's folder
         * @return the files written, relative to it
         * @throws IOException if a file cannot be written
         */
        public List<String> write(Path out) throws IOException {
            for (Map.Entry<String, byte[]> file : files.entrySet()) {
                Path target = out.resolve(file.getKey());
                Files.createDirectories(target.getParent());
                Files.write(target, file.getValue());
            }
            return List.copyOf(files.keySet());
        }

        private List<String> pages() {
            return files.keySet().stream().filter(file -> file.endsWith(".html")).toList();
        }

        private String text(String file) {
            return new String(files.get(file), StandardCharsets.UTF_8);
        }

        private void edit(String file, Function<String, String> change) {
            files.computeIfPresent(file, (name, bytes) -> change.apply(new String(bytes,
                    StandardCharsets.UTF_8)).getBytes(StandardCharsets.UTF_8));
        }

        private void filterIndex(Predicate<Map<String, String>> keep) {
            if (!files.containsKey(INDEX)) {
                return;
            }
            Gson gson = new GsonBuilder().disableHtmlEscaping().create();
            List<Map<String, String>> entries = gson.fromJson(text(INDEX),
                    new TypeToken<List<Map<String, String>>>() {}.getType());
            String json = gson.toJson(entries.stream().filter(keep).toList());
            files.put(INDEX, json.getBytes(StandardCharsets.UTF_8));
            files.put(INDEX_SCRIPT, ("window.RULEBOOK_INDEX = " + json + ";\n")
                    .getBytes(StandardCharsets.UTF_8));
        }
    }

    /** The HTML of a game page's entry's share kept. */
    @FunctionalInterface
    public interface KeptText {

        /**
         * Says what fills an entry's slot.
         *
         * @param lang the language of the page's side, {@code en} or {@code pt}
         * @param id the rule's ID
         * @param ordinal which Rule block of the ID the entry is, from 1
         * @return the HTML, or empty to leave the slot empty
         */
        Optional<String> html(String lang, String id, int ordinal);
    }
}
