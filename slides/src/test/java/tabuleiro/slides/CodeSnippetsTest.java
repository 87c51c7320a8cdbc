package tabuleiro.slides;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Tests of the build step that writes the code the decks include, by member. */
class CodeSnippetsTest {

    @TempDir
    Path folder;

    private Path reference() throws IOException {
        Path reference = folder.resolve("reference");
        Files.createDirectories(reference.resolve("demo"));
        Files.writeString(reference.resolve("demo/Counter.java"), String.join("\n",
                "package demo;",
                "",
                "/** Counts. */",
                "public final class Counter {",
                "    private int count;",
                "",
                "    /** Counts one more. */",
                "    public void increment() {",
                "        count++;",
                "    }",
                "}",
                ""));
        return reference;
    }

    private Path decks(String... lines) throws IOException {
        Path decks = folder.resolve("decks");
        Files.createDirectories(decks);
        Files.write(decks.resolve("demo.adoc"), List.of(lines));
        Files.writeString(decks.resolve("notes.txt"), "include::{snippets}/demo/Gone.x.java[]\n");
        return decks;
    }

    @Test
    void writesEachSnippetTheDecksIncludeOnceWithTheirAttributesSubstituted() throws IOException {
        Path decks = decks("= Demo", ":demo: {snippets}/demo",
                "include::{demo}/Counter.increment.java[indent=0]",
                "include::{snippets}/demo/Counter.header.java[]",
                "include::{demo}/Counter.increment.java[indent=0]",
                "include::{reference}/demo/Counter.java[tag=x]");
        Path snippets = folder.resolve("snippets");

        List<Path> written = CodeSnippets.writeAll(decks, reference(), snippets);

        assertThat(written).containsExactly(snippets.resolve("demo/Counter.header.java"),
                snippets.resolve("demo/Counter.increment.java"));
        assertThat(Files.readAllLines(snippets.resolve("demo/Counter.increment.java")))
                .containsExactly("    /** Counts one more. */", "    public void increment() {",
                        "        count++;", "    }");
    }

    @Test
    void aMissingMemberOrFileFailsNamingTheDeckLineAndTheMember() throws IOException {
        Path decks = decks(":demo: {snippets}/demo",
                "include::{demo}/Counter.decrement.java[]",
                "include::{demo}/Gone.play.java[]");
        Path reference = reference();

        assertThatIllegalArgumentException()
                .isThrownBy(() -> CodeSnippets.writeAll(decks, reference, folder.resolve("out")))
                .withMessageContaining("demo.adoc:2: demo/Counter.java: no snippet"
                        + " Counter.decrement: Counter has no member decrement")
                .withMessageContaining("demo.adoc:3: demo/Gone.play.java: the reference has no"
                        + " demo/Gone.java");
    }

    @Test
    void mainWantsThreeFolders() {
        assertThatIllegalArgumentException().isThrownBy(() -> CodeSnippets.main(new String[0]))
                .withMessageContaining("expected three arguments");
    }

    @Test
    void substitutesKnownAttributesAndLeavesOthers() {
        assertThat(CodeSnippets.substitute("{a}/{b}/$1", Map.of("a", "x\\y")))
                .isEqualTo("x\\y/{b}/$1");
    }
}
