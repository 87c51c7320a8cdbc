package tabuleiro.grading.generator;

/**
 * Input the generator cannot turn into exercises: a missing folder, a malformed solution marker,
 * a scheme that is not valid JSON, a rule tagged with an exercise the scheme does not have.
 *
 * <p>The message is meant for the person who wrote the input: it says where the problem is
 * (a path, or {@code path:line}) and what was expected instead. Where there are several
 * problems, as in a rule book, it has one line for each.
 */
public final class GeneratorException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception for a problem with a whole file or folder.
     *
     * @param message where the problem is and what was expected
     */
    public GeneratorException(String message) {
        super(message);
    }

    /**
     * Creates the exception for a problem on one line of a file.
     *
     * @param file the file, as the user knows it (a path relative to an input folder)
     * @param line the line, counted from 1
     * @param problem what is wrong on that line and what was expected
     * @return the exception, whose message is {@code file:line: problem}
     */
    static GeneratorException at(String file, int line, String problem) {
        return new GeneratorException(file + ":" + line + ": " + problem);
    }
}
