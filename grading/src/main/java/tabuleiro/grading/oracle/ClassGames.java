package tabuleiro.grading.oracle;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import tabuleiro.grading.model.FileTrees;
import tabuleiro.grading.model.Sha256;

/**
 * The games a class is graded on (issue 82): the oracle plays {@value #CANDIDATES} times more
 * games than each submission is asked, from the class's seed, and keeps the given number of
 * them, chosen so that each hard case ({@link HardCases}, with its finer cases by side and by
 * direction) is reached by at least {@value #FLOOR} of the kept games wherever any candidate
 * reaches it: the reach floors. The rest of the kept games are the first candidates not yet
 * kept, so the choice stays random. Full games and end games are chosen apart, each from their
 * own candidates, and kept in the order they were played.
 *
 * <p>Why: a bug that shows in a rare position (a quick win scored with player 2 to move, a
 * castling right held with a knight in the way) is caught by the games of some seeds and not
 * others, and with one set of games per class a whole class would keep or lose the points of
 * such a bug by the luck of one draw. The oracle plays the candidates once per class, so the
 * floors cost the oracle a few seconds per class and each submission nothing: it is asked as
 * many games as without them.
 */
public final class ClassGames {

    /** How many candidates the oracle plays for each game a submission is asked. */
    static final int CANDIDATES = 6;

    /** The fewest kept games that reach each case, where the candidates reach it. */
    static final int FLOOR = 3;

    /** The folder, in the oracle's, where a class's games are kept once played. */
    static final String FOLDER = "class-games";

    /** The first word of a kept file's first line, and its format's version. */
    private static final String HEADER = "tabuleiro-class-games 1";

    private ClassGames() {
    }

    /**
     * A class's games as {@link #select} plays them, kept in the oracle's folder
     * ({@value #FOLDER}/) once played and read back from there: a platform that grades one
     * submission a run (Gradescope's autograder, PrairieLearn's {@code run.sh}) finds them
     * played by its bundle ({@link #prepare}), and pays for its submission alone. The file
     * holds the reference's answers, so it lives where the reference does, sealed with it. A
     * file of another oracle (a digest of its jars), seed or count is played again; a
     * folder that cannot be written (a read-only volume) only costs the playing.
     *
     * @param oracle the opened oracle
     * @param game the game's package name
     * @param seed the class's games seed
     * @param games how many full games
     * @return the class's games
     */
    public static GeneratedGames.Script kept(Oracle oracle, String game, long seed, int games) {
        Path file = oracle.folder().resolve(FOLDER).resolve(game + "-" + seed + "-" + games
                + ".txt.gz");
        String header = HEADER + " " + game + " " + seed + " " + games + " "
                + jarsOf(oracle.folder()) + " " + Selection.DIGEST;
        GeneratedGames.Script read = read(file, header, seed);
        if (read != null) {
            return read;
        }
        GeneratedGames.Script played = select(GeneratedGames.Settings.of(game),
                oracle.probe(game), seed, games);
        write(file, header, played);
        return played;
    }

    /**
     * Plays a class's games into an oracle folder for the platforms' bundles, so that each
     * submission's run reads them ({@link #kept}).
     *
     * @param oracleFolder the reference's folder, as a bundle carries it
     * @param game the game's package name
     * @param seed the class's games seed
     * @param games how many full games
     * @throws IOException if the oracle cannot be opened
     */
    public static void prepare(Path oracleFolder, String game, long seed, int games)
            throws IOException {
        try (Oracle oracle = Oracle.open(oracleFolder)) {
            kept(oracle, game, seed, games);
        }
    }

    /**
     * The digest of the grader's code that chooses a class's or a kit's games (a SHA-256 of this
     * package's class files: the hard cases, their floors, the games' settings), for a cache
     * that keeps what they chose: a grader that chooses otherwise plays the games again rather
     * than read those an older one chose.
     *
     * @return a SHA-256 in hexadecimal
     */
    static String selection() {
        return Selection.DIGEST;
    }

    private static final class Selection {

        /** Computed once, when first asked. */
        static final String DIGEST = selectionDigest();
    }

    private static String selectionDigest() {
        try {
            MessageDigest sha = Sha256.digest();
            Path source = Path.of(ClassGames.class.getProtectionDomain().getCodeSource()
                    .getLocation().toURI());
            String folder = ClassGames.class.getPackageName().replace('.', '/') + "/";
            if (Files.isDirectory(source)) {
                try (Stream<Path> files = Files.list(source.resolve(folder))) {
                    for (Path file : files.filter(path -> path.toString().endsWith(".class"))
                            .sorted().toList()) {
                        sha.update(file.getFileName().toString().getBytes(StandardCharsets.UTF_8));
                        sha.update(Files.readAllBytes(file));
                    }
                }
            } else {
                try (JarFile jar = new JarFile(source.toFile())) {
                    for (JarEntry entry : Collections.list(jar.entries()).stream()
                            .filter(entry -> entry.getName().startsWith(folder)
                                    && entry.getName().endsWith(".class"))
                            .sorted(Comparator.comparing(JarEntry::getName)).toList()) {
                        sha.update(entry.getName().getBytes(StandardCharsets.UTF_8));
                        try (InputStream in = jar.getInputStream(entry)) {
                            sha.update(in.readAllBytes());
                        }
                    }
                }
            }
            return HexFormat.of().formatHex(sha.digest());
        } catch (IOException | URISyntaxException | RuntimeException unreadable) {
            // Its own code unreadable (an unusual class loader): the games are played each time.
            return "unread-" + System.nanoTime();
        }
    }

