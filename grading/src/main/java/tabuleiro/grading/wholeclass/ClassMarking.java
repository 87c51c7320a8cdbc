package tabuleiro.grading.wholeclass;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.Locale;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.Marking;
import tabuleiro.grading.model.Scheme;
import tabuleiro.grading.rulebook.RuleBook;
import tabuleiro.grading.sandbox.RunnerClasspath;

/**
 * The rule book a class is graded with and the marking it makes under a scheme, as
 * {@code grade} and {@code grade merge} both need them: {@code grade} to score what the rule
 * book finds, {@code grade merge} to score the shards' stored results the same way.
 *
 * @param book the rule book of the language that runs: its scenarios' keys and text are the
 *     feedback's
 * @param marking the scheme's marking of that rule book
 */
record ClassMarking(RuleBook book, Marking marking) {

    /**
     * Loads the rule book of the scheme's language from the grader's class path and marks it,
     * telling the instructor what is wrong with either.
     *
     * @param scheme the scheme, speaking the language to grade in
     * @param classpath the grading JVMs' class path, where the rule book is
     * @param err where warnings and errors go
     * @return the rule book and its marking
     * @throws Stopped when there is nothing to grade with: exit status 2 for a rule book without
     *     the language's tree, 1 for a rule book with no graded rules
     * @throws IOException if the rule book cannot be read
     */
    static ClassMarking load(Scheme scheme, RunnerClasspath classpath, PrintWriter err)
            throws IOException, Stopped {
        Language language = scheme.defaultLanguage();
        String features = language.features(scheme.rulebook());
        if (language != Language.ENGLISH
                && RuleBook.featureFiles(classpath.entries(), features).isEmpty()) {
            err.println("error: the rule book has no " + language.locale().getDisplayLanguage(
                    Locale.ENGLISH) + " tree " + features.replace('.', '/') + ": this grader"
                    + " was built without it, so nothing is graded (grade in English with"
                    + " --lang en)");
            throw new Stopped(2);
        }
        RuleBook book = RuleBook.load(classpath.entries(), features);
        Marking marking = Marking.of(scheme, book.rules());
        book.problems().forEach(problem -> err.println("warning: " + problem));
        marking.problems().forEach(problem -> err.println("warning: " + problem));
        if (marking.rules().isEmpty()) {
            err.println("error: the rule book " + scheme.rulebook() + " has no graded rules,"
                    + " so there is nothing to grade with");
            throw new Stopped(1);
        }
        return new ClassMarking(book, marking);
    }

    /** Nothing can be graded or merged: the error is told, and the command ends with a status. */
    static final class Stopped extends Exception {

        private static final long serialVersionUID = 1L;

        private final int status;

        Stopped(int status) {
            super("stopped with exit status " + status, null, false, false);
            this.status = status;
        }

        int status() {
            return status;
        }
    }
}
