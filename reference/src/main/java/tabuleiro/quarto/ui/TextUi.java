package tabuleiro.quarto.ui;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.Writer;
import java.util.List;
import java.util.Locale;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import tabuleiro.quarto.Agent;
import tabuleiro.quarto.BoardText;
import tabuleiro.quarto.Game;
import tabuleiro.quarto.Piece;
import tabuleiro.quarto.Player;
import tabuleiro.quarto.Pool;
import tabuleiro.quarto.RandomAgent;
import tabuleiro.quarto.Square;
import tabuleiro.quarto.search.StrongAgent;
import tabuleiro.ui.ContractTwins;
import tabuleiro.ui.Language;
import tabuleiro.ui.Prompter;
import tabuleiro.ui.Quit;
import tabuleiro.ui.Unfinished;

/**
 * The text user interface of Quarto, in the spirit of the brief's: a menu (rules, play, exit),
 * the text board after every placement, the pieces not yet played listed with a letter each, and
 * prompts that accept a piece's letter in either case and a square in either order.
 *
 * <p>People and programs sit at the table alike: each seat is an {@link Agent}, and
 * {@link #keyboard()} is the agent that asks the person at the keyboard. Whatever a person types
 * that is not what was asked for (a wrong number of characters, a letter off the list, a row
 * outside 1 to 4, a column outside A to D, an occupied square) is answered with what is expected,
 * and the same person is asked again (rule QUARTO-14); {@code z} at any prompt of a game goes
 * back to the menu, and {@code z} at the menu exits (QUARTO-15).
 *
 * <p>Every question is asked through the shared {@link Prompter}, as in the other games:
 * {@code help} (or {@code ajuda}, {@code ?}) at any prompt says what it expects, and
 * {@code quit} (or {@code sair}) at any prompt, or the end of the input, leaves the program, the
 * game in hand unfinished. Each piece keeps its letter for the whole game ({@link Pool#letterOf}),
 * and the list of pieces keeps each one in its place, so that a player can learn them.
 *
 * <p>It speaks English or Portuguese ({@link QuartoTexts}), the players' pieces, groups and
 * traits named in that language too, and understands what people type in both: the letters and
 * squares are the same, and the prompter takes the quit and help words of either language. The
 * engine's refusals are English, the language of its contracts, so the UI answers what is typed
 * wrong in its own words; an engine's failure it shows is said through its twins
 * ({@link QuartoContracts}) in the UI's language.
 *
 * <p>The UI decides no rule itself: what may be chosen or placed, who won, and when the game
 * ends are the engine's answers. Because that engine may be a student's, unfinished or wrong, no
 * exception it throws crashes the UI: the game stops with a sentence saying what failed.
 */
public final class TextUi {

    /** What goes back to the menu from a game, and exits at the menu (the brief's key). */
    private static final String BACK = "z";
    /** How many pieces the list of pieces shows on a line, as the brief's does. */
    private static final int PIECES_A_LINE = 4;

    private final Prompter prompter;
    private final Words words;
    /** The engine's contract messages in the player's language ({@link QuartoContracts}). */
    private final ContractTwins contracts;
    private final Agent keyboard = new Keyboard();

    /**
     * Creates a text UI in English that reads what people type from {@code input} and writes
     * everything to {@code output}.
     *
     * @param input where people's answers come from, one per line
     * @param output where the board and the messages go; flushed after each message
     * @throws NullPointerException if an argument is null
     */
    public TextUi(Reader input, Writer output) {
        this(input, output, Language.ENGLISH);
    }

    /**
     * Creates a text UI that reads what people type from {@code input} and writes everything to
     * {@code output} in a language. What people type is understood in both languages whichever
     * the screen speaks.
     *
     * @param input where people's answers come from, one per line
     * @param output where the board and the messages go; flushed after each message
     * @param language the language of the menu, the rules, the prompts and the messages
     * @throws NullPointerException if an argument is null
     */
    public TextUi(Reader input, Writer output, Language language) {
        Objects.requireNonNull(input, "input");
        Objects.requireNonNull(output, "output");
        Objects.requireNonNull(language, "language");
        // The prompter reads a character at a time, which a buffer makes cheap.
        this.prompter = new Prompter(input instanceof BufferedReader buffered
                ? buffered : new BufferedReader(input), new PrintWriter(output), language);
        this.words = new Words(language);
        this.contracts = ContractTwins.of(QuartoContracts.class, language);
    }

