/**
 * The reference implementation of Tabuleiro's games, one package each ({@code tabuleiro.GAME},
 * registered for the launcher by its {@link tabuleiro.cli.GameEntry}), what their text UIs and
 * command lines share ({@link tabuleiro.ui}, {@link tabuleiro.cli}), their board pictures
 * ({@link tabuleiro.svg}) and the launcher {@link tabuleiro.Tabuleiro}.
 *
 * <h2 id="contracts">Contracts: the idiom everywhere</h2>
 *
 * <p>Every package states its contracts in the one way written down here, and each game's
 * package documentation points here. A reader who has learnt one game reads the others, and
 * whoever sees a failure knows from its kind whose mistake it is: an exception is the caller's,
 * a {@code pre:} or {@code post:} assertion the method's code, an {@code invariant:} assertion
 * the class's.
 *
 * <h3>Preconditions of public methods and constructors: {@code @throws X unless}</h3>
 *
 * <p>Public preconditions are explicit checks that always run: {@code IllegalArgumentException}
 * for a bad argument, {@code IllegalStateException} for a call in the wrong state ("the game is
 * over"), {@code Objects.requireNonNull} for null. The message says what was expected and what
 * came.
 *
 * <p>Javadoc states each with the tag {@code @throws X unless ...}: after "unless" comes what
 * must hold for the call to go ahead, as an English sentence and the Java expression, such as
 * {@code @throws IllegalStateException unless the game goes on: !isOver()}. The expression is
 * the precondition itself, the condition the check negates. An exception with several causes
 * names them in one tag, as one expression joined with {@code &&} or as
 * {@code unless a, or unless b} when each needs its own words; it is thrown when any of them
 * fails. "If" never introduces a precondition, so no tag mixes "if" and "unless".
 *
 * <p>Two kinds of {@code @throws} keep "if", because neither is a condition that the caller
 * establishes and the method checks:
 * <ul>
 *   <li>Null: {@code @throws NullPointerException if x is null}, or {@code if an argument is
 *       null} when every reference argument is meant. The same precondition holds for every
 *       reference parameter of every public method, is checked the same way (by
 *       {@code Objects.requireNonNull} at the start), and "unless x != null" would say it with a
 *       double negative. This is the one precondition written with "if".
 *   <li>Failures of the world outside the program, which no caller can rule out before the
 *       call: {@code IOException} and its subclasses (a file that cannot be read, a connection
 *       that fails, a peer that breaks the protocol), and the person leaving a text UI
 *       ({@code Quit}): {@code @throws IOException if the connection fails}.
 * </ul>
 *
 * <h3>Preconditions of non-public methods: {@code @pre}</h3>
 *
 * <p>A package-private or private method is called by its own class or package only, so a
 * broken precondition there is a bug of that code, not a caller's mistake: it is an assertion,
 * {@code assert alpha < beta : "pre: a window that is not empty";}, and the method's Javadoc
 * states it with the custom tag {@code @pre}, the English sentence and the Java expression
 * ({@code @pre alpha < beta && !position.canWinNext()}). Every {@code "pre:"} assertion has its
 * {@code @pre} tag and every {@code @pre} tag its assertion; a public method has no
 * {@code @pre}, since its preconditions are checked and thrown as above. Such preconditions
 * are for package-private methods that run millions of times a second and are called only with
 * what a search has already established (a game whose package has them says so in its package
 * documentation); other private helpers rely on the checks of the public method that calls
 * them, which have already thrown.
 *
 * <h3>Postconditions: {@code @post}</h3>
 *
 * <p>A postcondition is what a method promises once it returns normally. It is checked by
 * {@code assert} statements labelled {@code "post: ..."} just before the method returns, and
 * stated in Javadoc by the custom tag {@code @post}: the English sentence and the Java
 * expression.
 *
 * <p>In the expression, {@code result} is the value the method returns and {@code old(e)} is
 * the value that the expression {@code e} had when the method was called (the {@code old} of
 * Eiffel and of JML). The method body keeps such a value in a local variable
 * ({@code int before = count();}), which the Javadoc never names, as its reader does not see it:
 * the tag says {@code @post count() == old(count()) + 1}. The expression uses the parameters and
 * the queries of the class, public ones where they suffice; a private query it needs is said in
 * words beside it ("where {@code discsIn(column)} counts the discs in the column"). Only a
 * promise that no expression can say more shortly than the sentence, such as a text UI's
 * dialogue, is given in words alone.
 *
 * <h3>Class invariants: {@code @invariant} and {@code invariant()}</h3>
 *
 * <p>Each stateful class has one {@code private boolean invariant()} (or a name for the
 * property it checks), asserted at the end of the constructor and of every public mutator,
 * after the postconditions: {@code assert invariant() : "invariant: ...";}. The class Javadoc
 * states it with the custom tag {@code @invariant}, in a sentence whose clauses the method
 * checks one by one. A postcondition's assertion never folds the invariant in: written
 * {@code assert isEmpty() && invariant() : "post: ..."}, a broken invariant would be reported
 * as a broken postcondition, so the two are two assertions, each with its own label.
 *
 * <p>A game class, whose invariant is what a student's bug most often breaks, has instead a
 * {@code private String invariantBroken()}: the first clause that does not hold, as a message
 * labelled {@code invariant:} that names the clause and the rule, says what the state holds and
 * what it contradicts ("the grid has four in a row of player 1 at (6,1) (5,2) (4,3) (3,4), but
 * isOver() is false"), and ends with {@code (see Class.method)} when one method does the work the
 * clause checks; or an empty string when every clause holds. It is asserted as
 * {@code assert invariantBroken().isEmpty() : invariantBroken();}, so the feedback can say which
 * clause failed and point at that method rather than at the {@code assert}.
 *
 * <h3>History constraints are postconditions</h3>
 *
 * <p>An invariant is a property of one state. A property that relates a state to an earlier
 * one ("scores never go down", "a piece placed stays where it is", "the history only grows") is
 * a history constraint, which {@code invariant()}, seeing only the present, cannot check. It is
 * a postcondition of every mutator that could break it, asserted there with the label
 * {@code "post:"} and written with {@code old}: {@code @post score() >= old(score())}. It is
 * never labelled {@code "invariant:"}; the class Javadoc may say it in words.
 *
 * <h3>Labels and running the assertions</h3>
 *
 * <p>Every assertion's message begins with its kind, {@code "pre: "}, {@code "post: "} or
 * {@code "invariant: "}, and goes on with the property in words, so that an
 * {@code AssertionError} says at once whose fault it is. A check inside a method of something
 * the object always keeps is an invariant and is labelled so. Assertion expressions have no side
 * effects: a run without assertions behaves the same and only checks less. Tests and the rule
 * book run with {@code -ea} and fail without it (the reference's
 * {@code AssertionsEnabledTest}, the rule book's {@code AssertionsGuard}).
 */
package tabuleiro;