    /**
     * The oracle's jars by name and SHA-256 of their bytes: a rebuilt reference plays its games
     * again, even one whose jars kept their sizes.
     */
    private static String jarsOf(Path folder) {
        try (Stream<Path> list = Files.list(folder)) {
            MessageDigest sha = Sha256.digest();
            for (Path jar : list.filter(path -> path.toString().endsWith(".jar")).sorted()
                    .toList()) {
                sha.update(jar.getFileName().toString().getBytes(StandardCharsets.UTF_8));
                sha.update(Files.readAllBytes(jar));
            }
            return HexFormat.of().formatHex(sha.digest());
        } catch (IOException | UncheckedIOException unreadable) {
            return "?";
        }
    }

    /** The games of a kept file whose first line is {@code header}, or null. */
    static GeneratedGames.Script read(Path file, String header, long seed) {
        if (!Files.isRegularFile(file)) {
            return null;
        }
        try (BufferedReader in = new BufferedReader(new InputStreamReader(
                new GZIPInputStream(Files.newInputStream(file)), StandardCharsets.UTF_8))) {
            if (!header.equals(in.readLine())) {
                return null;
            }
            List<GeneratedGames.Game> games = new ArrayList<>();
            List<String> questions = new ArrayList<>();
            List<String> expected = new ArrayList<>();
            Base64.Decoder base64 = Base64.getDecoder();
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                if (line.equals("game")) {
                    if (!questions.isEmpty()) {
                        games.add(new GeneratedGames.Game(questions, expected));
                    }
                    questions = new ArrayList<>();
                    expected = new ArrayList<>();
                    continue;
                }
                String[] pair = line.split(" ", 2);
                questions.add(new String(base64.decode(pair[0]), StandardCharsets.UTF_8));
                expected.add(new String(base64.decode(pair[1]), StandardCharsets.UTF_8));
            }
            if (!questions.isEmpty()) {
                games.add(new GeneratedGames.Game(questions, expected));
            }
            return new GeneratedGames.Script(seed, games);
        } catch (IOException | RuntimeException unreadable) {
            // Cut short or changed by hand: played again, as if it were not there.
            return null;
        }
    }

    /** Keeps the games, whole or not at all (written beside, then moved). */
    static void write(Path file, String header, GeneratedGames.Script script) {
        try {
            Base64.Encoder base64 = Base64.getEncoder();
            FileTrees.writeAtomically(file, part -> {
                try (BufferedWriter out = new BufferedWriter(new OutputStreamWriter(
                        new GZIPOutputStream(Files.newOutputStream(part)),
                        StandardCharsets.UTF_8))) {
                    out.write(header);
                    out.newLine();
                    for (GeneratedGames.Game game : script.games()) {
                        out.write("game");
                        out.newLine();
                        for (int i = 0; i < game.questions().size(); i++) {
                            out.write(base64.encodeToString(game.questions().get(i)
                                    .getBytes(StandardCharsets.UTF_8)) + " "
                                    + base64.encodeToString(game.expected().get(i)
                                            .getBytes(StandardCharsets.UTF_8)));
                            out.newLine();
                        }
                    }
                }
            });
        } catch (IOException | UncheckedIOException notWritten) {
            // A read-only oracle (a pod's volume): the games were played all the same.
        }
    }

    /**
     * The games of a seed, with reach floors: {@code games} full games, each followed by the
     * settings' end games, as {@link GeneratedGames#script(GeneratedGames.Settings, Function,
     * long, int)} lays them out, chosen among {@value #CANDIDATES} times as many.
     *
     * @param settings the game's settings
     * @param oracle the reference's probe
     * @param seed the class's (or kit's) games seed
     * @param games how many full games to keep
     * @return the kept games, full games first, then end games
     */
    public static GeneratedGames.Script select(GeneratedGames.Settings settings,
            Function<String, String> oracle, long seed, int games) {
        Objects.requireNonNull(settings, "settings");
        if (games <= 0) {
            return GeneratedGames.script(settings, oracle, seed, games);
        }
        GeneratedGames.Script candidates = GeneratedGames.script(settings, oracle, seed,
                games * CANDIDATES);
        List<GeneratedGames.Game> played = candidates.games();
        int fullCandidates = games * CANDIDATES;
        HardCases cases = HardCases.of(settings.game());
        List<GeneratedGames.Game> kept = new ArrayList<>(keep(played.subList(0, fullCandidates),
                games, cases));
        kept.addAll(keep(played.subList(fullCandidates, played.size()),
                games * settings.endGames(), cases));
        return new GeneratedGames.Script(seed, kept);
    }

    /**
     * Keeps {@code count} of the candidates: greedily the one that reaches the most cases still
     * under their floor (the earliest on a tie), until none reaches any, then the earliest of
     * the rest; in the candidates' order.
     */
    private static List<GeneratedGames.Game> keep(List<GeneratedGames.Game> candidates,
            int count, HardCases cases) {
        List<Set<String>> reached = candidates.stream().map(cases::floorsReachedBy).toList();
        Map<String, Integer> times = new HashMap<>();
        Set<Integer> chosen = new TreeSet<>();
        while (chosen.size() < count) {
            int best = -1;
            int bestGain = 0;
            for (int i = 0; i < candidates.size(); i++) {
                if (chosen.contains(i)) {
                    continue;
                }
                int gain = (int) reached.get(i).stream()
                        .filter(found -> times.getOrDefault(found, 0) < FLOOR).count();
                if (gain > bestGain) {
                    best = i;
                    bestGain = gain;
                }
            }
            if (best < 0) {
                break;
            }
            chosen.add(best);
            reached.get(best).forEach(found -> times.merge(found, 1, Integer::sum));
        }
        for (int i = 0; chosen.size() < count && i < candidates.size(); i++) {
            chosen.add(i);
        }
        return chosen.stream().map(candidates::get).toList();
    }
}
