package tabuleiro.grading.image;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import tabuleiro.grading.model.FileTrees;
import tabuleiro.grading.sandbox.ChildJvm;

/**
 * Lays out the file system of the grader's container image, which Jib then packs as layers
 * over {@code scratch} (no base image: none can be pulled where the build runs, and none is
 * needed). Run by the build after the grader is packaged; what it writes under {@code ROOT}
 * becomes the image's {@code /}:
 *
 * <ul>
 *   <li>{@code /opt/java}: a run-time image of the build's JDK (jlink) with the modules the
 *       grader and its compiler JVM use, and a class data archive;
 *   <li>{@code /home/grader/.cache/tabuleiro/runtime-DIGEST}: the grading JVMs' run-time image,
 *       made now under the name {@code sandbox.GradingRuntime} looks for, so that no grading in
 *       the container has to make it (that needs {@code jlink}, which the image leaves out);
 *   <li>{@code /opt/tabuleiro}: the grader exactly as {@code grading/target} has it, its jar,
 *       {@code lib/}, {@code runner/} and the reference that answers generated examples,
 *       {@code oracle/} (root's alone: the image's modes, and the entry point seals it);
 *   <li>{@code /usr/bin/tabuleiro-grader}: the entry point, which as root has the grading
 *       JVMs run as {@code tabuleiro-student} ({@value #STUDENT_IDS});
 *   <li>{@code /usr/bin}: bubblewrap, {@code prlimit}, {@code setpriv}, {@code mkdir},
 *       {@code chown}, {@code chmod}, {@code cp} and a POSIX shell
 *       ({@code dash}, which the grader starts bubblewrap through), and in
 *       {@code /usr/lib/x86_64-linux-gnu} and {@code /lib64} the shared libraries all of
 *       these load, found with {@code ldd}: the build machine's own, the ones its JDK runs
 *       on, each named in {@code /usr/share/doc/tabuleiro-image/packages.txt} with the
 *       Debian package (and version) it came from, whose {@code copyright} file is copied
 *       beside;
 *   <li>{@code /etc/passwd}, {@code /etc/group}: the user {@code grader} (1000), the home and
 *       cache of whoever the image runs as, and {@code tabuleiro-student}.
 * </ul>
 *
 * <p>The two run-time images depend on the JDK alone, so they are kept in {@code CACHE} and
 * made again only for another JDK.
 */
public final class ImageRoot {

    /**
     * The modules of the grader's own JVM and of its compiler JVM: what jdeps finds, and what
     * it cannot see (logging, XML, zip file systems, CP437 names, Portuguese number formats).
     * {@code jdk.jlink} only so that {@code bin/jlink} is there: {@code GradingRuntime} looks
     * for its image only on a Java that has it, and takes the one made here (this run-time
     * image has no {@code jmods/}, so it could not make one).
     */
    static final List<String> GRADER_MODULES = List.of("java.base", "java.compiler",
            "java.desktop", "java.logging", "java.management", "java.naming", "java.sql",
            "java.xml", "jdk.charsets", "jdk.compiler", "jdk.jlink", "jdk.localedata",
            "jdk.unsupported", "jdk.zipfs");

    /**
     * The native libraries of {@code java.desktop} that a headless grader never loads, and
     * that alone would bring X11, ALSA, FreeType and their like into the image.
     */
    static final List<String> HEADLESS_UNUSED = List.of("libawt_xawt.so", "libsplashscreen.so",
            "libjsound.so", "libfontmanager.so", "liblcms.so", "libjavajpeg.so");

    /**
     * The programs the grader starts besides Java ({@code true}: how it tries prlimit;
     * {@code setpriv}: how a grading JVM drops root, {@code sandbox.ChildUser}), and those the
     * entry point and PrairieLearn's run script use before Java starts: {@code mkdir} (the
     * results folder), {@code chown} and {@code chmod} (the reference sealed to root),
     * {@code cp} (a submission under another name).
     */
    static final List<String> TOOLS = List.of("bwrap", "prlimit", "dash", "true", "mkdir",
            "setpriv", "chown", "chmod", "cp");

