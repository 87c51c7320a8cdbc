package tabuleiro.grading.games.qwirkle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
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
import tabuleiro.grading.games.qwirkle.child.QwirkleEngine;
import tabuleiro.grading.games.qwirkle.child.QwirkleNotation;
import tabuleiro.grading.games.qwirkle.child.QwirklePosition;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.Texts;
import tabuleiro.grading.tournament.games.TournamentGame;
import tabuleiro.grading.tournament.referee.Forfeit;
import tabuleiro.grading.tournament.referee.GameRecord;
import tabuleiro.grading.tournament.referee.IllegalMoveException;
import tabuleiro.grading.tournament.referee.Pairing;
import tabuleiro.grading.tournament.referee.Player;
import tabuleiro.grading.tournament.referee.Referee;
import tabuleiro.grading.tournament.referee.RefereeGame;
import tabuleiro.grading.tournament.referee.Reply;
import tabuleiro.grading.tournament.report.TournamentTexts;

/**
 * Qwirkle in the tournament, on the reference (on the test class path, opened in a loader of its
 * own as the command opens {@code oracle/}): the anchors play whole games the referee accepts,
 * a player is told a position its host can build, with the opponent's hand and the bag dealt
 * from the unseen tiles, and an illegal turn loses with the engine's reason.
 */
class QwirkleRefereeTest {

    private static ReferenceQwirkle reference;

    @BeforeAll
    static void openTheReference() throws IOException, ClassNotFoundException {
        URL classes = Class.forName("tabuleiro.qwirkle.Game").getProtectionDomain()
                .getCodeSource().getLocation();
        reference = (ReferenceQwirkle) TournamentGame.of("qwirkle").orElseThrow()
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
        assertEquals(List.of("reference-random", "reference-greedy"),
                anchors.stream().map(Player::name).toList());
        GameRecord record = play(7, anchors);
        assertEquals(Optional.empty(), record.forfeit(), record.reason());
        List<String> turns = reference.split(record.moves());
        assertTrue(turns.size() > 10, "a game of placements: " + turns.size() + " turns");
        assertTrue(turns.stream().allMatch(QwirkleNotation::isTurn), record.moves());
        RefereeGame.Position end = reference.replay(7, record.moves());
        assertTrue(end.over());
        assertEquals(record.winner(), end.winner());
        assertEquals(record, play(7, anchors), "the same seed plays the same game");
        assertTrue(end.svg().startsWith("<svg") || end.svg().startsWith("<?xml"), end.svg());
        Texts english = Texts.of(TournamentTexts.class, Language.ENGLISH);
        assertTrue(end.caption(english).orElseThrow().startsWith("score "),
                end.caption(english).toString());
    }

    @Test
    void theGreedyAnchorBeatsTheRandomOneMostOfTheTime() {
        List<Player> anchors = reference.anchors();
        int greedy = 0;
        for (long seed = 1; seed <= 4; seed++) {
            greedy += play(seed, anchors).winner() == 1 ? 1 : 0;
            greedy += play(seed, List.of(anchors.get(1), anchors.get(0))).winner() == 0 ? 1 : 0;
        }
        assertTrue(greedy >= 6, "greedy won " + greedy + " of 8");
    }

    @Test
    void aPlayerIsToldItsHandAndADealOfTheTilesItHasNotSeen() throws Exception {
        RefereeGame.Position start = reference.start(3);
        start.play("pass");
        String question = reference.question(start, 3, List.of("pass"));
        QwirklePosition told = QwirklePosition.read(question).orElseThrow();
        QwirkleEngine engine = engineOf(start);
        QwirklePosition real = engine.read(((QwirkleTable) start).game(), 1);
        assertEquals(1, told.turn());
        assertEquals(1, told.toMove());
        assertEquals(real.hands().get(1), told.hands().get(1), "its own hand as it is");
        assertEquals(real.bag().size(), told.bag().size());
        assertEquals(6, told.hands().get(0).size());
        List<String> unseen = new ArrayList<>(real.hands().get(0));
        unseen.addAll(real.bag());
        List<String> dealt = new ArrayList<>(told.hands().get(0));
        dealt.addAll(told.bag());
        assertEquals(unseen.stream().sorted().toList(), dealt.stream().sorted().toList());
        assertNotEquals(real.bag(), told.bag(), "not the bag's order");
        assertEquals(reference.ply(question), 1);
        assertEquals(told, QwirklePosition.read(told.write()).orElseThrow());
    }

