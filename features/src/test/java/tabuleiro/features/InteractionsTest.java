package tabuleiro.features;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Keeps {@code INTERACTIONS.md} honest: every example it names, written
 * {@code `game/file.feature` › "Scenario name"}, is a scenario of that feature file in the
 * English rule book, so the table cannot point at an example that was renamed or removed.
 */
class InteractionsTest {

    private static final Path TABLE = Path.of("INTERACTIONS.md");
    private static final Path BOOK = Path.of("src/main/resources/tabuleiro/features");
    /** A feature file, then one or more scenario names in quotes, parted by commas. */
    private static final Pattern REFERENCE =
            Pattern.compile("`([\\w/.-]+\\.feature)` › ((?:\"[^\"]+\"(?:, )?)+)");
    private static final Pattern NAME = Pattern.compile("\"([^\"]+)\"");

    @Test
    void everyExampleTheTableNamesIsInTheRuleBook() throws IOException {
        String table = Files.readString(TABLE, StandardCharsets.UTF_8);
        List<String> missing = new ArrayList<>();
        int named = 0;
        Matcher reference = REFERENCE.matcher(table);
        while (reference.find()) {
            List<String> scenarios = Files.readAllLines(BOOK.resolve(reference.group(1)),
                    StandardCharsets.UTF_8).stream().map(String::strip).toList();
            Matcher name = NAME.matcher(reference.group(2));
            while (name.find()) {
                named++;
                String scenario = name.group(1);
                if (!scenarios.contains("Scenario: " + scenario)
                        && !scenarios.contains("Scenario Outline: " + scenario)) {
                    missing.add(reference.group(1) + " › " + scenario);
                }
            }
        }
        assertThat(named).as("examples named in " + TABLE).isGreaterThan(50);
        assertThat(missing).as("examples named in " + TABLE + " but not in the rule book")
                .isEmpty();
    }
}
