package tabuleiro.features;

import static org.assertj.core.api.Assertions.assertThat;

import io.cucumber.gherkin.GherkinParser;
import io.cucumber.messages.types.Background;
import io.cucumber.messages.types.DataTable;
import io.cucumber.messages.types.DocString;
import io.cucumber.messages.types.Envelope;
import io.cucumber.messages.types.Examples;
import io.cucumber.messages.types.Feature;
import io.cucumber.messages.types.FeatureChild;
import io.cucumber.messages.types.GherkinDocument;
import io.cucumber.messages.types.Rule;
import io.cucumber.messages.types.RuleChild;
import io.cucumber.messages.types.Scenario;
import io.cucumber.messages.types.Step;
import io.cucumber.messages.types.StepKeywordType;
import io.cucumber.messages.types.TableCell;
import io.cucumber.messages.types.TableRow;
import io.cucumber.messages.types.Tag;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Keeps the Portuguese rule book ({@code tabuleiro/features/pt/GAME/}) the twin of the English
 * one: only the words may differ. For each English feature file there is a Portuguese file of
 * the same name, read by Cucumber's own Gherkin parser in its own language, with
 *
 * <ul>
 *   <li>the same tags, in the same order, on the feature, every Rule, every scenario and every
 *       Examples block, and the same Rules, scenarios and steps in the same order;</li>
 *   <li>steps of the same kinds (Given, When, Then, And) whose texts hold the same numbers
 *       outside quotes, with a doc string or a table where the English step has one;</li>
 *   <li>the same positions: doc strings byte for byte, but in the text UI's chapter
 *       ({@code text-ui.feature}), where a doc string is what a player types or sees and is in
 *       the scenario's language, and only its number of lines must match;</li>
 *   <li>tables and examples of the same shape, whose cells are byte for byte the same unless
 *       they hold words (a run of three lowercase letters, or a two-letter word alone such as
 *       {@code no}), and then still hold the same numbers: notation, squares, moves and numbers
 *       are never translated.</li>
 * </ul>
 *
 * <p>A difference is reported by file, line and what differs, so that a translator sees where
 * the twin went astray.
 */
class RuleBookParityTest {

    /** The English rule book's games, each a folder of the module's resources. */
    private static final Path BOOK = Path.of("src/main/resources/tabuleiro/features");

    /** The Portuguese rule book, a twin folder per game. */
    private static final Path PORTUGUESE = BOOK.resolve("pt");

    /** The games, one a catalogue of {@code features/rules/}. */
    private static final List<String> GAMES = RuleBookGames.folders();

    /** A chapter whose doc strings are words of the text UI, in the scenario's language. */
    private static final String TEXT_UI = "text-ui.feature";

    private static final Pattern NUMBER = Pattern.compile("\\d+");

    private static final Pattern QUOTED = Pattern.compile("\"(?:[^\"\\\\]|\\\\.)*\"");

    private static final Pattern WORD = Pattern.compile("[a-zà-ÿ]{3,}");

    /** A short word of a table, such as {@code no} or {@code to}: lowercase letters alone. */
    private static final Pattern SHORT_WORD = Pattern.compile("[a-zà-ÿ]{2}");

    @TestFactory
    Stream<DynamicTest> everyEnglishFeatureFileHasAPortugueseTwinThatDiffersOnlyInWords()
            throws IOException {
        List<Path> english = new ArrayList<>();
        for (String game : GAMES) {
            try (Stream<Path> files = Files.list(BOOK.resolve(game))) {
                files.filter(file -> file.toString().endsWith(".feature")).sorted()
                        .forEach(english::add);
            }
        }
        assertThat(english).as("the English feature files").hasSizeGreaterThan(GAMES.size());
        return english.stream().map(file -> {
            String name = BOOK.relativize(file).toString().replace('\\', '/');
            return DynamicTest.dynamicTest(name, () -> {
                Path twin = PORTUGUESE.resolve(name);
                assertThat(twin).as("the Portuguese twin of " + name).isRegularFile();
                assertThat(Files.readAllLines(twin).get(0).strip())
                        .as(twin + ": its first line").isEqualTo("# language: pt");
                List<String> differences = new ArrayList<>();
                new Comparison(name, differences).features(parse(file), parse(twin));
                assertThat(differences).as("what differs between " + name + " and its"
                        + " Portuguese twin, other than words").isEmpty();
            });
        });
    }

    @Test
    void thePortugueseTreeHoldsNoFileTheEnglishOneLacks() throws IOException {
        List<String> orphans = new ArrayList<>();
        if (Files.isDirectory(PORTUGUESE)) {
            try (Stream<Path> files = Files.walk(PORTUGUESE)) {
                files.filter(Files::isRegularFile).forEach(file -> {
                    String name = PORTUGUESE.relativize(file).toString().replace('\\', '/');
                    if (!Files.isRegularFile(BOOK.resolve(name))) {
                        orphans.add(name);
                    }
                });
            }
        }
        assertThat(orphans).as("Portuguese files without an English twin").isEmpty();
    }

