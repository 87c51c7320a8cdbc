package tabuleiro.cli;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.ResourceBundle;
import java.util.Set;
import picocli.CommandLine;
import picocli.CommandLine.Help;
import picocli.CommandLine.Help.Column;
import picocli.CommandLine.Help.TextTable;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import tabuleiro.ui.ContractTwins;
import tabuleiro.ui.Language;
import tabuleiro.ui.Texts;
import tabuleiro.ui.Unfinished;

/**
 * The one picocli setup of every command of the launcher, so that the five games' commands
 * read, list their values, refuse and exit the same way.
 *
 * <ul>
 *   <li>Help is {@value #WIDTH} columns wide, so that file names in descriptions are not
 *       broken across lines.</li>
 *   <li>A command's list of subcommands shows each one's first sentence whole, however its
 *       description is broken into lines.</li>
 *   <li>The values of an option typed as an enum are listed in lowercase and accepted in any
 *       case: a command line is typed in lowercase.</li>
 *   <li>An unknown option is reported as such even when a required option is missing too, which
 *       picocli alone reports first although the unknown option is usually its cause (a typo
 *       of the required one).</li>
 *   <li>Every command's help ends with the {@link ExitStatus exit statuses}.</li>
 *   <li>A command that fails says so in one line, never a stack trace: a method not written
 *       yet as every game's text UI says it ({@link Unfinished}), any other failure with its
 *       message.</li>
 *   <li>Help and refusals are in the language {@code --lang} asks for: each game's commands
 *       name a bundle of their own texts, and what every command shares (the standard options,
 *       {@code --lang}, the headings) comes from {@link LauncherHelp}, and the exit
 *       statuses and refusals from {@link LauncherTexts}; picocli's own refusals are said
 *       through their twins in {@link PicocliTexts}.</li>
 * </ul>
 */
public final class CommandLines {

    /** The width of the help text, in columns. */
    public static final int WIDTH = 100;

    private CommandLines() {
    }

    /**
     * Applies the setup to a command line and all its subcommands, in English. Call it once the
     * whole tree of commands is built.
     *
     * @param commandLine the launcher's command line
     * @return the same command line
     */
    public static CommandLine configure(CommandLine commandLine) {
        return configure(commandLine, Language.ENGLISH);
    }

    /**
     * Applies the setup to a command line and all its subcommands, with help and refusals in a
     * language. Call it once the whole tree of commands is built.
     *
     * @param commandLine the launcher's command line
     * @param language the language of the help and of the refusals
     * @return the same command line
     */
    public static CommandLine configure(CommandLine commandLine, Language language) {
        final Texts launcher = Texts.of(LauncherTexts.class, language);
        final Texts help = Texts.of(LauncherHelp.class, language);
        commandLine.setCaseInsensitiveEnumValuesAllowed(true);
        commandLine.setUsageHelpWidth(WIDTH);
        commandLine.setParameterExceptionHandler((refusal, args) -> refused(refusal, args,
                launcher));
        commandLine.setExecutionExceptionHandler(CommandLines::failed);
        configureTree(commandLine, launcher, help);
        return commandLine;
    }

    private static void configureTree(CommandLine command, Texts launcher, Texts help) {
        CommandSpec spec = command.getCommandSpec();
        spec.resourceBundle(bundle(spec, help));
        listEnumValuesInLowercase(spec);
        Map<String, String> statuses = new LinkedHashMap<>();
        for (ExitStatus status : ExitStatus.values()) {
            statuses.put(Integer.toString(status.code()), launcher.text("exit." + status.name()));
        }
        spec.usageMessage().exitCodeListHeading(launcher.text("exit.heading"))
                .exitCodeList(statuses);
        command.getHelpSectionMap().put(CommandLine.Model.UsageMessageSpec.SECTION_KEY_COMMAND_LIST,
                CommandLines::commandList);
        for (CommandLine subcommand : command.getSubcommands().values()) {
            configureTree(subcommand, launcher, help);
        }
    }

    /**
     * The bundle a command's help is read from, in the launcher's language: the command's own
     * (named by its {@code resourceBundle}, or its parent's), then the launcher's for the keys
     * every command shares.
     */
    private static ResourceBundle bundle(CommandSpec spec, Texts launcher) {
        String base = spec.resourceBundleBaseName();
        if (base == null || base.equals(LauncherHelp.class.getName())) {
            return launcher.bundle();
        }
        ResourceBundle own = Texts.bundleOf(base, spec.userObject().getClass().getClassLoader(),
                launcher.language());
        return new Layered(own, launcher.bundle());
    }

