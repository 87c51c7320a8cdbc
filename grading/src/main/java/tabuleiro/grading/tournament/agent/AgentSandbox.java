package tabuleiro.grading.tournament.agent;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import javax.crypto.Mac;
import tabuleiro.grading.child.AgentHost;
import tabuleiro.grading.child.Channel;
import tabuleiro.grading.child.SpecRunner;
import tabuleiro.grading.model.FileTrees;
import tabuleiro.grading.model.Limits;
import tabuleiro.grading.sandbox.ChildJvm;
import tabuleiro.grading.sandbox.Isolation;
import tabuleiro.grading.sandbox.LongLivedProcesses;
import tabuleiro.grading.tournament.referee.Forfeit;
import tabuleiro.grading.tournament.referee.ForfeitReason;
import tabuleiro.grading.tournament.referee.Player;
import tabuleiro.grading.tournament.referee.Reply;

/**
 * One submission's agent in a sandboxed child JVM of its own ({@link AgentHost}), started once
 * and asked for every move of every game the agent plays; started again only after it died or
 * was killed for a move that did not come in time.
 *
 * <p>The JVM has the grader's command line and limits ({@link ChildJvm#command}: heap, stack,
 * one processor, the Java guard over the submission's classes) inside the grader's process
 * sandbox ({@link Isolation#wrap}); its answers come on a channel signed with a key only it
 * and the referee know, so what the submission prints, or forges, is never taken for a move.
 * Calls are serialised: one move at a time.
 */
public final class AgentSandbox implements Player, AutoCloseable {

    private static final int KEY_BYTES = 32;
    private static final SecureRandom RANDOM = new SecureRandom();
    /** The longest wait for the JVM to start and name its agent. */
    private static final long START_MILLIS = 30_000;
    /** How many characters of an answer line are read at most. */
    private static final int LINE_CHARS = 4096;

    private final String name;
    private final String engine;
    private final List<String> candidates;
    private final Path classes;
    private final List<Path> classpath;
    private final Limits limits;
    private final Isolation isolation;
    private final Path folder;
    private final int atOnce;
    private int starts;
    private Process process;
    private Writer requests;
    private BlockingQueue<String> answers;
    private String agentClass = "";
    private String startFailure = "";

    /**
     * Prepares an agent's sandbox; the JVM starts at the first move asked.
     *
     * @param name the agent's name in the tournament
     * @param engine the binary name of the game's class on the submission's engine, which the
     *     host makes ({@code TournamentGame.hostedEngine()})
     * @param candidates the classes to try as the agent, in order
     * @param classes the submission's compiled classes
     * @param classpath the runner's class path, without the submission's classes
     * @param limits the limits of the JVM
     * @param isolation the process sandbox
     * @param folder a folder of the grader's for the JVM's files (command line, error stream)
     *     and its scratch folders
     * @param atOnce how many of its games the referee plays at once (its jobs), so how many
     *     games' agents the JVM keeps
     */
    public AgentSandbox(String name, String engine, List<String> candidates, Path classes,
            List<Path> classpath, Limits limits, Isolation isolation, Path folder, int atOnce) {
        this.name = Objects.requireNonNull(name, "name");
        this.engine = Objects.requireNonNull(engine, "engine");
        this.candidates = List.copyOf(candidates);
        this.classes = Objects.requireNonNull(classes, "classes");
        this.classpath = List.copyOf(classpath);
        this.limits = Objects.requireNonNull(limits, "limits");
        this.isolation = Objects.requireNonNull(isolation, "isolation");
        this.folder = Objects.requireNonNull(folder, "folder");
        if (atOnce < 1) {
            throw new IllegalArgumentException("at least one game at once: " + atOnce);
        }
        this.atOnce = atOnce;
    }

    @Override
    public String name() {
        return name;
    }

    /**
     * The class that plays, once the JVM has started and found it.
     *
     * @return its binary name, or empty before the first start
     */
    public synchronized String agentClass() {
        return agentClass;
    }

