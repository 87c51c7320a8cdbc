package tabuleiro.grading.child.feed;

import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLStreamHandler;
import java.nio.charset.StandardCharsets;
import java.nio.file.spi.FileSystemProvider;
import java.util.Collections;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Shows Cucumber the feature files a grading JVM was sent, for the time of one discovery.
 *
 * <p>Cucumber's engine looks up a feature package (or a feature file, when scenarios are chosen
 * by unique id) with the thread's context class loader, turns each resource's URL into a URI and
 * opens it as a path. During {@link #discover} the context class loader is one that adds, to
 * the class path's resources, a {@code tabuleiro-rulebook:} URL for every feature file held and
 * every folder above one; {@link MemoryProvider} opens those. The scenarios Cucumber makes keep
 * their usual URIs ({@code classpath:tabuleiro/features/GAME/board.feature}), so the grader
 * reads them as before. When discovery ends, however it ends, the file system is emptied and the
 * context class loader put back, so the code that runs the scenarios, the submission's among
 * it, finds no feature text anywhere.
 */
public final class FeatureFiles {

    private FeatureFiles() {
    }

    /**
     * Runs a discovery while the feature files are readable, and forgets them afterwards.
     *
     * @param <T> what the discovery returns (the JUnit Platform's test plan)
     * @param files the feature files' texts by resource name
     *     ({@code tabuleiro/features/GAME/board.feature})
     * @param discovery the discovery, run on this thread
     * @return what the discovery returned
     * @throws IllegalStateException if the runner's file system provider is not installed (the
     *     runner was not started as its module)
     */
    public static <T> T discover(Map<String, String> files, Supplier<T> discovery) {
        MemoryProvider provider = installed().orElseThrow(() -> new IllegalStateException(
                "the rule book's file system is not installed: run the runner as the module"
                        + " tabuleiro.grading.runner"));
        Map<String, byte[]> bytes = new HashMap<>();
        files.forEach((name, text) -> bytes.put(name, text.getBytes(StandardCharsets.UTF_8)));
        Thread thread = Thread.currentThread();
        ClassLoader context = thread.getContextClassLoader();
        ClassLoader parent = context != null ? context : ClassLoader.getSystemClassLoader();
        provider.hold(bytes);
        try {
            thread.setContextClassLoader(new Loader(parent, provider));
            return discovery.get();
        } finally {
            thread.setContextClassLoader(context);
            provider.empty();
        }
    }

    /** The runner's provider among the JVM's installed ones. */
    static Optional<MemoryProvider> installed() {
        return FileSystemProvider.installedProviders().stream()
                .filter(provider -> provider instanceof MemoryProvider)
                .map(MemoryProvider.class::cast).findFirst();
    }

    /**
     * A class loader that loads what its parent loads and finds, besides its parent's
     * resources, the memory file system's files and folders.
     */
    private static final class Loader extends ClassLoader {

        private final MemoryProvider provider;
        private final URLStreamHandler handler;

        Loader(ClassLoader parent, MemoryProvider provider) {
            super("tabuleiro-rulebook", parent);
            this.provider = provider;
            this.handler = new MemoryUrls.Handler(provider);
        }

        @Override
        protected URL findResource(String name) {
            String clean = name.endsWith("/") ? name.substring(0, name.length() - 1) : name;
            if (clean.isEmpty() || !provider.holds(clean)) {
                return null;
            }
            try {
                return new URL(MemoryProvider.SCHEME, null, -1, "/" + clean, handler);
            } catch (MalformedURLException e) {
                throw new IllegalStateException("a feature file's name makes no URL: " + name,
                        e);
            }
        }

        @Override
        protected Enumeration<URL> findResources(String name) {
            URL url = findResource(name);
            return Collections.enumeration(url == null ? List.of() : List.of(url));
        }
    }
}
