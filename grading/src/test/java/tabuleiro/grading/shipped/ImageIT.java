package tabuleiro.grading.shipped;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tabuleiro.grading.Grader;
import tabuleiro.grading.sandbox.RunnerClasspath;
import tabuleiro.grading.shipped.Shipped.Ran;

/**
 * The grader's container image, as the build writes it ({@code target/tabuleiro-grader-image.tar},
 * Docker's {@code docker load} format, made by Jib without a daemon): its configuration (entry
 * point, user, environment), no class of the reference in any layer, the grader's and runner's
 * jars byte for byte those of {@code grading/target}, and the image's own entry point grading
 * samples with the image's own Java and libraries, its layers unpacked into a folder that
 * bubblewrap makes the root (no daemon needed), and with Docker or Podman where one answers.
 */
class ImageIT {

    /** The samples the image grades: the complete one and one faulty one. */
    private static final List<String> SAMPLES = List.of("complete", "no-diagonals");

    @TempDir
    static Path dir;

    private static Path root;
    private static JsonObject config;
    private static Map<String, Integer> layersOf;
    private static final Map<String, Integer> MODES = new TreeMap<>();

    @BeforeAll
    static void unpackTheImage() throws IOException {
        Path tar = Shipped.root().resolve("grading/target/tabuleiro-grader-image.tar");
        assertThat(tar).as("the image the build makes").isRegularFile();
        Path image = dir.resolve("image");
        untar(Files.newInputStream(tar), image, false);
        JsonArray manifest = JsonParser.parseString(Files.readString(
                image.resolve("manifest.json"))).getAsJsonArray();
        JsonObject only = manifest.get(0).getAsJsonObject();
        config = JsonParser.parseString(Files.readString(image.resolve(
                only.get("Config").getAsString()))).getAsJsonObject().getAsJsonObject("config");
        root = dir.resolve("root");
        layersOf = new TreeMap<>();
        int n = 0;
        for (JsonElement layer : only.getAsJsonArray("Layers")) {
            n++;
            for (String file : untar(new GZIPInputStream(Files.newInputStream(
                    image.resolve(layer.getAsString()))), root, true)) {
                layersOf.put(file, n);
            }
        }
        System.out.printf("image: %d bytes, %d layers%n", Files.size(tar), n);
    }

    /**
     * The image runs as root, so that the grader reads the reference sealed to root, through
     * an entry point that starts the grader with its JVM options and, as root, has every
     * grading JVM run as {@code tabuleiro-student}, who cannot read the reference.
     */
    @Test
    void itStartsTheGraderWithItsOwnJavaAndLanguageAndTheStudentsCodeAsAUserOfItsOwn()
            throws IOException {
        List<String> entrypoint = new ArrayList<>();
        config.getAsJsonArray("Entrypoint").forEach(part -> entrypoint.add(part.getAsString()));
        assertThat(entrypoint).containsExactly("/usr/bin/tabuleiro-grader");
        String script = Files.readString(root.resolve("usr/bin/tabuleiro-grader"));
        assertThat(script).startsWith("#!/bin/sh\n").contains("\"$JAVA\" "
                + String.join(" ", Grader.JVM_OPTIONS) + " -Dtabuleiro.childUser=64000:64000"
                + " -jar \"$JAR\" \"$@\"").contains("JAVA=/opt/java/bin/java")
                .contains("JAR=/opt/tabuleiro/tabuleiro-grader.jar");
        assertThat(root.resolve("usr/bin/tabuleiro-grader")).isExecutable();
        assertThat(config.get("User").getAsString()).isEqualTo("0:0");
        List<String> env = new ArrayList<>();
        config.getAsJsonArray("Env").forEach(part -> env.add(part.getAsString()));
        assertThat(env).contains("LANG=C.UTF-8", "XDG_CACHE_HOME=/home/grader/.cache",
                "TABULEIRO_RUNTIMES=/home/grader/.cache/tabuleiro", "PATH=/usr/bin:/bin");
        assertThat(root.resolve("etc/passwd")).content().contains("grader:x:1000:1000:")
                .contains("tabuleiro-student:x:64000:64000:");
        for (String tool : List.of("sh", "setpriv", "chown", "chmod", "mkdir", "cp")) {
            assertThat(root.resolve("usr/bin").resolve(tool)).as(tool).isExecutable();
        }
        assertThat(root.resolve("opt/java/bin/java")).isExecutable();
    }

