package tabuleiro.grading.selfcheck;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.File;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.ToIntFunction;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.SchemeReader;
import tabuleiro.grading.model.Texts;

/**
 * The kit's {@code ./check} as the student runs it: it asks the kit's warm check
 * ({@link CheckServer}) for the verdict, starts one when none answers (the first check pays for
 * its start), and checks cold, in this JVM, when the command is one a server does not run
 * ({@code --watch}, {@code --debug}, help) or anything goes wrong on the way, saying so: a
 * server that cannot start, that ends half way or that refuses twice never stands between the
 * student and the cold verdict.
 */
public final class CheckClient {

    /**
     * The environment variable that sends every check the cold way: {@code TABULEIRO_CHECK=cold
     * ./check}.
     */
    public static final String MODE_VARIABLE = "TABULEIRO_CHECK";

    /** The options a warm server leaves to a cold check: a watch, the debugger and help. */
    private static final Set<String> COLD_OPTIONS = Set.of("--watch", "--help", "-h",
            "--version", "-V");

    /** How long a client waits to connect to a server. */
    private static final int CONNECT_MILLIS = 2_000;

    /** How long a client waits for the server it started to listen. */
    private static final long START_SECONDS = 60;

    /**
     * The JVM options of a server: the quick compiler alone, as the cold check's. The optimising
     * one cost more than it gave on two processors: each check loads the student's classes
     * afresh, so their code is compiled again every time, and its compiler threads took the
     * processor from the check (paired in two kits of one game at load 9: a server's first check
     * 5.3 s with the quick compiler alone against 19.7 s with both, checks after a one-line
     * change 1.9 to 2.2 s against 3.1 to 3.8 s).
     */
    private static final List<String> SERVER_OPTIONS = List.of("-XX:TieredStopAtLevel=1",
            "-XX:+UseSerialGC",
            // The heap given back after the collection that follows each check: a server
            // waiting for the next one holds what it keeps, not what the last one left.
            "-XX:MinHeapFreeRatio=10", "-XX:MaxHeapFreeRatio=30",
            "-Dfile.encoding=UTF-8", "-Dstdout.encoding=UTF-8", "-Dstderr.encoding=UTF-8");

    /**
     * The environment variable of a server's idle time in seconds (ten minutes unless it
     * says otherwise): a build that checks many kits ends their servers sooner.
     */
    public static final String IDLE_VARIABLE = "TABULEIRO_CHECK_IDLE";

    private final Path kit;
    private final List<String> args;
    private final List<String> serverMain;
    private final OutputStream out = new FileOutputStream(FileDescriptor.out);
    private final OutputStream err = new FileOutputStream(FileDescriptor.err);

    private CheckClient(Path kit, List<String> args, List<String> serverMain) {
        this.kit = kit;
        this.args = List.copyOf(args);
        this.serverMain = List.copyOf(serverMain);
    }

    /**
     * Runs a kit's check, warm when it can.
     *
     * @param kit the kit's folder
     * @param args the grader's command line, {@code check} and its options
     * @param serverMain the main class of a server and its first arguments, to which the kit's
     *     folder is added (the launcher's)
     * @param cold runs the same command line cold, in this JVM, and gives its exit status
     * @return the check's exit status
     */
    public static int run(Path kit, List<String> args, List<String> serverMain,
            ToIntFunction<String[]> cold) {
        if (kit == null || args == null || serverMain == null || cold == null) {
            throw new IllegalArgumentException("a kit, a command line, a server's main class"
                    + " and the cold path, but one is missing");
        }
        String[] line = args.toArray(String[]::new);
        if (!warmable(args) || "cold".equalsIgnoreCase(System.getenv(MODE_VARIABLE))) {
            return cold.applyAsInt(line);
        }
        CheckClient client = new CheckClient(kit, args, serverMain);
        Answer answer;
        try {
            answer = client.warm();
        } catch (IOException | RuntimeException e) {
            answer = Answer.failed(e.toString());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            answer = Answer.failed(e.toString());
        }
        if (answer.status().isPresent()) {
            return answer.status().get();
        }
        client.say(answer.printed() ? "cut" : "cold", answer.why());
        return cold.applyAsInt(line);
    }

