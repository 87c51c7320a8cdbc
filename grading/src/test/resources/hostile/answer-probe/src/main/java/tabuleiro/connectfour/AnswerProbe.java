package tabuleiro.connectfour;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.spi.FileSystemProvider;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.Enumeration;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * HOSTILE SUBMISSION (grading/src/test/resources/hostile/answer-probe): reads every file and
 * resource the grading JVM can reach and looks for scenario text of the rule book (the names of
 * visible and hidden scenarios, in English and Portuguese): what a submission with no solver
 * would need to answer each scenario by lookup.
 *
 * <p>The probe works through a queue of places, a slice of time at each call (so that no
 * scenario outlives its limit), up to a budget per JVM; the routes and how far they got are
 * noted in {@code hostile-routes.txt} in the scratch folder. The scenario names it looks for
 * are kept shifted by one character, so that its own class file, which it reads too, does not
 * hold them. When it finds one, this call and every later one throw an exception whose message
 * starts "SCENARIO TEXT READABLE:" and says where, and the submission loses its points.
 */
final class AnswerProbe {

    /** Scenario names, each character shifted up by one. */
    private static final List<String> SHIFTED = List.of(
            "Jo!bo!fnquz!dpmvno!uif!ejtd!gbmmt!up!uif!cpuupn",
            "Uif!qfsgfdu!bhfou!cmpdlt!uif!pqqpofou",
            "B!sboepn!bhfou!qjdlt!pomz!pqfo!dpmvnot-!boe!fbdi!pg!uifn!opx!boe!uifo",
            "Uif!mbtu!ejtd!gjmmt!uif!hsje!xjuipvu!gpvs!jo!b!spx",
            "B!xipmf!hbnf!pg!53!npwft!uibu!foet!jo!b!esbx",
            "B!tipsu!hbnf!xpo!bmpoh!uif!cpuupn!spx",
            "Ovnb!dpmvob!wb{jb!b!qf\u00e8b!dbj!bu\u00ea!bp!gvoep",
            "B!\u00fbmujnb!qf\u00e8b!fodif!b!hsfmib!tfn!rvbusp!fn!mjoib");

    /** The names of the rule book's feature files, for the resource routes. */
    private static final List<String> FEATURES = List.of("agents", "draw", "dropping", "grid",
            "invariant", "new-game", "text-ui", "turns", "winning");

    /** Folders of the system's programs and libraries, whose files are listed, not read. */
    private static final List<String> SYSTEM = List.of("/usr", "/etc", "/bin", "/sbin", "/lib",
            "/lib32", "/lib64", "/libx32", "/boot", "/var/lib", "/var/cache", "/snap");

    /** The first call's slice: the places most likely to hold the text are read in it. */
    private static final long FIRST_SLICE_NANOS = 1_200_000_000L;
    /** Later slices are paid from time earned at this share of the wall clock, at most this. */
    private static final double SHARE = 0.3;
    private static final long SLICE_NANOS = 300_000_000L;
    private static final long BUDGET_NANOS = 1_800_000_000L;
    private static final int CHUNK = 1 << 20;

    private static final byte[] BUFFER = new byte[CHUNK];
    private static final Deque<Runnable> WORK = new ArrayDeque<>();
    private static final Set<Path> SEEN = new LinkedHashSet<>();
    private static List<String> markers;
    private static String found;
    private static long spent;
    private static long sliceEnd;
    private static long earned;
    private static long lastCall;
    private static int filesRead;
    private static int entriesRead;

    private AnswerProbe() {
    }

