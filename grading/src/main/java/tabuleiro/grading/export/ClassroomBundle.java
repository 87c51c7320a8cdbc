package tabuleiro.grading.export;

import java.io.IOException;
import java.io.PrintWriter;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import tabuleiro.grading.model.Exercise;
import tabuleiro.grading.model.Scheme;
import tabuleiro.grading.model.SchemeChoice;
import tabuleiro.grading.model.SchemeReader;

/**
 * {@code bundle github-classroom}: writes an assignment's template repository: the student kit
 * of the game ({@link StudentKit}) and the workflow GitHub Classroom runs on each push,
 * {@code .github/workflows/classroom.yml}. Its steps run {@code .github/classroom/grade.sh},
 * which grades the repository as one student's work with the kit's own copy of the grader
 * (the visible rules only: the repository is the student's to read), prints the feedback in
 * the job's log, and hands its {@code classroom.json} to GitHub Classroom's reporter action
 * ({@code classroom-resources/autograding-grading-reporter}), which reads a runner's result,
 * base64 encoded, from the variable {@code TABULEIRO_RESULTS} and reports the points.
 */
@Command(name = "github-classroom",
        mixinStandardHelpOptions = true,
        description = "Writes a GitHub Classroom template repository: the game's student kit"
                + " (bundle student-kit) and the autograding workflow,"
                + " REPO/.github/workflows/classroom.yml, which grades each push with the kit's"
                + " visible rules.")
public final class ClassroomBundle implements Callable<Integer> {

    /** The step that grades: writes the reporter's input to the step's {@code result}. */
    static final String GRADE =
            """
            #!/usr/bin/env bash
            # Grades this repository with the Tabuleiro grader and hands the result to GitHub
            # Classroom's reporter (the step output "result": the runner's result, base64).
            set -u
            HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
            REPO="${GRADE_REPOSITORY:-$(cd "$HERE/../.." && pwd)}"
            WORK="$(mktemp -d)"
            trap 'rm -rf "$WORK"' EXIT
            java -jar "$REPO/tools/tabuleiro-grader.jar" grade "$REPO" --single \\
                --scheme "$REPO/tools/schemes/GAME.json" --out "$WORK/reports"
            STATUS=$?
            RESULT="$(ls "$WORK"/reports/*/classroom.json 2> /dev/null | head -n 1)"
            if [ -z "$RESULT" ]; then
                RESULT="$WORK/error.json"
                echo '{"version": 1, "status": "error", "max_score": MAX, "tests": []}' \\
                    > "$RESULT"
                echo "The grader could not grade this repository (status $STATUS)."
            else
                # The student's feedback, in the workflow's log: the score first.
                cat "$(dirname "$RESULT")/feedback.md"
            fi
            echo "result=$(base64 -w 0 < "$RESULT")" >> "${GITHUB_OUTPUT:-/dev/stdout}"
            """;

    /** The workflow GitHub Classroom runs on each push to a student's repository. */
    static final String WORKFLOW =
            """
            name: Autograding Tests
            'on':
              - push
              - workflow_dispatch
              - repository_dispatch
            permissions:
              checks: write
              actions: read
              contents: read
            jobs:
              run-autograding-tests:
                runs-on: ubuntu-latest
                if: github.actor != 'github-classroom[bot]'
                steps:
                  - name: Checkout code
                    uses: actions/checkout@v4
                  - name: Set up a JDK
                    uses: actions/setup-java@v4
                    with:
                      distribution: temurin
                      java-version: '17'
                  - name: Tabuleiro grader
                    id: tabuleiro
                    run: bash .github/classroom/grade.sh
                  - name: Autograding Reporter
                    uses: classroom-resources/autograding-grading-reporter@v1
                    env:
                      TABULEIRO_RESULTS: "${{ steps.tabuleiro.outputs.result }}"
                    with:
                      runners: tabuleiro
            """;

    @Mixin
    private SchemeChoice scheme;

    @Option(names = "--out", required = true, paramLabel = "REPO",
            description = "The template repository's folder; it must not exist or be empty.")
    private Path out;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        final Scheme chosen = scheme.scheme(spec);
        StudentKitBundle.requireEmpty(spec, out);
        final List<String> files = StudentKit.write(List.of(chosen), out);
        Scheme students = SchemeReader.read(out.resolve(StudentKit.TOOLS).resolve("schemes")
                .resolve(chosen.game() + ".json"));
        final BigDecimal max = students.exercises().stream()
                .map(Exercise::points).reduce(BigDecimal.ZERO, BigDecimal::add);
        Path classroom = out.resolve(".github/classroom");
        Files.createDirectories(classroom);
        Files.createDirectories(out.resolve(".github/workflows"));
        Path grade = classroom.resolve("grade.sh");
        Files.writeString(grade, GRADE.replace("MAX", max.stripTrailingZeros().toPlainString())
                .replace("GAME", chosen.game()), StandardCharsets.UTF_8);
        grade.toFile().setExecutable(true, false);
        Path workflow = out.resolve(".github/workflows/classroom.yml");
        Files.writeString(workflow, WORKFLOW, StandardCharsets.UTF_8);
        PrintWriter console = spec.commandLine().getOut();
        console.println("GitHub Classroom template: " + out + " (" + StudentKit.summary(files)
                + "); " + workflow + " runs " + grade + " on each push.");
        if (students.exercises().stream().map(Exercise::points)
                .reduce(BigDecimal.ZERO, BigDecimal::add)
                .compareTo(chosen.exercises().stream().map(Exercise::points)
                        .reduce(BigDecimal.ZERO, BigDecimal::add)) != 0) {
            console.println("Note: the scheme hides rules; GitHub Classroom grades the visible"
                    + " ones only (out of " + max.stripTrailingZeros().toPlainString()
                    + "), since the repository is the student's to read. Grade the hidden"
                    + " rules with the grader itself (grade --moodle, or bundle gradescope).");
        }
        console.flush();
        return 0;
    }
}
