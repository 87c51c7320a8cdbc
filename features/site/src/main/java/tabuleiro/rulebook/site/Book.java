package tabuleiro.rulebook.site;

import io.cucumber.gherkin.GherkinParser;
import io.cucumber.messages.types.Background;
import io.cucumber.messages.types.Envelope;
import io.cucumber.messages.types.Examples;
import io.cucumber.messages.types.Feature;
import io.cucumber.messages.types.FeatureChild;
import io.cucumber.messages.types.GherkinDocument;
import io.cucumber.messages.types.RuleChild;
import io.cucumber.messages.types.Scenario;
import io.cucumber.messages.types.TableCell;
import io.cucumber.messages.types.TableRow;
import io.cucumber.messages.types.Tag;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * One game's rule book in one language, read with Cucumber's own Gherkin parser: its chapters
 * (feature files), their Rule blocks and their examples, as the site shows them.
 *
 * @param folder the folder the feature files were read from
 * @param chapters the chapters, in the order of their file names
 */
record Book(Path folder, List<Chapter> chapters) {

    /** A rule ID tag without its {@code @}: the catalogue's IDs, such as {@code PREFIX-07}. */
    static final Pattern RULE_ID = Pattern.compile("[A-Z][A-Z0-9]*-[0-9]{2}");

    /** An exercise tag without its {@code @}, such as {@code ex03}. */
    static final Pattern EXERCISE = Pattern.compile("ex[0-9]{2}");

