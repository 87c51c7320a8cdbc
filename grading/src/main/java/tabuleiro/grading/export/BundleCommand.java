package tabuleiro.grading.export;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * The {@code bundle} command: packs the grader and a scheme for a platform that grades
 * submissions itself, Gradescope ({@code bundle gradescope}) or GitHub Classroom
 * ({@code bundle github-classroom}).
 */
@Command(name = "bundle",
        mixinStandardHelpOptions = true,
        description = "Packs the grader and a scheme to grade on Gradescope or GitHub Classroom.",
        subcommands = {StudentKitBundle.class, GradescopeBundle.class, ClassroomBundle.class})
public final class BundleCommand implements Runnable {

    @Spec
    private CommandSpec spec;

    @Override
    public void run() {
        // No platform named: say which there are.
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
