package tabuleiro.grading;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import picocli.CommandLine;
import tabuleiro.grading.selfcheck.CheckClient;
import tabuleiro.grading.selfcheck.CheckCommand;
import tabuleiro.grading.selfcheck.CheckServer;
import tabuleiro.grading.selfcheck.DebuggerWait;

/**
 * The student kit's {@code ./check}: {@code java -cp tools/tabuleiro-grader.jar
 * tabuleiro.grading.GraderCheck KIT check OPTIONS...} asks the kit's warm check for the verdict
 * ({@link CheckClient}), and {@code GraderCheck --serve KIT} is that warm check
 * ({@link CheckServer}); either way the command line is the launcher's ({@link Grader}).
 */
public final class GraderCheck {

    /** The first argument of a server's command line. */
    private static final String SERVE = "--serve";

    private GraderCheck() {
    }

    /**
     * Checks a kit, warm when it can, and exits with the check's status; or serves a kit's
     * checks until idle.
     *
     * @param args {@code KIT check OPTIONS...}, or {@code --serve KIT}
     */
    public static void main(String[] args) {
        if (args.length == 2 && SERVE.equals(args[0])) {
            int status = 1;
            try {
                status = CheckServer.serve(Path.of(args[1]), command -> Grader.commandLine(
                        new GraderCheckFactory(command)));
            } catch (java.io.IOException | RuntimeException | Error e) {
                // Said in the server's log; the JVM ends all the same, whatever threads a
                // student's code left running in it.
                e.printStackTrace();
            } finally {
                System.exit(status);
            }
        }
        if (args.length < 1) {
            System.err.println("usage: GraderCheck KIT check OPTIONS..., or GraderCheck --serve"
                    + " KIT");
            System.exit(CommandLine.ExitCode.USAGE);
        }
        List<String> line = Arrays.asList(args).subList(1, args.length);
        // A cold check under --debug starts a JVM that waits for the debugger: the launcher's.
        System.setProperty(DebuggerWait.LAUNCHER_PROPERTY, Grader.class.getName());
        System.exit(CheckClient.run(Path.of(args[0]), line, List.of(GraderCheck.class.getName(),
                SERVE), cold -> Grader.commandLine().execute(cold)));
    }

    /** Makes the launcher's commands, the warm server's check command among them. */
    private static final class GraderCheckFactory implements CommandLine.IFactory {

        private final CheckCommand command;

        GraderCheckFactory(CheckCommand command) {
            this.command = command;
        }

        @Override
        public <K> K create(Class<K> type) throws Exception {
            return type == CheckCommand.class ? type.cast(command)
                    : CommandLine.defaultFactory().create(type);
        }
    }
}
