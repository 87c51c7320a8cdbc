package tabuleiro.checkers.ui;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.List;
import tabuleiro.checkers.AlphaBetaAgent;
import tabuleiro.checkers.Game;
import tabuleiro.checkers.Variant;
import tabuleiro.ui.FuzzTarget;

/**
 * Checkers's text UI as the fuzzer drives it: each script plays one of five set-ups, chosen from
 * the script's own text so that a seed always replays the same session: solitaire from the
 * initial position under either rule set, solitaire from positions with captures of several
 * jumps under either rule set (the long simplified capture through one square twice, and
 * a classic capture that must go on), and a person against the agent.
 */
public final class CheckersFuzzTarget implements FuzzTarget {

    private static final List<String> SETUPS = List.of("initial", "initial",
            "B:W17,18,19,20,22,25,26,32:B5,6,11,12,13,15,16", "W:W22,26:B18,11,1", "initial");

    @Override
    public String game() {
        return "checkers";
    }

    @Override
    public List<String> vocabulary() {
        return List.of("22 18", "22-18", "11-15", "23 19", "9 14", "24x15", "12-16", "22",
                "18", "17", "16 23", "16x23", "30", "21", "14", "23", "16x23x30x21x14x23",
                "22 8", "22x15x8", "15", "8", "26 19", "stop", "parar", "back", "voltar",
                "resign", "desistir", "c3", "d4", "c3 d4", "a1", "h1", "c4", "help", "sair");
    }

    @Override
    public int play(Reader input, PrintWriter output) throws IOException {
        StringWriter text = new StringWriter();
        input.transferTo(text);
        String script = text.toString();
        int setup = Math.floorMod(script.hashCode(), SETUPS.size());
        Variant variant = setup % 2 == 0 ? Variant.SIMPLIFIED : Variant.CLASSIC;
        String position = SETUPS.get(setup);
        Game game = position.equals("initial") ? Game.newGame(variant)
                : Game.fromFen(variant, position);
        TextUi ui = new TextUi(new StringReader(script), output);
        ui.play(game, ui.keyboard(), setup == SETUPS.size() - 1 ? new AlphaBetaAgent(1)
                : ui.keyboard());
        return ui.ending() == TextUi.Ending.FAILED ? 1 : 0;
    }
}
