package tabuleiro.checkers.cli;

import java.util.ListResourceBundle;

/**
 * The help of the checkers commands in English ({@link CheckersHelp_pt} in Portuguese), in
 * picocli's keys: {@link CheckersCommand} names it and its subcommands share it, so each key is
 * prefixed with its command's qualified name ({@code tabuleiro.checkers.play.}). Its texts are
 * picocli's: an apostrophe is written once, {@code %n} ends a line, and picocli's variables
 * such as {@code ${DEFAULT-VALUE}} are filled in.
 */
public class CheckersHelp extends ListResourceBundle {

    /**
     * The help texts by picocli's keys.
     *
     * @return pairs of key and text
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"tabuleiro.checkers.usage.description", "Checkers (Damas Classicas): play it alone,"
                        + " against the agent or over the network, or count its moves with"
                        + " perft."},
            {"tabuleiro.checkers.play.usage.description.0", "Play checkers in the terminal: type"
                        + " the square a piece is on and the"},
            {"tabuleiro.checkers.play.usage.description.1", "square it goes to. By default you"
                        + " play both sides (solitaire)."},
            {"tabuleiro.checkers.play.variant", "The rules: ${COMPLETION-CANDIDATES}. Default:"
                        + " ${DEFAULT-VALUE}."},
            {"tabuleiro.checkers.play.white", "Who plays White: ${COMPLETION-CANDIDATES}."
                        + " Default: ${DEFAULT-VALUE}."},
            {"tabuleiro.checkers.play.black", "Who plays Black: ${COMPLETION-CANDIDATES}."
                        + " Default: ${DEFAULT-VALUE}."},
            {"tabuleiro.checkers.play.depth", "How many moves ahead the agent looks. Default:"
                        + " ${DEFAULT-VALUE}."},
            {"tabuleiro.checkers.play.position", "Start from this PDN FEN position instead of"
                        + " the initial one."},
            {"tabuleiro.checkers.play.pdn", "At the end, save the game in PDN to this file."},
            // 200 is PlayCommand.AGENTS_MOVE_LIMIT, which PlayCommandTest checks is shown.
            {"tabuleiro.checkers.play.max-moves", "Stop the session with no result after N moves,"
                        + " 1 or more. Default: 200 when agents play both sides (the simplified"
                        + " rules have no draw), no limit otherwise."},
            {"tabuleiro.checkers.host.usage.description", "Wait for the other player's program to"
                        + " connect, then play over the network."},
            {"tabuleiro.checkers.host.port", "The TCP port to listen on, 1 to 65535."},
            {"tabuleiro.checkers.join.usage.description", "Connect to the other player's program"
                        + " (started with host) and play."},
            {"tabuleiro.checkers.join.address", "Where the other program waits."},
            {"network.variant", "The rules, ${COMPLETION-CANDIDATES}; both sides must agree."
                        + " Default: ${DEFAULT-VALUE}."},
            {"network.timeout", "How long to wait for the other side to connect or to move."
                        + " Default: ${DEFAULT-VALUE}."},
            {"network.agent", "Let the alpha-beta agent play this side."},
            {"tabuleiro.checkers.perft.usage.description.0", "Count the move sequences of a given"
                        + " length (perft)."},
            {"tabuleiro.checkers.perft.usage.description.1", "The total is on the last line."},
            {"tabuleiro.checkers.perft.variant", "The rules: ${COMPLETION-CANDIDATES}. Default:"
                        + " ${DEFAULT-VALUE}."},
            {"tabuleiro.checkers.perft.depth", "How many moves deep, 0 or more (1 or more with"
                        + " --divide)."},
            {"tabuleiro.checkers.perft.position", "The position in PDN FEN. Default: the initial"
                        + " position."},
            {"tabuleiro.checkers.perft.divide", "First list each legal move and its count."},
        };
    }
}
