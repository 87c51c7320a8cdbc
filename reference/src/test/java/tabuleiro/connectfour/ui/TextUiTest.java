package tabuleiro.connectfour.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import tabuleiro.connectfour.Agent;
import tabuleiro.connectfour.Game;
import tabuleiro.connectfour.Player;
import tabuleiro.connectfour.Position;
import tabuleiro.connectfour.RandomAgent;

/**
 * Tests of the text UI: a script of typed lines goes in, and the transcript that comes out is
 * checked, along with the game the UI returns.
 */
class TextUiTest {

    /**
     * Forty-two moves that fill the grid without four in a row anywhere: the columns are filled
     * bottom row by bottom row, the fourth row swapping neighbours so the colours do not line up.
     */
    private static final int[] DRAW = {
        1, 2, 3, 4, 5, 6, 7, 1, 2, 3, 4, 5, 6, 7, 1, 2, 3, 4, 5, 6, 7,
        2, 1, 4, 3, 6, 5, 1, 7, 2, 3, 4, 5, 6, 7, 1, 2, 3, 4, 5, 6, 7};

    private static final Pattern MOVE =
            Pattern.compile("Player (\\d) \\(([a-z ]+)\\) plays column (\\d)\\.");

    private final StringWriter output = new StringWriter();

    private TextUi ui(String typed) {
        return new TextUi(new StringReader(typed), output);
    }

    private TextUi ui(int... columns) {
        return ui(Arrays.stream(columns).mapToObj(column -> column + "\n")
                .collect(Collectors.joining()));
    }

    private String transcript() {
        return output.toString().replace(System.lineSeparator(), "\n");
    }

    private static Game played(int... columns) {
        Game game = Game.newGame();
        for (int column : columns) {
            game.play(column);
        }
        return game;
    }

    /** The moves the transcript reports, in order: {player, column} pairs. */
    private List<int[]> movesReported() {
        List<int[]> moves = new ArrayList<>();
        Matcher move = MOVE.matcher(transcript());
        while (move.find()) {
            moves.add(new int[] {Integer.parseInt(move.group(1)), Integer.parseInt(move.group(3))});
        }
        return moves;
    }

    /** Replays the reported moves on a new game: the UI must have played exactly those. */
    private Game replayOfTranscript() {
        Game game = Game.newGame();
        for (int[] move : movesReported()) {
            assertThat(game.nextPlayer().number()).isEqualTo(move[0]);
            game.play(move[1]);
        }
        return game;
    }

    private static String grid(Game game) {
        return GridView.plain().draw(game).replace(System.lineSeparator(), "\n");
    }

    @Nested
    class PeoplePlayingEachOther {

        @Test
        void horizontalFourWinsAndIsHighlightedOnTheFinalGrid() {
            TextUi ui = ui(1, 1, 2, 2, 3, 3, 4);

            Game game = ui.play(ui.keyboard(), ui.keyboard());

            assertThat(game.isOver()).isTrue();
            assertThat(game.winner()).contains(Player.FIRST);
            assertThat(transcript()).endsWith(
                    """
                    5  O  O  O  .  .  .  .
                    6 [X][X][X][X] .  .  .

                    Player 1 wins with (6,1) (6,2) (6,3) (6,4).
                    """);
        }

        @Test
        void verticalFourWinsForTheSecondPlayer() {
            TextUi ui = ui(1, 2, 1, 2, 3, 2, 4, 2);

            Game game = ui.play(ui.keyboard(), ui.keyboard());

            assertThat(game.winner()).contains(Player.SECOND);
            assertThat(transcript()).endsWith(
                    """
                    2  .  .  .  .  .  .  .
                    3  . [O] .  .  .  .  .
                    4  . [O] .  .  .  .  .
                    5  X [O] .  .  .  .  .
                    6  X [O] X  X  .  .  .

                    Player 2 wins with (3,2) (4,2) (5,2) (6,2).
                    """);
        }

        @Test
        void theGridIsShownBeforeEachMoveWithWhoseTurnItIs() {
            TextUi ui = ui(4, 3);

            ui.play(ui.keyboard(), ui.keyboard());

            assertThat(transcript()).startsWith(
                    "New game. Player 1 (X): human. Player 2 (O): human.\n\n"
                    + grid(Game.newGame()) + "\nPlayer 1 (X) to play.\n"
                    + "Column (1-7, q to quit)? Player 1 (human) plays column 4.\n\n"
                    + grid(played(4)) + "\nPlayer 2 (O) to play.\n");
            assertThat(transcript()).contains("Player 2 (human) plays column 3.\n\n"
                    + grid(played(4, 3)) + "\nPlayer 1 (X) to play.\n");
        }

