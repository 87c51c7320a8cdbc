package tabuleiro.slides;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * Serves the built slides on the loopback address only, as a lecturer's laptop or a student's
 * browser would open them, and remembers every path that was asked for and not found.
 */
final class SlideServer implements AutoCloseable {

    private static final Map<String, String> TYPES = Map.of(
            "html", "text/html; charset=utf-8",
            "css", "text/css; charset=utf-8",
            "js", "text/javascript; charset=utf-8",
            "svg", "image/svg+xml",
            "png", "image/png",
            "ico", "image/x-icon");

    private final Path root;
    private final HttpServer server;
    private final List<String> missing = Collections.synchronizedList(new ArrayList<>());

    /**
     * Starts serving a folder on a free port of the loopback address.
     *
     * @param root the folder whose files are served
     * @throws IOException if no port can be had
     */
    SlideServer(Path root) throws IOException {
        this.root = root.toAbsolutePath().normalize();
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", this::serve);
        server.start();
    }

    /**
     * Returns the address of the folder's root.
     *
     * @return {@code http://127.0.0.1:PORT/}
     */
    String base() {
        return "http://" + server.getAddress().getAddress().getHostAddress() + ":"
                + server.getAddress().getPort() + "/";
    }

    /**
     * Returns the paths asked for that are not files of the folder, and forgets them.
     *
     * @return the paths, in the order they were asked for
     */
    List<String> takeMissing() {
        synchronized (missing) {
            List<String> paths = List.copyOf(missing);
            missing.clear();
            return paths;
        }
    }

    private void serve(HttpExchange exchange) throws IOException {
        try (exchange) {
            String path = exchange.getRequestURI().getPath();
            Path file = root.resolve(path.substring(1)).normalize();
            if (!file.startsWith(root) || !Files.isRegularFile(file)) {
                missing.add(path);
                byte[] body = ("not found: " + path).getBytes(StandardCharsets.UTF_8);
                exchange.sendResponseHeaders(404, body.length);
                exchange.getResponseBody().write(body);
                return;
            }
            String name = file.getFileName().toString();
            String extension = name.substring(name.lastIndexOf('.') + 1);
            exchange.getResponseHeaders().set("Content-Type",
                    TYPES.getOrDefault(extension, "application/octet-stream"));
            byte[] body = Files.readAllBytes(file);
            exchange.sendResponseHeaders(200, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        }
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
