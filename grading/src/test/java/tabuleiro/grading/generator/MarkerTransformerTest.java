package tabuleiro.grading.generator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import tabuleiro.grading.generator.MarkerTransformer.Line;
import tabuleiro.grading.generator.MarkerTransformer.Stub;
import tabuleiro.grading.generator.MarkerTransformer.Transformation;

/**
 * Tests of {@link MarkerTransformer}: what the skeleton of one file is, and which markers are
 * refused.
 */
class MarkerTransformerTest {

    /** Joins lines with a line ending, and ends the last one too, as a source file does. */
    private static String withEnding(String ending, String... lines) {
        return String.join(ending, lines) + ending;
    }

    private static String text(String... lines) {
        return withEnding("\n", lines);
    }

    @Test
    void fileWithoutMarkersComesOutIdentical() {
        String source = "package a;\r\n\r\n/** A. */\nclass A {\r}";

        Transformation skeleton = MarkerTransformer.transform("A.java", source);

        assertThat(skeleton.text()).isEqualTo(source);
        assertThat(skeleton.stubs()).isEmpty();
        assertThat(skeleton.changed()).isFalse();
    }

    @Test
    void regionInsideMethodIsReplacedByItsStub() {
        String source = text(
                "class Game {",
                "    boolean hasSpace(int column) {",
                "        requireColumn(column);",
                "        // BEGIN SOLUTION",
                "        return grid[0][column - 1] == EMPTY;",
                "        // END SOLUTION",
                "        // STUB: throw new UnsupportedOperationException(\"Exercise 1\");",
                "    }",
                "}");

        Transformation skeleton = MarkerTransformer.transform("Game.java", source);

        assertThat(skeleton.text()).isEqualTo(text(
                "class Game {",
                "    boolean hasSpace(int column) {",
                "        requireColumn(column);",
                "        throw new UnsupportedOperationException(\"Exercise 1\");",
                "    }",
                "}"));
        assertThat(skeleton.regions()).isEqualTo(1);
        assertThat(skeleton.stubs()).containsExactly(new Stub(7, 4,
                List.of("        throw new UnsupportedOperationException(\"Exercise 1\");")));
    }

    @Test
    void regionOfWholeMembersTakesOneOfTheBlankLinesAroundIt() {
        String source = text(
                "class Game {",
                "    int a() {",
                "        return 1;",
                "    }",
                "",
                "    // BEGIN SOLUTION",
                "    private int helper() {",
                "        return 2;",
                "    }",
                "    // END SOLUTION",
                "",
                "    int b() {",
                "        return 3;",
                "    }",
                "}");

        Transformation skeleton = MarkerTransformer.transform("Game.java", source);

        assertThat(skeleton.text()).isEqualTo(text(
                "class Game {",
                "    int a() {",
                "        return 1;",
                "    }",
                "",
                "    int b() {",
                "        return 3;",
                "    }",
                "}"));
        assertThat(skeleton.stubs()).isEmpty();
        assertThat(skeleton.changed()).isTrue();
    }

    @Test
    void blankLineAfterRegionStaysWhenNoBlankLineIsBeforeIt() {
        String source = text(
                "    void f() {",
                "        // BEGIN SOLUTION",
                "        g();",
                "        // END SOLUTION",
                "",
                "        h();",
                "    }");

        assertThat(MarkerTransformer.transform("F.java", source).text()).isEqualTo(text(
                "    void f() {",
                "",
                "        h();",
                "    }"));
    }

    @Test
    void consecutiveStubLinesAreOneStubAndKeepTheirContinuationIndent() {
        String source = text(
                "    private int randomColumn() {",
                "        // BEGIN SOLUTION",
                "        return 4;",
                "        // END SOLUTION",
                "        // STUB: throw new UnsupportedOperationException(",
                "        // STUB:         \"Exercise 4: implement randomColumn\");",
                "    }");

        Transformation skeleton = MarkerTransformer.transform("R.java", source);

        assertThat(skeleton.text()).isEqualTo(text(
                "    private int randomColumn() {",
                "        throw new UnsupportedOperationException(",
                "                \"Exercise 4: implement randomColumn\");",
                "    }"));
        assertThat(skeleton.stubs()).hasSize(1);
        Stub stub = skeleton.stubs().get(0);
        assertThat(stub.sourceLine()).isEqualTo(5);
        assertThat(stub.skeletonLine()).isEqualTo(2);
        assertThat(stub.text()).isEqualTo("        throw new UnsupportedOperationException(\n"
                + "                \"Exercise 4: implement randomColumn\");");
    }

    @Test
    void stubsSeparatedByOtherLinesAreTwoStubs() {
        String source = text(
                "        // STUB: int a = 1; // Exercise 1",
                "        int b = 2;",
                "        // STUB: int c = 3; // Exercise 2");

        Transformation skeleton = MarkerTransformer.transform("S.java", source);

        assertThat(skeleton.stubs()).extracting(Stub::skeletonLine).containsExactly(1, 3);
        assertThat(skeleton.stubs()).extracting(Stub::text)
                .containsExactly("        int a = 1; // Exercise 1",
                        "        int c = 3; // Exercise 2");
    }

