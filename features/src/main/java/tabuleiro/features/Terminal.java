package tabuleiro.features;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.Writer;

/**
 * A text UI's screen as a scenario sees it, and as a player at a terminal saw it: the UI's
 * output alone, which the steps check ("the screen shows"), and a transcript that also has what
 * the player typed, echoed where the UI read it and ending its line, as a terminal echoes the
 * keys. A failure message quotes the transcript, so that each prompt is followed by its answer
 * instead of every prompt running into the next.
 *
 * <p>The typed text is kept out of the output the steps check: a screen must not "show" a word
 * only because the player typed it.
 */
public final class Terminal {

    private final StringWriter output = new StringWriter();
    private final StringWriter transcript = new StringWriter();

    /** Creates an empty screen. */
    public Terminal() {
        // Both texts start empty; the UI and the keyboard fill them.
    }

    /**
     * The writer a text UI writes to: its output and the transcript both get every character.
     *
     * @return the screen's writer
     */
    public Writer screen() {
        return new Writer() {
            @Override
            public void write(char[] characters, int offset, int length) {
                output.write(characters, offset, length);
                transcript.write(characters, offset, length);
            }

            @Override
            public void flush() {
                // Both are in memory: nothing to flush.
            }

            @Override
            public void close() {
                // The screen stays readable after the UI closes its writer.
            }
        };
    }

    /**
     * The keyboard a text UI reads: the typed text, each character echoed into the transcript as
     * the UI reads it. A buffered reader, which the text UIs read as it is, one character at a
     * time, rather than buffering it again.
     *
     * @param typed what the player types, lines ending in line breaks
     * @return the keyboard
     */
    public BufferedReader keyboard(String typed) {
        return new BufferedReader(new StringReader(typed)) {
            @Override
            public int read() throws IOException {
                int read = super.read();
                if (read >= 0) {
                    transcript.write(read);
                }
                return read;
            }

            @Override
            public int read(char[] characters, int offset, int length) throws IOException {
                int read = super.read(characters, offset, length);
                if (read > 0) {
                    transcript.write(characters, offset, read);
                }
                return read;
            }

            @Override
            public String readLine() throws IOException {
                String line = super.readLine();
                if (line != null) {
                    transcript.write(line + "\n");
                }
                return line;
            }
        };
    }

    /**
     * What the UI wrote, without the typed text: what a step checks.
     *
     * @return the output so far
     */
    public String output() {
        return output.toString();
    }

    /**
     * What a player at a terminal saw: the output with the typed lines where they were read.
     *
     * @return the transcript so far
     */
    public String transcript() {
        return transcript.toString();
    }

    /**
     * Writes a text of the scenario's own onto the screen, as if the UI had (a connection's
     * failure, say).
     *
     * @param text the text
     */
    public void write(String text) {
        output.write(text);
        transcript.write(text);
    }
}