        @Test
        void fullGridWithoutFourInRowIsDraw() {
            TextUi ui = ui(DRAW);

            Game game = ui.play(ui.keyboard(), ui.keyboard());

            assertThat(game.isOver()).isTrue();
            assertThat(game.winner()).isEmpty();
            assertThat(IntStream.rangeClosed(1, Game.COLUMNS).filter(game::hasSpace)).isEmpty();
            assertThat(movesReported()).hasSize(Game.ROWS * Game.COLUMNS);
            assertThat(transcript()).doesNotContain("wins").endsWith(
                    """
                       1  2  3  4  5  6  7
                    1  O  X  O  X  O  X  O
                    2  O  O  X  O  X  O  X
                    3  X  O  X  O  X  O  X
                    4  X  O  X  O  X  O  X
                    5  O  X  O  X  O  X  O
                    6  X  O  X  O  X  O  X

                    Draw: the grid is full.
                    """);
        }

        @Test
        void theInputEndingMidGameStopsItAndReturnsTheGameAsItStands() {
            TextUi ui = ui(1, 2);

            Game game = ui.play(ui.keyboard(), ui.keyboard());

            assertThat(game.isOver()).isFalse();
            assertThat(grid(game)).isEqualTo(grid(played(1, 2)));
            assertThat(transcript()).endsWith("Player 1 (X) to play.\nColumn (1-7, q to quit)? "
                    + "\nThe input ended before the game did. The game stops here.\n");
        }

        @Test
        void typingQuitStopsTheGame() {
            TextUi ui = ui("3\nq\n5\n");

            Game game = ui.play(ui.keyboard(), ui.keyboard());

            assertThat(grid(game)).isEqualTo(grid(played(3)));
            assertThat(transcript()).endsWith("Player 2 quit. The game stops here.\n");
        }

        @Test
        void quitAndSairStopTheGameAsQDoes() {
            TextUi english = ui("3\nQUIT\n5\n");
            assertThat(grid(english.play(english.keyboard(), english.keyboard())))
                    .isEqualTo(grid(played(3)));
            assertThat(transcript()).endsWith("Player 2 quit. The game stops here.\n");

            TextUi portuguese = ui("sair\n");
            assertThat(grid(portuguese.play(portuguese.keyboard(), portuguese.keyboard())))
                    .isEqualTo(grid(Game.newGame()));
            assertThat(transcript()).endsWith("Player 1 quit. The game stops here.\n");
        }

        @Test
        void helpSaysWhichColumnsHaveSpaceAndAsksAgain() {
            Game game = played(1, 1, 1, 1, 1, 1);
            TextUi ui = ui("help\n2\n");

            assertThat(ui.keyboard().chooseColumn(game, Player.FIRST)).isEqualTo(2);
            assertThat(transcript()).isEqualTo("Column (1-7, q to quit)? Type the number of a"
                    + " column that has space, to drop a disc in it: 2, 3, 4, 5, 6, 7. Type q to"
                    + " stop the game.\nType quit (or sair) to stop.\nColumn (1-7, q to quit)? ");
        }
    }

    @Nested
    class TheKeyboard {

        @ParameterizedTest(name = "typing \"{0}\" is answered with: {1}")
        @CsvSource(delimiter = '|', quoteCharacter = '\'', value = {
            "''           | nothing was typed",
            "'   '        | nothing was typed",
            "abc          | \"abc\" is not a number",
            "4.5          | \"4.5\" is not a number",
            "four         | \"four\" is not a number",
            "0            | there is no column 0",
            "8            | there is no column 8",
            "-1           | there is no column -1",
            "99999999999  | there is no column 99999999999"})
        void badInputIsAnsweredWithWhatWasExpectedAndAskedAgain(String typed, String problem) {
            Game game = Game.newGame();
            TextUi ui = ui(typed + "\n3\n");

            int column = ui.keyboard().chooseColumn(game, Player.FIRST);

            assertThat(column).isEqualTo(3);
            assertThat(transcript()).isEqualTo("Column (1-7, q to quit)? "
                    + "Type a column number from 1 to 7 that has space; " + problem + ".\n"
                    + "Column (1-7, q to quit)? ");
            assertThat(grid(game)).isEqualTo(grid(Game.newGame()));
        }

        @Test
        void fullColumnIsAnsweredAndAskedAgainWithoutChangingTheGame() {
            Game game = played(4, 4, 4, 4, 4, 4);
            String before = grid(game);
            TextUi ui = ui(4, 5);

            int column = ui.keyboard().chooseColumn(game, Player.FIRST);

            assertThat(column).isEqualTo(5);
            assertThat(transcript()).contains(
                    "Type a column number from 1 to 7 that has space; column 4 is full.\n");
            assertThat(grid(game)).isEqualTo(before);
        }

