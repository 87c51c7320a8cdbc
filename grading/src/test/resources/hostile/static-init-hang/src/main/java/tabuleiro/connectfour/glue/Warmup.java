// Filed under the game's folder, declared in the rule book's glue package: Cucumber scans that
// package for hooks, and a grader that compiles "the game's folder" compiles this.
package tabuleiro.features.connectfour;

import io.cucumber.java.BeforeAll;

/**
 * HOSTILE SUBMISSION (grading/src/test/resources/hostile/static-init-hang): a hook of the
 * student's in the rule book's glue package. Cucumber runs {@code @BeforeAll} hooks once,
 * before the first scenario starts, so no scenario is running when this hangs: only the
 * submission's time limit can stop it. Its static initializer hangs too.
 */
public final class Warmup {

    static {
        tabuleiro.connectfour.Player.FIRST.number();
    }

    private Warmup() {
    }

    /** Runs before every scenario: it never returns. */
    @BeforeAll
    public static void warmUp() {
        while (true) {
            Thread.onSpinWait();
        }
    }
}
