// Filed under the game's folder, declared in JUnit 4's package: JUnit 4 is not on the grading
// JVM's class path, so this is the class that Cucumber finds when it looks the name up.
package org.junit;

/**
 * HOSTILE SUBMISSION (grading/src/test/resources/hostile/test-aborted): a class of the
 * student's named as JUnit 4's assumption failure. Cucumber treats an exception of a class of
 * this name (which it loads from the class path by name) as a skipped step, not a failed one.
 */
public class AssumptionViolatedException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /**
     * Makes the exception.
     *
     * @param message why the scenario "does not apply"
     */
    public AssumptionViolatedException(String message) {
        super(message);
    }
}
