/**
 * The seam between the grader's core and the games it grades: what a game of the rule book
 * brings ({@link tabuleiro.grading.spi.GameModule}) and the registry that finds every
 * registered game ({@link tabuleiro.grading.spi.Games}). The core names no game: it asks the
 * registry. Each game's module sits in its own folder, {@code tabuleiro.grading.games.<id>},
 * found by one line of {@code META-INF/services/tabuleiro.grading.spi.GameModule}
 * ({@code grading/ARCHITECTURE.md}, "A game in one place").
 *
 * <p>It depends on the JDK alone, so that every package of the grader may read it.
 */
package tabuleiro.grading.spi;
