package tabuleiro.grading.child.feed;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.nio.ByteBuffer;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.NonWritableChannelException;
import java.nio.channels.SeekableByteChannel;
import java.nio.file.AccessDeniedException;
import java.nio.file.AccessMode;
import java.nio.file.CopyOption;
import java.nio.file.DirectoryStream;
import java.nio.file.FileStore;
import java.nio.file.FileSystem;
import java.nio.file.FileSystemAlreadyExistsException;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.ProviderMismatchException;
import java.nio.file.ReadOnlyFileSystemException;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.FileAttributeView;
import java.nio.file.attribute.FileTime;
import java.nio.file.spi.FileSystemProvider;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The provider of the {@code tabuleiro-rulebook:} file system, which holds the feature files a
 * grading JVM was sent, in memory, while Cucumber discovers its scenarios.
 *
 * <p>It is installed (the runner's module declares it, and Cucumber opens paths by URI, which
 * the JDK resolves only through installed providers), so any code in the JVM can list it; but
 * its class is in a package the module does not export, and it holds files only between
 * {@link #hold} and {@link #empty}, which {@link FeatureFiles} calls around discovery, before
 * any class of the submission is loaded. Afterwards every folder is empty and every file
 * missing.
 */
public final class MemoryProvider extends FileSystemProvider {

    /** The scheme of the file system's URIs. */
    static final String SCHEME = "tabuleiro-rulebook";

    private static final FileTime EPOCH = FileTime.fromMillis(0);

    private final MemoryFileSystem fileSystem = new MemoryFileSystem(this);

    /** The files by name ({@code tabuleiro/features/GAME/board.feature}); empty but in use. */
    private volatile Map<String, byte[]> files = Map.of();

    /**
     * Creates the provider, as the JDK's service loader does once per JVM.
     */
    public MemoryProvider() {
        super();
    }

    /** Holds the feature files, each by its resource name, until {@link #empty} is called. */
    void hold(Map<String, byte[]> held) {
        files = Map.copyOf(new TreeMap<>(held));
    }

    /** Forgets every file. */
    void empty() {
        files = Map.of();
    }

    /** The file system's folder of a resource name, for the class loader's URLs. */
    MemoryPath path(String name) {
        return MemoryPath.parse(fileSystem, "/" + name);
    }

    /** Tells whether a name is a file, a folder above a file, or neither. */
    private Kind kind(MemoryPath path) {
        String key = path.key();
        Map<String, byte[]> now = files;
        if (now.containsKey(key)) {
            return Kind.FILE;
        }
        String prefix = key.isEmpty() ? "" : key + "/";
        return now.keySet().stream().anyMatch(name -> name.startsWith(prefix)) ? Kind.FOLDER
                : Kind.NONE;
    }

    /** Tells whether a resource name is a file or a folder the file system holds now. */
    boolean holds(String name) {
        return kind(path(name)) != Kind.NONE;
    }

    private static MemoryPath memory(Path path) {
        if (!(path instanceof MemoryPath memory)) {
            throw new ProviderMismatchException("not a path of the rule book's file system");
        }
        return (MemoryPath) memory.toAbsolutePath().normalize();
    }

    @Override
    public String getScheme() {
        return SCHEME;
    }

    @Override
    public FileSystem newFileSystem(URI uri, Map<String, ?> env) {
        throw new FileSystemAlreadyExistsException(SCHEME);
    }

    @Override
    public FileSystem getFileSystem(URI uri) {
        return fileSystem;
    }

    @Override
    public Path getPath(URI uri) {
        if (!SCHEME.equalsIgnoreCase(uri.getScheme()) || uri.getPath() == null) {
            throw new IllegalArgumentException("not a URI of the rule book's file system: "
                    + uri);
        }
        return MemoryPath.parse(fileSystem, uri.getPath());
    }

    @Override
    public InputStream newInputStream(Path path, OpenOption... options) throws IOException {
        for (OpenOption option : options) {
            if (option != StandardOpenOption.READ) {
                throw new ReadOnlyFileSystemException();
            }
        }
        MemoryPath file = memory(path);
        byte[] bytes = files.get(file.key());
        if (bytes == null) {
            throw new NoSuchFileException(file.toString());
        }
        return new ByteArrayInputStream(bytes);
    }

    @Override
    public SeekableByteChannel newByteChannel(Path path, Set<? extends OpenOption> options,
            FileAttribute<?>... attrs) throws IOException {
        for (OpenOption option : options) {
            if (option != StandardOpenOption.READ) {
                throw new ReadOnlyFileSystemException();
            }
        }
        try (InputStream in = newInputStream(path)) {
            return new ReadChannel(in.readAllBytes());
        }
    }

    @Override
    public DirectoryStream<Path> newDirectoryStream(Path dir,
            DirectoryStream.Filter<? super Path> filter) throws IOException {
        MemoryPath folder = memory(dir);
        if (kind(folder) != Kind.FOLDER) {
            throw kind(folder) == Kind.FILE ? new NotDirectoryException(folder.toString())
                    : new NoSuchFileException(folder.toString());
        }
        String prefix = folder.key().isEmpty() ? "" : folder.key() + "/";
        Set<String> children = new TreeSet<>();
        for (String name : files.keySet()) {
            if (name.startsWith(prefix)) {
                String rest = name.substring(prefix.length());
                int slash = rest.indexOf('/');
                children.add(slash < 0 ? rest : rest.substring(0, slash));
            }
        }
        List<Path> entries = new ArrayList<>();
        for (String child : children) {
            Path entry = folder.resolve(child);
            if (filter.accept(entry)) {
                entries.add(entry);
            }
        }
        return new DirectoryStream<>() {
            @Override
            public Iterator<Path> iterator() {
                return entries.iterator();
            }

            @Override
            public void close() {
                // Nothing is open.
            }
        };
    }

    @Override
    public void createDirectory(Path dir, FileAttribute<?>... attrs) {
        throw new ReadOnlyFileSystemException();
    }

    @Override
    public void delete(Path path) {
        throw new ReadOnlyFileSystemException();
    }

    @Override
    public void copy(Path source, Path target, CopyOption... options) {
        throw new ReadOnlyFileSystemException();
    }

    @Override
    public void move(Path source, Path target, CopyOption... options) {
        throw new ReadOnlyFileSystemException();
    }

    @Override
    public boolean isSameFile(Path path, Path path2) {
        return memory(path).equals(memory(path2));
    }

    @Override
    public boolean isHidden(Path path) {
        return false;
    }

    @Override
    public FileStore getFileStore(Path path) {
        throw new UnsupportedOperationException("the rule book's file system has no store");
    }

    @Override
    public void checkAccess(Path path, AccessMode... modes) throws IOException {
        MemoryPath file = memory(path);
        if (kind(file) == Kind.NONE) {
            throw new NoSuchFileException(file.toString());
        }
        for (AccessMode mode : modes) {
            if (mode != AccessMode.READ) {
                throw new AccessDeniedException(file.toString());
            }
        }
    }

    @Override
    public <V extends FileAttributeView> V getFileAttributeView(Path path, Class<V> type,
            LinkOption... options) {
        return null;
    }

    @Override
    @SuppressWarnings("unchecked")
    public <A extends BasicFileAttributes> A readAttributes(Path path, Class<A> type,
            LinkOption... options) throws IOException {
        if (type != BasicFileAttributes.class) {
            throw new UnsupportedOperationException("the rule book's files have basic"
                    + " attributes alone");
        }
        MemoryPath file = memory(path);
        Kind kind = kind(file);
        if (kind == Kind.NONE) {
            throw new NoSuchFileException(file.toString());
        }
        long size = kind == Kind.FILE ? files.getOrDefault(file.key(), new byte[0]).length : 0;
        return (A) new Attributes(kind == Kind.FILE, size, file.key());
    }

    @Override
    public Map<String, Object> readAttributes(Path path, String attributes,
            LinkOption... options) {
        throw new UnsupportedOperationException("the rule book's files are read by type");
    }

    @Override
    public void setAttribute(Path path, String attribute, Object value, LinkOption... options) {
        throw new ReadOnlyFileSystemException();
    }

    /** A read-only channel over a file's bytes, for readers that want one. */
    private static final class ReadChannel implements SeekableByteChannel {

        private final byte[] bytes;
        private int position;
        private boolean open = true;

        ReadChannel(byte[] bytes) {
            this.bytes = bytes;
        }

        @Override
        public int read(ByteBuffer target) throws IOException {
            if (!open) {
                throw new ClosedChannelException();
            }
            if (position >= bytes.length) {
                return -1;
            }
            int count = Math.min(target.remaining(), bytes.length - position);
            target.put(bytes, position, count);
            position += count;
            return count;
        }

        @Override
        public int write(ByteBuffer source) {
            throw new NonWritableChannelException();
        }

        @Override
        public long position() {
            return position;
        }

        @Override
        public SeekableByteChannel position(long newPosition) {
            position = (int) Math.min(Math.max(0, newPosition), bytes.length);
            return this;
        }

        @Override
        public long size() {
            return bytes.length;
        }

        @Override
        public SeekableByteChannel truncate(long size) {
            throw new NonWritableChannelException();
        }

        @Override
        public boolean isOpen() {
            return open;
        }

        @Override
        public void close() {
            open = false;
        }
    }

    /** What a name is in the file system. */
    private enum Kind {
        FILE, FOLDER, NONE
    }

    /** A file's or folder's basic attributes: no times, no links. */
    private record Attributes(boolean isRegularFile, long size, Object fileKey)
            implements BasicFileAttributes {

        @Override
        public FileTime lastModifiedTime() {
            return EPOCH;
        }

        @Override
        public FileTime lastAccessTime() {
            return EPOCH;
        }

        @Override
        public FileTime creationTime() {
            return EPOCH;
        }

        @Override
        public boolean isDirectory() {
            return !isRegularFile;
        }

        @Override
        public boolean isSymbolicLink() {
            return false;
        }

        @Override
        public boolean isOther() {
            return false;
        }
    }
}
