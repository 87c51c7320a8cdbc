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

    private static final MemberLocator LOCATOR = new MemberLocator();

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

        Transformation skeleton = MarkerTransformer.transform("A.java", source, LOCATOR);

        assertThat(skeleton.text()).isEqualTo(source);
        assertThat(skeleton.stubs()).isEmpty();
        assertThat(skeleton.changed()).isFalse();
    }

    @Test
    void numberedRegionInsideMethodIsReplacedByTheStubOfItsExerciseAndMember() {
        String source = text(
                "class Game {",
                "    boolean hasSpace(int column) {",
                "        requireColumn(column);",
                "        // BEGIN SOLUTION exercise 1",
                "        return grid[0][column - 1] == EMPTY;",
                "        // END SOLUTION",
                "    }",
                "}");

        Transformation skeleton = MarkerTransformer.transform("Game.java", source, LOCATOR);

        String stub = "        throw new UnsupportedOperationException("
                + "\"Exercise 1: implement Game.hasSpace\");";
        assertThat(skeleton.text()).isEqualTo(text(
                "class Game {",
                "    boolean hasSpace(int column) {",
                "        requireColumn(column);",
                stub,
                "    }",
                "}"));
        assertThat(skeleton.regions()).isEqualTo(1);
        assertThat(skeleton.stubs()).containsExactly(new Stub(4, 4, List.of(stub)));
    }

    @Test
    void stubWiderThanOneLineHasItsMessageOnALineOfItsOwn() {
        String source = text(
                "class RandomAgent {",
                "    private int randomColumnWithSpace() {",
                "        // BEGIN SOLUTION exercise 3",
                "        return 4;",
                "        // END SOLUTION",
                "    }",
                "}");

        Transformation skeleton = MarkerTransformer.transform("R.java", source, LOCATOR);

        assertThat(skeleton.text()).isEqualTo(text(
                "class RandomAgent {",
                "    private int randomColumnWithSpace() {",
                "        throw new UnsupportedOperationException(",
                "                \"Exercise 3: implement RandomAgent.randomColumnWithSpace\");",
                "    }",
                "}"));
        Stub stub = skeleton.stubs().get(0);
        assertThat(stub.sourceLine()).isEqualTo(3);
        assertThat(stub.skeletonLine()).isEqualTo(3);
        assertThat(stub.code()).hasSize(2);
    }

    @Test
    void stubIsOneLineUpToItsWidestAndTwoBeyond() {
        String member = "A.".repeat(10);
        for (int width = MarkerTransformer.ONE_LINE_STUB - 2;
                width <= MarkerTransformer.ONE_LINE_STUB + 2; width++) {
            String oneLine = MarkerTransformer.stub("", 7, member).get(0);
            String indent = " ".repeat(width - oneLine.length());

            List<String> stub = MarkerTransformer.stub(indent, 7, member);

            assertThat(stub).as("width %d", width)
                    .hasSize(width <= MarkerTransformer.ONE_LINE_STUB ? 1 : 2);
            assertThat(stub.stream().map(String::strip).reduce("", String::concat))
                    .isEqualTo(oneLine);
        }
    }

    @Test
    void numberedRegionOutsideEveryMethodIsRefused() {
        String source = text(
                "class Game {",
                "    // BEGIN SOLUTION exercise 2",
                "    private int helper() {",
                "        return 2;",
                "    }",
                "    // END SOLUTION",
                "}");

        assertThatThrownBy(() -> MarkerTransformer.transform("Game.java", source, LOCATOR))
                .isInstanceOf(GeneratorException.class)
                .hasMessageStartingWith("Game.java:2: ")
                .hasMessageContaining("in no method (it is in Game)");
    }

    @Test
    void partialKeepsTheRegionsOfTheExercisesDoneAndStubsTheOthers() {
        String source = text(
                "class Game {",
                "    int first() {",
                "        // BEGIN SOLUTION exercise 1",
                "        return helper();",
                "        // END SOLUTION",
                "    }",
                "",
                "    // BEGIN SOLUTION",
                "    private int helper() {",
                "        return 1;",
                "    }",
                "    // END SOLUTION",
                "",
                "    int second() {",
                "        // BEGIN SOLUTION exercise 2",
                "        return 2;",
                "        // END SOLUTION",
                "    }",
                "}");

        assertThat(MarkerTransformer.partial("Game.java", source, 1, LOCATOR)).isEqualTo(text(
                "class Game {",
                "    int first() {",
                "        return helper();",
                "    }",
                "",
                "    private int helper() {",
                "        return 1;",
                "    }",
                "",
                "    int second() {",
                "        throw new UnsupportedOperationException("
                        + "\"Exercise 2: implement Game.second\");",
                "    }",
                "}"));
        assertThat(MarkerTransformer.partial("Game.java", source, 0, LOCATOR))
                .doesNotContain("return").contains("Game.first\"").contains("Game.second\"");
        assertThat(MarkerTransformer.partial("Game.java", source, 2, LOCATOR))
                .doesNotContain("Unsupported").contains("return 2;");
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

        Transformation skeleton = MarkerTransformer.transform("Game.java", source, LOCATOR);

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

        assertThat(MarkerTransformer.transform("F.java", source, LOCATOR).text()).isEqualTo(text(
                "    void f() {",
                "",
                "        h();",
                "    }"));
    }

    @Test
    void lineEndingsAreKeptLineByLineAndTheStubTakesTheEndOfItsRegion() {
        String source = withEnding("\r\n",
                "class F {",
                "    int f() {",
                "        // BEGIN SOLUTION exercise 1",
                "        return 1;",
                "        // END SOLUTION",
                "    }",
                "}");

        assertThat(MarkerTransformer.transform("F.java", source, LOCATOR).text())
                .isEqualTo(withEnding("\r\n",
                        "class F {",
                        "    int f() {",
                        "        throw new UnsupportedOperationException(\"Exercise 1: implement"
                                + " F.f\");",
                        "    }",
                        "}"));
    }

    @Test
    void lastLineWithoutEndingStaysWithoutOne() {
        String source = "class F {\n    // BEGIN SOLUTION\n    int a;\n    // END SOLUTION\n}";

        assertThat(MarkerTransformer.transform("F.java", source, LOCATOR).text())
                .isEqualTo("class F {\n}");
    }

    @Test
    void endWithoutBeginIsRefusedWithFileAndLine() {
        String source = text("class A {", "    // END SOLUTION", "}");

        assertThatThrownBy(() -> MarkerTransformer.transform("src/A.java", source, LOCATOR))
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

        assertThatThrownBy(() -> MarkerTransformer.transform("A.java", source, LOCATOR))
                .isInstanceOf(GeneratorException.class)
                .hasMessageStartingWith("A.java:4: ")
                .hasMessageContaining("opened on line 2");
    }

    @Test
    void beginWithoutEndIsRefusedAtTheBegin() {
        String source = text("class A {", "    // BEGIN SOLUTION", "    int a;", "}");

        assertThatThrownBy(() -> MarkerTransformer.transform("A.java", source, LOCATOR))
                .isInstanceOf(GeneratorException.class)
                .hasMessageStartingWith("A.java:2: ")
                .hasMessageContaining("never closed");
    }

    @Test
    void commentsThatLookLikeMarkersAreRefused() {
        for (String almost : List.of("//BEGIN SOLUTION", "// begin solution",
                "// END SOLUTION here", "// BEGIN SOLUTION Exercise 2",
                "// BEGIN SOLUTION exercise", "// BEGIN SOLUTION exercise 0",
                "// STUB: throw new IllegalStateException();",
                "// STUB:return 0;", "// stub: return 0;")) {
            String source = text("    int f() {", "        " + almost, "    }");

            assertThatThrownBy(() -> MarkerTransformer.transform("F.java", source, LOCATOR))
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

        assertThat(MarkerTransformer.transform("F.java", source, LOCATOR).text()).isEqualTo(source);
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
