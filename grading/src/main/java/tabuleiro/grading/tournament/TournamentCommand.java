package tabuleiro.grading.tournament;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import tabuleiro.grading.model.BundledSchemes;
import tabuleiro.grading.model.FileTrees;
import tabuleiro.grading.model.GameCommands;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.Limits;
import tabuleiro.grading.model.Progress;
import tabuleiro.grading.model.Scheme;
import tabuleiro.grading.model.Submission;
import tabuleiro.grading.model.Texts;
import tabuleiro.grading.oracle.Oracle;
import tabuleiro.grading.sandbox.CompilerJvm;
import tabuleiro.grading.sandbox.Isolation;
import tabuleiro.grading.sandbox.RunnerClasspath;
import tabuleiro.grading.shard.Shard;
import tabuleiro.grading.tournament.agent.AgentCandidates;
import tabuleiro.grading.tournament.agent.AgentSandbox;
import tabuleiro.grading.tournament.games.OpeningBookFile;
import tabuleiro.grading.tournament.games.Openings;
import tabuleiro.grading.tournament.games.TournamentGame;
import tabuleiro.grading.tournament.referee.ForfeitReason;
import tabuleiro.grading.tournament.referee.GameRecord;
import tabuleiro.grading.tournament.referee.OpeningSuite;
import tabuleiro.grading.tournament.referee.Pairing;
import tabuleiro.grading.tournament.referee.Player;
import tabuleiro.grading.tournament.referee.Referee;
import tabuleiro.grading.tournament.referee.RefereeGame;
import tabuleiro.grading.tournament.referee.TimeControl;
import tabuleiro.grading.tournament.report.TournamentReport;
import tabuleiro.grading.tournament.report.TournamentSettings;
import tabuleiro.grading.tournament.report.TournamentShard;
import tabuleiro.grading.tournament.report.TournamentTexts;
import tabuleiro.grading.tournament.schedule.RoundRobin;
import tabuleiro.grading.tournament.schedule.Standings;
import tabuleiro.grading.tournament.schedule.SwissTournament;
import tabuleiro.grading.workspace.JavaCompilation;
import tabuleiro.grading.workspace.Skeleton;
import tabuleiro.grading.workspace.Workspace;

/**
 * The {@code tournament} command: every submission's agent, compiled as the grader compiles
 * it and run in a sandboxed JVM of its own, plays every other agent and the reference's
 * anchors, both colours, with the reference engine as referee (a round robin, or with
 * {@code --rounds} a Swiss tournament); writes the ranking, the crosstable, every game and its
 * replay. With {@code --shard K/N} it plays a round robin's share of games alone and writes
 * that shard's file, which {@code tournament merge} ({@link TournamentMergeCommand}) makes the
 * tournament's files of.
 */
@Command(name = "tournament",
        description = "Plays the class tournament: each submission's agent (compiled as grade"
                + " compiles it, in a sandboxed JVM) against every other and the reference's"
                + " anchors (random and perfect or strong), round robin or Swiss (--rounds),"
                + " both colours; writes tournament.csv, games.csv, tournament.md,"
                + " tournament.html and replays/, or with --shard K/N a shard's games for"
                + " tournament merge.",
        mixinStandardHelpOptions = true, subcommands = TournamentMergeCommand.class)
public final class TournamentCommand implements Callable<Integer> {

    /** The CPU seconds a tournament agent's JVM may spend in all, before it is restarted. */
    static final int AGENT_CPU_SECONDS = 1800;

    @Spec
    private CommandSpec spec;

    // --game and --out are not required by picocli but by call: picocli checks a command's
    // required options even when its subcommand (tournament merge) is what runs.
    @Option(names = "--game", paramLabel = "GAME", completionCandidates = GameCommands.class,
            description = "The game, as grade names it: ${COMPLETION-CANDIDATES} (its package"
                    + " name, the command without hyphens, is taken too).")
    private String game;

