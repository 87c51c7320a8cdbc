package tabuleiro.grading.export;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tabuleiro.grading.model.BundledSchemes;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.OwnScenarios;
import tabuleiro.grading.model.Scheme;
import tabuleiro.grading.rulebook.RuleBook;

/**
 * A kit starts the student's own scenarios in both languages' folders: {@code ./check --lang}
 * prints its scenarios in the language it speaks and says to paste them into that language's
 * {@code mine.feature} ({@code SelfCheck.ownFolder}), so that file is in the kit, in either
 * kit, and a scenario pasted at its end parses (a Portuguese one needs the file's
 * {@code # language: pt}); the kit's JUnit suite, which {@code mvn test} runs, selects both.
 */
class KitFilesTest {

    private static final String PASTED_PT = "@C4-06\nCenário: Um exemplo gerado\n"
            + "  Dadas as jogadas 4 4 1\n";

    private static final String PASTED_EN = "@C4-06\nScenario: A generated example\n"
            + "  Given the moves 4 4 1\n";

    @TempDir
    Path dir;

    @Test
    void eachKitStartsBothLanguagesOwnScenariosWhereTheCheckSaysToPaste() throws IOException {
        Scheme scheme = BundledSchemes.scheme("connect-four");
        for (Language kitLanguage : Language.values()) {
            Path kit = Files.createDirectories(dir.resolve(kitLanguage.tag()));
            KitFiles.write(List.of(scheme), kit, kitLanguage, "@ex01");
            for (Language checked : Language.values()) {
                // where ./check --lang CHECKED says to paste what it prints
                Path mine = kit.resolve(OwnScenarios.folder(checked.features(scheme.rulebook())))
                        .resolve(OwnScenarios.FILE);
                assertThat(mine).as(kitLanguage + " kit, checked in " + checked).exists();
                String starter = Files.readString(mine, StandardCharsets.UTF_8);
                assertThat(starter.startsWith("# language: pt\n"))
                        .as(mine.toString()).isEqualTo(checked == Language.PORTUGUESE);
                String pasted = starter + "\n" + (checked == Language.PORTUGUESE ? PASTED_PT
                        : PASTED_EN);
                Map<String, String> file = Map.of(mine.toString(), pasted);
                assertThat(RuleBook.parseErrors(file)).as(pasted).isEmpty();
                assertThat(RuleBook.pickles(file)).singleElement()
                        .satisfies(picked -> assertThat(picked.tags())
                                .contains(OwnScenarios.TAG, "@C4-06"));
            }
            String suite = Files.readString(kit.resolve(KitFiles.SUITES)
                    .resolve(KitFiles.suiteName(scheme) + ".java"), StandardCharsets.UTF_8);
            assertThat(suite).contains("@SelectPackages({\""
                    + kitLanguage.features(scheme.rulebook()) + "\", \""
                    + OwnScenarios.featuresPackage((kitLanguage == Language.ENGLISH
                            ? Language.PORTUGUESE : Language.ENGLISH)
                            .features(scheme.rulebook())) + "\"})");
        }
        // An English scenario pasted into the Portuguese file does not parse: why each
        // language has its own.
        Path pt = dir.resolve("en").resolve(OwnScenarios.folder(Language.PORTUGUESE
                .features(scheme.rulebook()))).resolve(OwnScenarios.FILE);
        Map<String, String> wrong = Map.of(pt.toString(), Files.readString(pt,
                StandardCharsets.UTF_8) + "\n" + PASTED_EN);
        assertThat(RuleBook.pickles(wrong)).isEmpty();
    }
}
