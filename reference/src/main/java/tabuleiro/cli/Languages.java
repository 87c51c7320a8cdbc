package tabuleiro.cli;

import java.util.Optional;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import tabuleiro.ui.Language;

/**
 * The launcher's {@code --lang}: which language a command speaks, and reading it off a command
 * line before picocli has parsed it, since the help must be in that language and picocli
 * renders help from bundles chosen before the parse.
 */
public final class Languages {

    /** The option's name, accepted at every level of the launcher. */
    public static final String OPTION = "--lang";

    private Languages() {
    }

    /**
     * The language a command line asks for with {@code --lang en|pt} or {@code --lang=en|pt},
     * wherever it stands.
     *
     * @param args the command line
     * @return the language, or empty when none is asked for or the value names none (the
     *     parse then refuses it, saying what was expected)
     */
    public static Optional<Language> requested(String... args) {
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals(OPTION) && i + 1 < args.length) {
                return Language.ofTag(args[i + 1]);
            }
            if (args[i].startsWith(OPTION + "=")) {
                return Language.ofTag(args[i].substring(OPTION.length() + 1));
            }
        }
        return Optional.empty();
    }

    /**
     * The language a running command speaks: {@code --lang} where it was typed, at this level or
     * above, else the system's.
     *
     * @param spec the running command
     * @return the language
     */
    public static Language of(CommandSpec spec) {
        for (CommandSpec level = spec; level != null; level = level.parent()) {
            OptionSpec option = level.findOption(OPTION);
            if (option != null && option.getValue() != null) {
                return option.getValue();
            }
        }
        return Language.system();
    }

    /** Reads {@code --lang}'s value, saying what was expected when it is neither tag. */
    public static final class Converter implements CommandLine.ITypeConverter<Language> {

        /**
         * Reads a tag.
         *
         * @param value what was typed
         * @return the language
         * @throws CommandLine.TypeConversionException unless the value is {@code en} or
         *     {@code pt}
         */
        @Override
        public Language convert(String value) {
            return Language.ofTag(value).orElseThrow(() -> new CommandLine.TypeConversionException(
                    "expected " + Language.tags() + " but was '" + value + "'"));
        }
    }
}
