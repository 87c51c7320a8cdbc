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

/**
 * One game's rule catalogue, the repository's copy in {@code features/rules/GAME.md}: each
 * rule's ID, its statement, where in the brief it comes from, and its variant.
 *
 * <p>The briefs themselves are not in the repository (they name no licence); the catalogue's
 * Source column is the brief's section, sometimes with a short quotation, and that is what a
 * Rule's page links to.
 *
 * @param file the catalogue's file
 * @param title the catalogue's first heading, which names the brief's file
 * @param entries the rules by ID, in the catalogue's order
 */
record Catalogue(Path file, String title, Map<String, Entry> entries) {

    /**
     * Reads a catalogue: its first {@code #} heading, and each table row whose first cell is a
     * rule ID.
     *
     * @param file the catalogue, such as {@code features/rules/GAME.md}
     * @return the catalogue
     * @throws IllegalArgumentException if a rule's row does not have four cells
     * @throws UncheckedIOException if the file cannot be read
     */
    static Catalogue read(Path file) {
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the rule catalogue " + file, e);
        }
        String title = lines.stream().filter(line -> line.startsWith("# ")).findFirst()
                .map(line -> line.substring(2).strip()).orElse(file.getFileName().toString());
        Map<String, Entry> entries = new LinkedHashMap<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (!line.startsWith("|")) {
                continue;
            }
            List<String> cells = cells(line);
            if (cells.isEmpty() || !Book.RULE_ID.matcher(cells.get(0)).matches()) {
                continue;
            }
            if (cells.size() != 4) {
                throw new IllegalArgumentException(file + " line " + (i + 1) + ": a rule's row"
                        + " has four cells (ID, Rule, Source, Variant), but this one has "
                        + cells.size());
            }
            entries.put(cells.get(0), new Entry(cells.get(0), cells.get(1), cells.get(2),
                    cells.get(3)));
        }
        return new Catalogue(file, title, entries);
    }

    /** A Markdown table row's cells; a bar inside backquotes is text, not a border. */
    private static List<String> cells(String line) {
        List<String> cells = new ArrayList<>();
        StringBuilder cell = new StringBuilder();
        boolean code = false;
        for (int i = 1; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '`') {
                code = !code;
            }
            if (c == '|' && !code) {
                cells.add(cell.toString().strip());
                cell.setLength(0);
            } else {
                cell.append(c);
            }
        }
        return cells;
    }

    /**
     * One rule of the catalogue.
     *
     * @param id its ID, such as {@code PREFIX-07}
     * @param rule the rule, in English, as the catalogue states it (Markdown)
     * @param source where in the brief it comes from (Markdown)
     * @param variant the rule set it belongs to, {@code all} for every one
     */
    record Entry(String id, String rule, String source, String variant) {
    }
}
