Feature: Taking turns
  X moves first, and then the players alternate. A move names only the square to mark, never the
  player: the engine knows whose turn it is, X when both players have as many marks, O when X
  has one more. A mark can be put only on an empty square; playing on a marked square is the
  caller's mistake, which the engine refuses and which changes nothing.

  @GALO-02 @ex02
  Rule: X moves first
    The first mark of a game is an X, whatever square it is put on.

    Scenario: X puts the first mark in the centre
      Given a new game
      When b2 is played
      Then the board is
        """
          a b c
        1 . . .
        2 . X .
        3 . . .
        """
      And O is next

    Scenario: X puts the first mark in a corner
      Given a new game
      When c3 is played
      Then the board is
        """
          a b c
        1 . . .
        2 . . .
        3 . . X
        """
      And O is next

    Scenario: X puts the first mark on an edge
      Given a new game
      When a2 is played
      Then the board is
        """
          a b c
        1 . . .
        2 X . .
        3 . . .
        """

  @GALO-03 @ex02
  Rule: The players alternate, and a move names only its square, never the player
    The mark put is X when both players have as many marks, and O when X has one more. A
    refused move does not pass the turn.

    Scenario: O makes the second move
      Given the moves b2
      When a1 is played
      Then the board is
        """
          a b c
        1 O . .
        2 . X .
        3 . . .
        """
      And X is next

    Scenario: With one mark each, the mark put is an X
      Given the board
        """
          a b c
        1 X . .
        2 . O .
        3 . . .
        """
      When c3 is played
      Then the board is
        """
          a b c
        1 X . .
        2 . O .
        3 . . X
        """
      And O is next

    Scenario: With one mark more of X, the mark put is an O
      Given the board
        """
          a b c
        1 X . .
        2 . X .
        3 . . O
        """
      When a3 is played
      Then the board is
        """
          a b c
        1 X . .
        2 . X .
        3 O . O
        """
      And X is next

    Scenario: A refused move does not pass the turn
      Given the moves b2
      When O plays b2
      Then the move is rejected because the square holds X
      And O is next

  @GALO-04 @ex02
  Rule: A mark can be put only on an empty square
    Playing on a square that holds a mark is refused, and the game is left exactly as it was.

    Scenario: O cannot mark the square of X's mark
      Given the moves b2
      When O plays b2
      Then the move is rejected because the square holds X
      And the game is unchanged

    Scenario: X cannot mark the square of O's mark
      Given the moves b2 a1
      When X plays a1
      Then the move is rejected because the square holds O
      And the game is unchanged

    Scenario: X cannot mark a square that holds X's own mark
      Given the moves a1 b2 c3 a3
      When X plays c3
      Then the move is rejected because the square holds X
      And the game is unchanged

    Scenario: A square between marked ones is empty and can be marked
      Given the board
        """
          a b c
        1 X . X
        2 . O .
        3 . . .
        """
      When O plays b1
      Then the board is
        """
          a b c
        1 X O X
        2 . O .
        3 . . .
        """
