package tabuleiro.grading.tournament.report;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import tabuleiro.grading.model.Texts;
import tabuleiro.grading.shard.Shard;
import tabuleiro.grading.tournament.referee.GameRecord;
import tabuleiro.grading.tournament.referee.OpeningSuite;
import tabuleiro.grading.tournament.referee.Pairing;
import tabuleiro.grading.tournament.referee.RefereeGame;
import tabuleiro.grading.tournament.schedule.RoundRobin;

/**
 * The checks of {@code tournament merge} and the tournament they put together: the shards must
 * be every shard of one count, each once, of one tournament (game, seed, games a pair, move
 * time, replays, language, openings, players), each holding exactly the games of its share as
 * the seed's schedule gives them, each from its opening. Every problem found is told, each
 * shard named by number and folder.
 */
public final class TournamentMerge {

    /**
     * A shard's file and the folder it was read from.
     *
     * @param folder the shard's folder
     * @param shard its file's contents
     */
    public record Located(Path folder, TournamentShard shard) {

        /**
         * Checks the pair.
         *
         * @param folder the folder
         * @param shard the shard
         */
        public Located {
            Objects.requireNonNull(folder, "folder");
            Objects.requireNonNull(shard, "shard");
        }

        private String named() {
            return shard.shard() + " (" + folder + ")";
        }
    }

    /**
     * The tournament the shards make.
     *
     * @param settings its settings
     * @param players its players, each agent class the first a shard recorded
     * @param records every game, by number
     */
    public record Merged(TournamentSettings settings, List<TournamentShard.Entrant> players,
            List<GameRecord> records) {

        /**
         * Copies the lists.
         *
         * @param settings the settings
         * @param players the players
         * @param records the games
         */
        public Merged {
            players = List.copyOf(players);
            records = List.copyOf(records);
        }
    }

    /** Not instantiated. */
    private TournamentMerge() {
    }

    /**
     * Checks the shards and puts their games together.
     *
     * @param given the shards, in any order
     * @param texts the words of the refusals
     * @return the tournament
     * @throws IllegalArgumentException with every problem found, a line each, if the shards
     *     do not make one tournament
     */
    public static Merged merge(List<Located> given, Texts texts) {
        List<String> problems = new ArrayList<>();
        if (given.isEmpty()) {
            throw new IllegalArgumentException(texts.text("merge.none"));
        }
        List<Located> shards = new ArrayList<>(given);
        shards.sort(Comparator.comparingInt((Located l) -> l.shard().shard().index())
                .thenComparing(l -> l.folder().toString()));
        Located first = shards.get(0);
        int count = first.shard().shard().count();
        Map<Integer, Located> byIndex = new TreeMap<>();
        for (Located located : shards) {
            Shard shard = located.shard().shard();
            if (shard.count() != count) {
                problems.add(texts.text("merge.count", located.named(),
                        Integer.toString(shard.count()), first.named(), Integer.toString(count)));
                continue;
            }
            Located before = byIndex.putIfAbsent(shard.index(), located);
            if (before != null) {
                problems.add(texts.text("merge.twice", shard.toString(),
                        before.folder().toString(), located.folder().toString()));
            }
        }
        Set<Integer> missing = new TreeSet<>();
        IntStream.range(0, count).filter(i -> !byIndex.containsKey(i)).forEach(missing::add);
        for (int index : missing) {
            problems.add(texts.text("merge.missing", new Shard(index, count).toString(),
                    byIndex.values().stream().map(l -> l.shard().shard().toString())
                            .collect(Collectors.joining(", ")),
                    Integer.toString(count), Integer.toString(count - 1)));
        }
        TournamentSettings settings = first.shard().settings();
        List<TournamentShard.Entrant> players = first.shard().players();
        List<Pairing> schedule = players.size() < 2 ? List.of()
                : RoundRobin.schedule(players.size(), settings.gamesPerColour(),
                        settings.seed());
        for (Located located : byIndex.values()) {
            problems.addAll(differences(first, located, texts));
            if (!located.shard().settings().equals(settings)
                    || !names(located.shard().players()).equals(names(players))) {
                continue;
            }
            problems.addAll(unscheduled(located, schedule, texts));
        }
        if (!problems.isEmpty()) {
            throw new IllegalArgumentException(String.join("\n", problems));
        }
        List<TournamentShard.Entrant> merged = new ArrayList<>();
        for (int player = 0; player < players.size(); player++) {
            int at = player;
            String agentClass = byIndex.values().stream()
                    .map(l -> l.shard().players().get(at).agentClass())
                    .filter(name -> !name.isEmpty()).findFirst().orElse("");
            merged.add(new TournamentShard.Entrant(players.get(player).name(),
                    players.get(player).anchor(), agentClass));
        }
        List<GameRecord> records = byIndex.values().stream()
                .flatMap(l -> l.shard().games().stream())
                .sorted(Comparator.comparingInt(GameRecord::number)).toList();
        assert records.size() == schedule.size()
                : "postcondition: the merged shards hold every game of the schedule once";
        return new Merged(settings, merged, records);
    }

