package tabuleiro.ui;

import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Writes the scripts a {@link Fuzzer} types: seeded, so a failing script can be written again
 * from its seed, and mixed so that every kind of bad line reaches every prompt.
 *
 * <p>A script is a few to a few hundred lines, each drawn from: the game's own vocabulary (so
 * the session gets past its first prompt), the vocabulary with a character changed, digits and
 * huge numbers, random printable text, control characters and escape sequences, lines far
 * longer than {@link Prompter#LONGEST_LINE}, empty and blank lines, and the help words. It types
 * a quit word only if the vocabulary holds one, and may end without a final newline, so that the
 * end of the input arrives at whatever prompt the session has reached.
 */
final class FuzzScripts {

    /** NUL, Ctrl-A, -C, -D, bell, backspace, tabs, escape, delete, NEL, zero width, BOM. */
    private static final String CONTROLS = new String(new int[] {0x00, 0x01, 0x03, 0x04, 0x07,
            0x08, 0x09, 0x0b, 0x0c, 0x1b, 0x7f, 0x85, 0x200b, 0xfeff}, 0, 14);
    private static final String PRINTABLE = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
            + "0123456789 ,.;:-+*/\\()[]{}<>=!?@#$%&'\"_~^|`áãçéêíóõúÀÇ♔♟";
    private static final List<String> NUMBERS = List.of("0", "-1", "9", "10", "99", "2147483647",
            "2147483648", "-2147483648", "9223372036854775808", "1e9", "0x10", "00", "1.5");

    private FuzzScripts() {
    }

    /**
     * Writes one script.
     *
     * @param random the seeded source
     * @param vocabulary lines the game understands
     * @param longest the most lines in the script
     * @return the script's text
     */
    static String script(SplittableRandom random, List<String> vocabulary, int longest) {
        StringBuilder script = new StringBuilder();
        int lines = 1 + random.nextInt(longest);
        for (int i = 0; i < lines; i++) {
            script.append(line(random, vocabulary));
            if (i < lines - 1 || random.nextInt(4) != 0) {
                script.append(random.nextInt(10) == 0 ? "\r\n" : "\n");
            }
        }
        return script.toString();
    }

    private static String line(SplittableRandom random, List<String> vocabulary) {
        int kind = random.nextInt(100);
        if (kind < 45) {
            return vocabulary.get(random.nextInt(vocabulary.size()));
        } else if (kind < 55) {
            return mutated(random, vocabulary.get(random.nextInt(vocabulary.size())));
        } else if (kind < 63) {
            String number = NUMBERS.get(random.nextInt(NUMBERS.size()));
            return random.nextBoolean() ? number
                    : number + " " + NUMBERS.get(random.nextInt(NUMBERS.size()));
        } else if (kind < 73) {
            return text(random, PRINTABLE, 1 + random.nextInt(40));
        } else if (kind < 80) {
            return text(random, CONTROLS + PRINTABLE, 1 + random.nextInt(20));
        } else if (kind < 84) {
            return text(random, PRINTABLE, Prompter.LONGEST_LINE + 1 + random.nextInt(20_000));
        } else if (kind < 90) {
            return random.nextBoolean() ? "" : "   \t ";
        } else if (kind < 93) {
            return List.copyOf(Prompter.HELP_WORDS).get(random.nextInt(Prompter.HELP_WORDS.size()));
        } else {
            return vocabulary.get(random.nextInt(vocabulary.size())).toUpperCase(Locale.ROOT);
        }
    }

    private static String mutated(SplittableRandom random, String line) {
        if (line.isEmpty()) {
            return text(random, PRINTABLE, 1);
        }
        StringBuilder changed = new StringBuilder(line);
        int at = random.nextInt(changed.length());
        switch (random.nextInt(3)) {
            case 0 -> changed.deleteCharAt(at);
            case 1 -> changed.insert(at, PRINTABLE.charAt(random.nextInt(PRINTABLE.length())));
            default -> changed.setCharAt(at, PRINTABLE.charAt(random.nextInt(PRINTABLE.length())));
        }
        return changed.toString();
    }

    private static String text(SplittableRandom random, String alphabet, int length) {
        StringBuilder text = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            text.append(alphabet.charAt(random.nextInt(alphabet.length())));
        }
        return text.toString();
    }
}
