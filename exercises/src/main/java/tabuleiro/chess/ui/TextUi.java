package tabuleiro.chess.ui;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.Writer;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import tabuleiro.chess.Agent;
import tabuleiro.chess.Colour;
import tabuleiro.chess.Game;
import tabuleiro.chess.GameState;
import tabuleiro.chess.Move;
import tabuleiro.chess.NotationException;
import tabuleiro.chess.Outcome;
import tabuleiro.chess.Piece;
import tabuleiro.chess.PieceKind;
import tabuleiro.chess.San;
import tabuleiro.chess.SavedGame;
import tabuleiro.chess.SavedGameFile;
import tabuleiro.chess.Square;
import tabuleiro.chess.Termination;
import tabuleiro.cli.ExitStatus;
import tabuleiro.ui.ContractTwins;
import tabuleiro.ui.Language;
import tabuleiro.ui.Prompter;
import tabuleiro.ui.Quit;
import tabuleiro.ui.Texts;
import tabuleiro.ui.Unfinished;

/**
 * The text user interface of chess, as the brief describes it (rules CHESS-15 to CHESS-19):
 * the board after every move, whose turn it is, the state of the game and each side's captured
 * pieces; moves typed as {@code e2>>e4} (the brief's form), {@code e2e4} or in SAN
 * ({@code e4}, {@code Nf3}). Besides moves a player types a {@link Command}, in English or in
 * the brief's Portuguese: {@code resign} ({@code RENDER}), {@code draw} ({@code EMPATE}) claims a
 * draw or offers one, {@code pause} ({@code PAUSAR}) saves the moves and stops, {@code quit}
 * ({@code sair}) does the same so that leaving never loses the game, and {@code help}
 * ({@code ajuda}, {@code ?}) answers at every prompt; the end of the input saves the game too.
 * Every answer is read by the shared {@link Prompter} (quit and help words, control characters,
 * over-long lines). A promotion typed without its piece asks for it. Every bad input is
 * answered with what was expected, and the same player types again.
 *
 * <p>The UI speaks English or Portuguese ({@link ChessTexts}): every prompt, message and help,
 * and the names of the sides, pieces, states and results. What a player types is understood in
 * both whatever the screen's language: the commands' two words, {@code s}/{@code y} and
 * {@code n} for a draw offer, and at a promotion both languages' piece letters.
 *
 * <p>The UI decides no rule: legality, check, the end of the game and its reason are the
 * engine's answers, which it only shows. An engine that fails (a student's, with an exercise
 * still to write) ends the game with a sentence saying so, never with a stack trace.
 *
 * <p>A saved game loaded with a warning was not wholly read ({@link SavedGameFile}); before
 * the UI first saves over that file it keeps a copy of it next to it, named
 * {@code FILE.corrupted} (or {@code FILE.corrupted-2} and so on when that name is taken), and
 * says so, so that the moves it could not read are never lost.
 */
public final class TextUi {

    private static final Pattern COORDINATES = Pattern.compile(
            "([a-h][1-8])\\s*(?:>>|-)?\\s*([a-h][1-8])", Pattern.CASE_INSENSITIVE);
    /**
     * The pieces a pawn may become, by the letter typed at the promotion prompt: the English
     * letters of SAN and the Portuguese initials (dama, torre, bispo, cavalo), whatever the
     * screen's language; {@code b} is the bishop's in both.
     */
    private static final Map<Character, PieceKind> PROMOTION_LETTERS = Map.of(
            'q', PieceKind.QUEEN, 'r', PieceKind.ROOK, 'b', PieceKind.BISHOP,
            'n', PieceKind.KNIGHT, 'd', PieceKind.QUEEN, 't', PieceKind.ROOK,
            'c', PieceKind.KNIGHT);
    /** How many copies of a corrupted file may be kept next to it before saving gives up. */
    private static final int MOST_COPIES = 100;

    private final PrintWriter output;
    private final Prompter prompter;
    private final Texts texts;
    private final Path saveFile;
    private final Agent human = game -> {
        throw new IllegalStateException("the human seat's moves are typed at the keyboard");
    };
    /** The file loaded with a warning, to keep before saving over it; null when none is. */
    private Path notWhollyRead;

    /** How {@link #play} stopped, beyond what the game itself says. */
    public enum Stop {
        /** The game ended by the rules, by resignation or by a draw. */
        OVER,
        /** A player paused or quit, and the game was saved (pause, PAUSAR, quit, sair). */
        PAUSED,
        /** A player quit twice after the game could not be saved, leaving it unsaved. */
        QUIT_UNSAVED,
        /** The input ended before the game did; the game was saved if it could be. */
        INPUT_ENDED,
        /** The engine or an agent failed; the user has been told what and where. */
        BROKEN;

