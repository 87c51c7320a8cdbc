package tabuleiro.grading.child.feed;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.net.URLConnection;
import java.net.URLStreamHandler;
import java.net.spi.URLStreamHandlerProvider;

/**
 * Opens {@code tabuleiro-rulebook:} URLs: the JUnit Platform, which finds a feature package's
 * files for Cucumber, reads each one through its URL, and the JDK finds the handler of a
 * scheme it does not know only among the installed URL handler providers. Like
 * {@link MemoryProvider}, it is installed by the runner's module, in a package the module does
 * not export, and reads nothing once discovery is over.
 */
public final class MemoryUrls extends URLStreamHandlerProvider {

    /**
     * Creates the provider, as the JDK's service loader does.
     */
    public MemoryUrls() {
        super();
    }

    @Override
    public URLStreamHandler createURLStreamHandler(String protocol) {
        if (!MemoryProvider.SCHEME.equalsIgnoreCase(protocol)) {
            return null;
        }
        return FeatureFiles.installed().map(Handler::new).orElse(null);
    }

    /** Opens a {@code tabuleiro-rulebook:} URL as a stream of the file it names. */
    static final class Handler extends URLStreamHandler {

        private final MemoryProvider provider;

        Handler(MemoryProvider provider) {
            this.provider = provider;
        }

        @Override
        protected URLConnection openConnection(URL url) {
            return new URLConnection(url) {
                @Override
                public void connect() {
                    connected = true;
                }

                @Override
                public InputStream getInputStream() throws IOException {
                    return provider.newInputStream(provider.path(url.getPath().substring(1)));
                }
            };
        }
    }
}
