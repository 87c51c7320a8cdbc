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
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Help;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
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
import tabuleiro.grading.report.feedback.ContractWords;
import tabuleiro.grading.sandbox.RunnerClasspath;
import tabuleiro.grading.spi.GameModule;
import tabuleiro.grading.spi.Games;
import tabuleiro.grading.tournament.agent.AgentCandidates;
import tabuleiro.grading.tournament.games.OpeningBookFile;
import tabuleiro.grading.tournament.kit.KitTable;
import tabuleiro.grading.tournament.kit.KitTournament;
import tabuleiro.grading.tournament.kit.KitTournamentTexts;
import tabuleiro.grading.workspace.Skeleton;

/**
 * The {@code play} command: compiles a student's project as the grader does and starts the
 * game's own command line on it ({@code play}, unless told otherwise), so a student plays their
 * engine in the text UI they were given, with nothing but a JDK.
 *
 * <p>With {@code --tournament} it plays the student's agent against the grader's own anchors
 * instead ({@link KitTournament}), refereed by the student's engine, in each of the five games.
 *
 * <p>Exit status: the game's own, or 1 when the code does not compile; with
 * {@code --tournament}, 0 once the games are played, whatever their results, 1 when the code
 * does not compile or lacks what the games need, 2 for a bad command line or a game with no
 * tournament.
 */
@Command(name = "play",
        mixinStandardHelpOptions = true,
        description = "Compiles a project (the student kit, or exercises/) and runs the game's"
                + " command on it: its text UI by default.")
public final class PlayCommand implements Callable<Integer> {

    /** The options the kit's script gives this command itself, which its help leaves out. */
    private static final Set<String> SCRIPT_OPTIONS = Set.of("--project", "--scheme", "--game");

    /** The project's resources folder, in the layout of Maven's and the kit's. */
    private static final String RESOURCES = "src/main/resources";

    /** The tournament's games with each colour against each anchor, unless told otherwise. */
    private static final int GAMES = 10;

    /** The most games with each colour: more says nothing a student needs, and takes long. */
    private static final int MAX_GAMES = 1000;

    /** The longest overage of a game: ten minutes, ten times the class tournament's. */
    private static final int MAX_OVERAGE_SECONDS = 600;

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

    @Option(names = "--tournament",
            description = "Plays your agent against the grader's two anchors (random and"
                    + " greedy), refereed by your own engine.")
    private boolean tournament;

    @Option(names = "--games", paramLabel = "N",
            description = "With --tournament: the games with each colour against each anchor"
                    + " (default: " + GAMES + ").")
    private Integer games;

    @Option(names = "--agent", paramLabel = "CLASS",
            description = "With --tournament: your agent's class (default: the first public"
                    + " class you added that implements the game's Agent, else its"
                    + " RandomAgent, else its AlphaBetaAgent at depth 1), as the class"
                    + " tournament chooses it.")
    private String agentClass;

    @Option(names = "--seed", paramLabel = "S",
            description = "With --tournament: the seed of the games (default: 1).")
    private Long seed;

    @Option(names = "--overage", paramLabel = "SECONDS",
            description = "With --tournament: the seconds a game's moves may take beyond their"
                    + " own " + KitTournament.MOVE_MILLIS + " ms each, in all, as the class"
                    + " tournament gives (default: " + KitTournament.OVERAGE_SECONDS + ").")
    private Integer overage;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() throws IOException, InterruptedException {
        if (!Files.isDirectory(project)) {
            throw new ParameterException(spec.commandLine(), "--project must be a folder with"
                    + " src/main/java, but " + project + " is not a folder");
        }
        Scheme scheme = schemeChoice.scheme(spec);
        if (tournament || arguments.contains("--tournament")) {
            return tournament(scheme);
        }
        if (games != null || agentClass != null || seed != null || overage != null) {
            throw new ParameterException(spec.commandLine(), "--games, --agent, --seed and"
                    + " --overage are options of --tournament");
        }
        List<String> args = new ArrayList<>(arguments.isEmpty() ? List.of("play") : arguments);
        Language speaks = takeLanguage(args)
                .orElse(language != null ? language : scheme.defaultLanguage());
        return compiled(scheme, speaks, (entries, compiled) ->
                launch(scheme, entries, args, speaks));
    }

    /** What runs on a project that compiled. */
    @FunctionalInterface
    private interface OnCompiled {
        /**
         * Runs.
         *
         * @param entries the class path: the project's classes, then the libraries
         * @param compiled the compiled project
         * @return the exit status
         * @throws IOException if a file cannot be read or written
         */
        int run(List<Path> entries, SelfCheck.Compiled compiled) throws IOException;
    }

