package tabuleiro.grading.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import java.util.ListResourceBundle;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every Portuguese bundle of the grader ({@code ..._pt}) has exactly the keys of its English
 * twin, and each of its texts the same {@code {n}} arguments, so no text goes missing in one
 * language or drops a value the other shows.
 */
class BundlesTest {

    private static final Pattern ARGUMENT = Pattern.compile("\\{(\\d+)");

    @Test
    void everyPortugueseBundleHasItsTwinsKeysAndArguments() throws Exception {
        List<String> twins = portugueseBundles();
        assertThat(twins).as("the grader's Portuguese bundles")
                .contains("tabuleiro.grading.model.GradeTexts_pt",
                        "tabuleiro.grading.report.FeedbackTexts_pt",
                        "tabuleiro.grading.report.ClassTexts_pt");
        for (String portuguese : twins) {
            Map<String, String> pt = contents(portuguese);
            Map<String, String> en = contents(portuguese.substring(0,
                    portuguese.length() - "_pt".length()));
            assertThat(pt.keySet()).as(portuguese + "'s keys").isEqualTo(en.keySet());
            for (String key : en.keySet()) {
                assertThat(arguments(pt.get(key))).as(portuguese + " " + key)
                        .isEqualTo(arguments(en.get(key)));
            }
        }
    }

    @Test
    void everyTextIsAPatternMessageFormatReads() throws Exception {
        for (String portuguese : portugueseBundles()) {
            for (Language language : Language.values()) {
                @SuppressWarnings("unchecked")
                Class<? extends ListResourceBundle> english =
                        (Class<? extends ListResourceBundle>) Class.forName(portuguese
                                .substring(0, portuguese.length() - "_pt".length()));
                Texts texts = Texts.of(english, language);
                for (String key : contents(english.getName()).keySet()) {
                    Object[] values = Collections.nCopies(10, (Object) 2).toArray();
                    assertThat(texts.text(key, values)).as(english.getName() + " " + key)
                            .isNotBlank().doesNotContain("{0").doesNotContain("{1");
                }
            }
        }
    }

    /** The Portuguese bundles compiled beside {@link Texts}: every {@code *Texts_pt} class. */
    private static List<String> portugueseBundles() throws IOException, URISyntaxException {
        Path classes = Path.of(Texts.class.getProtectionDomain().getCodeSource().getLocation()
                .toURI());
        try (Stream<Path> files = Files.walk(classes)) {
            return files.map(file -> classes.relativize(file).toString().replace('\\', '/'))
                    .filter(name -> name.endsWith("Texts_pt.class"))
                    .map(name -> name.substring(0, name.length() - ".class".length())
                            .replace('/', '.'))
                    .sorted().toList();
        }
    }

    private static Map<String, String> contents(String bundle)
            throws ReflectiveOperationException {
        ListResourceBundle instance = (ListResourceBundle) Class.forName(bundle)
                .getDeclaredConstructor().newInstance();
        Map<String, String> contents = new TreeMap<>();
        for (String key : Collections.list(instance.getKeys())) {
            contents.put(key, instance.getString(key));
        }
        return contents;
    }

    private static TreeSet<String> arguments(String pattern) {
        TreeSet<String> found = new TreeSet<>();
        Matcher matcher = ARGUMENT.matcher(pattern);
        while (matcher.find()) {
            found.add(matcher.group(1));
        }
        return found;
    }
}
