package tabuleiro.grading.sandbox;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Base64;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import tabuleiro.grading.child.ProgressEvent;
import tabuleiro.grading.child.ProgressEvent.Answer;
import tabuleiro.grading.child.ProgressEvent.ContainerFailed;
import tabuleiro.grading.child.ProgressEvent.Done;
import tabuleiro.grading.child.ProgressEvent.Exited;
import tabuleiro.grading.child.ProgressEvent.Finished;
import tabuleiro.grading.child.ProgressEvent.Planned;
import tabuleiro.grading.child.ProgressEvent.Started;
import tabuleiro.grading.child.ProgressEvent.StepStarted;
import tabuleiro.grading.child.ProgressEvent.Stopped;
import tabuleiro.grading.child.ProgressEvent.TimedOut;
import tabuleiro.grading.child.ProgressLog;
import tabuleiro.grading.child.SpecRunner;
import tabuleiro.grading.model.FileTrees;
import tabuleiro.grading.model.Limits;
import tabuleiro.grading.model.Outcome;
import tabuleiro.grading.model.ScenarioResult;
import tabuleiro.grading.model.ScenarioResult.Step;

/**
 * Runs the whole rule book against one submission's classes, in as many grading JVMs as it
 * takes, so that a scenario that hangs, exits or exhausts memory costs that scenario alone.
 *
 * <p>The first JVM runs the rule book's package and reports every scenario it found. When a JVM
 * ends before all have run, the next one is given the scenarios not yet accounted for, by their
 * unique ids, and so on until every scenario has a result, the submission's time is up, or a JVM
 * makes no progress at all (then the rest are marked as not run, with the reason).
 *
 * <p>The grader watches each JVM itself as well: if a scenario outlives its limit by
 * {@value #GRACE_MILLIS} ms (the JVM's own watchdog could not halt it), or the submission's time
 * runs out, the JVM is killed.
 */
public final class SpecRun {

    /** How long past a scenario's limit the grader waits for the JVM's watchdog. */
    static final long GRACE_MILLIS = 3000;

    /** The outcomes that stop a grading JVM, and so lose the rest of the scenario's rule. */
    private static final Set<Outcome> STOPS_JVM = EnumSet.of(Outcome.TIMED_OUT,
            Outcome.OUT_OF_MEMORY, Outcome.ENDED_VM, Outcome.CRASHED);

    private static final long POLL_MILLIS = 50;
    private static final int ERROR_EXCERPT = 600;
    private static final int KEY_BYTES = 32;
    private static final SecureRandom RANDOM = new SecureRandom();

    private final Path folder;
    private final Path scratchRoot;
    private final List<Path> classpath;
    private final Optional<Path> submissionClasses;
    private final RuleBookPackages rulebook;
    private final Limits limits;
    private final Isolation isolation;
    private final Optional<Path> sharedClasses;
    private final long deadline;
    private final List<String> featureLines;
    private final ProbeQuestions questions;

    private final Map<String, Planned> plan = new LinkedHashMap<>();
    private final Map<String, ScenarioResult> results = new HashMap<>();
    private final Map<String, Step> steps = new HashMap<>();
    private final List<String> notes = new ArrayList<>();
    private final Map<Integer, String> answers = new TreeMap<>();
    /** Whether the probe answered all it was asked, or was stopped and is not asked again. */
    private boolean probed;
    private int dropped;
    private int refused;

    private SpecRun(RunRequest request) {
        this.folder = request.folder();
        this.scratchRoot = request.scratchRoot();
        this.classpath = request.classpath();
        this.submissionClasses = request.submissionClasses();
        this.rulebook = request.rulebook();
        this.limits = request.limits();
        this.isolation = request.isolation();
        this.sharedClasses = request.sharedClasses();
        this.deadline = request.deadline();
        this.featureLines = featureLines(request.features());
        this.questions = request.questions();
    }

    /**
     * The lines of a grading JVM's standard input that carry the feature files it runs: the
     * only way the scenarios' text reaches it (see {@code SpecRunner}).
     *
     * @param features the feature files' texts by resource name
     * @return a line per file: {@code FEATURE NAME BASE64}
     * @throws IllegalArgumentException if a name has a space or does not end in .feature
     */
    static List<String> featureLines(Map<String, String> features) {
        List<String> lines = new ArrayList<>();
        for (Map.Entry<String, String> file : new TreeMap<>(features).entrySet()) {
            if (!file.getKey().matches("[^\\s]+\\.feature")) {
                throw new IllegalArgumentException("a feature file's resource name has no"
                        + " space and ends in .feature, but it was " + file.getKey());
            }
            lines.add(SpecRunner.FEATURE_LINE + file.getKey() + " " + Base64.getEncoder()
                    .encodeToString(file.getValue().getBytes(StandardCharsets.UTF_8)));
        }
        return lines;
    }

