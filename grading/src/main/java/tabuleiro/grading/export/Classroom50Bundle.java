package tabuleiro.grading.export;

import java.io.IOException;
import java.io.PrintWriter;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import tabuleiro.grading.Grader;
import tabuleiro.grading.model.Exercise;
import tabuleiro.grading.model.Scheme;
import tabuleiro.grading.model.SchemeChoice;
import tabuleiro.grading.model.SchemeReader;

/**
 * {@code bundle classroom50}: what an assignment needs on Classroom 50, as its wiki describes
 * it. {@code OUT/template/} is the template repository: the game's student kit
 * ({@link StudentKit}: skeleton, visible rules, guide, self-check, a copy of the grader with
 * the students' scheme), which students can read, history and all, so it holds nothing more.
 * {@code OUT/autograder/} goes into the instructor's {@code classroom50} repository as
 * {@code CLASSROOM/autograders/ASSIGNMENT/}: {@code autograder.py}, which Classroom 50's runner
 * runs in the student's checkout for each submission, and {@code runtime.json}, the assignment's
 * {@code runtime} block (a Java 17). The autograder grades the checkout as one student's work
 * with the kit's own copy of the grader and scheme (a bundle Classroom 50 fetches may be at
 * most 10 MB, and its Pages site is readable by anyone, so the grader and the rules travel in
 * the template, visible rules only), and writes {@code result.json} (Classroom 50's
 * {@code classroom50/result/v1}: the grader's {@code classroom50.json} with the submission's
 * names added from the runner's environment) and {@code release-body.md}, the student's
 * {@code feedback.md}, which the submission's Release shows.
 */
@Command(name = "classroom50",
        mixinStandardHelpOptions = true,
        description = "Writes a Classroom 50 assignment: OUT/template/ (the template repository:"
                + " the game's student kit) and OUT/autograder/ (autograder.py and runtime.json,"
                + " for CLASSROOM/autograders/ASSIGNMENT/ of the classroom50 repository).")
public final class Classroom50Bundle implements Callable<Integer> {

    /** The sentence the log and the Release of every Classroom 50 grade end with. */
    static final String PROVISIONAL = "This grade counts the visible rules' written examples"
            + " alone: the final grade, graded by your instructor, may take more (hidden rules"
            + " and generated examples).";

    /** The autograder Classroom 50's runner runs in the student's checkout. */
    static final String AUTOGRADER =
            """
            \"\"\"Tabuleiro's autograder for Classroom 50.

            Classroom 50's runner runs this in the student's checkout for each submission. It
            grades the checkout with the copy of the Tabuleiro grader that the template holds
            (tools/, the visible rules only) and writes result.json (classroom50/result/v1)
            and release-body.md (the student's feedback.md). A non-zero exit is an error the
            runner reports as such.
            \"\"\"

            import atexit, datetime, glob, json, os, shutil, subprocess, sys, tempfile
            from pathlib import Path

            work = tempfile.mkdtemp(prefix="tabuleiro-")
            # A school's own runner grades submission after submission: the reports go once
            # result.json and release-body.md are written, or the grade has failed.
            atexit.register(shutil.rmtree, work, ignore_errors=True)
            status = subprocess.run(
                ["java",@JVM@ "-jar", "tools/tabuleiro-grader.jar", "grade", ".", "--single",
                 "--platform", "classroom50", "--scheme", "tools/schemes/@GAME@.json",
                 "--out", work + "/reports"],
                check=False).returncode
            found = glob.glob(work + "/reports/*/classroom50.json")
            if not found:
                print("::error::the Tabuleiro grader could not grade this submission"
                      " (status %d)" % status, file=sys.stderr)
                sys.exit(1)
            result = json.loads(Path(found[0]).read_text(encoding="utf-8"))
            feedback = Path(found[0]).with_name("feedback.md").read_text(encoding="utf-8")
            now = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
            result.update({
                "classroom": os.environ["CLASSROOM"],
                "assignment": os.environ["ASSIGNMENT"],
                "submission": os.environ["SUBMISSION_TAG"],
                "commit": os.environ["COMMIT_URL"],
                "release": os.environ["RELEASE_URL"],
                "review": os.environ.get("REVIEW_URL") or os.environ["COMMIT_URL"],
                "datetime": now,
            })
            Path("result.json").write_text(json.dumps(result, indent=2), encoding="utf-8")
            # The repository is the student's, so it holds neither the hidden rules nor the
            # reference: the student reads what this grade leaves out.
            feedback += ("\\n\\n" + PROVISIONAL + "\\n")
            Path("release-body.md").write_text(feedback, encoding="utf-8")
            print(feedback)
            """.replace("PROVISIONAL", "\"" + Classroom50Bundle.PROVISIONAL + "\"");

    /** The assignment's runtime block: the grader needs a JDK 17 (its security manager). */
    static final String RUNTIME = "{\n  \"runs-on\": \"ubuntu-latest\",\n  \"java\": \"17\"\n}\n";

    @Mixin
    private SchemeChoice scheme;

    @Option(names = "--out", required = true, paramLabel = "OUT",
            description = "Where to write template/ and autograder/; it must not exist or be"
                    + " empty.")
    private Path out;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        final Scheme chosen = scheme.scheme(spec);
        StudentKitBundle.requireEmpty(spec, out);
        Path template = out.resolve("template");
        final List<String> files = StudentKit.write(List.of(chosen), template);
        final Scheme students = SchemeReader.read(template.resolve(StudentKit.TOOLS)
                .resolve("schemes").resolve(chosen.game() + ".json"));
        Path autograder = out.resolve("autograder");
        Files.createDirectories(autograder);
        Files.writeString(autograder.resolve("autograder.py"),
                AUTOGRADER.replace("@GAME@", chosen.game()).replace("@JVM@",
                        Grader.JVM_OPTIONS.stream().map(option -> " \"" + option + "\",")
                                .collect(Collectors.joining())), StandardCharsets.UTF_8);
        Files.writeString(autograder.resolve("runtime.json"), RUNTIME, StandardCharsets.UTF_8);
        PrintWriter console = spec.commandLine().getOut();
        console.println("Classroom 50 assignment: " + template + " is the template repository ("
                + StudentKit.summary(files) + "); copy " + autograder + "/autograder.py to"
                + " CLASSROOM/autograders/ASSIGNMENT/ of your classroom50 repository and give"
                + " the assignment the runtime of runtime.json (gh teacher assignment add"
                + " --runtime).");
        BigDecimal visible = total(students);
        if (visible.compareTo(total(chosen)) != 0) {
            console.println("Note: the scheme hides rules; Classroom 50 grades the visible"
                    + " ones only (out of " + visible.stripTrailingZeros().toPlainString()
                    + "), since the template is the students' to read. Grade the hidden rules"
                    + " with the grader itself (grade on the repositories, or bundle"
                    + " gradescope or prairielearn).");
        }
        console.flush();
        return 0;
    }

    private static BigDecimal total(Scheme scheme) {
        return scheme.exercises().stream().map(Exercise::points)
                .reduce(BigDecimal.ZERO, BigDecimal::add);
    }
}
