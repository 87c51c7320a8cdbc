package tabuleiro.grading.report.feedback;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import tabuleiro.grading.model.Exercise;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.Outcome;
import tabuleiro.grading.model.RuleScore;
import tabuleiro.grading.model.ScenarioOutcome;
import tabuleiro.grading.model.ScenarioResult;
import tabuleiro.grading.model.StubReached;
import tabuleiro.grading.model.Texts;

/**
 * Why a scenario failed, in words for a student, with whose fault it is when a contract of the
 * engine's API says so.
 *
 * <p>The contract idiom tells faults apart by what is thrown: a precondition
 * ({@code IllegalArgumentException}, {@code IllegalStateException}, a
 * {@code NullPointerException} from {@code Objects.requireNonNull}) is the caller's duty, an
 * assertion labelled {@code post:} is the method's own, one labelled {@code invariant:} the
 * class's. An {@code UnsupportedOperationException} saying "Exercise N: implement Class.method"
 * is a stub not yet written, and says so whatever was running when it was thrown: with every
 * stub throwing, a missing exercise is never blamed on an invariant or a postcondition.
 *
 * <p>A check of the rule book that fails quoting such a message (a text UI that caught the stub's
 * exception and said so, as the launcher and the text UIs do) is not written yet too, with the
 * check's own words kept as the details.
 *
 * <p>The call list holds the submission's own frames only: the rule book's (its package and
 * everything under {@code tabuleiro.features}) and the test tools' (Cucumber, JUnit, AssertJ)
 * are left out, so the first frame listed is the student's code.
 *
 * @param headline one sentence: what went wrong
 * @param details the failure's own words (an assertion's expected and actual), or empty
 * @param fault whose fault it is and what to look at, or empty
 * @param where the submission's code that was running, innermost first:
 *     {@code Game.play (Game.java:87)}
 */
public record Explanation(String headline, String details, String fault, List<String> where) {

    private static final List<String> PRECONDITIONS = List.of(
            "java.lang.IllegalArgumentException", "java.lang.IllegalStateException",
            "java.lang.NullPointerException");
    private static final int HEADLINE_LIMIT = 200;

    /** The grader's account of a scenario past its limit: group 1 the seconds. */
    private static final Pattern SCENARIO_TIME = Pattern.compile(
            "the scenario did not finish within (\\d+) s");

    /** The grader's account of a submission past its limit: group 1 the seconds. */
    private static final Pattern SUBMISSION_TIME = Pattern.compile(
            "the submission's time limit of (\\d+) s ran out during this scenario");

    /**
     * The reasons the grader and the self-check give for a scenario they did not run, each with
     * the key of its words in the feedback's language; group 1, if any, is the scenario (or the
     * seconds) it names.
     */
    private static final List<Map.Entry<Pattern, String>> NOT_RUN = List.of(
            Map.entry(Pattern.compile("the self-check did not run it, as the scenario \"(.*)\""
                    + " of the same rule had already timed out"), "why.not.run.timed.out"),
            Map.entry(Pattern.compile("the grader did not run it, as the scenario \"(.*)\" of"
                    + " the same rule had already stopped its grading JVM"), "why.not.run.stopped"),
            Map.entry(Pattern.compile("the submission's time limit of (\\d+) s ran out before"
                    + " this scenario could run"), "why.not.run.time"),
            Map.entry(Pattern.compile("this self-check did not run it"), "why.not.run.selfcheck"),
            Map.entry(Pattern.compile("the grading JVM did not run it"), "why.not.run.jvm"),
            Map.entry(Pattern.compile("the code did not compile"), "why.not.run.compile"));

    /** Checks the parts and keeps an unmodifiable copy of {@code where}. */
    public Explanation {
        Objects.requireNonNull(headline, "headline");
        Objects.requireNonNull(details, "details");
        Objects.requireNonNull(fault, "fault");
        where = List.copyOf(where);
    }

    /**
     * Explains what happened to a scenario.
     *
     * @param outcome the scenario and its result
     * @param exercise the exercise of the scenario's rule, if the scheme knows it
     * @param rulebook the rule book's package, whose stack frames are the rule book's own
     * @return the explanation
     */
    public static Explanation of(ScenarioOutcome outcome, Optional<Exercise> exercise,
            String rulebook) {
        return of(outcome, exercise, rulebook, Texts.of(FeedbackTexts.class, Language.ENGLISH));
    }

