package tabuleiro.grading.workspace;

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
import tabuleiro.grading.Untranslated;
import tabuleiro.grading.model.CompileError;
import tabuleiro.grading.model.Student;
import tabuleiro.grading.model.Submission;
import tabuleiro.grading.report.feedback.ContractWords;
import tabuleiro.grading.report.feedback.NoteWords;

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
        Workspace workspace = Workspace.lay(dir.resolve("work"), Optional.of(skeleton), student,
                "a");

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
    void layingAgainOverTheSameSkeletonNeverChangesIt() throws IOException {
        String game = Files.readString(skeleton.resolve("a/Game.java"));
        String ui = Files.readString(skeleton.resolve("a/Ui.java"));

        // The skeleton's files are linked where they can be: the student's Game.java must be a
        // file of its own, and a second laying (the next check of a watch) must find the
        // skeleton as it was.
        Workspace.lay(dir.resolve("work"), Optional.of(skeleton), student, "a");
        Workspace again = Workspace.lay(dir.resolve("again"), Optional.of(skeleton), student,
                "a");

        assertThat(Files.readString(skeleton.resolve("a/Game.java"))).isEqualTo(game);
        assertThat(Files.readString(skeleton.resolve("a/Ui.java"))).isEqualTo(ui);
        assertThat(Files.readString(again.root().resolve("a/Game.java"))).contains("42");
        assertThat(Files.readString(again.root().resolve("a/Ui.java"))).isEqualTo(ui);
    }

    @Test
    void withoutSkeletonTheSubmissionIsCompiledAlone() throws IOException {
        Workspace workspace = Workspace.lay(dir.resolve("work"), Optional.empty(), student,
                "a");

        assertThat(workspace.sources()).hasSize(2);
        assertThat(workspace.skeletonClassFiles()).containsExactly("a/Game.class",
                "a/Helper.class");
    }

    @Test
    void linksAreLeftOutWithNote() throws IOException {
        Files.createSymbolicLink(student.resolve("a/Secret.java"), skeleton.resolve("a/Ui.java"));

        Workspace workspace = Workspace.lay(dir.resolve("work"), Optional.of(skeleton), student,
                "a");

        assertThat(workspace.notes()).containsExactly(
                "a/Secret.java is a link, not a file: it was left out");
        assertThat(workspace.root().resolve("a/Secret.java")).doesNotExist();
    }

    @Test
    void theSkeletonsLinksAreNotTheStudentsConcern() throws IOException {
        Files.createSymbolicLink(skeleton.resolve("a/Secret.java"), skeleton.resolve("a/Ui.java"));

        Workspace workspace = Workspace.lay(dir.resolve("work"), Optional.of(skeleton), student,
                "a");

        assertThat(workspace.notes()).isEmpty();
        assertThat(workspace.skeletonNotes()).containsExactly(
                "a/Secret.java is a link, not a file: it was left out");
    }

    @Test
    void theWorkspaceCompiles() throws IOException {
        Workspace workspace = Workspace.lay(dir.resolve("work"), Optional.of(skeleton), student,
                "a");

        List<CompileError> errors = JavaCompilation.compile(workspace, List.of(),
                dir.resolve("classes"));

        assertThat(errors).isEmpty();
        assertThat(dir.resolve("classes/a/Ui.class")).exists();
    }

    @Test
    void changedSignatureBreaksTheSkeletonsFileAndTheErrorSaysSo() throws IOException {
        write(student, "a/Game.java", "package a;\npublic class Game {\n"
                + "    public long answer(int question) {\n        return 42;\n    }\n}\n");
        Workspace workspace = Workspace.lay(dir.resolve("work"), Optional.of(skeleton), student,
                "a");

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

    @Test
    void aFileNestedTwoThousandCallsDeepCostsNoOtherFile() throws IOException {
        write(student, "a/Deep.java", "package a;\nclass Deep {\n    int x = "
                + "f(".repeat(2000) + "1" + ")".repeat(2000) + ";\n}\n");

        Workspace workspace = Workspace.lay(dir.resolve("work"), Optional.of(skeleton), student,
                "a");

        // Before, javac's parser overflowed on Deep.java and failed every file: each was left
        // out, blamed for declaring no package. A file it still cannot read costs itself alone
        // (DeclaredPackagesTest).
        assertThat(workspace.notes()).isEmpty();
        assertThat(relative(workspace)).containsExactly("a/Deep.java", "a/Game.java",
                "a/Helper.java", "a/Ui.java");
    }

    @Test
    void aSourceOutsideTheGamesPackageIsLeftOutAndSaysWhy() throws IOException {
        write(student, "tabuleiro/grading/child/Evil.java", "package tabuleiro.grading.child;"
                + "\npublic class Evil {\n}\n");
        write(student, "a/Sneaky.java", "package tabuleiro.grading.child;\nclass Sneaky {\n}\n");
        write(student, "a/sub/Fine.java", "package a.sub;\nclass Fine {\n}\n");
        write(student, "ab/NotA.java", "package ab;\nclass NotA {\n}\n");
        write(student, "Loose.java", "class Loose {\n}\n");
        write(student, "a/Broken.java", "package a.;\nclass Broken {\n}\n");

        Workspace workspace = Workspace.lay(dir.resolve("work"), Optional.of(skeleton), student,
                "a");

        assertThat(workspace.notes()).containsExactly(
                "Loose.java declares no package that the compiler can read, so it is outside"
                        + " the package a that this assignment grades; it was left out",
                "a/Broken.java declares no package that the compiler can read, so it is"
                        + " outside the package a that this assignment grades; it was left out",
                "a/Sneaky.java is outside the package a that this assignment grades; it was left"
                        + " out (it declares the package tabuleiro.grading.child)",
                "ab/NotA.java is outside the package a that this assignment grades; it was left"
                        + " out",
                "tabuleiro/grading/child/Evil.java is outside the package a that this"
                        + " assignment grades; it was left out");
        assertThat(relative(workspace)).containsExactly("a/Game.java", "a/Helper.java",
                "a/Ui.java", "a/sub/Fine.java");
        assertThat(dir.resolve("work/tabuleiro")).doesNotExist();
    }

    @Test
    void everyNoteOnTheFilesHasItsPortugueseTwin() throws IOException {
        write(student, "a/Sneaky.java", "package tabuleiro.grading.child;\nclass Sneaky {\n}\n");
        write(student, "ab/NotA.java", "package ab;\nclass NotA {\n}\n");
        write(student, "Loose.java", "class Loose {\n}\n");
        write(student, "module-info.java", "module evil {\n}\n");
        write(student, "a/my-game.java", "package a;\nclass Odd {\n}\n");
        write(student, "b/Helper.java", "package a;\nclass Helper {\n}\n");
        Files.write(student.resolve("a/Ui.java"), "package a;\n/** Posição. */\nclass Ui {\n}\n"
                .getBytes(StandardCharsets.ISO_8859_1));

        Workspace workspace = Workspace.lay(dir.resolve("work"), Optional.of(skeleton), student,
                "a");

        // The feedback says each in Portuguese through NoteWords' twins: none is worded
        // otherwise than its twin.
        ContractWords twins = ContractWords.of(NoteWords.class);
        assertThat(workspace.notes()).hasSizeGreaterThanOrEqualTo(6).allSatisfy(note -> {
            String said = twins.translated(note);
            assertThat(said).as(note).isNotEqualTo(note);
            assertThat(Untranslated.englishIn(said, NoteWords.class)).as(said).isEmpty();
        });
    }

    @Test
    void thePackageIsReadAsTheCompilerReadsItUnicodeEscapesAndAll() throws IOException {
        // The compiler turns the first escape into a line break and the second into a star: a
        // regular expression would find "package a;" and the compiler finds the other package.
        String escape = "\\" + "u00";
        write(student, "a/Trick.java", "// " + escape + "0a package tabuleiro.grading.child; /"
                + escape + "2a\npackage a;\n*/\nclass Trick {\n}\n");

        Workspace workspace = Workspace.lay(dir.resolve("work"), Optional.of(skeleton), student,
                "a");

        assertThat(workspace.notes()).singleElement().asString().startsWith(
                "a/Trick.java is outside the package a").endsWith(
                "(it declares the package tabuleiro.grading.child)");
        assertThat(relative(workspace)).doesNotContain("a/Trick.java");
    }

    @Test
    void theSkeletonsOwnFilesHandedBackUnchangedAreLeftOutQuietly() throws IOException {
        write(skeleton, "b/Other.java", "package b;\npublic class Other {\n}\n");
        write(student, "b/Other.java", "package b;\npublic class Other {\n}\n");

        Workspace workspace = Workspace.lay(dir.resolve("work"), Optional.of(skeleton), student,
                "a");

        assertThat(workspace.notes()).isEmpty();
        assertThat(workspace.describe(workspace.root().resolve("b/Other.java")))
                .isEqualTo("b/Other.java (from the skeleton)");
    }

    @Test
    void moduleInfoIsLeftOutWithANoteSoTheCompilationGoesOn() throws IOException {
        write(student, "module-info.java", "module evil {\n    requires java.desktop;\n}\n");

        Workspace workspace = Workspace.lay(dir.resolve("work"), Optional.of(skeleton), student,
                "a");

        assertThat(workspace.notes()).singleElement().asString()
                .startsWith("module-info.java was left out");
        assertThat(dir.resolve("work/module-info.java")).doesNotExist();
        assertThat(JavaCompilation.compile(workspace, List.of(), dir.resolve("classes")))
                .isEmpty();
    }

    @Test
    void aLatin1SourceIsReadAsSuchWrittenAsUtf8AndCompiles() throws IOException {
        String game = "package a;\n/** Posição das peças: é o jogo. */\npublic class Game {\n"
                + "    public int answer() {\n        return \"ç\".length() + 41;\n    }\n}\n";
        Files.write(student.resolve("a/Game.java"), game.getBytes(StandardCharsets.ISO_8859_1));

        Workspace workspace = Workspace.lay(dir.resolve("work"), Optional.of(skeleton), student,
                "a");

        assertThat(workspace.notes()).containsExactly(
                "a/Game.java was not UTF-8; it was read as ISO-8859-1");
        assertThat(Files.readString(workspace.root().resolve("a/Game.java"),
                StandardCharsets.UTF_8)).isEqualTo(game);
        assertThat(JavaCompilation.compile(workspace, List.of(), dir.resolve("classes")))
                .isEmpty();
    }

    @Test
    void aUtf8SourceWithAByteOrderMarkCompiles() throws IOException {
        Files.writeString(student.resolve("a/Helper.java"), "\uFEFFpackage a;\nclass Helper {\n}\n",
                StandardCharsets.UTF_8);

        Workspace workspace = Workspace.lay(dir.resolve("work"), Optional.of(skeleton), student,
                "a");

        assertThat(workspace.notes()).isEmpty();
        assertThat(JavaCompilation.compile(workspace, List.of(), dir.resolve("classes")))
                .isEmpty();
    }

    @Test
    void aSourceGoesToTheFolderOfThePackageItDeclaresAndOddNamesAreLeftOut()
            throws IOException {
        Files.delete(student.resolve("a/Game.java"));
        write(student, "misplaced/Game.java", "package a;\npublic class Game {\n"
                + "    public int answer() {\n        return 7;\n    }\n}\n");
        write(student, "a/._Game.java", "junk");
        write(student, "a/My Game:\n.java", "package a;\nclass X {\n}\n");

        Workspace workspace = Workspace.lay(dir.resolve("work"), Optional.of(skeleton), student,
                "a");

        assertThat(workspace.notes()).containsExactly(
                "a/._Game.java is not named as a Java class is (Name.java): it was left out",
                "a/My Game:\\u000" + "A.java is not named as a Java class is (Name.java): it"
                        + " was left out",
                "misplaced/Game.java is graded as a/Game.java, in the folder of the package it"
                        + " declares");
        assertThat(Files.readString(workspace.root().resolve("a/Game.java"))).contains("7");
        assertThat(relative(workspace)).containsExactly("a/Game.java", "a/Helper.java",
                "a/Ui.java");
    }

    @Test
    void theIntakesNotesComeFirst() throws IOException {
        Path folder = dir.resolve("submission");
        Files.createDirectories(folder.resolve("src/main/java"));
        Files.copy(student.resolve("a/Game.java"), folder.resolve("src/main/java/Game.java"));
        Submission submission = new Submission("ana", folder, Student.named("ana"),
                Optional.empty(), List.of("ana.zip holds a symbolic link, x: it was left out"));

        Workspace workspace = Workspace.lay(dir.resolve("work"), Optional.of(skeleton),
                submission, "a");

        assertThat(workspace.notes()).containsExactly(
                "ana.zip holds a symbolic link, x: it was left out",
                "Game.java is graded as a/Game.java, in the folder of the package it declares");
    }

    private static List<String> relative(Workspace workspace) {
        return workspace.sources().stream().map(path -> workspace.root().relativize(path)
                .toString()).toList();
    }

    private static void write(Path root, String file, String text) throws IOException {
        Path path = root.resolve(file);
        Files.createDirectories(path.getParent());
        Files.writeString(path, text, StandardCharsets.UTF_8);
    }
}
