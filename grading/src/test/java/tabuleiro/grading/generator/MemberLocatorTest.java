package tabuleiro.grading.generator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Tests of {@link MemberLocator}: which member encloses a line of a skeleton.
 */
class MemberLocatorTest {

    private static final String GAME = String.join("\n",
            "package tabuleiro.connectfour;",                                  // 1
            "",                                                                // 2
            "/** A game. */",                                                  // 3
            "public final class Game {",                                       // 4
            "    private int[] grid = new int[7];",                            // 5
            "",                                                                // 6
            "    private Game(int size) {",                                    // 7
            "        grid = new int[size];",                                   // 8
            "    }",                                                           // 9
            "",                                                                // 10
            "    public java.util.List<Position> winningLine(Position landing,", // 11
            "            int disc) {",                                         // 12
            "        throw new UnsupportedOperationException(\"Exercise 3\");",  // 13
            "    }",                                                           // 14
            "",                                                                // 15
            "    private int helper() { return 0; } // Exercise 2",            // 16
            "",                                                                // 17
            "    static final class Board {",                                  // 18
            "        int cell(int row, int column) {",                         // 19
            "            Runnable r = () -> {};",                             // 20
            "            return 0;",                                           // 21
            "        }",                                                       // 22
            "    }",                                                           // 23
            "}",                                                               // 24
            "");

    private final MemberLocator locator = new MemberLocator();

    @Test
    void namesTheMethodWithItsParameters() {
        assertThat(memberAt("Game.java", GAME, 13))
                .isEqualTo("Game.winningLine(Position landing, int disc)");
    }

    @Test
    void namesConstructorByItsType() {
        assertThat(memberAt("Game.java", GAME, 8)).isEqualTo("Game(int size)");
    }

    @Test
    void memberDeclaredOnTheLineEnclosesIt() {
        assertThat(memberAt("Game.java", GAME, 16)).isEqualTo("Game.helper()");
    }

    @Test
    void namesNestedTypesAndSeesThroughLambdas() {
        assertThat(memberAt("Game.java", GAME, 21))
                .isEqualTo("Game.Board.cell(int row, int column)");
        assertThat(memberAt("Game.java", GAME, 20))
                .isEqualTo("Game.Board.cell(int row, int column)");
    }

    @Test
    void lineOutsideEveryMethodIsItsType() {
        assertThat(memberAt("Game.java", GAME, 5)).isEqualTo("Game");
    }

    @Test
    void locatesSeveralLinesAtOnce() {
        Map<Integer, String> members = locator.membersAt("Game.java", GAME, List.of(8, 13));

        assertThat(members).containsExactlyInAnyOrderEntriesOf(
                Map.of(8, "Game(int size)", 13, "Game.winningLine(Position landing, int disc)"));
    }

    @Test
    void lineOutsideEveryTypeIsRefused() {
        assertThatThrownBy(() -> memberAt("Game.java", GAME, 1))
                .isInstanceOf(GeneratorException.class)
                .hasMessage("Game.java:1: the line is outside every type");
    }

    @Test
    void lineBeyondTheEndIsRefused() {
        assertThatThrownBy(() -> memberAt("Game.java", GAME, 99))
                .isInstanceOf(GeneratorException.class)
                .hasMessageStartingWith("Game.java:99: the file has only 24 lines");
    }

    @Test
    void sourceThatDoesNotParseIsRefusedWithTheCompilersMessage() {
        String broken = "class Game {\n    void f() {\n        return 0\n    }\n}\n";

        assertThatThrownBy(() -> memberAt("Game.java", broken, 3))
                .isInstanceOf(GeneratorException.class)
                .hasMessageStartingWith("Game.java: not valid Java, on line 3: ")
                .hasMessageContaining("';' expected");
    }

    /** The member around one line, as the generator asks for several. */
    private String memberAt(String file, String source, int line) {
        return locator.membersAt(file, source, List.of(line)).get(line);
    }
}