    /**
     * No layer holds a class of the games but the reference's own folder,
     * {@code /opt/tabuleiro/oracle}, root's alone (0700, its jars 0600), on no class path; the
     * grader's jars are the build's own.
     */
    @Test
    void noLayerHoldsAClassOfTheGamesButTheSealedReferenceAndTheGradersJarsAreTheBuildsOwn()
            throws IOException {
        final Path target = Shipped.root().resolve("grading/target");
        final Path reference = root.resolve("opt/tabuleiro/oracle");
        List<Path> jars = Shipped.jarsUnder(root.resolve("opt/tabuleiro")).stream()
                .filter(jar -> !jar.startsWith(reference)).toList();
        assertThat(jars).hasSizeGreaterThan(10);
        assertThat(MODES.get("opt/tabuleiro/oracle")).isEqualTo(0700);
        List<Path> sealed = Shipped.jarsUnder(reference);
        assertThat(sealed).anyMatch(jar -> jar.getFileName().toString()
                .equals("tabuleiro-reference.jar"));
        for (Path jar : sealed) {
            assertThat(MODES.get(root.relativize(jar).toString())).as("%s", jar)
                    .isEqualTo(0600);
        }
        for (Path jar : Shipped.jarsUnder(root).stream().filter(jar -> !jar.startsWith(
                reference)).toList()) {
            assertThat(RunnerClasspath.holdsGameClasses(jar)).as("%s holds a game class", jar)
                    .isFalse();
        }
        try (Stream<Path> files = Files.walk(root)) {
            assertThat(files.map(file -> root.relativize(file).toString().replace('\\', '/')))
                    .as("a loose class of the games").noneMatch(name -> name.endsWith(".class")
                            && !name.startsWith("opt/tabuleiro/oracle/")
                            && name.matches(".*tabuleiro/(connectfour|quarto|chess|checkers"
                            + "|qwirkle)/.*"));
        }
        for (Path jar : jars) {
            Path built = target.resolve(root.resolve("opt/tabuleiro").relativize(jar)
                    .toString());
            assertThat(Files.mismatch(jar, built)).as("%s is %s", jar, built).isEqualTo(-1L);
        }
        assertThat(root.resolve("opt/tabuleiro/runner/tabuleiro-grader-runner.jar"))
                .isRegularFile();
        // The grader's jars are the last layers: a new grader changes them alone.
        assertThat(layersOf.get("opt/tabuleiro/tabuleiro-grader.jar"))
                .isGreaterThan(layersOf.get("opt/java/bin/java"));
    }

