Feature: A draw
  The grid has room for 42 discs, 21 for each player. When it is full and nobody has four in a
  row, the game is over and nobody has won.

  @C4-11 @ex02
  Rule: When the grid is full and nobody has four in a row, the game is over as a draw: there is no winner and no winning line

    Scenario: The last disc fills the grid without four in a row: a draw
      Given the grid
        """
          1 2 3 4 5 6 7
        1 1 . 1 1 2 1 2
        2 1 2 1 1 2 1 2
        3 1 2 1 1 2 1 2
        4 2 1 2 2 1 2 1
        5 2 1 2 2 1 2 1
        6 2 1 2 2 1 2 1
        """
      When player 2 plays in column 2
      Then the grid is
        """
          1 2 3 4 5 6 7
        1 1 2 1 1 2 1 2
        2 1 2 1 1 2 1 2
        3 1 2 1 1 2 1 2
        4 2 1 2 2 1 2 1
        5 2 1 2 2 1 2 1
        6 2 1 2 2 1 2 1
        """
      And the game is over
      And there is no winner and no winning line

    Scenario: With one empty position left, the game goes on
      Given the grid
        """
          1 2 3 4 5 6 7
        1 . . 1 1 2 1 2
        2 1 2 1 1 2 1 2
        3 1 2 1 1 2 1 2
        4 2 1 2 2 1 2 1
        5 2 1 2 2 1 2 1
        6 2 1 2 2 1 2 1
        """
      When player 1 plays in column 1
      Then the game is not over
      And there is no winner and no winning line
      And player 2 is next

    Scenario: While the last column still has space, the game goes on
      Given the grid
        """
          1 2 3 4 5 6 7
        1 1 2 1 1 2 1 .
        2 1 2 1 1 2 1 .
        3 1 2 1 1 2 1 2
        4 2 1 2 2 1 2 1
        5 2 1 2 2 1 2 2
        6 2 1 2 2 1 2 1
        """
      When player 1 plays in column 7
      Then the game is not over
      And there is no winner and no winning line
      And player 2 is next
