package tabuleiro.grading.oracle;

import com.google.gson.Gson;
import com.google.gson.reflect.TypeToken;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The oracle's side of {@link GeneratedExamplesMutationTest}, in a JVM of its own. PIT puts a
 * mutant into every class of its name, whatever class loader defines it, so an oracle opened in
 * the JVM that PIT mutates would answer with the mutant too and agree with it. This JVM has no
 * PIT agent: its oracle is the reference.
 *
 * <p>{@code script GAME SEED FILE} writes the games a submission with that seed is asked (the
 * questions and the oracle's answers, as JSON); {@code compare GAME SCRIPT ANSWERS} compares an
 * engine's answers with them as {@code grade} does, prints each rule charged and exits 1 if any
 * is, 0 if none.
 */
final class MutationJudge {

    private static final Gson GSON = new Gson();

    private MutationJudge() {
    }

    public static void main(String[] args) throws IOException {
        String game = args[1];
        try (Oracle oracle = Oracle.ofGrader()) {
            GeneratedGames.Settings settings = GeneratedGames.Settings.of(game);
            if (args[0].equals("script")) {
                GeneratedGames.Script script = GeneratedGames.script(settings,
                        oracle.probe(game), Long.parseLong(args[2]), settings.games());
                Files.writeString(Path.of(args[3]), GSON.toJson(script), StandardCharsets.UTF_8);
                return;
            }
            GeneratedGames.Script script = GSON.fromJson(Files.readString(Path.of(args[2]),
                    StandardCharsets.UTF_8), GeneratedGames.Script.class);
            List<String> answers = GSON.fromJson(Files.readString(Path.of(args[3]),
                    StandardCharsets.UTF_8), new TypeToken<List<String>>() {}.getType());
            Map<String, GeneratedGames.Disagreement> found = GeneratedGames.compare(
                    oracle.probe(game), script, answers).disagreements();
            found.forEach((rule, disagreement) -> System.out.println(rule + ": "
                    + disagreement.key() + " expected " + disagreement.expected() + ", actual "
                    + disagreement.actual()));
            System.exit(found.isEmpty() ? 0 : 1);
        }
    }
}