    /**
     * When a submission's time runs out if it starts now.
     *
     * @param limits the scheme's limits
     * @return the deadline, by {@link System#nanoTime()}
     */
    public static long deadlineOf(Limits limits) {
        return System.nanoTime() + TimeUnit.SECONDS.toNanos(limits.submissionSeconds());
    }

    /**
     * Runs a rule book against a submission, shut in as the request says, in JVMs that map a
     * class data archive of their own classes when it names one.
     *
     * @param request what to run, on what class path, where and how shut in
     * @return every scenario found and its result
     * @throws IOException if a JVM cannot be started
     * @throws InterruptedException if the grader is interrupted
     */
    public static RunReport run(RunRequest request) throws IOException, InterruptedException {
        Files.createDirectories(request.folder());
        Files.createDirectories(request.scratchRoot());
        // The grading JVM works in its scratch folder, so every path it is given is absolute.
        return new SpecRun(new RunRequest(request.folder().toAbsolutePath(),
                request.scratchRoot().toAbsolutePath(), request.classpath().stream()
                        .map(Path::toAbsolutePath).toList(),
                request.submissionClasses().map(Path::toAbsolutePath), request.rulebook(),
                request.limits(), request.isolation(), request.sharedClasses(),
                request.deadline(), request.features(), request.questions())).run();
    }

    private RunReport run() throws IOException, InterruptedException {
        String timeUp = "the submission's time limit of " + limits.submissionSeconds()
                + " s ran out before this scenario could run";
        Optional<String> notRun = Optional.empty();
        int jvms = 0;
        while (notRun.isEmpty()) {
            Optional<List<String>> selection = jvms == 0 ? Optional.empty()
                    : Optional.of(pending());
            if (selection.isPresent() && selection.get().isEmpty()) {
                break;
            }
            if (System.nanoTime() - deadline >= 0) {
                notRun = Optional.of(timeUp);
                break;
            }
            jvms++;
            int accounted = results.size();
            String stop = runJvm(jvms, selection);
            if (System.nanoTime() - deadline >= 0) {
                notRun = Optional.of(timeUp);
            } else if (results.size() == accounted) {
                notRun = Optional.of(stop);
            }
        }
        if (dropped > 0) {
            notes.add(dropped + " line(s) on the grading JVM's results channel did not come"
                    + " from the grader's runner and were ignored");
        }
        if (refused > 0) {
            notes.add(refused + " report(s) of the grading JVM broke the order of a run (a"
                    + " result for a scenario not running, a plan after a start) and were"
                    + " ignored");
        }
        List<ScenarioRun> runs = new ArrayList<>();
        String reason = notRun.orElse("the grading JVM did not run it");
        for (Planned planned : plan.values()) {
            runs.add(new ScenarioRun(planned.uri(), planned.line(), planned.name(),
                    planned.tags(), results.getOrDefault(planned.id(),
                            ScenarioResult.of(Outcome.NOT_RUN, reason, Optional.empty()))));
        }
        List<String> answered = new ArrayList<>();
        while (answers.containsKey(answered.size())) {
            answered.add(answers.get(answered.size()));
        }
        return new RunReport(runs, notes, notRun, jvms, answered);
    }

    /**
     * Runs one grading JVM to its end and takes in what it reported.
     *
     * @return why the scenarios it was given and did not run were not run
     */
    private String runJvm(int number, Optional<List<String>> selection)
            throws IOException, InterruptedException {
        // A new scratch folder for each JVM: nothing one leaves there reaches the next.
        Path scratch = Files.createTempDirectory(scratchRoot, "jvm-" + number + "-");
        try {
            byte[] key = new byte[KEY_BYTES];
            RANDOM.nextBytes(key);
            List<String> input = new ArrayList<>();
            input.add(HexFormat.of().formatHex(key));
            selection.ifPresent(input::addAll);
            input.addAll(featureLines);
            if (!probed) {
                input.addAll(questions.lines());
            }
            List<String> java = new ArrayList<>(ChildJvm.command(isolation.runtime(), limits,
                    classpath, submissionClasses, scratch, List.of(rulebook.features(),
                            rulebook.glue(), Integer.toString(limits.scenarioSeconds()))));
            java.addAll(1, SharedClasses.options(sharedClasses));
            List<Path> readOnly = new ArrayList<>(classpath);
            sharedClasses.ifPresent(readOnly::add);
            ChildJvm jvm = ChildJvm.start(isolation.wrap(java, readOnly, List.of(),
                    Optional.of(scratch), scratch), input, key, folder, "jvm-" + number, scratch,
                    isolation.endsDescendants());
            Kill kill = watch(jvm);
            int status = jvm.exitStatus();
            List<ProgressEvent> events = jvm.events();
            dropped += jvm.droppedLines();
            writeLog(number, events);
            Optional<String> running = take(events);
            if (running.isPresent() && !results.containsKey(running.get())) {
                results.put(running.get(), death(kill, status, jvm, steps.get(running.get())));
            }
            return whyNotRun(events, number, status, jvm);
        } finally {
            // Deleted without following a link the submission may have planted there.
            FileTrees.delete(scratch);
        }
    }