    /**
     * The user the grading JVMs run as when the image runs as root (its default): it owns
     * nothing of the image and cannot read the reference. A number no user of a host is likely
     * to have, so that no folder a container is given is this user's.
     */
    static final String STUDENT_IDS = "64000:64000";

    /** The image's entry point, which {@code /usr/bin/tabuleiro-grader} holds. */
    static final String ENTRY_POINT =
            """
            #!/bin/sh
            # The image's entry point: the grader, with its JVM options and the arguments given.
            # As root (the image's user), the reference in /opt/tabuleiro/oracle is root's alone
            # and every grading JVM, which runs the student's code, runs as tabuleiro-student
            # (@IDS@), who cannot read it. As another user (docker run --user) the grader cannot
            # read the reference either: it grades the rule book's examples alone, and says so.
            JAVA=/opt/java/bin/java
            JAR=/opt/tabuleiro/tabuleiro-grader.jar
            ORACLE=/opt/tabuleiro/oracle
            UID_NOW=
            while read -r key value rest; do
                if [ "$key" = Uid: ]; then UID_NOW="$value"; fi
            done < /proc/self/status
            if [ "$UID_NOW" != 0 ]; then
                exec "$JAVA" @JVM@ -jar "$JAR" "$@"
            fi
            # A folder mounted over the image's (a cluster's volume) is sealed too, where the
            # mount lets it be; the image's own is sealed already.
            if [ -d "$ORACLE" ]; then
                chown -R 0:0 "$ORACLE" 2> /dev/null
                chmod -R go-rwx "$ORACLE" 2> /dev/null
            fi
            OUT=
            PREVIOUS=
            for word in "$@"; do
                if [ "$PREVIOUS" = --out ]; then OUT="$word"; fi
                case "$word" in --out=*) OUT="${word#--out=}" ;; esac
                PREVIOUS="$word"
            done
            "$JAVA" @JVM@ -Dtabuleiro.childUser=@IDS@ -jar "$JAR" "$@"
            STATUS=$?
            # As root the reports are root's: TABULEIRO_OWNER=UID:GID gives them to whoever
            # ran the container (docker run -e TABULEIRO_OWNER="$(id -u):$(id -g)").
            if [ -n "${TABULEIRO_OWNER:-}" ] && [ -n "$OUT" ] && [ -e "$OUT" ]; then
                chown -R "$TABULEIRO_OWNER" "$OUT" || STATUS=1
            fi
            exit "$STATUS"
            """;

    /** The first Java without a security manager, as {@code sandbox.ChildJvm} counts. */
    private static final int NO_SECURITY_MANAGER = 24;

    /** Where the image's Java is. */
    static final String JAVA_HOME = "/opt/java";

    /** Where the image's grader is. */
    static final String GRADER_HOME = "/opt/tabuleiro";

    /** The cache folder the image's environment names ({@code XDG_CACHE_HOME}). */
    static final String CACHE_HOME = "/home/grader/.cache";

    private static final Pattern LDD_LINE = Pattern.compile(
            "^\\s*(\\S+)\\s*(?:=>\\s*(\\S+))?\\s*\\(0x[0-9a-f]+\\)\\s*$");
    private static final String LIBRARIES = "usr/lib/x86_64-linux-gnu";

    private ImageRoot() {
    }