    @Test
    void theComparisonSeesAChangedPositionAMissingTagAndAChangedNumber() throws IOException {
        Feature english = parseText(
                """
                Feature: F
                  @G-01 @ex01
                  Rule: R
                    Scenario: S
                      Given the board
                        \"\"\"
                        1 A .
                        \"\"\"
                      When player 1 plays 3 in "column 4"
                      Then it is rejected
                        | square | why      |
                        | C3     | taken 2x |
                """);
        Feature twin = parseText(
                """
                # language: pt
                Funcionalidade: F
                  @G-01
                  Regra: R
                    Exemplo: S
                      Dado o tabuleiro
                        \"\"\"
                        1 A B
                        \"\"\"
                      Quando o jogador 1 joga 5 na "coluna 9"
                      Então é recusada
                        | casa | porquê     |
                        | C4   | ocupada 3x |
                """);
        List<String> differences = new ArrayList<>();

        new Comparison("g/f.feature", differences).features(english, twin);

        assertThat(String.join("\n", differences)).contains("tags [@G-01, @ex01]",
                "the doc string", "numbers [1, 3]", "cell 1 of row 2", "cell 2 of row 2");
        assertThat(differences).hasSize(5);
    }

    private static Feature parse(Path file) throws IOException {
        return feature(GherkinParser.builder().includeSource(false).includePickles(false)
                .build().parse(file), file.toString());
    }

    private static Feature parseText(String text) {
        return feature(GherkinParser.builder().includeSource(false).includePickles(false)
                .build().parse("test.feature", text.getBytes(java.nio.charset.StandardCharsets
                        .UTF_8)), "a test's text");
    }

    private static Feature feature(Stream<Envelope> parsed, String origin) {
        List<Envelope> envelopes = parsed.toList();
        envelopes.forEach(envelope -> envelope.getParseError().ifPresent(error -> {
            throw new AssertionError(origin + ": Cucumber cannot read it: " + error.getMessage());
        }));
        return envelopes.stream().map(Envelope::getGherkinDocument).flatMap(Optional::stream)
                .map(GherkinDocument::getFeature).flatMap(Optional::stream).findFirst()
                .orElseThrow(() -> new AssertionError(origin + " has no Feature"));
    }

    /** One English file against its twin, writing each difference down with its line. */
    private static final class Comparison {
        private final String name;
        private final boolean textUi;
        private final List<String> differences;

        Comparison(String name, List<String> differences) {
            this.name = name;
            this.textUi = name.endsWith("/" + TEXT_UI);
            this.differences = differences;
        }

        void features(Feature english, Feature twin) {
            tags(english.getTags(), twin.getTags(), english.getLocation().getLine(), "the feature");
            List<FeatureChild> en = english.getChildren();
            List<FeatureChild> pt = twin.getChildren();
            if (count(en.size(), pt.size(), english.getLocation().getLine(), "blocks (Background,"
                    + " Rule, scenario) under the feature")) {
                for (int i = 0; i < en.size(); i++) {
                    child(en.get(i), pt.get(i));
                }
            }
        }

        private void child(FeatureChild english, FeatureChild twin) {
            if (english.getRule().isPresent() && twin.getRule().isPresent()) {
                rule(english.getRule().get(), twin.getRule().get());
            } else if (english.getBackground().isPresent() && twin.getBackground().isPresent()) {
                background(english.getBackground().get(), twin.getBackground().get());
            } else if (english.getScenario().isPresent() && twin.getScenario().isPresent()) {
                scenario(english.getScenario().get(), twin.getScenario().get());
            } else {
                differences.add(name + ": a Rule, Background or scenario stands where its twin"
                        + " has another kind of block");
            }
        }

        private void rule(Rule english, Rule twin) {
            long line = english.getLocation().getLine();
            tags(english.getTags(), twin.getTags(), line, "the Rule \"" + english.getName() + "\"");
            List<RuleChild> en = english.getChildren();
            List<RuleChild> pt = twin.getChildren();
            if (!count(en.size(), pt.size(), line, "blocks under the Rule")) {
                return;
            }
            for (int i = 0; i < en.size(); i++) {
                if (en.get(i).getScenario().isPresent() && pt.get(i).getScenario().isPresent()) {
                    scenario(en.get(i).getScenario().get(), pt.get(i).getScenario().get());
                } else if (en.get(i).getBackground().isPresent()
                        && pt.get(i).getBackground().isPresent()) {
                    background(en.get(i).getBackground().get(), pt.get(i).getBackground().get());
                } else {
                    differences.add(at(line) + "block " + (i + 1) + " of the Rule is a scenario"
                            + " in one language and a Background in the other");
                }
            }
        }

        private void background(Background english, Background twin) {
            steps(english.getSteps(), twin.getSteps(), english.getLocation().getLine());
        }

        private void scenario(Scenario english, Scenario twin) {
            long line = english.getLocation().getLine();
            tags(english.getTags(), twin.getTags(), line, "the scenario \"" + english.getName()
                    + "\"");
            steps(english.getSteps(), twin.getSteps(), line);
            List<Examples> en = english.getExamples();
            List<Examples> pt = twin.getExamples();
            if (count(en.size(), pt.size(), line, "Examples blocks")) {
                for (int i = 0; i < en.size(); i++) {
                    examples(en.get(i), pt.get(i));
                }
            }
        }

