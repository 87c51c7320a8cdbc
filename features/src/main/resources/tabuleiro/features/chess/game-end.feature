Feature: The end of the game
  A game ends in checkmate, stalemate, a draw, or a resignation. Draws follow the FIDE Laws of
  Chess: stalemate, a position in which neither side can mate, a position occurring for the
  fifth time and seventy-five moves of each side without a capture or pawn move end the game by
  themselves; a position occurring for the third time and fifty such moves let the player to
  move claim a draw; and the players may agree to one.

  @CHESS-12 @ex07
  Rule: Checkmate: the side to move is in check and has no legal move; it loses

    Scenario: Fool's mate
      Given a new game
      And the moves "f3 e5 g4" have been played
      When black plays "Qh4#"
      Then the move is played
      And black wins by "checkmate"
      And the state is "checkmate"

    Scenario: A back-rank mate
      Given the board with white to move
        """
          a b c d e f g h
        8 . . . . . . k . 8
        7 . . . . . p p p 7
        6 . . . . . . . . 6
        5 . . . . . . . . 5
        4 . . . . . . . . 4
        3 . . . . . . . . 3
        2 . . . . . . . . 2
        1 R . . . . . K . 1
          a b c d e f g h
        """
      When white plays "Ra8"
      Then the move is played
      And white wins by "checkmate"

    Scenario: A check that can be escaped is not mate
      Given the position "6k1/5pp1/8/8/8/8/8/R5K1 w - - 0 1"
      When white plays "Ra8"
      Then the move is played
      And black is in check
      And the game goes on

  @CHESS-13 @ex07
  Rule: Stalemate: the side to move is not in check and has no legal move; the game is drawn

    Scenario: A king with nowhere to go
      Given the board with white to move
        """
          a b c d e f g h
        8 . . . . . . . k 8
        7 . . . . . . . . 7
        6 . . . . . . K . 6
        5 . . . . . Q . . 5
        4 . . . . . . . . 4
        3 . . . . . . . . 3
        2 . . . . . . . . 2
        1 . . . . . . . . 1
          a b c d e f g h
        """
      When white plays "Qf7"
      Then the move is played
      And the game is drawn by "stalemate"
      And the state is "stalemate"

    Scenario: A blocked pawn and a cornered king
      Given the position "k7/P7/2K5/8/8/8/8/8 w - - 0 1"
      When white plays "Kb6"
      Then the move is played
      And the game is drawn by "stalemate"

    Scenario: Having a move is not stalemate
      Given the position "k7/P7/2K5/8/8/8/7p/8 w - - 0 1"
      When white plays "Kb6"
      Then the move is played
      And the game goes on
      And "h2h1q" is a legal move
      And "a8b8" is not a legal move

  @CHESS-14 @ex08
  Rule: Draws by repetition, by the fifty-move rule, by insufficient material and by agreement

    Scenario: The third occurrence of a position may be claimed
      Given a new game
      And the moves "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1" have been played
      When black plays "Ng8"
      Then the move is played
      And white may claim a draw by "threefold repetition"
      And the game goes on

    Scenario: Claiming the threefold repetition ends the game
      Given a new game
      And the moves "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8" have been played
      When white claims a draw
      Then the game is drawn by "threefold repetition"

    Scenario: A position occurring twice gives no claim
      Given the position "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
      And the moves "Ra2 Kd8 Ra1 Ke8 Ra2 Kd8" have been played
      When white plays "Ra1"
      Then the move is played
      And no draw can be claimed

    Scenario: The fifth occurrence ends the game by itself
      Given a new game
      And the moves "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1" have been played
      When black plays "Ng8"
      Then the game is drawn by "fivefold repetition"

    Scenario: Fifty moves of each side without a capture or pawn move may be claimed
      Given the position "4k3/8/8/8/8/8/8/R3K3 w - - 99 80"
      When white plays "Ra2"
      Then the move is played
      And black may claim a draw by "fifty-move rule"

    Scenario: Seventy-five moves end the game by themselves
      Given the position "4k3/8/8/8/8/8/8/R3K3 w - - 149 80"
      When white plays "Ra2"
      Then the game is drawn by "seventy-five-move rule"

    Scenario: A checkmate on the move that reaches seventy-five moves wins: the mate ends the game first
      Given the position "6k1/5ppp/8/8/8/8/8/R5K1 w - - 149 80"
      When white plays "Ra8#"
      Then the move is played
      And white wins by "checkmate"

    Scenario: A checkmate on the fiftieth move wins, and leaves no draw to claim
      Given the position "6k1/5ppp/8/8/8/8/8/R5K1 w - - 99 80"
      When white plays "Ra8#"
      Then white wins by "checkmate"
      And no draw can be claimed

    Scenario: One half-move short of fifty moves gives no claim
      Given the position "4k3/8/8/8/8/8/8/R3K3 w - - 98 80"
      When white plays "Ra2"
      Then the move is played
      And no draw can be claimed

    Scenario: One half-move short of seventy-five moves the game goes on, and the fifty moves may be claimed
      Given the position "4k3/8/8/8/8/8/8/R3K3 w - - 148 80"
      When white plays "Ra2"
      Then the move is played
      And the game goes on
      And black may claim a draw by "fifty-move rule"

    Scenario: A position that had a castling right is not the same once the right is lost
      Given the position "4k3/8/8/8/8/8/8/4K2R w K - 0 1"
      And the moves "Rh2 Kd8 Rh1 Ke8 Rh2 Kd8 Rh1" have been played
      When black plays "Ke8"
      Then the move is played
      And no draw can be claimed

    # Three rook moves, Ra3 Ra2 Ra1, against the king's two lose a tempo: the pieces stand as at
    # the start a third time, but now with black to move, after twice with white to move.
    Scenario: The same pieces with the other player to move are not the same position
      Given the position "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
      And the moves "Ra2 Kd8 Ra1 Ke8 Ra3 Kd8 Ra2 Ke8" have been played
      When white plays "Ra1"
      Then the move is played
      And no draw can be claimed

    Scenario: After a tempo lost, the position with the same player to move occurs a third time and may be claimed
      Given the position "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
      And the moves "Ra3 Kd8 Ra2 Ke8 Ra1 Kd8 Ra2 Ke8 Ra1 Kd8 Ra2 Ke8" have been played
      When white plays "Ra1"
      Then the move is played
      And black may claim a draw by "threefold repetition"

    # The pieces stand as at the start for the fifth time: three times with white to move, and
    # now a second time with black to move.
    Scenario: The same pieces five times, but not five times with the same player to move, do not end the game
      Given the position "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
      And the moves "Ra2 Kd8 Ra1 Ke8 Ra2 Kd8 Ra1 Ke8 Ra3 Kd8 Ra2 Ke8 Ra1 Kd8 Ra2 Ke8" have been played
      When white plays "Ra1"
      Then the move is played
      And the game goes on
      And no draw can be claimed

    Scenario Outline: A pawn move or a capture resets the count: <move>
      Given the position "<fen>"
      When white plays "<move>"
      Then the move is played
      And no draw can be claimed
      And the game goes on

      Examples:
        | fen                                 | move |
        | 4k3/8/8/8/8/8/P7/R3K3 w - - 99 80   | a3   |
        | 4k3/8/8/8/8/8/r7/R3K3 w - - 99 80   | Rxa2 |

    Scenario: A draw claimed with no repetition and no fifty moves is refused
      Given a new game
      And the moves "Nf3 Nf6 Ng1 Ng8 Nf3" have been played
      When black claims a draw
      Then it is refused
      And the game is unchanged
      And the game goes on

    Scenario: A position with a capture en passant possible is not the same as without it
      Given the board with white to move
        """
          a b c d e f g h
        8 . . . . k . n . 8
        7 . . . . . . . . 7
        6 . . . . . . . . 6
        5 . . . . . . . . 5
        4 . . . p . . . . 4
        3 . . . . . . . . 3
        2 . . . . P . . . 2
        1 . . . . K . N . 1
          a b c d e f g h
        """
      And the moves "e4 Nf6 Nf3 Ng8 Ng1 Nf6 Nf3 Ng8" have been played
      When white plays "Ng1"
      Then the move is played
      And no draw can be claimed

    Scenario: A pawn on the other side can capture en passant too
      Given the board with white to move
        """
          a b c d e f g h
        8 . . . . k . n . 8
        7 . . . . . . . . 7
        6 . . . . . . . . 6
        5 . . . . . . . . 5
        4 . . . . . p . . 4
        3 . . . . . . . . 3
        2 . . . . P . . . 2
        1 . . . . K . N . 1
          a b c d e f g h
        """
      And the moves "e4 Nf6 Nf3 Ng8 Ng1 Nf6 Nf3 Ng8" have been played
      When white plays "Ng1"
      Then the move is played
      And no draw can be claimed

    Scenario: A double step beside a pinned pawn that cannot capture en passant leaves the position the same
      Given the board with white to move
        """
          a b c d e f g h
        8 . . . k . . n . 8
        7 . . . . . . . . 7
        6 . . . . . . . . 6
        5 . . . . . . . . 5
        4 . . . p . . . . 4
        3 . . . . . . . . 3
        2 . . . . P . . . 2
        1 . . . R K . N . 1
          a b c d e f g h
        """
      And the moves "e4 Nf6 Nf3 Ng8 Ng1 Nf6 Nf3 Ng8" have been played
      When white plays "Ng1"
      Then the move is played
      And black may claim a draw by "threefold repetition"

    Scenario: A double step that no pawn can capture en passant leaves the position the same
      Given a new game
      And the moves "e4 Nf6 Nf3 Ng8 Ng1 Nf6 Nf3 Ng8" have been played
      When white plays "Ng1"
      Then the move is played
      And black may claim a draw by "threefold repetition"

    Scenario: Capturing the last piece that could mate leaves kings only
      Given the position "4k3/8/8/8/8/8/3r4/4K3 w - - 0 1"
      When white plays "Kxd2"
      Then the game is drawn by "insufficient material"

    Scenario Outline: Material that cannot mate: <material>
      When a game starts from the position "<fen>"
      Then the game is drawn by "insufficient material"

      Examples:
        | material                                  | fen                              |
        | king and bishop against king              | 4k3/8/8/8/8/8/8/2B1K3 w - - 0 1  |
        | king and knight against king              | 4k3/8/8/8/8/8/8/1N2K3 w - - 0 1  |
        | bishops on squares of one colour          | 4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1 |

    Scenario: Bishops on both colours can still mate
      Given the position "4k1b1/8/8/8/8/8/8/2B1K3 w - - 0 1"
      When white plays "Bd2"
      Then the move is played
      And the game goes on

    Scenario Outline: Material that can still mate, however unlikely: <material>
      When a game starts from the position "<fen>"
      Then the game goes on

      Examples:
        | material                          | fen                              |
        | two knights against a king        | 4k3/8/8/8/8/8/8/1N2K1N1 w - - 0 1 |
        | a bishop against a knight         | 4kn2/8/8/8/8/8/8/2B1K3 w - - 0 1 |
        | a pawn                            | 4k3/8/8/8/8/8/P7/4K3 w - - 0 1   |

    Scenario: The players agree to a draw
      Given a new game
      And the moves "e4 e5" have been played
      When the players agree to a draw
      Then the game is drawn by "agreement"
      And the state is "draw"

    Scenario: A game that has ended cannot be drawn by agreement
      Given a new game
      And the moves "f3 e5 g4 Qh4#" have been played
      When the players agree to a draw
      Then it is refused
      And the game is unchanged
      And black wins by "checkmate"

    Scenario: A draw cannot be claimed once the game has ended
      Given a new game
      And the moves "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8" have been played
      And white has resigned
      When white claims a draw
      Then it is refused
      And the game is unchanged
      And black wins by "resignation"

    Scenario: A drawn result after a threefold repetition is read as the claim
      When the PGN is read
        """
        1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 1/2-1/2
        """
      Then the game is drawn by "threefold repetition"

  @CHESS-15 @ex08
  Rule: A player may resign, and the opponent wins

    Scenario: White resigns
      Given a new game
      And the moves "e4 e5" have been played
      When white resigns
      Then black wins by "resignation"
      And the state is "resigned"

    Scenario: Black resigns, and has no move left
      Given a new game
      And the moves "e4" have been played
      When black resigns
      Then white wins by "resignation"
      And "e7e5" is not a legal move

    Scenario: After a resignation no piece can move
      Given a new game
      And the moves "e4" have been played
      When black resigns
      Then white wins by "resignation"
      And the piece on e7 cannot move

    Scenario: No move after resigning
      Given a new game
      And the moves "e4" have been played
      And black has resigned
      When black moves the piece on e7 to e5
      Then the move is rejected
      And the game is unchanged
      And white wins by "resignation"

    Scenario: No resignation after the game has ended
      Given a new game
      And the moves "f3 e5 g4 Qh4#" have been played
      When white resigns
      Then it is refused
      And the game is unchanged
      And black wins by "checkmate"
