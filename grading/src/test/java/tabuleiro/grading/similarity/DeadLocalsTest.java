package tabuleiro.grading.similarity;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Which declarations the step before JPlag blanks out, and that it keeps every line. */
class DeadLocalsTest {

    @Test
    void anUnreadLocalWithoutEffectIsBlankedAndTheLinesStay() {
        String source = String.join("\n",
                "class C {",
                "    int f(int n) {",
                "        int unused1 = 1 * 7;",
                "        final int unused2 = n",
                "                + 2;",
                "        int used = n * 2;",
                "        int called = g();",
                "        int a = 1, b = 2;",
                "        for (int i = 0; i < n; i++) {",
                "            String s = \"x\";",
                "        }",
                "        return used;",
                "    }",
                "    int g() { return 1; }",
                "}",
                "");

        String blanked = DeadLocals.blank(source);

        assertThat(blanked).hasSameSizeAs(source);
        assertThat(blanked.lines()).hasSameSizeAs(source.lines().toList());
        assertThat(blanked).doesNotContain("unused1").doesNotContain("unused2")
                .doesNotContain("+ 2").doesNotContain("String s")
                .contains("int used = n * 2;").contains("int called = g();")
                .contains("int a = 1, b = 2;").contains("for (int i = 0; i < n; i++) {");
    }

    @Test
    void aSourceTheParserCannotReadIsLeftAsItIs() {
        String broken = "class C { void f() { int x = ; } }";
        assertThat(DeadLocals.blank(broken)).isEqualTo(broken);
    }
}