    @Test
    void theHostBuildsTheToldPositionAndAsksTheAgent() throws Exception {
        RefereeGame.Position position = reference.start(11);
        List<String> turns = new ArrayList<>();
        List<Player> anchors = reference.anchors();
        for (int i = 0; i < 6; i++) {
            String question = reference.question(position, 11, turns);
            turns.add(position.play(anchors.get(1).move(1, 11, question, 1000).move()
                    .orElseThrow()));
        }
        String question = reference.question(position, 11, turns);
        // The reference stands in for a submission here: the host's code on an engine of the
        // exercise's API, in the test's own class loader.
        QwirkleEngine host = new QwirkleEngine(getClass().getClassLoader());
        assertTrue(host.readable(question));
        Object greedy = Class.forName("tabuleiro.qwirkle.GreedyAgent").getConstructor()
                .newInstance();
        String answer = host.ask(greedy, question);
        assertTrue(QwirkleNotation.isTurn(answer), answer);
        assertEquals(answer, position.play(answer), "the referee accepts the host's turn");
        assertFalse(host.readable(reference.join(turns)), "turns are not a position");
    }

    @Test
    void anIllegalTurnIsRefusedWithTheEnginesReason() throws Exception {
        RefereeGame.Position start = reference.start(5);
        IllegalMoveException notATurn = assertThrows(IllegalMoveException.class,
                () -> start.play("jump A1"));
        assertTrue(notATurn.getMessage().contains("is not a Qwirkle turn"),
                notATurn.getMessage());
        IllegalMoveException notInHand = assertThrows(IllegalMoveException.class,
                () -> start.play(aTileNotInHand(start)));
        assertFalse(notInHand.getMessage().isBlank());
        GameRecord lost = new Referee(reference, 1000).play(1, new Pairing(0, 1, 5),
                List.of(new Fixed("trade A1 A1 A1 A1"), reference.anchors().get(0)));
        assertEquals(Optional.of(Forfeit.ILLEGAL), lost.forfeit());
        assertEquals(1, lost.winner());
    }

    private static String aTileNotInHand(RefereeGame.Position start) throws Exception {
        QwirkleEngine engine = engineOf(start);
        List<String> hand = engine.read(((QwirkleTable) start).game(), 0).hands().get(0);
        for (String shape : List.of("A", "B", "C", "D", "E", "F")) {
            for (int colour = 1; colour <= 6; colour++) {
                if (!hand.contains(shape + colour)) {
                    return "play " + shape + colour + " 0,0";
                }
            }
        }
        throw new AssertionError("a hand of six holds every kind");
    }

    @Test
    void aGameOfTradesForEverEndsAtTheCap() {
        Player trader = new Fixed("");
        GameRecord record = new Referee(reference, 1000).play(1,
                new Pairing(0, 1, 9), List.of(trader, trader));
        assertEquals(Optional.empty(), record.forfeit(), record.reason());
        assertEquals(QwirkleTable.MAX_TURNS, reference.split(record.moves()).size());
        assertEquals(-1, record.winner(), "no score: a draw");
    }

    /** The referee's engine: the reference's, in the loader the referee opened it in. */
    private static QwirkleEngine engineOf(RefereeGame.Position position) throws Exception {
        return new QwirkleEngine(((QwirkleTable) position).game().getClass().getClassLoader());
    }

    /** A player that always answers one turn, or trades its first tile when given none. */
    private record Fixed(String turn) implements Player {
        @Override
        public String name() {
            return "fixed";
        }

        @Override
        public Reply move(int game, long seed, String moves, long millis) {
            if (!turn.isEmpty()) {
                return Reply.move(turn);
            }
            QwirklePosition told = QwirklePosition.read(moves).orElseThrow();
            return Reply.move("trade " + told.hands().get(told.toMove()).get(0));
        }
    }
}
