package tabuleiro.slides;

import java.util.List;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * Whether a page fits the browser's width: a laptop's 1,280 px, at which nothing may make the
 * page wider than the window (a reader would scroll sideways to see the second student's code
 * or the end of a line). What scrolls inside its own box (a {@code pre} with
 * {@code overflow-x: auto}) does not widen the page and is not counted.
 */
final class Viewport {

    /** The width the pages are read at, in CSS pixels: a common laptop's. */
    static final int WIDTH = 1280;

    private Viewport() {
    }

    /**
     * What makes the open page wider than the window, if anything.
     *
     * @param chromium the browser, its page open
     * @param page the page's name, for the message
     * @return one problem naming the page's width and its widest elements, or none
     */
    static List<String> overflow(ChromeDriver chromium, String page) {
        List<?> wide = (List<?>) chromium.executeScript("const root = document"
                + ".documentElement; const w = root.clientWidth;"
                + " if (root.scrollWidth <= w) { return []; }"
                + " return [root.scrollWidth, w, ...[...document.body.querySelectorAll('*')]"
                + ".filter(e => e.getBoundingClientRect().right > w + 1)"
                + ".sort((a, b) => b.getBoundingClientRect().right"
                + " - a.getBoundingClientRect().right).slice(0, 3)"
                + ".map(e => e.tagName.toLowerCase() + (e.className && typeof e.className"
                + " === 'string' ? '.' + e.className.trim().replace(/\\s+/g, '.') : '')"
                + " + ' (' + Math.round(e.getBoundingClientRect().right) + ' px)')]");
        if (wide.isEmpty()) {
            return List.of();
        }
        return List.of(page + ": " + wide.get(0) + " px wide in a window of " + wide.get(1)
                + " px; widest: " + wide.subList(2, wide.size()));
    }
}
