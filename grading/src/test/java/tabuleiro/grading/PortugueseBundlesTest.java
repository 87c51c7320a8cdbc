package tabuleiro.grading;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every text of every Portuguese bundle reads as Portuguese: the grader's (guide, kit,
 * self-check, feedback, class report, grades) and the reference's (the games' text UIs, their
 * command lines, the prompter), which the exercises' given code copies. A text flagged here
 * would reach a student who chose {@code --lang pt} as an English sentence. Cheap: no grading,
 * no game, only the bundles' own values.
 */
class PortugueseBundlesTest {

    @Test
    void everyPortugueseTextReadsAsPortuguese() throws Exception {
        List<Class<?>> bundles = new ArrayList<>(bundlesBeside(Grader.class));
        bundles.addAll(bundlesBeside(tabuleiro.ui.Texts.class));
        assertThat(bundles).as("the grader's and the reference's Portuguese bundles")
                .hasSizeGreaterThan(20);
        Set<String> english = englishOnlyWords(bundles);
        List<String> found = new ArrayList<>();
        for (Class<?> portuguese : bundles) {
            ResourceBundle pt = (ResourceBundle) portuguese.getDeclaredConstructor().newInstance();
            for (String key : pt.keySet()) {
                if (!(pt.getObject(key) instanceof String text)) {
                    continue;
                }
                // The patterns' arguments are not words of either language.
                String words = text.replaceAll("\\{[^{}]*(\\{[^{}]*\\}[^{}]*)*\\}", " ");
                List<String> lines = new ArrayList<>(Untranslated.sentences(words));
                lines.addAll(Untranslated.mostlyEnglish(words, english));
                if (!lines.isEmpty()) {
                    found.add(portuguese.getSimpleName() + " " + key + ": " + lines.get(0));
                }
            }
        }
        assertThat(found).as("Portuguese texts that read as English").isEmpty();
    }

    @Test
    void theDetectorFlagsAnEnglishSentenceAndNotItsTranslation() throws Exception {
        List<Class<?>> bundles = new ArrayList<>(bundlesBeside(Grader.class));
        bundles.addAll(bundlesBeside(tabuleiro.ui.Texts.class));
        Set<String> english = englishOnlyWords(bundles);
        assertThat(Untranslated.mostlyEnglish(
                "A4 has no square: write each tile then its square", english)).hasSize(1);
        assertThat(Untranslated.mostlyEnglish(
                "A4 não tem casa: escreva cada peça e depois a sua casa", english)).isEmpty();
        assertThat(Untranslated.mostlyEnglish("C4-09 dropDisc hasSpace(int) fourThrough",
                english)).isEmpty();
    }

    /**
     * Words of the English bundles that no Portuguese bundle uses: the vocabulary an English
     * sentence in Portuguese output would most likely be written in.
     */
    static Set<String> englishOnlyWords(List<Class<?>> portugueseBundles)
            throws ReflectiveOperationException {
        Set<String> english = new HashSet<>();
        Set<String> portuguese = new HashSet<>();
        for (Class<?> pt : portugueseBundles) {
            Class<?> en = Class.forName(pt.getName().replaceAll("_pt$", ""));
            words(en, english);
            words(pt, portuguese);
        }
        english.removeAll(portuguese);
        return english;
    }

    private static void words(Class<?> type, Set<String> into)
            throws ReflectiveOperationException {
        ResourceBundle bundle = (ResourceBundle) type.getDeclaredConstructor().newInstance();
        for (String key : bundle.keySet()) {
            if (bundle.getObject(key) instanceof String text) {
                for (String word : text.toLowerCase(Locale.ROOT).split("[^\\p{L}]+")) {
                    if (word.length() >= 3) {
                        into.add(word);
                    }
                }
            }
        }
    }

    /** The Portuguese bundle classes among the classes of the module that holds a class. */
    private static List<Class<?>> bundlesBeside(Class<?> member)
            throws IOException, URISyntaxException {
        Path location = Path.of(member.getProtectionDomain().getCodeSource().getLocation()
                .toURI());
        List<Class<?>> bundles = new ArrayList<>();
        // A module's classes are a folder inside the reactor and a jar once it is packaged.
        try (FileSystem jar = Files.isDirectory(location) ? null
                : FileSystems.newFileSystem(location);
                Stream<Path> files = Files.walk(jar == null ? location
                        : jar.getPath("/"))) {
            Path classes = jar == null ? location : jar.getPath("/");
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
}
