package tabuleiro.grading.selfcheck;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.lang.reflect.Method;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.Charset;
import java.nio.charset.IllegalCharsetNameException;
import java.nio.charset.StandardCharsets;
import java.nio.charset.UnsupportedCharsetException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import picocli.CommandLine;
import tabuleiro.grading.model.FileTrees;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.Scheme;

/**
 * A kit's warm check: a JVM that keeps what every check of the kit reads the same (the rule
 * book parsed, its jars made, Cucumber's libraries and the compiler loaded and compiled by the
 * JIT) and answers the kit's later {@code ./check} commands, as Gradle's daemon answers builds.
 *
 * <p>One server serves one kit with one JDK: the {@link CheckClient} that the kit's script
 * starts sends its kit's real path, its JDK and a token that only the kit's owner can read
 * (written in {@code target/check-server/server.properties}, readable by its owner alone); a
 * request from another kit (a copy, a kit moved), another JDK, or with another token is refused,
 * and the client starts a server of its own. The server ends when it has been idle for a while,
 * when the kit's {@code tools/} change (another grader, another rule book), when its kit is
 * gone, when another server took its place, and after a check whose scenario it could not stop.
 *
 * <p>Nothing of the project is kept that could answer for other sources: every check reads the
 * project's sources from disk again and compiles them, or takes classes kept under the SHA-256
 * of exactly those sources ({@link CheckCache}), and the verdict ends with that digest. Each
 * check loads the student's classes and the step definitions in a fresh class loader
 * ({@link SelfCheck}). Checks are answered one at a time, in the order they come; a client that
 * goes away while its check runs ends the server, so that no half-run check is left behind.
 */
public final class CheckServer {

    /** The first words of every request: a client of another version is refused. */
    static final String GREETING = "tabuleiro-check 1";

    /** A frame of the check's standard output. */
    static final int OUT = 'O';

    /** A frame of the check's standard error. */
    static final int ERR = 'E';

    /** The last frame: the check's exit status. */
    static final int EXIT = 'X';

    /** The only frame of a refused request, with the reason. */
    static final int REFUSED = 'R';

    /** The folder of the server's files, under the kit's {@code target}. */
    static final String FOLDER = "check-server";

    /** The file that says where the server listens, and its token. */
    static final String INFO = "server.properties";

    /** The server's log: what it says when it starts, refuses or ends. */
    static final String LOG = "server.log";

    /** The system property of the idle time, in seconds (tests shorten it). */
    static final String IDLE_PROPERTY = "tabuleiro.check.idle";

    /** How long a server waits for a check before it ends: ten minutes. */
    private static final long IDLE_SECONDS = 600;

    /** How often an idle server looks whether its kit, its tools and its file are still its. */
    private static final int TICK_MILLIS = 5_000;

    /**
     * How long the server waits after a check for the next one before it collects the check's
     * garbage. The full collection that unloads a check's class loaders takes a few hundred
     * milliseconds of a processor; run at once, it held up a check asked right after the last
     * (a script, an editor that checks on save, a student who fixes a line the moment the
     * verdict appears) and took a processor from the check of another kit, and a server ended
     * right after its check spent it for nothing.
     */
    private static final int COLLECT_AFTER_MILLIS = 1_000;

    /** How long a client may take to send its request once connected. */
    private static final int REQUEST_MILLIS = 10_000;

    private final Path kit;
    private final Path info;
    private final String token;
    private final String tools;
    private final Function<CheckCommand, CommandLine> commandLines;
    /** The prepared checks, by scheme and language: the rule book read once for each. */
    private final Map<List<Object>, SelfCheck> prepared = new HashMap<>();
    /** The folder of the prepared checks' work. */
    private final Path work;

    private CheckServer(Path kit, Function<CheckCommand, CommandLine> commandLines)
            throws IOException {
        this.kit = kit;
        this.info = infoFile(kit);
        this.token = HexFormat.of().formatHex(randomBytes());
        this.tools = toolsFingerprint(kit);
        this.commandLines = commandLines;
        this.work = Files.createTempDirectory("tabuleiro-check-server-");
    }

    private static byte[] randomBytes() {
        byte[] bytes = new byte[32];
        new SecureRandom().nextBytes(bytes);
        return bytes;
    }

