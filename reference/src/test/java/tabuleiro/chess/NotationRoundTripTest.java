package tabuleiro.chess;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * Round trips that cannot lie: random legal games, written in every notation the
 * chess engine has and read back, must give the same positions and the same moves. Each
 * property plays its own games from a seed jqwik draws, so a failure names a seed that
 * replays it. A game starts from the starting position or, every other try, from a position
 * reached by random moves (so that Black may move first, and the PGN carries SetUp and FEN).
 */
class NotationRoundTripTest {

    /** How many games each property plays: enough to reach promotions, cheap enough to run. */
    private static final int GAMES = 20;

    @Property(tries = GAMES)
    void everyPositionOfAGameReadsBackFromItsFen(@ForAll long seed,
            @ForAll @IntRange(max = 200) int plies) {
        for (Position position : positions(randomGame(seed, plies))) {
            String fen = position.fen();
            Position read = Fen.parse(fen);
            assertThat(read.fen()).isEqualTo(fen);
            assertThat(read).isEqualTo(position);
            assertThat(Set.copyOf(read.legalMoves())).isEqualTo(Set.copyOf(position.legalMoves()));
        }
    }

    @Property(tries = GAMES)
    void everyLegalMoveReadsBackFromItsSanAndTheBriefsForms(@ForAll long seed,
            @ForAll @IntRange(max = 200) int plies) {
        for (Position position : positions(randomGame(seed, plies))) {
            List<Move> legal = position.legalMoves();
            Set<String> written = new HashSet<>();
            for (Move move : legal) {
                String san = San.write(position, move);
                assertThat(written.add(san)).as("two moves written %s in %s", san, position)
                        .isTrue();
                assertThat(San.parse(position, san)).as(san + " in " + position).isEqualTo(move);
                String coordinates = move.from() + ">>" + move.to()
                        + (move.isPromotion() ? String.valueOf(move.promotion().letter()) : "");
                assertThat(San.parse(position, coordinates)).isEqualTo(move);
                assertThat(San.parse(position, coordinates.toUpperCase(Locale.ROOT)))
                        .isEqualTo(move);
                assertThat(San.parse(position, move.uci())).isEqualTo(move);
            }
            assertThat(position.fen()).as("writing and reading leave the position as it was")
                    .isEqualTo(position.copy().fen());
        }
    }

    @Property(tries = GAMES)
    void aGameReadsBackFromItsPgnWrittenAsExportedOrAsTheImportFormatAllows(
            @ForAll long seed, @ForAll @IntRange(max = 250) int plies) {
        Game game = randomGame(seed, plies);
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("White", "Ana \"the \\ rook\"");
        tags.put("Round", String.valueOf(seed % 100));
        tags.put("Annotator", "Rui");
        tags.put("ECO", "C50");

        String pgn = Pgn.write(game, tags);

        List<String> lines = pgn.lines().toList();
        // The export format's limit is the movetext's (PGN 8.2.2.2): a tag pair has a line of
        // its own whatever its length, and a FEN value may take it past 79 characters.
        assertThat(lines).filteredOn(line -> !line.startsWith("["))
                .allMatch(line -> line.length() < 80);
        List<String> names = lines.stream().filter(line -> line.startsWith("["))
                .map(line -> line.substring(1, line.indexOf(' '))).toList();
        assertThat(names.subList(0, 7))
                .containsExactly("Event", "Site", "Date", "Round", "White", "Black", "Result");
        assertThat(names.subList(7, names.size())).isSorted();
        assertSameGame(Pgn.read(pgn), game);
        assertSameGame(Pgn.read(asImported(pgn, new Random(seed))), game);
    }

    @Property(tries = GAMES)
    void aGameReadsBackFromItsSavedFile(@ForAll long seed,
            @ForAll @IntRange(max = 250) int plies) throws IOException {
        Game game = randomGame(seed, plies);
        Path file = Files.createTempFile("round-trip", ".txt");
        try {
            SavedGame.save(game, file);
            SavedGame read = SavedGameFile.read(file);

            assertThat(read.warning()).isEmpty();
            assertThat(read.game().startPosition()).isEqualTo(game.startPosition());
            assertThat(read.game().moves()).isEqualTo(game.moves());
            assertThat(read.game().position()).isEqualTo(game.position());
        } finally {
            Files.deleteIfExists(file);
        }
    }

    private static void assertSameGame(Game read, Game game) {
        assertThat(read.startPosition()).isEqualTo(game.startPosition());
        assertThat(read.moves()).isEqualTo(game.moves());
        assertThat(read.position()).isEqualTo(game.position());
        assertThat(read.outcome()).isEqualTo(game.outcome());
    }

    /**
     * Plays random legal moves: from the starting position for even seeds, otherwise from a
     * position that a first run of random moves reached, read as FEN.
     */
    static Game randomGame(long seed, int plies) {
        Random random = new Random(seed);
        Game game = Game.newGame();
        if ((seed & 1) != 0) {
            game = Game.fromFen(play(game, random, 1 + random.nextInt(60)).position().fen());
        }
        return play(game, random, plies);
    }

    private static Game play(Game game, Random random, int plies) {
        for (int ply = 0; ply < plies && !game.isOver(); ply++) {
            List<Move> legal = game.legalMoves();
            game.play(legal.get(random.nextInt(legal.size())));
        }
        return game;
    }

    /** Every position of a game, from its start to its end. */
    static List<Position> positions(Game game) {
        List<Position> positions = new ArrayList<>();
        Game replay = Game.from(game.startPosition());
        positions.add(replay.position().copy());
        for (Move move : game.moves()) {
            replay.play(move);
            positions.add(replay.position().copy());
        }
        return positions;
    }

    /**
     * Rewrites a PGN the way the import format lets other tools write it: tags with spaces
     * inside their brackets or none before the value, move numbers with or without periods
     * and with the periods apart, Black's move numbers written {@code 5. ...}, and tokens
     * parted by spaces or line breaks of any length.
     */
    private static String asImported(String pgn, Random random) {
        StringBuilder text = new StringBuilder();
        List<String> tokens = new ArrayList<>();
        for (String line : pgn.split("\n")) {
            if (line.startsWith("[")) {
                String name = line.substring(1, line.indexOf(' '));
                String value = line.substring(line.indexOf(' ') + 1, line.length() - 1);
                text.append(switch (random.nextInt(3)) {
                    case 0 -> "[ " + name + " " + value + " ]";
                    case 1 -> "[" + name + value + "]";
                    default -> "[" + name + "\n" + value + "\n]";
                }).append(random.nextBoolean() ? "\n" : " ");
            } else {
                tokens.addAll(List.of(line.trim().split("\\s+")));
            }
        }
        for (String token : tokens) {
            if (token.isEmpty()) {
                continue;
            }
            String rewritten = token;
            if (token.matches("\\d+\\.")) {
                String number = token.substring(0, token.length() - 1);
                rewritten = switch (random.nextInt(3)) {
                    case 0 -> number;
                    case 1 -> number + " .";
                    default -> token;
                };
            } else if (token.matches("\\d+\\.\\.\\.")) {
                String number = token.substring(0, token.length() - 3);
                rewritten = random.nextBoolean() ? number + ". ..." : number + " ...";
            }
            text.append(rewritten).append(switch (random.nextInt(3)) {
                case 0 -> " ";
                case 1 -> "\n";
                default -> "   ";
            });
        }
        return text.toString();
    }
}
