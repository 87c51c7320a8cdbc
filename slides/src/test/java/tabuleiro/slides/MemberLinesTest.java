package tabuleiro.slides;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Tests of how a slide's snippet is found by member in a source file. */
class MemberLinesTest {

    private static final String GAME = String.join("\n",
            "package demo;",
            "",
            "import java.util.Objects;",
            "",
            "/**",
            " * A game.",
            " */",
            "public final class Game {",
            "",
            "    /** The grid. */",
            "    private final int[] grid = new int[7];",
            "    private static final int LIMIT = 3;",
            "    private boolean over;",
            "",
            "    // ---- playing ----",
            "",
            "    /**",
            "     * Plays.",
            "     */",
            "    public Game play(int column, String why) {",
            "        Objects.requireNonNull(why, \"why\");",
            "        requireColumn(column);",
            "        int height = grid[column];",
            "        if (height >= LIMIT) {",
            "            throw new IllegalArgumentException(\"full\");",
            "        }",
            "        if (over)",
            "            throw new IllegalStateException(\"over\");",
            "",
            "        grid[column]++;",
            "        return this;",
            "    }",
            "",
            "    // The invariant counts again.",
            "    private boolean invariant() {",
            "        return grid.length == 7;",
            "    }",
            "",
            "    private void requireColumn(int column) {",
            "        // BEGIN SOLUTION exercise 1",
            "        if (column < 0) {",
            "            throw new IllegalArgumentException(\"column\");",
            "        } else {",
            "            over = false;",
            "        }",
            "        // END SOLUTION",
            "    }",
            "",
            "    // BEGIN SOLUTION",
            "    int same(int a) {",
            "        return a;",
            "    }",
            "    // END SOLUTION",
            "",
            "    int same(String a) {",
            "        return 0;",
            "    }",
            "}",
            "");

    private static final String DIRECTION = String.join("\n",
            "package demo;",
            "",
            "/** A direction. */",
            "public enum Direction {",
            "    /** Along a row. */",
            "    ROW(0, 1),",
            "    COLUMN(1, 0);",
            "",
            "    private final int step;",
            "",
            "    Direction(int row, int column) {",
            "        step = row + column;",
            "    }",
            "}",
            "");

    private final MemberLines game = MemberLines.parse("demo/Game.java", GAME);

    @Test
    void aMemberComesWithTheCommentsRightAboveItAndNotAHeadingSetApart() {
        assertThat(game.snippet("Game.play")).startsWith("    /**", "     * Plays.")
                .endsWith("        return this;", "    }").hasSize(16);
        assertThat(game.snippet("Game.invariant")).containsExactly(
                "    // The invariant counts again.",
                "    private boolean invariant() {",
                "        return grid.length == 7;",
                "    }");
        assertThat(game.snippet("Game.grid")).containsExactly(
                "    /** The grid. */",
                "    private final int[] grid = new int[7];");
    }

    @Test
    void docAndCodeSplitAMemberAtItsSignature() {
        assertThat(game.snippet("Game.play.doc"))
                .containsExactly("    /**", "     * Plays.", "     */");
        assertThat(game.snippet("Game.play.code")).startsWith(
                "    public Game play(int column, String why) {").hasSize(13);
    }

    @Test
    void theContractIsTheSignatureAndTheChecksThatOpenTheBody() {
        assertThat(game.snippet("Game.play.contract")).endsWith(
                "    public Game play(int column, String why) {",
                "        Objects.requireNonNull(why, \"why\");",
                "        requireColumn(column);",
                "        int height = grid[column];",
                "        if (height >= LIMIT) {",
                "            throw new IllegalArgumentException(\"full\");",
                "        }",
                "        if (over)",
                "            throw new IllegalStateException(\"over\");");
        assertThat(game.snippet("Game.play.body")).containsExactly(
                "        grid[column]++;",
                "        return this;",
                "    }");
    }

    @Test
    void aBodyThatOpensWithNoCheckIsAllBody() {
        assertThat(game.snippet("Game.requireColumn.contract"))
                .containsExactly("    private void requireColumn(int column) {");
        assertThat(game.snippet("Game.requireColumn.body"))
                .startsWith("        // BEGIN SOLUTION exercise 1").hasSize(8);
    }

    @Test
    void theHeaderIsTheTypesCommentsAndDeclaration() {
        assertThat(game.snippet("Game.header"))
                .containsExactly("/**", " * A game.", " */", "public final class Game {");
    }

    @Test
    void fieldsAreTheInstanceFieldsAndConstantsTheEnumConstants() {
        assertThat(game.snippet("Game.fields")).containsExactly(
                "    /** The grid. */",
                "    private final int[] grid = new int[7];",
                "    private boolean over;");
        MemberLines direction = MemberLines.parse("demo/Direction.java", DIRECTION);
        assertThat(direction.snippet("Direction.constants"))
                .containsExactly("    /** Along a row. */", "    ROW(0, 1),", "    COLUMN(1, 0);");
        assertThat(direction.snippet("Direction.fields"))
                .containsExactly("    private final int step;");
    }

    @Test
    void overloadsAreToldApartByTheirParametersTypesAndASolutionMarkerIsNoComment() {
        assertThat(game.snippet("Game.same(int)"))
                .containsExactly("    int same(int a) {", "        return a;", "    }");
        assertThat(game.snippet("Game.same(String).code")).hasSize(3);
        assertThat(game.snippet("Game.play(int, String).body")).hasSize(3);
        assertThatIllegalArgumentException().isThrownBy(() -> game.snippet("Game.same"))
                .withMessage("demo/Game.java: no snippet Game.same: Game has 2 members named"
                        + " same, on lines 50, 55: a snippet shows one; name it with its"
                        + " parameters' types, as same(Type, ...)");
    }

    @Test
    void whatTheFileLacksIsRefusedNamingIt() {
        for (var missing : List.of(
                List.of("Game.plays.body", "Game has no member plays"),
                List.of("Game.same(long)", "Game has no member same(long)"),
                List.of("Board.play", "the file declares no type Board"),
                List.of("Game.play.middle", "'middle' is no part of a member"),
                List.of("Game.requireColumn.doc", "requireColumn has no comment above it"),
                List.of("Game.grid.body", "a contract and a body are parts of a method"),
                List.of("Game.constants", "Game has no enum constants"),
                List.of("Game", "a snippet is named Type.member")))  {
            assertThatIllegalArgumentException().as(missing.get(0))
                    .isThrownBy(() -> game.snippet(missing.get(0)))
                    .withMessageStartingWith("demo/Game.java: no snippet " + missing.get(0) + ": ")
                    .withMessageContaining(missing.get(1));
        }
    }

    @Test
    void aFileThatIsNotJavaIsRefusedWithItsLine() {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> MemberLines.parse("demo/Bad.java",
                        "class Bad {\n  int x = ;\n}\n"))
                .withMessageStartingWith("demo/Bad.java:2: not valid Java");
    }
}
