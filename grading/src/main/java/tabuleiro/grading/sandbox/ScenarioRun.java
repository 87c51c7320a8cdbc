package tabuleiro.grading.sandbox;

import java.util.List;
import java.util.Objects;
import tabuleiro.grading.model.ScenarioResult;

/**
 * A scenario as a grading JVM ran it: where Cucumber says it is, and what happened.
 *
 * @param uri its feature file as Cucumber names it, e.g. {@code classpath:a/b.feature}
 * @param line its line, or its example row's, in that file
 * @param name its display name
 * @param tags its tags, without {@code @}
 * @param result what happened
 */
public record ScenarioRun(String uri, int line, String name, List<String> tags,
        ScenarioResult result) {

    /** Checks that every part is present and keeps an unmodifiable copy of the tags. */
    public ScenarioRun {
        Objects.requireNonNull(uri, "uri");
        Objects.requireNonNull(name, "name");
        tags = List.copyOf(tags);
        Objects.requireNonNull(result, "result");
    }
}
