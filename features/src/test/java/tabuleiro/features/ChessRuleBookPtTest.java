package tabuleiro.features;

import static io.cucumber.junit.platform.engine.Constants.GLUE_PROPERTY_NAME;

import org.junit.platform.suite.api.ConfigurationParameter;
import org.junit.platform.suite.api.IncludeEngines;
import org.junit.platform.suite.api.SelectPackages;
import org.junit.platform.suite.api.Suite;

/**
 * Runs the Portuguese chess rule book (every scenario of the feature files under
 * {@code tabuleiro/features/pt/chess}, the twins of the English ones) against the reference
 * implementation, with the same glue as {@link ChessRuleBookTest}: each step method carries its
 * English and its Portuguese expression, and the scenario's language
 * ({@code tabuleiro.features.contracts.ScenarioLanguage}) makes the text UI speak Portuguese.
 */
@Suite
@IncludeEngines("cucumber")
@SelectPackages("tabuleiro.features.pt.chess")
@ConfigurationParameter(key = GLUE_PROPERTY_NAME,
        value = "tabuleiro.features.chess,tabuleiro.features.contracts")
public class ChessRuleBookPtTest {
}
