package tabuleiro.grading.export;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * The {@code bundle} command: packs the grader and a scheme for a platform that grades
 * submissions itself: Gradescope ({@code bundle gradescope}), Classroom 50
 * ({@code bundle classroom50}) or PrairieLearn ({@code bundle prairielearn}), or for students
 * ({@code bundle student-kit}). {@code bundle github-classroom} only says it is gone.
 */
@Command(name = "bundle",
        mixinStandardHelpOptions = true,
        description = "Packs the grader and a scheme to grade on Gradescope, Classroom 50 or"
                + " PrairieLearn, or for students.",
        subcommands = {StudentKitBundle.class, GradescopeBundle.class, Classroom50Bundle.class,
            PrairieLearnBundle.class, ClassroomBundle.class})
public final class BundleCommand implements Runnable {

    @Spec
    private CommandSpec spec;

    @Override
    public void run() {
        // No platform named: say which there are.
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
