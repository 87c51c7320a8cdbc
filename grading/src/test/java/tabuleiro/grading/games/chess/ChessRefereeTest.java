package tabuleiro.grading.games.chess;

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
import tabuleiro.grading.child.AgentMaker;
import tabuleiro.grading.child.HostedGame;
import tabuleiro.grading.games.chess.child.ChessEngine;
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
 * Chess in the tournament, on the reference (on the test class path, opened in a loader of its
 * own as the command opens {@code oracle/}): the anchors play whole games the referee accepts
 * and replays, the strong anchor beats the random one, an illegal move loses with the reason,
 * and the host replays the moves on an engine and asks its agent.
 */
class ChessRefereeTest {

    private static ReferenceChess reference;

    @BeforeAll
    static void openTheReference() throws IOException, ClassNotFoundException {
        URL classes = Class.forName("tabuleiro.chess.Game").getProtectionDomain()
                .getCodeSource().getLocation();
        reference = (ReferenceChess) TournamentGame.of("chess").orElseThrow()
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
        assertTrue(moves.size() > 4 && moves.size() <= ReferenceChess.MAX_PLIES, record.moves());
        assertTrue(moves.stream().allMatch(move -> move.matches("[a-h][1-8][a-h][1-8][qrbn]?")),
                record.moves());
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
                () -> start.play("e2e5"));
        assertTrue(notLegal.getMessage().startsWith("\"e2e5\" is not a legal move here"),
                notLegal.getMessage());
        assertThrows(IllegalMoveException.class, () -> start.play("castle"));
        GameRecord lost = new Referee(reference, 1000).play(1, new Pairing(0, 1, 5),
                List.of(reference.anchors().get(0), new Fixed("e7e5")));
        assertEquals(Optional.of(Forfeit.ILLEGAL), lost.forfeit());
        assertEquals(0, lost.winner());
        assertTrue(lost.reason().contains("e7e5"), lost.reason());
    }

    @Test
    void theHostReplaysTheMovesAndAsksTheAgent() throws Exception {
        RefereeGame.Position position = reference.start(11);
        List<String> moves = new ArrayList<>();
        Player random = reference.anchors().get(0);
        for (int i = 0; i < 6; i++) {
            moves.add(position.play(random.move(1, 11, reference.join(moves), 1000).move()
                    .orElseThrow()));
        }
        // The reference stands in for a submission here: the host's code on an engine of the
        // exercise's API, in the test's own class loader.
        HostedGame host = TournamentGame.of("chess").orElseThrow()
                .host(getClass().getClassLoader());
        assertTrue(host instanceof ChessEngine);
        String played = reference.join(moves);
        assertTrue(host.readable(played), played);
        assertTrue(host.readable(""), "the first move is asked with no moves");
        assertFalse(host.readable("e2e4;e7e5"));
        // A submission that adds no agent plays the game's AlphaBetaAgent (chess has no
        // RandomAgent), made from its constructor of a depth, as the host would make it.
        AgentMaker maker = AgentMaker.find(host.agentType(), List.of("tabuleiro.chess.Missing",
                "tabuleiro.chess.RandomAgent", "tabuleiro.chess.AlphaBetaAgent"),
                getClass().getClassLoader());
        assertEquals("tabuleiro.chess.AlphaBetaAgent", maker.className());
        Object agent = maker.make(11);
        String answer = host.ask(agent, played);
        assertEquals(answer, position.play(answer), "the referee accepts the host's move");
        assertThrows(ReflectiveOperationException.class, () -> host.ask(agent, "e2e5"),
                "a move the engine does not list is not replayed");
    }

    @Test
    void aRepeatedPositionIsTheReferencesDraw() {
        // Knights out and back: the reference's fivefold repetition ends the game, drawn.
        List<String> dance = List.of("g1f3", "g8f6", "f3g1", "f6g8");
        GameRecord record = new Referee(reference, 1000).play(1,
                new Pairing(0, 1, 1), List.of(new Dancer(dance), new Dancer(dance)));
        assertEquals(Optional.empty(), record.forfeit(), record.reason());
        assertEquals(-1, record.winner(), "a repetition is a draw");
        assertEquals(16, reference.split(record.moves()).size(), record.moves());
    }

    @Test
    void aGameTheEngineDoesNotEndIsDrawnAtTheCap() throws Exception {
        ListedMovesTable table = new ListedMovesTable(
                new ChessEngine(getClass().getClassLoader()), 3, ChessWords.class, game -> "");
        for (String move : List.of("e2e4", "e7e5", "g1f3")) {
            assertFalse(table.over());
            table.play(move);
        }
        assertTrue(table.over(), "three moves are the cap");
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

    /** A player that plays the move of a cycle the number of moves so far points at. */
    private record Dancer(List<String> cycle) implements Player {
        @Override
        public String name() {
            return "dancer";
        }

        @Override
        public Reply move(int game, long seed, String moves, long millis) {
            int ply = moves.isEmpty() ? 0 : moves.split(" ").length;
            return Reply.move(cycle.get(ply % cycle.size()));
        }
    }
}
