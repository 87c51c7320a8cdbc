package tabuleiro.grading.grade;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.IntFunction;
import java.util.stream.Stream;
import tabuleiro.grading.model.FileTrees;
import tabuleiro.grading.model.GeneratedExample;
import tabuleiro.grading.model.Marking;
import tabuleiro.grading.model.Outcome;
import tabuleiro.grading.model.RuleScore;
import tabuleiro.grading.model.ScenarioKey;
import tabuleiro.grading.model.ScenarioOutcome;
import tabuleiro.grading.model.ScenarioResult;
import tabuleiro.grading.model.Score;

/**
 * Where a lost rule's difference is: for each class of the submission's game package that the
 * reference also has, the grader puts the reference's class in its place (its nested classes
 * with it), asks the rule's failed examples and generated questions again, and names the classes
 * whose swap makes every failure of the rule pass. One wrong line of code then points at the one
 * class it is in, whichever rule's examples it fails.
 *
 * <p><b>What the grading JVM sees.</b> The reference's class files go into the swapped copy of
 * the submission's classes, inside the sandbox, for that one run: its answers are read as passed
 * or failed, and nothing of what it says (messages, output, logs) reaches a report. A class
 * whose swap does not load with the submission's others (a method the submission's classes lack,
 * say) fails, and is not named.
 *
 * <p><b>Bounded, by count and never by the clock.</b> It runs only for a submission that lost a
 * visible rule, only the feature files of the failed examples, at most {@value #MOST_CLASSES}
 * classes, those the failures' stack frames and the rules' exercises name first. What it finds
 * decides a grade (one difference costs one share, {@link Score#withWhere}), so it must not
 * hang on how busy the machine is: the same code is asked the same swaps, whatever the load,
 * and names the same classes. A swap run whose example took its whole time stops the search (a
 * slow submission would otherwise pay its own time again for every class): a rule the search
 * did not finish for names no class rather than "none".
 */
final class ClassSwap {

    /**
     * The most classes put back to the reference's for one submission: a run each, about as
     * many as the ten seconds the search was once given held on a quiet machine.
     */
    static final int MOST_CLASSES = 8;

    /** A run of some feature files and the class's generated questions on a copy of classes. */
    @FunctionalInterface
    interface Runner {

        /**
         * Runs the feature files on the classes.
         *
         * @param classes the classes folder
         * @param features the feature files to run, by resource name
         * @param askGenerated whether to ask the class's generated questions too
         * @param name a name for the run's folders
         * @return what it found
         * @throws IOException if the run cannot be made
         * @throws InterruptedException if interrupted
         */
        Ran run(Path classes, Map<String, String> features, boolean askGenerated, String name)
                throws IOException, InterruptedException;
    }

    /**
     * What a run found.
     *
     * @param results the scenarios' results by key
     * @param generated the first disagreement of each rule's generated examples; empty when
     *     none was asked
     */
    record Ran(Map<ScenarioKey, ScenarioResult> results, List<GeneratedExample> generated) {
    }

    /** The reference's class files of one class, by file name. */
    @FunctionalInterface
    interface Reference {

        /**
         * The class files.
         *
         * @param name the class's name relative to the game's package, such as {@code Game}
         *     or {@code solver.Solver}
         * @return its files and its nested classes' by file name; empty when it has none
         * @throws IOException if they cannot be read
         */
        Map<String, byte[]> classFiles(String name) throws IOException;
    }

    private ClassSwap() {
    }

