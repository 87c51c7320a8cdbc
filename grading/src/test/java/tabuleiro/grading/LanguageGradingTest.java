package tabuleiro.grading;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tabuleiro.grading.Submissions.Run;
import tabuleiro.grading.model.GradeTexts;
import tabuleiro.grading.report.feedback.FeedbackTexts;
import tabuleiro.grading.report.wholeclass.ClassTexts;

/**
 * The fixture graded in English, then in Portuguese into the same report folder, then in
 * Portuguese again: the Portuguese tree is what runs in Portuguese, each rule scores alike in
 * both languages (scores come from tags), the Portuguese reports keep no English of the
 * grader's bundles, and a result stored in one language is not taken for the other.
 */
@Tag("slow")
class LanguageGradingTest {

    @TempDir
    static Path dir;

    private static Path out;
    private static Run english;
    private static Map<String, String> englishScores;
    private static String englishFeedback;
    private static Run portuguese;
    private static Run portugueseAgain;
    private static Run portugueseOverEnglish;

    @BeforeAll
    static void gradeInBothLanguages() throws IOException {
        Path reference = Submissions.referenceSources();
        Path nowin = Submissions.copy(reference, dir.resolve("nowin"));
        // Nobody ever wins: the rule of four in a row (FX-03) is broken, the others kept.
        Submissions.editGame(nowin, "over = winner != null || isFull();", "over = isFull();");
        Path kept = Submissions.copy(reference, dir.resolve("reference"));
        out = dir.resolve("out");
        Path scheme = Submissions.patientFixtureScheme(dir);
        List<String> command = List.of("grade", kept.toString(), nowin.toString(),
                "--out", out.toString(), "--scheme", scheme.toString(), "--jobs", "1");

        english = Submissions.grader(join(command, "--lang", "en"));
        englishScores = scores("nowin");
        englishFeedback = file("nowin/feedback.md");
        // The folder holds the class graded in English: another language is another class.
        portugueseOverEnglish = Submissions.grader(join(command, "--lang", "pt"));
        portuguese = Submissions.grader(join(join(command, "--lang", "pt"), "--start-over"));
        portugueseAgain = Submissions.grader(join(command, "--lang", "pt"));
    }

    @Test
    void everyRuleScoresAlikeInBothLanguages() throws IOException {
        assertThat(english.status()).as(english.err()).isZero();
        assertThat(portuguese.status()).as(portuguese.err()).isZero();
        assertThat(englishScores).containsEntry("FX-03", "0.00").containsEntry("FX-01", "10.00");
        assertThat(scores("nowin")).isEqualTo(englishScores);
        assertThat(portuguese.out()).contains("reference: 70.00/70.00")
                .contains("nowin: 40.00/70.00");
    }

    @Test
    void thePortugueseFeedbackQuotesThePortugueseTreeThatRan() throws IOException {
        assertThat(englishFeedback).contains("Scenario Outline: The first player completes");
        assertThat(file("nowin/feedback.md"))
                .contains("### FX-03 — violada")
                .contains("Esquema do Cenário: O primeiro jogador completa quatro na linha de"
                        + " baixo")
                .contains("Contexto:\n  Dado um jogo novo")
                .contains("Então o jogador 1 ganhou")
                .contains("com o exemplo `| 172635 | 4 |`")
                .doesNotContain("Scenario").doesNotContain("Given");
        assertThat(file("nowin/feedback.html")).contains("<html lang=\"pt\">")
                .contains("Quatro em linha na linha de baixo ganha");
    }

    @Test
    void thePortugueseReportsKeepNoEnglishOfTheGrader() throws IOException {
        for (String report : List.of("nowin/feedback.md", "nowin/feedback.html",
                "nowin/results.json", "reference/feedback.md", "reference/feedback.html",
                "reference/results.json", "summary.md", "report.html", "moodle-grades.csv")) {
            assertThat(Untranslated.englishIn(file(report), FeedbackTexts.class,
                    GradeTexts.class, ClassTexts.class)).as(report).isEmpty();
        }
        assertThat(file("report.html")).contains("<html lang=\"pt\">")
                .contains("relatório da turma");
        assertThat(portuguese.out()).contains("Relatório: ");
    }

