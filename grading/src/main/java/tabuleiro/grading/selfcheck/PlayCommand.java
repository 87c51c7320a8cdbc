package tabuleiro.grading.selfcheck;

import java.io.IOException;
import java.io.PrintWriter;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import tabuleiro.grading.model.CompileError;
import tabuleiro.grading.model.FileTrees;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.Scheme;
import tabuleiro.grading.model.SchemeChoice;
import tabuleiro.grading.model.Texts;
import tabuleiro.grading.sandbox.RunnerClasspath;
import tabuleiro.grading.workspace.Skeleton;

/**
 * The {@code play} command: compiles a student's project as the grader does and starts the
 * game's own command line on it ({@code play}, unless told otherwise), so a student plays their
 * engine in the text UI they were given, with nothing but a JDK.
 *
 * <p>Exit status: the game's own, or 1 when the code does not compile.
 */
@Command(name = "play",
        mixinStandardHelpOptions = true,
        description = "Compiles a project (the student kit, or exercises/) and runs the game's"
                + " command on it: its text UI by default.")
public final class PlayCommand implements Callable<Integer> {

    @Option(names = "--project", paramLabel = "DIR", defaultValue = ".",
            description = "The project's folder (default: the current folder).")
    private Path project;

    @Mixin
    private SchemeChoice schemeChoice;

    @Parameters(paramLabel = "ARGS",
            description = "The game's command and options, as the launcher takes them after the"
                    + " game's name (default: play). Put -- before them.")
    private List<String> arguments = new ArrayList<>();

    @Option(names = "--lang", paramLabel = "en|pt", converter = LanguageConverter.class,
            description = "The language the game speaks: en or pt (default: the kit's, as its"
                    + " scheme's \"language\" says; a --lang among ARGS wins).")
    private Language language;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() throws IOException, InterruptedException {
        if (!Files.isDirectory(project)) {
            throw new ParameterException(spec.commandLine(), "--project must be a folder with"
                    + " src/main/java, but " + project + " is not a folder");
        }
        Scheme scheme = schemeChoice.scheme(spec);
        List<String> args = new ArrayList<>(arguments.isEmpty() ? List.of("play") : arguments);
        Language speaks = takeLanguage(args)
                .orElse(language != null ? language : scheme.defaultLanguage());
        PrintWriter err = spec.commandLine().getErr();
        Path work = Files.createTempDirectory("tabuleiro-play-");
        try (SelfCheck check = SelfCheck.prepare(scheme, RunnerClasspath.ofGrader(),
                Skeleton.bundled(), work)) {
            SelfCheck.Compiled compiled = check.compile(project);
            if (!compiled.errors().isEmpty()) {
                err.println(Texts.of(CheckTexts.class, speaks)
                        .text("not.compiling.play"));
                for (CompileError error : compiled.errors()) {
                    err.println("  " + error.file() + (error.line() > 0 ? ":" + error.line()
                            : "") + ": " + error.message().strip());
                }
                err.flush();
                return 1;
            }
            List<Path> entries = new ArrayList<>(check.libraries());
            entries.add(compiled.classes());
            return launch(scheme, entries, args, speaks);
        } finally {
            FileTrees.delete(work);
        }
    }

    /**
     * Takes a {@code --lang TAG} or {@code --lang=TAG} out of the game's arguments: the game's
     * command runs without the launcher, which is where {@code --lang} is an option, so the
     * language reaches it as the locale instead (see {@link #launch}).
     *
     * @param args the game's arguments; the option is removed from them
     * @return the language asked for, or empty when none is
     * @throws ParameterException if the value names no language
     */
    private Optional<Language> takeLanguage(List<String> args) {
        for (int i = 0; i < args.size(); i++) {
            String value = null;
            if (args.get(i).equals("--lang") && i + 1 < args.size()) {
                value = args.remove(i + 1);
                args.remove(i);
            } else if (args.get(i).startsWith("--lang=")) {
                value = args.remove(i).substring("--lang=".length());
            }
            if (value != null) {
                String typed = value;
                return Optional.of(Language.ofTag(typed).orElseThrow(() ->
                        new ParameterException(spec.commandLine(), "--lang must be "
                                + Language.tags() + ", but it is " + typed)));
            }
        }
        return Optional.empty();
    }

