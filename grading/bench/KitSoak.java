import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import tabuleiro.grading.oracle.AnswerBook;
import tabuleiro.grading.oracle.Oracle;
import tabuleiro.grading.selfcheck.RecordedGames;

/**
 * The soak's book (grading/bench/kit-soak.sh): records a game's kit book of many kit seeds with
 * the packaged grader's reference, as {@code bundle student-kit} records its two, writes it,
 * reads it back and plays every game of it on the reference, every answer compared. A kit
 * given this book plays as many of its games as {@code ./check --games N} asks.
 *
 * <p>Run with the grader's jar and its lib folder on the class path:
 * {@code java -cp 'grading/target/tabuleiro-grader.jar:grading/target/lib/*'
 * grading/bench/KitSoak.java GAME SEEDS BOOK}, GAME the package name (connectfour).
 */
public final class KitSoak {

    private KitSoak() {
    }

    /**
     * Records, writes, reads back and plays the book.
     *
     * @param args the game's package name, how many kit seeds, the book's file
     * @throws Exception if the oracle cannot start or the book cannot be written
     */
    public static void main(String[] args) throws Exception {
        String game = args[0];
        int seeds = Integer.parseInt(args[1]);
        Path file = Path.of(args[2]);
        try (Oracle oracle = Oracle.ofGrader()) {
            long start = System.nanoTime();
            AnswerBook.record(oracle.probe(game), game, Set.of(), seeds).write(file);
            AnswerBook book = AnswerBook.read(file);
            int games = book.chapters().stream().mapToInt(c -> c.games().size()).sum();
            System.out.printf("%s: book of %d kit seeds, %d games, %d bytes, in %.1f s%n",
                    game, book.chapters().size(), games, Files.size(file),
                    (System.nanoTime() - start) / 1e9);
            RecordedGames.Outcome outcome = new RecordedGames(book, () -> oracle.probe(game))
                    .play(1, Integer.MAX_VALUE);
            System.out.printf("%s: the reference on its book: %d games, %d answers compared,"
                    + " %d differ, %d stubs%n", game, outcome.games(), outcome.questions(),
                    outcome.found().size(), outcome.stubs().size());
            if (!outcome.found().isEmpty() || outcome.games() != games) {
                System.out.println(outcome.found());
                System.exit(1);
            }
        }
    }
}
