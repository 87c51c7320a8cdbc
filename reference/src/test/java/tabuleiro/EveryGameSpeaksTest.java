package tabuleiro;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;
import tabuleiro.cli.GameEntry;
import tabuleiro.ui.Language;

/**
 * The launcher's commands of every game in both languages, as a player meets them: each game's
 * {@code play} starts and stops at {@code quit} without a stack trace, and every option of
 * every command has a description in the help. In Portuguese, nothing the screens say is an
 * English sentence ({@link #englishSentences}).
 */
class EveryGameSpeaksTest {

    /** The registered games, by the launcher's names: a game's registration brings it here. */
    private static final List<String> GAMES = GameEntry.all().stream().map(GameEntry::name)
            .sorted().toList();

    /**
     * Words of English that Portuguese does not use: a line with three of them is taken for an
     * English sentence. The short words Portuguese shares ({@code a}, {@code no}, {@code e})
     * are left out.
     */
    static final Set<String> ENGLISH = Set.of("the", "is", "are", "was", "were", "not", "should",
            "would", "did", "does", "has", "have", "and", "of", "to", "with", "which", "that",
            "this", "it", "be", "yet", "your", "you", "for", "from", "by", "or", "an");

    @TempDir
    Path dir;

    static Stream<Arguments> gamesAndLanguages() {
        return GAMES.stream().flatMap(game -> Stream.of(Arguments.of(game, "en"),
                Arguments.of(game, "pt")));
    }

    @ParameterizedTest
    @MethodSource("gamesAndLanguages")
    void playStartsAndQuitsInOneLanguageWithoutAStackTrace(String game, String language) {
        List<String> args = new ArrayList<>(List.of(game, "play", "--lang", language));
        if (game.equals("chess")) {
            args.addAll(List.of("--save", dir.resolve("game.txt").toString()));
        }
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        InputStream in = System.in;
        int status;
        try {
            System.setIn(new ByteArrayInputStream("quit\n".getBytes(StandardCharsets.UTF_8)));
            CommandLine launcher = Tabuleiro.commandLine(args.toArray(String[]::new));
            launcher.setOut(new PrintWriter(out, true));
            launcher.setErr(new PrintWriter(err, true));
            status = launcher.execute(args.toArray(String[]::new));
        } finally {
            System.setIn(in);
        }
        String said = out + "\n" + err;
        assertThat(status).as(said).isZero();
        assertThat(said).as("%s play --lang %s", game, language).doesNotContain("\tat ")
                .doesNotContain("Exception");
        if (language.equals("pt")) {
            assertThat(englishSentences(said)).as("%s in Portuguese", game).isEmpty();
        }
    }

    @ParameterizedTest
    @MethodSource("gamesAndLanguages")
    void everyOptionOfEveryCommandHasADescription(String game, String language) {
        CommandLine launcher = Tabuleiro.commandLine("--lang", language);
        List<String> bare = new ArrayList<>();
        describe(launcher.getSubcommands().get(game), bare);
        assertThat(bare).as("options of %s without a description in %s", game, language)
                .isEmpty();
    }

    /**
     * A game's command line alone, as the student kit's {@code play} builds it without the
     * launcher, describes every option too, and reads its enum values in any case.
     */
    @ParameterizedTest
    @MethodSource("gamesAndLanguages")
    void aGamesCommandLineAloneIsSetUpAsTheLaunchersIs(String game, String language)
            throws ReflectiveOperationException {
        Language speaks = Language.ofTag(language).orElseThrow();
        // Each game's command class builds its command line alone: commandLine(Language).
        Object command = GameEntry.all().stream().filter(entry -> entry.name().equals(game))
                .findFirst().orElseThrow().command();
        CommandLine alone = (CommandLine) command.getClass()
                .getMethod("commandLine", Language.class).invoke(null, speaks);
        List<String> bare = new ArrayList<>();
        describe(alone, bare);
        assertThat(bare).as("options of %s alone without a description in %s", game, language)
                .isEmpty();
        assertThat(alone.isCaseInsensitiveEnumValuesAllowed()).isTrue();
    }

    private static void describe(CommandLine command, List<String> bare) {
        for (OptionSpec option : command.getCommandSpec().options()) {
            String text = String.join(" ", option.description()).strip();
            if (text.isEmpty()) {
                bare.add(command.getCommandSpec().qualifiedName() + " " + option.longestName());
            }
        }
        command.getSubcommands().values().forEach(sub -> describe(sub, bare));
    }

    /**
     * The lines of a text that read as English sentences: three or more of the words
     * {@link #ENGLISH} names. Option names and file names are words too, so a line is read
     * without them.
     *
     * @param text a text meant to be Portuguese
     * @return the English lines
     */
    static List<String> englishSentences(String text) {
        List<String> found = new ArrayList<>();
        for (String line : text.split("\\R")) {
            String words = line.replaceAll("--?[\\w-]+", " ").replaceAll("\\S*[/\\\\]\\S*", " ")
                    .toLowerCase(Locale.ROOT);
            long english = Stream.of(words.split("[^\\p{L}]+")).filter(ENGLISH::contains)
                    .distinct().count();
            if (english >= 3) {
                found.add(line);
            }
        }
        return found;
    }
}
