import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * HOSTILE SUBMISSION GENERATOR (grading/src/test/resources/hostile/tools): writes the sources of
 * the hostile submissions that are too big to keep in the repository. Run it with the JDK's
 * source launcher, no build needed:
 *
 * <pre>
 * java grading/src/test/resources/hostile/tools/BigSources.java compile-slow FOLDER [INSTANCES]
 * java grading/src/test/resources/hostile/tools/BigSources.java compile-crash FOLDER [DEPTH]
 * java grading/src/test/resources/hostile/tools/BigSources.java compile-bomb FOLDER
 * </pre>
 *
 * <p>Each writes a submission into FOLDER ({@code FOLDER/src/main/java/...}), to be graded as it
 * is: the skeleton supplies everything else, so it scores 0 once it compiles.
 *
 * <ul>
 *   <li>{@code compile-slow}: two sources of the game's package, each just under the grader's
 *       1,000,000-byte limit, that make javac very slow. Each holds INSTANCES (default 26)
 *       methods returning conditional expressions nested seven deep inside a generic method's
 *       arguments ({@code c ? id(c ? id(...) : id(6)) : id(0)}): javac attributes a conditional
 *       in an argument position once for each way it may be typed, so each level doubles the
 *       work, about 3.4 s per method on the machine that wrote this (2 cores, Java 17), some 90 s
 *       per file and three minutes for the two. The rest of each file is cheap generic methods
 *       up to the size limit. They compile, given the time.</li>
 *   <li>{@code compile-crash}: a source of the game's package with one expression nested DEPTH
 *       (default 12,000) parentheses and additions deep: javac's recursive parser and attribution
 *       run out of stack ({@code StackOverflowError}), which javac reports as a compiler crash,
 *       not as an error of the source. It would compile with an unlimited stack.</li>
 *   <li>{@code compile-bomb}: {@code Bomb.java}, chains of string constants that javac folds
 *       into strings of a gigabyte and more while it compiles; small (10 kB) but some 200 lines
 *       alike, so written here rather than stored.</li>
 * </ul>
 */
public final class BigSources {

    /** The grader leaves out a source file larger than this. */
    static final int LIMIT = 1_000_000;