    /**
     * Serves a kit's checks until the server ends (see the class's description).
     *
     * @param kit the kit's folder
     * @param commandLines makes the grader's command line around a check command, as the
     *     launcher makes it for a cold check, so that a warm check parses, refuses and reports
     *     its command line in the same words
     * @return the exit status of the server's JVM: 0 when it ended as it should, 1 when it
     *     could not start (its port, its file)
     * @throws IOException if the kit cannot be read
     */
    public static int serve(Path kit, Function<CheckCommand, CommandLine> commandLines)
            throws IOException {
        if (kit == null || !Files.isDirectory(kit)) {
            throw new IllegalArgumentException("the kit's folder, but " + kit
                    + " is not a folder");
        }
        ignoreTerminalSignals();
        CheckServer server = new CheckServer(kit.toRealPath(), commandLines);
        // Ended by a signal (a logout, kill): its file withdrawn and its folder deleted all the
        // same; a server killed outright leaves a file that names a port nobody answers.
        Runtime.getRuntime().addShutdownHook(new Thread(server::clearAway,
                "tabuleiro-check-server-end"));
        try (ServerSocket socket = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            server.publish(socket.getLocalPort());
            log("serving " + server.kit + " on port " + socket.getLocalPort() + " with "
                    + javaHome() + " (" + Runtime.version() + ")");
            server.loop(socket);
        } catch (IOException e) {
            log("cannot serve: " + e);
            return 1;
        } finally {
            server.withdraw();
            for (SelfCheck check : server.prepared.values()) {
                check.close();
            }
            FileTrees.delete(server.work);
        }
        return 0;
    }

    /** Answers requests until idle, or until the kit, its tools or the server file change. */
    private void loop(ServerSocket socket) throws IOException {
        long idle = TimeUnit.SECONDS.toNanos(Long.getLong(IDLE_PROPERTY, IDLE_SECONDS));
        long last = System.nanoTime();
        boolean collect = false;
        while (true) {
            socket.setSoTimeout(collect ? COLLECT_AFTER_MILLIS : TICK_MILLIS);
            Socket client;
            try {
                client = socket.accept();
            } catch (SocketTimeoutException e) {
                if (collect) {
                    // The checks' class loaders and garbage collected once no check came for a
                    // moment, and the heap given back: not on a check's time, nor held while
                    // idle.
                    System.gc();
                    collect = false;
                }
                String why = endsBecause(System.nanoTime() - last >= idle);
                if (!why.isEmpty()) {
                    log("ends: " + why);
                    return;
                }
                continue;
            }
            try (client) {
                if (!answer(client)) {
                    return;
                }
            } catch (IOException e) {
                // A client that went away, or sent what is no request: the next is answered.
                log("a request failed: " + e);
            }
            collect = true;
            last = System.nanoTime();
        }
    }

    /** Why the server ends now, or empty for no reason. */
    private String endsBecause(boolean idle) {
        if (idle) {
            return "idle";
        }
        if (!Files.isDirectory(kit)) {
            return "the kit is gone";
        }
        if (!ownsInfo()) {
            return "another server took the kit";
        }
        if (!tools.equals(toolsFingerprint(kit))) {
            return "the kit's tools changed";
        }
        return "";
    }

    /**
     * Answers one request.
     *
     * @return whether the server goes on
     */
    private boolean answer(Socket client) throws IOException {
        client.setSoTimeout(REQUEST_MILLIS);
        client.setTcpNoDelay(true);
        DataInputStream in = new DataInputStream(new BufferedInputStream(
                client.getInputStream()));
        DataOutputStream out = new DataOutputStream(new BufferedOutputStream(
                client.getOutputStream()));
        Request request = Request.read(in);
        String refusal = refusal(request);
        if (!refusal.isEmpty()) {
            log("refused: " + refusal);
            out.writeByte(REFUSED);
            out.writeUTF(refusal);
            out.flush();
            return endsBecause(false).isEmpty();
        }
        client.setSoTimeout(0);
        // A client that goes away mid-check (Ctrl+C) ends the server: a check cut half way
        // leaves nothing behind that the next one could meet.
        AtomicBoolean answered = new AtomicBoolean();
        Thread watcher = new Thread(() -> {
            String why;
            try {
                why = "the client went away while its check ran (read "
                        + client.getInputStream().read() + ")";
            } catch (IOException gone) {
                why = "the client went away while its check ran: " + gone;
            }
            if (!answered.get()) {
                endNow(why);
            }
        }, "tabuleiro-check-client");
        watcher.setDaemon(true);
        Charset charset = charset(request.charset());
        Frames frames = new Frames(out);
        PrintStream stdout = new PrintStream(frames.channel(OUT), true, charset);
        PrintStream stderr = new PrintStream(frames.channel(ERR), true, charset);
        PrintStream loudOut = System.out;
        PrintStream loudErr = System.err;
        CheckCommand command = new CheckCommand(new Warm(Path.of(request.cwd())));
        int status;
        System.setOut(stdout);
        System.setErr(stderr);
        try {
            watcher.start();
            CommandLine line = commandLines.apply(command);
            line.setOut(new PrintWriter(stdout, true));
            line.setErr(new PrintWriter(stderr, true));
            status = line.execute(request.args().toArray(String[]::new));
            stdout.flush();
            stderr.flush();
        } finally {
            System.setOut(loudOut);
            System.setErr(loudErr);
        }
        // The client closes its end on the exit frame, which the watcher then reads.
        answered.set(true);
        out.writeByte(EXIT);
        out.writeInt(status);
        out.flush();
        if (command.leftStuck()) {
            log("ends: a scenario ran out of time and could not be stopped");
            return false;
        }
        return true;
    }

