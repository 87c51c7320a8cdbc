/**
 * The rule book read as the grader needs it: Cucumber's Gherkin parser over the feature files,
 * each {@code Rule:} block tagged with its exercise, each scenario with its text and key.
 *
 * <p>Who uses it: {@code grade}, {@code wholeclass}, {@code selfcheck}, {@code export},
 * {@code generator}. It imports {@code model} only.
 */
package tabuleiro.grading.rulebook;
