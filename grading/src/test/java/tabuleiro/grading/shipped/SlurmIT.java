package tabuleiro.grading.shipped;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tabuleiro.grading.shipped.Shipped.Ran;

/**
 * {@code grading/deploy/slurm} on a real Slurm: a one-node cluster of Debian's {@code slurm-wlm}
 * (slurmctld and slurmd, with munge, every file in a folder of the test's own and its own
 * ports) runs the README's two commands as written, in a shell with no {@code USER}, with the
 * scripts' settings pointed at a class of two Connect Four samples, two shards, and the grader as
 * the build packs it. One task fails (its shard's folder is a file): the merge still runs
 * ({@code afterany}), names the missing shard, writes nothing and says how to grade it again;
 * graded again by that advice, the merge writes the class, whose results break the rules the
 * samples break. The tournament's two scripts run on the same cluster as the README writes
 * them, and their merge is checked against one unsharded run. Skipped, saying why, where Slurm
 * is not installed or the test is not root (slurmd starts jobs as their user).
 */
class SlurmIT {

    /** The samples of the class, one per shard. */
    private static final List<String> SAMPLES = List.of("complete", "no-diagonals");

    @TempDir
    static Path dir;

    private static Path conf;
    private static final List<Path> PID_FILES = new ArrayList<>();

    @BeforeAll
    static void startAOneNodeCluster() throws IOException, InterruptedException {
        for (String program : List.of("/usr/sbin/slurmctld", "/usr/sbin/slurmd",
                "/usr/sbin/munged", "/usr/bin/sbatch")) {
            Assumptions.assumeTrue(Files.isExecutable(Path.of(program)), program + " is not"
                    + " installed: Debian's slurm-wlm and munge run grading/deploy/slurm here"
                    + " (.ci/prerequisites installs them as root)");
        }
        Assumptions.assumeTrue("0".equals(Shipped.run(List.of("id", "-u"), dir, Map.of(), 10)
                .output().strip()), "not root: slurmd must start jobs as their user");
        long memory = Files.readAllLines(Path.of("/proc/meminfo")).stream()
                .filter(line -> line.startsWith("MemTotal:")).map(line -> line.replaceAll(
                        "\\D", "")).mapToLong(Long::parseLong).findFirst().orElse(0) / 1024;
        Assumptions.assumeTrue(memory > 3000, "the scripts ask for 2 GB a task; this machine"
                + " has " + memory + " MB");
        final String host = Shipped.run(List.of("hostname", "-s"), dir, Map.of(), 10).output()
                .strip();
        Path cluster = Files.createDirectories(dir.resolve("cluster"));
        for (String folder : List.of("state", "spool")) {
            Files.createDirectories(cluster.resolve(folder));
        }
        Path key = cluster.resolve("munge.key");
        Files.write(key, new java.security.SecureRandom().generateSeed(1024));
        Files.setPosixFilePermissions(key, java.nio.file.attribute.PosixFilePermissions
                .fromString("rw-------"));
        Ran munge = Shipped.run(List.of("/usr/sbin/munged", "--force", "--key-file=" + key,
                "--socket=" + cluster.resolve("munge.sock"), "--pid-file=" + cluster.resolve(
                "munged.pid"), "--log-file=" + cluster.resolve("munged.log"), "--seed-file="
                + cluster.resolve("munged.seed")), dir, Map.of(), 30);
        assertThat(munge.status()).as(munge.output()).isZero();
        PID_FILES.add(cluster.resolve("munged.pid"));
        conf = cluster.resolve("slurm.conf");
        Files.writeString(conf, String.join("\n",
                "ClusterName=tabuleiro",
                "SlurmctldHost=" + host,
                "SlurmctldPort=" + freePort(),
                "SlurmdPort=" + freePort(),
                "SlurmUser=root",
                "AuthType=auth/munge",
                "AuthInfo=socket=" + cluster.resolve("munge.sock"),
                "CredType=cred/munge",
                "StateSaveLocation=" + cluster.resolve("state"),
                "SlurmdSpoolDir=" + cluster.resolve("spool"),
                "SlurmctldPidFile=" + cluster.resolve("slurmctld.pid"),
                "SlurmdPidFile=" + cluster.resolve("slurmd.pid"),
                "SlurmctldLogFile=" + cluster.resolve("slurmctld.log"),
                "SlurmdLogFile=" + cluster.resolve("slurmd.log"),
                "ProctrackType=proctrack/linuxproc",
                "TaskPlugin=task/none",
                "JobAcctGatherType=jobacct_gather/none",
                "AccountingStorageType=accounting_storage/none",
                "SelectType=select/cons_tres",
                "SelectTypeParameters=CR_Core_Memory",
                "ReturnToService=2",
                // Start a job as soon as what it waits for has ended, not at the next minute.
                "SchedulerParameters=sched_interval=1",
                "MinJobAge=600",
                "NodeName=" + host + " CPUs=" + Runtime.getRuntime().availableProcessors()
                        + " RealMemory=" + Math.min(memory - 512, 6000) + " State=UNKNOWN",
                "PartitionName=main Nodes=ALL Default=YES MaxTime=INFINITE State=UP", ""),
                StandardCharsets.UTF_8);
        for (String daemon : List.of("slurmctld", "slurmd")) {
            Ran started = Shipped.run(List.of("/usr/sbin/" + daemon, "-f", conf.toString()),
                    dir, Map.of("SLURM_CONF", conf.toString()), 60);
            assertThat(started.status()).as(daemon + ": " + started.output()).isZero();
            PID_FILES.add(cluster.resolve(daemon + ".pid"));
        }
        for (int tries = 0; tries < 60; tries++) {
            Ran sinfo = Shipped.run(List.of("sinfo", "-h", "-o", "%T"), dir, env(), 30);
            if (sinfo.status() == 0 && sinfo.output().strip().equals("idle")) {
                return;
            }
            Thread.sleep(500);
        }
        throw new AssertionError("the one-node cluster did not come up: " + Files.readString(
                cluster.resolve("slurmctld.log")));
    }