    /**
     * Reads every feature file of a folder (not of its sub-folders).
     *
     * @param folder the folder of one game's feature files in one language
     * @return the rule book
     * @throws IllegalArgumentException if the folder has no feature file, or one does not parse;
     *     the message names the file, line and column
     * @throws UncheckedIOException if a file cannot be read
     */
    static Book read(Path folder) {
        List<Path> files;
        try (Stream<Path> list = Files.list(folder)) {
            files = list.filter(file -> file.getFileName().toString().endsWith(".feature"))
                    .sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list the rule book's folder " + folder, e);
        }
        if (files.isEmpty()) {
            throw new IllegalArgumentException("expected feature files in " + folder
                    + ", but there are none");
        }
        GherkinParser parser = GherkinParser.builder().includeSource(false)
                .includePickles(false).build();
        List<Chapter> chapters = new ArrayList<>();
        for (Path file : files) {
            byte[] text;
            try {
                text = Files.readAllBytes(file);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + file, e);
            }
            List<Envelope> envelopes = parser.parse(file.toString(), text).toList();
            for (Envelope envelope : envelopes) {
                envelope.getParseError().ifPresent(error -> {
                    throw new IllegalArgumentException(file + ": " + error.getMessage());
                });
            }
            envelopes.stream().flatMap(envelope -> envelope.getGherkinDocument().stream())
                    .map(GherkinDocument::getFeature).flatMap(Optional::stream)
                    .forEach(feature -> chapters.add(chapter(file, feature)));
        }
        return new Book(folder, List.copyOf(chapters));
    }

    private static Chapter chapter(Path file, Feature feature) {
        String name = file.getFileName().toString();
        List<Step> background = new ArrayList<>();
        List<Block> blocks = new ArrayList<>();
        List<Example> loose = new ArrayList<>();
        for (FeatureChild child : feature.getChildren()) {
            child.getBackground().ifPresent(found -> background.addAll(steps(found)));
            child.getScenario().ifPresent(scenario -> loose.add(example(scenario)));
            child.getRule().ifPresent(rule -> {
                List<Step> ruleBackground = new ArrayList<>();
                List<Example> examples = new ArrayList<>();
                for (RuleChild ruleChild : rule.getChildren()) {
                    ruleChild.getBackground().ifPresent(found -> ruleBackground.addAll(
                            steps(found)));
                    ruleChild.getScenario().ifPresent(scenario -> examples.add(
                            example(scenario)));
                }
                List<String> tags = tags(rule.getTags());
                blocks.add(new Block(rule.getKeyword().strip(), rule.getName(),
                        text(rule.getDescription()),
                        tags.stream().filter(tag -> RULE_ID.matcher(tag).matches()).toList(),
                        tags.stream().filter(tag -> EXERCISE.matcher(tag).matches()).toList(),
                        tags.stream().filter(tag -> !RULE_ID.matcher(tag).matches()
                                && !EXERCISE.matcher(tag).matches()).toList(),
                        List.copyOf(ruleBackground), List.copyOf(examples)));
            });
        }
        return new Chapter(name.substring(0, name.length() - ".feature".length()),
                feature.getKeyword().strip(), feature.getName(), text(feature.getDescription()),
                List.copyOf(background), List.copyOf(blocks), List.copyOf(loose));
    }

    private static Example example(Scenario scenario) {
        List<Table> tables = new ArrayList<>();
        for (Examples examples : scenario.getExamples()) {
            List<String> header = examples.getTableHeader().map(Book::cells).orElse(List.of());
            tables.add(new Table(examples.getKeyword().strip(), examples.getName(), header,
                    examples.getTableBody().stream().map(Book::cells).toList()));
        }
        return new Example(scenario.getKeyword().strip(), scenario.getName(),
                text(scenario.getDescription()), tags(scenario.getTags()),
                steps(scenario.getSteps()), List.copyOf(tables));
    }

    private static List<Step> steps(Background background) {
        return steps(background.getSteps());
    }

    private static List<Step> steps(List<io.cucumber.messages.types.Step> steps) {
        return steps.stream().map(step -> new Step(step.getKeyword().strip(), step.getText(),
                step.getDocString().map(doc -> doc.getContent()),
                step.getDataTable().map(table -> {
                    List<List<String>> rows = table.getRows().stream().map(Book::cells)
                            .toList();
                    return new Table("", "", rows.get(0), rows.subList(1, rows.size()));
                }))).toList();
    }

    private static List<String> cells(TableRow row) {
        return row.getCells().stream().map(TableCell::getValue).toList();
    }

    private static List<String> tags(List<Tag> tags) {
        return tags.stream().map(tag -> tag.getName().substring(1)).toList();
    }

    /** A description as the parser gives it, indented; as plain text, one space per break. */
    private static String text(String description) {
        return description == null ? "" : description.strip().replaceAll("\\s*\n\\s*", " ");
    }

    /**
     * Lists every Rule block of the book.
     *
     * @return the blocks, chapter by chapter
     */
    List<Block> blocks() {
        return chapters.stream().flatMap(chapter -> chapter.blocks().stream()).toList();
    }

    /**
     * One feature file: a chapter of the rules.
     *
     * @param file the file's name without {@code .feature}, such as {@code winning}
     * @param keyword the Gherkin keyword, {@code Feature} or {@code Funcionalidade}
     * @param name the chapter's title
     * @param description the text under the title
     * @param background the steps of the feature's Background, if it has one
     * @param blocks the Rule blocks
     * @param loose the scenarios outside every Rule block
     */
    record Chapter(String file, String keyword, String name, String description,
            List<Step> background, List<Block> blocks, List<Example> loose) {
    }

    /**
     * One Rule block.
     *
     * @param keyword the Gherkin keyword, {@code Rule} or {@code Regra}
     * @param name the rule's title
     * @param description the text under the title
     * @param ids the rule IDs it carries, such as {@code PREFIX-07}
     * @param exercises the exercises it belongs to, such as {@code ex03}
     * @param otherTags its other tags, such as a variant's ({@code classic})
     * @param background the steps of its Background, if it has one
     * @param examples its scenarios and outlines
     */
    record Block(String keyword, String name, String description, List<String> ids,
            List<String> exercises, List<String> otherTags, List<Step> background,
            List<Example> examples) {
    }

    /**
     * One scenario or scenario outline.
     *
     * @param keyword its Gherkin keyword ({@code Scenario}, {@code Example}, {@code Exemplo},
     *     {@code Scenario Outline}, ...)
     * @param name its title
     * @param description the text under the title
     * @param tags its own tags
     * @param steps its steps
     * @param tables the Examples tables of an outline; none for a scenario
     */
    record Example(String keyword, String name, String description, List<String> tags,
            List<Step> steps, List<Table> tables) {
    }

    /**
     * One step.
     *
     * @param keyword its keyword ({@code Given}, {@code Quando}, {@code And}, ...)
     * @param text its text, placeholders of an outline included
     * @param docString its doc string's content, as Cucumber hands it to the step
     * @param table its data table
     */
    record Step(String keyword, String text, Optional<String> docString, Optional<Table> table) {
    }

    /**
     * A table: a step's data table or an outline's Examples.
     *
     * @param keyword {@code Examples} (or its translation) for an outline's table, else empty
     * @param name the Examples' title, if any
     * @param header the first row, whose cells name the columns
     * @param rows the other rows
     */
    record Table(String keyword, String name, List<String> header, List<List<String>> rows) {
    }
}