    /**
     * Lays the image out.
     *
     * @param args {@code TARGET ROOT CACHE}: the grading module's {@code target/}, the folder to
     *     fill (emptied first), and where to keep the run-time images between builds
     * @throws IOException if a file cannot be read or written, or a tool fails
     * @throws InterruptedException if interrupted
     */
    public static void main(String[] args) throws IOException, InterruptedException {
        final long start = System.nanoTime();
        final Path target = Path.of(args[0]).toAbsolutePath();
        Path root = Path.of(args[1]).toAbsolutePath();
        final Path cache = Path.of(args[2]).toAbsolutePath();
        final Path javaHome = Path.of(System.getProperty("java.home"));
        int feature = Runtime.version().feature();
        if (feature >= NO_SECURITY_MANAGER) {
            System.err.println("warning: the image is made from Java " + feature + ", which has"
                    + " no security manager: it grades only where bubblewrap works inside the"
                    + " container. Build with a JDK 17 to 23 for an image that also grades,"
                    + " one submission per container, where it does not.");
        }
        FileTrees.delete(root);
        Files.createDirectories(root);
        String release = Files.readString(javaHome.resolve("release"), StandardCharsets.UTF_8);
        String key = digest(javaHome.toRealPath() + "\n" + release);
        Path java = runtime(javaHome, cache.resolve("java-" + digest(key + GRADER_MODULES)),
                GRADER_MODULES);
        copyTree(java, root.resolve(JAVA_HOME.substring(1)));
        for (String awt : HEADLESS_UNUSED) {
            // java.desktop is there for java.beans (Checkstyle sets its checks' properties
            // with it); its windows, sound and fonts are never loaded headless.
            Files.deleteIfExists(root.resolve(JAVA_HOME.substring(1)).resolve("lib")
                    .resolve(awt));
        }
        List<String> gradingModules = ChildJvm.GRADING_MODULES.stream()
                .filter(module -> !module.equals(ChildJvm.RUNNER_MODULE)).toList();
        Path grading = runtime(javaHome, cache.resolve("grading-" + key), gradingModules);
        // The name sandbox.GradingRuntime gives the image of the JDK at /opt/java.
        String imageRelease = Files.readString(java.resolve("release"), StandardCharsets.UTF_8);
        String name = "runtime-" + digest(JAVA_HOME + "\n" + imageRelease + "\n"
                + String.join(",", gradingModules));
        copyTree(grading, root.resolve(CACHE_HOME.substring(1)).resolve("tabuleiro")
                .resolve(name));

        Path grader = root.resolve(GRADER_HOME.substring(1));
        Files.createDirectories(grader);
        Files.copy(target.resolve("tabuleiro-grader.jar"),
                grader.resolve("tabuleiro-grader.jar"));
        copyTree(target.resolve("lib"), grader.resolve("lib"));
        copyTree(target.resolve("runner"), grader.resolve("runner"));
        // The reference that answers the generated examples: the image's modes (pom.xml) make
        // it root's alone, and the grading JVMs run as another user.
        copyTree(target.resolve("oracle"), grader.resolve("oracle"));

        List<Path> elves = new ArrayList<>();
        try (Stream<Path> files = Files.walk(root)) {
            files.filter(ImageRoot::elf).forEach(elves::add);
        }
        Path bin = root.resolve("usr/bin");
        Files.createDirectories(bin);
        for (String tool : TOOLS) {
            Path program = Path.of("/usr/bin", tool);
            if (!Files.isExecutable(program)) {
                program = Path.of("/bin", tool);
            }
            if (!Files.isExecutable(program)) {
                System.err.println("warning: " + tool + " is not installed here, so the image"
                        + " goes without it" + (tool.equals("bwrap") ? " (Debian package"
                        + " bubblewrap): the grader there has its Java guard alone" : ""));
                continue;
            }
            Path copy = bin.resolve(tool);
            Files.copy(program, copy, StandardCopyOption.COPY_ATTRIBUTES);
            elves.add(copy);
        }
        if (Files.exists(bin.resolve("dash"))) {
            Files.copy(bin.resolve("dash"), bin.resolve("sh"));
            Files.createDirectories(root.resolve("bin"));
            Files.copy(bin.resolve("dash"), root.resolve("bin/sh"));
        }
        Map<String, Path> libraries = libraries(elves, root);
        List<Path> copied = new ArrayList<>();
        for (Map.Entry<String, Path> library : libraries.entrySet()) {
            Path copy = library.getKey().startsWith("/")
                    ? root.resolve(library.getKey().substring(1))
                    : root.resolve(LIBRARIES).resolve(library.getKey());
            Files.createDirectories(copy.getParent());
            Files.copy(library.getValue(), copy, StandardCopyOption.REPLACE_EXISTING);
            copied.add(library.getValue());
        }
        for (String tool : TOOLS) {
            Path program = Files.isExecutable(Path.of("/usr/bin", tool))
                    ? Path.of("/usr/bin", tool) : Path.of("/bin", tool);
            if (Files.exists(bin.resolve(tool))) {
                copied.add(program);
            }
        }
        provenance(copied, root);
        Files.writeString(bin.resolve("tabuleiro-grader"), ENTRY_POINT.replace("@IDS@",
                STUDENT_IDS).replace("@JVM@", String.join(" ",
                        tabuleiro.grading.Grader.JVM_OPTIONS)), StandardCharsets.UTF_8);
        Path etc = root.resolve("etc");
        Files.createDirectories(etc);
        Files.writeString(etc.resolve("passwd"), "root:x:0:0:root:/root:/usr/sbin/nologin\n"
                + "grader:x:1000:1000:Tabuleiro grader:/home/grader:/usr/sbin/nologin\n"
                + "tabuleiro-student:x:" + STUDENT_IDS + ":Tabuleiro student's code:/nonexistent"
                + ":/usr/sbin/nologin\n", StandardCharsets.UTF_8);
        Files.writeString(etc.resolve("group"), "root:x:0:\ngrader:x:1000:\n"
                + "tabuleiro-student:x:" + STUDENT_IDS.split(":")[1] + ":\n",
                StandardCharsets.UTF_8);
        Files.writeString(etc.resolve("nsswitch.conf"), "passwd: files\ngroup: files\n",
                StandardCharsets.UTF_8);
        // Mount points: a container engine (or bubblewrap) mounts its own there.
        for (String folder : List.of("tmp", "proc", "dev", "sys")) {
            Files.createDirectories(root.resolve(folder));
        }
        System.out.printf("Image root in %s (%d shared libraries) in %.1f s%n", root,
                libraries.size(), (System.nanoTime() - start) / 1e9);
    }

