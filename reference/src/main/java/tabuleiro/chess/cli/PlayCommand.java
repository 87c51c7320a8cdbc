package tabuleiro.chess.cli;

import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import tabuleiro.chess.Agent;
import tabuleiro.chess.AlphaBetaAgent;
import tabuleiro.chess.FenException;
import tabuleiro.chess.Game;
import tabuleiro.chess.SavedGame;
import tabuleiro.chess.SavedGameFile;
import tabuleiro.chess.ui.ChessTexts;
import tabuleiro.chess.ui.Failures;
import tabuleiro.chess.ui.TextUi;
import tabuleiro.cli.Languages;
import tabuleiro.ui.Language;
import tabuleiro.ui.Texts;

/**
 * The {@code chess play} command: plays chess in the terminal, a person or the computer in
 * each seat. {@code --load} continues a paused game (rules CHESS-16, CHESS-17), {@code --fen}
 * starts from any position (CHESS-20).
 *
 * <p>A pause or a quit saves the game to {@code --save FILE}; without it, to the file
 * {@code --load} read, else to a new file named after the time the program started in the
 * folder {@code .tabuleiro/chess} of the user's home (never into the working folder, where it
 * would clutter a project). The UI says the path when it saves.
 *
 * <p>Exit status: 0 when the game ended, was paused or quit, or the input ended; 1 when the
 * engine or an agent failed; 2 for a command line that could not be used: options not
 * understood, {@code --load} of a file that cannot be read, a {@code --fen} that is not a legal
 * position, {@code --load} with {@code --fen}.
 *
 * <p>Its help is in {@link ChessHelp}; the game and the command's own refusals speak the
 * language of {@code --lang} (else the system's).
 */
@Command(name = "play", mixinStandardHelpOptions = true)
public final class PlayCommand implements Callable<Integer> {

    /** Who sits in a seat; lowercase because picocli lists and matches enum values by name. */
    enum Seat {
        /** A person at the keyboard. */
        human,
        /** The alpha-beta agent. */
        computer
    }

    private static final DateTimeFormatter STAMP =
            DateTimeFormatter.ofPattern("yyyy-MM-dd-HHmmss", Locale.ROOT);

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Option(names = "--white", paramLabel = "SEAT", defaultValue = "human")
    private Seat white;

    @Option(names = "--black", paramLabel = "SEAT", defaultValue = "computer")
    private Seat black;

    @Option(names = "--depth", paramLabel = "N", defaultValue = "3")
    private int depth;

    @Option(names = "--save", paramLabel = "FILE")
    private Path save;

    @Option(names = "--load", paramLabel = "FILE")
    private Path load;

    @Option(names = "--fen", paramLabel = "FEN")
    private String fen;

    @Override
    public Integer call() {
        Language language = Languages.of(spec);
        Texts texts = Texts.of(ChessCommandTexts.class, language);
        if (depth < 1) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    texts.text("depth.refused", depth));
        }
        if (load != null && fen != null) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    texts.text("load.with.fen"));
        }
        SavedGame saved = load == null ? null : readSaved(texts, language);
        Game game = saved != null ? saved.game() : fen == null ? Game.newGame() : start(texts);
        Path saveFile = save != null ? save : load != null ? load : newSaveFile();
        TextUi ui = new TextUi(new InputStreamReader(System.in, Charset.defaultCharset()),
                spec.commandLine().getOut(), saveFile, language);
        if (saved != null) {
            game = ui.resume(saved, load);
        }
        return ui.play(game, seat(white, ui), seat(black, ui)).exitStatus().code();
    }

    /** The game of --load; a file that cannot be read is a command line that cannot be used. */
    private SavedGame readSaved(Texts texts, Language language) {
        try {
            return SavedGameFile.read(load);
        } catch (IOException unreadable) {
            throw new CommandLine.ParameterException(spec.commandLine(), texts.text(
                    "load.unreadable", load, Failures.explain(unreadable,
                            Texts.of(ChessTexts.class, language))));
        }
    }

    private Game start(Texts texts) {
        try {
            return Game.fromFen(fen);
        } catch (FenException bad) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    texts.text("fen.refused", bad.getMessage()));
        }
    }

    /**
     * A new file for this game's save, in the user's folder of saved chess games, named after
     * the time: a later game never replaces an earlier one's save.
     */
    private static Path newSaveFile() {
        Path folder = Path.of(System.getProperty("user.home"), ".tabuleiro", "chess");
        String stamp = "game-" + LocalDateTime.now().format(STAMP);
        Path file = folder.resolve(stamp + ".txt");
        for (int other = 2; Files.exists(file); other++) {
            file = folder.resolve(stamp + "-" + other + ".txt");
        }
        return file;
    }

    private Agent seat(Seat seat, TextUi ui) {
        return seat == Seat.human ? ui.human() : new AlphaBetaAgent(depth);
    }
}