    /**
     * Compiles the project as the grader does and runs something on it; says why not when it
     * does not compile (exit status 1).
     */
    private int compiled(Scheme scheme, Language speaks, OnCompiled then) throws IOException {
        Path work = Files.createTempDirectory("tabuleiro-play-");
        // Playing runs no rule: the rule book is not read.
        try (SelfCheck check = SelfCheck.forCompiling(scheme, RunnerClasspath.ofGrader(),
                Skeleton.bundled(), work)) {
            // The classes a check of the same sources kept: an unchanged project starts
            // without compiling.
            SelfCheck.Compiled compiled = check.keepingIn(CheckCommand.cacheFolder(project))
                    .compile(project);
            if (!compiled.errors().isEmpty()) {
                notCompiling(compiled, speaks);
                return 1;
            }
            // The project's classes first: where the grader runs from class folders (its own
            // tests), its class path holds the reference's engine, which must not stand in for
            // the student's.
            List<Path> entries = new ArrayList<>(List.of(compiled.classes()));
            // The project's resources, as Maven and an IDE put them on the class path: a kit's
            // opening book for a perfect agent is there.
            Path resources = project.resolve(RESOURCES);
            if (Files.isDirectory(resources)) {
                entries.add(resources);
            }
            entries.addAll(check.libraries());
            return then.run(entries, compiled);
        } finally {
            FileTrees.delete(work);
        }
    }

    /**
     * The kit's tournament: compiles the project, plays and writes the table. Its options may
     * come before {@code --} or, from the kit's script, after it.
     */
    private int tournament(Scheme scheme) throws IOException {
        List<String> args = new ArrayList<>(arguments);
        args.remove("--tournament");
        Language speaks = takeLanguage(args)
                .orElse(language != null ? language : scheme.defaultLanguage());
        Texts texts = Texts.of(KitTournamentTexts.class, speaks);
        long perColour = number(takeOption(args, "--games"), "--games", texts)
                .orElse(games == null ? GAMES : (long) games);
        final long seeded = number(takeOption(args, "--seed"), "--seed", texts)
                .orElse(seed == null ? 1L : seed);
        final long overSeconds = number(takeOption(args, "--overage"), "--overage", texts)
                .orElse(overage == null ? KitTournament.OVERAGE_SECONDS : (long) overage);
        final Optional<String> chosen = takeOption(args, "--agent").or(() ->
                Optional.ofNullable(agentClass));
        if (!args.isEmpty()) {
            throw new ParameterException(spec.commandLine(), texts.text("with.arguments",
                    String.join(" ", args)));
        }
        if (perColour < 1 || perColour > MAX_GAMES) {
            throw new ParameterException(spec.commandLine(), texts.text("games.range",
                    MAX_GAMES, perColour));
        }
        if (overSeconds < 0 || overSeconds > MAX_OVERAGE_SECONDS) {
            throw new ParameterException(spec.commandLine(), texts.text("overage.range",
                    MAX_OVERAGE_SECONDS, overSeconds));
        }
        PrintWriter err = spec.commandLine().getErr();
        Optional<KitTournament> kit = KitTournament.of(scheme.game(), (int) perColour, seeded,
                (int) overSeconds);
        if (kit.isEmpty()) {
            err.println(texts.text("no.tournament", scheme.title(speaks)));
            err.flush();
            return 2;
        }
        return compiled(scheme, speaks, (entries, compiled) -> {
            KitTournament.Result result;
            try (URLClassLoader loader = new URLClassLoader("tabuleiro-tournament",
                    SelfCheck.urls(entries), ClassLoader.getPlatformClassLoader())) {
                loader.setDefaultAssertionStatus(true);
                PrintWriter out = spec.commandLine().getOut();
                if (kit.get().bookMissing(loader)) {
                    out.println(texts.text("no.book", RESOURCES + "/"
                            + OpeningBookFile.classPathName(scheme.game())));
                    out.flush();
                }
                result = kit.get().play(loader, AgentCandidates.of(chosen,
                        compiled.workspace(), scheme.enginePackage()), progress -> {
                            if (progress.due()) {
                                out.println(KitTable.progressLine(progress, texts));
                                out.flush();
                            }
                        });
            } catch (ReflectiveOperationException | LinkageError e) {
                err.println(texts.text("cannot.start", whyNot(e, texts)));
                err.flush();
                return 1;
            }
            KitTable.write(result, scheme.title(speaks), (int) perColour, seeded, texts,
                    spec.commandLine().getOut());
            return 0;
        });
    }

    /**
     * Why the tournament cannot start, in the student's language: the agent finder's refusal
     * through its twin in {@link KitTournamentTexts}, a class or a method the engine lacks
     * named as such (reflection's own message is only the name), anything else as Java says it.
     */
    private static String whyNot(Throwable e, Texts texts) {
        String reason = e.getMessage();
        String portuguese = ContractWords.of(KitTournamentTexts.class).translated(reason);
        if (reason != null && !portuguese.equals(reason)) {
            return texts.language() == Language.ENGLISH ? reason : portuguese;
        }
        if (e instanceof ClassNotFoundException || e instanceof NoClassDefFoundError) {
            return texts.text("reason.class", reason);
        }
        if (e instanceof NoSuchMethodException) {
            return texts.text("reason.method", reason);
        }
        return e.toString();
    }

