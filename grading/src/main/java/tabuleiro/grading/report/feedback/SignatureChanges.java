package tabuleiro.grading.report.feedback;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import tabuleiro.grading.model.CompileError;
import tabuleiro.grading.model.Texts;

/**
 * The compile errors that come from one change of a signature the skeleton gave: a public
 * method renamed or given other parameters ({@code hasSpace} become {@code hasSpaceIn}) leaves
 * every call of the given code to it without its method, and the compiler says
 * {@code cannot find symbol} once per call. A student reads one sentence instead of the wall:
 * which method the given code calls, in which class, and that the signatures stay as given.
 *
 * @param member the method the given code calls, as the compiler names it: {@code hasSpace(int)}
 * @param type the class it calls it in, by its simple name: {@code Game}
 * @param files the given files that call it, by their simple names, in the compiler's order
 * @param errors the compiler's errors that this change explains, in its order
 */
public record SignatureChanges(String member, String type, List<String> files,
        List<CompileError> errors) {

    /** A missing method, as javac names it: group 1 the method and its parameter types. */
    private static final Pattern MISSING_METHOD = Pattern.compile(
            "symbol:\\s+method\\s+([\\w$]+\\([^)]*\\))");

    /** Where javac looked for it: group 1 the class, qualified. */
    private static final Pattern LOCATION = Pattern.compile(
            "location:\\s+(?:variable\\s+[\\w$]+\\s+of\\s+type|class|interface)\\s+([\\w$.]+)");

    /** Keeps unmodifiable copies of the lists. */
    public SignatureChanges {
        files = List.copyOf(files);
        errors = List.copyOf(errors);
    }

    /**
     * Finds the signature changes among a submission's compile errors: the methods that the
     * given code (a file the student did not hand in) calls and cannot find. The calls of the
     * same method in the student's own files belong to the same change.
     *
     * @param compileErrors what the compiler said
     * @return one change per missing method, in the order the compiler first named it
     */
    public static List<SignatureChanges> of(List<CompileError> compileErrors) {
        Map<String, List<CompileError>> byMember = new LinkedHashMap<>();
        Map<String, Boolean> fromGivenCode = new LinkedHashMap<>();
        for (CompileError error : compileErrors) {
            missing(error).ifPresent(key -> {
                byMember.computeIfAbsent(key, k -> new ArrayList<>()).add(error);
                fromGivenCode.merge(key, !error.studentsFile(), Boolean::logicalOr);
            });
        }
        List<SignatureChanges> changes = new ArrayList<>();
        byMember.forEach((key, errors) -> {
            if (fromGivenCode.get(key)) {
                Set<String> files = new LinkedHashSet<>();
                errors.stream().filter(error -> !error.studentsFile())
                        .forEach(error -> files.add(simpleFile(error.file())));
                int space = key.indexOf(' ');
                changes.add(new SignatureChanges(key.substring(space + 1),
                        key.substring(0, space), List.copyOf(files), errors));
            }
        });
        return changes;
    }

    /**
     * Says what the change is, once, in the texts' language.
     *
     * @param texts the feedback's texts
     * @return one sentence naming the method the given code calls
     */
    public String explain(Texts texts) {
        return texts.text("compile.signature", member, type, String.join(", ", files),
                String.valueOf(errors.size()));
    }

    /**
     * The compile errors that no signature change explains, in the compiler's order.
     *
     * @param compileErrors what the compiler said
     * @param changes the changes found among them
     * @return the others
     */
    public static List<CompileError> unexplained(List<CompileError> compileErrors,
            List<SignatureChanges> changes) {
        List<CompileError> explained = changes.stream()
                .flatMap(change -> change.errors().stream()).toList();
        return compileErrors.stream().filter(error -> explained.stream()
                .noneMatch(known -> known == error)).toList();
    }

    /** The missing method and its class, as {@code Game hasSpace(int)}, if the error is one. */
    private static Optional<String> missing(CompileError error) {
        Matcher method = MISSING_METHOD.matcher(error.message());
        Matcher location = LOCATION.matcher(error.message());
        if (!method.find() || !location.find()) {
            return Optional.empty();
        }
        String type = location.group(1);
        return Optional.of(type.substring(type.lastIndexOf('.') + 1) + " "
                + method.group(1));
    }

    /** {@code tabuleiro/GAME/ui/TextUi.java (from the skeleton)} as {@code TextUi.java}. */
    private static String simpleFile(String file) {
        String name = file.replace(" (from the skeleton)", "");
        int paren = name.indexOf(" (");
        if (paren >= 0) {
            name = name.substring(0, paren);
        }
        return name.substring(name.lastIndexOf('/') + 1);
    }
}
