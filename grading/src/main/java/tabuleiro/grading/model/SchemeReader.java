package tabuleiro.grading.model;

import com.google.gson.Gson;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Reads a scheme from its JSON text (the files of {@code grading/schemes/}, or one an instructor
 * passes with {@code --scheme}) and says, when the text is not a valid scheme, what was
 * expected: "the scheme FILE needs ...", in the words of the check that failed.
 */
public final class SchemeReader {

    private SchemeReader() {
    }

    /**
     * Reads a scheme from a JSON file.
     *
     * @param file the scheme file
     * @return the scheme
     * @throws IOException if the file cannot be read
     * @throws IllegalArgumentException if the file is not a valid scheme; the message says what
     *     was expected
     */
    public static Scheme read(Path file) throws IOException {
        return parse(Files.readString(file, StandardCharsets.UTF_8), file.toString());
    }

    /**
     * Parses a scheme from JSON text.
     *
     * @param json the scheme as JSON
     * @param origin where the text came from, for messages
     * @return the scheme
     * @throws IllegalArgumentException if the text is not a valid scheme
     */
    public static Scheme parse(String json, String origin) {
        Scheme scheme;
        try {
            scheme = new Gson().fromJson(json, Scheme.class);
        } catch (RuntimeException e) {
            // Gson wraps what a record's constructor throws; the check's message is the news.
            for (Throwable cause = e; cause != null; cause = cause.getCause()) {
                // A NumberFormatException is an IllegalArgumentException, but no check's.
                if (cause instanceof NumberFormatException) {
                    throw new IllegalArgumentException("the scheme " + origin + " needs numbers"
                            + " for \"points\" and the limits, such as 10 or 2.5: "
                            + e.getMessage(), e);
                }
                if (cause instanceof IllegalArgumentException) {
                    throw new IllegalArgumentException("the scheme " + origin + " needs "
                            + cause.getMessage(), e);
                }
            }
            throw new IllegalArgumentException("the scheme " + origin + " is not valid JSON: "
                    + e.getMessage(), e);
        }
        if (scheme == null) {
            throw new IllegalArgumentException("the scheme " + origin + " is empty");
        }
        return scheme;
    }
}