    /** Probes for another slice of time, and fails loudly once any scenario text was found. */
    static synchronized void check() {
        if (markers == null) {
            markers = new ArrayList<>();
            for (String shifted : SHIFTED) {
                StringBuilder name = new StringBuilder();
                shifted.chars().forEach(c -> name.append((char) (c - 1)));
                // Searched in bytes read as ISO-8859-1, so the UTF-8 of each name, read so.
                markers.add(new String(name.toString().getBytes(StandardCharsets.UTF_8),
                        StandardCharsets.ISO_8859_1));
            }
            plan();
            earned = FIRST_SLICE_NANOS;
            lastCall = System.nanoTime();
        }
        long start = System.nanoTime();
        // Time is earned at a share of the wall clock, however often the game calls, so that no
        // scenario outlives its limit because of the probe.
        earned = Math.min(Math.max(earned, SLICE_NANOS), earned + (long) ((start - lastCall)
                * SHARE));
        lastCall = start;
        long slice = Math.min(earned, BUDGET_NANOS - spent);
        if (found == null && slice < SLICE_NANOS / 10) {
            return;
        }
        sliceEnd = start + slice;
        while (found == null && !WORK.isEmpty() && System.nanoTime() < sliceEnd) {
            Runnable task = WORK.pollFirst();
            try {
                task.run();
            } catch (RuntimeException e) {
                // A refused route (the security manager's exception) must not stop the next.
                note("route", "REFUSED", e.toString());
            }
        }
        boolean wasDone = spent >= BUDGET_NANOS;
        long used = System.nanoTime() - start;
        spent += used;
        earned = Math.max(0, earned - used);
        lastCall = System.nanoTime();
        long reading = Math.min(spent, BUDGET_NANOS);
        if (!wasDone && (spent >= BUDGET_NANOS || WORK.isEmpty() || found != null)) {
            note("summary", found != null ? "OK" : WORK.isEmpty() ? "FAILED" : "TRIED",
                    filesRead + " files and " + entriesRead + " jar entries read, "
                    + WORK.size() + " places left unread");
            spent = BUDGET_NANOS;
        }
        if (used > 0 && !wasDone) {
            // On the JVM's error stream, which the grader keeps in its work folder: how far the
            // probe got, a line a slice, since the JVM may end before its budget is spent.
            System.err.println("answer-probe: " + filesRead + " files and " + entriesRead
                    + " jar entries read in " + reading / 1_000_000
                    + " ms, " + WORK.size() + " places left" + (found == null
                    ? ", no scenario text" : "; found " + found));
        }
        if (found != null) {
            throw new IllegalStateException("SCENARIO TEXT READABLE: " + found);
        }
    }

    /** The places to look, most promising first. */
    private static void plan() {
        WORK.add(() -> text("system properties", System.getProperties().toString()));
        WORK.add(() -> {
            try {
                Map<String, String> env = System.getenv();
                text("environment", env.toString());
            } catch (SecurityException e) {
                note("environment", "REFUSED", e.toString());
            }
        });
        WORK.add(AnswerProbe::standardInput);
        WORK.add(AnswerProbe::resources);
        // The entries made for this run (the glue, the runner, the submission) before the
        // libraries, which only a grader that leaked feature files into them would fill.
        List<Runnable> libraries = new ArrayList<>();
        for (String property : List.of("java.class.path", "jdk.module.path")) {
            String value = System.getProperty(property, "");
            for (String entry : value.split(java.io.File.pathSeparator)) {
                if (!entry.isBlank()) {
                    String name = Path.of(entry).getFileName() == null ? ""
                            : Path.of(entry).getFileName().toString();
                    boolean ours = !name.endsWith(".jar") || name.contains("tabuleiro")
                            || name.contains("glue") || name.contains("rulebook")
                            || name.contains("visible") || name.contains("hidden");
                    String route = ours ? property : property + " (library)";
                    (ours ? WORK : libraries).add(() -> place(route, Path.of(entry)));
                }
            }
        }
        for (String file : List.of("cmdline", "environ", "maps")) {
            WORK.add(() -> place("/proc/self", Path.of("/proc/self", file)));
        }
        WORK.add(() -> place("/proc/self/fd", Path.of("/proc/self/fd")));
        WORK.add(AnswerProbe::providers);
        WORK.addAll(libraries);
        for (String property : List.of("java.io.tmpdir", "user.dir", "user.home")) {
            WORK.add(() -> place(property, Path.of(System.getProperty(property, "/"))));
        }
        WORK.add(() -> place("/", Path.of("/")));
    }

    /** Whatever is left on standard input: the grader's runner must have taken it all. */
    private static void standardInput() {
        try {
            byte[] rest = System.in.readNBytes(CHUNK);
            note("standard input", rest.length == 0 ? "FAILED" : "OK", rest.length + " bytes");
            text("standard input", new String(rest, StandardCharsets.ISO_8859_1));
        } catch (IOException | SecurityException e) {
            note("standard input", "REFUSED", e.toString());
        }
    }

