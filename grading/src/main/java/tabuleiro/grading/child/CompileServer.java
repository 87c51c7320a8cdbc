package tabuleiro.grading.child;

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
import java.util.Optional;
import java.util.Set;
import tabuleiro.grading.child.SourceCompiler.Problem;
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
 * another for the next submission. No code of a submission runs here.
 *
 * <p>A request is one line of {@link Fields}: {@code COMPILE}, an id, the source root, the class
 * folder (empty to analyse only), the game's package, the class path, the sources to compile and
 * the student's sources (the last three as lists, paths relative to the source root for
 * sources). The answer is a line per compiler error ({@code ERROR id file line message}), per
 * public type ({@code API id type members}) and per refused source ({@code REFUSED id file
 * uses}), then {@code DONE id OK} or {@code DONE id FAILED}; a request that cannot be read is
 * answered {@code DONE id BROKEN reason}.
 *
 * <p>A {@code STYLE} request (an id, the source root, the files to check relative to it, as a
 * list) runs the style check ({@link StyleReview}) on them, with Checkstyle, which the grader
 * puts on this JVM's class path and on no grading JVM's. Each file is answered as soon as it is
 * checked: a line per finding ({@code FINDING id file line column rule category message}), then
 * {@code CHECKED id file}, or {@code UNCHECKED id file reason}. The end is {@code DONE id OK},
 * or {@code DONE id SPENT} when a check that ran out of time still runs here (a thread cannot
 * be stopped: the grader ends this JVM then), or {@code DONE id BROKEN reason}.
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
                    answer(Fields.split(line), out);
                    out.flush();
                }
            }
        } catch (IOException e) {
            status = SpecRunner.ERROR_STATUS;
        }
        out.flush();
        Runtime.getRuntime().halt(status);
    }

    private static void answer(List<String> request, PrintStream out) {
        String id = request.size() > 1 ? request.get(1) : "";
        if (request.size() == 4 && request.get(0).equals("STYLE")) {
            style(id, Path.of(request.get(2)), Fields.unlist(request.get(3)), out);
            return;
        }
        if (request.size() != 8 || !request.get(0).equals("COMPILE")) {
            out.println(Fields.join(List.of("DONE", id, "BROKEN", "not a compile request")));
            return;
        }
        try {
            Path root = Path.of(request.get(2));
            Optional<Path> classes = request.get(3).isEmpty() ? Optional.empty()
                    : Optional.of(Path.of(request.get(3)));
            List<Path> classpath = new ArrayList<>();
            Fields.unlist(request.get(5)).forEach(entry -> classpath.add(Path.of(entry)));
            SourceCompiler.Result result = SourceCompiler.compile(root,
                    Fields.unlist(request.get(6)), classes, classpath, request.get(4),
                    Set.copyOf(Fields.unlist(request.get(7))));
            for (Problem error : result.errors()) {
                out.println(Fields.join(List.of("ERROR", id, error.file(),
                        Long.toString(error.line()), error.message())));
            }
            for (Map.Entry<String, Set<String>> type : result.api().types().entrySet()) {
                out.println(Fields.join(List.of("API", id, type.getKey(),
                        Fields.list(List.copyOf(type.getValue())))));
            }
            for (Map.Entry<String, List<String>> file : result.refused().entrySet()) {
                out.println(Fields.join(List.of("REFUSED", id, file.getKey(),
                        Fields.list(file.getValue()))));
            }
            out.println(Fields.join(List.of("DONE", id, result.compiled() ? "OK" : "FAILED")));
        } catch (IOException | RuntimeException e) {
            out.println(Fields.join(List.of("DONE", id, "BROKEN", e.toString())));
        }
    }

    private static void style(String id, Path root, List<String> files, PrintStream out) {
        Map<String, String> asAsked = new HashMap<>();
        List<Path> paths = new ArrayList<>();
        for (String file : files) {
            Path path = root.resolve(file);
            asAsked.put(path.toString(), file);
            paths.add(path);
        }
        try {
            StyleReview.check(paths, report -> {
                for (Finding finding : report.findings()) {
                    out.println(Fields.join(List.of("FINDING", id,
                            asAsked.getOrDefault(finding.file(), finding.file()),
                            Integer.toString(finding.line()), Integer.toString(finding.column()),
                            finding.rule(), finding.category(), finding.message())));
                }
                for (NotChecked note : report.notChecked()) {
                    out.println(Fields.join(List.of("UNCHECKED", id,
                            asAsked.getOrDefault(note.file(), note.file()), note.reason())));
                }
                for (String file : report.checked()) {
                    out.println(Fields.join(List.of("CHECKED", id,
                            asAsked.getOrDefault(file, file))));
                }
                // File by file, so that the grader knows which file a check that it stops for
                // taking too long was on.
                out.flush();
            });
            out.println(Fields.join(List.of("DONE", id, StyleReview.runaway() > 0 ? "SPENT"
                    : "OK")));
        } catch (LinkageError | RuntimeException e) {
            // Checkstyle missing from this JVM's class path: a grader put together by hand.
            out.println(Fields.join(List.of("DONE", id, "BROKEN", "the style check cannot run"
                    + " here: " + e)));
        }
    }
}