        @Test
        void spacesAroundTheNumberAndPlusSignAreAccepted() {
            TextUi ui = ui("  2 \n+6\n");

            assertThat(ui.keyboard().chooseColumn(Game.newGame(), Player.FIRST)).isEqualTo(2);
            assertThat(ui.keyboard().chooseColumn(played(2), Player.SECOND)).isEqualTo(6);
            assertThat(transcript()).doesNotContain("Type a column");
        }

        @Test
        void everyBadLineInGameIsAnsweredAndTheGameGoesOnFromTheGoodOnes() {
            TextUi ui = ui("1\n\n1\nx\n2\n9\n2\n0\n3\n3\n4\n");

            Game game = ui.play(ui.keyboard(), ui.keyboard());

            assertThat(game.winner()).contains(Player.FIRST);
            assertThat(transcript().split("Type a column number", -1)).hasSize(5);
            assertThat(replayOfTranscript().winningLine()).isEqualTo(game.winningLine());
        }

        @Test
        void inputThatCannotBeReadEndsTheGameWithTheReason() {
            Reader closed = new Reader() {
                @Override
                public int read(char[] buffer, int offset, int length) throws IOException {
                    throw new IOException("Stream closed");
                }

                @Override
                public void close() {
                }
            };
            TextUi ui = new TextUi(new BufferedReader(closed), output);

            Game game = ui.play(ui.keyboard(), ui.keyboard());

            assertThat(grid(game)).isEqualTo(grid(Game.newGame()));
            assertThat(transcript()).endsWith("Column (1-7, q to quit)? The input could not be"
                    + " read: Stream closed\n\nThe input ended before the game did."
                    + " The game stops here.\n");
        }

        @Test
        void theEndOfTheInputOrQuittingLeavesNoColumnToReturn() {
            assertThatThrownBy(() -> ui("").keyboard().chooseColumn(Game.newGame(), Player.FIRST))
                    .isInstanceOf(NoSuchElementException.class)
                    .hasMessageContaining("The input ended");
            assertThatThrownBy(() -> ui("q").keyboard()
                    .chooseColumn(Game.newGame(), Player.FIRST))
                    .isInstanceOf(NoSuchElementException.class)
                    .hasMessageContaining("Player 1 quit");
        }

        @Test
        void itPlaysOnlyWhenItIsItsPlayersTurn() {
            assertThatIllegalArgumentException()
                    .isThrownBy(() -> ui(1).keyboard().chooseColumn(Game.newGame(), Player.SECOND));
        }
    }

    @Nested
    class AgentsPlaying {

        @Test
        void personAgainstSeededRandomAgentSeesTheAgentsOwnChoices() {
            String cycle = IntStream.rangeClosed(1, Game.COLUMNS)
                    .mapToObj(column -> column + "\n").collect(Collectors.joining());
            TextUi ui = ui(cycle.repeat(20));

            Game game = ui.play(ui.keyboard(), new RandomAgent(42));

            assertThat(game.isOver()).isTrue();
            assertThat(transcript()).contains("Player 2 (O): random agent.")
                    .contains("Player 2 (random agent) plays column");
            // The same seed asked about the same positions must choose the same columns.
            RandomAgent twin = new RandomAgent(42);
            Game replay = Game.newGame();
            for (int[] move : movesReported()) {
                if (move[0] == 2) {
                    assertThat(twin.chooseColumn(replay, Player.SECOND)).isEqualTo(move[1]);
                }
                replay.play(move[1]);
            }
            assertThat(grid(replay)).isEqualTo(grid(game));
        }

        @Test
        void twoAgentsPlayWholeGameWithoutReadingTheInput() {
            TextUi ui = ui("");

            Game game = ui.play(new RandomAgent(1), new RandomAgent(2));

            assertThat(game.isOver()).isTrue();
            assertThat(transcript()).doesNotContain("Column (");
            assertThat(grid(replayOfTranscript())).isEqualTo(grid(game));
            String result = game.winner()
                    .map(winner -> "Player " + winner.number() + " wins with "
                            + game.winningLine().stream().map(Position::toString)
                                    .collect(Collectors.joining(" ")) + ".")
                    .orElse("Draw: the grid is full.");
            assertThat(transcript()).endsWith("\n" + result + "\n");
        }

