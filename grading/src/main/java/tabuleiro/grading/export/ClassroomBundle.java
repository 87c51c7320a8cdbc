package tabuleiro.grading.export;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import tabuleiro.grading.FileTrees;
import tabuleiro.grading.Scheme;
import tabuleiro.grading.SchemeChoice;

/**
 * {@code bundle github-classroom}: adds autograding to an assignment's template repository (a
 * copy of {@code exercises/}). It writes {@code .github/workflows/classroom.yml}, the workflow
 * GitHub Classroom runs on each push, whose steps run {@code .github/classroom/grade.sh} (the
 * grader, carried in {@code .github/classroom/grader/}, grades the repository as one student's
 * work) and hand its {@code classroom.json} to GitHub Classroom's reporter action
 * ({@code classroom-resources/autograding-grading-reporter}), which reads a runner's result,
 * base64 encoded, from the variable {@code TABULEIRO_RESULTS} and reports the points.
 */
@Command(name = "github-classroom",
        mixinStandardHelpOptions = true,
        description = "Adds GitHub Classroom autograding to a template repository:"
                + " REPO/.github/workflows/classroom.yml and REPO/.github/classroom/ (the grader,"
                + " the scheme and grade.sh).")
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
            CP=""
            while IFS= read -r entry; do
                CP="${CP:+$CP:}$HERE/grader/$entry"
            done < "$HERE/grader/classpath"
            java -cp "$CP" tabuleiro.grading.Grader grade "$REPO" --single \\
                --scheme "$HERE/scheme.json" --out "$WORK/reports"
            STATUS=$?
            RESULT="$(ls "$WORK"/reports/*/classroom.json 2> /dev/null | head -n 1)"
            if [ -z "$RESULT" ]; then
                RESULT="$WORK/error.json"
                echo '{"version": 1, "status": "error", "max_score": MAX, "tests": []}' \\
                    > "$RESULT"
                echo "The grader could not grade this repository (status $STATUS)."
            else
                # The student's feedback, in the workflow's log.
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
            description = "The template repository's folder; created if needed.")
    private Path out;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        final String json = scheme.json(spec);
        if (Files.exists(out) && !Files.isDirectory(out)) {
            throw new ParameterException(spec.commandLine(),
                    "--out must name a folder, but " + out + " is a file");
        }
        final BigDecimal max = Scheme.parse(json, "scheme").exercises().stream()
                .map(Scheme.Exercise::points).reduce(BigDecimal.ZERO, BigDecimal::add);
        Path classroom = out.resolve(".github/classroom");
        FileTrees.delete(classroom);
        Files.createDirectories(classroom);
        Files.createDirectories(out.resolve(".github/workflows"));
        Path grade = classroom.resolve("grade.sh");
        Files.writeString(grade, GRADE.replace("MAX", max.stripTrailingZeros().toPlainString()),
                StandardCharsets.UTF_8);
        grade.toFile().setExecutable(true, false);
        Files.writeString(classroom.resolve("scheme.json"), json, StandardCharsets.UTF_8);
        GraderCopy.into(classroom.resolve("grader"));
        Path workflow = out.resolve(".github/workflows/classroom.yml");
        Files.writeString(workflow, WORKFLOW, StandardCharsets.UTF_8);
        spec.commandLine().getOut().println("GitHub Classroom autograding: " + workflow
                + " runs " + grade);
        spec.commandLine().getOut().flush();
        return 0;
    }
}