    /** Whether a command line is one a warm server answers. */
    static boolean warmable(List<String> args) {
        if (args.isEmpty() || !"check".equals(args.get(0))) {
            return false;
        }
        for (String arg : args) {
            if (arg.equals("--")) {
                break;
            }
            if (COLD_OPTIONS.contains(arg) || arg.startsWith(DebuggerWait.OPTION)) {
                return false;
            }
        }
        return true;
    }

    /** Asks the running server; starts one and asks it when none answers. */
    private Answer warm() throws IOException, InterruptedException {
        Path info = CheckServer.infoFile(kit);
        Properties seen = CheckServer.readInfo(info);
        Answer answer = seen.isEmpty() ? Answer.unreachable("no server") : ask(seen);
        if (answer.status().isPresent() || answer.printed()) {
            return answer;
        }
        Path folder = info.getParent();
        Files.createDirectories(folder);
        // One client starts a server at a time: two checks at once start one server, which
        // answers the second when the first is answered.
        try (FileChannel channel = FileChannel.open(folder.resolve("start.lock"),
                StandardOpenOption.CREATE, StandardOpenOption.WRITE)) {
            FileLock lock = channel.lock();
            assert lock.isValid() : "a lock just taken is held until the channel closes";
            Properties now = CheckServer.readInfo(info);
            if (!now.isEmpty() && !now.getProperty("token", "").equals(
                    seen.getProperty("token", ""))) {
                Answer another = ask(now);
                if (another.status().isPresent() || another.printed()) {
                    return another;
                }
            }
            Properties started = start(info, now.getProperty("token", ""));
            if (started.isEmpty()) {
                return Answer.failed(notStarted(folder, FullDisk.BYTES, language()));
            }
            return ask(started);
        }
    }

    /**
     * Why a server did not start, as the client can tell, in the check's language: a disk too
     * full to write the server's file is said as such (the server's log, on the same disk, is
     * then empty), since the student can act on it; any other reason is in the server's log.
     *
     * @param folder the server's folder
     * @param fullBytes the free bytes under which a disk is full
     * @param language the language of the check
     * @return the reason, to go inside the sentence that says the check runs cold
     */
    static String notStarted(Path folder, long fullBytes, Language language) {
        Texts words = Texts.of(WarmTexts.class, language);
        Path log = folder.resolve(CheckServer.LOG);
        OptionalLong free = FullDisk.freeKilobytes(folder, fullBytes);
        try {
            if (free.isPresent() && (!Files.isRegularFile(log) || Files.size(log) == 0)) {
                return words.text("not.started.full", String.valueOf(free.getAsLong()));
            }
        } catch (IOException e) {
            // The log's size unknown: the log says what the server could write.
        }
        return words.text("not.started", log);
    }