    /** The feature files as resources of this class's loader, by name and by folder. */
    private static void resources() {
        for (String tree : List.of("tabuleiro/features/connectfour/",
                "tabuleiro/features/pt/connectfour/")) {
            for (String feature : FEATURES) {
                String name = "/" + tree + feature + ".feature";
                try (InputStream in = AnswerProbe.class.getResourceAsStream(name)) {
                    if (in != null) {
                        stream("resource " + name, in, false);
                    }
                } catch (IOException | RuntimeException e) {
                    note("resource", "REFUSED", name + ": " + e);
                }
            }
            try {
                URL folder = AnswerProbe.class.getResource("/" + tree);
                if (folder != null) {
                    note("resource folder", "OK", folder.toString());
                    if ("file".equals(folder.getProtocol())) {
                        place("resource folder", Path.of(folder.toURI()));
                    } else {
                        try (InputStream in = folder.openStream()) {
                            stream("resource folder " + folder, in, false);
                        }
                    }
                }
            } catch (IOException | RuntimeException | java.net.URISyntaxException e) {
                note("resource folder", "REFUSED", tree + ": " + e);
            }
        }
    }

    /** Every installed file system but the default, the jar and the runtime image's. */
    private static void providers() {
        for (FileSystemProvider provider : FileSystemProvider.installedProviders()) {
            String scheme = provider.getScheme();
            note("file system provider", "TRIED", scheme);
            if (List.of("file", "jar", "jrt").contains(scheme)) {
                continue;
            }
            try {
                Path root = provider.getPath(URI.create(scheme + ":/"));
                WORK.addFirst(() -> place("provider " + scheme, root));
                for (String tree : List.of("tabuleiro/features/connectfour",
                        "tabuleiro/features/pt/connectfour")) {
                    for (String feature : FEATURES) {
                        Path file = provider.getPath(URI.create(scheme + ":/" + tree + "/"
                                + feature + ".feature"));
                        WORK.addFirst(() -> place("provider " + scheme, file));
                    }
                }
            } catch (RuntimeException e) {
                note("file system provider", "REFUSED", scheme + ": " + e);
            }
        }
    }

    /** A file (read, and a zip's entries too) or a folder (its entries queued). */
    private static void place(String route, Path path) {
        try {
            if (!path.getFileSystem().equals(Path.of("/").getFileSystem())) {
                other(route, path);
                return;
            }
            Path absolute = path.toAbsolutePath().normalize();
            if (!SEEN.add(absolute)) {
                return;
            }
            String name = absolute.toString();
            if (name.equals("/proc") || name.equals("/sys") || name.equals("/dev")) {
                return;
            }
            if (Files.isDirectory(absolute, LinkOption.NOFOLLOW_LINKS)) {
                if (!descend(name)) {
                    note(route, "TRIED", name + ": the system's own folder, not listed");
                    return;
                }
                List<Path> children = new ArrayList<>();
                try (DirectoryStream<Path> entries = Files.newDirectoryStream(absolute)) {
                    entries.forEach(children::add);
                }
                for (int i = children.size() - 1; i >= 0; i--) {
                    Path child = children.get(i);
                    WORK.addFirst(() -> place(route, child));
                }
            } else if (readable(name)) {
                file(route, absolute);
            }
        } catch (IOException | RuntimeException e) {
            note(route, "REFUSED", path + ": " + e);
        }
    }

    /** A path of another file system: a folder's entries queued, a file read. */
    private static void other(String route, Path path) throws IOException {
        if (Files.isDirectory(path)) {
            try (DirectoryStream<Path> entries = Files.newDirectoryStream(path)) {
                for (Path child : entries) {
                    WORK.addFirst(() -> place(route, child));
                }
            }
        } else if (Files.exists(path)) {
            try (InputStream in = Files.newInputStream(path)) {
                stream(route + " " + path.toUri(), in, false);
            }
        }
    }

    /**
     * Whether a folder is listed: not the system's programs and libraries, which the sandbox
     * binds from the machine as they are (their 140,000 names take longer to list than a
     * scenario may last), but the Java installations among them.
     */
    private static boolean descend(String name) {
        boolean system = SYSTEM.stream().anyMatch(folder -> name.equals(folder)
                || name.startsWith(folder + "/"));
        String jvms = "/usr/lib/jvm";
        return !system || name.equals(jvms) || name.startsWith(jvms + "/")
                || jvms.startsWith(name + "/")
                || name.startsWith(System.getProperty("java.home", "/nonexistent"));
    }