    @AfterAll
    static void stopTheCluster() throws IOException, InterruptedException {
        // Each daemon this test started, by the pid it wrote, nothing else; and waited for:
        // slurmctld saves its state as it stops, into the folder the test then deletes.
        for (Path pid : PID_FILES) {
            if (Files.isRegularFile(pid)) {
                java.util.Optional<ProcessHandle> daemon = ProcessHandle.of(Long.parseLong(
                        Files.readString(pid).strip()));
                if (daemon.isPresent()) {
                    daemon.get().destroy();
                    try {
                        daemon.get().onExit().get(30, java.util.concurrent.TimeUnit.SECONDS);
                    } catch (java.util.concurrent.ExecutionException
                            | java.util.concurrent.TimeoutException e) {
                        daemon.get().destroyForcibly();
                    }
                }
            }
        }
    }

    @Test
    void theReadmesCommandsGradeAndMergeAndAFailedTaskIsNamedNotWaitedFor()
            throws IOException, InterruptedException {
        Path here = Files.createDirectories(dir.resolve("course"));
        Path samples = Shipped.root().resolve("grading/target/samples/connect-four");
        Path classFolder = here.resolve("class");
        for (String sample : SAMPLES) {
            Shipped.copyTree(samples.resolve(sample), classFolder.resolve(sample));
        }
        Path results = here.resolve("results");
        Path grader = Shipped.root().resolve("grading/target");
        Path slurm = Files.createDirectories(here.resolve("grading/deploy/slurm"));
        for (String script : List.of("grade-class.sbatch", "merge-class.sbatch")) {
            String text = Files.readString(Shipped.root().resolve("grading/deploy/slurm/" + script),
                    StandardCharsets.UTF_8)
                    .replaceFirst("(?m)^#SBATCH --array=.*$", "#SBATCH --array=0-1")
                    .replaceFirst("(?m)^SHARDS=.*$", "SHARDS=2")
                    .replaceFirst("(?m)^CLASS=.*$", "CLASS=" + classFolder)
                    .replaceFirst("(?m)^RESULTS=.*$", "RESULTS=" + results)
                    .replaceFirst("(?m)^GRADER=.*$", "GRADER=" + grader);
            Files.writeString(slurm.resolve(script), text, StandardCharsets.UTF_8);
        }
        // Task 1 cannot write its shard: it fails, as a task does whose node is lost.
        Files.createDirectories(results.resolve("shards"));
        Files.writeString(results.resolve("shards/1"), "not a folder");
        String readme = Files.readString(Shipped.root().resolve("grading/deploy/README.md"),
                StandardCharsets.UTF_8);
        Matcher block = Pattern.compile("(?s)```\\n(jid=\\$\\(sbatch --parsable .*?)```")
                .matcher(readme);
        assertThat(block.find()).as("the README's Slurm commands").isTrue();

        final long started = System.nanoTime();
        submit(block.group(1), here);
        Path mergeLog = onlyLog(here, "tabuleiro-merge-");
        String merged = Files.readString(mergeLog);
        assertThat(merged).as("the merge ran after the failed task").contains(
                "shard 1/2 is missing").contains("grade it again with");
        assertThat(results.resolve("class/summary.csv")).as("nothing written").doesNotExist();
        String jid = onlyLog(here, "tabuleiro-grade-").getFileName().toString()
                .replaceAll("tabuleiro-grade-(\\d+)_\\d+\\.log", "$1");
        assertThat(merged).contains("tabuleiro-grade-" + jid + "_I.log");

        // As the merge's log says: task 1 again, then the merge.
        Files.delete(results.resolve("shards/1"));
        Files.delete(mergeLog);
        submit("jid=$(sbatch --parsable --array=1 grading/deploy/slurm/grade-class.sbatch)\n"
                + "sbatch --dependency=afterany:\"$jid\" --export=ALL,GRADE_JOB=\"$jid\""
                + " grading/deploy/slurm/merge-class.sbatch\n", here);
        assertThat(results.resolve("class/summary.csv")).as(Files.readString(onlyLog(here,
                "tabuleiro-merge-"))).isRegularFile();
        Map<String, Set<String>> expected = Shipped.expected("connect-four");
        for (String sample : SAMPLES) {
            assertThat(Shipped.brokenRules(results.resolve("class").resolve(sample)
                    .resolve("results.json"))).as(sample).isEqualTo(expected.get(sample));
        }
        System.out.printf("SlurmIT: graded, failed, merged and regraded in %d s%n",
                (System.nanoTime() - started) / 1_000_000_000L);
    }

