package tabuleiro.grading.report.feedback;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import tabuleiro.grading.model.CompileError;
import tabuleiro.grading.model.GradedSubmission;
import tabuleiro.grading.model.RuleScore;
import tabuleiro.grading.model.ScenarioOutcome;
import tabuleiro.grading.model.ScenarioResult;
import tabuleiro.grading.model.Score;

/**
 * Takes the paths of the grader's machine out of what a student reads: the one place every
 * student's report passes through ({@link
 * tabuleiro.grading.report.platform.StudentReports#forStudent}) before it is written.
 *
 * <p>A submission runs in the grader's folders ({@code /tmp/tabuleiro-grading-…/00004/scratch/
 * jvm-1-…}, the workspace, the machine's cache under the home folder), and whatever it or the
 * rule book prints, a saved game's file name or a stack trace's, names them. Those names tell a
 * student nothing they can act on, and tell them how the grader's machine is laid out. Every
 * absolute path of two or more parts is therefore replaced: a path to a source file of the
 * student's by the student's own relative path ({@code src/main/java/tabuleiro/GAME/Game.java}),
 * anything else by its last part behind an ellipsis ({@code …/game.txt}), which still says which
 * file was meant.
 */
public final class MachinePaths {

    /**
     * An absolute path of two or more parts, not inside a word, a URL or a relative path: after
     * the start, a space, a quote, a bracket or {@code =}.
     */
    private static final Pattern ABSOLUTE = Pattern.compile(
            "(?<=^|[\\s\"'(\\[=`])(/[^\\s\"'()\\[\\]<>,;`*/]+(?:/[^\\s\"'()\\[\\]<>,;`*/]+)+/?)");

    /** Where a student's sources start inside any copy of their project. */
    private static final Pattern SOURCES = Pattern.compile("/(src/(?:main|test)/java/.*)$");

    private MachinePaths() {
    }

    /**
     * Replaces every absolute path in a text.
     *
     * @param text a text a student will read
     * @return the text with each absolute path replaced by the student's relative path of the
     *     same source file, or by {@code …/} and the path's last part
     */
    public static String scrub(String text) {
        if (text.indexOf('/') < 0) {
            return text;
        }
        Matcher path = ABSOLUTE.matcher(text);
        StringBuilder scrubbed = new StringBuilder();
        while (path.find()) {
            String found = path.group(1);
            // A sentence's full stop is not part of the path before it.
            String trailing = "";
            while (found.endsWith(".") || found.endsWith(":")) {
                trailing = found.charAt(found.length() - 1) + trailing;
                found = found.substring(0, found.length() - 1);
            }
            path.appendReplacement(scrubbed, Matcher.quoteReplacement(replacement(found)
                    + trailing));
        }
        path.appendTail(scrubbed);
        return scrubbed.toString();
    }

    /**
     * Scrubs every text of a graded submission that came from running or compiling it: the
     * scenarios' messages and frames, the notes and the compiler's errors.
     *
     * @param graded the graded submission
     * @return the same result, each such text {@linkplain #scrub scrubbed}
     */
    public static GradedSubmission scrub(GradedSubmission graded) {
        List<RuleScore> rules = graded.score().rules().stream()
                .map(rule -> rule.withOutcomes(outcome -> new ScenarioOutcome(
                        outcome.scenario(), scrub(outcome.result()))))
                .toList();
        List<CompileError> errors = graded.compileErrors().stream()
                .map(error -> new CompileError(scrub(error.file()), error.line(),
                        scrub(error.message()), error.code(), error.studentsFile()))
                .toList();
        return new GradedSubmission(graded.name(), graded.status(), new Score(rules), errors,
                graded.notes().stream().map(MachinePaths::scrub).toList(), graded.seconds(),
                graded.student(), graded.submittedAt(), graded.style());
    }

    private static ScenarioResult scrub(ScenarioResult result) {
        return new ScenarioResult(result.outcome(), result.exceptionClass(),
                scrub(result.message()), scrub(result.thrownAt()),
                result.trace().stream().map(MachinePaths::scrub).toList(), result.step());
    }

    private static String replacement(String path) {
        Matcher sources = SOURCES.matcher(path);
        if (sources.find()) {
            return sources.group(1);
        }
        String trimmed = path.endsWith("/") ? path.substring(0, path.length() - 1) : path;
        return "…/" + trimmed.substring(trimmed.lastIndexOf('/') + 1);
    }
}
