package tabuleiro.features;

import static io.cucumber.junit.platform.engine.Constants.GLUE_PROPERTY_NAME;

import org.junit.platform.suite.api.ConfigurationParameter;
import org.junit.platform.suite.api.IncludeEngines;
import org.junit.platform.suite.api.SelectPackages;
import org.junit.platform.suite.api.Suite;

/**
 * Runs the Portuguese Qwirkle rule book (every scenario of the feature files under
 * {@code tabuleiro/features/pt/qwirkle}) against the reference implementation, with the same
 * glue as the English one ({@link QwirkleRuleBookTest}): each step method carries both
 * languages' expressions, and the text UI's steps speak the scenario's language.
 */
@Suite
@IncludeEngines("cucumber")
@SelectPackages("tabuleiro.features.pt.qwirkle")
@ConfigurationParameter(key = GLUE_PROPERTY_NAME,
        value = "tabuleiro.features.qwirkle,tabuleiro.features.contracts")
public class QwirkleRuleBookPtTest {
}
