package tabuleiro.galo.ui;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import java.util.regex.Pattern;
import tabuleiro.cli.ExitStatus;
import tabuleiro.galo.Agent;
import tabuleiro.galo.Board;
import tabuleiro.galo.RandomAgent;
import tabuleiro.galo.Square;
import tabuleiro.ui.FuzzTarget;
import tabuleiro.ui.Transcript;

/**
 * Jogo do Galo's text UI as the fuzzer drives it: a session of games with people in both seats,
 * or in one seat beside a seeded random agent, asked after each game whether to play again.
 *
 * <p>The seats and the agent's seed are drawn from the script itself, so that a session that
 * goes wrong plays the same way again from its seed alone. Besides what the fuzzer checks, a
 * session fails if the UI asks a question again with nothing between: a refusal that does not
 * say what was expected.
 */
public final class GaloFuzzTarget implements FuzzTarget {

    /** The UI's questions: for a square, and whether to play again. */
    private static final Pattern QUESTIONS =
            Pattern.compile("Square \\(a1-c3, q to quit\\)\\? |Play again\\? \\(y/n\\) ");

    /** The squares, twice over so that games get played to their end, and the answers. */
    private static final List<String> VOCABULARY = typable();

    private static List<String> typable() {
        List<String> lines = new ArrayList<>();
        for (Square square : Board.squares()) {
            lines.addAll(Collections.nCopies(2, square.name()));
        }
        lines.addAll(List.of("B2", "d4", "a", "y", "n", "yes", "no", "s", "sim", "nao", "q",
                "quit", "sair"));
        return List.copyOf(lines);
    }

    @Override
    public String game() {
        return "galo";
    }

    @Override
    public List<String> vocabulary() {
        return VOCABULARY;
    }

    @Override
    public int play(Reader input, PrintWriter output) throws IOException {
        StringWriter text = new StringWriter();
        input.transferTo(text);
        String script = text.toString();
        SplittableRandom random = new SplittableRandom(script.hashCode());
        Transcript transcript = new Transcript(output);
        TextUi ui = new TextUi(new StringReader(script), transcript);
        Agent x = ui.keyboard();
        Agent o = ui.keyboard();
        switch (random.nextInt(4)) {
            case 0 -> x = new RandomAgent(random.split());
            case 1 -> o = new RandomAgent(random.split());
            default -> {
                // both seats at the keyboard
            }
        }
        // As the play command does.
        int status = (ui.playSession(x, o) ? ExitStatus.DONE : ExitStatus.FAILURE).code();
        transcript.requireNoSilentRefusal(QUESTIONS);
        return status;
    }
}