    /**
     * Explains what happened to a scenario in the texts' language. The grader's own account of
     * a run (a timeout, a JVM that ended) and the engine's messages (its contracts) stay in
     * English, behind a lead-in in that language.
     *
     * @param outcome the scenario and its result
     * @param exercise the exercise of the scenario's rule, if the scheme knows it
     * @param rulebook the rule book's package, whose stack frames are the rule book's own
     * @param texts the feedback's texts
     * @return the explanation
     */
    public static Explanation of(ScenarioOutcome outcome, Optional<Exercise> exercise,
            String rulebook, Texts texts) {
        ScenarioResult result = outcome.result();
        String name = "\"" + outcome.scenario().name() + "\"";
        String inExercise = exercise.map(e -> texts.text("why.in.exercise",
                String.valueOf(e.number()))).orElse("");
        Frames frames = new Frames(result, rulebook, texts);
        return switch (result.outcome()) {
            case PASSED -> new Explanation(texts.text("why.passed"), "", "", List.of());
            case TIMED_OUT -> timedOut(result, name, inExercise, frames, texts);
            case ENDED_VM -> new Explanation(texts.text("why.grader.said", result.message()), "",
                    texts.text("why.exit.fault"), List.of());
            case CRASHED -> new Explanation(texts.text("why.grader.said", result.message()), "",
                    texts.text("why.crash.fault"), List.of());
            case OUT_OF_MEMORY -> new Explanation(texts.text("why.grader.said",
                    result.message()), "", texts.text("why.memory.fault"), List.of());
            case NOT_RUN -> new Explanation(notRun(result.message(), texts), "", "", List.of());
            case NOT_COMPLETED -> notCompleted(result, texts);
            case FAILED -> failed(result, frames, texts, exercise.map(Exercise::number).orElse(0));
        };
    }

    /**
     * A scenario stopped at its deadline: the grader's account in the feedback's language, and,
     * when the watchdog looked at the scenario's thread before it halted the JVM, the student's
     * method and line where the scenario was stuck.
     */
    private static Explanation timedOut(ScenarioResult result, String name, String inExercise,
            Frames frames, Texts texts) {
        Matcher scenario = SCENARIO_TIME.matcher(result.message());
        Matcher submission = SUBMISSION_TIME.matcher(result.message());
        String headline = scenario.matches()
                ? texts.text("why.timeout", name, scenario.group(1))
                : submission.matches() ? texts.text("why.timeout.submission", name,
                        submission.group(1))
                : texts.text("why.grader.said", result.message());
        List<String> where = frames.submission();
        String fault = where.isEmpty() ? texts.text("why.timeout.fault")
                : texts.text("why.timeout.stuck", where.get(0));
        return new Explanation(inExercise + headline, "", fault, where);
    }

    private static Explanation notCompleted(ScenarioResult result, Texts texts) {
        if (result.exceptionClass().contains("Undefined")) {
            return new Explanation(texts.text("why.undefined"), result.message(),
                    texts.text("why.undefined.fault"), List.of());
        }
        return new Explanation(texts.text("why.not.completed")
                + (result.message().isBlank() ? "" : ": " + firstLine(result.message())),
                result.message(), "", List.of());
    }

    /**
     * The exercise a failed scenario waits for: the one whose stub it reached (directly, or
     * quoted by a check of the rule book), when that is not the exercise of the scenario's own
     * rule. Such a rule is not broken by the exercise it belongs to: it is kept once the other
     * exercise is written (or, for an earlier one, once that is).
     *
     * @param result the scenario's result
     * @param ruleExercise the number of the exercise of the scenario's rule
     * @return the exercise waited for, or empty when the scenario passed, failed otherwise, or
     *     reached its own exercise's stub
     */
    public static Optional<Integer> waitsFor(ScenarioResult result, int ruleExercise) {
        if (result.outcome() != Outcome.FAILED) {
            return Optional.empty();
        }
        Optional<Integer> stub = stubExercise(result);
        return stub.filter(number -> number != ruleExercise);
    }

    /**
     * Whether a broken rule is one whose exercise the student has not begun: every scenario of
     * it that failed reached a stub, its own exercise's in one at least (the others may wait
     * for another exercise's), so it says nothing yet of the code. It still scores nothing;
     * only its label says "not started" rather than "broken", a label a student can act on.
     *
     * @param rule the rule's score
     * @param exercise the number of the rule's exercise
     * @return true when the rule is broken only by stubs, its own exercise's among them
     */
    public static boolean notStarted(RuleScore rule, int exercise) {
        return !rule.kept() && !rule.failures().isEmpty() && rule.failures().stream()
                .allMatch(failure -> stubExercise(failure.result()).isPresent()
                        && failure.result().outcome() == Outcome.FAILED)
                && rule.failures().stream().anyMatch(failure -> stubExercise(failure.result())
                        .filter(stub -> stub == exercise).isPresent());
    }