    /**
     * How many times the JVM was started.
     *
     * @return the count
     */
    public synchronized int starts() {
        return starts;
    }

    @Override
    public synchronized void gameOver(int gameNumber) {
        if (process == null || !process.isAlive()) {
            return;
        }
        try {
            requests.write(gameNumber + "\tend\n");
            requests.flush();
        } catch (IOException e) {
            // The JVM is gone: the next move starts another, which keeps nothing of this game.
        }
    }

    @Override
    public synchronized Reply move(int gameNumber, long seed, String moves, long millis) {
        try {
            if (process == null || !process.isAlive()) {
                Optional<String> failed = start();
                if (failed.isPresent()) {
                    return Reply.forfeit(Forfeit.CRASH, failed.get());
                }
            }
            long start = System.nanoTime();
            requests.write(gameNumber + "\t" + seed + "\t" + moves + "\n");
            requests.flush();
            long deadline = start + TimeUnit.MILLISECONDS.toNanos(millis);
            while (true) {
                long left = deadline - System.nanoTime();
                String line = left <= 0 ? null : answers.poll(left, TimeUnit.NANOSECONDS);
                if (line == null) {
                    if (!process.isAlive()) {
                        return crashed();
                    }
                    kill();
                    return Reply.forfeit(Forfeit.TIMEOUT,
                            ForfeitReason.recorded("no.move.in.time",
                                    Long.toString(millis)));
                }
                if (line.isEmpty()) {
                    // The reader's end-of-stream mark: the JVM is gone.
                    return crashed();
                }
                String[] parts = line.split("\t", 3);
                if (parts.length == 3 && parts[0].equals(Integer.toString(gameNumber))) {
                    // The move is the referee's to read; here it is only kept short and printable
                    // (the five games' longest move, a turn of six tiles with its spaces, is
                    // under 100 characters).
                    if (parts[1].equals("move")
                            && parts[2].matches("[\\x21-\\x7E][\\x20-\\x7E]{0,159}")) {
                        return Reply.move(parts[2]).took(TimeUnit.NANOSECONDS.toMillis(
                                System.nanoTime() - start));
                    }
                    return Reply.forfeit(Forfeit.EXCEPTION, parts[2]);
                }
                // A late answer to a question already timed out is not this move's.
            }
        } catch (IOException | UncheckedIOException e) {
            return crashed();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            kill();
            return Reply.forfeit(Forfeit.CRASH,
                    ForfeitReason.recorded("tournament.interrupted"));
        }
    }

    /**
     * The forfeit of a JVM that is gone: why it ended, read before the kill of what is left,
     * which forgets the process.
     */
    private Reply crashed() {
        Reply reply = Reply.forfeit(Forfeit.CRASH, died());
        kill();
        return reply;
    }