    @Test
    void thePortugueseReportsHoldNoEnglishSentenceWhereverItCameFrom() throws IOException {
        // Beyond the grader's own bundles: a message built in code, a library's, the glue's.
        // results.json and the Moodle CSV are machine-readable and stay English by design.
        for (String report : List.of("nowin/feedback.md", "nowin/feedback.html",
                "reference/feedback.md", "reference/feedback.html", "summary.md",
                "report.html")) {
            // The engine's own contract words are quoted after a Portuguese lead-in that says
            // so ("nas palavras do motor, em inglês:"): the student's or the given code's text,
            // shown as written. The grader's notes on the other games' files, outside the
            // graded package, are said in Portuguese too (they were English until 2026-11-26).
            String text = file(report).replaceAll("<[^>]*>", "\n")
                    .replaceAll("(?m)em inglês\\):.*$", "em inglês):");
            assertThat(Untranslated.sentences(text)).as(report).isEmpty();
        }
        assertThat(Untranslated.sentences(portuguese.out())).as("the grader's output").isEmpty();
        assertThat(file("nowin/feedback.md")).contains("fora do pacote tabuleiro.connectfour");
    }

    @Test
    void aClassGradedInOneLanguageIsNotMixedWithTheOtherButMayBeStartedOver() {
        assertThat(portugueseOverEnglish.status()).isEqualTo(2);
        assertThat(portugueseOverEnglish.err()).contains("holds the class graded under",
                "in en)", "in pt)", "give another --out", "--start-over");
        assertThat(portugueseOverEnglish.err()).doesNotContain("nowin: ");
        assertThat(portuguese.status()).as(portuguese.err()).isZero();
    }

    @Test
    void aResultGradedInOneLanguageIsNotKeptForTheOther() {
        assertThat(portuguese.err()).doesNotContain("kept from the last run");
        assertThat(portugueseAgain.status()).as(portugueseAgain.err()).isZero();
        assertThat(portugueseAgain.err()).contains("nowin: 40.00/70.00 — unchanged, kept from"
                + " the last run");
    }

    @Test
    void aLanguageTheGraderDoesNotSpeakIsRefused() {
        Run run = Submissions.grader(List.of("grade", dir.resolve("nowin").toString(),
                "--out", dir.resolve("refused").toString(), "--game", "connect-four",
                "--lang", "fr"));

        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err()).contains("--lang: expected en or pt, but it is fr");
        assertThat(dir.resolve("refused")).doesNotExist();
    }

    @Test
    void aRuleBookWithoutThePortugueseTreeGradesNothing() throws IOException {
        Path scheme = dir.resolve("untranslated.json");
        Files.writeString(scheme, Submissions.FIXTURE_SCHEME.replace(
                "\"rulebook\": \"tabuleiro.grading.fixture\"",
                "\"rulebook\": \"tabuleiro.grading.untranslated\", \"language\": \"pt\""),
                StandardCharsets.UTF_8);

        Run run = Submissions.grader(List.of("grade", dir.resolve("nowin").toString(),
                "--out", dir.resolve("untranslated").toString(), "--scheme",
                scheme.toString()));

        assertThat(run.status()).as(run.err()).isEqualTo(2);
        assertThat(run.err()).contains("the rule book has no Portuguese tree"
                + " tabuleiro/grading/pt/untranslated");
        assertThat(dir.resolve("untranslated/nowin")).doesNotExist();
    }

    private static List<String> join(List<String> command, String... more) {
        List<String> all = new ArrayList<>(command);
        all.addAll(List.of(more));
        return all;
    }

    /** Each rule's score in a submission's results.json, by rule ID (its first tag). */
    private static Map<String, String> scores(String name) throws IOException {
        JsonObject results = JsonParser.parseString(file(name + "/results.json"))
                .getAsJsonObject();
        Map<String, String> scores = new TreeMap<>();
        for (JsonElement test : results.getAsJsonArray("tests")) {
            JsonObject rule = test.getAsJsonObject();
            scores.put(rule.getAsJsonArray("tags").get(0).getAsString(),
                    rule.get("score").getAsBigDecimal().setScale(2).toPlainString());
        }
        return scores;
    }

    private static String file(String name) throws IOException {
        return Files.readString(out.resolve(name), StandardCharsets.UTF_8);
    }
}
