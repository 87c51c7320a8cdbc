package tabuleiro.features;

import static io.cucumber.junit.platform.engine.Constants.GLUE_PROPERTY_NAME;

import org.junit.platform.suite.api.ConfigurationParameter;
import org.junit.platform.suite.api.IncludeEngines;
import org.junit.platform.suite.api.SelectPackages;
import org.junit.platform.suite.api.Suite;

/**
 * Runs the Portuguese Connect Four rule book (every scenario of the feature files under
 * {@code tabuleiro/features/pt/connectfour}) against the reference implementation, with the same
 * glue as {@link ConnectFourRuleBookTest}: each step method carries its English and its
 * Portuguese expression, and the text UI's steps play the UI in Portuguese.
 */
@Suite
@IncludeEngines("cucumber")
@SelectPackages("tabuleiro.features.pt.connectfour")
@ConfigurationParameter(key = GLUE_PROPERTY_NAME,
        value = "tabuleiro.features.connectfour,tabuleiro.features.contracts")
public class ConnectFourRuleBookPtTest {
}
