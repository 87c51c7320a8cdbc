package tabuleiro.grading.model;

import java.text.Normalizer;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Names that come from what students hand in (folder, zip and file names), made safe for the two
 * places the grader uses them: as a file name it chooses (a report folder, a staging folder) and
 * as text it shows (a note in a feedback page or in the instructor's log).
 */
public final class Names {

    /** The longest file name made: well within every file system's 255 bytes, in UTF-8 too. */
    static final int LONGEST = 80;

    /** What a made file name may hold: letters, digits, {@code .}, {@code _} and {@code -}. */
    private static final Pattern UNSAFE = Pattern.compile("[^\\p{L}\\p{N}._-]+");

    private static final Pattern SAFE = Pattern.compile("[\\p{L}\\p{N}_-][\\p{L}\\p{N}._-]*");

    /** Windows' device names, which no folder may have there whatever its extension. */
    private static final Pattern DEVICE = Pattern.compile("(con|prn|aux|nul|com\\d|lpt\\d)(\\..*)?",
            Pattern.CASE_INSENSITIVE);

    private Names() {
    }

    /**
     * Makes a file name of a name: every run of characters but letters, digits, {@code .},
     * {@code _} and {@code -} becomes one {@code _}, so no path separator (of files or of class
     * paths: {@code /}, {@code \}, {@code :}, {@code ;}), space or control character is left;
     * leading dots and underscores go (no hidden file); Windows' device names get a {@code _};
     * and the name is cut to {@value #LONGEST} characters.
     *
     * @param raw any name, such as a student's folder name
     * @param fallback the name to use when nothing of {@code raw} is left; itself a safe name
     * @return a safe file name, e.g. {@code Ana_Lima_12345} for {@code Ana Lima 12345}
     * @post {@code isSafe(result)}
     */
    public static String fileName(String raw, String fallback) {
        // Mac OS writes "é" as "e" and a combining accent; as one letter it stays a letter.
        String composed = Normalizer.normalize(raw, Normalizer.Form.NFC);
        String safe = UNSAFE.matcher(composed).replaceAll("_").replaceAll("^[._]+", "");
        if (safe.codePointCount(0, safe.length()) > LONGEST) {
            safe = safe.substring(0, safe.offsetByCodePoints(0, LONGEST));
        }
        if (safe.isEmpty()) {
            safe = fallback;
        }
        if (DEVICE.matcher(safe).matches()) {
            safe = "_" + safe;
        }
        assert isSafe(safe) : "post: a safe file name";
        return safe;
    }

    /**
     * Tells whether a name is one that {@link #fileName} could have made.
     *
     * @param name a name
     * @return {@code true} for a name of letters, digits, {@code .}, {@code _} and {@code -},
     *     not starting with a dot, of at most {@value #LONGEST} characters and a few more (a
     *     number added to tell two apart), and not a Windows device name
     */
    public static boolean isSafe(String name) {
        return SAFE.matcher(name).matches() && name.length() <= LONGEST + 10
                && !DEVICE.matcher(name).matches();
    }

    /**
     * Shows a name in a sentence: control and formatting characters (a newline that would start
     * a forged line of the log, a right-to-left mark that would turn {@code Evil.java} around)
     * are written as {@code \}{@code uXXXX}, everything else as it is.
     *
     * @param raw a name from a submission
     * @return the name, printable on one line
     */
    public static String shown(String raw) {
        StringBuilder text = new StringBuilder(raw.length());
        raw.codePoints().forEach(c -> {
            int type = Character.getType(c);
            if (type == Character.CONTROL || type == Character.FORMAT
                    || type == Character.LINE_SEPARATOR || type == Character.PARAGRAPH_SEPARATOR
                    || type == Character.UNASSIGNED || type == Character.SURROGATE) {
                text.append(String.format(Locale.ROOT, "\\u%04X", c));
            } else {
                text.appendCodePoint(c);
            }
        });
        return text.toString();
    }
}