    /**
     * Writes the tournament's files from the merged shards, by the code one run writes them
     * with.
     *
     * @param merged the tournament
     * @param out the output folder
     * @param reference the reference, to draw the replays
     * @throws IOException if a file cannot be written
     */
    public static void write(Merged merged, Path out, RefereeGame reference) throws IOException {
        Set<Integer> anchors = new TreeSet<>();
        for (int player = 0; player < merged.players().size(); player++) {
            if (merged.players().get(player).anchor()) {
                anchors.add(player);
            }
        }
        TournamentReport.writeRoundRobin(out, merged.settings(), merged.players().stream()
                .map(TournamentShard.Entrant::name).toList(), anchors, merged.players()
                .stream().map(TournamentShard.Entrant::agentClass).toList(), merged.records(),
                reference);
    }

    /** The players as the shards must agree on them: names and which are anchors. */
    private static List<String> names(List<TournamentShard.Entrant> players) {
        return players.stream().map(p -> p.name() + (p.anchor() ? " (anchor)" : "")).toList();
    }

    /** What differs between a shard's settings or players and the first shard's. */
    private static List<String> differences(Located first, Located other, Texts texts) {
        List<String> problems = new ArrayList<>();
        Map<String, Function<TournamentSettings, Object>> fields = new TreeMap<>(Map.of(
                "--game", TournamentSettings::game, "--seed", TournamentSettings::seed,
                "--games-per-pair", TournamentSettings::gamesPerColour,
                "--move-time", TournamentSettings::moveMillis,
                "--overage", settings -> settings.overageMillis() / 1000,
                "--rounds", TournamentSettings::rounds,
                "--replays", TournamentSettings::replays, "--lang",
                TournamentSettings::language, "--openings", TournamentSettings::openings));
        for (Map.Entry<String, Function<TournamentSettings, Object>> field : fields.entrySet()) {
            Object expected = field.getValue().apply(first.shard().settings());
            Object found = field.getValue().apply(other.shard().settings());
            if (!expected.equals(found)) {
                problems.add(texts.text("merge.differs", other.named(), field.getKey(),
                        String.valueOf(found), first.named(), String.valueOf(expected)));
            }
        }
        List<String> expected = names(first.shard().players());
        List<String> found = names(other.shard().players());
        if (!expected.equals(found)) {
            problems.add(texts.text("merge.players", other.named(), String.join(", ", found),
                    first.named(), String.join(", ", expected)));
        }
        return problems;
    }

    /** The games a shard holds that its share of the schedule does not give it, and back. */
    private static List<String> unscheduled(Located located, List<Pairing> schedule,
            Texts texts) {
        Shard shard = located.shard().shard();
        OpeningSuite suite = located.shard().settings().suite();
        List<String> problems = new ArrayList<>();
        Map<Integer, Pairing> share = TournamentShard.share(schedule, shard);
        Set<Integer> held = new TreeSet<>();
        for (GameRecord game : located.shard().games()) {
            Pairing expected = share.get(game.number());
            if (expected == null || !held.add(game.number())
                    || expected.first() != game.first() || expected.second() != game.second()
                    || expected.seed() != game.seed()
                    || !suite.opening(expected.opening()).equals(game.opening())) {
                problems.add(texts.text("merge.game", located.named(),
                        Integer.toString(game.number())));
            }
        }
        Set<Integer> absent = new TreeSet<>(share.keySet());
        absent.removeAll(held);
        if (!absent.isEmpty()) {
            problems.add(texts.text("merge.absent", located.named(),
                    absent.stream().map(String::valueOf).collect(Collectors.joining(", ")),
                    Integer.toString(shard.index()), Integer.toString(shard.count())));
        }
        return problems;
    }
}
