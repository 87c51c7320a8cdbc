package tabuleiro;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every command of the README that runs the reference, run as a player runs it: the packaged
 * {@code reference/target/tabuleiro.jar}, in a JVM of its own, typed at through its standard
 * input. The commands are read from the README itself, so one added there is tried here or
 * fails the build for want of a trial.
 *
 * <p>A game is played by asking for help and then quitting, which every prompt of every game
 * must answer the same way; a long computation is tried with a smaller number (fewer games, a
 * shallower perft) than the README's, which takes the same path through the program.
 */
class ReadmeCommandsIT {

    private static final String PREFIX = "java -jar reference/target/tabuleiro.jar ";
    private static final String HELP_THEN_QUIT = "help\nquit\n";
    private static final String SHARED_HELP = "Type quit (or sair) to stop.";
    /** The shared help in Portuguese, which a command with {@code --lang pt} shows. */
    private static final String SHARED_HELP_PT = "Escreva sair (ou quit) para parar.";

    /**
     * How one README command is tried.
     *
     * @param arguments the arguments after the jar, as run
     * @param input what is typed
     * @param shown a text the output must hold
     */
    private record Trial(List<String> arguments, String input, String shown) {
    }

    /** The project's root: the reference module's parent. */
    private static Path root() {
        return Path.of("").toAbsolutePath().getParent();
    }

    /**
     * The README's commands of the reference: the lines of its code blocks that start with
     * {@code java -jar reference/target/tabuleiro.jar}, without their comments and optional
     * parts in brackets.
     */
    static Stream<String> readmeCommands() throws IOException {
        List<String> commands = new ArrayList<>();
        boolean inCode = false;
        for (String line : Files.readAllLines(root().resolve("reference/README.md"))) {
            if (line.startsWith("```")) {
                inCode = !inCode;
            } else if (inCode && line.startsWith(PREFIX)) {
                String command = line.replaceAll("\\s+#.*$", "").replaceAll("\\[[^]]*]", "")
                        .replaceAll("\\s+", " ").strip();
                commands.add(command.substring(PREFIX.length()));
            }
        }
        return commands.stream();
    }

