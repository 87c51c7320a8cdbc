package tabuleiro.grading.sandbox;

import static tabuleiro.grading.sandbox.JsonLines.list;
import static tabuleiro.grading.sandbox.JsonLines.number;
import static tabuleiro.grading.sandbox.JsonLines.text;

import com.google.gson.JsonObject;
import java.util.Optional;
import java.util.Set;
import tabuleiro.grading.child.compiler.CompilerAnswer;
import tabuleiro.grading.child.compiler.CompilerAnswer.Checked;
import tabuleiro.grading.child.compiler.CompilerAnswer.CompileError;
import tabuleiro.grading.child.compiler.CompilerAnswer.Done;
import tabuleiro.grading.child.compiler.CompilerAnswer.Found;
import tabuleiro.grading.child.compiler.CompilerAnswer.PublicType;
import tabuleiro.grading.child.compiler.CompilerAnswer.Refused;
import tabuleiro.grading.child.compiler.CompilerAnswer.Status;
import tabuleiro.grading.child.compiler.CompilerAnswer.Unchecked;
import tabuleiro.grading.child.compiler.SourceCompiler.Problem;
import tabuleiro.grading.style.Finding;
import tabuleiro.grading.style.NotChecked;

/**
 * The grader's side of the compiler JVM's answers: each line it wrote
 * ({@link CompilerAnswer#line}) read back with Gson, strictly. A line that is not one answer
 * with every member of its kind, each of the right type and within its bounds, is passed over:
 * the JVM's own last words on running out of memory come on the same stream, and the texts of
 * the answers come from a submission's sources.
 */
final class CompilerAnswers {

    private CompilerAnswers() {
    }

    /**
     * Reads one line back into an answer.
     *
     * @param line a line of the compiler JVM's standard output
     * @return the answer, or empty if the line is not a well-formed answer
     */
    static Optional<CompilerAnswer> parse(String line) {
        try {
            return JsonLines.object(line).map(CompilerAnswers::answer);
        } catch (IllegalStateException | IllegalArgumentException | NullPointerException e) {
            // A finding's negative line, a status the grader does not know, a null in a list.
            return Optional.empty();
        }
    }

    /** The answer a JSON object stands for, or null if it is none. */
    private static CompilerAnswer answer(JsonObject json) {
        String id = text(json, "id");
        return switch (text(json, "answer")) {
            case CompileError.KIND -> new CompileError(id, new Problem(text(json, "file"),
                    number(json, "line"), text(json, "message")));
            case PublicType.KIND -> new PublicType(id, text(json, "type"),
                    Set.copyOf(list(json, "members")));
            case Refused.KIND -> new Refused(id, text(json, "file"), list(json, "uses"));
            case Found.KIND -> new Found(id, new Finding(text(json, "file"),
                    number(json, "line"), number(json, "column"), text(json, "rule"),
                    text(json, "category"), text(json, "message")));
            case Checked.KIND -> new Checked(id, text(json, "file"));
            case Unchecked.KIND -> new Unchecked(id, new NotChecked(text(json, "file"),
                    text(json, "reason")));
            case Done.KIND -> new Done(id, Status.valueOf(text(json, "status")),
                    text(json, "reason"));
            default -> null;
        };
    }
}
