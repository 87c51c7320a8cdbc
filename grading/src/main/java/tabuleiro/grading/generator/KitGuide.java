package tabuleiro.grading.generator;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import tabuleiro.grading.generator.ExerciseCatalogue.StubbedMember;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.Marking;
import tabuleiro.grading.rulebook.RuleBook;

/**
 * The guide of a student kit ({@code GUIDE.md}, or {@code guides/GAME.md} in the kit of all
 * games), written from the kit's own scheme rather than copied from the repository's guide.
 *
 * <p>The repository's guides ({@code exercises/guides/}) are written from the bundled schemes. A
 * course's scheme may give rules points of their own and hide rules, and its kit must promise
 * what its {@code check} and the grader give: each visible rule worth what the scheme's marking
 * gives it, each hidden rule absent (its row, its count and its points), and every other rule
 * kept. So the kit's guide is rendered by the generator's own renderer
 * ({@link ExercisesMarkdown}) from the marking; the methods to write are found in the
 * skeleton the grader carries, from the stubs the generator left there. From a bundled scheme
 * it is therefore the repository's guide, byte for byte.
 */
public final class KitGuide {

    /**
     * A stub as the generator writes it, on one line or wrapped: group 1 is its exercise's
     * number.
     */
    private static final Pattern STUB = Pattern.compile("throw new"
            + " UnsupportedOperationException\\(\\s*\"Exercise (\\d+): implement"
            + " [\\w$]+\\.[\\w$]+\"\\s*\\);");

    private KitGuide() {
    }

    /**
     * Renders a kit's guide to one game.
     *
     * @param marking the kit's scheme shared out over the game's rule book (hidden rules
     *     included: they are left out here)
     * @param book the game's rule book in the guide's language, as the marking was made from it
     * @param skeleton the skeleton's source folder, whose stubs name the methods to write
     * @param language the guide's language
     * @return the guide's Markdown text, with {@code \n} line endings and a final newline
     * @throws GeneratorException if a source of the skeleton cannot be read or parsed, or a
     *     stub names an exercise the scheme lacks
     */
    public static String render(Marking marking, RuleBook book, Path skeleton,
            Language language) {
        List<StubbedMember> stubs = stubs(skeleton, marking.scheme().enginePackage());
        return ExercisesMarkdown.render(ExerciseCatalogue.of(marking, stubs, book, language));
    }

    /**
     * Finds the stubs of a game in a skeleton, as the generator listed them when it wrote it:
     * in the order of the files' names and of the lines in each file.
     *
     * @param skeleton the skeleton's source folder
     * @param enginePackage the game's package, whose files (subpackages included) are read
     * @return each stub with the member it is in, its file named under
     *     {@value GeneratedExercises#SOURCES}
     */
    static List<StubbedMember> stubs(Path skeleton, String enginePackage) {
        String folder = enginePackage.replace('.', '/') + "/";
        MemberLocator locator = new MemberLocator();
        List<StubbedMember> stubs = new ArrayList<>();
        for (Map.Entry<String, byte[]> file : SourceTree.read(skeleton).entrySet()) {
            if (!file.getKey().startsWith(folder) || !file.getKey().endsWith(".java")) {
                continue;
            }
            String text = new String(file.getValue(), StandardCharsets.UTF_8);
            List<Integer> lines = new ArrayList<>();
            List<String> codes = new ArrayList<>();
            Matcher stub = STUB.matcher(text);
            while (stub.find()) {
                lines.add(lineOf(text, stub.start()));
                codes.add(stub.group());
            }
            if (lines.isEmpty()) {
                continue;
            }
            String origin = skeleton.resolve(file.getKey()).toString();
            Map<Integer, String> members = locator.membersAt(origin, text, lines);
            for (int i = 0; i < lines.size(); i++) {
                stubs.add(new StubbedMember(GeneratedExercises.SOURCES + "/" + file.getKey(),
                        members.get(lines.get(i)), codes.get(i), origin + ":" + lines.get(i)));
            }
        }
        return stubs;
    }

    /** The line, counted from 1, of a character of a text. */
    private static int lineOf(String text, int index) {
        int line = 1;
        for (int i = 0; i < index; i++) {
            if (text.charAt(i) == '\n') {
                line++;
            }
        }
        return line;
    }
}
