package tabuleiro.grading.child;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * A failure's trace, as the grading JVM reports it: its own frames first, then those of its
 * causes (a refusal the rule book's step found wrong, where the engine threw it), each frame once,
 * the tools' frames left out, at most {@value ProgressListener#TRACE_LIMIT} in all.
 */
class ProgressListenerTest {

    private static StackTraceElement frame(String type, String method, int line) {
        return new StackTraceElement(type, method, type.substring(type.lastIndexOf('.') + 1)
                + ".java", line);
    }

    @Test
    void aFailuresTraceEndsWithWhereItsCauseWasThrown() {
        IllegalArgumentException refusal = new IllegalArgumentException("the bag holds 1 tile");
        refusal.setStackTrace(new StackTraceElement[] {
                frame("tabuleiro.qwirkle.Game", "trade", 385),
                frame("tabuleiro.features.qwirkle.GameSteps", "trades", 40),
                frame("java.lang.reflect.Method", "invoke", 1)});
        AssertionError failed = new AssertionError("refused", refusal);
        failed.setStackTrace(new StackTraceElement[] {
                frame("tabuleiro.features.qwirkle.GameSteps", "requireAllowed", 90),
                frame("tabuleiro.features.qwirkle.GameSteps", "trades", 40),
                frame("io.cucumber.core.runner.Step", "run", 1)});

        assertThat(ProgressListener.trace(failed)).containsExactly(
                "tabuleiro.features.qwirkle.GameSteps.requireAllowed(GameSteps.java:90)",
                "tabuleiro.features.qwirkle.GameSteps.trades(GameSteps.java:40)",
                "tabuleiro.qwirkle.Game.trade(Game.java:385)");
    }

    @Test
    void aTraceKeepsItsLimitAndATraceWithoutCauseItsOwnFrames() {
        StackTraceElement[] many = new StackTraceElement[ProgressListener.TRACE_LIMIT];
        for (int i = 0; i < many.length; i++) {
            many[i] = frame("tabuleiro.game.Rules", "check" + i, i + 1);
        }
        IllegalStateException deep = new IllegalStateException("deep");
        deep.setStackTrace(new StackTraceElement[] {frame("tabuleiro.game.Other", "x", 1)});
        AssertionError failed = new AssertionError("failed", deep);
        failed.setStackTrace(many);
        assertThat(ProgressListener.trace(failed)).hasSize(ProgressListener.TRACE_LIMIT)
                .doesNotContain("tabuleiro.game.Other.x(Other.java:1)");
        Throwable alone = new Throwable("alone");
        alone.setStackTrace(new StackTraceElement[] {frame("tabuleiro.game.Rules", "x", 1)});
        assertThat(ProgressListener.trace(alone)).containsExactly(
                "tabuleiro.game.Rules.x(Rules.java:1)");
    }
}
