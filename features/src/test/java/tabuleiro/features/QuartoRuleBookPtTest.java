package tabuleiro.features;

import static io.cucumber.junit.platform.engine.Constants.GLUE_PROPERTY_NAME;

import org.junit.platform.suite.api.ConfigurationParameter;
import org.junit.platform.suite.api.IncludeEngines;
import org.junit.platform.suite.api.SelectPackages;
import org.junit.platform.suite.api.Suite;

/**
 * Runs the Portuguese Quarto rule book (every scenario of the feature files under
 * {@code tabuleiro/features/pt/quarto}) against the reference implementation, with the same
 * glue as the English one ({@link QuartoRuleBookTest}): each step method carries both
 * languages' expressions, and the steps whose outcome is words play the text UI in Portuguese.
 */
@Suite
@IncludeEngines("cucumber")
@SelectPackages("tabuleiro.features.pt.quarto")
@ConfigurationParameter(key = GLUE_PROPERTY_NAME,
        value = "tabuleiro.features.quarto,tabuleiro.features.contracts")
public class QuartoRuleBookPtTest {
}
