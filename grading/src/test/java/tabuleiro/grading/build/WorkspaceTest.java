package tabuleiro.grading.build;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Laying a submission's sources over the skeleton's, and compiling the result. */
class WorkspaceTest {

    @TempDir
    Path dir;

    private Path skeleton;
    private Path student;

    @BeforeEach
    void makeSources() throws IOException {
        skeleton = dir.resolve("skeleton");
        write(skeleton, "a/Game.java", "package a;\npublic class Game {\n"
                + "    public int answer() {\n        throw new UnsupportedOperationException();"
                + "\n    }\n}\n");
        write(skeleton, "a/Ui.java", "package a;\npublic class Ui {\n"
                + "    int show(Game game) {\n        return game.answer();\n    }\n}\n");
        student = dir.resolve("student");
        write(student, "a/Game.java", "package a;\npublic class Game {\n"
                + "    public int answer() {\n        return 42;\n    }\n}\n");
        write(student, "a/Helper.java", "package a;\nclass Helper {\n}\n");
        write(student, "a/notes.txt", "not a source");
    }

    @Test
    void theStudentsFilesReplaceAndAddToTheSkeletons() throws IOException {
        Workspace workspace = Workspace.lay(dir.resolve("work"), Optional.of(skeleton), student);

        assertThat(workspace.sources()).extracting(path -> workspace.root().relativize(path)
                .toString()).containsExactly("a/Game.java", "a/Helper.java", "a/Ui.java");
        assertThat(Files.readString(workspace.root().resolve("a/Game.java"))).contains("42");
        assertThat(workspace.describe(workspace.root().resolve("a/Game.java")))
                .isEqualTo("src/main/java/a/Game.java");
        assertThat(workspace.describe(workspace.root().resolve("a/Ui.java")))
                .isEqualTo("a/Ui.java (from the skeleton)");
        assertThat(workspace.skeletonClassFiles()).containsExactly("a/Game.class",
                "a/Ui.class");
    }

    @Test
    void withoutSkeletonTheSubmissionIsCompiledAlone() throws IOException {
        Workspace workspace = Workspace.lay(dir.resolve("work"), Optional.empty(), student);

        assertThat(workspace.sources()).hasSize(2);
        assertThat(workspace.skeletonClassFiles()).containsExactly("a/Game.class",
                "a/Helper.class");
    }

    @Test
    void linksAreLeftOutWithNote() throws IOException {
        Files.createSymbolicLink(student.resolve("a/Secret.java"), skeleton.resolve("a/Ui.java"));

        Workspace workspace = Workspace.lay(dir.resolve("work"), Optional.of(skeleton), student);

        assertThat(workspace.notes()).containsExactly(
                "a/Secret.java is a link, not a file: it was left out");
        assertThat(workspace.root().resolve("a/Secret.java")).doesNotExist();
    }

    @Test
    void theSkeletonsLinksAreNotTheStudentsConcern() throws IOException {
        Files.createSymbolicLink(skeleton.resolve("a/Secret.java"), skeleton.resolve("a/Ui.java"));

        Workspace workspace = Workspace.lay(dir.resolve("work"), Optional.of(skeleton), student);

        assertThat(workspace.notes()).isEmpty();
        assertThat(workspace.skeletonNotes()).containsExactly(
                "a/Secret.java is a link, not a file: it was left out");
    }

    @Test
    void theWorkspaceCompiles() throws IOException {
        Workspace workspace = Workspace.lay(dir.resolve("work"), Optional.of(skeleton), student);

        List<CompileError> errors = JavaCompilation.compile(workspace, List.of(),
                dir.resolve("classes"));

        assertThat(errors).isEmpty();
        assertThat(dir.resolve("classes/a/Ui.class")).exists();
    }

    @Test
    void changedSignatureBreaksTheSkeletonsFileAndTheErrorSaysSo() throws IOException {
        write(student, "a/Game.java", "package a;\npublic class Game {\n"
                + "    public long answer(int question) {\n        return 42;\n    }\n}\n");
        Workspace workspace = Workspace.lay(dir.resolve("work"), Optional.of(skeleton), student);

        List<CompileError> errors = JavaCompilation.compile(workspace, List.of(),
                dir.resolve("classes"));

        assertThat(errors).singleElement().satisfies(error -> {
            assertThat(error.file()).isEqualTo("a/Ui.java (from the skeleton)");
            assertThat(error.line()).isEqualTo(4);
            assertThat(error.code()).isEqualTo("return game.answer();");
            assertThat(error.studentsFile()).isFalse();
            assertThat(error.message()).contains("method answer in class a.Game cannot be applied");
        });
    }

    private static void write(Path root, String file, String text) throws IOException {
        Path path = root.resolve(file);
        Files.createDirectories(path.getParent());
        Files.writeString(path, text, StandardCharsets.UTF_8);
    }
}