        private void examples(Examples english, Examples twin) {
            long line = english.getLocation().getLine();
            tags(english.getTags(), twin.getTags(), line, "the Examples");
            List<TableRow> en = new ArrayList<>();
            english.getTableHeader().ifPresent(en::add);
            en.addAll(english.getTableBody());
            List<TableRow> pt = new ArrayList<>();
            twin.getTableHeader().ifPresent(pt::add);
            pt.addAll(twin.getTableBody());
            rows(en, pt, line);
        }

        private void steps(List<Step> english, List<Step> twin, long line) {
            if (!count(english.size(), twin.size(), line, "steps")) {
                return;
            }
            for (int i = 0; i < english.size(); i++) {
                step(english.get(i), twin.get(i));
            }
        }

        private void step(Step english, Step twin) {
            long line = english.getLocation().getLine();
            StepKeywordType kind = english.getKeywordType().orElse(StepKeywordType.UNKNOWN);
            StepKeywordType twinKind = twin.getKeywordType().orElse(StepKeywordType.UNKNOWN);
            if (kind != twinKind) {
                differences.add(at(line) + "the step \"" + english.getText() + "\" is " + kind
                        + " but its twin \"" + twin.getText() + "\" is " + twinKind);
            }
            List<String> numbers = numbers(QUOTED.matcher(english.getText()).replaceAll(""));
            List<String> twinNumbers = numbers(QUOTED.matcher(twin.getText()).replaceAll(""));
            if (!numbers.equals(twinNumbers)) {
                differences.add(at(line) + "the step \"" + english.getText() + "\" has the"
                        + " numbers " + numbers + " but its twin \"" + twin.getText()
                        + "\" has " + twinNumbers);
            }
            docStrings(english.getDocString(), twin.getDocString(), line);
            Optional<DataTable> table = english.getDataTable();
            Optional<DataTable> twinTable = twin.getDataTable();
            if (table.isPresent() != twinTable.isPresent()) {
                differences.add(at(line) + "the step \"" + english.getText() + "\" has "
                        + (table.isPresent() ? "a table and its twin none" : "no table and its"
                        + " twin one"));
            } else if (table.isPresent()) {
                rows(table.get().getRows(), twinTable.get().getRows(), line);
            }
        }

        private void docStrings(Optional<DocString> english, Optional<DocString> twin,
                long line) {
            if (english.isPresent() != twin.isPresent()) {
                differences.add(at(line) + "one step has a doc string and its twin none");
                return;
            }
            if (english.isEmpty()) {
                return;
            }
            String en = english.get().getContent();
            String pt = twin.get().getContent();
            if (textUi ? en.lines().count() != pt.lines().count() : !en.equals(pt)) {
                differences.add(at(line) + "the doc string differs" + (textUi ? " in its number"
                        + " of lines" : "") + ": \n" + en + "\nin English, \n" + pt
                        + "\nin Portuguese");
            }
        }

        private void rows(List<TableRow> english, List<TableRow> twin, long line) {
            if (!count(english.size(), twin.size(), line, "table rows")) {
                return;
            }
            for (int r = 0; r < english.size(); r++) {
                List<TableCell> en = english.get(r).getCells();
                List<TableCell> pt = twin.get(r).getCells();
                if (!count(en.size(), pt.size(), line, "cells in row " + (r + 1))) {
                    continue;
                }
                for (int c = 0; c < en.size(); c++) {
                    String cell = en.get(c).getValue();
                    String twinCell = pt.get(c).getValue();
                    boolean words = WORD.matcher(cell).find()
                            || SHORT_WORD.matcher(cell).matches();
                    if (words ? !numbers(cell).equals(numbers(twinCell))
                            : !cell.equals(twinCell)) {
                        differences.add(at(english.get(r).getLocation().getLine()) + "cell "
                                + (c + 1) + " of row " + (r + 1) + " is \"" + cell + "\" but its"
                                + " twin is \"" + twinCell + "\"" + (words ? " (the numbers"
                                + " differ)" : " (notation is never translated)"));
                    }
                }
            }
        }

        private void tags(List<Tag> english, List<Tag> twin, long line, String what) {
            List<String> en = english.stream().map(Tag::getName).toList();
            List<String> pt = twin.stream().map(Tag::getName).toList();
            if (!en.equals(pt)) {
                differences.add(at(line) + what + " has the tags " + en + " but its twin " + pt);
            }
        }

        /** Whether two counts agree; writes the difference down when they do not. */
        private boolean count(int english, int twin, long line, String what) {
            if (english != twin) {
                differences.add(at(line) + english + " " + what + " in English but " + twin
                        + " in Portuguese");
            }
            return english == twin;
        }

        private String at(long line) {
            return name + ":" + line + ": ";
        }
    }

    private static List<String> numbers(String text) {
        List<String> found = new ArrayList<>();
        Matcher matcher = NUMBER.matcher(text);
        while (matcher.find()) {
            found.add(matcher.group());
        }
        return found;
    }
}
