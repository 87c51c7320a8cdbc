Feature: Three in a row
  A player who has three of their own marks along a row, a column or a diagonal wins. The game
  ends there, and the engine tells who won and which three squares make the winning line. A line
  is written from one end to the other; either end may come first.

  @GALO-06 @ex03
  Rule: Three marks of one player along a row win
    The game is over, that player is the winner, and the winning line is the row's three squares.

    Scenario: X wins along the top row
      Given the moves a1 a2 b1 b2
      When X plays c1
      Then X wins with the line a1 b1 c1
      And the game is over

    Scenario: O wins along the middle row
      Given the moves a1 a2 b1 b2 c3
      When O plays c2
      Then O wins with the line a2 b2 c2

    Scenario: The mark that wins may fill the middle of the row
      Given the moves a3 a1 c3 b1
      When X plays b3
      Then X wins with the line a3 b3 c3

    Scenario: A row of marks of both players is no win
      Given the moves a1 b1 a3 b2
      When X plays c1
      Then the game is not over
      And the board is
        """
          a b c
        1 X O X
        2 . O .
        3 X . .
        """

  @GALO-07 @ex03
  Rule: Three marks of one player along a column win
    The game is over, that player is the winner, and the winning line is the column's three
    squares.

    Scenario: X wins along the left column
      Given the moves a1 b1 a2 b2
      When X plays a3
      Then X wins with the line a1 a2 a3
      And the game is over

    Scenario: O wins along the right column
      Given the moves a1 c1 b1 c2 a3
      When O plays c3
      Then O wins with the line c1 c2 c3

    Scenario: The mark that wins may fill the middle of the column
      Given the moves b1 a1 b3 c3
      When X plays b2
      Then X wins with the line b1 b2 b3

  @GALO-08 @ex03
  Rule: Three marks of one player along either diagonal win
    The game is over, that player is the winner, and the winning line is the diagonal's three
    squares. A mark that completes two lines at once wins with either of them.

    Scenario: X wins along the diagonal from a1 down to c3
      Given the moves a1 b1 b2 c1
      When X plays c3
      Then X wins with the line a1 b2 c3
      And the game is over

    Scenario: X wins along the diagonal from c1 down to a3
      Given the moves c1 a1 b2 a2
      When X plays a3
      Then X wins with the line c1 b2 a3

    Scenario: O wins along a diagonal, completed in its middle
      Given the moves a2 a1 b1 c3 c2
      When O plays b2
      Then O wins with the line a1 b2 c3

    Scenario: One mark that completes both diagonals wins with either of them
      Given the moves a1 b1 c1 c2 c3 a2 a3 b3
      When X plays b2
      Then X wins with the line a1 b2 c3 or the line c1 b2 a3
