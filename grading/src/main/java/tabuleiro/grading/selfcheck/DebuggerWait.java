package tabuleiro.grading.selfcheck;

import java.io.IOException;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.Texts;

/**
 * {@code check --debug}: the same check, run in a JVM that waits for a debugger before it starts
 * (JDWP, {@code suspend=y}), so that a breakpoint in the student's code stops while the rules
 * run. The check runs the scenarios in its own JVM, with the student's classes compiled there, so
 * the IDE that attaches to it stops in the student's sources.
 *
 * <p>It starts that JVM as the running one was started (its Java, its options, its jar or class
 * path and main class) with the debugger's agent added and the same arguments without
 * {@code --debug}, and waits for it: its output and its exit status are the check's. That check
 * runs with no time limit ({@value #UNTIMED}), as the first lines say. A port that
 * something else holds (another check waiting, an IDE's own server) is said before anything
 * starts, with what to do, in the check's language.
 */
public final class DebuggerWait {

    /** The port a debugger attaches to unless told, the one IDEs propose for a remote JVM. */
    public static final int DEFAULT_PORT = 5005;

    /** {@link #DEFAULT_PORT} as picocli's annotations need it. */
    public static final String DEFAULT_PORT_TEXT = "5005";

    /** The option, as the command line writes it. */
    static final String OPTION = "--debug";

    /**
     * The hidden option the waiting JVM's check is given: no time limit of the check runs
     * there, since a breakpoint holds the JVM, every thread of it, for as long as the student
     * reads their variables, and a limit would count that time against the scenario.
     */
    static final String UNTIMED = "--untimed";

    /**
     * The system property that names the launcher's main class when this JVM was started by
     * another main class: the kit's {@code ./check}, whose client ({@link CheckClient}) runs
     * the cold check in its own JVM, sets it, so that the waiting JVM runs the launcher on the
     * same command line, not the client.
     */
    public static final String LAUNCHER_PROPERTY = "tabuleiro.launcher";

    private DebuggerWait() {
    }

    /**
     * Runs the check in a JVM that waits for a debugger on a port.
     *
     * @param originalArgs the command line this JVM was given, {@code --debug} among them
     * @param port the port, from 1 to 65535
     * @param language the language of what is said
     * @param out where the check's first words go
     * @param err where a port in use is said
     * @return the check's exit status, or 2 if the port is in use
     * @throws IOException if the JVM cannot be started
     * @throws InterruptedException if interrupted while the check runs
     */
    static int check(List<String> originalArgs, int port, Language language, PrintWriter out,
            PrintWriter err) throws IOException, InterruptedException {
        Texts words = Texts.of(DebugTexts.class, language);
        String number = String.valueOf(port);
        if (inUse(port)) {
            err.println(words.text("port.in.use", number, String.valueOf(port + 1)));
            err.flush();
            return 2;
        }
        out.println(words.text("waiting", number));
        out.println(words.text("untimed"));
        out.flush();
        Process check = new ProcessBuilder(command(originalArgs, port)).inheritIO().start();
        try {
            return check.waitFor();
        } finally {
            check.destroy();
        }
    }

    /** Whether something on this machine already listens on the port. */
    static boolean inUse(int port) {
        try (ServerSocket socket = new ServerSocket()) {
            socket.setReuseAddress(false);
            socket.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port));
            return false;
        } catch (IOException e) {
            return true;
        }
    }

    /**
     * The command of the JVM that waits: this one's Java and options, the debugger's agent, this
     * one's jar (or class path and main class), and the arguments without {@code --debug}, the
     * check's told {@value #UNTIMED}.
     */
    static List<String> command(List<String> originalArgs, int port) {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
                .filter(option -> !option.startsWith("-agentlib:jdwp")).forEach(command::add);
        command.add("-agentlib:jdwp=transport=dt_socket,server=y,suspend=y,address=" + port);
        String launched = System.getProperty(LAUNCHER_PROPERTY,
                System.getProperty("sun.java.command", "").split(" ", 2)[0]);
        if (launched.endsWith(".jar")) {
            command.add("-jar");
            command.add(launched);
        } else {
            command.add("-cp");
            command.add(System.getProperty("java.class.path"));
            command.add(launched);
        }
        List<String> args = withoutDebug(originalArgs);
        // Right after the command's name, where no "--" of the student's can make it a PROJECT.
        args.add(args.indexOf("check") + 1, UNTIMED);
        command.addAll(args);
        return command;
    }

    /** The arguments without {@code --debug}, {@code --debug PORT} or {@code --debug=PORT}. */
    static List<String> withoutDebug(List<String> args) {
        List<String> kept = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (arg.startsWith(OPTION + "=")) {
                continue;
            }
            if (arg.equals(OPTION)) {
                if (i + 1 < args.size() && args.get(i + 1).matches("\\d{1,5}")) {
                    i++;
                }
                continue;
            }
            kept.add(arg);
        }
        return kept;
    }
}
