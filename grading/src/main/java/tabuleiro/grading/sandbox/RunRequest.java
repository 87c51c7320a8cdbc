package tabuleiro.grading.sandbox;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import tabuleiro.grading.model.Limits;

/**
 * What {@link SpecRun#run} is asked to run: a rule book, the class path to run it on, where the
 * JVMs' files go, and how they are shut in and limited. {@link #of} names the four parts every
 * run needs; the others start as a run without isolation, for tests of the run's own mechanics,
 * and are set by name with the {@code with} methods, so that no caller passes nine parts by
 * position.
 *
 * @param folder a folder of the grader's for the JVMs' command lines, output and logs; created
 *     if needed. The JVMs cannot reach it.
 * @param scratchRoot the folder under which each JVM gets a new scratch folder, the only place
 *     it may write; created if needed
 * @param classpath the grading JVM's whole class path, the submission's classes included
 * @param submissionClasses the submission's class folder, which the Java guard confines, or
 *     empty to run without the guard
 * @param rulebook the packages of the feature files to run and of their step definitions
 * @param limits the scheme's limits
 * @param isolation the sandbox and limits to run the JVMs in
 * @param sharedClasses the archive of the runner's classes (see {@link SharedClasses}), if any
 * @param deadline when the submission's time runs out, by {@link System#nanoTime()}
 * @param features the feature files the JVMs run, by resource name, sent on each JVM's standard
 *     input; empty to run those of the class path's package (a rule book's own tests)
 * @param questions the questions of generated examples asked after the scenarios, or
 *     {@link ProbeQuestions#NONE}
 */
public record RunRequest(Path folder, Path scratchRoot, List<Path> classpath,
        Optional<Path> submissionClasses, RuleBookPackages rulebook, Limits limits,
        Isolation isolation, Optional<Path> sharedClasses, long deadline,
        Map<String, String> features, ProbeQuestions questions) {

    /**
     * Checks that every part is given, and keeps an unmodifiable copy of the class path.
     *
     * @throws NullPointerException if a part is null
     */
    public RunRequest {
        Objects.requireNonNull(folder, "folder");
        Objects.requireNonNull(scratchRoot, "scratchRoot");
        classpath = List.copyOf(classpath);
        Objects.requireNonNull(submissionClasses, "submissionClasses");
        Objects.requireNonNull(rulebook, "rulebook");
        Objects.requireNonNull(limits, "limits");
        Objects.requireNonNull(isolation, "isolation");
        Objects.requireNonNull(sharedClasses, "sharedClasses");
        features = Map.copyOf(features);
        Objects.requireNonNull(questions, "questions");
    }

    /**
     * Asks for a run with no isolation but the JVM's: scratch folders under
     * {@code folder/scratch}, no Java guard, no class data archive, and the submission's time
     * counted from now.
     *
     * @param folder the folder for the JVMs' command lines, output and logs
     * @param classpath the grading JVM's whole class path, the submission's classes included
     * @param rulebook the packages of the feature files to run and of their step definitions
     * @param limits the scheme's limits
     * @return the request
     */
    public static RunRequest of(Path folder, List<Path> classpath, RuleBookPackages rulebook,
            Limits limits) {
        return new RunRequest(folder, folder.resolve("scratch"), classpath, Optional.empty(),
                rulebook, limits, Isolation.none(), Optional.empty(), SpecRun.deadlineOf(limits),
                Map.of(), ProbeQuestions.NONE);
    }

    /**
     * Returns this request with its JVMs' scratch folders elsewhere.
     *
     * @param root the folder under which each JVM gets a new scratch folder
     * @return the request
     */
    public RunRequest withScratchRoot(Path root) {
        return new RunRequest(folder, root, classpath, submissionClasses, rulebook, limits,
                isolation, sharedClasses, deadline, features, questions);
    }

    /**
     * Returns this request with the Java guard confining a submission's classes.
     *
     * @param classes the submission's class folder, which is on the class path
     * @return the request
     */
    public RunRequest withSubmissionClasses(Path classes) {
        return new RunRequest(folder, scratchRoot, classpath, Optional.of(classes), rulebook,
                limits, isolation, sharedClasses, deadline, features, questions);
    }

    /**
     * Returns this request with its JVMs shut in otherwise.
     *
     * @param shutIn the sandbox and limits to run the JVMs in
     * @return the request
     */
    public RunRequest withIsolation(Isolation shutIn) {
        return new RunRequest(folder, scratchRoot, classpath, submissionClasses, rulebook,
                limits, shutIn, sharedClasses, deadline, features, questions);
    }

    /**
     * Returns this request with its JVMs mapping a class data archive of the runner's classes.
     *
     * @param archive the archive, if there is one
     * @return the request
     */
    public RunRequest withSharedClasses(Optional<Path> archive) {
        return new RunRequest(folder, scratchRoot, classpath, submissionClasses, rulebook,
                limits, isolation, archive, deadline, features, questions);
    }

    /**
     * Returns this request with the submission's time running out at another moment.
     *
     * @param end when the submission's time runs out, by {@link System#nanoTime()}
     * @return the request
     */
    public RunRequest withDeadline(long end) {
        return new RunRequest(folder, scratchRoot, classpath, submissionClasses, rulebook,
                limits, isolation, sharedClasses, end, features, questions);
    }

    /**
     * Returns this request with its JVMs sent feature files to run, instead of reading those
     * of the class path.
     *
     * @param files the feature files' texts by resource name
     * @return the request
     */
    public RunRequest withFeatures(Map<String, String> files) {
        return new RunRequest(folder, scratchRoot, classpath, submissionClasses, rulebook,
                limits, isolation, sharedClasses, deadline, files, questions);
    }

    /**
     * Returns this request with questions of generated examples asked after the scenarios.
     *
     * @param asked the probe and its questions
     * @return the request
     */
    public RunRequest withQuestions(ProbeQuestions asked) {
        return new RunRequest(folder, scratchRoot, classpath, submissionClasses, rulebook,
                limits, isolation, sharedClasses, deadline, features, asked);
    }
}