    /**
     * Whether a broken rule only waits for another exercise: every scenario of it that failed
     * reached the stub of an exercise other than its own.
     *
     * @param rule the rule's score
     * @param exercise the number of the rule's exercise
     * @return true when the rule is broken only by other exercises' stubs
     */
    public static boolean waits(RuleScore rule, int exercise) {
        return !rule.kept() && !rule.failures().isEmpty() && rule.failures().stream()
                .allMatch(failure -> waitsFor(failure.result(), exercise).isPresent());
    }

    /**
     * The failed scenario whose reason a broken rule's label gives, so that the label and the
     * reason under it say one state: for a rule that waits, one that waits; for a rule not
     * started, one that reached its own exercise's stub (another of its scenarios may wait for
     * a later exercise); for a broken rule, one that broke rather than waited. Of those, the
     * first that ran: a scenario that never ran says nothing about the code.
     *
     * @param rule a broken rule's score, with at least one failure
     * @param exercise the number of the rule's exercise
     * @return the scenario to explain
     */
    public static ScenarioOutcome told(RuleScore rule, int exercise) {
        List<ScenarioOutcome> ran = rule.failures().stream()
                .filter(failure -> failure.result().outcome() != Outcome.NOT_RUN).toList();
        List<ScenarioOutcome> failures = ran.isEmpty() ? rule.failures() : ran;
        Predicate<ScenarioOutcome> said = waits(rule, exercise) ? failure -> true
                : notStarted(rule, exercise) ? failure -> stubExercise(failure.result())
                        .filter(stub -> stub == exercise).isPresent()
                : failure -> waitsFor(failure.result(), exercise).isEmpty();
        return failures.stream().filter(said).findFirst().orElse(failures.get(0));
    }

    /** The exercise of the stub a failure reached, directly or as quoted by a check. */
    private static Optional<Integer> stubExercise(ScenarioResult result) {
        return StubReached.of(result).map(StubReached::exercise);
    }

