package tabuleiro.grading.similarity;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.function.UnaryOperator;

/**
 * Writes the class of {@code grading/bench/similarity-300.sh}: N Connect Four submissions, each
 * file of each one taken from one of the samples (the four of {@code grading/target/samples}, as
 * the build materialises them, and the reference), then disguised one of three ways (left as it is,
 * names changed and methods moved, comments and blank lines changed). The mixture is seeded, so
 * every run writes the same class. Not a test: the script runs it, then times the packaged grader
 * on what it wrote.
 */
public final class SimilarityBenchmark {

    private static final List<String> FILES = List.of("Game.java", "RandomAgent.java",
            "solver/Solver.java");

    private static final List<UnaryOperator<String>> DISGUISES = List.of(
            UnaryOperator.identity(), Disguises::renamedAndReordered, Disguises::recommented);

    private SimilarityBenchmark() {
    }

    /**
     * Writes the class.
     *
     * @param args the folder to write the class into (one folder per submission), and how many
     *     submissions (default 300)
     * @throws IOException if a file cannot be read or written
     */
    public static void main(String[] args) throws IOException {
        if (args.length < 1 || args.length > 2) {
            System.err.println("usage: SimilarityBenchmark CLASS_FOLDER [SUBMISSIONS]");
            System.exit(2);
        }
        Path target = Path.of(args[0]);
        int count = args.length == 2 ? Integer.parseInt(args[1]) : 300;
        Path root = SimilarityClasses.projectRoot();
        // The samples as the build materialised them (SampleMaterialiser).
        Path samples = root.resolve("grading/target/samples/connect-four");
        List<Path> origins = List.of(
                samples.resolve("complete/src/main/java"),
                samples.resolve("no-diagonals/src/main/java"),
                samples.resolve("draw-forgotten/src/main/java"),
                samples.resolve("random-off-by-one/src/main/java"),
                root.resolve("reference/src/main/java"));
        Random random = new Random(17);
        for (int i = 1; i <= count; i++) {
            Path sources = target.resolve(String.format("student-%03d", i))
                    .resolve("src/main/java/tabuleiro/connectfour");
            for (String file : FILES) {
                String text = Files.readString(origins.get(random.nextInt(origins.size()))
                        .resolve("tabuleiro/connectfour").resolve(file), StandardCharsets.UTF_8);
                Path copy = sources.resolve(file);
                Files.createDirectories(copy.getParent());
                Files.writeString(copy, DISGUISES.get(random.nextInt(DISGUISES.size()))
                        .apply(text), StandardCharsets.UTF_8);
            }
        }
        System.out.println("wrote " + count + " submissions into " + target);
    }
}