    /** Starts a server and waits for its file; empty when it ended or took too long. */
    private Properties start(Path info, String oldToken) throws IOException, InterruptedException {
        Files.deleteIfExists(info);
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(SERVER_OPTIONS);
        String idle = System.getProperty(CheckServer.IDLE_PROPERTY,
                System.getenv(IDLE_VARIABLE));
        if (idle != null && idle.matches("\\d{1,6}")) {
            command.add("-D" + CheckServer.IDLE_PROPERTY + "=" + idle);
        }
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.addAll(serverMain);
        command.add(kit.toString());
        ProcessBuilder builder = new ProcessBuilder(command).directory(kit.toFile());
        File log = info.resolveSibling(CheckServer.LOG).toFile();
        builder.redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.appendTo(log))
                .redirectInput(ProcessBuilder.Redirect.from(new File(File.separatorChar == '\\'
                        ? "NUL" : "/dev/null")));
        Process server = builder.start();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(START_SECONDS);
        while (System.nanoTime() - deadline < 0) {
            Properties read = CheckServer.readInfo(info);
            String token = read.getProperty("token", "");
            if (!token.isEmpty() && !token.equals(oldToken)
                    && String.valueOf(server.pid()).equals(read.getProperty("pid"))) {
                return read;
            }
            if (!server.isAlive()) {
                return new Properties();
            }
            Thread.sleep(10);
        }
        server.destroy();
        return new Properties();
    }

    /** Sends the request to a server and copies its answer out as it comes. */
    private Answer ask(Properties info) {
        int port;
        try {
            port = Integer.parseInt(info.getProperty("port", ""));
        } catch (NumberFormatException e) {
            return Answer.unreachable("an unreadable server file");
        }
        boolean printed = false;
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), port),
                    CONNECT_MILLIS);
            socket.setTcpNoDelay(true);
            DataOutputStream request = new DataOutputStream(new BufferedOutputStream(
                    socket.getOutputStream()));
            new CheckServer.Request(CheckServer.GREETING, info.getProperty("token", ""),
                    kit.toRealPath().toString(), CheckServer.javaHome(),
                    Runtime.version().toString(), stdoutCharset().name(),
                    Path.of("").toAbsolutePath().toString(), args).write(request);
            request.flush();
            DataInputStream in = new DataInputStream(new BufferedInputStream(
                    socket.getInputStream()));
            while (true) {
                int kind = in.readUnsignedByte();
                if (kind == CheckServer.REFUSED) {
                    return Answer.unreachable(in.readUTF());
                }
                if (kind == CheckServer.EXIT) {
                    return Answer.of(in.readInt());
                }
                int length = in.readInt();
                if (kind != CheckServer.OUT && kind != CheckServer.ERR || length < 0) {
                    return Answer.cut("a frame of no kind the check knows", printed);
                }
                byte[] bytes = in.readNBytes(length);
                OutputStream to = kind == CheckServer.OUT ? out : err;
                to.write(bytes);
                to.flush();
                printed = true;
            }
        } catch (EOFException e) {
            return Answer.cut("the warm check ended before its verdict", true);
        } catch (IOException e) {
            return printed ? Answer.cut(e.toString(), true) : Answer.unreachable(e.toString());
        }
    }

    /** The charset this JVM's standard output prints with, as a cold check would print. */
    private static Charset stdoutCharset() {
        for (String property : new String[] {"stdout.encoding", "sun.stdout.encoding"}) {
            String name = System.getProperty(property);
            if (name != null && Charset.isSupported(name)) {
                return Charset.forName(name);
            }
        }
        return Charset.defaultCharset();
    }

    /** Says, in the kit's language, why the check goes the cold way. */
    private void say(String key, String why) {
        PrintStream said = new PrintStream(err, true, stdoutCharset());
        said.println(Texts.of(WarmTexts.class, language()).text(key, why));
        said.flush();
    }

    /** The language of the check: {@code --lang}, else the kit's scheme's, else English. */
    private Language language() {
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            String tag = arg.startsWith("--lang=") ? arg.substring("--lang=".length())
                    : arg.equals("--lang") && i + 1 < args.size() ? args.get(i + 1) : null;
            if (tag != null) {
                return Language.ofTag(tag).orElse(Language.ENGLISH);
            }
        }
        for (int i = 0; i + 1 < args.size(); i++) {
            if (args.get(i).equals("--scheme")) {
                try {
                    Path scheme = Path.of(args.get(i + 1));
                    return SchemeReader.parse(Files.readString(scheme, StandardCharsets.UTF_8),
                            scheme.toString()).defaultLanguage();
                } catch (IOException | RuntimeException e) {
                    return Language.ENGLISH;
                }
            }
        }
        return Language.ENGLISH;
    }

    /**
     * What a server answered: an exit status, or why there is none and whether it printed
     * part of a verdict before it ended.
     */
    private record Answer(Optional<Integer> status, String why, boolean printed) {

        static Answer of(int status) {
            return new Answer(Optional.of(status), "", true);
        }

        static Answer unreachable(String why) {
            return new Answer(Optional.empty(), why, false);
        }

        static Answer cut(String why, boolean printed) {
            return new Answer(Optional.empty(), why, printed);
        }

        static Answer failed(String why) {
            return new Answer(Optional.empty(), why, false);
        }
    }
}
