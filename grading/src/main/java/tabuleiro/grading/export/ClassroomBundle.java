package tabuleiro.grading.export;

import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Unmatched;

/**
 * {@code bundle github-classroom}, kept only to say why it is gone and what to use: GitHub
 * Classroom was discontinued on 28 August 2026, and courses move to Classroom 50
 * ({@code bundle classroom50}). It writes nothing and ends with status 2, whatever it is given.
 */
@Command(name = "github-classroom",
        description = "Gone: GitHub Classroom was discontinued on 28 August 2026. Use bundle"
                + " classroom50.")
public final class ClassroomBundle implements Callable<Integer> {

    /** What the command says, on the error stream. */
    static final String GONE = "bundle github-classroom is gone: GitHub Classroom was"
            + " discontinued on 28 August 2026. Use bundle classroom50 (Classroom 50, the"
            + " template repository and its autograder: grading/README.md), with the same"
            + " --game or --scheme and --out.";

    @Unmatched
    private List<String> anything;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        spec.commandLine().getErr().println(GONE);
        spec.commandLine().getErr().flush();
        return 2;
    }
}
