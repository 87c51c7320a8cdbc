package tabuleiro.grading.tournament.report;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import tabuleiro.grading.shard.Shard;
import tabuleiro.grading.tournament.referee.Forfeit;
import tabuleiro.grading.tournament.referee.GameRecord;
import tabuleiro.grading.tournament.referee.Pairing;

/**
 * One shard of a round-robin tournament ({@code tournament --shard K/N}) and its file,
 * {@code tournament-shard.json}: every shard works out the same schedule from the seed and
 * plays the games whose place in it (from 0) is {@code K} modulo {@code N}; its file holds the
 * settings, the players and those games, all that {@code tournament merge} needs to write what
 * one run would have written.
 *
 * @param shard which shard of how many
 * @param settings the tournament's settings
 * @param scheduled how many games the whole schedule has
 * @param players every player of the tournament, in the schedule's order
 * @param games the games this shard played, by number
 */
public record TournamentShard(Shard shard, TournamentSettings settings, int scheduled,
        List<Entrant> players, List<GameRecord> games) {

    /** The file a shard writes into its folder. */
    public static final String FILE = "tournament-shard.json";

    /** The file's format, so that a merge never reads another's (2: with the openings). */
    static final String FORMAT = "tabuleiro-tournament-shard/3";

    /**
     * A player as the shard saw it.
     *
     * @param name its name in the tables
     * @param anchor whether it is one of the reference's anchors
     * @param agentClass its agent class, an anchor's name, why its JVM did not start, or empty
     *     if the shard never started it
     */
    public record Entrant(String name, boolean anchor, String agentClass) {

        /**
         * Checks the entrant.
         *
         * @param name its name
         * @param anchor whether it is an anchor
         * @param agentClass its agent class
         */
        public Entrant {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(agentClass, "agentClass");
        }
    }

    /**
     * Copies the lists and checks that the shard holds games of its share alone.
     *
     * @throws IllegalArgumentException if a game is not of this shard's share
     */
    public TournamentShard {
        players = List.copyOf(players);
        games = List.copyOf(games);
        for (GameRecord game : games) {
            if (!mine(game.number() - 1, shard)) {
                throw new IllegalArgumentException("game " + game.number() + " is not of shard "
                        + shard + "'s share");
            }
        }
    }

    /**
     * Whether a game is of a shard's share.
     *
     * @param place the game's place in the schedule, from 0
     * @param shard the shard
     * @return true when the place is the shard's index modulo the count
     */
    static boolean mine(int place, Shard shard) {
        return place % shard.count() == shard.index();
    }

    /**
     * A shard's share of the schedule, numbered as the whole schedule numbers its games.
     *
     * @param schedule every game of the tournament
     * @param shard the shard
     * @return the shard's games, by number from 1
     */
    public static SortedMap<Integer, Pairing> share(List<Pairing> schedule,
            Shard shard) {
        SortedMap<Integer, Pairing> games = new TreeMap<>();
        for (int place = 0; place < schedule.size(); place++) {
            if (mine(place, shard)) {
                games.put(place + 1, schedule.get(place));
            }
        }
        return games;
    }

    /**
     * Writes the shard's file into its folder.
     *
     * @param folder the shard's {@code --out}
     * @throws IOException if it cannot be written
     */
    public void write(Path folder) throws IOException {
        JsonObject json = new JsonObject();
        json.addProperty("format", FORMAT);
        json.addProperty("shard", shard.toString());
        json.addProperty("game", settings.game());
        json.addProperty("seed", settings.seed());
        json.addProperty("games_per_colour", settings.gamesPerColour());
        json.addProperty("move_millis", settings.moveMillis());
        json.addProperty("overage_millis", settings.overageMillis());
        json.addProperty("rounds", settings.rounds());
        json.addProperty("replays", settings.replays());
        json.addProperty("language", settings.language());
        JsonArray openings = new JsonArray();
        settings.openings().forEach(openings::add);
        json.add("openings", openings);
        json.addProperty("scheduled", scheduled);
        JsonArray entrants = new JsonArray();
        for (Entrant player : players) {
            JsonObject entrant = new JsonObject();
            entrant.addProperty("name", player.name());
            entrant.addProperty("anchor", player.anchor());
            entrant.addProperty("agent_class", player.agentClass());
            entrants.add(entrant);
        }
        json.add("players", entrants);
        JsonArray played = new JsonArray();
        for (GameRecord game : games) {
            JsonObject record = new JsonObject();
            record.addProperty("number", game.number());
            record.addProperty("first", game.first());
            record.addProperty("second", game.second());
            record.addProperty("seed", game.seed());
            record.addProperty("moves", game.moves());
            record.addProperty("winner", game.winner());
            record.addProperty("forfeit", game.forfeit().map(Enum::name).orElse(""));
            record.addProperty("reason", game.reason());
            record.addProperty("opening", game.opening());
            played.add(record);
        }
        json.add("games", played);
        Gson gson = new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create();
        Files.createDirectories(folder);
        Files.writeString(folder.resolve(FILE), gson.toJson(json) + "\n",
                StandardCharsets.UTF_8);
    }

    /**
     * Reads a shard's file.
     *
     * @param file a {@value #FILE}
     * @return the shard
     * @throws IOException if it cannot be read
     * @throws IllegalArgumentException if it is not a tournament shard's file; the message
     *     says what is wrong
     */
    public static TournamentShard read(Path file) throws IOException {
        try {
            JsonObject json = JsonParser.parseString(Files.readString(file,
                    StandardCharsets.UTF_8)).getAsJsonObject();
            if (!FORMAT.equals(text(json, "format"))) {
                throw new IllegalArgumentException("its format is not " + FORMAT);
            }
            List<String> openings = new ArrayList<>();
            for (JsonElement opening : field(json, "openings").getAsJsonArray()) {
                openings.add(opening.getAsString());
            }
            TournamentSettings settings = new TournamentSettings(text(json, "game"),
                    field(json, "seed").getAsLong(), field(json, "games_per_colour").getAsInt(),
                    field(json, "move_millis").getAsLong(),
                    field(json, "overage_millis").getAsLong(), field(json, "rounds").getAsInt(),
                    field(json, "replays").getAsInt(), text(json, "language"), openings);
            List<Entrant> players = new ArrayList<>();
            for (JsonElement element : field(json, "players").getAsJsonArray()) {
                JsonObject entrant = element.getAsJsonObject();
                players.add(new Entrant(text(entrant, "name"),
                        field(entrant, "anchor").getAsBoolean(), text(entrant, "agent_class")));
            }
            List<GameRecord> games = new ArrayList<>();
            for (JsonElement element : field(json, "games").getAsJsonArray()) {
                JsonObject game = element.getAsJsonObject();
                String forfeit = text(game, "forfeit");
                games.add(new GameRecord(field(game, "number").getAsInt(),
                        field(game, "first").getAsInt(), field(game, "second").getAsInt(),
                        field(game, "seed").getAsLong(), text(game, "moves"),
                        field(game, "winner").getAsInt(), forfeit.isEmpty() ? Optional.empty()
                                : Optional.of(Forfeit.valueOf(forfeit)), text(game, "reason"),
                        text(game, "opening")));
            }
            return new TournamentShard(Shard.parse(text(json, "shard")), settings,
                    field(json, "scheduled").getAsInt(), players, games);
        } catch (JsonParseException | IllegalStateException | UnsupportedOperationException
                | NumberFormatException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
    }

    private static JsonElement field(JsonObject json, String name) {
        JsonElement value = json.get(name);
        if (value == null || value.isJsonNull()) {
            throw new IllegalArgumentException("it has no " + name);
        }
        return value;
    }

    private static String text(JsonObject json, String name) {
        return field(json, name).getAsString();
    }
}
