package tabuleiro.slides;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * The axe-core accessibility engine, from its WebJar on the test class path, run on the page a
 * browser shows with the rules of WCAG 2.1 levels A and AA: the accessibility check of every
 * page the project writes for people to read (the rule book site, and the grader's feedback and
 * class pages).
 */
final class Axe {

    /** The tags of axe-core's rules for WCAG 2.0 and 2.1, levels A and AA. */
    private static final String TAGS = "['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']";

    private final String script;

    private Axe(String script) {
        this.script = script;
    }

    /**
     * Reads axe-core's script from its WebJar.
     *
     * @return the check, ready to run on any page
     * @throws IOException if the WebJar cannot be read
     */
    static Axe fromWebJar() throws IOException {
        String version;
        try (InputStream in = resource("META-INF/maven/org.webjars.npm/axe-core/"
                + "pom.properties")) {
            Properties properties = new Properties();
            properties.load(in);
            version = properties.getProperty("version");
        }
        try (InputStream in = resource("META-INF/resources/webjars/axe-core/" + version
                + "/axe.min.js")) {
            return new Axe(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
    }

    private static InputStream resource(String name) {
        InputStream in = Axe.class.getClassLoader().getResourceAsStream(name);
        assertThat(in).as("axe-core's WebJar on the test class path: " + name).isNotNull();
        return in;
    }

    /**
     * Runs axe-core on the page the browser shows.
     *
     * @param chromium the browser, on a loaded page
     * @return one line per violated rule: its ID, impact and help, and every element that
     *     violates it (its CSS selector); empty when the page has none
     */
    List<String> violations(ChromeDriver chromium) {
        chromium.executeScript(script);
        // Only violations are read, so axe is told to work out only those and skips the
        // details of every passed and incomplete check: on the rule book site's 125 pages its
        // time went from 64 s to 36 s.
        Object found = chromium.executeAsyncScript("const done = arguments[0];"
                + " axe.run(document, {runOnly: {type: 'tag', values: " + TAGS + "},"
                + " resultTypes: ['violations']})"
                + ".then(r => done(r.violations.map(v => v.id + ' (' + v.impact + '): '"
                + " + v.help + ' at ' + v.nodes.map(n => n.target.join(' ')).join(', '))),"
                + " e => done(['axe failed: ' + e]))");
        List<String> violations = new ArrayList<>();
        for (Object violation : (List<?>) found) {
            violations.add(String.valueOf(violation));
        }
        return violations;
    }
}
