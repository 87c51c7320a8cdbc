package tabuleiro.features;

import static io.cucumber.junit.platform.engine.Constants.GLUE_PROPERTY_NAME;

import org.junit.platform.suite.api.ConfigurationParameter;
import org.junit.platform.suite.api.IncludeEngines;
import org.junit.platform.suite.api.SelectPackages;
import org.junit.platform.suite.api.Suite;

/**
 * Runs the Jogo do Galo rule book (every scenario of the feature files under
 * {@code tabuleiro/features/galo}) against the reference implementation,
 * with the assertions guard that every game shares ({@code tabuleiro.features.contracts}).
 */
@Suite
@IncludeEngines("cucumber")
@SelectPackages("tabuleiro.features.galo")
@ConfigurationParameter(key = GLUE_PROPERTY_NAME,
        value = "tabuleiro.features.galo,tabuleiro.features.contracts")
public class GaloRuleBookTest {
}
