package tabuleiro.features.connectfour;

import tabuleiro.connectfour.Game;

/**
 * Pieces of failure messages: a failed step shows the student the grid their engine actually
 * has, drawn as the rule book draws grids, so the expected and the actual can be compared by eye.
 */
final class Explain {

    private Explain() {
    }

    /**
     * Draws the grid of a game for a failure message.
     *
     * @param game the game whose grid to show, or {@code null}
     * @return the drawing with a line saying where it comes from; if the grid cannot be read
     *     (for example because {@code valueAt} is not written yet), a line saying so and why
     */
    static String grid(Game game) {
        if (game == null) {
            return "(there is no game yet)";
        }
        try {
            return "The engine's grid (read with valueAt) is:\n" + Grid.of(game);
        } catch (RuntimeException unreadable) {
            // The message is already about a failure; the reason the grid cannot be shown is
            // added to it rather than hiding the failure behind a second one.
            return "(the engine's grid could not be read: valueAt threw "
                    + unreadable.getClass().getSimpleName() + ": " + unreadable.getMessage() + ")";
        }
    }
}
