package tabuleiro.connectfour;

/**
 * HOSTILE SUBMISSION (grading/src/test/resources/hostile/log-forging): ends the grading JVM at
 * once, without shutdown hooks, so that no real result follows the forged ones. Kept apart so
 * that a static check refusing it leaves the rest of the forger (which then runs out of memory
 * to end the JVM) in place.
 */
final class Ending {

    private Ending() {
    }

    /** Halts the JVM. */
    static void now() {
        Runtime.getRuntime().halt(0);
    }
}
