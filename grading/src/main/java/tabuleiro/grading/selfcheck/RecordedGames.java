package tabuleiro.grading.selfcheck;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;
import tabuleiro.grading.model.GeneratedExample;
import tabuleiro.grading.oracle.AnswerBook;
import tabuleiro.grading.oracle.GeneratedGames;

/**
 * The kit's games with the reference's answers: the games of a kit seed that its answer book
 * ({@link AnswerBook}) records, each question asked of the student's engine by the game's probe
 * and every answer compared with the reference's by the grader's own comparison
 * ({@link GeneratedGames#compare}), so that a break is found, stopped and charged to a rule as
 * the grader finds, stops and charges a generated example. The grader plays other games (it
 * never grades a class with a kit seed), of the same kind and count.
 */
public final class RecordedGames {

    /**
     * A rule the engine answered otherwise than the reference: the shortest of the games that
     * broke it.
     *
     * @param kitSeed the kit seed whose games it is of
     * @param game the game's number in its kit seed, from 1
     * @param start how the game starts ({@code new}, {@code new SEED}, {@code new end SEED})
     * @param disagreement what differs, as the grader reports it
     */
    public record Found(int kitSeed, int game, String start,
            GeneratedGames.Disagreement disagreement) {

        /** Checks the parts. */
        public Found {
            Objects.requireNonNull(start, "start");
            Objects.requireNonNull(disagreement, "disagreement");
        }
    }

    /**
     * What the games found.
     *
     * @param kitSeed the kit seed they were played from
     * @param games how many were compared
     * @param questions how many questions the engine answered
     * @param found per rule, the shortest game that broke it, in the order of the rules' IDs
     * @param stubs per exercise ({@code ex03}), the games that stopped at one of its methods
     *     not written yet
     */
    public record Outcome(int kitSeed, int games, int questions, List<Found> found,
            Map<String, Integer> stubs) {

        /** Copies the parts. */
        public Outcome {
            found = List.copyOf(found);
            stubs = Map.copyOf(new TreeMap<>(stubs));
        }
    }

    private final AnswerBook book;
    private final Supplier<Function<String, String>> probes;
    private final Predicate<String> shown;

    /**
     * Creates the games of a book.
     *
     * @param book the kit's answer book of the game
     * @param probes makes a fresh probe over the student's classes
     */
    public RecordedGames(AnswerBook book, Supplier<Function<String, String>> probes) {
        this(book, probes, rule -> false);
    }

    /**
     * Plays a book's games through the student's engine, taking the probe's charges over that
     * engine to the rules the kit shows too ({@link AnswerBook#oracle(AnswerBook.Recorded,
     * Supplier, Predicate)}).
     *
     * @param book the kit's answer book of the game
     * @param probes makes a fresh probe over the student's engine
     * @param shown whether the kit shows a rule, by its ID
     */
    public RecordedGames(AnswerBook book, Supplier<Function<String, String>> probes,
            Predicate<String> shown) {
        this.book = Objects.requireNonNull(book, "book");
        this.probes = Objects.requireNonNull(probes, "probes");
        this.shown = Objects.requireNonNull(shown, "shown");
    }

    /**
     * The kit seeds the book holds.
     *
     * @return their count; seeds are 1 to it
     */
    public int seeds() {
        return book.chapters().size();
    }

    /**
     * The games one kit seed plays: the grader's count per submission.
     *
     * @param kitSeed the kit seed
     * @return its games, 0 for a seed the book does not hold
     */
    public int gamesOf(int kitSeed) {
        return chapter(kitSeed).map(chapter -> chapter.games().size()).orElse(0);
    }

    /**
     * Plays a kit seed's games, and the next seeds' after them when more are asked than one
     * seed holds, and compares every answer.
     *
     * @param kitSeed the first kit seed
     * @param count how many games at most
     * @return what they found
     * @throws IllegalArgumentException if the book holds no such seed
     */
    public Outcome play(int kitSeed, int count) {
        if (chapter(kitSeed).isEmpty()) {
            throw new IllegalArgumentException("the kit's answers hold the seeds 1 to "
                    + seeds() + ", not " + kitSeed);
        }
        Map<String, Found> found = new TreeMap<>();
        Map<String, Integer> stubs = new LinkedHashMap<>();
        int games = 0;
        int questions = 0;
        for (int seed = kitSeed; seed <= seeds() && games < count; seed++) {
            List<AnswerBook.Recorded> recorded = chapter(seed).orElseThrow().games();
            for (int at = 0; at < recorded.size() && games < count; at++) {
                AnswerBook.Recorded game = recorded.get(at);
                games++;
                List<String> answers = answers(game.game().questions());
                questions += answers.size();
                GeneratedGames.Outcome outcome = GeneratedGames.compare(
                        book.oracle(game, probes, shown), new GeneratedGames.Script(0,
                                List.of(game.game())), answers);
                for (GeneratedGames.Disagreement disagreement
                        : outcome.disagreements().values()) {
                    String rule = disagreement.rule();
                    if (rule.equals(AnswerBook.NOT_SHOWN)) {
                        continue;
                    }
                    if (GeneratedExample.isStub(rule)) {
                        stubs.merge(rule.substring(rule.indexOf(':') + 1), 1, Integer::sum);
                        continue;
                    }
                    Found kept = found.get(rule);
                    if (kept == null || disagreement.moves().size()
                            < kept.disagreement().moves().size()) {
                        found.put(rule, new Found(seed, at + 1, game.start(),
                                disagreement));
                    }
                }
            }
        }
        return new Outcome(kitSeed, games, questions, new ArrayList<>(found.values()), stubs);
    }

    /** Every question of a game asked of a fresh probe, in order. */
    private List<String> answers(List<String> questions) {
        Function<String, String> probe = probes.get();
        List<String> answers = new ArrayList<>(questions.size());
        for (String question : questions) {
            String answer = probe.apply(question);
            answers.add(answer == null ? "error: null" : answer);
        }
        return answers;
    }

    private Optional<AnswerBook.Chapter> chapter(int kitSeed) {
        return book.chapters().stream().filter(chapter -> chapter.kitSeed() == kitSeed)
                .findFirst();
    }
}
