/**
 * Chess: the game and how it ends ({@link tabuleiro.chess.Game}), the position and its rules
 * ({@link tabuleiro.chess.Position} and its move generator), moves, and the
 * notations FEN, SAN and PGN, saved games, and the agents. The text UI is in
 * {@code tabuleiro.chess.ui} and the commands in {@code tabuleiro.chess.cli}.
 *
 * <p>The contracts are written in {@linkplain tabuleiro the reference's one contract idiom}:
 * {@code @throws X unless} for preconditions, {@code @post} and {@code @invariant} with their
 * Java expressions, and assertions labelled {@code "post:"} and {@code "invariant:"}.
 *
 * <p>The exercises' seams. Each exercise is the bodies of the methods that its
 * numbered solution regions mark, listed with their rules and points in
 * the generated guide {@code exercises/guides/chess.md}. The code around them asks
 * each one only when the game needs it, so that the exercises before it play without it:
 * <ul>
 *   <li>exercise 1 (the squares' names, {@code Square.parse} and {@code Square.name}) is
 *       needed by neither the refusals of {@code Game.play}, which name moves with
 *       {@code Move.uci}, nor the repetition key of {@code Position}, which holds board
 *       indices;</li>
 *   <li>exercise 6 ({@code MoveGenerator.castle}) is asked only when a castling right is held
 *       and the squares between king and rook are empty;</li>
 *   <li>exercise 7 ({@code Game.endWithoutMoves}) is asked only when the side to move has no
 *       legal move;</li>
 *   <li>exercise 8 ({@code Game.claimableDraw}) is reached only once a claim could be possible
 *       (enough positions for a threefold repetition, or the fifty-move clock at fifty), so the
 *       opening of a game, which the text UI shows with any claim, does not need it;</li>
 *   <li>exercise 10 ({@code SavedGame}) holds the notation of a saved game only: the file's
 *       bytes are read by {@link tabuleiro.chess.SavedGameFile}.</li>
 * </ul>
 */
package tabuleiro.chess;