    /**
     * Whether a file's content is read: everything but the system's programs and libraries
     * (listed all the same), of which only class data archives and this project's jars are read.
     */
    private static boolean readable(String name) {
        boolean system = SYSTEM.stream().anyMatch(folder -> name.equals(folder)
                || name.startsWith(folder + "/"));
        String file = name.substring(name.lastIndexOf('/') + 1);
        // The Java runtime's own code: its module image (the JDK's classes, which jlink copied)
        // and native libraries. Its class data archives, and everything else, are read.
        if (file.endsWith(".so") || name.endsWith("/lib/modules")) {
            return false;
        }
        if (!system) {
            return true;
        }
        return file.endsWith(".jsa") || file.endsWith(".feature") || file.contains("tabuleiro")
                || file.contains("rulebook");
    }

    /** A regular file: its bytes, and each entry when it is a zip. */
    private static void file(String route, Path file) throws IOException {
        if (!Files.isRegularFile(file)) {
            return;
        }
        filesRead++;
        bytes(route, file, 0);
        String name = file.getFileName() == null ? "" : file.getFileName().toString();
        if (found == null && (name.endsWith(".jar") || name.endsWith(".zip")
                || name.endsWith(".jmod"))) {
            entries(route, file, 0);
        }
    }

    /** A file's bytes from an offset, to be continued at the next slice when time is up. */
    private static void bytes(String route, Path file, long from) throws IOException {
        try (InputStream in = Files.newInputStream(file, StandardOpenOption.READ)) {
            in.skipNBytes(from);
            long at = from + stream(route + " " + file, in, true);
            if (at > from && found == null && System.nanoTime() >= sliceEnd) {
                long next = Math.max(from + 1, at - 256);
                WORK.addFirst(() -> {
                    try {
                        bytes(route, file, next);
                    } catch (IOException e) {
                        note(route, "FAILED", file + ": " + e);
                    }
                });
            }
        }
    }

    /** A zip's entries from an index on, to be continued at the next slice when time is up. */
    private static void entries(String route, Path file, int from) {
        try (ZipFile zip = new ZipFile(file.toFile())) {
            Enumeration<? extends ZipEntry> entries = zip.entries();
            int index = 0;
            while (found == null && entries.hasMoreElements()) {
                ZipEntry entry = entries.nextElement();
                // A library's classes are not the grader's to fill; everything else of it is read.
                if (index++ < from || entry.isDirectory() || route.endsWith("(library)")
                        && entry.getName().endsWith(".class")) {
                    continue;
                }
                entriesRead++;
                try (InputStream in = zip.getInputStream(entry)) {
                    stream(route + " " + file + "!/" + entry.getName(), in, false);
                }
                if (System.nanoTime() >= sliceEnd && entries.hasMoreElements()) {
                    int next = index;
                    WORK.addFirst(() -> entries(route, file, next));
                    return;
                }
            }
        } catch (IOException e) {
            note(route, "FAILED", file + " is no zip: " + e);
        }
    }

    /**
     * Reads a stream in chunks that overlap by the longest name, looking for every name, until
     * its end or, when it can be resumed, the end of the slice.
     *
     * @return how many bytes were read
     */
    private static long stream(String where, InputStream in, boolean resumable)
            throws IOException {
        int overlap = markers.stream().mapToInt(String::length).max().orElse(0);
        String tail = "";
        byte[] buffer = BUFFER;
        long total = 0;
        int read;
        while (found == null && (read = in.readNBytes(buffer, 0, CHUNK)) > 0) {
            total += read;
            String chunk = tail + new String(buffer, 0, read, StandardCharsets.ISO_8859_1);
            text(where, chunk);
            tail = chunk.substring(Math.max(0, chunk.length() - overlap));
            if (resumable && System.nanoTime() >= sliceEnd) {
                break;
            }
        }
        return total;
    }

    /** Looks for every name in a text. */
    private static void text(String where, String text) {
        for (int i = 0; i < markers.size() && found == null; i++) {
            if (text.contains(markers.get(i))) {
                found = "scenario name #" + (i + 1) + " in " + where;
                note("found", "OK", found);
            }
        }
    }

    /** Notes a route in the scratch folder's log, as every attack of the corpus does. */
    private static void note(String route, String outcome, String detail) {
        try {
            Files.writeString(Path.of(System.getProperty("java.io.tmpdir"),
                    "hostile-routes.txt"), "ROUTE\t" + route + "\t" + outcome + "\t"
                    + detail.replace('\n', ' ') + "\n", StandardCharsets.UTF_8,
                    StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        } catch (IOException | RuntimeException e) {
            // The log is for whoever studies the attack; the probe goes on without it.
        }
    }
}