    /**
     * Finds, for each visible rule the submission lost, the classes that make its difference.
     *
     * @param score the submission's score
     * @param marking the marking
     * @param visibleFeatures the visible rules' feature files, by resource name
     * @param classes the submission's compiled classes
     * @param enginePackage the game's package, such as {@code tabuleiro.GAME}
     * @param order the classes to try first, such as those of the failures' frames
     * @param reference the reference's class files
     * @param work a folder of the grader's own for the swapped copies
     * @param runner runs the rule book on a copy
     * @return by rule ID, the classes found (empty when no one class makes every failure of the
     *     rule pass); a rule kept, hidden or not looked at, or whose search a swap's time-out
     *     stopped before it found a class, is not named
     * @throws IOException if a copy cannot be made
     * @throws InterruptedException if interrupted
     */
    static Map<String, List<String>> where(Score score, Marking marking,
            Map<String, String> visibleFeatures, Path classes, String enginePackage,
            List<String> order, Reference reference, Path work, Runner runner)
            throws IOException, InterruptedException {
        // A method not written yet is where the skeleton's stub says it is: no rule that waits
        // for one, on its examples or a generated one, is looked at.
        List<RuleScore> lost = score.rules().stream()
                .filter(rule -> !marking.hidden(rule.rule()) && (!rule.kept() || rule.charged()))
                .filter(rule -> !failuresOf(rule).isEmpty() || rule.charged())
                .filter(rule -> rule.failures().stream().noneMatch(failure -> stub(
                        failure.result())))
                .filter(rule -> rule.generated().filter(example -> example.actual()
                        .contains("UnsupportedOperationException: Exercise ")).isEmpty())
                .toList();
        // A run that took its whole time says where it looped by its frames already; asking it
        // again once a class would only wait for it as long again.
        if (lost.isEmpty() || lost.stream().flatMap(rule -> rule.failures().stream())
                .anyMatch(failure -> failure.result().outcome() == Outcome.TIMED_OUT)) {
            return Map.of();
        }
        Path packageFolder = classes.resolve(enginePackage.replace('.', '/'));
        Map<String, Set<String>> fixedBy = new LinkedHashMap<>();
        lost.forEach(rule -> fixedBy.put(rule.rule().id(), new TreeSet<>()));
        boolean finished = true;
        for (String candidate : candidates(packageFolder, order)) {
            Map<String, byte[]> theirs = reference.classFiles(candidate);
            if (theirs.isEmpty()) {
                continue;
            }
            // Only the rules still without their class are asked again: their feature files,
            // and the class's games only while one of them was charged by a generated example.
            List<RuleScore> remaining = lost.stream()
                    .filter(rule -> fixedBy.get(rule.rule().id()).isEmpty()).toList();
            Map<String, String> features = new LinkedHashMap<>();
            for (RuleScore rule : remaining) {
                for (ScenarioKey key : failuresOf(rule)) {
                    String text = visibleFeatures.get(key.resource());
                    if (text != null) {
                        features.put(key.resource(), text);
                    }
                }
            }
            boolean askGenerated = remaining.stream().anyMatch(RuleScore::charged);
            Path copy = work.resolve("swap-" + candidate);
            FileTrees.delete(copy);
            copyTree(classes, copy);
            Path swapped = copy.resolve(enginePackage.replace('.', '/'))
                    .resolve(candidate.replace('.', '/')).getParent();
            String simple = candidate.substring(candidate.lastIndexOf('.') + 1);
            try (Stream<Path> own = Files.list(swapped)) {
                for (Path file : own.toList()) {
                    String name = file.getFileName().toString();
                    if (name.equals(simple + ".class") || name.startsWith(simple + "$")) {
                        Files.delete(file);
                    }
                }
            }
            for (Map.Entry<String, byte[]> file : theirs.entrySet()) {
                Files.write(swapped.resolve(file.getKey()), file.getValue());
            }
            Ran ran;
            try {
                ran = runner.run(copy, features, askGenerated, "swap-" + candidate);
            } finally {
                FileTrees.delete(copy);
            }
            for (RuleScore rule : remaining) {
                if (fixes(rule, ran)) {
                    fixedBy.get(rule.rule().id()).add(candidate);
                }
            }
            if (ran.results().values().stream()
                    .anyMatch(result -> result.outcome() == Outcome.TIMED_OUT)) {
                finished = false;
                break;
            }
            if (fixedBy.values().stream().noneMatch(Set::isEmpty)) {
                // Every lost rule has its class: the classes not tried are not asked, so a
                // rule two classes could each mend names the first of them tried (or those
                // tried together, when one run finds them both).
                break;
            }
        }
        Map<String, List<String>> where = new LinkedHashMap<>();
        boolean complete = finished;
        fixedBy.forEach((rule, found) -> {
            if (complete || !found.isEmpty()) {
                where.put(rule, List.copyOf(found));
            }
        });
        return where;
    }

    /** The keys of the examples that break a rule: its own failures and those charged to it. */
    private static List<ScenarioKey> failuresOf(RuleScore rule) {
        return rule.failures().stream().filter(outcome -> outcome.result().outcome()
                != Outcome.NOT_RUN).map(ScenarioOutcome::scenario)
                .map(scenario -> scenario.key()).toList();
    }