    @Test
    void theReadmeNamesCommandsOfEveryGame() throws IOException {
        List<String> commands = readmeCommands().toList();
        for (String game : List.of("connect-four", "quarto", "chess", "checkers", "qwirkle")) {
            assertThat(commands).as(game).anyMatch(command -> command.startsWith(game + " play"));
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("readmeCommands")
    void everyReadmeCommandRunsAndEndsWithStatusZero(String command, @TempDir Path folder)
            throws IOException, InterruptedException {
        if (command.startsWith("checkers host") || command.startsWith("checkers join")) {
            hostAndJoinPlayAGame(folder);
            return;
        }
        Trial trial = trial(command, folder);
        Ran ran = run(trial.arguments(), trial.input(), folder);

        assertThat(ran.status()).as(ran.output()).isZero();
        assertThat(ran.output()).contains(trial.shown());
    }

    @Test
    void aBadOptionEndsWithStatusTwoAndSaysWhatIsExpected(@TempDir Path folder)
            throws IOException, InterruptedException {
        Ran ran = run(List.of("chess", "perft", "--dept", "3"), "", folder);

        assertThat(ran.status()).isEqualTo(2);
        assertThat(ran.output()).contains("Unknown option: '--dept'", "Exit status:");
    }

    /**
     * What the help of every prompt says last, in the language the command asks for; the
     * child's locale is pinned to English (see {@link #run}), so a command without
     * {@code --lang} speaks English.
     */
    private static String sharedHelp(List<String> arguments) {
        int lang = arguments.indexOf("--lang");
        return lang >= 0 && arguments.get(lang + 1).equals("pt") ? SHARED_HELP_PT : SHARED_HELP;
    }

    /** The trial of a command that is not the network pair. */
    private static Trial trial(String command, Path folder) throws IOException {
        List<String> arguments = new ArrayList<>(List.of(command.split(" ")));
        // The launcher's own --lang may come before the game: it is not the command's name.
        int name = arguments.get(0).equals("--lang") ? 2 : 0;
        String words = arguments.get(name) + " " + arguments.get(name + 1);
        switch (words) {
            case "connect-four play", "quarto play", "checkers play", "qwirkle play" -> {
                return new Trial(arguments, HELP_THEN_QUIT, sharedHelp(arguments));
            }
            case "chess play" -> {
                int load = arguments.indexOf("--load");
                if (load >= 0) {
                    Path saved = folder.resolve(arguments.get(load + 1));
                    Files.writeString(saved, "e2>>e4\ne7>>e5\n", StandardCharsets.UTF_8);
                    arguments.set(load + 1, saved.toString());
                }
                return new Trial(arguments, HELP_THEN_QUIT, sharedHelp(arguments));
            }
            case "connect-four solve" -> {
                assertThat(arguments).as("the README's position").contains("4453");
                return new Trial(arguments, "", "-2");
            }
            case "quarto match" -> {
                replaceValue(arguments, "--games", "10");
                return new Trial(arguments, "", "10");
            }
            case "chess perft" -> {
                replaceValue(arguments, "--depth", "3");
                return new Trial(arguments, "", "8902");
            }
            case "checkers perft" -> {
                assertThat(arguments).as("the README's rules").contains("classic");
                replaceValue(arguments, "--depth", "4");
                return new Trial(arguments, "", "1469");
            }
            default -> throw new AssertionError("The README command '" + command
                    + "' has no trial in ReadmeCommandsIT: add one, so that it is run.");
        }
    }

    private static void replaceValue(List<String> arguments, String option, String value) {
        int at = arguments.indexOf(option);
        assertThat(at).as(option + " in " + arguments).isNotNegative();
        arguments.set(at + 1, value);
    }

    /** {@code host} and {@code join} play one game over loopback: each side resigns on its turn. */
    private static void hostAndJoinPlayAGame(Path folder)
            throws IOException, InterruptedException {
        int port;
        try (ServerSocket free = new ServerSocket(0)) {
            port = free.getLocalPort();
        }
        Process host = start(List.of("checkers", "host", "--port", Integer.toString(port)),
                folder, folder.resolve("host.txt"));
        host.getOutputStream().write("resign\n".getBytes(StandardCharsets.UTF_8));
        host.getOutputStream().close();
        Ran joined = null;
        for (int attempt = 0; attempt < 50 && (joined == null || joined.status() != 0);
                attempt++) {
            Thread.sleep(200);
            joined = run(List.of("checkers", "join", "localhost:" + port), "resign\n", folder);
        }
        assertThat(host.waitFor(120, TimeUnit.SECONDS)).isTrue();
        String hostOutput = Files.readString(folder.resolve("host.txt"));
        assertThat(host.exitValue()).as(hostOutput).isZero();
        assertThat(joined.status()).as(joined.output()).isZero();
        assertThat(hostOutput + joined.output()).contains("resign");
    }

    /** What a finished command printed and how it ended. */
    private record Ran(int status, String output) {
    }

    /**
     * Starts the jar with its home folder in the test's folder, so that what a game saves
     * there (chess's pauses) stays out of the real home, and in an English locale, so that a
     * command speaks Portuguese only when its {@code --lang} says so.
     */
    private static Process start(List<String> arguments, Path home, Path output)
            throws IOException {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Duser.home=" + home, "-Duser.language=en", "-Duser.country=US", "-jar",
                root().resolve("reference/target/tabuleiro.jar").toString()));
        command.addAll(arguments);
        return new ProcessBuilder(command).directory(root().toFile()).redirectErrorStream(true)
                .redirectOutput(output.toFile()).start();
    }

    private static Ran run(List<String> arguments, String input, Path folder)
            throws IOException, InterruptedException {
        Path output = Files.createTempFile(folder, "output", ".txt");
        Process process = start(arguments, folder, output);
        process.getOutputStream().write(input.getBytes(StandardCharsets.UTF_8));
        process.getOutputStream().close();
        if (!process.waitFor(300, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError(arguments + " did not end within 300 s: "
                    + Files.readString(output));
        }
        return new Ran(process.exitValue(), Files.readString(output));
    }
}