        /**
         * Returns how the {@code play} command exits after this stop: a failure only when the
         * engine or an agent failed, since every other stop is the game or the person ending.
         *
         * @return {@link ExitStatus#FAILURE} for {@link #BROKEN}, else {@link ExitStatus#DONE}
         */
        public ExitStatus exitStatus() {
            return this == BROKEN ? ExitStatus.FAILURE : ExitStatus.DONE;
        }
    }

    /**
     * Creates a text UI in English.
     *
     * @param input where people's moves come from, one per line
     * @param output where the board and the messages go; flushed after each message
     * @param saveFile where a pause or a quit saves the game; its folder is created if need be
     * @throws NullPointerException if an argument is null
     */
    public TextUi(Reader input, Writer output, Path saveFile) {
        this(input, output, saveFile, Language.ENGLISH);
    }

    /**
     * Creates a text UI that speaks a language: its prompts, messages, help and the names of
     * sides, pieces, states and results are in it. The commands of both languages are understood
     * whichever it speaks; the engine's own failures are said through their twins
     * ({@link ChessContracts}), and a message no twin knows is quoted as it comes.
     *
     * @param input where people's moves come from, one per line
     * @param output where the board and the messages go; flushed after each message
     * @param saveFile where a pause or a quit saves the game; its folder is created if need be
     * @param language the language of the screens
     * @throws NullPointerException if an argument is null
     */
    public TextUi(Reader input, Writer output, Path saveFile, Language language) {
        Objects.requireNonNull(input, "input");
        Objects.requireNonNull(language, "language");
        this.output = new PrintWriter(Objects.requireNonNull(output, "output"));
        // The prompter reads one character at a time: buffer the reader once here.
        this.prompter = new Prompter(input instanceof BufferedReader buffered
                ? buffered : new BufferedReader(input), this.output, language);
        this.saveFile = Objects.requireNonNull(saveFile, "saveFile");
        this.texts = Texts.of(ChessTexts.class, language);
    }

    /**
     * Returns the human seat: pass it for a side whose moves are typed at the keyboard.
     *
     * @return the marker of the human seat
     */
    public Agent human() {
        return human;
    }

    /**
     * Loads a saved game ("load game", rules CHESS-16 and CHESS-17), telling the user what
     * happened: how many moves were replayed, that the file is corrupted and from which move
     * the game continues, or that the file is missing or unreadable.
     *
     * @param file the saved game
     * @return the game replayed, or empty when the file could not be read
     */
    public Optional<Game> load(Path file) {
        Objects.requireNonNull(file, "file");
        SavedGame saved;
        try {
            saved = SavedGameFile.read(file);
        } catch (IOException | RuntimeException unreadable) {
            say(texts.text("load.unreadable", file, Failures.explain(unreadable, texts)));
            return Optional.empty();
        }
        return Optional.of(resume(saved, file));
    }

    /**
     * Continues a saved game already read from a file, telling the user how many moves were
     * replayed and, if the file is corrupted, why and from which move the game continues. A
     * file read with a warning is kept (copied) before this UI first saves over it.
     *
     * @param saved the game read from the file
     * @param file the file it was read from
     * @return the game, to {@link #play}
     */
    public Game resume(SavedGame saved, Path file) {
        Objects.requireNonNull(saved, "saved");
        Objects.requireNonNull(file, "file");
        saved.warning().ifPresent(warning -> {
            say(texts.text("load.warning", warning));
            notWhollyRead = file;
        });
        say(texts.text("loaded", file, saved.game().moves().size()));
        return saved.game();
    }

    /**
     * Plays a game to its end, to a pause or to the end of the input.
     *
     * @param game the game to continue (a new one, or a loaded one)
     * @param white who plays White: {@link #human()} or an agent
     * @param black who plays Black
     * @return how the play stopped; {@link Stop#BROKEN} when the engine or an agent failed
     */
    public Stop play(Game game, Agent white, Agent black) {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(white, "white");
        Objects.requireNonNull(black, "black");
        try {
            return playTurns(game, white, black);
        } catch (UnsupportedOperationException unfinished) {
            // A student's engine with an exercise still to write: say which, not a stack trace.
            say(Unfinished.line(unfinished, texts.language()));
        } catch (RuntimeException | AssertionError broken) {
            say(texts.text("engine.broke", Failures.explain(broken, texts)));
        }
        return Stop.BROKEN;
    }

