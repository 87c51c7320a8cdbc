package tabuleiro.grading.generator;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.stream.Collectors;
import tabuleiro.grading.Scheme;
import tabuleiro.grading.generator.ExerciseCatalogue.StubbedMember;
import tabuleiro.grading.generator.MarkerTransformer.Stub;
import tabuleiro.grading.generator.MarkerTransformer.Transformation;
import tabuleiro.grading.rulebook.RuleBook;

/**
 * Generates a game's exercises folder from its reference: the skeleton's sources, and the guide
 * that says what each exercise asks for and what it is worth.
 *
 * <p>Every file of the reference's source folder goes into the skeleton: each {@code .java} file
 * transformed by its solution markers, any other file as it is. The guide comes from the stubs,
 * the grading scheme and the rule book (see {@link ExerciseCatalogue}).
 */
final class SkeletonGenerator {

    private SkeletonGenerator() {
    }

    /**
     * Generates the exercises folder of a game, in memory.
     *
     * @param reference the reference's Java source folder (such as
     *     {@code reference/src/main/java})
     * @param scheme the game's grading scheme
     * @param rulebook the root of the rule book's resources (such as
     *     {@code features/src/main/resources}); the game's feature files are in the folder of
     *     the scheme's rule book package under it, and there may be none yet
     * @return the generated files: the skeleton's sources, with the reference's names under
     *     {@value GeneratedExercises#SOURCES}, and the guide
     * @throws GeneratorException naming the file, and the line where there is one, if an input
     *     cannot be read or is malformed
     */
    static GeneratedExercises generate(Path reference, Path scheme, Path rulebook) {
        Scheme grading = readScheme(scheme);
        SortedMap<String, byte[]> files = new TreeMap<>();
        List<StubbedMember> stubs = new ArrayList<>();
        MemberLocator locator = null;
        for (var file : SourceTree.read(reference).entrySet()) {
            String name = GeneratedExercises.SOURCES + "/" + file.getKey();
            if (!name.endsWith(".java")) {
                files.put(name, file.getValue());
                continue;
            }
            String origin = reference.resolve(file.getKey()).toString();
            Transformation skeleton = MarkerTransformer.transform(origin,
                    decode(origin, file.getValue()));
            // An unchanged file is copied as bytes: not even its encoding can change.
            files.put(name, skeleton.changed()
                    ? skeleton.text().getBytes(StandardCharsets.UTF_8) : file.getValue());
            if (!skeleton.stubs().isEmpty()) {
                if (locator == null) {
                    locator = new MemberLocator();
                }
                Map<Integer, String> members = locator.membersAt(origin + "'s skeleton",
                        skeleton.text(), skeleton.stubs().stream()
                                .map(Stub::skeletonLine).collect(Collectors.toList()));
                for (Stub stub : skeleton.stubs()) {
                    stubs.add(new StubbedMember(name, members.get(stub.skeletonLine()),
                            stub.text(), origin + ":" + stub.sourceLine()));
                }
            }
        }
        ExerciseCatalogue catalogue =
                ExerciseCatalogue.build(grading, stubs, readRuleBook(rulebook, grading));
        files.put(GeneratedExercises.GUIDE,
                ExercisesMarkdown.render(catalogue).getBytes(StandardCharsets.UTF_8));
        return new GeneratedExercises(files, catalogue);
    }

    private static Scheme readScheme(Path file) {
        try {
            return Scheme.read(file);
        } catch (IOException e) {
            throw new GeneratorException(file + ": the grading scheme cannot be read: " + e);
        } catch (IllegalArgumentException e) {
            // The message names the file and says what the scheme lacks.
            throw new GeneratorException(e.getMessage());
        }
    }

    private static RuleBook readRuleBook(Path resources, Scheme scheme) {
        try {
            return RuleBook.read(resources, scheme.rulebook());
        } catch (IOException e) {
            throw new GeneratorException(resources + ": the rule book cannot be read: " + e);
        }
    }

    /** The text of a source file, which must be UTF-8 (the project's source encoding). */
    private static String decode(String file, byte[] bytes) {
        try {
            return StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes))
                    .toString();
        } catch (CharacterCodingException e) {
            throw new GeneratorException(file + ": is not UTF-8 text, the project's encoding");
        }
    }
}
