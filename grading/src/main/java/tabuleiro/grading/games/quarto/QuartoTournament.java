package tabuleiro.grading.games.quarto;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import tabuleiro.grading.child.HostedGame;
import tabuleiro.grading.games.quarto.child.QuartoEngine;
import tabuleiro.grading.tournament.games.ReferenceJars;
import tabuleiro.grading.tournament.games.TournamentPart;
import tabuleiro.grading.tournament.referee.RefereeGame;

/**
 * Quarto in the tournament: a move places the piece handed over and hands one on; a game is
 * never cut; an opening is {@value #OPENING_PLIES} random moves: the first piece handed over,
 * then two placements, each handing a piece on (two pieces on the board, the third in the
 * mover's hand). Its engine lists no moves, so an opening is drawn among the squares, the pieces
 * and each square with each piece that the engine plays.
 */
final class QuartoTournament implements TournamentPart {

    /** The moves of a drawn opening. */
    static final int OPENING_PLIES = 3;

    @Override
    public RefereeGame referee(ReferenceJars jars) throws ReflectiveOperationException {
        return new ReferenceQuarto(jars);
    }

    @Override
    public Class<QuartoEngine> hostedEngine() {
        return QuartoEngine.class;
    }

    @Override
    public RefereeGame own(HostedGame engine) {
        return new OwnQuarto((QuartoEngine) engine);
    }

    @Override
    public int openingPlies() {
        return OPENING_PLIES;
    }

    @Override
    public List<String> candidateMoves() {
        List<String> pieces = pieces();
        List<String> candidates = new ArrayList<>(pieces);
        for (char column = 'A'; column <= 'D'; column++) {
            for (int row = 1; row <= 4; row++) {
                String square = "" + column + row;
                candidates.add(square);
                for (String piece : pieces) {
                    candidates.add(square + piece);
                }
            }
        }
        return candidates;
    }

    /** The sixteen pieces in the brief's notation: {@code (B!} and the others. */
    private static List<String> pieces() {
        List<String> pieces = new ArrayList<>();
        for (String shape : new String[] {"(", "["}) {
            for (String colour : new String[] {"b", "p"}) {
                for (boolean tall : new boolean[] {true, false}) {
                    for (String fill : new String[] {"!", ";"}) {
                        String letter = tall ? colour.toUpperCase(Locale.ROOT) : colour;
                        pieces.add(shape + letter + fill);
                    }
                }
            }
        }
        return pieces;
    }
}