    /**
     * Returns the human seat: an agent that asks the person at the keyboard for each decision,
     * and asks again, saying what is expected, until the answer is one (rule QUARTO-14).
     *
     * @return the agent that reads this UI's input
     * @post its decisions are a piece of the pool and an empty square, or it throws
     *     {@link NoSuchElementException} when the person types {@code z}, {@code quit} or
     *     {@code sair}, or the input ends
     */
    public Agent keyboard() {
        return keyboard;
    }

    /**
     * Shows the menu until the person exits (rule QUARTO-15): {@code a} shows the rules,
     * {@code b} plays a game, {@code z} exits. Any other answer is told what to type.
     *
     * <p>{@code quit} or {@code sair}, at the menu or in a game, and the end of the input exit
     * too, saying so.
     *
     * @param newGame makes the game that {@code b} plays
     * @param first the agent in player 1's seat
     * @param second the agent in player 2's seat
     * @return {@code false} if a game stopped because the engine or an agent failed,
     *     {@code true} when the person exited or the input ended
     * @throws NullPointerException if an argument is null
     */
    public boolean run(Supplier<Game> newGame, Agent first, Agent second) {
        Objects.requireNonNull(newGame, "newGame");
        Objects.requireNonNull(first, "first");
        Objects.requireNonNull(second, "second");
        while (true) {
            say(menu());
            String answer;
            try {
                answer = prompter.ask(words.text("menu.question"), words.text("menu.help"));
            } catch (Quit quit) {
                say(words.text(quit.reason() == Quit.Reason.END_OF_INPUT
                        ? "input.ended" : "goodbye"));
                return true;
            }
            switch (answer.toLowerCase(Locale.ROOT)) {
                case "a" -> say(words.text("rules"));
                case "b" -> {
                    Ending ending = playGame(newGame, first, second).ending();
                    if (ending == Ending.BROKEN) {
                        return false;
                    }
                    if (ending == Ending.LEFT) {
                        say(words.text("goodbye"));
                        return true;
                    }
                }
                case BACK -> {
                    say(words.text("goodbye"));
                    return true;
                }
                default -> say(words.text("menu.again"));
            }
        }
    }

    /** The menu, as the brief shows it: the game's name, then each option under it. */
    private String menu() {
        return String.join(System.lineSeparator(), words.text("menu.title"),
                "  " + words.text("menu.rules"), "  " + words.text("menu.play"),
                "  " + words.text("menu.exit"));
    }

    /**
     * Plays one game to its end, showing the board and the pieces left before each turn, each
     * decision, and the result: such as "Player 2 wins with row 3, all tall." or "Draw: the
     * board is full."
     *
     * <p>The game also stops early, saying why, when a person types {@code z}, {@code quit} or
     * {@code sair}, when the input ends, and when the engine or an agent fails.
     *
     * @param game a new game, which is played on
     * @param first the agent in player 1's seat; {@link #keyboard()} for a person
     * @param second the agent in player 2's seat
     * @return the game, as it ended or stopped
     * @throws NullPointerException if an argument is null
     */
    public Game play(Game game, Agent first, Agent second) {
        Objects.requireNonNull(game, "game");
        return playGame(() -> game, first, second).game();
    }

    /**
     * How a game ended: by the rules; stopped by a person who goes back to the menu; left by a
     * person who quits the program, or by the end of the input; or by a failure.
     */
    private enum Ending { OVER, STOPPED, LEFT, BROKEN }

    private record Round(Game game, Ending ending) {
    }

