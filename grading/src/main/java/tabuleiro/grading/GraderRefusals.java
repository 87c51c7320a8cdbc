package tabuleiro.grading;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.Optional;
import picocli.CommandLine;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.SchemeReader;
import tabuleiro.grading.model.Texts;
import tabuleiro.grading.report.feedback.ContractWords;

/**
 * Says a command line the grader could not understand in the language it asks for: picocli's
 * refusal through its twin ({@link GraderRefusalWords}), and where to find the options. The
 * language is read off the words typed, as the refusal may come before {@code --lang} is
 * parsed: its {@code --lang}, or else the language of its {@code --scheme}, which is how the
 * student kit's scripts name it.
 */
final class GraderRefusals implements CommandLine.IParameterExceptionHandler {

    /**
     * Reports the refusal and gives the status of a command line not understood.
     *
     * @param refusal what picocli refused
     * @param args the command line
     * @return {@link CommandLine.ExitCode#USAGE}
     */
    @Override
    public int handleParseException(CommandLine.ParameterException refusal, String[] args) {
        CommandLine command = refusal.getCommandLine();
        PrintWriter err = command.getErr();
        Language language = requested(args).or(() -> ofScheme(args))
                .orElse(Language.ENGLISH);
        if (language == Language.ENGLISH) {
            // As picocli's own handler: the refusal, then the suggestions or the help.
            err.println(refusal.getMessage());
            if (!CommandLine.UnmatchedArgumentException.printSuggestions(refusal, err)) {
                command.usage(err);
            }
            return CommandLine.ExitCode.USAGE;
        }
        ContractWords words = ContractWords.of(GraderRefusalWords.class);
        err.println(words.translated(refusal.getMessage()));
        StringWriter suggestions = new StringWriter();
        CommandLine.UnmatchedArgumentException.printSuggestions(refusal,
                new PrintWriter(suggestions));
        suggestions.toString().lines().map(words::translated).forEach(err::println);
        // The commands' help is the instructor's, in English: named, not printed.
        err.println(Texts.of(GraderRefusalWords.class, language).text("help",
                command.getCommandSpec().qualifiedName()));
        err.flush();
        return CommandLine.ExitCode.USAGE;
    }

    /**
     * The language a command line asks for with {@code --lang en|pt} or {@code --lang=en|pt},
     * wherever it stands.
     *
     * @param args the command line
     * @return the language, or empty when none is asked for or the value names none
     */
    static Optional<Language> requested(String... args) {
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--lang") && i + 1 < args.length) {
                return Language.ofTag(args[i + 1]);
            }
            if (args[i].startsWith("--lang=")) {
                return Language.ofTag(args[i].substring("--lang=".length()));
            }
        }
        return Optional.empty();
    }

    /**
     * The language of the scheme a command line names with {@code --scheme}, when it can be
     * read: a scheme that cannot is the command's to refuse, in its own words.
     */
    private static Optional<Language> ofScheme(String... args) {
        for (int i = 0; i < args.length; i++) {
            String file = args[i].equals("--scheme") && i + 1 < args.length ? args[i + 1]
                    : args[i].startsWith("--scheme=") ? args[i].substring("--scheme=".length())
                    : null;
            if (file != null) {
                try {
                    return Optional.of(SchemeReader.read(Path.of(file)).defaultLanguage());
                } catch (IOException | RuntimeException unreadable) {
                    return Optional.empty();
                }
            }
        }
        return Optional.empty();
    }
}
