package tabuleiro.exercises;

import static io.cucumber.junit.platform.engine.Constants.GLUE_PROPERTY_NAME;
import static io.cucumber.junit.platform.engine.Constants.JUNIT_PLATFORM_NAMING_STRATEGY_PROPERTY_NAME;
import static io.cucumber.junit.platform.engine.Constants.PLUGIN_PUBLISH_QUIET_PROPERTY_NAME;

import org.junit.platform.suite.api.ConfigurationParameter;
import org.junit.platform.suite.api.IncludeEngines;
import org.junit.platform.suite.api.SelectPackages;
import org.junit.platform.suite.api.Suite;

/**
 * Runs the checkers rule book against the classes of this module: the student's engine.
 *
 * <p>The feature files and their step definitions come from the rule book's jar, the very ones
 * the grader runs; the reference is kept off the class path, so every step drives the classes
 * in {@code src/main/java}. Run it from the project's root folder with
 * {@code ./mvnw -q -B -pl exercises -am verify -DskipTests -DskipSpecs=false
 * -Dtest=CheckersRuleBookTest}, and narrow it to one exercise with
 * {@code -Dcucumber.filter.tags=@ex01}.
 */
@Suite
@IncludeEngines("cucumber")
@SelectPackages("tabuleiro.features.checkers")
@ConfigurationParameter(key = GLUE_PROPERTY_NAME, value = "tabuleiro.features.checkers")
@ConfigurationParameter(key = PLUGIN_PUBLISH_QUIET_PROPERTY_NAME, value = "true")
// Surefire then names each test "Feature - Rule - Scenario", which says what failed.
@ConfigurationParameter(key = JUNIT_PLATFORM_NAMING_STRATEGY_PROPERTY_NAME, value = "long")
public class CheckersRuleBookTest {
}
