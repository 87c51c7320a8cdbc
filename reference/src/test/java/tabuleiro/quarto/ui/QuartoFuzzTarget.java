package tabuleiro.quarto.ui;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.regex.Pattern;
import tabuleiro.cli.ExitStatus;
import tabuleiro.quarto.Agent;
import tabuleiro.quarto.Game;
import tabuleiro.quarto.Piece;
import tabuleiro.quarto.Pool;
import tabuleiro.quarto.RandomAgent;
import tabuleiro.quarto.Square;
import tabuleiro.quarto.Variant;
import tabuleiro.ui.FuzzTarget;
import tabuleiro.ui.Transcript;

/**
 * Quarto's text UI as the fuzzer drives it: the menu, then games with people in both seats, or
 * in one seat beside a seeded random agent, in either variant.
 *
 * <p>The seats, the variant and the dice are drawn from the script itself, so that a session
 * that goes wrong plays the same way again from its seed alone. Besides what the fuzzer checks,
 * a session fails if the UI asks a question again with nothing between: a refusal that does not
 * say what was expected.
 */
public final class QuartoFuzzTarget implements FuzzTarget {

    /** The UI's questions: at the menu, for a piece, for a square. */
    private static final Pattern QUESTIONS = Pattern.compile("Option\\? |Player [12], which"
            + " piece for player [12]\\? [^\\n]*?help\\) |Player [12], where does \\S{3} go\\?"
            + " [^\\n]*?help\\) ");

    /**
     * The menu's letters, every piece's letter twice and every square in both orders: {@code b}
     * (play) many times over and the words that leave once each, so that most scripts get into
     * a game and some play it to its end.
     */
    private static final List<String> VOCABULARY = typable();

    private static List<String> typable() {
        List<String> lines = new ArrayList<>(Collections.nCopies(8, "b"));
        lines.addAll(List.of("a", "z", "quit", "sair"));
        for (Piece piece : Piece.all()) {
            lines.addAll(Collections.nCopies(2, String.valueOf(Pool.full().letterOf(piece))));
        }
        for (Square square : Square.all()) {
            String name = square.toString();
            lines.add(name);
            lines.add(name.substring(1) + name.substring(0, 1).toLowerCase(Locale.ROOT));
        }
        return List.copyOf(lines);
    }

    @Override
    public String game() {
        return "quarto";
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
        Variant variant = random.nextBoolean() ? Variant.SQUARES : Variant.CLASSIC;
        Agent first = ui.keyboard();
        Agent second = ui.keyboard();
        switch (random.nextInt(4)) {
            case 0 -> first = new RandomAgent(random.split());
            case 1 -> second = new RandomAgent(random.split());
            default -> {
                // both seats at the keyboard
            }
        }
        SplittableRandom die = random.split();
        // As the play command does.
        int status = (ui.run(() -> Game.start(variant, die), first, second)
                ? ExitStatus.DONE : ExitStatus.FAILURE).code();
        transcript.requireNoSilentRefusal(QUESTIONS);
        return status;
    }
}
