package tabuleiro.grading.child.compiler;

import java.util.List;
import java.util.Objects;
import java.util.Set;
import tabuleiro.grading.child.JsonLine;
import tabuleiro.grading.child.compiler.SourceCompiler.Problem;
import tabuleiro.grading.style.Finding;
import tabuleiro.grading.style.NotChecked;

/**
 * What the compiler JVM ({@link CompileServer}) answers a {@link CompilerRequest}, one answer a
 * line of the wire format ({@link JsonLine}) whose member {@code "answer"} names the kind. A
 * request's answers end with its {@link Done}.
 *
 * <p>The texts come from a submission's sources (a compiler's message quotes them, a file is
 * named as the student named it), so the grader reads these lines with Gson, strictly, and
 * passes over a line that is not one of them ({@code tabuleiro.grading.sandbox.CompilerAnswers}).
 */
public sealed interface CompilerAnswer {

    /**
     * Returns the id of the request this answers.
     *
     * @return the id
     */
    String id();

    /**
     * Writes the answer as one line of the wire format.
     *
     * @return the line, without a line break
     * @post {@code CompilerAnswers.parse(line())} is an answer equal to this one
     */
    String line();

    /**
     * An error of the compilation.
     *
     * @param id the request's id
     * @param problem the error
     */
    record CompileError(String id, Problem problem) implements CompilerAnswer {

        /** The kind on the wire. */
        public static final String KIND = "ERROR";

        /** Checks that both parts are present. */
        public CompileError {
            Objects.requireNonNull(id, "id");
            Objects.requireNonNull(problem, "problem");
        }

        @Override
        public String line() {
            return answer(KIND, id).text("file", problem.file()).number("line", problem.line())
                    .text("message", problem.message()).end();
        }
    }

    /**
     * A public type of the compiled sources and its public members ({@link PublicApi}).
     *
     * @param id the request's id
     * @param type the type's name
     * @param members its members
     */
    record PublicType(String id, String type, Set<String> members) implements CompilerAnswer {

        /** The kind on the wire. */
        public static final String KIND = "API";

        /** Keeps an unmodifiable copy of the members. */
        public PublicType {
            Objects.requireNonNull(id, "id");
            Objects.requireNonNull(type, "type");
            members = Set.copyOf(members);
        }

        @Override
        public String line() {
            return answer(KIND, id).text("type", type).list("members", List.copyOf(members))
                    .end();
        }
    }

    /**
     * A source that the forbidden-API scan refused ({@link ForbiddenApiScan}).
     *
     * @param id the request's id
     * @param file the source, relative to the source root
     * @param uses what it uses that it may not
     */
    record Refused(String id, String file, List<String> uses) implements CompilerAnswer {

        /** The kind on the wire. */
        public static final String KIND = "REFUSED";

        /** Keeps an unmodifiable copy of the uses. */
        public Refused {
            Objects.requireNonNull(id, "id");
            Objects.requireNonNull(file, "file");
            uses = List.copyOf(uses);
        }

        @Override
        public String line() {
            return answer(KIND, id).text("file", file).list("uses", uses).end();
        }
    }

    /**
     * A finding of the style check, in a file checked to its end or still being checked.
     *
     * @param id the request's id
     * @param finding the finding, its file named as the request named it
     */
    record Found(String id, Finding finding) implements CompilerAnswer {

        /** The kind on the wire. */
        public static final String KIND = "FINDING";

        /** Checks that both parts are present. */
        public Found {
            Objects.requireNonNull(id, "id");
            Objects.requireNonNull(finding, "finding");
        }

        @Override
        public String line() {
            return answer(KIND, id).text("file", finding.file())
                    .number("line", finding.line()).number("column", finding.column())
                    .text("rule", finding.rule()).text("category", finding.category())
                    .text("message", finding.message()).end();
        }
    }

    /**
     * A file the style check checked to its end: its findings were all sent before.
     *
     * @param id the request's id
     * @param file the file, named as the request named it
     */
    record Checked(String id, String file) implements CompilerAnswer {

        /** The kind on the wire. */
        public static final String KIND = "CHECKED";

        /** Checks that both parts are present. */
        public Checked {
            Objects.requireNonNull(id, "id");
            Objects.requireNonNull(file, "file");
        }

        @Override
        public String line() {
            return answer(KIND, id).text("file", file).end();
        }
    }

    /**
     * A file the style check could not check.
     *
     * @param id the request's id
     * @param note the file, named as the request named it, and why
     */
    record Unchecked(String id, NotChecked note) implements CompilerAnswer {

        /** The kind on the wire. */
        public static final String KIND = "UNCHECKED";

        /** Checks that both parts are present. */
        public Unchecked {
            Objects.requireNonNull(id, "id");
            Objects.requireNonNull(note, "note");
        }

        @Override
        public String line() {
            return answer(KIND, id).text("file", note.file()).text("reason", note.reason())
                    .end();
        }
    }

    /**
     * The end of a request's answers.
     *
     * @param id the request's id
     * @param status how the request ended
     * @param reason why, for {@link Status#BROKEN}; otherwise empty
     */
    record Done(String id, Status status, String reason) implements CompilerAnswer {

        /** The kind on the wire. */
        public static final String KIND = "DONE";

        /** Checks that every part is present. */
        public Done {
            Objects.requireNonNull(id, "id");
            Objects.requireNonNull(status, "status");
            Objects.requireNonNull(reason, "reason");
        }

        /**
         * Ends a request that did not break.
         *
         * @param id the request's id
         * @param status how it ended
         * @return the answer, with no reason
         */
        public static Done of(String id, Status status) {
            return new Done(id, status, "");
        }

        @Override
        public String line() {
            return answer(KIND, id).text("status", status.name()).text("reason", reason).end();
        }
    }

    /** How a request ended. */
    enum Status {
        /** The sources compiled, or the style check ran to its end. */
        OK,
        /** The sources did not compile: the errors were sent. */
        FAILED,
        /**
         * The style check ended, but a check of a file that ran out of time still runs on a
         * thread that cannot be stopped: the grader ends the JVM.
         */
        SPENT,
        /** The request could not be carried out, for the reason given. */
        BROKEN
    }

    private static JsonLine answer(String kind, String id) {
        return new JsonLine("answer", kind).text("id", id);
    }
}
