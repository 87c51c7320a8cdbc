package tabuleiro.connectfour;

/**
 * HOSTILE SUBMISSION (grading/src/test/resources/hostile/symlink-planting): ends the grading
 * JVM, by {@code System.exit} in even JVMs and {@code Runtime.halt} in odd ones. Kept apart so
 * that a static check refusing it leaves the link planting in place (which then waits for the
 * watchdog to end the JVM).
 */
final class Exits {

    private Exits() {
    }

    /**
     * Ends the JVM.
     *
     * @param jvm the JVM's number
     */
    static void now(int jvm) {
        if (jvm % 2 == 0) {
            System.exit(1);
        }
        Runtime.getRuntime().halt(1);
    }
}
