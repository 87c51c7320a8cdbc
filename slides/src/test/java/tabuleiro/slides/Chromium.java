package tabuleiro.slides;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Debian's headless Chromium, driven through the DevTools protocol over the JDK's own WebSocket
 * client: no browser download, no driver, no library beyond Gson for the JSON.
 *
 * <p>One browser runs one page. Every event the page sends (console messages, exceptions,
 * network requests) is kept until {@link #takeEvents()} takes it, so a test can fail on any of
 * them.
 */
final class Chromium implements AutoCloseable {

    /** Where Debian's package puts the browser, which {@code scripts/ensure-chromium} installs. */
    static final Path EXECUTABLE = Path.of("/usr/bin/chromium");

    private static final Duration TIMEOUT = Duration.ofSeconds(60);
    private static final Pattern LISTENING =
            Pattern.compile("DevTools listening on ws://[^:/]+:(\\d+)/");

    private final Process process;
    private final Path profile;
    private final WebSocket socket;
    private final Listener listener;
    private final AtomicInteger ids = new AtomicInteger();

    private Chromium(Process process, Path profile, WebSocket socket, Listener listener) {
        this.process = process;
        this.profile = profile;
        this.socket = socket;
        this.listener = listener;
    }

    /**
     * Starts a headless browser with a new empty profile and connects to its blank page.
     *
     * @param width the width of the window, in CSS pixels
     * @param height the height of the window, in CSS pixels
     * @return the browser, ready for {@link #send}
     * @throws IOException if the browser does not start or does not open its DevTools port
     */
    static Chromium start(int width, int height) throws IOException, InterruptedException {
        Path profile = Files.createTempDirectory("tabuleiro-chromium");
        // The flags that work on these machines: no sandbox as root, and none of the background
        // connections (updates, sync, safe browsing) that a closed network refuses.
        Process process = new ProcessBuilder(EXECUTABLE.toString(), "--headless", "--no-sandbox",
                "--disable-gpu", "--disable-quic", "--no-first-run", "--no-default-browser-check",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--disable-default-apps", "--disable-extensions", "--mute-audio",
                "--hide-scrollbars", "--remote-allow-origins=*",
                "--remote-debugging-address=127.0.0.1", "--remote-debugging-port=0",
                "--user-data-dir=" + profile, "--window-size=" + width + "," + height,
                "about:blank")
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start();
        try {
            int port = devToolsPort(process);
            HttpClient http = HttpClient.newBuilder().connectTimeout(TIMEOUT).build();
            String pageSocket = pageSocket(http, port);
            Listener listener = new Listener();
            WebSocket socket = http.newWebSocketBuilder()
                    .buildAsync(URI.create(pageSocket), listener)
                    .get(TIMEOUT.toSeconds(), TimeUnit.SECONDS);
            return new Chromium(process, profile, socket, listener);
        } catch (IOException | ExecutionException | TimeoutException | RuntimeException e) {
            stop(process);
            deleteTree(profile);
            throw new IOException("Chromium did not open its DevTools port: " + e.getMessage(), e);
        }
    }

    /** Reads the browser's standard error until it says where DevTools listens, then drains it. */
    private static int devToolsPort(Process process) throws IOException {
        BufferedReader errors = new BufferedReader(
                new InputStreamReader(process.getErrorStream(), StandardCharsets.UTF_8));
        StringBuilder said = new StringBuilder();
        String line;
        while ((line = errors.readLine()) != null) {
            said.append(line).append('\n');
            Matcher matcher = LISTENING.matcher(line);
            if (matcher.find()) {
                Thread drain = new Thread(() -> errors.lines().count(), "chromium-stderr");
                drain.setDaemon(true);
                drain.start();
                return Integer.parseInt(matcher.group(1));
            }
        }
        throw new IOException("Chromium ended before opening DevTools; it said:\n" + said);
    }

    private static String pageSocket(HttpClient http, int port)
            throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(
                URI.create("http://127.0.0.1:" + port + "/json/list")).timeout(TIMEOUT).build();
        JsonArray targets = JsonParser.parseString(
                http.send(request, HttpResponse.BodyHandlers.ofString()).body()).getAsJsonArray();
        for (JsonElement target : targets) {
            JsonObject object = target.getAsJsonObject();
            if (object.get("type").getAsString().equals("page")) {
                return object.get("webSocketDebuggerUrl").getAsString();
            }
        }
        throw new IOException("Chromium has no page to drive: " + targets);
    }

    /**
     * Sends a DevTools command to the page and waits for its result.
     *
     * @param method the command, such as {@code "Page.navigate"}
     * @param params its parameters
     * @return the command's result
     * @throws IllegalStateException if the browser answers with an error or not in time
     */
    JsonObject send(String method, JsonObject params) {
        int id = ids.incrementAndGet();
        JsonObject message = new JsonObject();
        message.addProperty("id", id);
        message.addProperty("method", method);
        message.add("params", params);
        CompletableFuture<JsonObject> reply = new CompletableFuture<>();
        listener.replies.put(id, reply);
        try {
            socket.sendText(message.toString(), true).get(TIMEOUT.toSeconds(), TimeUnit.SECONDS);
            JsonObject answer = reply.get(TIMEOUT.toSeconds(), TimeUnit.SECONDS);
            if (answer.has("error")) {
                throw new IllegalStateException(method + " failed: " + answer.get("error"));
            }
            return answer.getAsJsonObject("result");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(method + " was interrupted", e);
        } catch (ExecutionException | TimeoutException e) {
            throw new IllegalStateException(method + " got no answer: " + e, e);
        } finally {
            listener.replies.remove(id);
        }
    }

    /**
     * Sends a DevTools command that takes no parameters.
     *
     * @param method the command, such as {@code "Page.enable"}
     * @return the command's result
     */
    JsonObject send(String method) {
        return send(method, new JsonObject());
    }

    /**
     * Opens an address in the page and waits until it has loaded.
     *
     * @param url the address
     * @throws IllegalStateException if the page does not load in time
     */
    void open(String url) {
        CompletableFuture<Void> loaded = new CompletableFuture<>();
        listener.loaded = loaded;
        JsonObject params = new JsonObject();
        params.addProperty("url", url);
        send("Page.navigate", params);
        try {
            loaded.get(TIMEOUT.toSeconds(), TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while opening " + url, e);
        } catch (ExecutionException | TimeoutException e) {
            throw new IllegalStateException(url + " did not load in time", e);
        }
    }

    /**
     * Runs JavaScript in the page, waiting for a promise it returns, and returns its value.
     *
     * @param expression the script
     * @return the value, as JSON; JSON null for {@code undefined}
     * @throws IllegalStateException if the script throws
     */
    JsonElement evaluate(String expression) {
        JsonObject params = new JsonObject();
        params.addProperty("expression", expression);
        params.addProperty("returnByValue", true);
        params.addProperty("awaitPromise", true);
        JsonObject result = send("Runtime.evaluate", params);
        if (result.has("exceptionDetails")) {
            throw new IllegalStateException("the script failed: " + expression + "\n"
                    + result.get("exceptionDetails"));
        }
        JsonObject value = result.getAsJsonObject("result");
        return value.has("value") ? value.get("value") : JsonNull.INSTANCE;
    }

    /**
     * Takes the events that the page sent since the last call.
     *
     * @return the events, each a DevTools message with a {@code method} and {@code params}
     */
    List<JsonObject> takeEvents() {
        synchronized (listener.events) {
            List<JsonObject> taken = List.copyOf(listener.events);
            listener.events.clear();
            return taken;
        }
    }

    @Override
    public void close() {
        socket.abort();
        stop(process);
        deleteTree(profile);
    }

    private static void stop(Process process) {
        process.descendants().forEach(ProcessHandle::destroy);
        process.destroy();
        try {
            if (!process.waitFor(10, TimeUnit.SECONDS)) {
                process.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroyForcibly();
        }
    }

    private static void deleteTree(Path folder) {
        try (Stream<Path> paths = Files.walk(folder)) {
            paths.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
        } catch (IOException e) {
            // A profile left in the temporary folder harms nothing; the test's result stands.
        }
    }

    /**
     * Puts the frames of each message together, completes the reply it answers, and keeps the
     * events.
     */
    private static final class Listener implements WebSocket.Listener {

        private final StringBuilder partial = new StringBuilder();
        private final Map<Integer, CompletableFuture<JsonObject>> replies =
                new ConcurrentHashMap<>();
        private final List<JsonObject> events = new ArrayList<>();
        private volatile CompletableFuture<Void> loaded = new CompletableFuture<>();

        @Override
        public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
            partial.append(data);
            if (last) {
                received(JsonParser.parseString(partial.toString()).getAsJsonObject());
                partial.setLength(0);
            }
            webSocket.request(1);
            return null;
        }

        private void received(JsonObject message) {
            if (message.has("id")) {
                CompletableFuture<JsonObject> reply = replies.get(message.get("id").getAsInt());
                if (reply != null) {
                    reply.complete(message);
                }
                return;
            }
            if ("Page.loadEventFired".equals(message.get("method").getAsString())) {
                loaded.complete(null);
            }
            synchronized (events) {
                events.add(message);
            }
        }
    }
}