    private static Explanation failed(ScenarioResult result, Frames frames, Texts texts,
            int ruleExercise) {
        final String type = result.exceptionClass();
        final String simple = type.substring(type.lastIndexOf('.') + 1);
        final String message = Comparison.withoutToolNoise(result.message());
        Optional<StubReached> thrown = StubReached.thrown(type, message);
        if (thrown.isPresent()) {
            String exercise = String.valueOf(thrown.get().exercise());
            String member = !thrown.get().member().isEmpty() ? thrown.get().member()
                    : Frames.member(result.thrownAt());
            String named = member.isEmpty() ? texts.text("why.this.method") : member;
            if (isOther(exercise, ruleExercise)) {
                return new Explanation(texts.text("why.waits", exercise, named), "",
                        texts.text("why.waits.fault", named, exercise,
                                String.valueOf(ruleExercise)), frames.submission());
            }
            return new Explanation(texts.text("why.stub", exercise)
                    + (member.isEmpty() ? "" : ", " + member), "",
                    texts.text("why.stub.fault", named, exercise), frames.submission());
        }
        Optional<StubReached> quoted = StubReached.quoted(type, message);
        if (quoted.isPresent()) {
            String exercise = String.valueOf(quoted.get().exercise());
            String member = quoted.get().member();
            if (isOther(exercise, ruleExercise)) {
                return new Explanation(texts.text("why.waits", exercise, member),
                        message.strip(), texts.text("why.waits.fault", member, exercise,
                                String.valueOf(ruleExercise)), frames.submission());
            }
            return new Explanation(texts.text("why.stub", exercise) + ", " + member,
                    message.strip(), texts.text("why.quoted.stub.fault", member, exercise),
                    frames.submission());
        }
        // The given code's contract messages and the steps' own are said in the student's
        // language through their twins (ContractWords); a contract no twin knows (the student's
        // own words) is quoted after a lead-in that says it is the engine's words, as written.
        final String said = ContractWords.say(message, texts.language());
        // A contract's message is one line; the rule book may add lines after it (which rule
        // the example waits on, the grid), kept as the details under the one-line headline.
        final String more = said.contains("\n") ? said.strip() : "";
        // The headline quotes the contract's own line: it is said in the student's language
        // only when that line has a twin, whatever the rule book's lines after it have.
        final String contract = ContractWords.known(firstLine(message)) ? ".said" : "";
        if (type.equals("java.lang.AssertionError") && message.startsWith("post:")) {
            return new Explanation(texts.text("why.post" + contract, firstLine(said)), more,
                    texts.text("why.post.fault"), frames.checked(firstLine(message)));
        }
        if (type.equals("java.lang.AssertionError") && message.startsWith("invariant:")) {
            return new Explanation(texts.text("why.invariant" + contract,
                    firstLine(said).replaceFirst("^invariante?:", "").strip()), more,
                    texts.text("why.invariant.fault"), frames.checked(firstLine(message)));
        }
        if (PRECONDITIONS.contains(type) && frames.isPrecondition()) {
            return new Explanation(texts.text("why.pre", simple + ": " + said),
                    "", frames.preconditionFault(), frames.submission());
        }
        if (type.equals("java.lang.AssertionError") && frames.thrownBySubmission()) {
            return new Explanation(message.isBlank() || message.equals("null")
                    ? texts.text("why.assert") : texts.text("why.assert.message", message), "",
                    "", frames.submission());
        }
        if (type.equals("java.lang.StackOverflowError")) {
            return new Explanation(texts.text("why.overflow"), "",
                    texts.text("why.overflow.fault"), frames.submission());
        }
        if (isAssertion(type)) {
            // A check that says what it expected and what came is told by its subject; the two
            // values are shown apart (Comparison), not in one quoted line. AssertJ's own lines
            // are read in its English, then said in the student's language.
            String shown = AssertjLines.say(said, texts.language());
            Optional<Comparison> compared = Comparison.of(said);
            String check = compared.map(comparison -> headline(comparison, texts))
                    .orElse(firstLine(shown.replaceFirst("(?s)^\\[(.*?)\\] \\s*", "$1: ")));
            // A check of one sentence, which the headline says whole, has nothing more to show:
            // "Expected, and what came instead" would say the same sentence again.
            boolean saidWhole = compared.isEmpty() && !shown.strip().contains("\n")
                    && clip(check).equals(check);
            // Thrown by the rule book's steps, after every call into the engine returned: the
            // engine answered, and the answer is what the rule does not allow.
            List<String> where = frames.submission();
            return new Explanation(texts.text("why.check", clip(check)),
                    saidWhole ? "" : shown.strip(), where.isEmpty()
                            ? texts.text("why.check.fault") : "", where);
        }
        return new Explanation(texts.text("why.threw", simple) + (said.isBlank()
                || said.equals("null") ? "" : ": " + clip(firstLine(said))),
                said.contains("\n") ? said.strip() : "", "", frames.submission());
    }

    /**
     * Whether a stub's exercise is another than the rule's (0 when the scheme does not know the
     * rule's exercise: then nothing is said to wait).
     */
    private static boolean isOther(String stubExercise, int ruleExercise) {
        return ruleExercise > 0 && Integer.parseInt(stubExercise) != ruleExercise;
    }

    /** Why a scenario was not run, in the feedback's language when the reason is known. */
    private static String notRun(String reason, Texts texts) {
        for (Map.Entry<Pattern, String> known : NOT_RUN) {
            Matcher matcher = known.getKey().matcher(reason);
            if (matcher.matches()) {
                return texts.text("why.not.run", matcher.groupCount() == 0
                        ? texts.text(known.getValue())
                        : texts.text(known.getValue(), matcher.group(1)));
            }
        }
        return texts.text("why.not.run", reason);
    }

    private static boolean isAssertion(String type) {
        return StubReached.isAssertion(type);
    }

    /** What a compared check was about: its own first words, or what went wrong. */
    private static String headline(Comparison comparison, Texts texts) {
        String lead = firstLine(comparison.lead());
        if (!lead.isEmpty()) {
            return lead;
        }
        return texts.text(comparison.relation() == Comparison.Relation.CONTAIN
                ? "comparison.missing" : "comparison.differs");
    }

    private static String firstLine(String text) {
        return text.strip().lines().findFirst().orElse("");
    }

    private static String clip(String text) {
        return text.length() <= HEADLINE_LIMIT ? text : text.substring(0, HEADLINE_LIMIT) + "…";
    }

    /** The stack frames of a failure, sorted into the submission's and the rule book's. */
    private static final class Frames {

        /**
         * Packages whose frames are the rule book's or its tools', never the student's: every
         * game's step definitions share {@code tabuleiro.features} ({@code Refusal}, the object
         * factory), and the runner's trace may still hold the test tools' frames.
         */
        private static final List<String> RULE_BOOK_PACKAGES = List.of("tabuleiro.features.",
                "io.cucumber.", "org.junit.", "org.opentest4j.", "org.assertj.",
                "tabuleiro.grading.child.");

