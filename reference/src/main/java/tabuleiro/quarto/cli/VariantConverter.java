package tabuleiro.quarto.cli;

import java.util.Locale;
import picocli.CommandLine;
import tabuleiro.quarto.Variant;

/**
 * Reads a variant in any case, so that {@code --variant classic} works, and refuses any other
 * word naming the variants as they are typed: picocli's own refusal, which the launcher's setup
 * would otherwise give, lists the constants in capitals ({@code [SQUARES, CLASSIC]}).
 */
final class VariantConverter implements CommandLine.ITypeConverter<Variant> {

    @Override
    public Variant convert(String value) {
        try {
            return Variant.valueOf(value.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException unknown) {
            throw new CommandLine.TypeConversionException(
                    "a variant is squares or classic, but \"" + value + "\" was given");
        }
    }
}
