package tabuleiro.ui;

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

/**
 * Keeps every bundle's two languages in step: each Portuguese bundle ({@code Name_pt}) has
 * exactly the keys of its English base and each text uses the same arguments in both, and each
 * text of a {@code ...Texts} bundle is a pattern {@link MessageFormat} reads, so no screen shows
 * a key, a stray apostrophe or a {@code {0}} in one language only. Bundles are named
 * {@code ...Texts} when {@link Texts} formats them and {@code ...Help} when picocli reads them.
 */
class BundlesTest {

    private static final Pattern ARGUMENT = Pattern.compile("\\{(\\d+)");

    /** The bundle classes under the reference's classes: the texts of every screen. */
    private static List<Class<?>> portugueseBundles() throws IOException, URISyntaxException {
        Path classes = Path.of(Texts.class.getProtectionDomain().getCodeSource().getLocation()
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
    void theLaunchersAndThePromptersBundlesAreAmongThoseChecked() throws Exception {
        assertThat(portugueseBundles()).contains(PrompterTexts_pt.class,
                Class.forName("tabuleiro.cli.LauncherTexts_pt"),
                Class.forName("tabuleiro.cli.LauncherHelp_pt"));
    }

    @Test
    void everyPortugueseBundleHasTheKeysAndArgumentsOfItsEnglishTwin() throws Exception {
        TreeMap<String, List<String>> differences = new TreeMap<>();
        for (Class<?> portuguese : portugueseBundles()) {
            String base = portuguese.getName().replaceAll("_pt$", "");
            ResourceBundle pt = (ResourceBundle) portuguese.getDeclaredConstructor().newInstance();
            ResourceBundle en = (ResourceBundle) Class.forName(base).getDeclaredConstructor()
                    .newInstance();
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

    /**
     * The texts of {@link Texts} (bundles named {@code ...Texts}) are {@code MessageFormat}
     * patterns; picocli's help bundles ({@code ...Help}) are not, and are left out.
     */
    @Test
    void everyTextIsAPatternThatFormats() throws Exception {
        List<String> broken = new ArrayList<>();
        for (Class<?> portuguese : portugueseBundles()) {
            if (!portuguese.getSimpleName().endsWith("Texts_pt")) {
                continue;
            }
            for (Class<?> language : List.of(portuguese,
                    Class.forName(portuguese.getName().replaceAll("_pt$", "")))) {
                ResourceBundle bundle = (ResourceBundle) language.getDeclaredConstructor()
                        .newInstance();
                for (String key : bundle.keySet()) {
                    Object value = bundle.getObject(key);
                    if (!(value instanceof String text)) {
                        continue;
                    }
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
        assertThat(broken).isEmpty();
    }

    @Test
    void englishIsEnglishOnAPortugueseMachine() {
        java.util.Locale before = java.util.Locale.getDefault();
        try {
            java.util.Locale.setDefault(Language.PORTUGUESE.locale());
            assertThat(Texts.of(PrompterTexts.class, Language.ENGLISH).text("how.to.quit"))
                    .isEqualTo("Type quit (or sair) to stop.");
        } finally {
            java.util.Locale.setDefault(before);
        }
    }

    @Test
    void aPluralIsPlacedByTheLanguagesPattern() {
        assertThat(Texts.of(PrompterTexts.class, Language.PORTUGUESE).text("line.too.long", 200))
                .startsWith("Essa linha tinha mais de 200 caracteres");
    }

    private static Set<String> arguments(String text) {
        Set<String> found = new TreeSet<>();
        Matcher matcher = ARGUMENT.matcher(text);
        while (matcher.find()) {
            found.add(matcher.group(1));
        }
        return found;
    }
}