    /**
     * Runs the game's command ({@code tabuleiro.GAME.cli.NameCommand}, as the launcher names
     * it) in a class loader of its own, with assertions on as in the grader. The text UI speaks
     * the language of the display locale when no {@code --lang} reaches it, so the locale is
     * the language's while it runs.
     *
     * <p>The command line is set up as the launcher sets up its own (the game's command's
     * {@code commandLine(Language)}, part of the given code): help with the
     * options' descriptions in the kit's language, enum values in any case, and a method not
     * written yet reported in one line, not as a stack trace. Arguments that name none of the
     * game's commands are the {@code play} command's, so {@code ./play --second human} is
     * {@code ./play play --second human}.
     */
    private int launch(Scheme scheme, List<Path> entries, List<String> args, Language speaks)
            throws IOException {
        String command = scheme.enginePackage() + ".cli." + className(scheme.game());
        Locale display = Locale.getDefault(Locale.Category.DISPLAY);
        Locale.setDefault(Locale.Category.DISPLAY,
                speaks == Language.ENGLISH ? Locale.ENGLISH : speaks.locale());
        PrintWriter err = spec.commandLine().getErr();
        try (URLClassLoader loader = new URLClassLoader("tabuleiro-play", SelfCheck.urls(entries),
                ClassLoader.getPlatformClassLoader())) {
            loader.setDefaultAssertionStatus(true);
            Thread.currentThread().setContextClassLoader(loader);
            Class<?> game = loader.loadClass(command);
            Class<?> commandLine = loader.loadClass("picocli.CommandLine");
            Object line = commandLine(loader, game, commandLine, speaks);
            @SuppressWarnings("unchecked")
            Map<String, ?> commands = (Map<String, ?>) commandLine.getMethod("getSubcommands")
                    .invoke(line);
            List<String> typed = new ArrayList<>(args);
            if (typed.isEmpty() || !commands.containsKey(typed.get(0))) {
                typed.add(0, "play");
            }
            return (Integer) commandLine.getMethod("execute", String[].class)
                    .invoke(line, (Object) typed.toArray(String[]::new));
        } catch (InvocationTargetException e) {
            // The game's command line reports its own failures; this is one it let through.
            Throwable cause = e.getCause();
            err.println(Texts.of(CheckTexts.class, speaks).text("play.failed",
                    cause.getClass().getSimpleName(), String.valueOf(cause.getMessage())));
            err.flush();
            return 1;
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot start " + command + ": " + e, e);
        } finally {
            Locale.setDefault(Locale.Category.DISPLAY, display);
        }
    }

    /**
     * The game's command line, set up as the launcher sets up its own by the game's own
     * {@code commandLine(Language)} (part of the given code); a game's command from before it
     * gets a command line that at least reads enum values in any case.
     */
    private static Object commandLine(ClassLoader loader, Class<?> game, Class<?> commandLine,
            Language speaks) throws ReflectiveOperationException {
        Class<?> language = loader.loadClass("tabuleiro.ui.Language");
        Method setUp;
        try {
            setUp = game.getMethod("commandLine", language);
        } catch (NoSuchMethodException older) {
            Object line = commandLine.getConstructor(Object.class)
                    .newInstance(game.getConstructor().newInstance());
            commandLine.getMethod("setCaseInsensitiveEnumValuesAllowed", boolean.class)
                    .invoke(line, true);
            return line;
        }
        Optional<?> tag = (Optional<?>) language.getMethod("ofTag", String.class)
                .invoke(null, speaks.tag());
        return setUp.invoke(null, tag.orElseThrow());
    }

    /** {@code connect-four} to {@code ConnectFourCommand}. */
    static String className(String game) {
        StringBuilder name = new StringBuilder();
        for (String word : game.split("-")) {
            name.append(word.substring(0, 1).toUpperCase(Locale.ROOT)).append(word.substring(1));
        }
        return name.append("Command").toString();
    }
}