    /** Keeps the verified events of a JVM in a log of the grader's, to inspect the run. */
    private void writeLog(int number, List<ProgressEvent> events) throws IOException {
        List<String> lines = events.stream().map(ProgressLog::format).toList();
        Files.write(folder.resolve("progress-" + number + ".log"), lines,
                StandardCharsets.UTF_8);
    }

    /** Why the scenarios a JVM was given and did not run were not run. */
    private static String whyNotRun(List<ProgressEvent> events, int number, int status,
            ChildJvm jvm) {
        Optional<ContainerFailed> failed = events.stream()
                .filter(event -> event instanceof ContainerFailed)
                .map(ContainerFailed.class::cast).findFirst();
        if (failed.isPresent()) {
            return "part of the rule book failed: " + failed.get().exceptionClass() + ": "
                    + failed.get().message();
        }
        if (events.stream().anyMatch(event -> event instanceof Done)) {
            return "the rule book's runner passed over it";
        }
        boolean plannedAny = events.stream().anyMatch(event -> event instanceof Planned);
        String errors = jvm.errorOutput(ERROR_EXCERPT).strip().lines().limit(3)
                .collect(Collectors.joining(" / "));
        // Only a first JVM that found nothing failed to start; later ones were given work.
        return plannedAny || number > 1
                ? "the grading JVM stopped (exit status " + status + ") before running it"
                : "the rule book could not be started (exit status " + status + ")"
                        + (errors.isEmpty() ? "" : ": " + errors);
    }

    /** Waits for a JVM to end, killing it if a scenario or the submission runs out of time. */
    private Kill watch(ChildJvm jvm) throws InterruptedException {
        long scenarioNanos = TimeUnit.SECONDS.toNanos(limits.scenarioSeconds())
                + TimeUnit.MILLISECONDS.toNanos(GRACE_MILLIS);
        Optional<String> watched = Optional.empty();
        long since = System.nanoTime();
        while (!jvm.waitFor(POLL_MILLIS)) {
            long now = System.nanoTime();
            Optional<String> running = running(jvm.events());
            if (!running.equals(watched)) {
                watched = running;
                since = now;
            }
            if (running.isPresent() && now - since > scenarioNanos) {
                jvm.kill();
                return Kill.SCENARIO_TIME;
            }
            if (now - deadline >= 0) {
                jvm.kill();
                return Kill.SUBMISSION_TIME;
            }
        }
        return Kill.NONE;
    }

    /** The scenario that started and has not ended, according to a JVM's events. */
    private static Optional<String> running(List<ProgressEvent> events) {
        String running = null;
        for (ProgressEvent event : events) {
            if (event instanceof Started started) {
                running = started.id();
            } else if (resultId(event).isPresent()) {
                running = null;
            }
        }
        return Optional.ofNullable(running);
    }

