package tabuleiro.grading.child.compiler;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import tabuleiro.grading.child.JsonLine;
import tabuleiro.grading.child.SpecRunner;
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
import tabuleiro.grading.style.StyleReview;

/**
 * The main class of the grader's compiler JVM: compiles one submission after another, as the
 * grader asks on standard input, and answers on standard output.
 *
 * <p>One JVM compiles many submissions, so the compiler is loaded and warmed once; each
 * submission still gets its own limits, since the grader kills this JVM when one compilation
 * outlives its time, and the JVM ends itself when one exhausts its heap. The grader then starts
 * another for the next submission. No code of a submission runs here: annotation processing is
 * off, and the style check reads sources as text.
 *
 * <p>Requests and answers are lines of the wire format ({@link JsonLine}), one
 * {@link CompilerRequest} a line in, {@link CompilerAnswer}s out. A {@code COMPILE} request is
 * answered with an error per compiler error, a public type per type of the API, a refusal per
 * source the forbidden-API scan refuses, then its end, {@code OK} or {@code FAILED}.
 *
 * <p>A {@code STYLE} request runs the style check ({@link StyleReview}) on the files it names,
 * with Checkstyle, which the grader puts on this JVM's class path and on no grading JVM's. Each
 * file is answered as soon as it is checked: its findings, then that it was checked, or that it
 * could not be and why. The end is {@code OK}, or {@code SPENT} when a check that ran out of
 * time still runs here (a thread cannot be stopped: the grader ends this JVM then).
 *
 * <p>A request that cannot be read or carried out is answered with an end {@code BROKEN} and
 * the reason, under its id when it has one that can be read.
 */
public final class CompileServer {

    private CompileServer() {
    }

    /**
     * Answers requests until standard input ends, then halts.
     *
     * @param args none
     */
    public static void main(String[] args) {
        PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        int status = 0;
        try (BufferedReader in = new BufferedReader(new InputStreamReader(System.in,
                StandardCharsets.UTF_8))) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                if (!line.isBlank()) {
                    answer(line, out);
                    out.flush();
                }
            }
        } catch (IOException e) {
            status = SpecRunner.ERROR_STATUS;
        }
        out.flush();
        Runtime.getRuntime().halt(status);
    }

    /**
     * Answers one request.
     *
     * @param line the request's line
     * @param out where the answers go, a line each, the request's end last
     */
    static void answer(String line, PrintStream out) {
        CompilerRequest request;
        try {
            request = CompilerRequest.parse(line);
        } catch (IllegalArgumentException e) {
            out.println(new Done(idOf(line), Status.BROKEN, e.getMessage()).line());
            return;
        }
        if (request instanceof CompilerRequest.Style style) {
            style(style, out);
        } else {
            compile((CompilerRequest.Compile) request, out);
        }
    }

    /** The id of a request that cannot be read whole, so that its answer still reaches it. */
    private static String idOf(String line) {
        try {
            return JsonMembers.parse(line).text("id");
        } catch (IllegalArgumentException e) {
            return "";
        }
    }

    private static void compile(CompilerRequest.Compile request, PrintStream out) {
        String id = request.id();
        try {
            SourceCompiler.Result result = SourceCompiler.compile(request.root(),
                    request.sources(), request.classes(), request.classpath(),
                    request.enginePackage(), request.studentFiles());
            for (Problem error : result.errors()) {
                out.println(new CompileError(id, error).line());
            }
            for (Map.Entry<String, Set<String>> type : result.api().types().entrySet()) {
                out.println(new PublicType(id, type.getKey(), type.getValue()).line());
            }
            for (Map.Entry<String, List<String>> file : result.refused().entrySet()) {
                out.println(new Refused(id, file.getKey(), file.getValue()).line());
            }
            out.println(Done.of(id, result.compiled() ? Status.OK : Status.FAILED).line());
        } catch (IOException | RuntimeException e) {
            out.println(new Done(id, Status.BROKEN, e.toString()).line());
        }
    }

    private static void style(CompilerRequest.Style request, PrintStream out) {
        String id = request.id();
        Map<String, String> asAsked = new HashMap<>();
        List<Path> paths = new ArrayList<>();
        for (String file : request.files()) {
            Path path = request.root().resolve(file);
            asAsked.put(path.toString(), file);
            paths.add(path);
        }
        try {
            StyleReview.check(paths, report -> {
                for (Finding finding : report.findings()) {
                    out.println(new Found(id, finding.in(asAsked.getOrDefault(finding.file(),
                            finding.file()))).line());
                }
                for (NotChecked note : report.notChecked()) {
                    out.println(new Unchecked(id, new NotChecked(asAsked.getOrDefault(
                            note.file(), note.file()), note.reason())).line());
                }
                for (String file : report.checked()) {
                    out.println(new Checked(id, asAsked.getOrDefault(file, file)).line());
                }
                // File by file, so that the grader knows which file a check that it stops for
                // taking too long was on.
                out.flush();
            });
            out.println(Done.of(id, StyleReview.runaway() > 0 ? Status.SPENT : Status.OK)
                    .line());
        } catch (LinkageError | RuntimeException e) {
            // Checkstyle missing from this JVM's class path: a grader put together by hand.
            out.println(new Done(id, Status.BROKEN, "the style check cannot run here: " + e)
                    .line());
        }
    }
}
