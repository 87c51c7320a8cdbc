package tabuleiro.rulebook.site;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * What a grading scheme ({@code grading/schemes/GAME.json}) says about a game's rules: its
 * titles, its exercises and their points, the points each rule earns and which rules are hidden.
 *
 * <p>The points of a rule follow the grader's rule (the schemes' README): an exercise's points
 * are shared evenly, to the cent, by the rule IDs of the Rule blocks tagged with it, after the
 * rules that have points of their own; leftover cents go one each to the first rules by ID. The
 * site states it, and {@code RuleBookSiteTest} holds it to the exercise's total.
 *
 * @param game the game's command name (lower-case words joined by hyphens)
 * @param title the game's name in English
 * @param titlePt the game's name in Portuguese
 * @param folder the rule book's folder under {@code tabuleiro/features/}: the command without
 *     its hyphens
 * @param exercises the exercises, in the scheme's order
 * @param hidden the IDs of the hidden rules
 */
record Grading(String game, String title, String titlePt, String folder,
        List<Exercise> exercises, Set<String> hidden) {

    private static final String RULEBOOK_PACKAGE = "tabuleiro.features.";

    /**
     * Reads a scheme.
     *
     * @param file the scheme's JSON file
     * @return what the site needs of it
     * @throws IllegalArgumentException if the file is not a scheme: the message says what was
     *     expected
     * @throws UncheckedIOException if the file cannot be read
     */
    static Grading read(Path file) {
        JsonObject scheme;
        try {
            scheme = JsonParser.parseString(Files.readString(file, StandardCharsets.UTF_8))
                    .getAsJsonObject();
            String rulebook = scheme.get("rulebook").getAsString();
            if (!rulebook.startsWith(RULEBOOK_PACKAGE)) {
                throw new IllegalArgumentException(file + ": expected a rulebook in "
                        + RULEBOOK_PACKAGE + "*, but it is " + rulebook);
            }
            JsonObject pt = scheme.has("pt") ? scheme.getAsJsonObject("pt") : new JsonObject();
            JsonObject ptExercises = pt.has("exercises") ? pt.getAsJsonObject("exercises")
                    : new JsonObject();
            String title = scheme.get("title").getAsString();
            List<Exercise> exercises = new ArrayList<>();
            Set<String> hidden = new TreeSet<>();
            for (JsonElement element : scheme.getAsJsonArray("exercises")) {
                JsonObject exercise = element.getAsJsonObject();
                String id = exercise.get("id").getAsString();
                String english = exercise.get("title").getAsString();
                Map<String, BigDecimal> own = new TreeMap<>();
                if (exercise.has("rules")) {
                    for (JsonElement ruleElement : exercise.getAsJsonArray("rules")) {
                        JsonObject rule = ruleElement.getAsJsonObject();
                        String rid = rule.get("id").getAsString();
                        if (rule.has("points")) {
                            own.put(rid, rule.get("points").getAsBigDecimal());
                        }
                        if (rule.has("hidden") && rule.get("hidden").getAsBoolean()) {
                            hidden.add(rid);
                        }
                    }
                }
                exercises.add(new Exercise(id, english, ptExercises.has(id)
                        ? ptExercises.get(id).getAsString() : english,
                        exercise.get("points").getAsBigDecimal(), own));
            }
            return new Grading(scheme.get("game").getAsString(), title,
                    pt.has("title") ? pt.get("title").getAsString() : title,
                    rulebook.substring(RULEBOOK_PACKAGE.length()), List.copyOf(exercises),
                    hidden);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the scheme " + file, e);
        } catch (JsonParseException | IllegalStateException | NullPointerException
                | UnsupportedOperationException e) {
            throw new IllegalArgumentException(file + ": expected a grading scheme (game, title,"
                    + " rulebook, exercises with id, title and points), but " + e.getMessage(),
                    e);
        }
    }

    /**
     * Shares each exercise's points among its rules.
     *
     * @param blocks the rule book's Rule blocks
     * @return for each exercise ID, the points of each rule ID it grades, by rule ID
     */
    Map<String, Map<String, BigDecimal>> points(Collection<Book.Block> blocks) {
        Map<String, Map<String, BigDecimal>> points = new LinkedHashMap<>();
        for (Exercise exercise : exercises) {
            Set<String> ids = new TreeSet<>();
            for (Book.Block block : blocks) {
                if (block.exercises().contains(exercise.id())) {
                    ids.addAll(block.ids());
                }
            }
            Map<String, BigDecimal> shares = new TreeMap<>();
            BigDecimal left = exercise.points();
            Set<String> even = new HashSet<>();
            for (String id : ids) {
                BigDecimal own = exercise.own().get(id);
                if (own != null) {
                    shares.put(id, own.setScale(2, RoundingMode.UNNECESSARY));
                    left = left.subtract(own);
                } else {
                    even.add(id);
                }
            }
            List<String> sorted = new ArrayList<>(new TreeSet<>(even));
            if (!sorted.isEmpty()) {
                long cents = left.movePointRight(2).setScale(0, RoundingMode.HALF_UP)
                        .longValueExact();
                long each = cents / sorted.size();
                long extra = cents % sorted.size();
                for (int i = 0; i < sorted.size(); i++) {
                    shares.put(sorted.get(i),
                            BigDecimal.valueOf(each + (i < extra ? 1 : 0)).movePointLeft(2));
                }
            }
            points.put(exercise.id(), shares);
        }
        return points;
    }

    /**
     * One exercise of the scheme.
     *
     * @param id its ID, such as {@code ex03}
     * @param title its title in English
     * @param titlePt its title in Portuguese
     * @param points what it is worth
     * @param own the rules with points of their own, by ID
     */
    record Exercise(String id, String title, String titlePt, BigDecimal points,
            Map<String, BigDecimal> own) {
    }
}
