package tabuleiro.slides;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.logging.Level;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;

/**
 * Debian's headless Chromium under Selenium, driven by Debian's {@code chromium-driver}: both
 * named by path, so Selenium Manager never looks for (or downloads) a browser or a driver.
 */
final class HeadlessChromium {

    /** Where Debian's package puts the browser ({@code .ci/prerequisites} installs it). */
    static final Path BROWSER = Path.of("/usr/bin/chromium");

    /** Where Debian's {@code chromium-driver} package puts the driver, of the browser's version. */
    static final Path DRIVER = Path.of("/usr/bin/chromedriver");

    private static final Duration TIMEOUT = Duration.ofSeconds(60);

    private HeadlessChromium() {
    }

    /**
     * Starts a headless browser with a new empty profile, its console and network kept.
     *
     * <p>The browser's log holds every console message, exception and failed load; the
     * performance log holds the DevTools network events (each request and response).
     *
     * @param width the width of the window, in CSS pixels
     * @param height the height of the window, in CSS pixels
     * @return the driver, on a blank page
     */
    static ChromeDriver start(int width, int height) {
        ChromeOptions options = new ChromeOptions();
        options.setBinary(BROWSER.toFile());
        // The flags that work on these machines: no sandbox as root, and none of the background
        // connections (updates, sync, safe browsing) that a closed network refuses.
        options.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                "--no-first-run", "--no-default-browser-check",
                "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--disable-default-apps", "--disable-extensions",
                "--mute-audio", "--hide-scrollbars", "--window-size=" + width + "," + height);
        LoggingPreferences logs = new LoggingPreferences();
        logs.enable(LogType.BROWSER, Level.ALL);
        logs.enable(LogType.PERFORMANCE, Level.ALL);
        options.setCapability("goog:loggingPrefs", logs);
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(DRIVER.toFile())
                .usingAnyFreePort()
                .build();
        ChromeDriver driver = new ChromeDriver(service, options);
        driver.manage().timeouts().pageLoadTimeout(TIMEOUT).scriptTimeout(TIMEOUT);
        // Each file is asked for again on every page, so a missing one is seen on every deck.
        driver.executeCdpCommand("Network.setCacheDisabled", Map.of("cacheDisabled", true));
        return driver;
    }
}