    /** Whether a run with one class swapped passes every failure of a rule. */
    private static boolean fixes(RuleScore rule, Ran ran) {
        for (ScenarioKey key : failuresOf(rule)) {
            ScenarioResult result = ran.results().get(key);
            if (result == null || !result.outcome().passed()) {
                return false;
            }
        }
        return !rule.charged() || ran.generated().stream()
                .noneMatch(example -> example.rule().equals(rule.rule().id()));
    }

    /**
     * The classes to put back to the reference's, in the order to try them: the top-level classes
     * of the game's package that the failures' stack frames name, then those of the methods the
     * lost rules' exercises ask for, then the others the submission changed, by name.
     *
     * @param score the submission's score
     * @param enginePackage the game's package
     * @param studentFiles the submission's own source files that differ from the skeleton's,
     *     relative to its workspace
     * @param exerciseMethods the methods an exercise asks for, {@code Class.method}, by its
     *     number
     * @return the classes' names relative to the game's package, such as {@code Game} or
     *     {@code solver.Solver}
     */
    static List<String> order(Score score, String enginePackage, Set<String> studentFiles,
            IntFunction<List<String>> exerciseMethods) {
        String folder = enginePackage.replace('.', '/') + "/";
        Set<String> handedIn = new TreeSet<>();
        for (String file : studentFiles) {
            String path = file.replace('\\', '/');
            int at = path.indexOf(folder);
            String rest = at < 0 ? "" : path.substring(at + folder.length());
            if (rest.endsWith(".java") && !rest.endsWith("package-info.java")) {
                handedIn.add(rest.substring(0, rest.length() - ".java".length())
                        .replace('/', '.'));
            }
        }
        Set<String> ordered = new LinkedHashSet<>();
        for (RuleScore rule : score.rules()) {
            for (ScenarioOutcome failure : rule.failures()) {
                List<String> frames = new ArrayList<>();
                frames.add(failure.result().thrownAt());
                frames.addAll(failure.result().trace());
                for (String frame : frames) {
                    String prefix = enginePackage + ".";
                    if (frame.startsWith(prefix)) {
                        // pkg.Class.method(File.java:12), the class perhaps in a subpackage and
                        // the method perhaps a nested class's: the class the file holds.
                        String method = frame.substring(prefix.length()).split("\\(")[0];
                        int last = method.lastIndexOf('.');
                        String named = last < 0 ? method : method.substring(0, last);
                        String top = named.split("\\$")[0];
                        if (handedIn.contains(top)) {
                            ordered.add(top);
                        }
                    }
                }
            }
        }
        for (RuleScore rule : score.rules()) {
            if (!rule.kept() || rule.charged()) {
                String exercise = rule.rule().exercise().replaceAll("\\D", "");
                if (!exercise.isEmpty()) {
                    for (String method : exerciseMethods.apply(Integer.parseInt(exercise))) {
                        String simple = method.split("\\.")[0];
                        handedIn.stream().filter(name -> name.equals(simple)
                                || name.endsWith("." + simple)).forEach(ordered::add);
                    }
                }
            }
        }
        ordered.addAll(handedIn);
        return List.copyOf(ordered);
    }

    /**
     * The classes of the order given that the submission compiled into the game's package, at
     * most {@value #MOST_CLASSES}.
     */
    static List<String> candidates(Path packageFolder, List<String> order) {
        List<String> found = order.stream().filter(name -> Files.isRegularFile(
                packageFolder.resolve(name.replace('.', '/') + ".class"),
                LinkOption.NOFOLLOW_LINKS)).toList();
        return found.subList(0, Math.min(MOST_CLASSES, found.size()));
    }

    /** Whether a failure is a stub of the skeleton: a method not written yet, not a bug. */
    private static boolean stub(ScenarioResult result) {
        return result.exceptionClass().endsWith("UnsupportedOperationException")
                && result.message().startsWith("Exercise ");
    }

    private static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> all = Files.walk(from)) {
            all.forEach(path -> {
                Path target = to.resolve(from.relativize(path).toString());
                try {
                    // Class files and their folders only; a link is never followed.
                    if (Files.isDirectory(path, LinkOption.NOFOLLOW_LINKS)) {
                        Files.createDirectories(target);
                    } else if (Files.isRegularFile(path, LinkOption.NOFOLLOW_LINKS)) {
                        Files.copy(path, target, LinkOption.NOFOLLOW_LINKS);
                    }
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }
}
