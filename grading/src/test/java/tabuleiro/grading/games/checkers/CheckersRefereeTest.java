package tabuleiro.grading.games.checkers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URL;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tabuleiro.grading.child.HostedGame;
import tabuleiro.grading.games.checkers.child.CheckersEngine;
import tabuleiro.grading.tournament.games.ListedMovesTable;
import tabuleiro.grading.tournament.games.TournamentGame;
import tabuleiro.grading.tournament.referee.Forfeit;
import tabuleiro.grading.tournament.referee.GameRecord;
import tabuleiro.grading.tournament.referee.IllegalMoveException;
import tabuleiro.grading.tournament.referee.Pairing;
import tabuleiro.grading.tournament.referee.Player;
import tabuleiro.grading.tournament.referee.Referee;
import tabuleiro.grading.tournament.referee.RefereeGame;
import tabuleiro.grading.tournament.referee.Reply;

/**
 * Checkers in the tournament, on the reference (on the test class path, opened in a loader of
 * its own as the command opens {@code oracle/}): the anchors play whole games the referee
 * accepts and replays, the strong anchor beats the random one, an illegal move loses with the
 * reason, a resignation loses, and the host replays the moves on an engine and asks its agent.
 */
class CheckersRefereeTest {

    private static final String MOVE = "\\d+([-x]\\d+)+";

    private static ReferenceCheckers reference;

    @BeforeAll
    static void openTheReference() throws IOException, ClassNotFoundException {
        URL classes = Class.forName("tabuleiro.checkers.Game").getProtectionDomain()
                .getCodeSource().getLocation();
        reference = (ReferenceCheckers) TournamentGame.of("checkers").orElseThrow()
                .open(List.of(classes));
    }

    @AfterAll
    static void closeIt() throws IOException {
        reference.close();
    }

    private static GameRecord play(long seed, List<Player> players) {
        return new Referee(reference, 60_000).play(1, new Pairing(0, 1, seed),
                players);
    }

    @Test
    void theAnchorsPlayWholeGamesThatReplayExactly() {
        List<Player> anchors = reference.anchors();
        assertEquals(List.of("reference-random", "reference-strong"),
                anchors.stream().map(Player::name).toList());
        GameRecord record = play(7, anchors);
        assertEquals(Optional.empty(), record.forfeit(), record.reason());
        List<String> moves = reference.split(record.moves());
        assertTrue(moves.size() > 4 && moves.size() <= ReferenceCheckers.MAX_PLIES,
                record.moves());
        assertTrue(moves.stream().allMatch(move -> move.matches(MOVE)), record.moves());
        RefereeGame.Position end = reference.replay(7, record.moves());
        assertTrue(end.over());
        assertEquals(record.winner(), end.winner());
        assertEquals(record, play(7, anchors), "the same seed plays the same game");
        assertTrue(end.svg().contains("<svg"), end.svg());
    }

    @Test
    void theStrongAnchorBeatsTheRandomOne() {
        List<Player> anchors = reference.anchors();
        int strong = 0;
        int random = 0;
        for (long seed = 1; seed <= 2; seed++) {
            int won = play(seed, anchors).winner();
            strong += won == 1 ? 1 : 0;
            random += won == 0 ? 1 : 0;
            won = play(seed, List.of(anchors.get(1), anchors.get(0))).winner();
            strong += won == 0 ? 1 : 0;
            random += won == 1 ? 1 : 0;
        }
        assertEquals(0, random, "the random anchor won a game");
        assertTrue(strong >= 3, "strong won " + strong + " of 4");
    }

    @Test
    void anIllegalMoveLosesWithTheReason() {
        RefereeGame.Position start = reference.start(5);
        IllegalMoveException notLegal = assertThrows(IllegalMoveException.class,
                () -> start.play("21-13"));
        assertTrue(notLegal.getMessage().startsWith("\"21-13\" is not a legal move here"),
                notLegal.getMessage());
        assertThrows(IllegalMoveException.class, () -> start.play("e2e4"));
        GameRecord lost = new Referee(reference, 1000).play(1, new Pairing(0, 1, 5),
                List.of(new Fixed("1-2"), reference.anchors().get(0)));
        assertEquals(Optional.of(Forfeit.ILLEGAL), lost.forfeit());
        assertEquals(1, lost.winner());
        assertTrue(lost.reason().contains("1-2"), lost.reason());
    }

    @Test
    void aResignationLosesTheGame() {
        GameRecord record = play(3, List.of(reference.anchors().get(0),
                new Fixed(CheckersEngine.RESIGN)));
        assertEquals(Optional.empty(), record.forfeit(), record.reason());
        assertEquals(0, record.winner(), "the second player resigned");
        assertEquals(2, reference.split(record.moves()).size(), record.moves());
    }

    @Test
    void theHostReplaysTheMovesAndAsksTheAgent() throws Exception {
        RefereeGame.Position position = reference.start(11);
        List<String> moves = new ArrayList<>();
        Player random = reference.anchors().get(0);
        for (int i = 0; i < 8; i++) {
            moves.add(position.play(random.move(1, 11, reference.join(moves), 1000).move()
                    .orElseThrow()));
        }
        // The reference stands in for a submission here: the host's code on an engine of the
        // exercise's API, in the test's own class loader.
        HostedGame host = TournamentGame.of("checkers").orElseThrow()
                .host(getClass().getClassLoader());
        assertTrue(host instanceof CheckersEngine);
        String played = reference.join(moves);
        assertTrue(host.readable(played), played);
        assertTrue(host.readable(""), "the first move is asked with no moves");
        assertFalse(host.readable("e2e4"));
        Object agent = Class.forName("tabuleiro.checkers.AlphaBetaAgent")
                .getConstructor(int.class).newInstance(2);
        String answer = host.ask(agent, played);
        assertTrue(answer.matches(MOVE), answer);
        assertEquals(answer, position.play(answer), "the referee accepts the host's move");
        assertThrows(ReflectiveOperationException.class, () -> host.ask(agent, "21-13"),
                "a move the engine does not list is not replayed");
    }

    @Test
    void aGameTheEngineDoesNotEndIsDrawnAtTheCap() throws Exception {
        ListedMovesTable table = new ListedMovesTable(
                new CheckersEngine(getClass().getClassLoader()), 2, CheckersWords.class,
                game -> "");
        List<String> legal = new CheckersEngine(getClass().getClassLoader())
                .legal(table.game());
        assertFalse(table.over());
        table.play(legal.get(0));
        assertFalse(table.over());
        assertThrows(IllegalMoveException.class, () -> table.play(legal.get(0)),
                "the first side's move is not the second's");
        assertFalse(table.over(), "a refused move is not counted");
        table.play(new CheckersEngine(getClass().getClassLoader()).legal(table.game()).get(0));
        assertTrue(table.over(), "two moves are the cap");
        assertEquals(-1, table.winner());
    }

    /** A player that always answers one move. */
    private record Fixed(String move) implements Player {
        @Override
        public String name() {
            return "fixed";
        }

        @Override
        public Reply move(int game, long seed, String moves, long millis) {
            return Reply.move(move);
        }
    }
}