    /** Makes (or takes from the cache) a run-time image of a JDK with some modules. */
    private static Path runtime(Path javaHome, Path image, List<String> modules)
            throws IOException, InterruptedException {
        if (Files.isExecutable(image.resolve("bin/java"))) {
            return image;
        }
        FileTrees.delete(image);
        Files.createDirectories(image.getParent());
        run(List.of(javaHome.resolve("bin/jlink").toString(), "--add-modules",
                String.join(",", modules), "--output", image.toString(), "--strip-debug",
                "--no-man-pages", "--no-header-files", "--generate-cds-archive"));
        return image;
    }

    /**
     * The shared libraries that ELF files load, outside the folder they are in: each by the
     * name it is loaded by ({@code libz.so.1}), or by its absolute path for the dynamic loader,
     * with the file of this machine that {@code ldd} resolves it to.
     */
    private static Map<String, Path> libraries(List<Path> elves, Path root)
            throws IOException, InterruptedException {
        Map<String, Path> found = new TreeMap<>();
        for (Path elf : elves) {
            List<String> command = List.of("ldd", elf.toString());
            Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
            String output = new String(process.getInputStream().readAllBytes(),
                    StandardCharsets.UTF_8);
            if (!process.waitFor(60, TimeUnit.SECONDS) || process.exitValue() != 0) {
                continue;
            }
            for (String line : output.lines().toList()) {
                Matcher match = LDD_LINE.matcher(line);
                if (!match.matches() || line.contains("linux-vdso")) {
                    continue;
                }
                if (line.contains("not found")) {
                    throw new IOException(elf + " needs " + match.group(1)
                            + ", which this machine lacks");
                }
                String name = match.group(1);
                Path file = Path.of(match.group(2) != null ? match.group(2) : name);
                if (file.toAbsolutePath().normalize().startsWith(root)) {
                    continue;
                }
                found.put(match.group(2) != null ? name : file.toString(), file);
            }
        }
        return found;
    }

