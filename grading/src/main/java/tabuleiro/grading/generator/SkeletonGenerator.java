package tabuleiro.grading.generator;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.stream.Collectors;
import tabuleiro.grading.generator.ExerciseCatalogue.StubbedMember;
import tabuleiro.grading.generator.MarkerTransformer.Stub;
import tabuleiro.grading.generator.MarkerTransformer.Transformation;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.Scheme;
import tabuleiro.grading.model.SchemeReader;
import tabuleiro.grading.rulebook.RuleBook;

/**
 * Generates the exercises folder from the reference: the skeleton's sources, and for each game
 * the guide that says what each exercise asks for and what it is worth.
 *
 * <p>Every file of the reference's source folder goes into the skeleton: each {@code .java} file
 * transformed by its solution markers, any other file as it is. So do the reference's service
 * registrations, as they are: {@code META-INF/services} in the resource folder beside its
 * source folder ({@code reference/src/main/resources} beside {@code reference/src/main/java}),
 * by which its launcher finds the games. A stub belongs to the game whose
 * scheme names the stub's package (its {@code "package"}), so "Exercise 3" in a class of
 * {@code tabuleiro.GAME} is that game's third exercise. The guides come from the stubs, the
 * grading schemes and the rule book
 * (see {@link ExerciseCatalogue}).
 */
final class SkeletonGenerator {

    private SkeletonGenerator() {
    }

    /**
     * Generates the exercises folder, in memory.
     *
     * @param reference the reference's Java source folder (such as
     *     {@code reference/src/main/java})
     * @param schemes the folder of grading schemes, one {@code .json} file per game (such as
     *     {@code grading/schemes})
     * @param rulebook the root of the rule book's resources (such as
     *     {@code features/src/main/resources}); each game's feature files are in the folder of
     *     its scheme's rule book package under it, and there may be none yet; the Portuguese
     *     tree of a game, in {@link Language#features}, may be missing too
     * @return the generated files: the skeleton's sources, with the reference's names under
     *     {@value GeneratedExercises#SOURCES}, the reference's service registrations under
     *     {@value GeneratedExercises#SERVICES}, the index and a guide per game, and the
     *     Portuguese guide of each game whose Portuguese tree is there, with its index
     * @throws GeneratorException naming the file, and the line where there is one, if an input
     *     cannot be read or is malformed, or if a stub is in a package no scheme names
     */
    static GeneratedExercises generate(Path reference, Path schemes, Path rulebook) {
        List<Scheme> games = readSchemes(schemes);
        SortedMap<String, byte[]> files = new TreeMap<>();
        Map<Scheme, List<StubbedMember>> stubs = new LinkedHashMap<>();
        games.forEach(game -> stubs.put(game, new ArrayList<>()));
        MemberLocator locator = new MemberLocator();
        for (var file : SourceTree.read(reference).entrySet()) {
            String name = GeneratedExercises.SOURCES + "/" + file.getKey();
            if (!name.endsWith(".java")) {
                files.put(name, file.getValue());
                continue;
            }
            String origin = reference.resolve(file.getKey()).toString();
            Transformation skeleton = MarkerTransformer.transform(origin,
                    decode(origin, file.getValue()), locator);
            // An unchanged file is copied as bytes: not even its encoding can change.
            files.put(name, skeleton.changed()
                    ? skeleton.text().getBytes(StandardCharsets.UTF_8) : file.getValue());
            if (!skeleton.stubs().isEmpty()) {
                List<StubbedMember> ofGame = stubs.get(gameOf(games, file.getKey(), origin));
                Map<Integer, String> members = locator.membersAt(origin + "'s skeleton",
                        skeleton.text(), skeleton.stubs().stream()
                                .map(Stub::skeletonLine).collect(Collectors.toList()));
                for (Stub stub : skeleton.stubs()) {
                    ofGame.add(new StubbedMember(name, members.get(stub.skeletonLine()),
                            stub.text(), origin + ":" + stub.sourceLine()));
                }
            }
        }
        Path services = reference.resolveSibling("resources").resolve("META-INF/services");
        if (Files.isDirectory(services)) {
            SourceTree.read(services).forEach((name, content) -> files.put(
                    GeneratedExercises.SERVICES + "/" + name, content));
        }
        List<ExerciseCatalogue> catalogues = new ArrayList<>();
        List<ExerciseCatalogue> translations = new ArrayList<>();
        for (Scheme game : games) {
            ExerciseCatalogue catalogue = ExerciseCatalogue.build(game, stubs.get(game),
                    readRuleBook(rulebook, game.rulebook()));
            catalogues.add(catalogue);
            files.put(GeneratedExercises.guideOf(game.game()),
                    ExercisesMarkdown.render(catalogue).getBytes(StandardCharsets.UTF_8));
            // A game whose Portuguese tree is not written yet has no Portuguese guide; the
            // command says so.
            RuleBook portuguese = readRuleBook(rulebook,
                    Language.PORTUGUESE.features(game.rulebook()));
            if (!portuguese.files().isEmpty()) {
                ExerciseCatalogue translation = ExerciseCatalogue.build(game, stubs.get(game),
                        portuguese, Language.PORTUGUESE);
                translations.add(translation);
                files.put(GeneratedExercises.guideOf(game.game(), Language.PORTUGUESE),
                        ExercisesMarkdown.render(translation).getBytes(StandardCharsets.UTF_8));
            }
        }
        Optional<String> portugueseIndex = translations.isEmpty() ? Optional.empty()
                : Optional.of(GeneratedExercises.PORTUGUESE_GUIDE);
        files.put(GeneratedExercises.GUIDE, ExercisesMarkdown.index(catalogues,
                Language.ENGLISH, portugueseIndex).getBytes(StandardCharsets.UTF_8));
        if (!translations.isEmpty()) {
            // The Portuguese index sits beside its guides, two folders below the English one.
            files.put(GeneratedExercises.PORTUGUESE_GUIDE, ExercisesMarkdown.index(translations,
                    Language.PORTUGUESE, Optional.of("../../" + GeneratedExercises.GUIDE))
                    .getBytes(StandardCharsets.UTF_8));
        }
        return new GeneratedExercises(files, catalogues, translations);
    }

