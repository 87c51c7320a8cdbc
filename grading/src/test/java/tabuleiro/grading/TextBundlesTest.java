package tabuleiro.grading;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.MessageFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.ListResourceBundle;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import tabuleiro.grading.export.KitTexts_pt;
import tabuleiro.grading.generator.GuideTexts_pt;
import tabuleiro.grading.model.GradeTexts_pt;
import tabuleiro.grading.report.feedback.FeedbackTexts_pt;
import tabuleiro.grading.report.wholeclass.ClassTexts_pt;
import tabuleiro.grading.selfcheck.CheckTexts_pt;

/**
 * Keeps the grader's text bundles' two languages in step: each Portuguese bundle
 * ({@code Name_pt}) has exactly the keys of its English base, each text uses the same arguments
 * in both, and each is a pattern {@link MessageFormat} reads, so no guide, self-check, kit,
 * feedback or class report shows a key, a stray apostrophe or a {@code {0}} in one language only.
 */
class TextBundlesTest {

    private static final Pattern ARGUMENT = Pattern.compile("\\{(\\d+)");

    /** The Portuguese bundle classes among the grader's classes. */
    private static List<Class<?>> portugueseBundles() throws IOException, URISyntaxException {
        Path classes = Path.of(Grader.class.getProtectionDomain().getCodeSource().getLocation()
                .toURI());
        List<Class<?>> bundles = new ArrayList<>();
        try (Stream<Path> files = Files.walk(classes)) {
            for (Path file : files.filter(f -> f.toString().endsWith("_pt.class")).toList()) {
                String name = classes.relativize(file).toString().replace('/', '.')
                        .replace('\\', '.').replaceAll("\\.class$", "");
                try {
                    bundles.add(Class.forName(name));
                } catch (ClassNotFoundException impossible) {
                    throw new AssertionError(name + " was listed but cannot be loaded",
                            impossible);
                }
            }
        }
        return bundles;
    }

    @Test
    void everyAreasBundleIsAmongThoseChecked() throws Exception {
        // Class literals, so that a bundle moved to another package moves this list with it.
        List<Class<?>> expected = List.of(GuideTexts_pt.class, CheckTexts_pt.class,
                KitTexts_pt.class, FeedbackTexts_pt.class, ClassTexts_pt.class,
                GradeTexts_pt.class);
        assertThat(portugueseBundles()).containsAll(expected);
    }

    @Test
    void everyPortugueseBundleHasTheKeysAndArgumentsOfItsEnglishTwin() throws Exception {
        TreeMap<String, List<String>> differences = new TreeMap<>();
        for (Class<?> portuguese : portugueseBundles()) {
            String base = portuguese.getName().replaceAll("_pt$", "");
            ResourceBundle pt = bundle(portuguese);
            ResourceBundle en = bundle(Class.forName(base));
            assertThat(pt).as(portuguese.getName()).isInstanceOf(ListResourceBundle.class);
            List<String> found = new ArrayList<>();
            Set<String> keys = new TreeSet<>(en.keySet());
            keys.addAll(pt.keySet());
            for (String key : keys) {
                if (!en.containsKey(key) || !pt.containsKey(key)) {
                    found.add(key + " is only in "
                            + (en.containsKey(key) ? "English" : "Portuguese"));
                } else if (!arguments(en.getString(key)).equals(arguments(pt.getString(key)))) {
                    found.add(key + " uses arguments " + arguments(en.getString(key))
                            + " in English but " + arguments(pt.getString(key)) + " in Portuguese");
                }
            }
            if (!found.isEmpty()) {
                differences.put(base, found);
            }
        }
        assertThat(differences).as("keys and arguments that differ between the languages")
                .isEmpty();
    }

    @Test
    void everyTextIsAPatternThatFormats() throws Exception {
        List<String> broken = new ArrayList<>();
        for (Class<?> portuguese : portugueseBundles()) {
            for (Class<?> language : List.of(portuguese,
                    Class.forName(portuguese.getName().replaceAll("_pt$", "")))) {
                ResourceBundle bundle = bundle(language);
                for (String key : bundle.keySet()) {
                    String text = bundle.getString(key);
                    try {
                        new MessageFormat(text);
                        if (text.replace("''", "").contains("'")) {
                            broken.add(language.getSimpleName() + " " + key
                                    + ": a single apostrophe, which MessageFormat drops");
                        }
                    } catch (IllegalArgumentException unreadable) {
                        broken.add(language.getSimpleName() + " " + key + ": "
                                + unreadable.getMessage());
                    }
                }
            }
        }
        assertThat(broken).as("texts MessageFormat cannot read as written").isEmpty();
    }

    private static ResourceBundle bundle(Class<?> type) throws ReflectiveOperationException {
        return (ResourceBundle) type.getDeclaredConstructor().newInstance();
    }

    /** The argument numbers a pattern uses, in order, each once. */
    private static Set<Integer> arguments(String pattern) {
        Set<Integer> found = new TreeSet<>();
        Matcher argument = ARGUMENT.matcher(pattern);
        while (argument.find()) {
            found.add(Integer.parseInt(argument.group(1)));
        }
        return found;
    }
}