    /**
     * A command's bundle over the launcher's: a key the command's lacks is read below it. A
     * game's keys are named from the launcher down ({@code tabuleiro.GAME.play.white}); a
     * game's command line alone, whose root is the game (the student kit's {@code play}), asks
     * for them from the game down ({@code GAME.play.white}), and gets the same text.
     */
    private static final class Layered extends ResourceBundle {

        /** The launcher's name, which starts the keys of every game's help. */
        private static final String LAUNCHER = "tabuleiro.";

        private final ResourceBundle top;
        private final ResourceBundle below;

        Layered(ResourceBundle top, ResourceBundle below) {
            this.top = top;
            this.below = below;
        }

        @Override
        protected Object handleGetObject(String key) {
            return top.containsKey(key) ? top.getObject(key)
                    : top.containsKey(LAUNCHER + key) ? top.getObject(LAUNCHER + key)
                    : below.containsKey(key) ? below.getObject(key) : null;
        }

        @Override
        public Enumeration<String> getKeys() {
            Set<String> keys = new LinkedHashSet<>(top.keySet());
            top.keySet().stream().filter(key -> key.startsWith(LAUNCHER))
                    .forEach(key -> keys.add(key.substring(LAUNCHER.length())));
            keys.addAll(below.keySet());
            return Collections.enumeration(keys);
        }
    }

    /**
     * Replaces each enum option by a copy whose listed values and default are the constants'
     * names in lowercase, as they are typed (enum values are read in any case).
     */
    private static void listEnumValuesInLowercase(CommandSpec spec) {
        for (OptionSpec option : new ArrayList<>(spec.options())) {
            Class<?> type = option.type();
            if (!type.isEnum() || option.completionCandidates() == null
                    || option.scopeType() == CommandLine.ScopeType.INHERIT
                    || option.inherited()) {
                // not an enum, or an enum whose values the option lists itself, or --lang, which
                // every command shares and whose values are tags, not the constants' names
                continue;
            }
            List<String> lowercase = new ArrayList<>();
            boolean changed = false;
            for (String candidate : option.completionCandidates()) {
                String lower = candidate.toLowerCase(Locale.ROOT);
                changed |= !lower.equals(candidate);
                lowercase.add(lower);
            }
            if (changed) {
                OptionSpec.Builder lowercased = option.toBuilder().completionCandidates(lowercase);
                if (option.defaultValue() != null) {
                    lowercased.defaultValue(option.defaultValue().toLowerCase(Locale.ROOT));
                }
                spec.remove(option);
                spec.addOption(lowercased.build());
            }
        }
    }

    /** The list of subcommands, each with the first sentence of its description. */
    private static String commandList(Help help) {
        Map<String, Help> subcommands = help.subcommands();
        if (subcommands.isEmpty()) {
            return "";
        }
        int nameWidth = subcommands.keySet().stream().mapToInt(String::length).max().orElse(0);
        int width = help.commandSpec().usageMessage().width();
        TextTable table = TextTable.forColumns(help.colorScheme(),
                new Column(nameWidth + 4, 2, Column.Overflow.SPAN),
                new Column(width - nameWidth - 4, 2, Column.Overflow.WRAP));
        for (Map.Entry<String, Help> entry : subcommands.entrySet()) {
            table.addRowValues(entry.getKey(), summary(entry.getValue().commandSpec()));
        }
        return table.toString();
    }

    /**
     * The first sentence of a command's header, or of its description when it has no header,
     * with the lines it is typed in joined.
     *
     * @param spec the command
     * @return the sentence, or an empty text for a command with neither
     */
    public static String summary(CommandSpec spec) {
        String[] lines = spec.usageMessage().header().length > 0
                ? spec.usageMessage().header() : spec.usageMessage().description();
        String text = String.join(" ", lines).replace("%n", " ").replaceAll("\\s+", " ").strip();
        int end = text.indexOf(". ");
        return end < 0 ? text : text.substring(0, end + 1);
    }

    /**
     * Makes a command line write UTF-8 when the system's locale names a character set that
     * cannot write the Portuguese screens: a {@code LANG=C} shell (a container's, a bare SSH
     * session's) would otherwise show every accent as {@code ?}, although its terminal reads
     * UTF-8. A locale whose set can (a UTF-8 one, a Windows console's code page) is left as it
     * is. Java 17 writes {@code System.out} in {@code sun.stdout.encoding} or else the default
     * character set; Java 18 and later in {@code stdout.encoding}, which follows the locale.
     *
     * @param commandLine the launcher's command line, which writes to the standard streams
     * @return the same command line
     */
    public static CommandLine writingReadably(CommandLine commandLine) {
        String stdout = System.getProperty("stdout.encoding",
                System.getProperty("sun.stdout.encoding", Charset.defaultCharset().name()));
        boolean accents;
        try {
            accents = Charset.forName(stdout).newEncoder().canEncode("ãçéõ");
        } catch (IllegalArgumentException unknown) {
            accents = false;
        }
        if (!accents) {
            commandLine.setOut(new PrintWriter(new OutputStreamWriter(
                    new FileOutputStream(FileDescriptor.out), StandardCharsets.UTF_8), true));
            commandLine.setErr(new PrintWriter(new OutputStreamWriter(
                    new FileOutputStream(FileDescriptor.err), StandardCharsets.UTF_8), true));
        }
        return commandLine;
    }