    private BigSources() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 2) {
            System.err.println("usage: BigSources compile-slow|compile-crash|compile-bomb"
                    + " FOLDER [N]");
            System.exit(2);
        }
        Path folder = Path.of(args[1]).resolve("src/main/java/tabuleiro/connectfour");
        Files.createDirectories(folder);
        switch (args[0]) {
            case "compile-slow" -> {
                int instances = args.length > 2 ? Integer.parseInt(args[2]) : 26;
                for (String name : new String[] {"SlowGenericsA", "SlowGenericsB"}) {
                    write(folder.resolve(name + ".java"), slow(name, instances));
                }
            }
            case "compile-crash" -> {
                int depth = args.length > 2 ? Integer.parseInt(args[2]) : 12_000;
                write(folder.resolve("DeepExpression.java"), deep(depth));
            }
            case "compile-bomb" -> write(folder.resolve("Bomb.java"), bomb());
            default -> {
                System.err.println("unknown submission " + args[0]);
                System.exit(2);
            }
        }
    }

    /**
     * The compile bomb's source: eight chains of string constants, each the one before twice,
     * which javac folds while it compiles (the header it writes says what that costs). Written
     * here rather than stored: some 200 lines that differ only in their numbers.
     */
    private static String bomb() {
        StringBuilder text = new StringBuilder("package tabuleiro.connectfour;\n\n");
        text.append("""
                /**
                 * HOSTILE SUBMISSION (grading/src/test/resources/hostile/compile-bomb): a constant-folding
                 * bomb. Each {@code static final String} below is a constant expression, the previous constant
                 * twice, so javac works its value out while it compiles: 32 characters doubled 25 times is a
                 * string of 2^30 characters (1 GB), and javac keeps every constant of a chain (2 GB a chain).
                 * Seven such chains ask javac for 14 GB of heap; the last chain doubles once more, past the
                 * longest string Java can hold (2^31 - 1 characters), for a grader whose heap is larger still.
                 * The grader compiles in its own JVM, so its heap is what fills up. Nothing else of the
                 * skeleton is changed: once compiled, it scores 0. With unlimited memory the compilation still
                 * fails, and only by exhausting a resource: the string length limit.
                 */
                """);
        text.append("final class Bomb {\n\n    private Bomb() {\n    }\n");
        // Chains B to H double 25 times; A, written last, once more.
        for (char chain : "BCDEFGHA".toCharArray()) {
            int last = chain == 'A' ? 26 : 25;
            text.append("\n    static final String ").append(chain)
                    .append("0 = \"0123456789abcdef0123456789ABCDEF\";\n");
            for (int i = 1; i <= last; i++) {
                text.append("    static final String ").append(chain).append(i).append(" = ")
                        .append(chain).append(i - 1).append(" + ").append(chain).append(i - 1)
                        .append(";\n");
            }
        }
        text.append("\n").append("""
                    /**
                     * Uses the last constant, so that no compiler may skip the chain as unused.
                     *
                     * @return its length
                     */
                    static int length() {
                        return A26.length() + B25.length() + C25.length() + D25.length() + E25.length()
                                + F25.length() + G25.length() + H25.length();
                    }
                }
                """);
        return text.toString();
    }

    private static void write(Path file, String text) throws IOException {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        if (bytes.length >= LIMIT) {
            throw new IllegalStateException(file + " would be " + bytes.length + " bytes");
        }
        Files.write(file, bytes);
        System.out.println(file + ": " + bytes.length + " bytes");
    }

    static String slow(String name, int instances) {
        StringBuilder text = new StringBuilder();
        text.append("package tabuleiro.connectfour;\n\n")
                .append("/**\n * HOSTILE SUBMISSION")
                .append(" (grading/src/test/resources/hostile/compile-slow,")
                .append(" generated by tools/BigSources.java): generic code that javac takes\n")
                .append(" * minutes to compile; see the generator's description.\n */\n")
                .append("final class ").append(name).append(" {\n\n")
                .append("    static boolean c;\n\n")
                .append("    private ").append(name).append("() {\n    }\n\n")
                .append("    static <T> T id(T value) {\n        return value;\n    }\n\n");
        int depth = 7;
        for (int m = 0; m < instances; m++) {
            text.append("    static Object slow").append(m).append("() {\n        return ");
            for (int i = 0; i < depth; i++) {
                text.append("c ? id(");
            }
            text.append(m);
            for (int i = depth - 1; i >= 0; i--) {
                text.append(") : id(").append(i).append(")");
            }
            text.append(";\n    }\n\n");
        }
        String end = "}\n";
        for (int m = 0; ; m++) {
            String filler = "    static <T extends Comparable<? super T>> T least" + m
                    + "(T a, T b) {\n        return a.compareTo(b) <= 0 ? a : b;\n    }\n\n";
            if (text.length() + filler.length() + end.length() >= LIMIT - 1000) {
                break;
            }
            text.append(filler);
        }
        return text.append(end).toString();
    }

    static String deep(int depth) {
        StringBuilder text = new StringBuilder();
        text.append("package tabuleiro.connectfour;\n\n")
                .append("/**\n * HOSTILE SUBMISSION")
                .append(" (grading/src/test/resources/hostile/compile-crash,")
                .append(" generated by tools/BigSources.java): one expression nested so deep\n")
                .append(" * that javac runs out of stack; see the generator's description.\n */\n")
                .append("final class DeepExpression {\n\n")
                .append("    private DeepExpression() {\n    }\n\n")
                .append("    static int deep(int x) {\n        return ");
        for (int i = 0; i < depth; i++) {
            text.append("(x + ");
        }
        text.append("x");
        for (int i = 0; i < depth; i++) {
            text.append(")");
        }
        return text.append(";\n    }\n}\n").toString();
    }
}