    /** Writes which Debian package each copied file came from, with their copyright files. */
    private static void provenance(List<Path> files, Path root)
            throws IOException, InterruptedException {
        Path doc = root.resolve("usr/share/doc");
        Files.createDirectories(doc.resolve("tabuleiro-image"));
        TreeSet<String> lines = new TreeSet<>();
        TreeSet<String> packages = new TreeSet<>();
        for (Path file : files) {
            String owner = "";
            for (Path name : List.of(file, file.toRealPath(),
                    Path.of("/bin").resolve(file.getFileName()))) {
                String found = output(List.of("dpkg-query", "-S", name.toString()));
                if (!found.isBlank() && found.contains(":")) {
                    owner = found.lines().findFirst().orElse("").split(":")[0].strip();
                    break;
                }
            }
            String version = owner.isEmpty() ? "" : output(List.of("dpkg-query", "-W",
                    "-f=${Version}", owner)).strip();
            lines.add(file.getFileName() + "\t" + (owner.isEmpty() ? "(no Debian package)"
                    : owner + " " + version));
            if (!owner.isEmpty()) {
                packages.add(owner);
            }
        }
        for (String owner : packages) {
            Path copyright = Path.of("/usr/share/doc", owner, "copyright");
            if (Files.isRegularFile(copyright)) {
                Files.createDirectories(doc.resolve(owner));
                Files.copy(copyright.toRealPath(), doc.resolve(owner).resolve("copyright"),
                        StandardCopyOption.REPLACE_EXISTING);
            }
        }
        Files.write(doc.resolve("tabuleiro-image/packages.txt"), lines,
                StandardCharsets.UTF_8);
    }

    private static String output(List<String> command) throws InterruptedException {
        try {
            Process process = new ProcessBuilder(command).redirectErrorStream(false).start();
            String text = new String(process.getInputStream().readAllBytes(),
                    StandardCharsets.UTF_8);
            process.waitFor(60, TimeUnit.SECONDS);
            return process.exitValue() == 0 ? text : "";
        } catch (IOException e) {
            return "";
        }
    }

    private static void run(List<String> command) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(),
                StandardCharsets.UTF_8);
        if (!process.waitFor(300, TimeUnit.SECONDS) || process.exitValue() != 0) {
            throw new IOException(String.join(" ", command) + " failed:\n" + output);
        }
    }

    /** Whether a file is an ELF program or library (its first four bytes). */
    private static boolean elf(Path file) {
        if (!Files.isRegularFile(file, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
            return false;
        }
        try (java.io.InputStream in = Files.newInputStream(file)) {
            byte[] magic = in.readNBytes(4);
            return magic.length == 4 && magic[0] == 0x7f && magic[1] == 'E' && magic[2] == 'L'
                    && magic[3] == 'F';
        } catch (IOException e) {
            return false;
        }
    }

    private static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> walk = Files.walk(from)) {
            for (Path file : walk.toList()) {
                Path copy = to.resolve(from.relativize(file).toString());
                if (Files.isDirectory(file)) {
                    Files.createDirectories(copy);
                } else {
                    Files.createDirectories(copy.getParent());
                    Files.copy(file, copy, StandardCopyOption.COPY_ATTRIBUTES);
                }
            }
        }
    }

    /** The first 16 hexadecimal digits of a text's SHA-256, as GradingRuntime names images. */
    static String digest(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(
                    text.getBytes(StandardCharsets.UTF_8))).substring(0, 16);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }
}