    /**
     * Takes in a JVM's verified events, by the rules of a run: a JVM plans before it starts any
     * scenario, and plans only scenarios of the first JVM's plan; a scenario starts only when
     * none is running; a result belongs to the scenario running, and a scenario's first result
     * is its result. An event against these rules is dropped, whoever sent it.
     *
     * @return the scenario that was running when the events end, if any
     */
    private Optional<String> take(List<ProgressEvent> events) {
        boolean firstJvm = plan.isEmpty();
        boolean started = false;
        String running = null;
        for (ProgressEvent event : events) {
            if (event instanceof Answer answer) {
                if (answer.index() >= 0 && answer.index() < questions.questions().size()) {
                    answers.putIfAbsent(answer.index(), answer.text());
                } else {
                    refused++;
                }
                continue;
            }
            if (resultId(event).filter(SpecRunner.PROBE_ID::equals).isPresent()) {
                // The probe went over a limit: its later questions are not asked again.
                probed = true;
                notes.add("the questions of generated examples stopped after " + answers.size()
                        + " of " + questions.questions().size() + " answers: "
                        + probeStop(event));
                continue;
            }
            if (event instanceof Planned planned) {
                if (!started && (firstJvm || plan.containsKey(planned.id()))) {
                    plan.putIfAbsent(planned.id(), planned);
                } else {
                    refused++;
                }
            } else if (event instanceof Started start) {
                started = true;
                if (running != null || !plan.containsKey(start.id())
                        || results.containsKey(start.id())) {
                    refused++;
                } else {
                    running = start.id();
                }
            } else if (event instanceof StepStarted step) {
                if (step.id().equals(running)) {
                    steps.put(step.id(), new Step(step.line(), step.text()));
                }
            } else if (event instanceof ContainerFailed failed) {
                notes.add("part of the rule book (" + failed.id() + ") failed: "
                        + failed.exceptionClass() + ": " + failed.message());
            } else if (event instanceof Done) {
                // A JVM that got to its end asked every question it was sent.
                probed = probed || questions.any();
                continue;
            } else if (event instanceof Finished end && end.status().equals("SKIPPED")
                    && running == null && plan.containsKey(end.id())) {
                // The platform skips what a failed container holds, without starting it.
                results.putIfAbsent(end.id(), result(end));
            } else {
                Optional<String> id = resultId(event);
                if (id.isEmpty() || !id.get().equals(running)) {
                    refused++;
                    continue;
                }
                results.putIfAbsent(running, resultOf(event));
                running = null;
            }
        }
        return Optional.ofNullable(running);
    }

    /** Why the probe's questions stopped, from the event that stopped them. */
    private String probeStop(ProgressEvent event) {
        if (event instanceof TimedOut) {
            return "the engine did not answer within " + limits.scenarioSeconds() + " s";
        } else if (event instanceof Stopped stopped) {
            return stopped.reason();
        } else if (event instanceof Exited) {
            return "the engine ended the Java VM";
        }
        return "the probe failed";
    }

    /** The scenario a result event is about. */
    private static Optional<String> resultId(ProgressEvent event) {
        if (event instanceof Finished end) {
            return Optional.of(end.id());
        } else if (event instanceof TimedOut timedOut) {
            return Optional.of(timedOut.id());
        } else if (event instanceof Exited exited) {
            return Optional.of(exited.id());
        } else if (event instanceof Stopped stopped) {
            return Optional.of(stopped.id());
        }
        return Optional.empty();
    }

    private ScenarioResult resultOf(ProgressEvent event) {
        if (event instanceof Finished end) {
            return result(end);
        } else if (event instanceof TimedOut timedOut) {
            return ofTimedOut(timedOut, Optional.ofNullable(steps.get(timedOut.id())));
        } else if (event instanceof Stopped stopped) {
            return ScenarioResult.of(Outcome.CRASHED, stopped.reason(),
                    Optional.ofNullable(steps.get(stopped.id())));
        }
        Exited exited = (Exited) event;
        return ScenarioResult.of(Outcome.ENDED_VM, "the scenario ended the Java VM — did the"
                + " code call System.exit?", Optional.ofNullable(steps.get(exited.id())));
    }

    private ScenarioResult result(Finished end) {
        return ofFinished(end, Optional.ofNullable(steps.get(end.id())));
    }

    /**
     * Reads a scenario's result from the event that ended it, as the grader does whether the
     * scenario ran in a grading JVM or in a student's self-check.
     *
     * @param end the scenario's end
     * @param step the last step that started, if any
     * @return the result; a passed scenario keeps no step
     */
    public static ScenarioResult ofFinished(Finished end, Optional<Step> step) {
        Outcome outcome = switch (end.status()) {
            case "SUCCESSFUL" -> Outcome.PASSED;
            case "FAILED" -> Outcome.FAILED;
            default -> Outcome.NOT_COMPLETED;
        };
        return new ScenarioResult(outcome, end.exceptionClass(), end.message(), end.thrownAt(),
                end.trace(), outcome.passed() ? Optional.empty() : step);
    }

    /**
     * Reads the result of a scenario the watchdog stopped, as the grader does whether the
     * scenario ran in a grading JVM or in a student's self-check: where the scenario's thread
     * was when the time ran out is kept as its trace, so that the feedback can name the
     * student's method and line.
     *
     * @param late the time-out
     * @param step the last step that started, if any
     * @return the result
     */
    public static ScenarioResult ofTimedOut(TimedOut late, Optional<Step> step) {
        return new ScenarioResult(Outcome.TIMED_OUT, "", "the scenario did not finish within "
                + late.seconds() + " s", "", late.stuck(), step);
    }