    /** Ends the server's JVM at once, its file withdrawn and its folder deleted. */
    private void endNow(String why) {
        log("ends: " + why);
        clearAway();
        Runtime.getRuntime().halt(0);
    }

    /** Withdraws the server's file and deletes its folder. */
    private void clearAway() {
        withdraw();
        try {
            FileTrees.delete(work);
        } catch (IOException | RuntimeException e) {
            // A folder of the temporary folder's, left for the system to clear.
        }
    }

    /** Why a request is refused, or empty when it is answered. */
    private String refusal(Request request) {
        if (!GREETING.equals(request.greeting())) {
            return "another version of the check: " + request.greeting();
        }
        if (!MessageDigest.isEqual(token.getBytes(StandardCharsets.UTF_8),
                request.token().getBytes(StandardCharsets.UTF_8))) {
            return "a wrong token";
        }
        if (!kit.toString().equals(request.kit())) {
            return "another kit: this server checks " + kit;
        }
        if (!javaHome().equals(request.javaHome())
                || !Runtime.version().toString().equals(request.javaVersion())) {
            return "another JDK: this server runs " + javaHome() + " (" + Runtime.version() + ")";
        }
        if (!tools.equals(toolsFingerprint(kit))) {
            return "the kit's tools changed since this server started";
        }
        if (!Files.isDirectory(kit)) {
            return "the kit is gone";
        }
        return "";
    }

    /**
     * The check a scheme and language need, prepared once: the rule book read, its jars made
     * and the runner's libraries loaded.
     */
    SelfCheck prepared(Scheme scheme, Language language, Preparation preparation)
            throws IOException {
        List<Object> key = List.of(scheme, language);
        SelfCheck check = prepared.get(key);
        if (check == null) {
            Path folder = work.resolve(String.valueOf(prepared.size()));
            Files.createDirectories(folder);
            check = preparation.prepare(folder);
            prepared.put(key, check);
        }
        return check;
    }

    /** How a check command prepares a self-check in a folder of the server's. */
    @FunctionalInterface
    interface Preparation {
        SelfCheck prepare(Path work) throws IOException;
    }

    /** What a check command asks of the server it runs in. */
    final class Warm {

        private final Path cwd;

        Warm(Path cwd) {
            this.cwd = cwd;
        }

        /** A path of the command line, as the client's working folder reads it. */
        Path resolve(Path path) {
            return cwd.resolve(path);
        }

        /** The prepared check of a scheme and a language. */
        SelfCheck prepared(Scheme scheme, Language language, Preparation preparation)
                throws IOException {
            return CheckServer.this.prepared(scheme, language, preparation);
        }
    }