    /**
     * The image's entry point, its layers unpacked into a folder that bubblewrap makes the
     * root (the root read-only, {@code /tmp} in memory, the grader's cache there as in a
     * Kubernetes pod), with the image's environment: as root, as the image runs, it grades
     * Connect Four's samples and, with the class run's scheme, the mutants only generated
     * examples catch, and gives each the score and rules of the {@code results.json} that
     * {@code grade} gave it in the README's run and the class run (this test grades no class
     * of its own with {@code grade}). A build that is not root runs it as the image's
     * {@code grader} instead, which cannot read the sealed reference: the rules each sample
     * breaks are still the class run's.
     */
    @Test
    void theImagesEntryPointGradesTheSamplesAsTheClassRunDoesWithoutADaemon()
            throws IOException, InterruptedException {
        final Map<String, Set<String>> expected = Shipped.expected("connect-four");
        Path samples = Shipped.root().resolve("grading/target/samples/connect-four");
        Ran probe = Shipped.run(List.of("bwrap", "--ro-bind", "/", "/", "--unshare-user",
                "true"), dir, Map.of(), 60);
        if (Shipped.bubblewrap() && probe.status() == 0) {
            boolean asRoot = ProcessHandle.current().info().user().filter("root"::equals)
                    .isPresent();
            List<String> sampleNames = asRoot ? List.copyOf(expected.keySet()) : SAMPLES;
            List<String> arguments = new ArrayList<>(List.of("grade", "--game",
                    "connect-four"));
            sampleNames.forEach(sample -> arguments.add("/tmp/samples/" + sample));
            Path out = dir.resolve("out");
            Ran ran = inImage(List.of("--ro-bind", samples.toString(), "/tmp/samples"),
                    arguments, out, asRoot);
            // The grading JVMs' run-time image made by the build, not made again.
            assertThat(ran.output()).contains("grading JVMs on a run-time image of")
                    .contains("(/home/grader/.cache/tabuleiro/runtime-");
            System.out.println("image, daemon-free: " + ran.output().lines().findFirst()
                    .orElse(""));
            for (String sample : sampleNames) {
                Path ours = out.resolve(sample).resolve("results.json");
                assertThat(Shipped.brokenRules(ours)).as(sample).isEqualTo(expected.get(sample));
                if (asRoot) {
                    Path grades = ReadmeRun.submission("connect-four", sample)
                            .resolve("results.json");
                    compared("sample", sample, grades, ours);
                    assertThat(Shipped.verdict(ours)).as(sample)
                            .isEqualTo(Shipped.verdict(grades));
                }
            }
            if (asRoot) {
                assertThat(ran.output()).contains("grading JVMs as user 64000:64000")
                        .contains("generated examples: ");
                generatedOnly();
            }
        } else {
            System.out.println("image: bubblewrap cannot make a root here ("
                    + probe.output().strip() + "): the image's files were checked, not run");
        }
        daemon(expected, samples);
    }

    /**
     * The mutants only generated examples catch, through the image's entry point with the
     * class run's scheme, named as in the class run: the score and rules of {@code grade}'s
     * {@code results.json}.
     */
    private static void generatedOnly() throws IOException, InterruptedException {
        String game = ClassRuns.MORE_GENERATED;
        final Path graded = ClassRuns.graded(game);
        List<String> names = Mutants.catalogue(game).stream().filter(Mutants.Mutant::generated)
                .map(Mutants::submission).toList();
        assertThat(names).isNotEmpty();
        List<String> binds = new ArrayList<>(List.of("--ro-bind", ClassRuns.schemeOptions(game)
                .get(1), "/tmp/scheme.json"));
        List<String> arguments = new ArrayList<>(List.of("grade", "--scheme",
                "/tmp/scheme.json"));
        for (String name : names) {
            Path submission = ClassRuns.submissions(game).stream()
                    .filter(path -> path.getFileName().toString().equals(name)).findFirst()
                    .orElseThrow();
            binds.addAll(List.of("--ro-bind", submission.toString(), "/tmp/class/" + name));
            arguments.add("/tmp/class/" + name);
        }
        Path out = dir.resolve("out-class");
        inImage(binds, arguments, out, true);
        for (String name : names) {
            Path ours = out.resolve(name).resolve("results.json");
            Path grades = graded.resolve(name).resolve("results.json");
            compared("class run", name, grades, ours);
            assertThat(Shipped.verdict(ours)).as(name).isEqualTo(Shipped.verdict(grades));
            assertThat(Shipped.score(ours)).as(name + " is caught").isLessThan(100.0);
        }
    }

