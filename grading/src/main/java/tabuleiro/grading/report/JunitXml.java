package tabuleiro.grading.report;

import java.util.Locale;
import java.util.Optional;
import tabuleiro.grading.model.CompileError;
import tabuleiro.grading.model.FinalGrade;
import tabuleiro.grading.model.GradedRule;
import tabuleiro.grading.model.GradedSubmission;
import tabuleiro.grading.model.Marking;
import tabuleiro.grading.model.Outcome;
import tabuleiro.grading.model.RuleScore;
import tabuleiro.grading.model.ScenarioOutcome;

/**
 * A submission's {@code junit.xml}: the JUnit XML report that CI tools read (Jenkins, GitLab,
 * GitHub Actions' test reporters), one {@code testsuite} for the submission and one
 * {@code testcase} per graded rule. A rule broken by a failed check is a {@code failure}; one
 * broken by a timeout, a crash or code that did not compile is an {@code error}. A hidden rule's
 * failure says only that it was broken.
 */
public final class JunitXml {

    private JunitXml() {
    }

    /**
     * Builds the XML text.
     *
     * @param graded the graded submission
     * @param marking the marking, for the exercises and the hidden rules
     * @return the report
     */
    public static String toXml(GradedSubmission graded, Marking marking) {
        long failures = 0;
        long errors = 0;
        StringBuilder cases = new StringBuilder();
        for (RuleScore rule : graded.score().rules()) {
            GradedRule gradedRule = rule.rule();
            cases.append("    <testcase classname=\"")
                    .append(attribute(marking.scheme().game() + "." + gradedRule.exercise()))
                    .append("\" name=\"").append(attribute(gradedRule.name()))
                    .append("\" time=\"0\"");
            if (rule.kept()) {
                cases.append("/>\n");
                continue;
            }
            ScenarioOutcome first = rule.failures().get(0);
            boolean failure = first.result().outcome() == Outcome.FAILED;
            if (failure) {
                failures++;
            } else {
                errors++;
            }
            String element = failure ? "failure" : "error";
            String message;
            String body;
            if (marking.hidden(gradedRule)) {
                message = "a hidden rule is broken";
                body = "";
            } else {
                Explanation why = Explanation.of(first, marking.exercise(gradedRule),
                        marking.scheme().rulebook());
                message = "\"" + first.scenario().name() + "\": " + why.headline();
                body = first.scenario().text() + "\n\n" + why.headline()
                        + (why.details().isEmpty() ? "" : "\n" + why.details())
                        + (why.fault().isEmpty() ? "" : "\n" + why.fault());
            }
            cases.append(">\n      <").append(element).append(" message=\"")
                    .append(attribute(message)).append("\" type=\"")
                    .append(first.result().outcome()).append("\">").append(text(body))
                    .append("</").append(element).append(">\n    </testcase>\n");
        }
        final FinalGrade grade = FinalGrade.of(graded, marking);
        StringBuilder xml = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        xml.append("<testsuites name=\"").append(attribute(marking.scheme().title()))
                .append("\" tests=\"").append(graded.score().rules().size())
                .append("\" failures=\"").append(failures).append("\" errors=\"").append(errors)
                .append("\" time=\"").append(String.format(Locale.ROOT, "%.1f",
                        graded.seconds())).append("\">\n");
        xml.append("  <testsuite name=\"").append(attribute(graded.name()))
                .append("\" tests=\"").append(graded.score().rules().size())
                .append("\" failures=\"").append(failures).append("\" errors=\"").append(errors)
                .append("\" skipped=\"0\">\n");
        xml.append("    <properties>\n");
        property(xml, "student", graded.student().fullName());
        graded.student().moodleId().ifPresent(id -> property(xml, "moodle-id", id));
        property(xml, "status", graded.status().label());
        property(xml, "score", grade.points().toPlainString());
        property(xml, "max-score", grade.max().toPlainString());
        grade.lateNote().ifPresent(note -> property(xml, "late", note));
        if (!graded.style().isEmpty()) {
            property(xml, "style-findings", Integer.toString(graded.style().findings().size()));
        }
        grade.styleNote().ifPresent(note -> property(xml, "style", note));
        xml.append("    </properties>\n").append(cases);
        Optional<String> compiler = graded.compileErrors().isEmpty() ? Optional.empty()
                : Optional.of(String.join("\n", graded.compileErrors().stream()
                        .map(CompileError::toString).toList()));
        compiler.ifPresent(text -> xml.append("    <system-err>").append(text(text))
                .append("</system-err>\n"));
        xml.append("  </testsuite>\n</testsuites>\n");
        return xml.toString();
    }

    private static void property(StringBuilder xml, String name, String value) {
        xml.append("      <property name=\"").append(name).append("\" value=\"")
                .append(attribute(value)).append("\"/>\n");
    }

    private static String attribute(String value) {
        return text(value).replace("\"", "&quot;").replace("\n", "&#10;");
    }

    /**
     * Escapes element content, and drops the characters XML 1.0 cannot hold at all (a
     * submission's message may have any control character in it).
     */
    private static String text(String value) {
        StringBuilder escaped = new StringBuilder(value.length());
        value.codePoints().forEach(c -> {
            switch (c) {
                case '&' -> escaped.append("&amp;");
                case '<' -> escaped.append("&lt;");
                case '>' -> escaped.append("&gt;");
                default -> {
                    boolean allowed = c == '\t' || c == '\n' || c == '\r'
                            || (c >= 0x20 && c <= 0xD7FF) || (c >= 0xE000 && c <= 0xFFFD)
                            || c >= 0x10000;
                    escaped.appendCodePoint(allowed ? c : '?');
                }
            }
        });
        return escaped.toString();
    }
}
