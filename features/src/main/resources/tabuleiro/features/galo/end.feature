Feature: The end of the game
  The game ends when a player has three in a row or when the ninth mark fills the board: then it
  is a draw. After the end no move is played: a move then is the caller's mistake, which the
  engine refuses and which changes nothing.

  @GALO-09 @ex03
  Rule: A full board without three in a row is a draw
    When the ninth mark fills the board and nobody has three in a row, the game is over with no
    winner and no winning line. A ninth mark that makes three in a row wins instead.

    Scenario: The ninth mark fills the board without a line: a draw
      Given the board
        """
          a b c
        1 X O X
        2 . O O
        3 O X X
        """
      When X plays a2
      Then the game is a draw

    Scenario: The ninth mark that makes three in a row wins: a win, not a draw
      Given the board
        """
          a b c
        1 X O X
        2 X O O
        3 . X O
        """
      When X plays a3
      Then X wins with the line a1 a2 a3

    Scenario: With an empty square left the game goes on
      Given the board
        """
          a b c
        1 X O X
        2 . O .
        3 O X X
        """
      When O plays c2
      Then the game is not over

  @GALO-10 @ex03
  Rule: Once the game is over, no move is played
    A move after a win or a draw is refused, and the game is left exactly as it was.

    Scenario: No move after X wins
      Given the moves a1 a2 b1 b2 c1
      When O plays c3
      Then the move is rejected because the game is over
      And the game is unchanged

    Scenario: No move after O wins
      Given the moves a1 c1 b1 c2 a3 c3
      When X plays b2
      Then the move is rejected because the game is over
      And the game is unchanged

    Scenario: No move after a draw, even on a marked square
      Given the moves a1 b2 c3 b1 b3 a3 c1 c2 a2
      When b2 is played
      Then the move is rejected because the game is over
      And the game is unchanged