    /** A whole number typed as an option's value. */
    private Optional<Long> number(Optional<String> typed, String option, Texts texts) {
        try {
            return typed.map(Long::parseLong);
        } catch (NumberFormatException e) {
            throw new ParameterException(spec.commandLine(), texts.text("not.number", option,
                    typed.orElseThrow()));
        }
    }

    /** Says that the project does not compile, and the compiler's errors. */
    private void notCompiling(SelfCheck.Compiled compiled, Language speaks) {
        PrintWriter err = spec.commandLine().getErr();
        err.println(Texts.of(CheckTexts.class, speaks).text("not.compiling.play"));
        for (CompileError error : compiled.errors()) {
            err.println("  " + error.file() + (error.line() > 0 ? ":" + error.line()
                    : "") + ": " + error.message().strip());
        }
        err.flush();
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
        return takeOption(args, "--lang").map(typed -> Language.ofTag(typed).orElseThrow(() ->
                new ParameterException(spec.commandLine(), "--lang must be "
                        + Language.tags() + ", but it is " + typed)));
    }

    /**
     * Takes an option with a value, {@code NAME VALUE} or {@code NAME=VALUE}, out of the game's
     * arguments: the kit's {@code play} script puts {@code --} before all it is given, so the
     * options of this command that a student types reach it there.
     *
     * @param args the game's arguments; the option is removed from them
     * @param name the option, such as {@code --lang}
     * @return its value, or empty when it is not there
     */
    private static Optional<String> takeOption(List<String> args, String name) {
        for (int i = 0; i < args.size(); i++) {
            if (args.get(i).equals(name) && i + 1 < args.size()) {
                String value = args.remove(i + 1);
                args.remove(i);
                return Optional.of(value);
            } else if (args.get(i).startsWith(name + "=")) {
                return Optional.of(args.remove(i).substring(name.length() + 1));
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
            int status = (Integer) commandLine.getMethod("execute", String[].class)
                    .invoke(line, (Object) typed.toArray(String[]::new));
            if (typed.get(0).equals("play")
                    && (typed.contains("--help") || typed.contains("-h"))) {
                kitOptions(speaks);
            }
            return status;
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
     * Lists, after the game's own help, the options the kit's {@code play} adds to it
     * ({@code --lang}, {@code --tournament} and the tournament's), which the game's command
     * cannot list: the kit's README sends the student to {@code ./play --help} for them.
     */
    private void kitOptions(Language speaks) {
        PrintWriter out = spec.commandLine().getOut();
        out.println();
        out.println(Texts.of(CheckTexts.class, speaks).text("play.options"));
        out.print(kitOptions(spec, speaks));
        out.flush();
    }

    /**
     * The kit's own options as picocli lists them, made from the options this command has, so
     * that none is left out: every option but help's and those the kit's script gives itself,
     * each described in the kit's language.
     *
     * @param play this command's spec
     * @param speaks the kit's language
     * @return the list, a line or more per option
     * @throws java.util.MissingResourceException if an option has no description in
     *     {@link CheckTexts}
     */
    static String kitOptions(CommandSpec play, Language speaks) {
        Texts words = Texts.of(CheckTexts.class, speaks);
        CommandSpec kit = CommandSpec.create();
        kit.usageMessage().sortOptions(false);
        for (OptionSpec option : play.options()) {
            if (option.hidden() || option.usageHelp() || option.versionHelp()
                    || SCRIPT_OPTIONS.contains(option.longestName())) {
                continue;
            }
            String name = option.longestName().replaceFirst("^-+", "");
            OptionSpec.Builder shown = option.toBuilder().description(words.text(
                    "play.option." + name, GAMES, String.valueOf(KitTournament.MOVE_MILLIS
                            / 1000), String.valueOf(KitTournament.OVERAGE_SECONDS),
                    seats(words)));
            if (option.arity().max() > 0) {
                shown.paramLabel(words.text("play.label." + name));
            }
            kit.addOption(shown.build());
        }
        return new Help(kit, Help.defaultColorScheme(Help.Ansi.OFF)).optionList();
    }

    /**
     * The seats of the tournament's games of more than two colours, as {@code --games}'s
     * description says them after "each colour": each game's own words
     * ({@code kit.seat} of {@link GameModule#words()}), empty when no game has seats.
     */
    private static String seats(Texts words) {
        List<String> seats = Games.all().stream()
                .filter(game -> KitTournament.plays(game.command()))
                .map(game -> Texts.of(game.words(), words.language()))
                .filter(own -> own.has("kit.seat")).map(own -> own.text("kit.seat")).toList();
        if (seats.isEmpty()) {
            return "";
        }
        int last = seats.size() - 1;
        return words.text("play.option.seats", last == 0 ? seats.get(0)
                : String.join(", ", seats.subList(0, last)) + words.text("play.option.and")
                        + seats.get(last));
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

    /** {@code tic-tac-toe} to {@code TicTacToeCommand}. */
    static String className(String game) {
        StringBuilder name = new StringBuilder();
        for (String word : game.split("-")) {
            name.append(word.substring(0, 1).toUpperCase(Locale.ROOT)).append(word.substring(1));
        }
        return name.append("Command").toString();
    }
}
