package tabuleiro.grading.spi;

import java.util.Map;
import java.util.Optional;
import java.util.ResourceBundle;
import java.util.Set;

/**
 * What a game of the rule book brings to the grader: its names, its probe, how the oracle's
 * generated games and the kit's games play it, and what its probe's answers mean. One class a
 * game implements it, in the game's own folder ({@code tabuleiro.grading.games.<id>}), and one
 * line of {@code META-INF/services/tabuleiro.grading.spi.GameModule} registers it; the core
 * asks {@link Games} and names no game. The numbers each game gives are measured, and the
 * measures are said in its module's Javadoc, next to the number.
 *
 * <p>Only the JDK's types cross this seam, so that any package of the grader may read it.
 * What a stage needs of a game in its own types (the oracle's hard cases, the tournament's
 * table, the kit's board drawing) is a part: an interface the stage declares in its own
 * package, which the game's module gives through {@link #part(Class)}. The game's folder then
 * imports the stage, and no stage imports the game.
 */
public interface GameModule {

    /**
     * The game's package name, as the reference's ({@code tabuleiro.<id>}), the rule book's
     * ({@code tabuleiro.features.<id>}) and a scheme's {@code rulebook} end with it.
     *
     * @return lower-case letters, one word: the command without its hyphens
     */
    String id();

    /**
     * The game's command, as the launcher, the bundled scheme ({@code schemes/<command>.json})
     * and {@code --game} name it.
     *
     * @return lower-case words joined by hyphens; by default the id, for a game of one word
     */
    default String command() {
        return id();
    }

    /**
     * The game's place in the courseware, from 1: the order reports and lists give the games.
     *
     * @return at least 1, one game each
     */
    int rank();

    /**
     * The binary name of the game's probe in the rule book's jar: a
     * {@code Function<String, String>} with a public constructor ({@code features/PROBES.md}).
     *
     * @return in the rule book's package of the game, {@code tabuleiro.features.<id>.probe}
     */
    String probeClass();

    /**
     * Whether the probe's {@code new} takes a seed (the probe deals the game from it).
     *
     * @return {@code true} for a game with chance in it; by default {@code false}
     */
    default boolean seeded() {
        return false;
    }

    /**
     * The most plies (or turns) of a generated game: where a game that has not ended is cut.
     *
     * @return at least 1
     */
    int maxPlies();

    /**
     * How many end games ({@code new end SEED}) follow each generated game, after the games.
     *
     * @return 0 for a probe without end games
     */
    int endGames();

    /**
     * The generated games every submission of a class is asked when the scheme sets none. The
     * budget is a second of processor time per submission, the oracle's and the engine's
     * together; the oracle plays a class's games once per class, so a submission pays its
     * engine's answers and the comparison alone (some 60 to 130 ms for the kit's counts,
     * {@code GeneratedGamesTiming}), and twice the kit's counts cost a submission less than the
     * kit's counts did with the oracle's share. The end games ({@link #endGames()}) are not
     * counted here.
     *
     * @return at least 0; by default twice {@link #kitGames()}
     */
    default int classGames() {
        return 2 * kitGames();
    }

    /**
     * The generated games of each of the student kit's seeds, whose reference answers the kit
     * carries and plays on the student's engine at every check: counts whose processor time,
     * the oracle's and the engine's together, was measured within a second, and smaller than a
     * class's, as the kit pays them at every check.
     *
     * @return at least 0
     */
    int kitGames();

    /**
     * The random games {@code ./check} plays through the student's engine by default.
     *
     * @return at least 0
     */
    int kitRandomGames();

    /**
     * The end games the kit plays after each of its random games, of those the grader plays.
     *
     * @return 0 to {@link #endGames()}; by default all of them
     */
    default int kitRandomEndGames() {
        return endGames();
    }

    /**
     * The probe's observation keys that are properties (answered from the engine's own answers,
     * no reference needed), each with the answer that says it holds. Two games never share a
     * key's name.
     *
     * @return key to the answer that holds
     */
    Map<String, String> properties();

