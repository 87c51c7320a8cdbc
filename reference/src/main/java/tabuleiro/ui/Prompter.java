package tabuleiro.ui;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Reader;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;

/**
 * Asks the person at the keyboard one question and reads their answer, the same way in every
 * game: {@code help} (or {@code ajuda}, or {@code ?}) shows what the question expects and asks
 * again, {@code quit} (or {@code sair}) and the end of the input stop with a {@link Quit}.
 *
 * <p>It reads the input itself rather than through {@code BufferedReader.readLine} so that a
 * line of any length costs no more than {@link #LONGEST_LINE} characters of memory: a line that
 * is longer is skipped whole and refused, not cut, since half a command could be a different
 * command. Control characters (a stray escape sequence, a NUL, a byte-order mark) are dropped, so
 * what the game reads is only what can be seen.
 *
 * <p>The words are those of the two languages the briefs use, English and Portuguese, and are
 * matched whatever their case.
 */
public final class Prompter {

    /** The longest line read; a longer one is refused whole. */
    public static final int LONGEST_LINE = 200;

    /** The words that stop the game at any prompt. */
    public static final Set<String> QUIT_WORDS = Set.of("quit", "sair");

    /** The words that show what a prompt expects. */
    public static final Set<String> HELP_WORDS = Set.of("help", "ajuda", "?");

    private final Reader input;
    private final PrintWriter output;
    private final Texts texts;

    /**
     * Creates a prompter that reads answers from {@code input} and writes questions, help and
     * refusals to {@code output}, in English.
     *
     * @param input where the answers come from; read one character at a time, so give it a
     *     buffered reader when it is a stream
     * @param output where the questions go
     * @throws NullPointerException if an argument is null
     */
    public Prompter(Reader input, PrintWriter output) {
        this(input, output, Language.ENGLISH);
    }

    /**
     * Creates a prompter that reads answers from {@code input} and writes questions, help and
     * refusals to {@code output}, its own words (a line too long, how to quit) in a language.
     * The quit and help words of both languages are understood whichever it speaks.
     *
     * @param input where the answers come from; read one character at a time, so give it a
     *     buffered reader when it is a stream
     * @param output where the questions go
     * @param language the language of the prompter's own words
     * @throws NullPointerException if an argument is null
     */
    public Prompter(Reader input, PrintWriter output, Language language) {
        this.input = Objects.requireNonNull(input, "input");
        this.output = Objects.requireNonNull(output, "output");
        this.texts = Texts.of(PrompterTexts.class, language);
    }

    /**
     * Asks a question until an answer comes that is neither a request for help nor too long.
     *
     * @param question what is printed before the answer, on the same line
     * @param help what the question expects, shown when the person asks for help; one or more
     *     lines
     * @return the answer without control characters and without surrounding blanks; it may be
     *     empty
     * @throws Quit when the person types a quit word or the input ends
     * @throws NullPointerException if an argument is null
     */
    public String ask(String question, String help) {
        Objects.requireNonNull(question, "question");
        Objects.requireNonNull(help, "help");
        while (true) {
            prompt(question);
            Line line = readLine();
            if (line == null) {
                output.println();
                output.flush();
                throw new Quit(Quit.Reason.END_OF_INPUT);
            }
            if (line.tooLong()) {
                say(texts.text("line.too.long", LONGEST_LINE));
                continue;
            }
            String answer = line.text();
            String word = answer.toLowerCase(Locale.ROOT);
            if (QUIT_WORDS.contains(word)) {
                throw new Quit(Quit.Reason.TYPED);
            }
            if (HELP_WORDS.contains(word)) {
                say(help);
                say(texts.text("how.to.quit"));
                continue;
            }
            return answer;
        }
    }

    /**
     * Prints a line of text.
     *
     * @param text the text, which may hold several lines
     */
    public void say(String text) {
        output.println(text);
        output.flush();
    }

    /**
     * Prints text without ending the line, as a question is.
     *
     * @param text the text
     */
    public void prompt(String text) {
        output.print(text);
        output.flush();
    }

    /** One line as read: its visible text, or the fact that it was too long to keep. */
    private record Line(String text, boolean tooLong) {
    }

    /** Reads one line, or returns null at the end of the input or when it cannot be read. */
    private Line readLine() {
        StringBuilder text = new StringBuilder();
        int length = 0;
        try {
            int read = input.read();
            if (read < 0) {
                return null;
            }
            while (read >= 0 && read != '\n') {
                if (read != '\r') {
                    length++;
                }
                if (length <= LONGEST_LINE && isVisible((char) read)) {
                    text.append(read == '\t' ? ' ' : (char) read);
                }
                read = input.read();
            }
        } catch (IOException unreadable) {
            say(texts.text("input.unreadable", unreadable.getMessage()));
            return null;
        }
        return new Line(text.toString().strip(), length > LONGEST_LINE);
    }

    /** Whether a character shows on screen; a tab counts, as the blank it shows. */
    private static boolean isVisible(char character) {
        if (character == '\t') {
            return true;
        }
        return !Character.isISOControl(character)
                && Character.getType(character) != Character.FORMAT;
    }
}