    private Round playGame(Supplier<Game> newGame, Agent first, Agent second) {
        Objects.requireNonNull(first, "first");
        Objects.requireNonNull(second, "second");
        Game game;
        try {
            game = Objects.requireNonNull(newGame.get(), "the new game is null");
        } catch (RuntimeException | AssertionError failure) {
            return stopped(null, failure);
        }
        try {
            playTurns(game, first, second);
            say(System.lineSeparator() + BoardText.render(game.board()));
            say(game.win().map(win -> words.text("wins", game.currentPlayer().number(),
                    words.win(win))).orElse(words.text("draw")));
            return new Round(game, Ending.OVER);
        } catch (Stopped stop) {
            say(stop.getMessage());
            return new Round(game, stop.leaves() ? Ending.LEFT : Ending.STOPPED);
        } catch (RuntimeException | AssertionError failure) {
            return stopped(game, failure);
        }
    }

    private void playTurns(Game game, Agent first, Agent second) {
        say(words.text("game.new", describe(first), describe(second),
                game.currentPlayer().number()));
        // Sixteen pieces fill the board, so an engine whose game goes on longer is broken.
        for (int turn = 0; !game.isOver(); turn++) {
            if (turn == Piece.COUNT) {
                throw new Broken(words.text("broken.endless"));
            }
            say(System.lineSeparator() + BoardText.render(game.board()));
            say(listing(game.pool(), words));
            Player placer = game.currentPlayer();
            Player chooser = game.chooser();
            Agent choosing = chooser == Player.FIRST ? first : second;
            Piece piece = decide(choosing, chooser, () -> choosing.choosePiece(game));
            // An agent's decision is checked here, so that a wrong one is blamed on the agent
            // and not on the engine that would refuse it.
            if (piece == null || !game.pool().contains(piece)) {
                throw new Broken(piece == null
                        ? words.text("broken.no.piece", chooser.number(), describe(choosing))
                        : words.text("broken.piece", chooser.number(), describe(choosing),
                                words.piece(piece)));
            }
            game.choose(piece);
            say(words.text("chooses", chooser.number(), piece.notation(), placer.number()));
            Agent placing = placer == Player.FIRST ? first : second;
            Square square = decide(placing, placer, () -> placing.chooseSquare(game));
            if (square == null || !game.board().isEmpty(square)) {
                throw new Broken(square == null
                        ? words.text("broken.no.square", placer.number(), describe(placing))
                        : words.text("broken.square", placer.number(), describe(placing),
                                square));
            }
            game.place(square);
            say(words.text("places", placer.number(), piece.notation(), square));
        }
    }

    /** Says why a game stopped early through a failure, and returns it as broken. */
    private Round stopped(Game game, Throwable failure) {
        if (failure instanceof Broken) {
            say(failure.getMessage());
        } else if (failure instanceof UnsupportedOperationException) {
            say(Unfinished.line(failure, words.language()));
        } else {
            say(words.text("engine.broke", describe(failure)));
        }
        say(words.text("game.stops"));
        return new Round(game, Ending.BROKEN);
    }

    /** Asks an agent for a decision; a failure of an agent that is not the keyboard is its own. */
    private <T> T decide(Agent agent, Player player, Supplier<T> decision) {
        try {
            return decision.get();
        } catch (Stopped stop) {
            throw stop;
        } catch (RuntimeException | AssertionError failure) {
            if (agent == keyboard || failure instanceof UnsupportedOperationException) {
                throw failure;
            }
            throw new Broken(words.text("broken.agent", player.number(), describe(agent),
                    describe(failure)));
        }
    }

    /**
     * The pool as the brief lists it, four pieces a line, each after its letter; each piece keeps
     * its letter and its place in the list, so a piece played leaves a gap and a line whose
     * pieces have all been played is left out.
     */
    static String listing(Pool pool, Words words) {
        StringBuilder text = new StringBuilder(words.text("pieces.heading"));
        List<Piece> set = Piece.all();
        for (int from = 0; from < set.size(); from += PIECES_A_LINE) {
            StringBuilder line = new StringBuilder("  ");
            for (Piece piece : set.subList(from, from + PIECES_A_LINE)) {
                line.append(pool.contains(piece)
                        ? " " + pool.letterOf(piece) + ":" + piece.notation() + " " : "       ");
            }
            if (!line.toString().isBlank()) {
                text.append(System.lineSeparator()).append(line.toString().stripTrailing());
            }
        }
        return text.toString();
    }

