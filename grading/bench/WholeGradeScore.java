import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * The whole grade's mutation score of each game (grading/docs/mutation.md): the union of the
 * rule book's PIT run ({@code features/target/pit-reports/GAME/mutations.xml}, the written
 * examples) and the generated examples' run ({@code grading/target/pit-reports/GAME/}), which
 * mutate the same mutants (the parent POM's executions). A mutant is detected by the grade when
 * either run detects it (killed or timed out). Prints a line a game and writes the mutants the
 * grade lets through to {@code grading/target/pit-reports/GAME/survivors.txt}.
 *
 * <p>The generated examples' run may be narrowed to fewer classes
 * ({@code -Dmutation.classes.GAME=...}; a judge's JVM a mutant makes it the long one), as long
 * as its report holds every mutant the written examples miss: a mutant it did not run is one
 * the written examples detect, so the union is the same, and only the generated examples' own
 * count is of the mutants it ran.
 *
 * <p>Usage, from the repository's root after the two runs:
 * {@code java grading/bench/WholeGradeScore.java [--min PERCENT] [GAME...]}; exit 1 when a
 * game's score is under {@code --min}, 2 when a run's report is missing or the two runs did not
 * mutate the same mutants (a narrowed generated run aside, as above).
 */
public final class WholeGradeScore {

    private WholeGradeScore() {
    }

    /** What one run said of one mutant. */
    private record Verdict(boolean detected, String where) {
    }

    public static void main(String[] args) throws Exception {
        double min = 0;
        List<String> games = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--min")) {
                min = Double.parseDouble(args[++i]);
            } else {
                games.add(args[i]);
            }
        }
        if (games.isEmpty()) {
            games = List.of("connectfour", "quarto", "chess", "checkers", "qwirkle");
        }
        int status = 0;
        System.out.println("game | mutants | written examples | generated examples | whole grade"
                + " | score");
        for (String game : games) {
            Path written = Path.of("features/target/pit-reports", game, "mutations.xml");
            Path generated = Path.of("grading/target/pit-reports", game, "mutations.xml");
            if (!Files.isRegularFile(written) || !Files.isRegularFile(generated)) {
                System.out.println(game + ": no report (" + (Files.isRegularFile(written)
                        ? generated : written) + "): run both modules' mutation profile first");
                status = 2;
                continue;
            }
            Map<String, Verdict> byWritten = read(written);
            Map<String, Verdict> byGenerated = read(generated);
            long unasked = byWritten.entrySet().stream()
                    .filter(m -> !m.getValue().detected() && !byGenerated.containsKey(m.getKey()))
                    .count();
            if (!byWritten.keySet().containsAll(byGenerated.keySet()) || unasked > 0) {
                System.out.printf("%s: the runs mutated different mutants (%d and %d; %d that"
                        + " the written examples miss are not in the generated examples' report):"
                        + " run both at the same commit with the same -Dmutation.* settings, the"
                        + " generated examples' run on no fewer classes than hold the written"
                        + " examples' survivors%n", game, byWritten.size(), byGenerated.size(),
                        unasked);
                status = 2;
                continue;
            }
            List<String> survivors = new ArrayList<>();
            int writtenCount = 0;
            int generatedCount = 0;
            int whole = 0;
            for (Map.Entry<String, Verdict> mutant : byWritten.entrySet()) {
                boolean byBook = mutant.getValue().detected();
                Verdict asked = byGenerated.get(mutant.getKey());
                boolean byGames = asked != null && asked.detected();
                writtenCount += byBook ? 1 : 0;
                generatedCount += byGames ? 1 : 0;
                if (byBook || byGames) {
                    whole++;
                } else {
                    survivors.add(mutant.getValue().where());
                }
            }
            double score = 100.0 * whole / byWritten.size();
            String generatedFigure = byGenerated.size() == byWritten.size()
                    ? String.valueOf(generatedCount)
                    : generatedCount + " of the " + byGenerated.size() + " it ran";
            System.out.printf(Locale.ROOT, "%s | %d | %d | %s | %d | %.1f%%%n", game,
                    byWritten.size(), writtenCount, generatedFigure, whole, score);
            Files.write(generated.resolveSibling("survivors.txt"), survivors);
            if (score < min) {
                status = Math.max(status, 1);
            }
        }
        System.exit(status);
    }

    /** A report's mutants, each by what identifies it in both runs. */
    private static Map<String, Verdict> read(Path report) throws Exception {
        Element root = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(report.toFile()).getDocumentElement();
        NodeList mutations = root.getElementsByTagName("mutation");
        Map<String, Verdict> mutants = new LinkedHashMap<>();
        for (int i = 0; i < mutations.getLength(); i++) {
            Element mutation = (Element) mutations.item(i);
            String key = String.join("|", text(mutation, "mutatedClass"),
                    text(mutation, "mutatedMethod"), text(mutation, "methodDescription"),
                    text(mutation, "lineNumber"), text(mutation, "mutator"),
                    text(mutation, "indexes"), text(mutation, "blocks"));
            String where = text(mutation, "mutatedClass") + "." + text(mutation, "mutatedMethod")
                    + ":" + text(mutation, "lineNumber") + " " + text(mutation, "description");
            mutants.put(key, new Verdict(Boolean.parseBoolean(mutation.getAttribute("detected")),
                    where));
        }
        if (mutants.isEmpty()) {
            throw new IOException(report + " holds no mutant");
        }
        return mutants;
    }

    private static String text(Element mutation, String tag) {
        NodeList nodes = mutation.getElementsByTagName(tag);
        return nodes.getLength() == 0 ? "" : nodes.item(0).getTextContent().strip();
    }
}
