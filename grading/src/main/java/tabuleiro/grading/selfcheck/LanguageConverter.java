package tabuleiro.grading.selfcheck;

import picocli.CommandLine;
import tabuleiro.grading.model.Language;

/**
 * Reads {@code --lang}'s value for the commands a student runs ({@code check}, {@code play}) and
 * those that make what students get ({@code bundle student-kit}, {@code bundle gradescope}),
 * saying what was expected when it is neither tag.
 */
public final class LanguageConverter implements CommandLine.ITypeConverter<Language> {

    /**
     * Reads a tag.
     *
     * @param value what was typed
     * @return the language it names
     * @throws CommandLine.TypeConversionException if it names none
     */
    @Override
    public Language convert(String value) {
        return Language.ofTag(value).orElseThrow(() -> new CommandLine.TypeConversionException(
                "expected " + Language.tags() + ", but it is " + value));
    }
}
