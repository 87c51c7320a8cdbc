package tabuleiro.grading.similarity;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;

/** Submissions for the similarity tests, made from the project's samples and reference. */
final class SimilarityClasses {

    private SimilarityClasses() {
    }

    /** The project's root, from the grading module's folder. */
    static Path projectRoot() {
        return Path.of(System.getProperty("basedir", ".")).toAbsolutePath().normalize()
                .getParent();
    }

    /**
     * A game's sample folder as the build materialised it, such as
     * {@code grading/target/samples/connect-four/complete}.
     */
    static Path sample(String game, String name) {
        return projectRoot().resolve("grading/target/samples/" + game + "/" + name);
    }

    /**
     * Writes a submission: every {@code .java} file under a source root, each changed by a
     * disguise, into {@code target/src/main/java}.
     *
     * @param sources a source root ({@code src/main/java} of a sample, or the reference's)
     * @param packagePath only the files under this folder of the root, such as
     *     {@code tabuleiro/connectfour}
     * @param target the submission's folder
     * @param disguise what to do to each file's text
     * @return the submission's folder
     * @throws IOException if a file cannot be read or written
     */
    static Path write(Path sources, String packagePath, Path target,
            UnaryOperator<String> disguise) throws IOException {
        Path from = sources.resolve(packagePath);
        try (Stream<Path> files = Files.walk(from)) {
            for (Path file : files.filter(path -> path.toString().endsWith(".java")).toList()) {
                Path copy = target.resolve("src/main/java").resolve(sources.relativize(file)
                        .toString());
                Files.createDirectories(copy.getParent());
                Files.writeString(copy, disguise.apply(Files.readString(file,
                        StandardCharsets.UTF_8)), StandardCharsets.UTF_8);
            }
        }
        return target;
    }
}