    /**
     * The README's tournament block as written, on the same cluster: {@code tournament.sbatch}
     * as a two-task array of a small Connect Four field (the anchors and two copies of the
     * complete sample: 12 games), then {@code merge-tournament.sbatch} once both tasks have
     * ended. The merged {@code tournament.csv} and {@code games.csv} are those of one
     * unsharded run of the same field and seed by the same jar, byte for byte.
     */
    @Test
    void theReadmesTournamentCommandsPlayTwoShardsAndMergeThemIntoWhatOneRunWrites()
            throws IOException, InterruptedException {
        Path here = Files.createDirectories(dir.resolve("tournament"));
        Path submissions = here.resolve("class");
        for (String student : List.of("alice", "bob")) {
            Shipped.copyTree(Shipped.root().resolve("grading/target/samples/connect-four"
                    + "/complete"), submissions.resolve(student));
        }
        Path results = here.resolve("results");
        Path grader = Shipped.root().resolve("grading/target");
        Path slurm = Files.createDirectories(here.resolve("grading/deploy/slurm"));
        String seed = null;
        for (String script : List.of("tournament.sbatch", "merge-tournament.sbatch")) {
            String text = Files.readString(Shipped.root().resolve("grading/deploy/slurm/"
                    + script), StandardCharsets.UTF_8);
            Matcher game = Pattern.compile("(?m)^GAME=(.*)$").matcher(text);
            if (game.find()) {
                assertThat(game.group(1)).as("the script's game").isEqualTo("connect-four");
                Matcher seedLine = Pattern.compile("(?m)^SEED=(\\d+)$").matcher(text);
                assertThat(seedLine.find()).as("the script's seed").isTrue();
                seed = seedLine.group(1);
            }
            text = text.replaceFirst("(?m)^#SBATCH --array=.*$", "#SBATCH --array=0-1")
                    .replaceFirst("(?m)^SHARDS=.*$", "SHARDS=2")
                    .replaceFirst("(?m)^SUBMISSIONS=.*$", "SUBMISSIONS=" + submissions)
                    .replaceFirst("(?m)^RESULTS=.*$", "RESULTS=" + results)
                    .replaceFirst("(?m)^GRADER=.*$", "GRADER=" + grader);
            Files.writeString(slurm.resolve(script), text, StandardCharsets.UTF_8);
        }
        String readme = Files.readString(Shipped.root().resolve("grading/deploy/README.md"),
                StandardCharsets.UTF_8);
        Matcher block = Pattern.compile("(?s)```\\n(jid=\\$\\(sbatch --parsable"
                + " grading/deploy/slurm/tournament\\.sbatch\\).*?)```").matcher(readme);
        assertThat(block.find()).as("the README's tournament commands for Slurm").isTrue();

        final long started = System.nanoTime();
        submit(block.group(1), here);
        Path merged = results.resolve("tournament");
        assertThat(merged.resolve("tournament.csv")).as(Files.readString(onlyLog(here,
                "tabuleiro-tournament-merge-"))).isRegularFile();
        try (Stream<Path> logs = Files.list(here)) {
            assertThat(logs.map(log -> log.getFileName().toString()).filter(name -> name
                    .matches("tabuleiro-tournament-\\d+_\\d\\.log"))).as("a log per task")
                    .hasSize(2);
        }
        for (String shard : List.of("0", "1")) {
            assertThat(results.resolve("tournament-shards/" + shard
                    + "/tournament-shard.json")).isRegularFile();
        }
        final long sharded = System.nanoTime();

        // One run of the same field and seed, by the same jar, as the script runs it but whole.
        List<String> once = new ArrayList<>(Shipped.grading());
        once.addAll(List.of("tournament", "--game", "connect-four",
                submissions.resolve("alice").toString(), submissions.resolve("bob").toString(),
                "--out", here.resolve("once").toString(), "--seed", seed, "--jobs", "2"));
        Ran ran = Shipped.run(once, here, Map.of(), 600);
        assertThat(ran.status()).as(ran.output()).isZero();
        for (String file : List.of("tournament.csv", "games.csv")) {
            assertThat(Files.readString(merged.resolve(file), StandardCharsets.UTF_8))
                    .as(file).isEqualTo(Files.readString(here.resolve("once").resolve(file),
                    StandardCharsets.UTF_8));
        }
        assertThat(Files.readAllLines(merged.resolve("games.csv"))).as("12 games and the"
                + " header").hasSize(13);
        System.out.printf("SlurmIT: tournament played in 2 tasks and merged in %d s, once in"
                + " %d s%n", (sharded - started) / 1_000_000_000L, (System.nanoTime() - sharded)
                / 1_000_000_000L);
    }

