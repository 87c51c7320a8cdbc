Feature: A new game
  A game begins with newGame(): nothing has been played yet, and the first player is to move.

  @C4-03 @ex01
  Rule: A new game has an empty grid, is not over, has no winner and no winning line, and player 1 is next

    Scenario: A new game is ready to be played
      When a new game is started
      Then the grid is
        """
          1 2 3 4 5 6 7
        1 . . . . . . .
        2 . . . . . . .
        3 . . . . . . .
        4 . . . . . . .
        5 . . . . . . .
        6 . . . . . . .
        """
      And player 1 is next

    Scenario: Nothing has ended a new game: it is not over, nobody has won, and no column is full
      When a new game is started
      Then the game is not over
      And there is no winner and no winning line
      And every column from 1 to 7 has space
