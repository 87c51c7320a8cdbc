/**
 * Glue that every game's rule book shares: the check that the engine's contracts are checked
 * ({@link tabuleiro.features.contracts.AssertionsGuard}) and the running scenario's language
 * ({@link tabuleiro.features.contracts.ScenarioLanguage}), which both trees of the rule book use.
 * Each game's runner names this package in its {@code cucumber.glue} beside the game's own step
 * definitions.
 */
package tabuleiro.features.contracts;
