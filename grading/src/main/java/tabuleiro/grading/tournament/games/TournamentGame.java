package tabuleiro.grading.tournament.games;

import java.io.IOException;
import java.net.URL;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import tabuleiro.grading.child.HostedGame;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.Texts;
import tabuleiro.grading.spi.GameModule;
import tabuleiro.grading.spi.Games;
import tabuleiro.grading.tournament.referee.RefereeGame;

/**
 * A game the tournament plays, by the name {@code --game} and the agents' host know: a
 * registered game ({@link Games}) with its tournament's part ({@link TournamentPart}). Every
 * registered game with such a part is played; the tournament names none of them.
 */
public final class TournamentGame {

    private final GameModule module;
    private final TournamentPart part;

    private TournamentGame(GameModule module, TournamentPart part) {
        this.module = module;
        this.part = part;
    }

    /**
     * Every game the tournament plays, in the courseware's order.
     *
     * @return the games
     */
    public static List<TournamentGame> values() {
        return Games.all().stream().flatMap(module -> module.part(TournamentPart.class)
                .map(part -> new TournamentGame(module, part)).stream()).toList();
    }

    /**
     * The game of a name: its scheme's, as {@code grade --game} and the kit's {@code play}
     * name it, or its engine's package, which a shard's settings keep and which the tournament
     * took alone until 2026-11-26.
     *
     * @param name {@code --game}'s value, or a shard's game
     * @return the game, if the tournament plays it
     */
    public static Optional<TournamentGame> of(String name) {
        return values().stream().filter(game -> game.id().equals(name)
                || game.scheme().equals(name)).findFirst();
    }

    /**
     * The game of a grading scheme.
     *
     * @param scheme the scheme's game, its command
     * @return the game, if the tournament plays it
     */
    public static Optional<TournamentGame> ofScheme(String scheme) {
        return values().stream().filter(game -> game.scheme().equals(scheme)).findFirst();
    }

    /**
     * The names of the games the tournament plays, as {@code grade --game} names them.
     *
     * @return the commands, commas between
     */
    public static String names() {
        return values().stream().map(TournamentGame::scheme).collect(Collectors.joining(", "));
    }

    /**
     * The game's name: its engine's package, {@code --game}'s value.
     *
     * @return the registered game's id
     */
    public String id() {
        return module.id();
    }

    /**
     * The game's bundled grading scheme, for its package, title and limits.
     *
     * @return the registered game's command
     */
    public String scheme() {
        return module.command();
    }

    /**
     * The game's part: its openings, its cap, its agents' resource.
     *
     * @return the part
     */
    public TournamentPart part() {
        return part;
    }

    /**
     * The game's own words ({@link GameModule#words()}) in a language: its anchors, and the
     * sentences of a game that differs from the others (a header without colours, a refusal of
     * openings).
     *
     * @param language the language
     * @return the game's texts
     */
    public Texts words(Language language) {
        return Texts.of(module.words(), language);
    }

    /**
     * The most replay pages written when {@code --replays} is not given.
     *
     * @return the default of {@code --replays}
     */
    public int defaultReplays() {
        return part.defaultReplays();
    }

    /**
     * The moves or turns after which a game ends, where it has such a cap.
     *
     * @return the cap, 0 for a game that has none
     */
    public int cap() {
        return part.cap();
    }

    /**
     * Opens the game's referee in the reference.
     *
     * @param folder the grader's {@code oracle/} folder
     * @return the referee's game
     * @throws IOException if the reference is not there
     */
    public RefereeGame open(Path folder) throws IOException {
        return ReferenceJars.open(folder, id(), part::referee);
    }

    /**
     * Opens the game's referee in the reference's jars or class folders, as a test finds them.
     *
     * @param reference the reference's jars or class folders
     * @return the referee's game
     * @throws IOException if the game is not in them
     */
    public RefereeGame open(List<URL> reference) throws IOException {
        return ReferenceJars.open(reference, reference.toString(), id(), part::referee);
    }

    /**
     * The binary name of the game's class on the student's engine, which the agents' host of
     * a child JVM is given ({@link TournamentPart#hostedEngine()}).
     *
     * @return the class's name
     */
    public String hostedEngine() {
        return part.hostedEngine().getName();
    }

    /**
     * The game on the student's engine, for an agent played in this JVM (the kit's
     * {@code play --tournament}).
     *
     * @param loader the class loader that holds the student's engine
     * @return the game, its engine's classes found
     * @throws ReflectiveOperationException if the student's engine lacks a class or method of
     *     the game's
     */
    public HostedGame host(ClassLoader loader) throws ReflectiveOperationException {
        return HostedGame.make(part.hostedEngine(), loader);
    }

    /**
     * The game refereed by the student's own engine, with the grader's anchors, for the kit's
     * {@code play --tournament}.
     *
     * @param engine the game on the student's engine, as {@link #host} makes it
     * @return the referee's game
     * @throws ReflectiveOperationException if the student's engine lacks a class or method the
     *     anchors read beyond the agents' host's
     */
    public RefereeGame own(HostedGame engine) throws ReflectiveOperationException {
        return part.own(engine);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof TournamentGame game && game.id().equals(id());
    }

    @Override
    public int hashCode() {
        return id().hashCode();
    }

    @Override
    public String toString() {
        return id();
    }
}