    private Stop playTurns(Game game, Agent white, Agent black) {
        while (true) {
            show(game);
            if (game.isOver()) {
                announce(game.outcome().orElseThrow());
                return Stop.OVER;
            }
            Colour side = game.sideToMove();
            Agent agent = side == Colour.WHITE ? white : black;
            if (agent != human) {
                Move move = agent.chooseMove(game);
                String san = San.write(game.position(), move);
                game.play(move);
                say(texts.text("computer.plays", side.ordinal(), san));
                continue;
            }
            Optional<Stop> stop = humanTurn(game, side, side == Colour.WHITE ? black : white);
            if (stop.isPresent()) {
                return stop.get();
            }
        }
    }

    /** Reads lines until the human plays a move, resigns, pauses, quits or the input ends. */
    private Optional<Stop> humanTurn(Game game, Colour side, Agent opponent) {
        boolean saveFailed = false;
        while (true) {
            Command command;
            try {
                String typed = prompter.ask(texts.text("to.move.prompt", side.ordinal()),
                        moveHelp());
                Optional<Command> named = Command.of(typed);
                if (named.isEmpty()) {
                    if (playTyped(game, side, typed)) {
                        return Optional.empty();
                    }
                    continue;
                }
                command = named.get();
                if (command == Command.DRAW && draw(game, side, opponent)) {
                    return Optional.empty();
                }
            } catch (Quit quit) { // at this prompt or at one it led to (promotion, draw offer)
                if (quit.reason() == Quit.Reason.END_OF_INPUT) {
                    // Whoever closed the input has left: keep the game for them if possible.
                    say(texts.text("input.ended"));
                    if (!save(game)) {
                        say(texts.text("stops.unsaved"));
                    }
                    return Optional.of(Stop.INPUT_ENDED);
                }
                // Leaving must not lose the game: save first, and leave unsaved only when the
                // player quits again after being told the save failed.
                if (saveFailed) {
                    say(texts.text("stops.unsaved"));
                    return Optional.of(Stop.QUIT_UNSAVED);
                }
                if (save(game)) {
                    return Optional.of(Stop.PAUSED);
                }
                saveFailed = true;
                say(texts.text("quit.again", texts.text("quit.words")));
                continue;
            }
            if (command == Command.RESIGN) {
                game.resign(side);
                say(texts.text("resigns", side.ordinal()));
                return Optional.empty();
            }
            if (command == Command.PAUSE) {
                if (save(game)) {
                    return Optional.of(Stop.PAUSED);
                }
                say(texts.text("goes.on"));
            }
            // a draw offer declined, or a pause that could not save: the same player plays on
        }
    }

    /** Plays the move a line names; false, after a message, when it names none. */
    private boolean playTyped(Game game, Colour side, String typed) {
        Optional<Move> move = readMove(game, typed);
        if (move.isEmpty()) {
            return false;
        }
        String san = San.write(game.position(), move.get());
        game.play(move.get());
        say(texts.text("plays", side.ordinal(), san));
        return true;
    }

    /** The move a line names, asking for the piece of a promotion; empty after a message. */
    private Optional<Move> readMove(Game game, String typed) {
        if (typed.isEmpty()) {
            say(texts.text("nothing.typed", texts.text("how.to.move")));
            return Optional.empty();
        }
        Matcher coordinates = COORDINATES.matcher(typed);
        if (coordinates.matches()) {
            Square from = Square.parse(coordinates.group(1));
            Square to = Square.parse(coordinates.group(2));
            List<Move> promotions = game.legalMoves().stream()
                    .filter(m -> m.from().equals(from) && m.to().equals(to) && m.isPromotion())
                    .toList();
            if (!promotions.isEmpty()) {
                return askPromotion(promotions);
            }
        }
        try {
            return Optional.of(San.parse(game.position(), typed));
        } catch (NotationException wrong) {
            say(texts.text("not.a.move", ContractTwins.of(ChessContracts.class,
                    texts.language()).say(wrong.getMessage()), texts.text("how.to.move")));
            return Optional.empty();
        }
    }

    private Optional<Move> askPromotion(List<Move> promotions) {
        while (true) {
            String typed = prompter.ask(texts.text("promotion.prompt"),
                    texts.text("promotion.help", texts.text("quit.words")))
                    .toLowerCase(Locale.ROOT);
            PieceKind kind = typed.length() == 1 ? PROMOTION_LETTERS.get(typed.charAt(0)) : null;
            if (kind != null) {
                return promotions.stream().filter(m -> m.promotion() == kind).findFirst();
            }
            say(texts.text("promotion.refused", typed));
        }
    }