        /** A contract's message that names the method whose work it checks: group 1. */
        private static final Pattern CHECKED = Pattern.compile(
                "\\(see ([A-Z][\\w$]*\\.[a-z][\\w$]*)\\b[^)]*\\)$");

        /** Cucumber's frame for the step itself, of a class named "✽". */
        private static final String CUCUMBER_STEP = "✽.";

        private final ScenarioResult result;
        private final String rulebook;
        private final Texts texts;
        private final List<String> submission = new ArrayList<>();

        Frames(ScenarioResult result, String rulebook, Texts texts) {
            this.result = result;
            this.texts = texts;
            this.rulebook = rulebook + ".";
            for (String frame : result.trace()) {
                if (!isRuleBook(frame)) {
                    submission.add(frame);
                }
            }
        }

        /**
         * The member a frame runs, {@code a.b.Game.play(Game.java:87)} as {@code Game.play}, or
         * an empty string when there is no frame.
         */
        static String member(String frame) {
            if (frame.isEmpty() || frame.indexOf('(') < 0) {
                return "";
            }
            String readable = readable(frame);
            return readable.substring(0, readable.indexOf(' '));
        }

        /**
         * Where a contract that checks another method's work failed: that method first, as the
         * contract's message names it ({@code ... (see Game.fourThrough)}), then the
         * submission's frames. The {@code assert} sits in the public method that called it, so
         * its frame alone would send the student to the check instead of the code it checks.
         */
        List<String> checked(String message) {
            Matcher named = CHECKED.matcher(message.strip());
            List<String> shown = new ArrayList<>();
            if (named.find()) {
                shown.add(named.group(1));
            }
            for (String frame : submission()) {
                if (shown.size() == 5) {
                    break;
                }
                shown.add(frame);
            }
            return shown;
        }

        /** The submission's frames, innermost first, as {@code Game.play (Game.java:87)}. */
        List<String> submission() {
            List<String> shown = new ArrayList<>();
            for (String frame : submission) {
                if (shown.size() == 5) {
                    break;
                }
                shown.add(readable(frame));
            }
            return shown;
        }

        boolean thrownBySubmission() {
            String thrownAt = result.thrownAt();
            return !thrownAt.isEmpty() && !isRuleBook(thrownAt) && !isLibrary(thrownAt);
        }

        /** Whether the throw is a contract check: in the submission or by requireNonNull. */
        boolean isPrecondition() {
            return thrownBySubmission()
                    || result.thrownAt().startsWith("java.util.Objects.requireNonNull(");
        }

        /** Who broke the precondition: another class of the submission, or the rule book. */
        String preconditionFault() {
            String general = texts.text("why.pre.general");
            if (submission.isEmpty()) {
                return general;
            }
            String refusing = topLevelClass(submission.get(0));
            for (int i = 1; i < submission.size(); i++) {
                if (!topLevelClass(submission.get(i)).equals(refusing)) {
                    return general + " " + texts.text("why.pre.caller",
                            readable(submission.get(i)), readable(submission.get(i - 1)));
                }
            }
            return general + " " + texts.text("why.pre.rulebook",
                    readable(submission.get(submission.size() - 1)));
        }

        private boolean isRuleBook(String frame) {
            return frame.startsWith(rulebook) || frame.startsWith(CUCUMBER_STEP)
                    || RULE_BOOK_PACKAGES.stream().anyMatch(frame::startsWith);
        }

        private static boolean isLibrary(String frame) {
            return frame.startsWith("java.") || frame.startsWith("javax.")
                    || frame.startsWith("jdk.") || frame.startsWith("sun.")
                    || frame.startsWith("io.cucumber.") || frame.startsWith("org.");
        }

        /** {@code a.b.Game$Inner.play(Game.java:87)} becomes {@code a.b.Game}. */
        private static String topLevelClass(String frame) {
            String method = frame.substring(0, frame.indexOf('('));
            String type = method.substring(0, method.lastIndexOf('.'));
            int inner = type.indexOf('$');
            return inner < 0 ? type : type.substring(0, inner);
        }

        /** {@code a.b.Game.play(Game.java:87)} becomes {@code Game.play (Game.java:87)}. */
        private static String readable(String frame) {
            int open = frame.indexOf('(');
            String method = frame.substring(0, open);
            int lastDot = method.lastIndexOf('.');
            String type = method.substring(0, lastDot);
            return type.substring(type.lastIndexOf('.') + 1) + method.substring(lastDot) + " "
                    + frame.substring(open);
        }
    }
}
