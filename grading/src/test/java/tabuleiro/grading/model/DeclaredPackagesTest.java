package tabuleiro.grading.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The packages of sources as javac's parser reads them, a file it cannot read costing itself. */
class DeclaredPackagesTest {

    @Test
    void aSourceTheParserCannotReadIsTheOnlyOneUnread() {
        String deep = "package a.b;\nclass Deep {\n    int x = " + "f(".repeat(2000) + "1"
                + ")".repeat(2000) + ";\n}\n";
        // Three million nested blocks: far beyond the parser's 64 MB of stack, however small
        // its compiled frames get (the intake and the workspace take no file this big).
        String abyss = "package a.b;\nclass Abyss {\n    void m() " + "{".repeat(3_000_000)
                + "}".repeat(3_000_000) + "\n}\n";

        List<DeclaredPackages.Declared> read = DeclaredPackages.of(List.of(
                "package a.b;\nclass C {}\n", abyss, deep, "class D {}\n", "package a.(;"));

        assertThat(read).containsExactly(
                new DeclaredPackages.Declared(true, Optional.of("a.b")),
                new DeclaredPackages.Declared(false, Optional.empty()),
                new DeclaredPackages.Declared(true, Optional.of("a.b")),
                new DeclaredPackages.Declared(true, Optional.empty()),
                new DeclaredPackages.Declared(true, Optional.of("a.<error>")));
    }
}
