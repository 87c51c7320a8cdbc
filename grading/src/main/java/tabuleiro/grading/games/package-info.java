/**
 * The games the grader grades, one folder each ({@code tabuleiro.grading.games.<id>}): what
 * each game brings to the grader's core through {@link tabuleiro.grading.spi.GameModule},
 * registered by one line of {@code META-INF/services/tabuleiro.grading.spi.GameModule}. No
 * package of the core imports these; {@code ArchitectureTest} keeps it so. A sixth game adds a
 * folder here and one line there ({@code grading/ARCHITECTURE.md}, "A game in one place").
 */
package tabuleiro.grading.games;