        @Test
        void anUnknownAgentIsCalledSimplyAnAgent() {
            TextUi ui = ui("");

            ui.play((game, player) -> 1, (game, player) -> 2);

            assertThat(transcript())
                    .startsWith("New game. Player 1 (X): agent. Player 2 (O): agent.")
                    .contains("Player 1 wins with (3,1) (4,1) (5,1) (6,1).");
        }

        @Test
        void missingAgentsAreRefused() {
            TextUi ui = ui("");

            assertThatNullPointerException().isThrownBy(() -> ui.play(null, ui.keyboard()));
            assertThatNullPointerException().isThrownBy(() -> ui.play(ui.keyboard(), null));
        }
    }

    @Nested
    class Failures {

        private static final String STOPS = "The game stops here.\n";

        private void assertNoStackTrace() {
            assertThat(transcript()).doesNotContain("\tat ").doesNotContain("Exception in");
        }

        @Test
        void anUnfinishedAgentIsReportedWithItsMessageAndTheGameStops() {
            TextUi ui = ui(4, 4);
            Agent unfinished = (game, player) -> {
                throw new UnsupportedOperationException(
                        "Exercise 3: implement RandomAgent.randomColumnWithSpace");
            };

            Game game = ui.play(ui.keyboard(), unfinished);

            assertThat(grid(game)).isEqualTo(grid(played(4)));
            assertThat(transcript()).endsWith("Player 2 (agent) is not finished: exercise 3"
                    + " asks for RandomAgent.randomColumnWithSpace, which is not written yet."
                    + " The computer opponent is that exercise; meanwhile, play against a"
                    + " person: play --second human (or --first human for the first seat).\n"
                    + STOPS);
            assertNoStackTrace();
        }

        @Test
        void unfinishedEngineThatAnAgentCallsIsReportedAsTheEngines() {
            // The reference engine is finished, so the exception is made as the skeleton's
            // Game.hasSpace throws it under a finished random agent: with the frames it has.
            UnsupportedOperationException unfinished =
                    new UnsupportedOperationException("Exercise 1: implement Game.hasSpace");
            unfinished.setStackTrace(new StackTraceElement[] {
                    frame(Game.class, "hasSpace"),
                    frame(RandomAgent.class, "randomColumnWithSpace"),
                    frame(RandomAgent.class, "chooseColumn"),
                    frame(TextUi.class, "askForMove")});
            TextUi ui = ui(4, 4);

            ui.play(ui.keyboard(), (game, player) -> {
                throw unfinished;
            });

            assertThat(transcript()).endsWith("The engine is not finished: exercise 1 asks for"
                    + " Game.hasSpace, which is not written yet.\n" + STOPS);
            assertNoStackTrace();
        }

        private static StackTraceElement frame(Class<?> type, String method) {
            return new StackTraceElement(type.getName(), method, type.getSimpleName() + ".java", 1);
        }

        @Test
        void messagesEndAsOneSentenceWhateverTheExceptionSays() {
            Agent withStop = (game, player) -> {
                throw new UnsupportedOperationException("Not written yet.");
            };
            Agent silent = (game, player) -> {
                throw new UnsupportedOperationException();
            };

            ui("").play(withStop, silent);
            ui("").play(new RandomAgent(5), silent);

            String hint = " The computer opponent is that exercise; meanwhile, play against a"
                    + " person: play --second human (or --first human for the first seat).\n";
            assertThat(transcript())
                    .contains("Player 1 (agent) is not finished: Not written yet." + hint + STOPS)
                    .endsWith("Player 2 (agent) is not finished: UnsupportedOperationException."
                            + hint + STOPS);
        }

        @Test
        void anAgentThatThrowsIsReportedAsBroken() {
            TextUi ui = ui("");
            Agent broken = (game, player) -> {
                throw new IllegalArgumentException("bound must be positive");
            };

            ui.play(broken, new RandomAgent(3));

            assertThat(transcript()).endsWith("Player 1 (agent) broke while choosing a move: "
                    + "IllegalArgumentException: bound must be positive.\n" + STOPS);
            assertNoStackTrace();
        }

        @Test
        void failedAssertionInAgentIsReportedWithoutItsMissingMessage() {
            TextUi ui = ui("");
            Agent broken = (game, player) -> {
                throw new AssertionError();
            };

            ui.play(new RandomAgent(3), broken);

            assertThat(transcript()).endsWith("Player 2 (agent) broke while choosing a move: "
                    + "AssertionError.\n" + STOPS);
        }