    @Test
    void emptyStubLineBecomesAnEmptyLine() {
        String source = text(
                "        // STUB: int a = 1; // Exercise 1",
                "        // STUB:",
                "        // STUB: int b = 2;");

        assertThat(MarkerTransformer.transform("S.java", source).text())
                .isEqualTo(text("        int a = 1; // Exercise 1", "", "        int b = 2;"));
    }

    @Test
    void lineEndingsAreKeptLineByLine() {
        String source = withEnding("\r\n",
                "    int f() {",
                "        // BEGIN SOLUTION",
                "        return 1;",
                "        // END SOLUTION",
                "        // STUB: return 0; // Exercise 1",
                "    }");

        assertThat(MarkerTransformer.transform("F.java", source).text())
                .isEqualTo(withEnding("\r\n",
                        "    int f() {",
                        "        return 0; // Exercise 1",
                        "    }"));
    }

    @Test
    void lastLineWithoutEndingStaysWithoutOne() {
        String source = "int f() {\n    // STUB: return 0; // Exercise 1\n}";

        assertThat(MarkerTransformer.transform("F.java", source).text())
                .isEqualTo("int f() {\n    return 0; // Exercise 1\n}");
    }

    @Test
    void endWithoutBeginIsRefusedWithFileAndLine() {
        String source = text("class A {", "    // END SOLUTION", "}");

        assertThatThrownBy(() -> MarkerTransformer.transform("src/A.java", source))
                .isInstanceOf(GeneratorException.class)
                .hasMessageStartingWith("src/A.java:2: ")
                .hasMessageContaining("without a '// BEGIN SOLUTION'");
    }

    @Test
    void nestedBeginIsRefusedAndNamesTheOpenRegion() {
        String source = text(
                "class A {",
                "    // BEGIN SOLUTION",
                "    int a;",
                "    // BEGIN SOLUTION",
                "    // END SOLUTION",
                "}");

        assertThatThrownBy(() -> MarkerTransformer.transform("A.java", source))
                .isInstanceOf(GeneratorException.class)
                .hasMessageStartingWith("A.java:4: ")
                .hasMessageContaining("opened on line 2");
    }

    @Test
    void beginWithoutEndIsRefusedAtTheBegin() {
        String source = text("class A {", "    // BEGIN SOLUTION", "    int a;", "}");

        assertThatThrownBy(() -> MarkerTransformer.transform("A.java", source))
                .isInstanceOf(GeneratorException.class)
                .hasMessageStartingWith("A.java:2: ")
                .hasMessageContaining("never closed");
    }

    @Test
    void stubInsideRegionIsRefused() {
        String source = text(
                "    int f() {",
                "        // BEGIN SOLUTION",
                "        // STUB: return 0;",
                "        return 1;",
                "        // END SOLUTION",
                "    }");

        assertThatThrownBy(() -> MarkerTransformer.transform("F.java", source))
                .isInstanceOf(GeneratorException.class)
                .hasMessageStartingWith("F.java:3: ")
                .hasMessageContaining("inside the region opened on line 2");
    }

    @Test
    void commentsThatLookLikeMarkersAreRefused() {
        for (String almost : List.of("//BEGIN SOLUTION", "// begin solution",
                "// END SOLUTION here", "// STUB:return 0;", "// stub: return 0;")) {
            String source = text("    int f() {", "        " + almost, "    }");

            assertThatThrownBy(() -> MarkerTransformer.transform("F.java", source))
                    .as(almost)
                    .isInstanceOf(GeneratorException.class)
                    .hasMessageStartingWith("F.java:2: ")
                    .hasMessageContaining("looks like a solution marker");
        }
    }

    @Test
    void commentsThatOnlyMentionTheWordsAreKept() {
        String source = text(
                "    // Stub out the network in tests; END of the game below.",
                "    // Solutions begin here, in prose.");

        assertThat(MarkerTransformer.transform("F.java", source).text()).isEqualTo(source);
    }

    @Test
    void linesSplitAndJoinBackExactly() {
        String source = "a\nb\r\nc\rd\n\ne";

        List<Line> lines = Line.split(source);

        assertThat(lines).extracting(Line::content).containsExactly("a", "b", "c", "d", "", "e");
        assertThat(lines).extracting(Line::ending)
                .containsExactly("\n", "\r\n", "\r", "\n", "\n", "");
        assertThat(lines).extracting(Line::number).containsExactly(1, 2, 3, 4, 5, 6);
        assertThat(lines.stream().map(line -> line.content() + line.ending())
                .reduce("", String::concat)).isEqualTo(source);
        assertThat(Line.split("")).isEmpty();
    }
}
