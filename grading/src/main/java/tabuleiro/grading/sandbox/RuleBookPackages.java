package tabuleiro.grading.sandbox;

import java.util.Objects;
import tabuleiro.grading.model.Language;

/**
 * The two packages a grading JVM runs a rule book from: its feature files' and its step
 * definitions'. They are one package in English; the Portuguese tree
 * ({@code tabuleiro.features.pt.GAME}) runs with the English tree's step definitions
 * ({@code tabuleiro.features.GAME}), whose methods carry both languages' expressions.
 *
 * @param features the package whose feature files run
 * @param glue the package of their step definitions
 */
public record RuleBookPackages(String features, String glue) {

    /** Checks that both packages are given. */
    public RuleBookPackages {
        Objects.requireNonNull(features, "features");
        Objects.requireNonNull(glue, "glue");
    }

    /**
     * The packages of a rule book read in a language.
     *
     * @param rulebook the scheme's rule book, the English tree's package
     * @param language the language whose tree runs
     * @return that tree's feature files with the rule book's step definitions
     */
    public static RuleBookPackages of(String rulebook, Language language) {
        return new RuleBookPackages(language.features(rulebook), rulebook);
    }

    /**
     * The packages of a rule book whose feature files and step definitions share a package, as
     * the English tree's and a test's fixture do.
     *
     * @param rulebook the package
     * @return that package for both
     */
    public static RuleBookPackages of(String rulebook) {
        return new RuleBookPackages(rulebook, rulebook);
    }
}