    /**
     * Runs the image's entry point in its unpacked root: as root (the image's user), or as
     * the image's grader (1000) in a user namespace of its own.
     */
    private static Ran inImage(List<String> binds, List<String> arguments, Path out,
            boolean asRoot) throws IOException, InterruptedException {
        Files.createDirectories(out);
        List<String> command = new ArrayList<>(List.of("bwrap"));
        if (!asRoot) {
            command.addAll(List.of("--unshare-user", "--uid", "1000", "--gid", "1000"));
        }
        command.addAll(List.of("--ro-bind", root.toString(), "/", "--proc", "/proc", "--dev",
                "/dev", "--tmpfs", "/tmp"));
        command.addAll(binds);
        command.addAll(List.of("--bind", out.toString(), "/tmp/out", "--clearenv", "--chdir",
                config.get("WorkingDir").getAsString()));
        config.getAsJsonArray("Env").forEach(variable -> {
            String[] pair = variable.getAsString().split("=", 2);
            command.addAll(List.of("--setenv", pair[0], pair[1]));
        });
        // As in a Kubernetes pod (grading/deploy/kubernetes/): the root read-only, the grader's
        // cache on the empty scratch volume; the run-time image the build made is found all the
        // same.
        command.addAll(List.of("--setenv", "XDG_CACHE_HOME", "/tmp/cache"));
        config.getAsJsonArray("Entrypoint").forEach(part -> command.add(part.getAsString()));
        command.addAll(arguments);
        command.addAll(List.of("--out", "/tmp/out"));
        Ran ran = Shipped.run(command, dir, Map.of(), 900);
        assertThat(ran.status()).as(ran.output()).isZero();
        return ran;
    }

    /** Prints a row of the comparison, for the build's log and the benchmarks. */
    private static void compared(String run, String name, Path grades, Path ours)
            throws IOException {
        System.out.printf("ImageIT: %s %s: grade %.2f, the image %.2f, rules lost %s%n",
                run, name, Shipped.score(grades), Shipped.score(ours),
                Shipped.brokenRules(ours));
    }

    /**
     * Grades a sample with Docker or Podman, where one answers, by the README's own commands as
     * written (the Docker block, with {@code podman} for {@code docker} under Podman; the
     * Podman block too where Podman runs rootless): {@code alice} is the faulty sample, and
     * {@code out} is made by the command, not by the test, so a command that cannot write its
     * reports fails here. Says so where no engine answers.
     */
    private static void daemon(Map<String, Set<String>> expected, Path samples)
            throws IOException, InterruptedException {
        String readme = Files.readString(Shipped.root().resolve("grading/docs/platforms.md"));
        for (String engine : List.of("docker", "podman")) {
            Ran info;
            try {
                info = Shipped.run(List.of(engine, "info"), dir, Map.of(), 60);
            } catch (IOException e) {
                continue;
            }
            if (info.status() != 0) {
                continue;
            }
            // Can the engine run a container at all here (a nested container may lack the
            // cgroups or limits it needs)? The image's own version, with no option of the README's.
            Path tar = Shipped.root().resolve("grading/target/tabuleiro-grader-image.tar");
            Ran load = Shipped.run(List.of(engine, "load", "-i", tar.toString()), dir,
                    Map.of(), 600);
            assertThat(load.status()).as(load.output()).isZero();
            String image = "tabuleiro-grader:" + config.getAsJsonObject("Labels")
                    .get("org.opencontainers.image.version").getAsString();
            Ran probe = Shipped.run(List.of(engine, "run", "--rm", "--network", "none", image,
                    "--version"), dir, Map.of(), 300);
            if (probe.status() != 0) {
                System.out.println("image: " + engine + " answers but cannot run a container"
                        + " here (" + probe.output().strip().lines().reduce((a, b) -> b)
                        .orElse("") + "): the README's commands were not run with it");
                continue;
            }
            List<String> blocks = new ArrayList<>(List.of(block(readme, "docker")
                    .replaceAll("(?m)^docker ", engine + " ")));
            if (engine.equals("podman") && !Shipped.run(List.of("id", "-u"), dir, Map.of(), 10)
                    .output().strip().equals("0")) {
                blocks.add(block(readme, "podman"));
            }
            for (String commands : blocks) {
                Path here = dir.resolve(engine + "-" + blocks.indexOf(commands));
                Files.createDirectories(here.resolve("grading/target"));
                Files.createSymbolicLink(here.resolve("grading/target")
                        .resolve(tar.getFileName()), tar);
                copyTree(samples.resolve(SAMPLES.get(1)), here.resolve("alice"));
                Ran ran = Shipped.run(List.of("bash", "-euc", commands), here, Map.of(), 900);
                assertThat(ran.status()).as(commands + "\n" + ran.output()).isZero();
                Path results;
                try (Stream<Path> files = Files.walk(here.resolve("out"))) {
                    results = files.filter(f -> f.getFileName().toString()
                            .equals("results.json")).findFirst().orElseThrow();
                }
                assertThat(Shipped.brokenRules(results)).as(engine + " " + SAMPLES.get(1))
                        .isEqualTo(expected.get(SAMPLES.get(1)));
                System.out.println("image, with " + engine + " as the README says: "
                        + ran.output().lines().filter(l -> l.startsWith("isolation"))
                        .findFirst().orElse(""));
            }
            return;
        }
        System.out.println("image: no Docker or Podman daemon answers here: graded without"
                + " one only");
    }