    /**
     * Reports a command that failed as one line instead of a stack trace, in the language the
     * command speaks. In the students' build the usual cause is a method not written yet, whose
     * exception names the exercise.
     */
    private static int failed(Exception failure, CommandLine command,
            CommandLine.ParseResult parsed) {
        Language language = Languages.of(command.getCommandSpec());
        command.getErr().println(Unfinished.is(failure) ? Unfinished.line(failure, language)
                : Texts.of(LauncherTexts.class, language).text("failed.other",
                        command.getCommandName(), failure.getMessage()));
        return command.getCommandSpec().exitCodeOnExecutionException();
    }

    /**
     * Reports a command line that could not be understood: the unknown arguments first when
     * there are any, then the usage, and exits with {@link ExitStatus#USAGE}.
     */
    private static int refused(CommandLine.ParameterException refusal, String[] args,
            Texts texts) {
        CommandLine command = refusal.getCommandLine();
        ContractTwins picocli = ContractTwins.of(PicocliTexts.class, texts.language());
        String message = enumValueRefused(refusal, texts)
                .orElseGet(() -> picocli.say(refusal.getMessage()));
        if (refusal instanceof CommandLine.MissingParameterException) {
            List<String> unknown = unknownOptions(command, args);
            if (!unknown.isEmpty()) {
                message = texts.text(unknown.size() == 1 ? "refused.unknown.one"
                        : "refused.unknown.many", String.join("', '", unknown),
                        lowerFirst(message));
            }
        }
        command.getErr().println(message);
        // Picocli words its suggestions itself: they are caught to be said in the language.
        StringWriter suggestions = new StringWriter();
        if (CommandLine.UnmatchedArgumentException.printSuggestions(refusal,
                new PrintWriter(suggestions))) {
            suggestions.toString().lines().map(picocli::say)
                    .forEach(command.getErr()::println);
        } else {
            command.usage(command.getErr());
        }
        return ExitStatus.USAGE.code();
    }

    /**
     * Picocli names an enum's values in the constants' case when a value is not one of them;
     * this names them as they are listed and typed, in lowercase. A converter of the option's
     * own keeps its message.
     */
    private static Optional<String> enumValueRefused(CommandLine.ParameterException refusal,
            Texts texts) {
        CommandLine.Model.ArgSpec argument = refusal.getArgSpec();
        if (!(argument instanceof OptionSpec option) || !option.type().isEnum()
                || refusal.getValue() == null || option.completionCandidates() == null
                || !refusal.getMessage().contains("expected one of [")) {
            return Optional.empty();
        }
        List<String> values = new ArrayList<>();
        option.completionCandidates().forEach(values::add);
        return Optional.of(texts.text("refused.enum", option.longestName(),
                String.join(", ", values), refusal.getValue()));
    }

    /** The words of the command line that look like options the command does not have. */
    private static List<String> unknownOptions(CommandLine command, String[] args) {
        CommandSpec spec = command.getCommandSpec();
        List<String> unknown = new ArrayList<>();
        for (String arg : args) {
            if (!arg.startsWith("-") || arg.equals("-") || arg.equals("--")) {
                continue;
            }
            String name = arg.contains("=") ? arg.substring(0, arg.indexOf('=')) : arg;
            boolean known = spec.findOption(name) != null || isCommandOrParent(command, name);
            if (!known && !name.matches("-\\d.*")) {
                unknown.add(name);
            }
        }
        return unknown;
    }

    /** Whether an option belongs to one of the command's parents (typed before the command). */
    private static boolean isCommandOrParent(CommandLine command, String name) {
        for (CommandLine parent = command.getParent(); parent != null;
                parent = parent.getParent()) {
            if (parent.getCommandSpec().findOption(name) != null) {
                return true;
            }
        }
        return false;
    }

    private static String lowerFirst(String text) {
        return text.isEmpty() ? text : Character.toLowerCase(text.charAt(0)) + text.substring(1);
    }
}
