package tabuleiro.checkers;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * Round trips of the checkers notations over random legal games of both variants:
 * every position through PDN FEN, every legal move through its PDN text, and the game through
 * the PDN export. The engine writes PDN but does not read it, so the test reads the movetext
 * itself, naming each move by the only legal move that writes that text.
 */
class NotationRoundTripTest {

    /** How many games each property plays. */
    private static final int GAMES = 40;
    private static final Pattern FEN_TAG = Pattern.compile("\\[FEN \"([^\"]*)\"]");

    @Property(tries = GAMES)
    void everyPositionReadsBackFromItsFenAndEveryMoveHasATextOfItsOwn(@ForAll long seed,
            @ForAll @IntRange(max = 150) int plies) {
        Game game = randomGame(seed, plies);
        Game replay = Game.fromPosition(game.variant(), game.startingBoard(),
                game.firstToMove());
        List<Move> moves = game.history();
        for (int index = 0; index <= moves.size(); index++) {
            String fen = replay.fen();
            Fen.Position read = Fen.read(fen);
            assertThat(read.board()).isEqualTo(replay.board());
            assertThat(read.toMove()).isEqualTo(replay.sideToMove());
            assertThat(Fen.write(read.board(), read.toMove())).isEqualTo(fen);
            if (!replay.isOver()) {
                Set<String> texts = new HashSet<>();
                for (Move move : replay.legalMoves()) {
                    assertThat(texts.add(move.toString()) || sameEffectTwice(replay, move))
                            .as("two legal moves written %s in %s", move, fen).isTrue();
                }
                assertThat(texts(Game.fromFen(game.variant(), fen).legalMoves()))
                        .isEqualTo(texts(replay.legalMoves()));
            }
            if (index < moves.size()) {
                replay.play(moves.get(index));
            }
        }
    }

    @Property(tries = GAMES)
    void aGameReadsBackFromItsPdn(@ForAll long seed, @ForAll @IntRange(max = 200) int plies) {
        Game game = randomGame(seed, plies);

        String pdn = Pdn.export(game, "Round trip");

        Matcher fen = FEN_TAG.matcher(pdn);
        Game read = fen.find() ? Game.fromFen(game.variant(), fen.group(1))
                : Game.newGame(game.variant());
        String movetext = pdn.replaceAll("(?m)^\\[.*$", "").replaceAll("\\{[^}]*}", "");
        for (String token : movetext.trim().split("\\s+")) {
            if (token.isEmpty() || token.matches("\\d+\\.(\\.\\.)?")
                    || List.of("1-0", "0-1", "1/2-1/2", "*").contains(token)) {
                continue;
            }
            List<Move> named = read.legalMoves().stream()
                    .filter(move -> move.toString().equals(token)).toList();
            assertThat(named).as("the legal moves written %s", token).isNotEmpty();
            read.play(named.get(0));
        }
        assertThat(read.history()).isEqualTo(game.history());
        assertThat(read.board()).isEqualTo(game.board());
        assertThat(read.sideToMove()).isEqualTo(game.sideToMove());
        assertThat(pdn).contains(game.isDrawn() ? "1/2-1/2"
                : game.winner().map(winner -> winner == Colour.WHITE ? "1-0" : "0-1")
                        .orElse("*"));
    }

    /** Two legal moves may share a text only if they do the same (the same route taken twice). */
    private static boolean sameEffectTwice(Game game, Move move) {
        return game.legalMoves().stream()
                .filter(other -> other.toString().equals(move.toString()))
                .allMatch(other -> other.sameEffectAs(move));
    }

    private static Set<String> texts(List<Move> moves) {
        Set<String> texts = new HashSet<>();
        moves.forEach(move -> texts.add(move.toString()));
        return texts;
    }

    /**
     * Plays random legal moves in the variant the seed picks: from the initial position for
     * seeds divisible by 4, otherwise from a position that random moves reached, read as FEN
     * (so that Black may move first).
     */
    static Game randomGame(long seed, int plies) {
        Random random = new Random(seed);
        Variant variant = (seed & 2) == 0 ? Variant.CLASSIC : Variant.SIMPLIFIED;
        Game game = Game.newGame(variant);
        if ((seed & 1) != 0) {
            game = Game.fromFen(variant, play(game, random, 1 + random.nextInt(30)).fen());
        }
        return play(game, random, plies);
    }

    private static Game play(Game game, Random random, int plies) {
        for (int ply = 0; ply < plies && !game.isOver(); ply++) {
            List<Move> legal = new ArrayList<>(game.legalMoves());
            game.play(legal.get(random.nextInt(legal.size())));
        }
        return game;
    }
}