    /** The README's code block that loads the image with this engine, as written. */
    private static String block(String readme, String engine) {
        java.util.regex.Matcher block = java.util.regex.Pattern.compile("(?s)```\\n("
                + engine + " load .*?)```").matcher(readme);
        assertThat(block.find()).as("the README's %s block", engine).isTrue();
        return block.group(1);
    }

    /** Copies a folder's files. */
    private static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> walk = Files.walk(from)) {
            for (Path file : walk.toList()) {
                Path target = to.resolve(from.relativize(file).toString());
                if (Files.isDirectory(file)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(file, target);
                }
            }
        }
    }

    /** Unpacks a tar stream into a folder; returns the files' paths. */
    private static List<String> untar(InputStream stream, Path into, boolean modes)
            throws IOException {
        List<String> names = new ArrayList<>();
        try (TarArchiveInputStream tar = new TarArchiveInputStream(stream)) {
            TarArchiveEntry entry;
            while ((entry = tar.getNextEntry()) != null) {
                Path out = into.resolve(entry.getName()).normalize();
                assertThat(out).startsWithRaw(into);
                if (entry.isDirectory()) {
                    Files.createDirectories(out);
                } else if (entry.isFile()) {
                    Files.createDirectories(out.getParent());
                    Files.deleteIfExists(out);
                    Files.copy(tar, out);
                    names.add(into.relativize(out).toString().replace('\\', '/'));
                } else {
                    throw new AssertionError("the image holds a link or device: "
                            + entry.getName());
                }
                if (modes) {
                    MODES.put(into.relativize(out).toString().replace('\\', '/'),
                            entry.getMode() & 0777);
                }
                if (modes && Files.exists(out, LinkOption.NOFOLLOW_LINKS)) {
                    Files.setPosixFilePermissions(out, permissions(entry.getMode()
                            | (entry.isDirectory() ? 0700 : 0600)));
                }
            }
        }
        return names;
    }

    private static Set<PosixFilePermission> permissions(int mode) {
        Set<PosixFilePermission> set = EnumSet.noneOf(PosixFilePermission.class);
        PosixFilePermission[] order = {PosixFilePermission.OTHERS_EXECUTE,
            PosixFilePermission.OTHERS_WRITE, PosixFilePermission.OTHERS_READ,
            PosixFilePermission.GROUP_EXECUTE, PosixFilePermission.GROUP_WRITE,
            PosixFilePermission.GROUP_READ, PosixFilePermission.OWNER_EXECUTE,
            PosixFilePermission.OWNER_WRITE, PosixFilePermission.OWNER_READ};
        for (int bit = 0; bit < order.length; bit++) {
            if ((mode & (1 << bit)) != 0) {
                set.add(order[bit]);
            }
        }
        return set;
    }
}
