package tabuleiro.rulebook.site;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What the Portuguese side of a Rule's page says of the catalogue, which is written in English
 * ({@code features/rules/GAME.md}): the catalogue's own text is not shown there in English. The
 * rule's statement is the Portuguese rule book's own (the {@code Regra:}'s description), the
 * variant is named in Portuguese, and of the source in the brief the side keeps what needs no
 * translation, the brief's sections ({@code §2.1}), the names in its code ({@code `Jogo()`})
 * and its own Portuguese words (quoted), and says that the rest is in the catalogue, in English.
 */
final class CatalogueInPortuguese {

    /** The catalogue's variants, as the Variant column writes them, word by word. */
    private static final Map<String, String> VARIANT_WORDS = variantWords();

    /** What a source keeps: a section, a code span, a quotation (the brief's Portuguese). */
    private static final Pattern KEPT = Pattern.compile("§\\s?[0-9A-Z][0-9.]*|`[^`]+`|\"[^\"]+\"");

    /** Said where the source's English prose is left out. */
    static final String MORE = "pormenores no catálogo de regras, em inglês";

    private CatalogueInPortuguese() {
    }

    private static Map<String, String> variantWords() {
        Map<String, String> words = new LinkedHashMap<>();
        words.put("all", "todas");
        words.put("classic", "clássica");
        words.put("simplified", "simplificada");
        words.put("official", "oficial");
        words.put("brief", "do enunciado");
        words.put("squares", "quadrados");
        words.put("default", "por omissão");
        return words;
    }

    /**
     * The catalogue's variant in Portuguese: {@code all} is {@code todas}, {@code squares
     * (default)} is {@code quadrados (por omissão)}; a word not known here is kept.
     *
     * @param variant the Variant column's text
     * @return the same in Portuguese
     */
    static String variant(String variant) {
        Matcher word = Pattern.compile("[A-Za-z]+").matcher(variant);
        StringBuilder said = new StringBuilder();
        while (word.find()) {
            word.appendReplacement(said, Matcher.quoteReplacement(VARIANT_WORDS.getOrDefault(
                    word.group().toLowerCase(Locale.ROOT), word.group())));
        }
        word.appendTail(said);
        return said.toString();
    }

    /**
     * The catalogue's source in Portuguese, as Markdown: its sections, code names and
     * quotations, then where the rest is; a rule the courseware added says so.
     *
     * @param source the Source column's text (Markdown)
     * @return what the Portuguese side shows
     */
    static String source(String source) {
        String text = source.strip();
        if (text.toLowerCase(Locale.ROOT).startsWith("courseware")) {
            return "material do curso: o enunciado não a tem (a razão está no catálogo de regras,"
                    + " em inglês)";
        }
        List<String> kept = new ArrayList<>();
        Matcher part = KEPT.matcher(text);
        StringBuilder rest = new StringBuilder();
        int from = 0;
        while (part.find()) {
            kept.add(part.group());
            rest.append(text, from, part.start());
            from = part.end();
        }
        rest.append(text.substring(from));
        if (kept.isEmpty()) {
            return "ver o catálogo de regras, em inglês";
        }
        // Only separators and brackets left: everything the source says is kept.
        boolean whole = rest.toString().replaceAll("[\\s,;()]", "").isEmpty();
        return String.join(", ", kept) + (whole ? "" : " (" + MORE + ")");
    }
}