    /** Writes the server's file, readable by its owner alone, in one step. */
    private void publish(int port) throws IOException {
        Files.createDirectories(info.getParent());
        Path draft = info.resolveSibling(INFO + "." + ProcessHandle.current().pid());
        Files.deleteIfExists(draft);
        try {
            Files.createFile(draft, PosixFilePermissions.asFileAttribute(
                    PosixFilePermissions.fromString("rw-------")));
        } catch (UnsupportedOperationException notPosix) {
            // Windows: a file in the user's own folder is the user's.
            Files.createFile(draft);
        }
        Properties properties = new Properties();
        properties.setProperty("port", String.valueOf(port));
        properties.setProperty("token", token);
        properties.setProperty("pid", String.valueOf(ProcessHandle.current().pid()));
        properties.setProperty("java.home", javaHome());
        properties.setProperty("java.version", Runtime.version().toString());
        try (OutputStream file = Files.newOutputStream(draft)) {
            properties.store(file, "The kit's warm check (./check); delete it to stop using it");
        }
        try {
            Files.move(draft, info, StandardCopyOption.REPLACE_EXISTING,
                    StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(draft, info, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** Whether the server's file still names this server. */
    private boolean ownsInfo() {
        return token.equals(readInfo(info).getProperty("token"));
    }

    /** Deletes the server's file, if it still names this server. */
    private void withdraw() {
        try {
            if (ownsInfo()) {
                Files.deleteIfExists(info);
            }
        } catch (IOException e) {
            // A file left behind names a port nobody answers: the next client starts a server.
        }
    }

    /**
     * The file of a kit's server.
     *
     * @param kit the kit's folder
     * @return {@code target/check-server/server.properties} in it
     */
    static Path infoFile(Path kit) {
        return kit.resolve("target").resolve(FOLDER).resolve(INFO);
    }

    /** A server's file as read, empty when there is none or it cannot be read. */
    static Properties readInfo(Path file) {
        Properties properties = new Properties();
        try (InputStream in = Files.newInputStream(file)) {
            properties.load(in);
        } catch (IOException | IllegalArgumentException e) {
            return new Properties();
        }
        return properties;
    }

    /**
     * The names, sizes and times of the kit's tools: the grader, its libraries, the rule book,
     * the schemes and the answer books. Another grader copied in is another fingerprint.
     */
    static String toolsFingerprint(Path kit) {
        Path tools = kit.resolve("tools");
        try (Stream<Path> files = Files.walk(tools)) {
            return files.filter(Files::isRegularFile).sorted().map(file -> {
                try {
                    return tools.relativize(file) + " " + Files.size(file) + " "
                            + Files.getLastModifiedTime(file).toMillis();
                } catch (IOException e) {
                    return file + " unreadable";
                }
            }).collect(Collectors.joining("\n"));
        } catch (IOException | RuntimeException e) {
            return "unreadable: " + e.getMessage();
        }
    }

    /** The running JDK's home. */
    static String javaHome() {
        return System.getProperty("java.home", "");
    }

    private static Charset charset(String name) {
        try {
            return Charset.forName(name);
        } catch (IllegalCharsetNameException | UnsupportedCharsetException e) {
            return StandardCharsets.UTF_8;
        }
    }

    private static void log(String line) {
        System.err.println(java.time.Instant.now() + " " + line);
        System.err.flush();
    }

    /**
     * Keeps the server alive when the terminal that started its first check is interrupted
     * (Ctrl+C reaches every process of the terminal's group) or closed: its own client ends, the
     * server ends when idle. {@code sun.misc.Signal} is read reflectively: a JDK without it
     * leaves the signals as they are, and a server that ends is started again by the next check.
     */
    private static void ignoreTerminalSignals() {
        try {
            Class<?> signal = Class.forName("sun.misc.Signal");
            Class<?> handler = Class.forName("sun.misc.SignalHandler");
            Object ignore = handler.getField("SIG_IGN").get(null);
            Method handle = signal.getMethod("handle", signal, handler);
            for (String name : new String[] {"INT", "HUP"}) {
                try {
                    handle.invoke(null, signal.getConstructor(String.class).newInstance(name),
                            ignore);
                } catch (ReflectiveOperationException | IllegalArgumentException e) {
                    // A signal this system does not have (Windows has no HUP).
                }
            }
        } catch (ReflectiveOperationException | RuntimeException e) {
            log("the terminal's signals still reach the server: " + e);
        }
    }

    /** A client's request, as {@link CheckClient} writes it. */
    record Request(String greeting, String token, String kit, String javaHome,
            String javaVersion, String charset, String cwd, List<String> args) {

        /** The most arguments a request carries. */
        private static final int MAX_ARGS = 1_000;

        static Request read(DataInputStream in) throws IOException {
            String greeting = in.readUTF();
            if (!GREETING.equals(greeting)) {
                return new Request(greeting, "", "", "", "", "", "", List.of());
            }
            String token = in.readUTF();
            String kit = in.readUTF();
            String javaHome = in.readUTF();
            String javaVersion = in.readUTF();
            String charset = in.readUTF();
            String cwd = in.readUTF();
            int count = in.readInt();
            if (count < 0 || count > MAX_ARGS) {
                throw new IOException("a request of " + count + " arguments");
            }
            List<String> args = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                args.add(in.readUTF());
            }
            return new Request(greeting, token, kit, javaHome, javaVersion, charset, cwd,
                    List.copyOf(args));
        }

        void write(DataOutputStream out) throws IOException {
            out.writeUTF(greeting);
            out.writeUTF(token);
            out.writeUTF(kit);
            out.writeUTF(javaHome);
            out.writeUTF(javaVersion);
            out.writeUTF(charset);
            out.writeUTF(cwd);
            out.writeInt(args.size());
            for (String arg : args) {
                out.writeUTF(arg);
            }
        }
    }

    /** The check's output as frames of the socket, output and error in the order written. */
    private static final class Frames {

        private final DataOutputStream out;

        Frames(DataOutputStream out) {
            this.out = out;
        }

        OutputStream channel(int kind) {
            return new BufferedOutputStream(new OutputStream() {
                @Override
                public void write(int b) throws IOException {
                    write(new byte[] {(byte) b}, 0, 1);
                }

                @Override
                public void write(byte[] bytes, int offset, int length) throws IOException {
                    if (length == 0) {
                        return;
                    }
                    synchronized (out) {
                        out.writeByte(kind);
                        out.writeInt(length);
                        out.write(bytes, offset, length);
                        out.flush();
                    }
                }
            }, 8192);
        }
    }
}