    /** Runs commands in a shell without USER, then waits until the queue is empty. */
    private static void submit(String commands, Path here)
            throws IOException, InterruptedException {
        Map<String, String> env = env();
        Ran ran = Shipped.run(List.of("env", "-u", "USER", "bash", "-euc", commands), here, env,
                60);
        assertThat(ran.status()).as(commands + "\n" + ran.output()).isZero();
        for (int seconds = 0; seconds < 900; seconds++) {
            Ran queue = Shipped.run(List.of("squeue", "-h", "-o", "%i %T %r"), here, env, 30);
            assertThat(queue.status()).as(queue.output()).isZero();
            if (queue.output().isBlank()) {
                return;
            }
            assertThat(queue.output()).as("a job the queue can never start")
                    .doesNotContain("DependencyNeverSatisfied");
            Thread.sleep(1000);
        }
        throw new AssertionError("the jobs did not end within 15 minutes");
    }

    private static Map<String, String> env() {
        return Map.of("SLURM_CONF", conf.toString());
    }

    /** The one log whose name starts so (the newest, when a task was run twice). */
    private static Path onlyLog(Path here, String prefix) throws IOException {
        try (Stream<Path> files = Files.list(here)) {
            return files.filter(file -> file.getFileName().toString().startsWith(prefix))
                    .max(java.util.Comparator.comparing(file -> file.toFile().lastModified()))
                    .orElseThrow(() -> new AssertionError("no " + prefix + "*.log in " + here));
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

}
