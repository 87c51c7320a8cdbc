package tabuleiro.connectfour;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * HOSTILE SUBMISSION (grading/src/test/resources/hostile/process-memory): starts processes
 * that could read the grading JVM from outside: {@code perl}, which asks the kernel for the
 * parent's memory ({@code process_vm_readv}) and to trace it ({@code ptrace}), and a plain
 * shell. In a sealed grader no process starts at all (the system call filter refuses
 * {@code fork} and {@code clone} without {@code CLONE_THREAD}; without the sandbox the security
 * manager refuses the process API): anything that starts fails the scenario with "ESCAPED:".
 */
final class Peek {

    /** The perl script: what the kernel answers to reading and tracing the parent. */
    private static final String SCRIPT = "my $r = syscall(310, getppid(), 0, 1, 0, 1, 0);"
            + " print \"process_vm_readv=$r $!\\n\"; $r = syscall(101, 16, getppid(), 0, 0);"
            + " print \"ptrace=$r $!\\n\";";

    private static List<String> escaped;

    private Peek() {
    }

    static synchronized void tryAll() {
        if (escaped == null) {
            escaped = new ArrayList<>();
            start(List.of("/usr/bin/perl", "-e", SCRIPT));
            start(List.of("/bin/sh", "-c", "echo started"));
        }
        if (!escaped.isEmpty()) {
            throw new IllegalStateException("ESCAPED: " + String.join("; ", escaped));
        }
    }

    private static void start(List<String> command) {
        try {
            Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
            String said = new String(process.getInputStream().readAllBytes(),
                    StandardCharsets.UTF_8).strip();
            process.waitFor(5, TimeUnit.SECONDS);
            escaped.add("started " + command.get(0) + " (" + said.replace('\n', ' ') + ")");
        } catch (IOException | RuntimeException e) {
            System.err.println("process-memory: " + command.get(0) + " refused: " + e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