    @Parameters(paramLabel = "SUBMISSION", arity = "0..*",
            description = "A submission's folder (the layout of exercises/: src/main/java).")
    private List<Path> submissions = new ArrayList<>();

    @Option(names = "--out", paramLabel = "DIR",
            description = "Where the tournament's files go.")
    private Path out;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "1",
            description = "The tournament's seed: each game's seed derives from it"
                    + " (default: ${DEFAULT-VALUE}).")
    private long seed;

    /** The longest overage of a game, in seconds: an hour. */
    private static final long MAX_OVERAGE_SECONDS = 3600;

    /** The games per colour from which agents of close strength came out in order. */
    private static final int CLOSE_STRENGTHS_GAMES = 10;

    @Option(names = "--games-per-pair", paramLabel = "K", defaultValue = "1",
            description = "Games each pair plays with each player first (default:"
                    + " ${DEFAULT-VALUE}; 10 to order agents of close strength).")
    private int gamesPerColour;

    @Option(names = "--move-time", paramLabel = "MS", defaultValue = "2000",
            description = "How long a sandboxed agent may take for one move, beyond which it"
                    + " draws on --overage; past both the agent loses that game and its JVM is"
                    + " started again (default: ${DEFAULT-VALUE}).")
    private long moveMillis;

    @Option(names = "--overage", paramLabel = "SECONDS", defaultValue = "60",
            description = "The seconds a game's moves may take beyond their own --move-time, in"
                    + " all, as Kaggle's ConnectX gives; an agent has "
                    + TimeControl.AGENT_OVERAGE_GAMES + " games' worth over the tournament"
                    + " (default: ${DEFAULT-VALUE}; 0 for none; a shard's, as the others').")
    private long overageSeconds;

    @Option(names = "--jobs", paramLabel = "N", defaultValue = "2",
            description = "How many pairs play at once (default: ${DEFAULT-VALUE}).")
    private int jobs;

    @Option(names = "--agent", paramLabel = "CLASS",
            description = "The agent class to play in every submission (default: the first"
                    + " public class the student added that implements the game's Agent, else"
                    + " the game's RandomAgent).")
    private String agentClass;

    @Option(names = "--replays", paramLabel = "N",
            description = "The most games given a replay page (every forfeited game first;"
                    + " default: 300, fewer for a game whose pages are large, as the game"
                    + " says: grading/docs/tournament.md).")
    private Integer replays;

    @Option(names = "--no-anchors", description = "Leave the reference's anchors out.")
    private boolean noAnchors;

    @Option(names = "--lang", paramLabel = "LANG", defaultValue = "en",
            description = "The language of the pages: en or pt (default: ${DEFAULT-VALUE}).")
    private String lang;

    @Option(names = "--rounds", paramLabel = "N",
            description = "Play N rounds of a Swiss system instead of the round robin: each"
                    + " round pairs players of similar points, then rating, who have not met;"
                    + " each pair plays both colours; an odd count gives one player a bye.")
    private Integer rounds;

    @Option(names = "--shard", paramLabel = "K/N",
            description = "Play only the round robin's games whose place in the schedule, from"
                    + " 0, is K modulo N, and write the shard's file (tournament-shard.json) for"
                    + " tournament merge; not with --rounds.")
    private String shardText;

    @Option(names = "--openings", paramLabel = "FILE",
            description = "The openings every pair's games start from, one a line, its moves as"
                    + " games.csv writes a game's (default: drawn from --seed as each game"
                    + " says: a few random moves, kept where the reference's solver, if it has"
                    + " one, scores them no more decided than the game; a book of openings;"
                    + " or none, for a game whose deal varies its games:"
                    + " grading/docs/tournament.md).")
    private Path openingsFile;

    @Option(names = "--sandbox", paramLabel = "MODE", defaultValue = "auto",
            description = "auto, bwrap or none, as grade's (default: ${DEFAULT-VALUE}).")
    private String sandbox;

    @Override
    public Integer call() throws IOException, InterruptedException {
        if (game == null || out == null) {
            throw new ParameterException(spec.commandLine(), "Missing required option: '"
                    + (game == null ? "--game=GAME" : "--out=DIR") + "'");
        }
        // The language first, so that what is wrong with the rest is said in it.
        Language language = Language.ofTag(lang).orElseThrow(() -> new ParameterException(
                spec.commandLine(), "--lang is " + Language.tags() + ", but it is " + lang));
        Texts texts = Texts.of(TournamentTexts.class, language);
        TournamentGame played = TournamentGame.of(game).orElseThrow(() ->
                new ParameterException(spec.commandLine(), texts.text("game.unknown",
                        TournamentGame.names(), game)));
        int replayed = replays == null ? played.defaultReplays() : replays;
        if (gamesPerColour < 1 || moveMillis < 1 || jobs < 1 || replayed < 0
                || overageSeconds < 0 || overageSeconds > MAX_OVERAGE_SECONDS) {
            throw new ParameterException(spec.commandLine(), texts.text("counts"));
        }
        Optional<Shard> shard = shard(texts);
        if (rounds != null && rounds < 1) {
            throw new ParameterException(spec.commandLine(), texts.text("rounds.positive",
                    Integer.toString(rounds)));
        }
        int swissRounds = rounds == null ? 0 : rounds;
        Scheme scheme = BundledSchemes.scheme(played.scheme());
        String enginePackage = scheme.enginePackage();
        Limits limits = new Limits(scheme.limits().scenarioSeconds(), AGENT_CPU_SECONDS,
                scheme.limits().heapMegabytes(), false);
        PrintWriter console = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Isolation isolation = isolation();
        err.println("isolation: " + isolation.description());
        long started = System.nanoTime();
        Path temporary = Files.createTempDirectory("tabuleiro-tournament-").toRealPath();
        List<AgentSandbox> sandboxes = new ArrayList<>();
        try (RefereeGame reference = played.open(Oracle.defaultFolder())) {
            OpeningSuite suite = suite(played, reference, texts);
            final TournamentSettings settings = new TournamentSettings(played.id(), seed,
                    gamesPerColour, moveMillis, overageSeconds * 1000, swissRounds, replayed,
                    language.tag(), suite.openings());
            List<Player> players = new ArrayList<>();
            List<String> agentClasses = new ArrayList<>();
            Set<Integer> anchors = new HashSet<>();
            if (!noAnchors) {
                for (Player anchor : reference.anchors()) {
                    anchors.add(players.size());
                    players.add(anchor);
                    agentClasses.add(anchor.name());
                }
            }
            Optional<Path> skeleton = Skeleton.bundled();
            RunnerClasspath runner = RunnerClasspath.ofGrader();
            boolean book = book(played, texts, err);
            Set<String> names = new HashSet<>();
            try (CompilerJvm.Pool compilers = new CompilerJvm.Pool(runner.entries(),
                    temporary, isolation)) {
                for (Path folder : submissions) {
                    Submission submission = Submission.in(folder);
                    String name = submission.name();
                    for (int n = 2; !names.add(name); n++) {
                        name = submission.name() + "-" + n;
                    }
                    Path base = temporary.resolve("agent-" + sandboxes.size());
                    Workspace workspace = Workspace.lay(base.resolve("src"), skeleton,
                            submission, enginePackage);
                    List<Path> kept = runner.withoutClassesOf(workspace.skeletonClassFiles())
                            .kept();
                    Path classes = base.resolve("classes");
                    CompilerJvm compiler = compilers.borrow();
                    JavaCompilation.Result compiled;
                    try {
                        compiled = JavaCompilation.of(workspace, compiler.compile(
                                workspace.root(), JavaCompilation.sourcesOf(workspace,
                                        enginePackage), Optional.of(classes), kept,
                                enginePackage, JavaCompilation.studentFiles(workspace),
                                CompilerJvm.MAX_SECONDS));
                    } finally {
                        compilers.giveBack(compiler);
                    }
                    if (!compiled.errors().isEmpty()) {
                        err.println(name + ": left out of the tournament, it does not compile"
                                + " as grade compiles it: " + compiled.errors().get(0));
                        continue;
                    }
                    if (book) {
                        // Among the submission's classes, the one folder besides its scratch
                        // that the Java guard lets its code read, where Maven would put it.
                        OpeningBookFile.writeUnder(played.scheme(), classes);
                    }
                    Path jvmFolder = Files.createDirectories(base.resolve("jvm"));
                    AgentSandbox agent = new AgentSandbox(name, played.hostedEngine(),
                            AgentCandidates.of(Optional.ofNullable(agentClass),
                                    workspace, enginePackage), classes, kept, limits,
                            isolation, jvmFolder, jobs);
                    sandboxes.add(agent);
                    players.add(agent);
                    agentClasses.add("");
                }
            }
            if (players.size() < 2) {
                err.println("error: a tournament needs two players, but there are "
                        + players.size());
                return 1;
            }
            List<String> playerNames = players.stream().map(Player::name).toList();
            int total = settings.swiss()
                    ? swissRounds * (players.size() / 2) * 2 * gamesPerColour
                    : shard.map(part -> TournamentShard.share(RoundRobin.schedule(players.size(),
                            gamesPerColour, seed), part).size())
                            .orElse(players.size() * (players.size() - 1) * gamesPerColour);
            int[] done = {0};
            Consumer<GameRecord> told = record -> {
                done[0]++;
                Progress progress = Progress.since(Math.min(done[0], total), total, started);
                if (progress.due()) {
                    console.println(progressLine(progress, texts));
                    console.flush();
                }
                if (record.forfeit().isPresent()) {
                    console.println(texts.text("console.game",
                            Integer.toString(record.number()), playerNames.get(record.first()),
                            playerNames.get(record.second()),
                            texts.text("forfeit." + record.forfeit().get().name()) + ": "
                                    + ForfeitReason.said(record.reason(), language)));
                    console.flush();
                }
            };
            Referee referee = new Referee(reference, TimeControl.of(moveMillis,
                    settings.overageMillis()), suite);
            List<GameRecord> records;
            Optional<SwissTournament.Played> swiss = Optional.empty();
            List<Pairing> schedule = List.of();
            if (settings.swiss()) {
                swiss = Optional.of(new SwissTournament(referee, players, jobs)
                        .play(swissRounds, gamesPerColour, seed, told));
                records = swiss.get().records();
            } else {
                schedule = RoundRobin.schedule(players.size(), gamesPerColour, seed);
                SortedMap<Integer, Pairing> games = new TreeMap<>();
                if (shard.isPresent()) {
                    games.putAll(TournamentShard.share(schedule, shard.get()));
                } else {
                    for (int i = 0; i < schedule.size(); i++) {
                        games.put(i + 1, schedule.get(i));
                    }
                }
                records = referee.playAll(games, players, jobs, told);
            }
            int offset = players.size() - sandboxes.size();
            for (int i = 0; i < sandboxes.size(); i++) {
                AgentSandbox agent = sandboxes.get(i);
                agentClasses.set(offset + i, agent.agentClass().isEmpty()
                        ? agent.startFailure() : agent.agentClass());
            }
            String seconds = String.format(Locale.ROOT, "%.1f",
                    (System.nanoTime() - started) / 1e9);
            // An agent's JVM starts once and plays all its games: more starts than agents are
            // crashes, timeouts or kills, which the instructor should hear of.
            console.println(texts.text("console.starts", Integer.toString(sandboxes.size()),
                    Integer.toString(sandboxes.stream().mapToInt(AgentSandbox::starts).sum())));
            if (shard.isPresent()) {
                List<TournamentShard.Entrant> entrants = new ArrayList<>();
                for (int i = 0; i < players.size(); i++) {
                    entrants.add(new TournamentShard.Entrant(playerNames.get(i),
                            anchors.contains(i), agentClasses.get(i)));
                }
                new TournamentShard(shard.get(), settings, schedule.size(), entrants, records)
                        .write(out);
                console.println(texts.text("console.shard", shard.get().toString(),
                        Integer.toString(records.size()), Integer.toString(schedule.size()),
                        seconds, out.resolve(TournamentShard.FILE)));
                return 0;
            }
            if (swiss.isPresent()) {
                Standings standings = new Standings(playerNames, records, swiss.get().rounds(),
                        swiss.get().byes());
                new TournamentReport(texts, scheme.title(language), standings, records, anchors,
                        agentClasses, settings, swiss.get().byes()).write(out, reference);
            } else {
                TournamentReport.writeRoundRobin(out, settings, playerNames, anchors,
                        agentClasses, records, reference);
            }
            console.println(texts.text("console.done", Integer.toString(records.size()),
                    seconds, out.resolve("tournament.html")));
            if (gamesPerColour < CLOSE_STRENGTHS_GAMES) {
                // Measured on a ladder of search depths (grading/docs/tournament.md): two games
                // a pair order clearly different strengths, not close ones.
                console.println(texts.text("console.few.games", Integer.toString(gamesPerColour),
                        Integer.toString(CLOSE_STRENGTHS_GAMES)));
            }
            return 0;
        } finally {
            for (AgentSandbox agent : sandboxes) {
                agent.close();
            }
            FileTrees.delete(temporary);
        }
    }

    /**
     * A progress line of the tournament: grade's bracket and, once a game is done, the time
     * left at the pace so far.
     *
     * @param progress the games done of the total, and the time since the start
     * @param texts the console's words ({@link TournamentTexts})
     * @return the line
     */
    static String progressLine(Progress progress, Texts texts) {
        return progress.left().map(left -> texts.text("console.progress", progress.bracket(),
                left)).orElse(progress.bracket());
    }

    /**
     * Whether every sandboxed agent gets the perfect agent's opening book beside its classes:
     * a tournament of a game with a book, if this grader carries it; one that does not
     * is said in the pages' language, since every perfect agent then loses its games on time.
     */
    private static boolean book(TournamentGame played, Texts texts, PrintWriter err) {
        if (!OpeningBookFile.readBy(played.scheme())) {
            return false;
        }
        if (!OpeningBookFile.carried(played.scheme())) {
            err.println(texts.text("no.book", OpeningBookFile.classPathName(played.scheme())));
            return false;
        }
        return true;
    }

    /** The openings of {@code --openings}, else those drawn from the seed. */
    private OpeningSuite suite(TournamentGame played, RefereeGame reference, Texts texts) {
        Openings openings = new Openings(played, reference);
        if (openingsFile == null) {
            return openings.drawn(seed, gamesPerColour);
        }
        try {
            return openings.read(openingsFile, texts);
        } catch (IllegalArgumentException refused) {
            throw new ParameterException(spec.commandLine(), refused.getMessage(), refused, null,
                    openingsFile.toString());
        }
    }

    /** The shard {@code --shard} names, refused with {@code --rounds} or if not K/N. */
    private Optional<Shard> shard(Texts texts) {
        if (shardText == null) {
            return Optional.empty();
        }
        if (rounds != null) {
            throw new ParameterException(spec.commandLine(), texts.text("shard.swiss"));
        }
        try {
            return Optional.of(Shard.parse(shardText));
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), texts.text("shard.expected",
                    shardText), e, null, shardText);
        }
    }

    private Isolation isolation() {
        try {
            return Isolation.detect(sandbox);
        } catch (IllegalArgumentException | IllegalStateException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage(), e, null, sandbox);
        }
    }
}
