package tabuleiro.grading;

import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import tabuleiro.grading.export.BundleCommand;
import tabuleiro.grading.generator.GenerateCommand;
import tabuleiro.grading.selfcheck.CheckCommand;
import tabuleiro.grading.selfcheck.PlayCommand;
import tabuleiro.grading.tournament.TournamentCommand;
import tabuleiro.grading.wholeclass.GradeCommand;
import tabuleiro.grading.wholeclass.SimilarityCommand;

/**
 * The instructor's command line: {@code java -jar tabuleiro-grader.jar COMMAND}, with
 * {@code grade} to grade a class's submissions and {@code generate} to write the student
 * skeleton from the reference.
 */
@Command(name = "tabuleiro-grader",
        mixinStandardHelpOptions = true,
        version = "Tabuleiro grader 1.0",
        description = "The instructor's tools (grade submissions, generate the exercises, bundle"
                + " them) and the student's (check a project as the grader would, play it).",
        subcommands = {GradeCommand.class, CheckCommand.class, PlayCommand.class,
            GenerateCommand.class, BundleCommand.class, SimilarityCommand.class,
            TournamentCommand.class})
public final class Grader implements Runnable {

    /**
     * The options of the JVM the grader itself runs in, wherever Tabuleiro starts it to grade
     * (the README's command, the Gradescope, PrairieLearn and Classroom50 launchers, the image's
     * entry point, the Slurm shard job): the quick compiler alone. The grader's own work is
     * orchestration (files, processes, reports), which the optimising compiler made faster by
     * less than it cost: a class of 100 took 158 s of processor time and 82 s without it, 142 s
     * and 74 s with it; a submission graded alone, as each bundle does, 2.2-2.9 s of the
     * grader's processor time, 1.2-1.4 s with it. The long analyses ({@code similarity}) are
     * left to the default.
     */
    public static final List<String> JVM_OPTIONS = List.of("-XX:TieredStopAtLevel=1");

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    /**
     * Runs a command and exits with its status: 0 for success, 2 for a command line that could
     * not be understood, 1 for a failure of the grader.
     *
     * @param args the command line
     */
    public static void main(String[] args) {
        System.exit(commandLine().execute(args));
    }

    /**
     * Builds the command line, for {@link #main} and for tests that run a command without ending
     * the JVM. A failure of the grader is reported in one line, not a stack trace.
     *
     * @return the command line, ready to {@code execute}
     */
    public static CommandLine commandLine() {
        return commandLine(CommandLine.defaultFactory());
    }

    /**
     * Builds the command line with a factory of its commands: a warm check's server lends its
     * {@code check} command this way, so that the command line is parsed, refused and reported
     * as the launcher's.
     *
     * @param factory makes each command and option object
     * @return the command line, ready to {@code execute}
     */
    public static CommandLine commandLine(CommandLine.IFactory factory) {
        if (factory == null) {
            throw new IllegalArgumentException("a factory of the commands, but it is null");
        }
        CommandLine commandLine = new CommandLine(new Grader(), factory);
        commandLine.setParameterExceptionHandler(new GraderRefusals());
        commandLine.setExecutionExceptionHandler((exception, failed, parseResult) -> {
            failed.getErr().println("error: the grader failed: " + exception);
            failed.getErr().flush();
            return CommandLine.ExitCode.SOFTWARE;
        });
        return commandLine;
    }

    @Override
    public void run() {
        // No command named: show what there is rather than fail.
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
