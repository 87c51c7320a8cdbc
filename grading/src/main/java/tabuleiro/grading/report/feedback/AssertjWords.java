package tabuleiro.grading.report.feedback;

import java.util.ListResourceBundle;

/**
 * AssertJ's own lines in a failed check's message, as AssertJ words them ("Expecting actual:",
 * "to contain:", " but was: ..."), each with {@code {0}}, {@code {1}}... where AssertJ puts a
 * value on the line; {@link AssertjWords_pt} says them in Portuguese. The rule book's steps
 * describe their checks in their own twins (each game's {@code GAMEGlueWords});
 * these are the lines AssertJ adds, which {@link AssertjLines} says one by one.
 */
public class AssertjWords extends ListResourceBundle {

    /**
     * The lines by key.
     *
     * @return pairs of key and line pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"actual", "Expecting actual:"},
            {"actual.type", "Expecting {0}:"},
            {"actual.bare", "Expecting"},
            {"expected", "expected: {0}"},
            {"expected.alone", "expected:"},
            {"but.was", "but was: {0}"},
            {"but.was.alone", "but was:"},
            {"contain", "to contain:"},
            {"not.contain", "not to contain:"},
            {"not.contain.bare", "not to contain"},
            {"but.found", "but found"},
            {"exactly", "to contain exactly (and in same order):"},
            {"any.order", "to contain exactly in any order:"},
            {"only", "to contain only:"},
            {"equal", "to be equal to:"},
            {"start", "to start with:"},
            {"end", "to end with:"},
            {"greater", "to be greater than:"},
            {"less", "to be less than:"},
            {"greater.equal", "to be greater than or equal to:"},
            {"less.equal", "to be less than or equal to:"},
            // As the feedback quotes a relation it has no label for, without its colon.
            {"exactly.named", "to contain exactly (and in same order)"},
            {"any.order.named", "to contain exactly in any order"},
            {"only.named", "to contain only"},
            {"some.not.found", "but some elements were not found:"},
            {"others", "and others were not expected:"},
            {"not.found", "elements not found:"},
            {"not.expected", "and elements not expected:"},
            {"could.not.find", "but could not find the following element(s):"},
            {"unexpected", "but the following element(s) were unexpected:"},
            {"did.not", "but did not."},
            {"size", "Expected size: {0} but was: {1} in:"},
            {"empty", "Expecting empty but was: {0}"},
            {"empty.optional", "Expecting an empty Optional but was containing value: {0}"},
            {"not.null", "Expecting actual not to be null"},
            {"value", "Expecting value to be {0} but was {1}"},
            {"raise", "Expecting code to raise a throwable."},
            {"all.of", "Expecting all elements of:"},
            {"predicate", "to match given predicate but this element did not:"},
            {"optional.contain", "Expecting Optional to contain:"},
            {"was.empty", "but was empty."},
            {"optional.value", "Expecting Optional to contain a value but it was empty."},
        };
    }
}
