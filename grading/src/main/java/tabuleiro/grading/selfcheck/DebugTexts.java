package tabuleiro.grading.selfcheck;

import java.util.ListResourceBundle;

/**
 * What {@code check --debug} says in English, through {@link tabuleiro.grading.model.Texts};
 * the Portuguese words are in {@link DebugTexts_pt}.
 */
public class DebugTexts extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and {@code MessageFormat} pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"waiting", "The check waits for a debugger on port {0}: attach your IDE to"
                        + " localhost:{0} (IntelliJ IDEA: a Remote JVM Debug configuration;"
                        + " VS Code: Run and Debug, \"Attach to ./check --debug\"; Eclipse: a"
                        + " Remote Java Application), with a breakpoint in your code. The rules"
                        + " run when it attaches; Ctrl+C stops the wait."},
            {"untimed", "Under --debug the check sets no time limit (no scenario''s, no whole"
                        + " project''s, no style check''s), so a breakpoint may hold it as long as"
                        + " you need; a loop that never ends runs until Ctrl+C."},
            {"port.in.use", "Port {0} is in use, so the check cannot wait for a debugger there:"
                        + " another ./check --debug may still be waiting (stop it with Ctrl+C),"
                        + " or another program holds the port. Give a free port, as in"
                        + " ./check --debug {1}, and attach your IDE to that one."},
            {"port.range", "--debug takes a port from 1 to 65535, such as 5005, but it is {0}"},
        };
    }
}
