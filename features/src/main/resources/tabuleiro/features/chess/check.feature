Feature: Check and the safety of one's own king
  A king that is attacked is in check. No move may leave one's own king attacked: not moving
  into an attacked square, not moving a piece that shields the king, and not ignoring a check.

  @CHESS-11 @ex02
  Rule: A square is attacked by every piece that could capture on it, and a king that is attacked is in check
    A pinned piece still attacks. The side that has just moved cannot be in check, since no move
    may leave one's own king attacked: a position where it is is refused.

    Scenario: A knight attacks in an L, jumping
      When the board is set up with black to move
        """
          a b c d e f g h
        8 . . . . k . . . 8
        7 . . N . p p . . 7
        6 . . . . . . . . 6
        5 . . . . . . . . 5
        4 . . . . . . . . 4
        3 . . . . . . . . 3
        2 . . . . . . . . 2
        1 . . . . K . . . 1
          a b c d e f g h
        """
      Then black is in check
      And a8 is attacked by white
      And e6 is attacked by white
      And d7 is not attacked by white

    Scenario: A pawn attacks diagonally forward only
      When the position "8/8/4k3/4P3/8/8/8/4K3 b - - 0 1" is set up
      Then black is not in check
      And d6 is attacked by white
      And f6 is attacked by white
      And e6 is not attacked by white
      And e4 is not attacked by white

    Scenario: A piece in between blocks the attack
      When the position "4k3/4p3/8/8/8/8/8/4RK2 b - - 0 1" is set up
      Then e7 is attacked by white
      And e8 is not attacked by white
      And black is not in check

    Scenario: A pinned piece still gives check
      When the position "4r3/8/8/8/3k4/8/4N3/4K3 b - - 0 1" is set up
      Then black is in check

    Scenario: The side not to move cannot be in check
      When the position "4k3/8/8/8/8/8/8/4RK2 w - - 0 1" is set up
      Then the position is refused because "the side not to move cannot be in check"

  @CHESS-23 @ex03
  Rule: A move that attacks the enemy king gives check, and the game says so

    Scenario: A queen gives check along a diagonal
      Given the position "4k3/8/8/8/8/8/8/3QK3 w - - 0 1"
      When white plays "Qh5"
      Then the move is played
      And black is in check
      And the state is "check"

    Scenario: A knight gives check, jumping
      Given the position "4k3/7p/8/3N4/8/8/8/4K3 w - - 0 1"
      When white plays "Nc7"
      Then the move is played
      And black is in check

    Scenario: A piece that moves off a line uncovers a check
      Given the position "4k3/8/8/8/8/8/4N3/4RK2 w - - 0 1"
      When white plays "Nc3"
      Then the move is played
      And black is in check
      And the state is "check"

    Scenario: A piece in between blocks the check
      Given the position "4k3/4p3/8/8/8/8/8/R4K2 w - - 0 1"
      When white plays "Re1"
      Then the move is played
      And e7 is attacked by white
      And e8 is not attacked by white
      And black is not in check
      And the state is "in progress"

  @CHESS-10 @ex03
  Rule: No move may leave one's own king attacked; such a move is rejected and the same player moves again

    Scenario: The king may not move into check
      Given the position "4k3/8/8/8/8/8/3r4/4K3 w - - 0 1"
      When white moves the piece on e1 to f2
      Then the move is rejected because "e1f2 is not a legal move for white"
      And the game is unchanged
      And white is to move
      And the piece on e1 can move to exactly "d2 f1"

    Scenario: A pinned piece may not leave the line
      Given the board with white to move
        """
          a b c d e f g h
        8 . . . . k . . . 8
        7 . . . . r . . . 7
        6 . . . . . . . . 6
        5 . . . . . . . . 5
        4 . . . . . . . . 4
        3 . . . . . . . . 3
        2 . . . . N . . . 2
        1 . . . . K . . . 1
          a b c d e f g h
        """
      When white plays "Nc3"
      Then the move is rejected
      And the game is unchanged
      And the piece on e2 cannot move
      And white has 4 legal moves

    Scenario Outline: A piece pinned along a <line> may not leave it
      Given the position "<fen>"
      When white plays "<move>"
      Then the move is rejected
      And the game is unchanged
      And the piece on <pinned> cannot move

      Examples:
        | line     | fen                             | move | pinned |
        | rank     | 4k3/8/8/8/K2N3r/8/8/8 w - - 0 1 | Nc6  | d4     |
        | diagonal | 4k3/8/8/8/8/2b5/3N4/4K3 w - - 0 1 | Nf3  | d2     |

    Scenario: A king may not step next to the other king
      Given the board with white to move
        """
          a b c d e f g h
        8 . . . . . . . . 8
        7 . . . . . . . . 7
        6 . . . . . . . . 6
        5 . . . k . . . . 5
        4 . . . . . . . . 4
        3 . . . K . . . . 3
        2 . . . . . . . P 2
        1 . . . . . . . . 1
          a b c d e f g h
        """
      When white plays "Kd4"
      Then the move is rejected
      And the game is unchanged
      And the piece on d3 can move to exactly "c2 c3 d2 e2 e3"

    Scenario: A player in check must end it
      Given the position "4k1Q1/6Rn/8/8/8/8/8/4K3 b - - 0 1"
      When black plays "Ng5"
      Then the move is rejected
      And the game is unchanged
      And black is to move
      And black has 1 legal moves
      And the piece on h7 can move to exactly "f8"

    Scenario: Capturing the checking piece ends the check
      Given the position "4k3/8/8/8/8/8/3q4/4K3 w - - 0 1"
      When white plays "Kxd2"
      Then the move is played
      And d2 holds a white king
