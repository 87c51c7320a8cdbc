package tabuleiro.connectfour;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * HOSTILE SUBMISSION (grading/src/test/resources/hostile/sandbox-escape): the process API,
 * kept apart so that a static check refusing it leaves the other routes in place. It starts a
 * shell that writes {@code /tmp/tabuleiro-pwned-sh}, and looks at the process that started the
 * grading JVM (the grader, unless a sandbox stands between them), whose command line names the
 * scheme and every submission. A shell that runs but can write nothing outside is noted, not
 * counted: what it could reach is what the other routes try.
 */
final class Spawner {

    private Spawner() {
    }

    /**
     * Tries the process routes.
     *
     * @return what got through
     */
    static List<String> spawn() {
        List<String> out = new ArrayList<>();
        try {
            Process shell = new ProcessBuilder("sh", "-c", "echo " + Escape.MARK
                    + " > /tmp/tabuleiro-pwned-sh && id").redirectErrorStream(true).start();
            String said = new String(shell.getInputStream().readAllBytes(),
                    StandardCharsets.UTF_8).strip();
            shell.waitFor(5, TimeUnit.SECONDS);
            Escape.note("start a shell (ProcessBuilder sh -c)", "OK", "exit "
                    + shell.exitValue() + ": " + said);
            if (shell.exitValue() == 0) {
                out.add("a shell wrote /tmp/tabuleiro-pwned-sh (" + said + ")");
            }
        } catch (IOException | RuntimeException e) {
            Escape.note("start a shell (ProcessBuilder sh -c)", "REFUSED", e.toString());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        try {
            Process exec = Runtime.getRuntime().exec(new String[] {"true"});
            exec.waitFor(5, TimeUnit.SECONDS);
            Escape.note("Runtime.exec", "OK", "exit " + exec.exitValue());
        } catch (IOException | RuntimeException e) {
            Escape.note("Runtime.exec", "REFUSED", e.toString());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        try {
            ProcessHandle parent = ProcessHandle.current().parent().orElseThrow();
            String command = parent.info().commandLine().orElse("(not shown)");
            Escape.note("see the parent process", "OK", parent.pid() + " " + command);
            if (command.contains(" grade ") && (command.contains("--scheme")
                    || command.contains("--game"))) {
                out.add("saw the grader's command line (" + command.length() + " characters)");
            }
        } catch (RuntimeException e) {
            Escape.note("see the parent process", "REFUSED", e.toString());
        }
        return out;
    }
}