    private String describe(Agent agent) {
        if (agent == keyboard) {
            return words.text("seat.human");
        } else if (agent instanceof RandomAgent) {
            return words.text("seat.random");
        } else if (agent instanceof StrongAgent) {
            return words.text("seat.strong");
        }
        return words.text("seat.other");
    }

    private String describe(Throwable failure) {
        String kind = failure.getClass().getSimpleName();
        return failure.getMessage() == null ? kind
                : kind + ": " + contracts.say(failure.getMessage());
    }

    private void say(String text) {
        prompter.say(text);
    }

    /** The human seat: asks until an answer is one, saying what is expected otherwise. */
    private final class Keyboard implements Agent {

        @Override
        public Piece choosePiece(Game game) {
            Agent.requireChoice(game);
            Pool pool = game.pool();
            String help = words.text("piece.help", game.currentPlayer().number(),
                    words.letters(pool)) + System.lineSeparator() + listing(pool, words)
                    + System.lineSeparator() + words.text("back.help");
            while (true) {
                String typed = ask(game.chooser(), words.text("piece.question",
                        game.chooser().number(), game.currentPlayer().number()), help);
                if (typed.length() != 1) {
                    say(words.text("piece.one.letter", words.letters(pool)));
                    continue;
                }
                try {
                    return pool.byLetter(typed.charAt(0));
                } catch (IllegalArgumentException wrongLetter) {
                    // The engine's message is English; the answer is the screen's language.
                    say(words.noSuchPiece(typed.charAt(0), pool));
                }
            }
        }

        @Override
        public Square chooseSquare(Game game) {
            Agent.requirePlacement(game);
            Piece piece = game.chosenPiece().orElseThrow();
            // The piece in words: its notation would run into the punctuation, as in "(B;:".
            String help = words.text("square.help", words.piece(piece), Square.all().stream()
                            .filter(game.board()::isEmpty).map(Square::toString)
                            .collect(Collectors.joining(" ")))
                    + System.lineSeparator() + words.text("back.help");
            while (true) {
                String typed = ask(game.currentPlayer(), words.text("square.question",
                        game.currentPlayer().number(), piece.notation()), help);
                Square square;
                try {
                    square = Square.parse(typed);
                } catch (IllegalArgumentException notASquare) {
                    // The engine's message is English; the answer is the screen's language.
                    say(words.noSuchSquare(typed));
                    continue;
                }
                if (game.board().isEmpty(square)) {
                    return square;
                }
                // In words: the notation would run into the punctuation, as in "[P;;".
                say(words.text("square.taken", square,
                        words.piece(game.board().pieceAt(square).orElseThrow())));
            }
        }

        /**
         * Asks a question and returns the answer; stops the game on {@code z}, and leaves it on
         * a quit word or the end of the input.
         */
        private String ask(Player player, String question, String help) {
            String typed;
            try {
                typed = prompter.ask(question, help);
            } catch (Quit quit) {
                throw new Stopped(quit.reason() == Quit.Reason.TYPED
                        ? words.text("quit", player.number())
                        : words.text("input.ended.in.game"), true);
            }
            if (typed.equalsIgnoreCase(BACK)) {
                throw new Stopped(words.text("quit.to.menu", player.number()), false);
            }
            return typed;
        }
    }

    /** A person stopped the game, or the input ended, before it was over. */
    private static final class Stopped extends NoSuchElementException {
        private static final long serialVersionUID = 1L;
        private final boolean leaves;

        Stopped(String message, boolean leaves) {
            super(message);
            this.leaves = leaves;
        }

        /** Whether the person leaves the program, not only the game. */
        boolean leaves() {
            return leaves;
        }
    }

    /** A failure already explained in words for the user. */
    private static final class Broken extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Broken(String explanation) {
            super(explanation);
        }
    }
}
