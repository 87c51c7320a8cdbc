package tabuleiro.ui;

import java.io.PrintWriter;
import java.io.Reader;
import java.util.List;

/**
 * A game's text UI as the {@link Fuzzer} drives it: a session with people in every seat, fed a
 * script of typed lines.
 *
 * <p>Each game's {@code ui} test package has one, named {@code tabuleiro.GAME.ui.NameFuzzTarget}
 * ({@code ChessFuzzTarget}, {@code ConnectFourFuzzTarget}, ...: the name {@link FuzzCampaign}
 * finds from the game's {@code cli.NameEntry}) with a public constructor without arguments. It
 * is used by the game's {@code TextUiFuzzTest}, a bounded run in every build,
 * {@code new Fuzzer(new ChessFuzzTarget(), 60, 10_000).run(seed, 150)} with the report's
 * problems asserted empty, and by {@link FuzzCampaign}, a long run, as a benchmark.
 */
public interface FuzzTarget {

    /**
     * Names the game, for reports.
     *
     * @return the game's command name, such as {@code chess}
     */
    String game();

    /**
     * Gives lines the UI understands at its prompts (moves, commands, menu letters), which the
     * fuzzer mixes with garbage so that the scripts get past the first prompt.
     *
     * @return lines that are meaningful at some prompt of the game
     */
    List<String> vocabulary();

    /**
     * Plays one session, reading every answer from {@code input} until it ends.
     *
     * @param input the typed lines
     * @param output where the UI writes
     * @return the exit status the game's {@code play} command would return
     * @throws Exception whatever the UI lets escape, which the fuzzer counts as a crash
     */
    int play(Reader input, PrintWriter output) throws Exception;
}
