package tabuleiro.grading.report.feedback;

import java.util.ListResourceBundle;

/**
 * What the grader notes about a submission's files as it reads them (the workspace package's
 * {@code Workspace} and {@code StudentSources}), worded in English where they are recorded, each
 * with {@code {0}}, {@code {1}}... where a value goes. Their Portuguese twins are in
 * {@link NoteWords_pt}: the feedback says a note in the student's language through them. A
 * change of wording in those classes is a change here too, or the note is shown as written.
 */
public class NoteWords extends ListResourceBundle {

    /**
     * The notes by key.
     *
     * @return pairs of key and message pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"outside", "{0} is outside the package {1} that this assignment grades; it was left"
                        + " out"},
            {"outside.declared", "{0} is outside the package {1} that this assignment grades; it"
                        + " was left out (it declares the package {2})"},
            {"outside.none", "{0} declares no package that the compiler can read, so it is"
                        + " outside the package {1} that this assignment grades; it was left out"},
            {"outside.more", "and {0} more files outside the package {1} were left out"},
            {"module", "{0} was left out: the grader compiles the game''s classes without"
                        + " modules, where a module declaration could only stop them compiling"},
            {"not.a.class", "{0} is not named as a Java class is (Name.java): it was left out"},
            {"unparsed", "{0} could not be read by the Java compiler''s parser (is it nested far"
                        + " too deep?): it was left out"},
            {"same.class", "{0} declares the same class as {1}: it was left out"},
            {"link", "{0} is a link, not a file: it was left out"},
            {"large", "{0} is larger than {1} kB: it was left out"},
            {"moved", "{0} is graded as {1}, in the folder of the package it declares"},
            {"latin1", "{0} was not UTF-8; it was read as ISO-8859-1"},
        };
    }
}