    /**
     * The game's own words, which the shared bundles of the check, the guide and the kit leave
     * to it so that they name no game: a {@code ListResourceBundle} in the game's folder, read
     * with {@code model.Texts} (its English class; a {@code _pt} twin holds the Portuguese).
     * Its keys: {@code property.KEY}, the words of each of {@link #properties()}, said when a
     * random game breaks it; {@code question.KEY}, what a probe key of this game alone asks,
     * before the shared questions; {@code guide.properties}, the guide's clause on what the
     * random games check besides the contracts, where the game has properties; and, for the
     * kit's README on {@code play --tournament}, {@code kit.greedy} with {@code kit.greedy.in}
     * (what the greedy anchor takes beyond a win at once, and the game that phrase is said
     * of), {@code kit.seat} (the seats a game of more than two colours counts) and
     * {@code kit.note} (a sentence of the game's own), each where the game has one; and for
     * the tournament, {@code tournament.anchors} (the kit's anchors on this game, its
     * {@code {0}} the game's cap), and where the game has them {@code tournament.header} (the
     * kit's table's header of a game without colours), {@code tournament.openings} (why
     * {@code --openings} is refused for a game that takes none) and {@code tournament.replay}
     * (a replay page's line under a position); and for the referee, {@code referee.*}, its
     * words for a move it refuses (a game whose tables list moves says
     * {@code referee.not.move}, the move as {@code {0}}), which a game's record keeps in
     * English and the pages say in Portuguese.
     *
     * @return the bundle's English class
     */
    Class<? extends ResourceBundle> words();

    /**
     * The properties whose probe scenario does not state the rule's answer (a scenario of the
     * board alone): their breaks have no scenario to paste.
     *
     * @return some keys of {@link #properties()}
     */
    default Set<String> propertiesUnstated() {
        return Set.of();
    }

    /**
     * The observation keys the kit's answer book charges through the probe over the student's
     * engine (its own board tells the rule) rather than through the reference's answer.
     *
     * @return keys; by default none
     */
    default Set<String> engineCharged() {
        return Set.of();
    }

    /**
     * The keys whose charge the probe over the student's engine gives where the answer book
     * holds none for the difference.
     *
     * @return keys
     */
    default Set<String> engineChargedWhereUnsaid() {
        return Set.of();
    }

    /**
     * Whether the probe, asked for the scenario of a move it could not play, writes that move as
     * the scenario's last step, a set-up step that keeps no refusal for a {@code Then}: pasted,
     * it fails on the engine that refused the move and passes on one that plays it.
     *
     * @return {@code true} unless the probe has no such step
     */
    default boolean scenarioPlaysTheMove() {
        return true;
    }

    /**
     * The rule book's step that says a move is not legal, where it has one, for the scenario a
     * kit offers when the engine listed a move and then did not play it: the position, then
     * this step in place of the move.
     *
     * @param move the move, as the probe writes it
     * @param language the scenario's language tag, {@code en} or {@code pt}
     * @return the step, from its keyword on; empty for a rule book without such a step
     */
    default String notLegalStep(String move, String language) {
        return "";
    }

    /**
     * A part this game gives a stage: an implementation of an interface the stage declares in
     * its own package ({@link Games#part}).
     *
     * @param <P> the part's type
     * @param kind the part's interface
     * @return the game's part, or empty when the game has none of that kind
     */
    default <P> Optional<P> part(Class<P> kind) {
        return Optional.empty();
    }

    /**
     * The first of a module's parts that is of a kind: what {@link #part(Class)} returns for a
     * module that gives these parts.
     *
     * @param <P> the part's type
     * @param kind the part's interface
     * @param parts the module's parts
     * @return the first part of that kind, or empty
     */
    static <P> Optional<P> partOf(Class<P> kind, Object... parts) {
        for (Object part : parts) {
            if (kind.isInstance(part)) {
                return Optional.of(kind.cast(part));
            }
        }
        return Optional.empty();
    }
}
