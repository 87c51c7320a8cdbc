package tabuleiro.grading.sandbox;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import tabuleiro.grading.child.SpecRunner;

/**
 * The questions of generated examples (issue 47) a grading JVM asks its game's probe after the
 * scenarios: the probe's class name and the commands, chosen in the grader's JVM. They carry
 * moves, never an expected answer.
 *
 * @param probeClass the probe's binary class name, or empty to ask nothing
 * @param questions the commands, in order, each on one line
 */
public record ProbeQuestions(String probeClass, List<String> questions) {

    /** No question: a run of the rule book alone. */
    public static final ProbeQuestions NONE = new ProbeQuestions("", List.of());

    /**
     * Checks that each question is one line and keeps a copy.
     *
     * @throws IllegalArgumentException if a question holds a line break, or questions come
     *     without a probe
     */
    public ProbeQuestions {
        Objects.requireNonNull(probeClass, "probeClass");
        questions = List.copyOf(questions);
        if (probeClass.isBlank() && !questions.isEmpty()) {
            throw new IllegalArgumentException("questions need a probe to ask");
        }
        if (!probeClass.isBlank() && !probeClass.matches("[\\w.$]+")) {
            throw new IllegalArgumentException("not a class name: " + probeClass);
        }
        for (String question : questions) {
            if (question.contains("\n") || question.contains("\r")) {
                throw new IllegalArgumentException("a question is one line: " + question);
            }
        }
    }

    /**
     * Tells whether there is anything to ask.
     *
     * @return whether a probe is named
     */
    public boolean any() {
        return !probeClass.isBlank();
    }

    /**
     * The lines of a grading JVM's standard input that carry the questions.
     *
     * @return {@code PROBE CLASS} then an {@code ASK QUESTION} line per question; none when
     *     nothing is asked
     */
    List<String> lines() {
        if (!any()) {
            return List.of();
        }
        List<String> lines = new ArrayList<>();
        lines.add(SpecRunner.PROBE_LINE + probeClass);
        questions.forEach(question -> lines.add(SpecRunner.ASK_LINE + question));
        return lines;
    }
}
