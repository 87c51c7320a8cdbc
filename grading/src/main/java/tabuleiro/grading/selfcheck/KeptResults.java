package tabuleiro.grading.selfcheck;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import tabuleiro.grading.model.Sha256;

/**
 * What a warm check's runs found, kept by the classes they ran on, byte for byte: the rule
 * book's results, the games with the reference's answers and the random games. A change that
 * leaves every class file as it was (a comment, a blank line, a Javadoc the style check asked
 * for) gives the same classes, and the same classes give the same answers, so a later check
 * takes those results rather than running them again, and says so, as Gradle takes a task's
 * outputs when its inputs are unchanged. A change of one byte of one class, or of a resource
 * the student's code could read, is another key: nothing kept answers for it.
 *
 * <p>Only a run that ended within its time is kept: one that timed out, was cut short or ran
 * under the debugger (untimed, where the student wants to stop in the code) runs every time.
 * The results live in the warm check's memory alone, the most recent {@value #MOST} of them, and
 * end with it; a cold check keeps none.
 */
final class KeptResults {

    /** The most results kept: a student goes back and forth between a few versions at most. */
    static final int MOST = 16;

    /**
     * What was run on which classes.
     *
     * @param what the kind of run, such as {@code rules}
     * @param classes the digest of the classes and resources it ran on ({@link #digest})
     * @param on what it ran with besides, compared by identity where it is an object of the
     *     check's own (the kit's answer book, kept by its bytes' digest)
     * @param asked the run's parameters: tags, names, seeds, counts
     */
    record Key(String what, String classes, Object on, List<Object> asked) {

        /** Copies the parameters. */
        Key {
            asked = List.copyOf(asked);
        }
    }

    private final Map<Key, Object> results = new LinkedHashMap<>(MOST, 0.75f, true) {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<Key, Object> eldest) {
            return size() > MOST;
        }
    };

    /**
     * The result kept for a run, if any.
     *
     * @param key what was run on which classes
     * @param type the result's type
     * @param <T> the result's type
     * @return the result, or empty when none is kept (or the classes are not known)
     */
    synchronized <T> Optional<T> get(Key key, Class<T> type) {
        if (key.classes().isEmpty()) {
            return Optional.empty();
        }
        Object result = results.get(key);
        return type.isInstance(result) ? Optional.of(type.cast(result)) : Optional.empty();
    }

    /**
     * Keeps a run's result.
     *
     * @param key what was run on which classes; nothing is kept for unknown classes
     * @param result what it found, immutable
     */
    synchronized void keep(Key key, Object result) {
        if (!key.classes().isEmpty()) {
            results.put(key, result);
        }
    }

    /** Forgets every result. */
    synchronized void clear() {
        results.clear();
    }

    /**
     * The digest of what a run of the student's code reads: every class file and every source
     * folder's file that is not Java (a resource the code could open).
     *
     * @param classes the folder of the compiled classes
     * @param sources each source file's digest by its path ({@link Sha256#ofFiles})
     * @return the SHA-256, in hexadecimal
     * @throws IOException if a class file cannot be read
     */
    static String digest(Path classes, Map<String, String> sources) throws IOException {
        Map<String, String> read = new TreeMap<>();
        Sha256.ofFiles(classes).forEach((path, digest) -> read.put("class:" + path, digest));
        sources.forEach((path, digest) -> {
            if (!path.endsWith(".java")) {
                read.put("resource:" + path, digest);
            }
        });
        return CheckCache.sourcesDigest(read);
    }
}
