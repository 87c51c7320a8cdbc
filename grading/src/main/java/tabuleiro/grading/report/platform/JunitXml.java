package tabuleiro.grading.report.platform;

import java.io.StringWriter;
import java.util.Locale;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;
import tabuleiro.grading.model.CompileError;
import tabuleiro.grading.model.FinalGrade;
import tabuleiro.grading.model.GradedRule;
import tabuleiro.grading.model.GradedSubmission;
import tabuleiro.grading.model.Marking;
import tabuleiro.grading.model.Outcome;
import tabuleiro.grading.model.RuleScore;
import tabuleiro.grading.model.ScenarioOutcome;
import tabuleiro.grading.report.feedback.Explanation;

/**
 * A submission's {@code junit.xml}: the JUnit XML report that CI tools read (Jenkins, GitLab,
 * GitHub Actions' test reporters), one {@code testsuite} for the submission and one
 * {@code testcase} per graded rule. A rule broken by a failed check is a {@code failure}; one
 * broken by a timeout, a crash or code that did not compile is an {@code error}. A hidden rule's
 * failure says only that it was broken.
 *
 * <p>The JDK's {@link XMLStreamWriter} writes the markup and escapes the text; what it cannot do
 * is leave out the characters XML 1.0 cannot hold at all (a submission's message may have any
 * control character in it), which {@link #legal} replaces first.
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
        long failures = graded.score().rules().stream().filter(rule -> !rule.kept())
                .filter(rule -> failed(rule)).count();
        long errors = graded.score().rules().stream().filter(rule -> !rule.kept()).count()
                - failures;
        StringWriter text = new StringWriter();
        try {
            XMLStreamWriter xml = XMLOutputFactory.newInstance().createXMLStreamWriter(text);
            xml.writeStartDocument("UTF-8", "1.0");
            xml.writeCharacters("\n");
            xml.writeStartElement("testsuites");
            attribute(xml, "name", marking.scheme().title());
            attribute(xml, "tests", Integer.toString(graded.score().rules().size()));
            attribute(xml, "failures", Long.toString(failures));
            attribute(xml, "errors", Long.toString(errors));
            attribute(xml, "time", String.format(Locale.ROOT, "%.1f", graded.seconds()));
            indent(xml, 1);
            xml.writeStartElement("testsuite");
            attribute(xml, "name", graded.name());
            attribute(xml, "tests", Integer.toString(graded.score().rules().size()));
            attribute(xml, "failures", Long.toString(failures));
            attribute(xml, "errors", Long.toString(errors));
            attribute(xml, "skipped", "0");
            properties(xml, graded, FinalGrade.of(graded, marking));
            for (RuleScore rule : graded.score().rules()) {
                testCase(xml, rule, marking);
            }
            if (!graded.compileErrors().isEmpty()) {
                indent(xml, 2);
                xml.writeStartElement("system-err");
                xml.writeCharacters(legal(String.join("\n", graded.compileErrors().stream()
                        .map(CompileError::toString).toList())));
                xml.writeEndElement();
            }
            indent(xml, 1);
            xml.writeEndElement();
            indent(xml, 0);
            xml.writeEndElement();
            xml.writeEndDocument();
            xml.close();
        } catch (XMLStreamException e) {
            // Written to a StringWriter, from text made legal first: nothing here can fail.
            throw new IllegalStateException("the JUnit XML could not be written", e);
        }
        return text + "\n";
    }

    private static boolean failed(RuleScore rule) {
        return rule.failures().get(0).result().outcome() == Outcome.FAILED;
    }

    private static void properties(XMLStreamWriter xml, GradedSubmission graded,
            FinalGrade grade) throws XMLStreamException {
        indent(xml, 2);
        xml.writeStartElement("properties");
        property(xml, "student", graded.student().fullName());
        if (graded.student().moodleId().isPresent()) {
            property(xml, "moodle-id", graded.student().moodleId().get());
        }
        property(xml, "status", graded.statusLabel());
        property(xml, "score", grade.points().toPlainString());
        property(xml, "max-score", grade.max().toPlainString());
        if (grade.penalised()) {
            // The points the rules earned, before the late penalty and the style charge.
            property(xml, "score-before-penalties", grade.earned().toPlainString());
        }
        if (grade.lateNote().isPresent()) {
            property(xml, "late", grade.lateNote().get());
        }
        if (!graded.style().isEmpty()) {
            property(xml, "style-findings", Integer.toString(graded.style().findings().size()));
        }
        if (grade.styleNote().isPresent()) {
            property(xml, "style", grade.styleNote().get());
        }
        indent(xml, 2);
        xml.writeEndElement();
    }

    private static void property(XMLStreamWriter xml, String name, String value)
            throws XMLStreamException {
        indent(xml, 3);
        xml.writeEmptyElement("property");
        attribute(xml, "name", name);
        attribute(xml, "value", value);
    }

    private static void testCase(XMLStreamWriter xml, RuleScore rule, Marking marking)
            throws XMLStreamException {
        GradedRule gradedRule = rule.rule();
        indent(xml, 2);
        if (rule.kept()) {
            xml.writeEmptyElement("testcase");
        } else {
            xml.writeStartElement("testcase");
        }
        attribute(xml, "classname", marking.scheme().game() + "." + gradedRule.exercise());
        attribute(xml, "name", gradedRule.name());
        attribute(xml, "time", "0");
        if (rule.kept()) {
            return;
        }
        ScenarioOutcome first = rule.failures().get(0);
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
        indent(xml, 3);
        xml.writeStartElement(failed(rule) ? "failure" : "error");
        attribute(xml, "message", message);
        attribute(xml, "type", first.result().outcome().toString());
        xml.writeCharacters(legal(body));
        xml.writeEndElement();
        indent(xml, 2);
        xml.writeEndElement();
    }

    private static void attribute(XMLStreamWriter xml, String name, String value)
            throws XMLStreamException {
        xml.writeAttribute(name, legal(value));
    }

    /** A line break and the indentation of an element at a depth, for a reader's eyes. */
    private static void indent(XMLStreamWriter xml, int depth) throws XMLStreamException {
        xml.writeCharacters("\n" + "  ".repeat(depth));
    }

    /**
     * Replaces each character that XML 1.0 cannot hold (control characters but tab and line
     * breaks, unpaired surrogates, U+FFFE and U+FFFF) with {@code ?}.
     */
    static String legal(String value) {
        StringBuilder legal = new StringBuilder(value.length());
        value.codePoints().forEach(c -> {
            boolean allowed = c == '\t' || c == '\n' || c == '\r'
                    || (c >= 0x20 && c <= 0xD7FF) || (c >= 0xE000 && c <= 0xFFFD)
                    || c >= 0x10000;
            legal.appendCodePoint(allowed ? c : '?');
        });
        return legal.toString();
    }
}
