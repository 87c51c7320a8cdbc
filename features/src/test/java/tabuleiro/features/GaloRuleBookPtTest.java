package tabuleiro.features;

import static io.cucumber.junit.platform.engine.Constants.GLUE_PROPERTY_NAME;

import org.junit.platform.suite.api.ConfigurationParameter;
import org.junit.platform.suite.api.IncludeEngines;
import org.junit.platform.suite.api.SelectPackages;
import org.junit.platform.suite.api.Suite;

/**
 * Runs the Portuguese Jogo do Galo rule book (every scenario of the feature files under
 * {@code tabuleiro/features/pt/galo}) against the reference implementation, with the same
 * glue as {@link GaloRuleBookTest}: each step method carries its English and its
 * Portuguese expression, and the text UI's steps play the UI in Portuguese.
 */
@Suite
@IncludeEngines("cucumber")
@SelectPackages("tabuleiro.features.pt.galo")
@ConfigurationParameter(key = GLUE_PROPERTY_NAME,
        value = "tabuleiro.features.galo,tabuleiro.features.contracts")
public class GaloRuleBookPtTest {
}
