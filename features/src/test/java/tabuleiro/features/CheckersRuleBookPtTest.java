package tabuleiro.features;

import static io.cucumber.junit.platform.engine.Constants.GLUE_PROPERTY_NAME;

import org.junit.platform.suite.api.ConfigurationParameter;
import org.junit.platform.suite.api.IncludeEngines;
import org.junit.platform.suite.api.SelectPackages;
import org.junit.platform.suite.api.Suite;

/**
 * Runs the Portuguese checkers rule book (every scenario of the feature files under
 * {@code tabuleiro/features/pt/checkers}) against the reference implementation, with the same
 * glue as the English one ({@link CheckersRuleBookTest}): each step method carries both
 * languages' expressions, and the steps that play the text UI play it in Portuguese.
 */
@Suite
@IncludeEngines("cucumber")
@SelectPackages("tabuleiro.features.pt.checkers")
@ConfigurationParameter(key = GLUE_PROPERTY_NAME,
        value = "tabuleiro.features.checkers,tabuleiro.features.contracts")
public class CheckersRuleBookPtTest {
}
