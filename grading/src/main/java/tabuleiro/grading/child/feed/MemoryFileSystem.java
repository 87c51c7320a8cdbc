package tabuleiro.grading.child.feed;

import java.nio.file.FileStore;
import java.nio.file.FileSystem;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.nio.file.WatchService;
import java.nio.file.attribute.UserPrincipalLookupService;
import java.nio.file.spi.FileSystemProvider;
import java.util.List;
import java.util.Set;

/**
 * The one file system of {@link MemoryProvider}: read-only, always open, a single root. What it
 * holds is the provider's.
 */
final class MemoryFileSystem extends FileSystem {

    private final MemoryProvider provider;

    MemoryFileSystem(MemoryProvider provider) {
        this.provider = provider;
    }

    @Override
    public FileSystemProvider provider() {
        return provider;
    }

    @Override
    public void close() {
        throw new UnsupportedOperationException("the rule book's file system stays open");
    }

    @Override
    public boolean isOpen() {
        return true;
    }

    @Override
    public boolean isReadOnly() {
        return true;
    }

    @Override
    public String getSeparator() {
        return "/";
    }

    @Override
    public Iterable<Path> getRootDirectories() {
        return List.of(getPath("/"));
    }

    @Override
    public Iterable<FileStore> getFileStores() {
        return List.of();
    }

    @Override
    public Set<String> supportedFileAttributeViews() {
        return Set.of("basic");
    }

    @Override
    public Path getPath(String first, String... more) {
        StringBuilder text = new StringBuilder(first);
        for (String name : more) {
            text.append('/').append(name);
        }
        return MemoryPath.parse(this, text.toString());
    }

    @Override
    public PathMatcher getPathMatcher(String syntaxAndPattern) {
        throw new UnsupportedOperationException("the rule book's file system matches no"
                + " patterns");
    }

    @Override
    public UserPrincipalLookupService getUserPrincipalLookupService() {
        throw new UnsupportedOperationException("the rule book's file system has no owners");
    }

    @Override
    public WatchService newWatchService() {
        throw new UnsupportedOperationException("the rule book's file system is not watched");
    }
}