    /** Why the JVM ended, from its exit status and the end of its error stream. */
    private String died() {
        try {
            if (process != null && process.waitFor(2, TimeUnit.SECONDS)) {
                int status = process.exitValue();
                return status == ChildJvm.OUT_OF_MEMORY_STATUS
                        ? ForfeitReason.recorded("out.of.memory")
                        : ForfeitReason.recorded("jvm.ended", Integer.toString(status));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return ForfeitReason.recorded("jvm.silent");
    }

    /** Starts the JVM and waits for it to name its agent; says why not if it could not. */
    private Optional<String> start() throws IOException, InterruptedException {
        kill();
        starts++;
        final Path scratch = Files.createTempDirectory(folder, "scratch-");
        byte[] key = new byte[KEY_BYTES];
        RANDOM.nextBytes(key);
        final Mac mac = Channel.mac(key);
        List<String> arguments = new ArrayList<>();
        arguments.add(engine);
        arguments.add(Integer.toString(atOnce));
        arguments.addAll(candidates);
        List<Path> path = new ArrayList<>(classpath);
        path.add(classes);
        List<String> java = new ArrayList<>(ChildJvm.command(isolation.runtime(), limits, path,
                Optional.of(classes), scratch, arguments));
        // ChildJvm's command runs the rule book's runner; the same JVM runs the agent's host.
        java.replaceAll(argument -> argument.endsWith(SpecRunner.class.getName())
                ? argument.substring(0, argument.length() - SpecRunner.class.getName().length())
                        + AgentHost.class.getName() : argument);
        List<String> command = isolation.wrap(java, path, List.of(), Optional.of(scratch),
                scratch);
        Files.write(folder.resolve("jvm-" + starts + ".command"), command,
                StandardCharsets.UTF_8);
        ProcessBuilder builder = new ProcessBuilder(command).directory(scratch.toFile())
                .redirectError(folder.resolve("jvm-" + starts + ".err").toFile());
        ChildJvm.emptyEnvironment(builder);
        // It plays every game of the agent's, in rounds played by threads that end.
        process = LongLivedProcesses.start(builder);
        answers = new LinkedBlockingQueue<>();
        final BlockingQueue<String> queue = answers;
        final InputStream out = process.getInputStream();
        Thread reader = new Thread(() -> read(out, queue, mac),
                "agent " + name);
        reader.setDaemon(true);
        reader.start();
        OutputStream in = process.getOutputStream();
        requests = new OutputStreamWriter(in, StandardCharsets.UTF_8);
        requests.write(HexFormat.of().formatHex(key) + "\n");
        requests.flush();
        String ready = answers.poll(START_MILLIS, TimeUnit.MILLISECONDS);
        if (ready == null || ready.isEmpty()) {
            String why = died();
            kill();
            startFailure = why;
            return Optional.of(why);
        }
        String[] parts = ready.split("\t", 3);
        if (parts.length == 3 && parts[1].equals("ready")) {
            agentClass = parts[2];
            return Optional.empty();
        }
        kill();
        startFailure = parts.length == 3 ? parts[2]
                : ForfeitReason.recorded("jvm.not.started");
        return Optional.of(startFailure);
    }

    /**
     * Why the agent could not be started, if it could not.
     *
     * @return the reason, or empty
     */
    public synchronized String startFailure() {
        return startFailure;
    }

    /**
     * Reads the JVM's standard output: the verified answers go to the queue, anything else is
     * dropped; an empty string marks the end of the stream.
     */
    private static void read(InputStream in, BlockingQueue<String> queue, Mac mac) {
        long[] expected = {0};
        try (in) {
            byte[] buffer = new byte[8192];
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                for (int i = 0; i < n; i++) {
                    if (buffer[i] == '\n') {
                        take(bytes.toString(StandardCharsets.UTF_8), queue, mac, expected);
                        bytes.reset();
                    } else if (bytes.size() < LINE_CHARS) {
                        bytes.write(buffer[i]);
                    }
                }
            }
        } catch (IOException e) {
            // The JVM is gone: the end mark below says so.
        }
        queue.add("");
    }

    /** Takes one line of the channel if it is signed with the key and numbered in turn. */
    private static void take(String line, BlockingQueue<String> queue, Mac mac,
            long[] expected) {
        String[] parts = line.split("\t", 3);
        if (parts.length != 3 || !parts[0].matches("\\d{1,18}")) {
            return;
        }
        long sequence = Long.parseLong(parts[0]);
        if (sequence != expected[0] || !Channel.sign(mac, sequence, parts[2]).equals(parts[1])) {
            return;
        }
        expected[0]++;
        if (!parts[2].isEmpty()) {
            queue.add(parts[2]);
        }
    }

    /** Kills the JVM, if it runs, and every process it started. */
    private void kill() {
        if (process != null) {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
            try {
                process.waitFor(5, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            process = null;
        }
    }

    @Override
    public synchronized void close() {
        kill();
        try (var scratches = Files.list(folder)) {
            for (Path scratch : scratches.filter(p -> p.getFileName().toString()
                    .startsWith("scratch-")).toList()) {
                FileTrees.delete(scratch);
            }
        } catch (IOException e) {
            // The folder is the tournament's temporary one, deleted with it.
        }
    }
}
