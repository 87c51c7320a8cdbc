package tabuleiro.grading.generator;

import com.google.gson.Gson;
import com.google.gson.JsonParseException;
import java.io.IOException;
import java.io.Reader;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * What the generator needs of a game's grading scheme ({@code grading/schemes/GAME.json}): the
 * game's name and title, the package of its rule book, and its exercises with their titles and
 * points. The scheme's other fields (the grader's time limits) are not read here.
 *
 * @param game the game's name, as the launcher's command for it, such as {@code connect-four}
 * @param title the game's title, such as {@code Connect Four}
 * @param rulebook the package of the game's feature files, such as
 *     {@code tabuleiro.features.connectfour}
 * @param exercises the exercises, in the order students do them
 * @invariant the game is a lower-case command name, the title is not blank, the rule book is a
 *     package name, there is at least one exercise, and the
 *     exercises' ids are distinct
 */
record GradingScheme(String game, String title, String rulebook, List<Exercise> exercises) {

    private static final Pattern GAME = Pattern.compile("[a-z0-9]+(-[a-z0-9]+)*");
    private static final Pattern PACKAGE = Pattern.compile("[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)*");

    /**
     * One exercise of the scheme.
     *
     * @param id the exercise's id, {@code ex} and two digits, as the feature files tag it
     * @param title what the exercise is about, such as {@code The grid}
     * @param points the points it is worth
     */
    record Exercise(String id, String title, BigDecimal points) {

        private static final Pattern ID = Pattern.compile("ex\\d\\d");

        /**
         * Creates an exercise.
         *
         * @throws IllegalArgumentException unless {@code id} is {@code ex} and two digits,
         *     {@code title} is not blank and {@code points} is at least 0
         */
        Exercise {
            if (id == null || !ID.matcher(id).matches()) {
                throw new IllegalArgumentException(
                        "an exercise id is 'ex' and two digits, such as ex01, but " + id
                        + " was given");
            }
            if (title == null || title.isBlank()) {
                throw new IllegalArgumentException("exercise " + id + " needs a title");
            }
            if (points == null || points.signum() < 0) {
                throw new IllegalArgumentException(
                        "exercise " + id + " needs points, 0 or more, but " + points
                        + " was given");
            }
        }

        /**
         * Returns the exercise's number, the one the stubs' messages use ("Exercise 3: ...").
         *
         * @return the number in the id: 3 for {@code ex03}
         */
        int number() {
            return Integer.parseInt(id.substring(2));
        }
    }

    /**
     * Creates a scheme.
     *
     * @throws IllegalArgumentException unless the game is a command name in lower case with
     *     {@code -} between words, the title is not blank, the rule book is a Java
     *     package name, and there is at least one exercise and no two with the same id
     */
    GradingScheme {
        if (game == null || !GAME.matcher(game).matches()) {
            throw new IllegalArgumentException("'game' is the game's command, in lower case with"
                    + " '-' between words such as connect-four, but " + game + " was given");
        }
        if (title == null || title.isBlank()) {
            throw new IllegalArgumentException("the scheme needs the game's 'title'");
        }
        if (rulebook == null || !PACKAGE.matcher(rulebook).matches()) {
            throw new IllegalArgumentException("'rulebook' is the package of the game's feature"
                    + " files, such as tabuleiro.features.connectfour, but " + rulebook
                    + " was given");
        }
        if (exercises == null || exercises.isEmpty()
                || exercises.stream().anyMatch(Objects::isNull)) {
            throw new IllegalArgumentException("the scheme needs a list of 'exercises'");
        }
        exercises = List.copyOf(exercises);
        Set<String> ids = new HashSet<>();
        for (Exercise exercise : exercises) {
            if (!ids.add(exercise.id())) {
                throw new IllegalArgumentException(
                        "exercise " + exercise.id() + " is listed twice");
            }
        }
    }

    /**
     * Reads a scheme from its JSON file.
     *
     * @param file the scheme's file
     * @return the scheme
     * @throws GeneratorException naming the file if it cannot be read, is not JSON, or does not
     *     describe a valid scheme
     */
    static GradingScheme read(Path file) {
        try (Reader reader = Files.newBufferedReader(file)) {
            GradingScheme scheme = new Gson().fromJson(reader, GradingScheme.class);
            if (scheme == null) {
                throw new GeneratorException(file + ": the grading scheme is empty");
            }
            return scheme;
        } catch (IOException e) {
            throw new GeneratorException(file + ": the grading scheme cannot be read: " + e);
        } catch (JsonParseException e) {
            throw new GeneratorException(file + ": not a valid grading scheme: " + e.getMessage());
        } catch (RuntimeException e) {
            // Gson wraps the exception of a record's constructor that refused a value.
            Throwable cause = e;
            while (cause != null && !(cause instanceof IllegalArgumentException)) {
                cause = cause.getCause();
            }
            if (cause == null) {
                throw e;
            }
            throw new GeneratorException(file + ": not a valid grading scheme: "
                    + cause.getMessage());
        }
    }

    /**
     * Finds an exercise by its number.
     *
     * @param number the exercise's number, as in "Exercise 3"
     * @return the exercise, or empty if the scheme has none with that number
     */
    Optional<Exercise> exercise(int number) {
        return exercises.stream().filter(e -> e.number() == number).findFirst();
    }
}