        @Test
        void agentThatChoosesColumnWithoutSpaceIsNeverLetIntoTheEngine() {
            TextUi ui = ui("");

            Game offTheGrid = ui.play((game, player) -> 9, new RandomAgent(3));
            Game intoFullColumn = ui.play((game, player) -> 1, (game, player) -> 1);

            assertThat(grid(offTheGrid)).isEqualTo(grid(Game.newGame()));
            assertThat(transcript()).contains("Player 1 (agent) chose column 9, which is not a"
                    + " column with space: the agent is broken.\n" + STOPS);
            assertThat(grid(intoFullColumn)).isEqualTo(grid(played(1, 1, 1, 1, 1, 1)));
            assertThat(transcript()).endsWith("Player 1 (agent) chose column 1, which is not a"
                    + " column with space: the agent is broken.\n" + STOPS);
        }

        @Test
        void engineThatRefusesMoveItSaidWasLegalIsBlamedForIt() {
            // An agent that plays behind the UI's back ends the game after the UI's checks, so
            // the reference engine refuses the move just as a faulty engine would.
            TextUi ui = ui("");
            Agent sneaky = (game, player) -> {
                game.play(1);
                return 2;
            };

            ui.play(sneaky, (game, player) -> 1);

            assertThat(transcript()).endsWith("Player 1 (agent) plays column 2.\n"
                    + "The engine refused column 2, although it had said that the column has"
                    + " space and that the game is not over: the game is over: no move can be"
                    + " played after the end. The UI kept to the engine's contract, so the fault"
                    + " is in the engine.\n" + STOPS);
            assertNoStackTrace();
        }
    }

    @Nested
    class Sessions {

        @Test
        void gamesFollowOneAnotherWhileTheAnswerIsYesAndTheScoreIsKept() {
            String winByFirst = "1\n1\n2\n2\n3\n3\n4\n";
            String drawGame = Arrays.stream(DRAW).mapToObj(column -> column + "\n")
                    .collect(Collectors.joining());
            String winBySecond = "1\n2\n1\n2\n3\n2\n4\n2\n";
            TextUi ui = ui(winByFirst + "y\n" + drawGame + "yes\n" + winBySecond + "n\n"
                    + "1\n");

            boolean ended = ui.playSession(ui.keyboard(), ui.keyboard());

            assertThat(ended).isTrue();
            assertThat(transcript().split("New game\\.", -1)).hasSize(4);
            assertThat(transcript())
                    .contains("Games won: player 1 1, player 2 0; draws 0.\nPlay again? (y/n) ")
                    .contains("Games won: player 1 1, player 2 0; draws 1.\nPlay again? (y/n) ")
                    .endsWith("Games won: player 1 1, player 2 1; draws 1.\nPlay again? (y/n) ");
        }

        @Test
        void anAnswerOtherThanYesOrNoIsAskedAgain() {
            TextUi ui = ui("1\n1\n2\n2\n3\n3\n4\nmaybe\nN\n");

            assertThat(ui.playSession(ui.keyboard(), ui.keyboard())).isTrue();
            assertThat(transcript()).endsWith("Play again? (y/n) Type y to play again or n to stop."
                    + "\nPlay again? (y/n) ");
        }

        @Test
        void playAgainAnswersHelpAndReadsPortugueseAndQuit() {
            String win = "1\n1\n2\n2\n3\n3\n4\n";
            TextUi ui = ui(win + "ajuda\nsim\n" + win + "sair\n1\n");

            assertThat(ui.playSession(ui.keyboard(), ui.keyboard())).isTrue();
            assertThat(transcript().split("New game\\.", -1)).hasSize(3);
            assertThat(transcript()).contains("Play again? (y/n) Type y (or yes, s, sim) to play"
                    + " another game, n (or no, nao) to stop.\nType quit (or sair) to stop.\n"
                    + "Play again? (y/n) New game.")
                    .endsWith("Play again? (y/n) No more games.\n");
        }

        @Test
        void theSessionEndsWhenTheInputDoes() {
            TextUi ui = ui(1, 1, 2, 2, 3, 3, 4);

            assertThat(ui.playSession(ui.keyboard(), ui.keyboard())).isTrue();
            assertThat(transcript()).endsWith("Play again? (y/n) \nThe input ended: no more"
                    + " games.\n");
            TextUi another = ui("2\n");
            assertThat(another.playSession(another.keyboard(), another.keyboard())).isTrue();
            assertThat(transcript()).endsWith("The input ended before the game did. "
                    + "The game stops here.\n");
        }

        @Test
        void failureEndsTheSessionAndSaysSo() {
            TextUi ui = ui("y\ny\n");
            Agent unfinished = (game, player) -> {
                throw new UnsupportedOperationException("Exercise 4: implement Solver.negamax");
            };

            assertThat(ui.playSession(unfinished, new RandomAgent(1))).isFalse();
            assertThat(transcript()).doesNotContain("Play again?");
        }
    }
}