    /** Saves the game for a pause or a quit, keeping first a file not wholly read. */
    private boolean save(Game game) {
        Path file = saveFile.toAbsolutePath();
        try {
            Files.createDirectories(file.getParent());
            keepNotWhollyRead(file);
            SavedGame.save(game, file);
            say(texts.text("paused", game.moves().size(), file));
            say(texts.text("state.paused"));
            return true;
        } catch (IOException | RuntimeException failed) {
            say(texts.text("not.saved", file, Failures.explain(failed, texts)));
            return false;
        }
    }

    /**
     * Copies the file about to be saved over when it was loaded with a warning: its unread
     * lines would otherwise be lost.
     */
    private void keepNotWhollyRead(Path file) throws IOException {
        if (notWhollyRead == null || !Files.exists(file)
                || !Files.isSameFile(notWhollyRead, file)) {
            return;
        }
        for (int copy = 1; copy <= MOST_COPIES; copy++) {
            Path kept = file.resolveSibling(file.getFileName() + ".corrupted"
                    + (copy == 1 ? "" : "-" + copy));
            try {
                Files.copy(file, kept);
            } catch (FileAlreadyExistsException taken) {
                continue;
            }
            notWhollyRead = null;
            say(texts.text("corrupted.kept", kept));
            return;
        }
        throw new IOException(texts.text("corrupted.not.kept", file, MOST_COPIES));
    }

    /** A claim when the rules allow one, else an offer the opponent accepts or declines. */
    private boolean draw(Game game, Colour side, Agent opponent) {
        Optional<Termination> claim = game.claimableDraw();
        if (claim.isPresent()) {
            game.claimDraw();
            say(texts.text("draw.claimed", side.ordinal(), termination(claim.get())));
            return true;
        }
        if (opponent != human) {
            say(texts.text("draw.computer.declines", side.opponent().ordinal()));
            return false;
        }
        while (true) {
            String answer = prompter.ask(texts.text("draw.offered", side.opponent().ordinal(),
                    side.ordinal()), texts.text("draw.help", texts.text("quit.words")))
                    .toLowerCase(Locale.ROOT);
            if (List.of("s", "sim", "y", "yes").contains(answer)) {
                game.agreeDraw();
                say(texts.text("draw.agreed"));
                return true;
            }
            if (List.of("n", "não", "nao", "no").contains(answer)) {
                say(texts.text("draw.declined", side.ordinal()));
                return false;
            }
            say(texts.text("draw.answer.refused", answer));
        }
    }

    /** The board, the state, whose turn and the captured pieces (rule CHESS-19). */
    private void show(Game game) {
        say("");
        say(BoardView.draw(game.position()));
        say(texts.text("captured", pieces(game.capturedPieces(Colour.WHITE)),
                pieces(game.capturedPieces(Colour.BLACK))));
        GameState state = game.state();
        String name = texts.text("state." + state.name());
        if (state == GameState.DRAW) {
            say(texts.text("state.line.drawn", name,
                    termination(game.outcome().orElseThrow().termination())));
        } else if (game.isOver()) {
            say(texts.text("state.line", name));
        } else {
            say(texts.text("state.line.to.move", name, game.sideToMove().ordinal()));
        }
        if (state == GameState.CHECK) {
            say(texts.text("in.check", game.sideToMove().ordinal()));
        }
        game.claimableDraw().ifPresent(reason -> say(texts.text("draw.may.claim",
                game.sideToMove().ordinal(), termination(reason), Command.DRAW.words(texts))));
    }

    private void announce(Outcome outcome) {
        say(texts.text("outcome." + outcome.result().name(), termination(outcome.termination()),
                outcome.result().pgn()));
    }

    /** What a player reads for help at the move prompt: the move forms and the commands. */
    private String moveHelp() {
        return texts.text("move.help", Command.describeAll(texts), texts.text("quit.words"));
    }

    /** How a game ended, named in the screen's language. */
    private String termination(Termination termination) {
        return texts.text("termination." + termination.name());
    }

    /** The pieces by kind, pawns first, counted: such as "2 pawns, knight", or "none". */
    private String pieces(List<Piece> pieces) {
        if (pieces.isEmpty()) {
            return texts.text("pieces.none");
        }
        Map<PieceKind, Long> counts = pieces.stream().collect(Collectors.groupingBy(Piece::kind,
                () -> new EnumMap<>(PieceKind.class), Collectors.counting()));
        return counts.entrySet().stream()
                .map(kind -> texts.text("piece." + kind.getKey().name(), kind.getValue()))
                .collect(Collectors.joining(", "));
    }

    private void say(String text) {
        prompter.say(text);
    }
}
