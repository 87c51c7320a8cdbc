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
import tabuleiro.ui.Prompter;
import tabuleiro.ui.Quit;

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
    private static final String HOW_TO_MOVE = "type a move as e2>>e4, e2e4 or in SAN (e4, Nf3,"
            + " O-O, e8=Q), or help (ajuda) for the commands";
    private static final String QUIT_WORDS = "quit (sair)";
    private static final String MOVE_HELP = "Type a move as e2>>e4, e2e4 or in SAN (e4, Nf3,"
            + " exd5, O-O, e8=Q), in any case for the coordinates. Or a command, in English or"
            + " Portuguese, in any case: " + Command.describeAll() + "; " + QUIT_WORDS
            + " saves the game and stops too; help (ajuda, ?) shows this.";
    private static final String PROMOTION_HELP = "The pawn becomes the piece you name: q queen,"
            + " r rook, b bishop or n knight. " + QUIT_WORDS + " saves the game as it was before"
            + " this move and stops.";
    private static final String DRAW_HELP = "Type s (sim) or y (yes) to accept the draw, n (não,"
            + " no) to decline it. " + QUIT_WORDS + " saves the game and stops.";
    /** How many copies of a corrupted file may be kept next to it before saving gives up. */
    private static final int MOST_COPIES = 100;

    private final PrintWriter output;
    private final Prompter prompter;
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
     * Creates a text UI.
     *
     * @param input where people's moves come from, one per line
     * @param output where the board and the messages go; flushed after each message
     * @param saveFile where a pause or a quit saves the game; its folder is created if need be
     * @throws NullPointerException if an argument is null
     */
    public TextUi(Reader input, Writer output, Path saveFile) {
        Objects.requireNonNull(input, "input");
        this.output = new PrintWriter(Objects.requireNonNull(output, "output"));
        // The prompter reads one character at a time: buffer the reader once here.
        this.prompter = new Prompter(input instanceof BufferedReader buffered
                ? buffered : new BufferedReader(input), this.output);
        this.saveFile = Objects.requireNonNull(saveFile, "saveFile");
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
            say("The saved game " + file + " could not be read ("
                    + Failures.explain(unreadable) + "); nothing was loaded.");
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
            say(warning);
            notWhollyRead = file;
        });
        say("Loaded " + file + ": " + saved.game().moves().size() + " move(s) replayed.");
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
            say("The engine is not finished: " + unfinished.getMessage() + ". The game stops"
                    + " here.");
        } catch (RuntimeException | AssertionError broken) {
            say("The engine broke: " + Failures.explain(broken) + ". The game stops here.");
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
                say(name(side) + " (computer) plays " + san + ".");
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
                String typed = prompter.ask(name(side) + " to move: ", MOVE_HELP);
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
                    say("The input ended before the game did.");
                    if (!save(game)) {
                        say("The game stops here, unsaved.");
                    }
                    return Optional.of(Stop.INPUT_ENDED);
                }
                // Leaving must not lose the game: save first, and leave unsaved only when the
                // player quits again after being told the save failed.
                if (saveFailed) {
                    say("The game stops here, unsaved.");
                    return Optional.of(Stop.QUIT_UNSAVED);
                }
                if (save(game)) {
                    return Optional.of(Stop.PAUSED);
                }
                saveFailed = true;
                say("Type " + QUIT_WORDS + " again to leave without saving, or play on.");
                continue;
            }
            if (command == Command.RESIGN) {
                game.resign(side);
                say(name(side) + " resigns.");
                return Optional.empty();
            }
            if (command == Command.PAUSE) {
                if (save(game)) {
                    return Optional.of(Stop.PAUSED);
                }
                say("The game goes on.");
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
        say(name(side) + " plays " + san + ".");
        return true;
    }

    /** The move a line names, asking for the piece of a promotion; empty after a message. */
    private Optional<Move> readMove(Game game, String typed) {
        if (typed.isEmpty()) {
            say("Nothing was typed: " + HOW_TO_MOVE + ".");
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
            say(wrong.getMessage() + ". Try again: " + HOW_TO_MOVE + ".");
            return Optional.empty();
        }
    }

    private Optional<Move> askPromotion(List<Move> promotions) {
        while (true) {
            String typed = prompter.ask("Promote to (q queen, r rook, b bishop, n knight)? ",
                    PROMOTION_HELP).toLowerCase(Locale.ROOT);
            if (typed.length() == 1 && "qrbn".contains(typed)) {
                PieceKind kind = PieceKind.fromLetter(typed.charAt(0));
                return promotions.stream().filter(m -> m.promotion() == kind).findFirst();
            }
            say("A pawn promotes to a queen, rook, bishop or knight: type q, r, b or n, not \""
                    + typed + "\".");
        }
    }

    /** Saves the game for a pause or a quit, keeping first a file not wholly read. */
    private boolean save(Game game) {
        Path file = saveFile.toAbsolutePath();
        try {
            Files.createDirectories(file.getParent());
            keepNotWhollyRead(file);
            SavedGame.save(game, file);
            say("Game paused: " + game.moves().size() + " move(s) saved to " + file
                    + ". Load it to continue (--load " + file + ").");
            say("State: paused.");
            return true;
        } catch (IOException | RuntimeException failed) {
            say("The game could not be saved to " + file + " (" + Failures.explain(failed)
                    + ").");
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
            say("The corrupted file is kept as it was in " + kept + ".");
            return;
        }
        throw new IOException("the corrupted file " + file + " could not be kept: "
                + MOST_COPIES + " copies of it are there already");
    }

    /** A claim when the rules allow one, else an offer the opponent accepts or declines. */
    private boolean draw(Game game, Colour side, Agent opponent) {
        Optional<Termination> claim = game.claimableDraw();
        if (claim.isPresent()) {
            game.claimDraw();
            say(name(side) + " claims a draw by " + claim.get().description() + ".");
            return true;
        }
        if (opponent != human) {
            say(name(side.opponent()) + " (computer) declines the draw offer. Play a move.");
            return false;
        }
        while (true) {
            String answer = prompter.ask(name(side.opponent()) + ", " + name(side)
                    + " offers a draw. Accept? (s/n) ", DRAW_HELP).toLowerCase(Locale.ROOT);
            if (List.of("s", "sim", "y", "yes").contains(answer)) {
                game.agreeDraw();
                say("Draw agreed.");
                return true;
            }
            if (List.of("n", "não", "nao", "no").contains(answer)) {
                say("The draw offer is declined. " + name(side) + " plays on.");
                return false;
            }
            say("Type s (or y) to accept the draw or n to decline it, not \"" + answer + "\".");
        }
    }

    /** The board, the state, whose turn and the captured pieces (rule CHESS-19). */
    private void show(Game game) {
        say("");
        say(BoardView.draw(game.position()));
        say("Captured white pieces: " + pieces(game.capturedPieces(Colour.WHITE))
                + ". Captured black pieces: " + pieces(game.capturedPieces(Colour.BLACK)) + ".");
        GameState state = game.state();
        String detail = state == GameState.DRAW
                ? " (" + game.outcome().orElseThrow().termination().description() + ")" : "";
        say("State: " + state.description() + detail + "."
                + (game.isOver() ? "" : " " + name(game.sideToMove()) + " to move."));
        if (state == GameState.CHECK) {
            say(name(game.sideToMove()) + " is in check.");
        }
        game.claimableDraw().ifPresent(reason -> say(name(game.sideToMove())
                + " may claim a draw by " + reason.description() + " (type "
                + Command.DRAW.words() + ")."));
    }

    private void announce(Outcome outcome) {
        String result = switch (outcome.result()) {
            case WHITE_WINS -> "White wins";
            case BLACK_WINS -> "Black wins";
            case DRAW -> "Draw";
        };
        say(result + " by " + outcome.termination().description() + " ("
                + outcome.result().pgn() + ").");
    }

    /** The pieces by kind, pawns first, counted: such as "2 pawns, knight", or "none". */
    private static String pieces(List<Piece> pieces) {
        if (pieces.isEmpty()) {
            return "none";
        }
        Map<PieceKind, Long> counts = pieces.stream().collect(Collectors.groupingBy(Piece::kind,
                () -> new EnumMap<>(PieceKind.class), Collectors.counting()));
        return counts.entrySet().stream()
                .map(kind -> {
                    String name = kind.getKey().name().toLowerCase(Locale.ROOT);
                    return kind.getValue() == 1 ? name : kind.getValue() + " " + name + "s";
                })
                .collect(Collectors.joining(", "));
    }

    private static String name(Colour colour) {
        return colour == Colour.WHITE ? "White" : "Black";
    }

    private void say(String text) {
        prompter.say(text);
    }
}
