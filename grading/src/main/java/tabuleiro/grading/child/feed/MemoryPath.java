package tabuleiro.grading.child.feed;

import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.FileSystem;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.ProviderMismatchException;
import java.nio.file.WatchEvent;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * A path of the rule book's memory file system: names separated by {@code /}, absolute when it
 * starts with one. Only what Cucumber's scanner and the JDK's tree walk call is meaningful;
 * nothing here touches a disk.
 */
final class MemoryPath implements Path {

    private final MemoryFileSystem fileSystem;
    private final boolean absolute;
    private final List<String> names;

    MemoryPath(MemoryFileSystem fileSystem, boolean absolute, List<String> names) {
        this.fileSystem = fileSystem;
        this.absolute = absolute;
        this.names = List.copyOf(names);
    }

    /** Parses a path's text: empty names (a doubled or trailing slash) are dropped. */
    static MemoryPath parse(MemoryFileSystem fileSystem, String text) {
        List<String> names = new ArrayList<>(Arrays.asList(text.split("/")));
        names.removeIf(String::isEmpty);
        return new MemoryPath(fileSystem, text.startsWith("/"), names);
    }

    /** The path's text without its leading slash, as the file system's keys are written. */
    String key() {
        return String.join("/", names);
    }

    private MemoryPath of(Path other) {
        if (!(other instanceof MemoryPath path)) {
            throw new ProviderMismatchException("not a path of the rule book's file system");
        }
        return path;
    }

    @Override
    public FileSystem getFileSystem() {
        return fileSystem;
    }

    @Override
    public boolean isAbsolute() {
        return absolute;
    }

    @Override
    public Path getRoot() {
        return absolute ? new MemoryPath(fileSystem, true, List.of()) : null;
    }

    @Override
    public Path getFileName() {
        return names.isEmpty() ? null
                : new MemoryPath(fileSystem, false, List.of(names.get(names.size() - 1)));
    }

    @Override
    public Path getParent() {
        if (names.isEmpty() || names.size() == 1 && !absolute) {
            return null;
        }
        return new MemoryPath(fileSystem, absolute, names.subList(0, names.size() - 1));
    }

    @Override
    public int getNameCount() {
        return names.size();
    }

    @Override
    public Path getName(int index) {
        return new MemoryPath(fileSystem, false, List.of(names.get(index)));
    }

    @Override
    public Path subpath(int beginIndex, int endIndex) {
        return new MemoryPath(fileSystem, false, names.subList(beginIndex, endIndex));
    }

    @Override
    public boolean startsWith(Path other) {
        MemoryPath path = of(other);
        return path.absolute == absolute && path.names.size() <= names.size()
                && names.subList(0, path.names.size()).equals(path.names);
    }

    @Override
    public boolean endsWith(Path other) {
        MemoryPath path = of(other);
        if (path.absolute) {
            return equals(path);
        }
        return path.names.size() <= names.size()
                && names.subList(names.size() - path.names.size(), names.size())
                        .equals(path.names);
    }

    @Override
    public Path normalize() {
        List<String> kept = new ArrayList<>();
        for (String name : names) {
            if (name.equals("..") && !kept.isEmpty() && !kept.get(kept.size() - 1).equals("..")) {
                kept.remove(kept.size() - 1);
            } else if (!name.equals(".")) {
                kept.add(name);
            }
        }
        return new MemoryPath(fileSystem, absolute, kept);
    }

    @Override
    public Path resolve(Path other) {
        MemoryPath path = of(other);
        if (path.absolute) {
            return path;
        }
        List<String> joined = new ArrayList<>(names);
        joined.addAll(path.names);
        return new MemoryPath(fileSystem, absolute, joined);
    }

    @Override
    public Path relativize(Path other) {
        MemoryPath path = of(other);
        if (path.absolute != absolute) {
            throw new IllegalArgumentException("one path is absolute and the other is not");
        }
        int common = 0;
        while (common < names.size() && common < path.names.size()
                && names.get(common).equals(path.names.get(common))) {
            common++;
        }
        List<String> relative = new ArrayList<>();
        for (int i = common; i < names.size(); i++) {
            relative.add("..");
        }
        relative.addAll(path.names.subList(common, path.names.size()));
        return new MemoryPath(fileSystem, false, relative);
    }

    @Override
    public URI toUri() {
        try {
            return new URI(MemoryProvider.SCHEME, null, "/" + key(), null);
        } catch (URISyntaxException e) {
            throw new IllegalStateException("a feature file's name makes no URI: " + this, e);
        }
    }

    @Override
    public Path toAbsolutePath() {
        return absolute ? this : new MemoryPath(fileSystem, true, names);
    }

    @Override
    public Path toRealPath(LinkOption... options) {
        return toAbsolutePath().normalize();
    }

    @Override
    public WatchKey register(WatchService watcher, WatchEvent.Kind<?>[] events,
            WatchEvent.Modifier... modifiers) {
        throw new UnsupportedOperationException("the rule book's file system is not watched");
    }

    @Override
    public int compareTo(Path other) {
        return toString().compareTo(of(other).toString());
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof MemoryPath path && path.fileSystem == fileSystem
                && path.absolute == absolute && path.names.equals(names);
    }

    @Override
    public int hashCode() {
        return Objects.hash(absolute, names);
    }

    @Override
    public String toString() {
        return (absolute ? "/" : "") + key();
    }
}
