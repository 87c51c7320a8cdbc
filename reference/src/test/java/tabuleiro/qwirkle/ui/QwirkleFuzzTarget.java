package tabuleiro.qwirkle.ui;

import java.io.PrintWriter;
import java.io.Reader;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import tabuleiro.qwirkle.Bag;
import tabuleiro.qwirkle.Board;
import tabuleiro.qwirkle.CheatMode;
import tabuleiro.qwirkle.Game;
import tabuleiro.qwirkle.Hand;
import tabuleiro.qwirkle.Player;
import tabuleiro.qwirkle.Tile;
import tabuleiro.qwirkle.Variant;

/**
 * Qwirkle's text UI as the fuzzer drives it: two people sharing the keyboard (so the prompt
 * that hands the keyboard over is fuzzed too), a session of games that starts near the end of
 * a brief game in cheat mode (so that "Play again?" comes within a few turns), then a new
 * official game, then a new brief one in cheat mode, and so on.
 *
 * <p>Everything is seeded from constants, so a session depends only on its script.
 */
public final class QwirkleFuzzTarget implements tabuleiro.ui.FuzzTarget {

    private static final List<String> TILES = List.of("A1", "A4", "A5", "B1", "B2", "C1",
            "D1", "E5", "F5", "F6");
    private static final List<String> SQUARES = List.of("0,0", "0,1", "0,3", "0,4", "0,-1",
            "1,0", "-1,0", "1,1", "2,0", "0,5", "1000,0", "0,1001", "0,2147483646");
    private static final List<String> VOCABULARY = vocabularyOfTurns();

    /** Creates the target; the fuzzer and the fuzz campaign make it by reflection. */
    public QwirkleFuzzTarget() {
        // Nothing to set up: each session makes its own UI and games.
    }

    @Override
    public String game() {
        return "qwirkle";
    }

    @Override
    public List<String> vocabulary() {
        return VOCABULARY;
    }

    @Override
    public int play(Reader input, PrintWriter output) {
        TextUi ui = new TextUi(input, output);
        SplittableRandom random = new SplittableRandom(15);
        int[] made = {0};
        Supplier<Game> games = () -> switch (made[0]++ % 3) {
            case 0 -> nearTheEnd(random.split());
            case 1 -> Game.newGame(Variant.OFFICIAL, CheatMode.OFF, List.of("Ana", "Bo"),
                    random.split());
            default -> Game.newGame(Variant.BRIEF, CheatMode.ON, List.of("Ana", "Bo"),
                    random.split());
        };
        return ui.playSession(games, List.of(ui.keyboard(), ui.keyboard())).status().code();
    }

    /** A brief game in cheat mode whose bag holds three tiles: three placed tiles end it. */
    static Game nearTheEnd(SplittableRandom random) {
        List<Player> players = List.of(
                new Player("Ana", new Hand(tiles("A4 B5 C6 D1 E2 F3")), 7),
                new Player("Bo", new Hand(tiles("A5 B6 C1 D2 E3 F4")), 5));
        return Game.setUp(Variant.BRIEF).cheatMode(CheatMode.ON)
                .board(Board.parse("0 1 2\n0 A1 A2 A3")).players(players)
                .bag(Bag.ordered(tiles("F5 F6 E5"), random)).start();
    }

    private static List<Tile> tiles(String text) {
        return Arrays.stream(text.split(" ")).map(Tile::parse).toList();
    }

    /**
     * Plays of plausible tiles on plausible squares (a few out of play), two-tile plays, trades,
     * passes, the Portuguese words, the hand command, answers to "Play again?" and Enter.
     */
    private static List<String> vocabularyOfTurns() {
        List<String> words = new ArrayList<>();
        for (String tile : TILES) {
            for (String square : SQUARES) {
                words.add("play " + tile + " " + square);
            }
        }
        words.addAll(List.of("play A4 0,3 A5 0,4", "play A5 0,-1 A4 0,3", "play B1 1,0 C1 2,0",
                "jogar a4@0,3", "p F5 0,0 F5 0,1", "play A4 0,3 A4 0,4", "play F5 0,2147483647"
                        + " F6 0,-2147483648", "play", "play A4",
                "trade A4", "trade A4 B5 C6", "trocar a5", "trade A4 A4", "trade", "pass",
                "passar", "pass now", "hand", "mão", "y", "n", "s", "sim", "não", "maybe", "",
                "quit", "sair"));
        return List.copyOf(words);
    }
}