    /**
     * Writes the partial solutions of every game, in memory: for each game of {@code n}
     * exercises and each {@code k} from 1 to {@code n}, the submission of a student who did the
     * exercises 1 to {@code k} in the guide's order, as the reference's solutions have them, and
     * left the later ones as the skeleton has them. Each submission holds the game's files that
     * have solution markers, under {@value GeneratedExercises#SOURCES}, as a student hands in
     * the files they changed.
     *
     * @param reference the reference's Java source folder
     * @param schemes the folder of grading schemes
     * @return each file's content by its name: {@code GAME/exercises-1-to-K/src/main/java/...},
     *     {@code K} with two digits, so that the folders sort in the guide's order
     * @throws GeneratorException naming the file if an input cannot be read or is malformed
     */
    static SortedMap<String, byte[]> partials(Path reference, Path schemes) {
        List<Scheme> games = readSchemes(schemes);
        SortedMap<String, byte[]> files = new TreeMap<>();
        MemberLocator locator = new MemberLocator();
        for (var file : SourceTree.read(reference).entrySet()) {
            String origin = reference.resolve(file.getKey()).toString();
            if (!file.getKey().endsWith(".java")) {
                continue;
            }
            String text = decode(origin, file.getValue());
            if (!MarkerTransformer.transform(origin, text, locator).changed()) {
                continue;
            }
            Scheme game = gameOf(games, file.getKey(), origin);
            for (int k = 1; k <= game.exercises().size(); k++) {
                files.put(partialOf(game.game(), k) + "/" + GeneratedExercises.SOURCES + "/"
                        + file.getKey(), MarkerTransformer.partial(origin, text, k, locator)
                                .getBytes(StandardCharsets.UTF_8));
            }
        }
        return files;
    }

    /**
     * The folder of a partial solution, relative to where they are written.
     *
     * @param game the game's command name
     * @param upTo the last exercise done
     * @return {@code GAME/exercises-1-to-K}, {@code K} with two digits
     */
    static String partialOf(String game, int upTo) {
        return game + "/exercises-1-to-" + String.format("%02d", upTo);
    }

    /** The game whose package holds a source file, by its name relative to the source root. */
    private static Scheme gameOf(List<Scheme> games, String file, String origin) {
        return games.stream()
                .filter(game -> file.startsWith(game.enginePackage().replace('.', '/') + "/"))
                .findFirst()
                .orElseThrow(() -> new GeneratorException(origin + ": has a stub, but no"
                        + " grading scheme's \"package\" holds it (the schemes name "
                        + games.stream().map(Scheme::enginePackage)
                                .collect(Collectors.joining(", "))
                        + "): add a scheme for its game, or move the class"));
    }

    /** The schemes of a folder, in the order of their file names. */
    private static List<Scheme> readSchemes(Path folder) {
        List<Scheme> schemes = new ArrayList<>();
        for (var file : SourceTree.names(folder).entrySet()) {
            if (file.getKey().endsWith(".json") && !file.getKey().contains("/")) {
                schemes.add(readScheme(file.getValue()));
            }
        }
        if (schemes.isEmpty()) {
            throw new GeneratorException(folder + ": has no grading scheme (a GAME.json file)");
        }
        return schemes;
    }

    private static Scheme readScheme(Path file) {
        try {
            return SchemeReader.read(file);
        } catch (IOException e) {
            throw new GeneratorException(file + ": the grading scheme cannot be read: " + e);
        } catch (IllegalArgumentException e) {
            // The message names the file and says what the scheme lacks.
            throw new GeneratorException(e.getMessage());
        }
    }

    private static RuleBook readRuleBook(Path resources, String rulebookPackage) {
        try {
            return RuleBook.read(resources, rulebookPackage);
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
