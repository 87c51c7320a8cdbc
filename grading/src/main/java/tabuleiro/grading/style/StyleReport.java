package tabuleiro.grading.style;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.UnaryOperator;

/**
 * What the style check said about a set of files: the files it checked, what it found in them,
 * and the files it could not check, with why.
 *
 * @param checked the files checked to the end, whether or not anything was found in them
 * @param findings what was found, file by file in the order they were checked, each file's by
 *     line
 * @param notChecked the files not checked, with why
 * @invariant the lists are unmodifiable (null is read as empty, as in a result stored by an
 *     older grader)
 */
public record StyleReport(List<String> checked, List<Finding> findings,
        List<NotChecked> notChecked) {

    /** Keeps unmodifiable copies; a missing list is an empty one. */
    public StyleReport {
        checked = checked == null ? List.of() : List.copyOf(checked);
        findings = findings == null ? List.of() : List.copyOf(findings);
        notChecked = notChecked == null ? List.of() : List.copyOf(notChecked);
    }

    /**
     * Returns the report of no check at all: no file was the student's, or the code did not
     * compile.
     *
     * @return an empty report
     */
    public static StyleReport none() {
        return new StyleReport(List.of(), List.of(), List.of());
    }

    /**
     * Tells whether there is anything to say.
     *
     * @return {@code true} if no file was checked or left unchecked
     */
    public boolean isEmpty() {
        return checked.isEmpty() && notChecked.isEmpty();
    }

    /**
     * Adds another report's files to this one's.
     *
     * @param other the other report
     * @return both, this one's files first
     */
    public StyleReport plus(StyleReport other) {
        List<String> allChecked = new ArrayList<>(checked);
        allChecked.addAll(other.checked);
        List<Finding> allFindings = new ArrayList<>(findings);
        allFindings.addAll(other.findings);
        List<NotChecked> allNotChecked = new ArrayList<>(notChecked);
        allNotChecked.addAll(other.notChecked);
        return new StyleReport(allChecked, allFindings, allNotChecked);
    }

    /**
     * Names the files otherwise, such as the grader's working copy's paths as the student knows
     * them.
     *
     * @param names the new name of each name
     * @return the same report about the renamed files
     */
    public StyleReport renamed(UnaryOperator<String> names) {
        return new StyleReport(checked.stream().map(names).toList(),
                findings.stream().map(finding -> finding.in(names.apply(finding.file())))
                        .toList(),
                notChecked.stream().map(note -> note.in(names.apply(note.file()))).toList());
    }

    /**
     * Counts the findings of each category.
     *
     * @return the number of findings by category, for the categories with any
     */
    public Map<String, Long> countByCategory() {
        Map<String, Long> counts = new TreeMap<>();
        findings.forEach(finding -> counts.merge(finding.category(), 1L, Long::sum));
        return counts;
    }
}