    /** What became of a scenario that was running when its JVM ended. */
    private ScenarioResult death(Kill kill, int status, ChildJvm jvm, Step step)
            throws InterruptedException {
        Optional<Step> at = Optional.ofNullable(step);
        if (kill == Kill.SCENARIO_TIME) {
            return ScenarioResult.of(Outcome.TIMED_OUT, "the scenario did not finish within "
                    + limits.scenarioSeconds() + " s", at);
        }
        if (kill == Kill.SUBMISSION_TIME) {
            return ScenarioResult.of(Outcome.TIMED_OUT, "the submission's time limit of "
                    + limits.submissionSeconds() + " s ran out during this scenario", at);
        }
        if (jvm.ranOutOfMemory()) {
            return ScenarioResult.of(Outcome.OUT_OF_MEMORY, "the scenario ran out of memory"
                    + " (the limit is " + limits.heapMegabytes() + " MB)", at);
        }
        if (status == SpecRunner.TIMEOUT_STATUS) {
            return ScenarioResult.of(Outcome.TIMED_OUT, "the scenario did not finish within "
                    + limits.scenarioSeconds() + " s", at);
        }
        return ScenarioResult.of(Outcome.CRASHED, "the Java VM stopped during the scenario"
                + " (exit status " + status + ") — did the code call System.exit or"
                + " Runtime.halt?", at);
    }

    /**
     * The scenarios found and not yet accounted for, in the order found, less those whose rule
     * is already lost because one of its scenarios stopped a JVM (see {@link #skipLostRules}).
     */
    private List<String> pending() {
        skipLostRules();
        return plan.keySet().stream().filter(id -> !results.containsKey(id)).toList();
    }

    /**
     * Marks as not run the scenarios of a rule that a scenario lost by stopping its JVM (a
     * time-out, running out of memory, ending the JVM). The rule is lost whatever they do, and
     * each would likely cost another time-out and another JVM: a submission whose agent loops
     * would otherwise pay the scenario limit for every scenario of the rule. Which scenarios are
     * skipped depends only on the rule book's order, so the score stays deterministic.
     *
     * <p>A rule here is a Rule block of a feature file and a set of tags: scenarios of one
     * block with other tags may belong to another exercise, and are left to run.
     */
    private void skipLostRules() {
        Map<String, Planned> stoppers = new HashMap<>();
        for (Planned planned : plan.values()) {
            ScenarioResult result = results.get(planned.id());
            if (result != null && STOPS_JVM.contains(result.outcome())) {
                rule(planned).ifPresent(rule -> stoppers.putIfAbsent(rule, planned));
            }
        }
        for (Planned planned : plan.values()) {
            Optional<Planned> stopper = rule(planned).map(stoppers::get);
            if (!results.containsKey(planned.id()) && stopper.isPresent()) {
                results.put(planned.id(), ScenarioResult.of(Outcome.NOT_RUN, "the grader did"
                        + " not run it, as the scenario \"" + shortName(stopper.get())
                        + "\" of the same rule had already stopped its grading JVM",
                        Optional.empty()));
            }
        }
    }

    /**
     * The Rule block and tags of a scenario, or empty for a scenario outside a Rule block: what
     * a scenario that stops its JVM loses with it, here and in a student's self-check.
     *
     * @param planned the scenario as its run planned it
     * @return the rule, as a key
     */
    public static Optional<String> rule(Planned planned) {
        String id = planned.id();
        int scenario = id.indexOf("/[scenario:");
        if (scenario < 0 || !id.substring(0, scenario).contains("/[rule:")) {
            return Optional.empty();
        }
        return Optional.of(id.substring(0, scenario) + " "
                + String.join(",", new TreeSet<>(planned.tags())));
    }

    /**
     * A scenario's name without the feature and rule that the long naming strategy adds, as a
     * scenario that stopped its rule is named here and in a student's self-check.
     *
     * @param planned the scenario as its run planned it
     * @return its own name
     */
    public static String shortName(Planned planned) {
        String name = planned.name();
        int dash = name.lastIndexOf(" - ");
        return dash < 0 ? name : name.substring(dash + 3);
    }

    /** Why the grader killed a JVM, if it did. */
    private enum Kill {
        NONE, SCENARIO_TIME, SUBMISSION_TIME
    }
}
