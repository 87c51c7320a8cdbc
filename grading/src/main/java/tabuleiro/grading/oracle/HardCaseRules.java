package tabuleiro.grading.oracle;

import java.util.Map;
import java.util.function.Predicate;

/**
 * A game's part for the oracle ({@link tabuleiro.grading.spi.GameModule#part}): the hard case
 * of each of its rules that random play seldom reaches, and the finer cases the class's games
 * are chosen to reach ({@link HardCases}, {@link ClassGames}). Their order is the order the
 * class's games are chosen by, so it is part of what a class seed draws.
 */
public interface HardCaseRules {

    /**
     * Puts each rule's hard case, by the rule's ID, in a fixed order.
     *
     * @param cases the map to put them in, in their order
     */
    void addCases(Map<String, HardCase> cases);

    /**
     * The finer cases: a rule's case split by side or by direction where a plausible one-line
     * bug breaks one side alone (a black pawn's check, a win on one diagonal), by their words,
     * in a fixed order.
     *
     * @param finer the map to put them in, in their order
     */
    void addFiner(Map<String, Predicate<GameStep>> finer);
}
