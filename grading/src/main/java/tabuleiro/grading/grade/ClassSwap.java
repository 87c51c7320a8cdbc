package tabuleiro.grading.grade;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
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
import tabuleiro.grading.model.StubReached;

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
 * visible rule, only the feature files of the failed examples: at most {@value #MOST_CLASSES}
 * classes one at a time, those the failures' stack frames and the rules' exercises name first,
 * then, for a rule none of them mends, the rest by halves in at most {@value #MOST_HALVES} runs
 * (a wrong line in a class that only the game's method calls, which no frame names). What it finds
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

    /**
     * The most runs of the search by halves that follows, for the rules the first classes did
     * not mend: the rest at once, then a half of each set that mends, enough to find one class
     * among sixteen more.
     */
    static final int MOST_HALVES = 9;

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
        // for one, on its examples (the stub's exception, or a check quoting it as a text UI
        // said it) or a generated one, is looked at.
        List<RuleScore> lost = score.rules().stream()
                .filter(rule -> !marking.hidden(rule.rule()) && (!rule.kept() || rule.charged()))
                .filter(rule -> !failuresOf(rule).isEmpty() || rule.charged())
                .filter(rule -> rule.failures().stream().noneMatch(failure -> StubReached.of(
                        failure.result()).isPresent()))
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
        Swapper swapper = new Swapper(lost, fixedBy, visibleFeatures, classes, enginePackage,
                reference, work, runner);
        List<String> found = candidates(packageFolder, order);
        List<String> single = found.subList(0, Math.min(MOST_CLASSES, found.size()));
        boolean finished = true;
        for (String candidate : single) {
            Optional<Ran> ran = swapper.swap(List.of(candidate));
            if (ran.isEmpty()) {
                continue;
            }
            swapper.credit(ran.get(), candidate);
            if (timedOut(ran.get())) {
                finished = false;
                break;
            }
            if (swapper.allFound()) {
                // Every lost rule has its class: the classes not tried are not asked, so a
                // rule two classes could each mend names the first of them tried (or those
                // tried together, when one run finds them both).
                break;
            }
        }
        if (finished && !swapper.allFound() && found.size() > single.size()) {
            finished = halves(swapper, found.subList(single.size(), found.size()));
        }
        Map<String, List<String>> where = new LinkedHashMap<>();
        boolean complete = finished;
        fixedBy.forEach((rule, mendedBy) -> {
            if (complete || !mendedBy.isEmpty()) {
                where.put(rule, List.copyOf(mendedBy));
            }
        });
        return where;
    }

    /**
     * The search of the classes after the first {@value #MOST_CLASSES}, for the rules still
     * without their class: the rest put back to the reference's at once, then, while a set
     * mends a rule, each half of it, down to the one class; at most {@value #MOST_HALVES} runs.
     * The classes the failures' frames and the exercises name come first, but a wrong line in
     * a class only called (a rule's check that the game's method asks) has none of them.
     *
     * @return false when the search did not finish: a run took its whole time, or the runs
     *     ran out with sets still to halve (a rule it had not found a class for then names
     *     none, rather than saying no one class mends it)
     */
    private static boolean halves(Swapper swapper, List<String> rest)
            throws IOException, InterruptedException {
        Deque<List<String>> sets = new ArrayDeque<>();
        sets.push(rest);
        for (int runs = 0; !sets.isEmpty() && !swapper.allFound(); runs++) {
            if (runs == MOST_HALVES) {
                return false;
            }
            List<String> set = sets.pop();
            Optional<Ran> ran = swapper.swap(set);
            if (ran.isEmpty()) {
                continue;
            }
            if (timedOut(ran.get())) {
                return false;
            }
            if (!swapper.mendsAny(ran.get())) {
                continue;
            }
            if (set.size() == 1) {
                swapper.credit(ran.get(), set.get(0));
            } else {
                int middle = set.size() / 2;
                sets.push(set.subList(middle, set.size()));
                sets.push(set.subList(0, middle));
            }
        }
        return true;
    }

    /** Whether a run's example took its whole time. */
    private static boolean timedOut(Ran ran) {
        return ran.results().values().stream()
                .anyMatch(result -> result.outcome() == Outcome.TIMED_OUT);
    }

    /**
     * Puts classes of a submission back to the reference's and asks the failures of the rules
     * still without their class again.
     */
    private static final class Swapper {

        private final List<RuleScore> lost;
        private final Map<String, Set<String>> fixedBy;
        private final Map<String, String> visibleFeatures;
        private final Path classes;
        private final String enginePackage;
        private final Reference reference;
        private final Path work;
        private final Runner runner;

        Swapper(List<RuleScore> lost, Map<String, Set<String>> fixedBy,
                Map<String, String> visibleFeatures, Path classes, String enginePackage,
                Reference reference, Path work, Runner runner) {
            this.lost = lost;
            this.fixedBy = fixedBy;
            this.visibleFeatures = visibleFeatures;
            this.classes = classes;
            this.enginePackage = enginePackage;
            this.reference = reference;
            this.work = work;
            this.runner = runner;
        }

        /** The lost rules still without their class. */
        List<RuleScore> remaining() {
            return lost.stream().filter(rule -> fixedBy.get(rule.rule().id()).isEmpty())
                    .toList();
        }

        boolean allFound() {
            return remaining().isEmpty();
        }

        /** Whether a run passes every failure of a rule still without its class. */
        boolean mendsAny(Ran ran) {
            return remaining().stream().anyMatch(rule -> fixes(rule, ran));
        }

        /** Names a class for each rule still without one whose failures the run passes. */
        void credit(Ran ran, String candidate) {
            for (RuleScore rule : remaining()) {
                if (fixes(rule, ran)) {
                    fixedBy.get(rule.rule().id()).add(candidate);
                }
            }
        }

        /**
         * A run of the remaining rules' feature files (and the class's games while one of them
         * was charged by a generated example) with these classes the reference's.
         *
         * @return the run; empty when the reference has none of the classes
         */
        Optional<Ran> swap(List<String> candidates) throws IOException, InterruptedException {
            Map<String, Map<String, byte[]>> theirs = new LinkedHashMap<>();
            for (String candidate : candidates) {
                Map<String, byte[]> files = reference.classFiles(candidate);
                if (!files.isEmpty()) {
                    theirs.put(candidate, files);
                }
            }
            if (theirs.isEmpty()) {
                return Optional.empty();
            }
            List<RuleScore> remaining = remaining();
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
            String name = "swap-" + (candidates.size() == 1 ? candidates.get(0)
                    : candidates.get(0) + "-and-" + (candidates.size() - 1));
            Path copy = work.resolve(name);
            FileTrees.delete(copy);
            copyTree(classes, copy);
            try {
                for (Map.Entry<String, Map<String, byte[]>> swapped : theirs.entrySet()) {
                    put(copy, swapped.getKey(), swapped.getValue());
                }
                return Optional.of(runner.run(copy, features, askGenerated, name));
            } finally {
                FileTrees.delete(copy);
            }
        }

        /** Replaces a class and its nested classes in a copy by the reference's files. */
        private void put(Path copy, String candidate, Map<String, byte[]> files)
                throws IOException {
            Path folder = copy.resolve(enginePackage.replace('.', '/'))
                    .resolve(candidate.replace('.', '/')).getParent();
            String simple = candidate.substring(candidate.lastIndexOf('.') + 1);
            try (Stream<Path> own = Files.list(folder)) {
                for (Path file : own.toList()) {
                    String name = file.getFileName().toString();
                    if (name.equals(simple + ".class") || name.startsWith(simple + "$")) {
                        Files.delete(file);
                    }
                }
            }
            for (Map.Entry<String, byte[]> file : files.entrySet()) {
                Files.write(folder.resolve(file.getKey()), file.getValue());
            }
        }
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
     * The classes of the order given that the submission compiled into the game's package, in
     * that order: the first {@value #MOST_CLASSES} are put back one at a time, the others by
     * halves.
     */
    static List<String> candidates(Path packageFolder, List<String> order) {
        return order.stream().filter(name -> Files.isRegularFile(
                packageFolder.resolve(name.replace('.', '/') + ".class"),
                LinkOption.NOFOLLOW_LINKS)).toList();
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
