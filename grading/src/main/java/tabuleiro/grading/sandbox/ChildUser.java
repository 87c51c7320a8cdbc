package tabuleiro.grading.sandbox;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Collection;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The user a grading JVM runs as when the grader runs as root beside files the submission must
 * not read: a platform's autograder, where the reference that answers the generated examples
 * lies in a folder only root may open. The grading JVM's command is prefixed with
 * {@code setpriv}, which takes root's identity and capabilities away before the sandbox or the
 * JVM starts, so the kernel's file permissions hold where no sandbox can be made.
 *
 * <p>Asked for by the system property {@value #PROPERTY} ({@code UID:GID}, neither 0), which a
 * platform's script sets. The JVM then reads only what the grader opens to others: its class
 * path, its Java and its class data archive (each made readable to all, its folders passable),
 * and writes only its scratch folder, which is handed to it. The compiler JVM, which runs no
 * submission's code, and the grader itself stay root.
 *
 * @param uid the user's number
 * @param gid the group's number
 * @param setpriv the {@code setpriv} program
 */
record ChildUser(int uid, int gid, Path setpriv) {

    /** The system property that names the user and group, {@code UID:GID}. */
    static final String PROPERTY = "tabuleiro.childUser";

    /** Paths already opened to others, so a class's JVMs walk each folder once. */
    private static final Set<Path> OPENED = new HashSet<>();

    /**
     * The user the property asks for, if it asks for one.
     *
     * @param setpriv the {@code setpriv} program, if it is on the path
     * @return the user, or empty when the property is not set
     * @throws IllegalStateException if the property is malformed, names root, or cannot be
     *     honoured here (no {@code setpriv}, or the grader is not root)
     */
    static Optional<ChildUser> configured(Optional<Path> setpriv) {
        String named = System.getProperty(PROPERTY);
        if (named == null || named.isBlank()) {
            return Optional.empty();
        }
        if (!named.matches("[1-9][0-9]{0,9}:[1-9][0-9]{0,9}")) {
            throw new IllegalStateException("-D" + PROPERTY + " is UID:GID, neither 0, but it is "
                    + named);
        }
        if (setpriv.isEmpty()) {
            throw new IllegalStateException("-D" + PROPERTY + " asks for the grading JVMs to run"
                    + " as " + named + ", but setpriv (util-linux) is not installed");
        }
        if (!runsAsRoot()) {
            throw new IllegalStateException("-D" + PROPERTY + " asks for the grading JVMs to run"
                    + " as " + named + ", but only root can start a process as another user");
        }
        String[] ids = named.split(":");
        return Optional.of(new ChildUser(Integer.parseInt(ids[0]), Integer.parseInt(ids[1]),
                setpriv.get()));
    }

    /**
     * The words that start the rest of a command as this user, with no supplementary group
     * and no capability it could pass on.
     *
     * @return the command's prefix
     */
    List<String> prefix() {
        return List.of(setpriv.toString(), "--reuid=" + uid, "--regid=" + gid, "--clear-groups",
                "--inh-caps=-all", "--");
    }

    /**
     * Hands a JVM's scratch folder to this user: without the sandbox the JVM writes there.
     *
     * @param scratch the folder, made by the grader
     */
    void hand(Path scratch) {
        try {
            Files.setAttribute(scratch, "unix:uid", uid, LinkOption.NOFOLLOW_LINKS);
            Files.setAttribute(scratch, "unix:gid", gid, LinkOption.NOFOLLOW_LINKS);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot hand " + scratch + " to " + uid, e);
        }
        try {
            passable(scratch.toAbsolutePath().getParent());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot open the way to " + scratch, e);
        }
    }

    /**
     * Makes what a grading JVM reads readable to others: each path and, for a folder,
     * everything in it, readable (and folders and programs passable), and every folder above
     * it passable (not listable). Nothing else of the grader's changes.
     *
     * @param paths the JVM's class path, Java and archive
     */
    static void open(Collection<Path> paths) {
        synchronized (OPENED) {
            for (Path path : paths) {
                Path absolute = path.toAbsolutePath().normalize();
                if (!OPENED.add(absolute) || !Files.exists(absolute)) {
                    continue;
                }
                try {
                    try (Stream<Path> walk = Files.walk(absolute)) {
                        for (Path file : walk.toList()) {
                            add(file, Files.isDirectory(file, LinkOption.NOFOLLOW_LINKS)
                                    || Files.getPosixFilePermissions(file, LinkOption
                                            .NOFOLLOW_LINKS).contains(
                                                    PosixFilePermission.OWNER_EXECUTE)
                                    ? EnumSet.of(PosixFilePermission.OTHERS_READ,
                                            PosixFilePermission.OTHERS_EXECUTE)
                                    : EnumSet.of(PosixFilePermission.OTHERS_READ));
                        }
                    }
                    passable(absolute.getParent());
                } catch (IOException e) {
                    throw new UncheckedIOException("cannot open " + absolute
                            + " to the grading JVMs' user", e);
                }
            }
        }
    }

    /** Lets others pass through a folder and every folder above it, not list them. */
    private static void passable(Path folder) throws IOException {
        for (Path up = folder; up != null; up = up.getParent()) {
            add(up, EnumSet.of(PosixFilePermission.OTHERS_EXECUTE));
        }
    }

    private static void add(Path file, Set<PosixFilePermission> more) throws IOException {
        if (Files.isSymbolicLink(file)) {
            return;
        }
        PosixFileAttributeView view = Files.getFileAttributeView(file,
                PosixFileAttributeView.class, LinkOption.NOFOLLOW_LINKS);
        Set<PosixFilePermission> now = view.readAttributes().permissions();
        if (!now.containsAll(more)) {
            Set<PosixFilePermission> wanted = EnumSet.copyOf(now);
            wanted.addAll(more);
            view.setPermissions(wanted);
        }
    }

    private static boolean runsAsRoot() {
        try {
            return ((Integer) Files.getAttribute(Path.of("/proc/self"), "unix:uid")) == 0;
        } catch (IOException | UnsupportedOperationException e) {
            return false;
        }
    }
}
