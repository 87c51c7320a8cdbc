package tabuleiro.rulebook.site;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The slides that teach each rule: read from the decks as Asciidoctor built them, so a link
 * goes to a slide that exists, under the id reveal.js shows in the address
 * ({@code GAME.html#/_winning_groups_prefix_07}).
 *
 * <p>A deck names the rules a slide teaches by ID, in its title or its text ("Winning groups
 * (PREFIX-07)", "PREFIX-03 to PREFIX-06"); a range counts every rule in it. The slides whose
 * title names a rule are the ones that teach it; a rule no title names is linked to the slides
 * whose text names it (an example, a contract, a worked fix).
 */
final class DeckSlides {

    private static final Pattern SECTION = Pattern.compile("<section id=\"([^\"]+)\"");
    private static final Pattern HEADING = Pattern.compile("<h2[^>]*>(.*?)</h2>",
            Pattern.DOTALL);
    private static final Pattern MENTION = Pattern.compile(
            "\\b([A-Z][A-Z0-9]*)-([0-9]{2})(?:\\s+(?:to|a)\\s+\\1-([0-9]{2}))?\\b");

    private DeckSlides() {
    }

    /**
     * Finds the slides of a deck that name each rule.
     *
     * @param deck the built deck, such as {@code target/slides/GAME.html}; a deck that is
     *     not there teaches nothing
     * @return the slides by rule ID, each in the deck's order
     * @throws UncheckedIOException if the deck cannot be read
     */
    static Map<String, List<Slide>> read(Path deck) {
        Map<String, List<Slide>> slides = new LinkedHashMap<>();
        if (!Files.isRegularFile(deck)) {
            return slides;
        }
        String html;
        try {
            html = Files.readString(deck, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the deck " + deck, e);
        }
        Map<String, List<Slide>> byTitle = new LinkedHashMap<>();
        Matcher section = SECTION.matcher(html);
        List<int[]> starts = new ArrayList<>();
        List<String> ids = new ArrayList<>();
        while (section.find()) {
            starts.add(new int[] {section.start()});
            ids.add(section.group(1));
        }
        for (int i = 0; i < ids.size(); i++) {
            int end = i + 1 < starts.size() ? starts.get(i + 1)[0] : html.length();
            String body = html.substring(starts.get(i)[0], end);
            Matcher heading = HEADING.matcher(body);
            String title = heading.find() ? text(heading.group(1)) : ids.get(i);
            Slide slide = new Slide(title, deck.getFileName() + "#/" + ids.get(i));
            mentions(text(body), slide, slides);
            mentions(title, slide, byTitle);
        }
        slides.putAll(byTitle);
        return slides;
    }

    private static void mentions(String text, Slide slide, Map<String, List<Slide>> slides) {
        Matcher mention = MENTION.matcher(text);
        while (mention.find()) {
            int from = Integer.parseInt(mention.group(2));
            int to = mention.group(3) == null ? from : Integer.parseInt(mention.group(3));
            for (int n = from; n <= to; n++) {
                String id = String.format("%s-%02d", mention.group(1), n);
                List<Slide> list = slides.computeIfAbsent(id, key -> new ArrayList<>());
                if (!list.contains(slide)) {
                    list.add(slide);
                }
            }
        }
    }

    /** The text of some HTML: tags dropped, the entities the decks use read. */
    private static String text(String html) {
        return html.replaceAll("<[^>]+>", " ").replace("&#8230;", "...").replace("&amp;", "&")
                .replace("&lt;", "<").replace("&gt;", ">").replace("&#8217;", "'")
                .replaceAll("\\s+", " ").strip();
    }

    /**
     * A slide.
     *
     * @param title its title
     * @param link its address relative to the decks' folder, such as
     *     {@code GAME.html#/_winning_groups_prefix_07}
     */
    record Slide(String title, String link) {
    }
}
