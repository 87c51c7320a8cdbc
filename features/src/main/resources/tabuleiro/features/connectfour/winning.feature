Feature: Four in a row
  A player who lines up four of their own discs wins: along a row, along a column, or along
  either diagonal. The game ends there, and the engine tells who won and which four positions
  make the winning line. A line is written from one end to the other; either end may come first.

  # tag::rule-header[]
  @C4-09 @ex02
  Rule: A player wins with four of their discs in a row horizontally, vertically or on either diagonal
  # end::rule-header[]

    # tag::win-row[]
    Scenario: Four in a row along a row
      Given the grid
        """
          1 2 3 4 5 6 7
        1 . . . . . . .
        2 . . . . . . .
        3 . . . . . . .
        4 . . . . . . .
        5 . . 2 2 . . .
        6 . 1 1 1 . . 2
        """
      When player 1 plays in column 5
      Then player 1 wins with the line (6,2) (6,3) (6,4) (6,5)
    # end::win-row[]

    Scenario: Four in a row along a column, above an opponent's disc
      Given the grid
        """
          1 2 3 4 5 6 7
        1 . . . . . . .
        2 . . . . . . .
        3 . . 1 . . . .
        4 . . 1 . . . .
        5 . 2 1 . . . .
        6 . 1 2 . 2 2 .
        """
      When player 1 plays in column 3
      Then player 1 wins with the line (2,3) (3,3) (4,3) (5,3)

    # tag::win-rising[]
    Scenario: Four in a row along a diagonal that rises to the right
      Given the grid
        """
          1 2 3 4 5 6 7
        1 . . . . . . .
        2 . . . . . . .
        3 . . . . . . .
        4 . . 1 2 . . .
        5 . 1 2 1 . . .
        6 1 2 1 2 2 . .
        """
      When player 1 plays in column 4
      Then player 1 wins with the line (6,1) (5,2) (4,3) (3,4)
    # end::win-rising[]

    Scenario: Four in a row along a diagonal that falls to the right
      Given the grid
        """
          1 2 3 4 5 6 7
        1 . . . . . . .
        2 . . . . . . .
        3 . . . . . . .
        4 . . . 1 2 . .
        5 . . . 1 2 2 .
        6 . . . 1 1 1 2
        """
      When player 2 plays in column 4
      Then player 2 wins with the line (3,4) (4,5) (5,6) (6,7)

    Scenario: Four in a row along a column, up to the top row
      Given the grid
        """
          1 2 3 4 5 6 7
        1 . . . . . . .
        2 . . 1 . . . .
        3 . . 1 . . . .
        4 . . 1 . . . .
        5 . 1 2 2 . . .
        6 2 1 2 1 . 2 2
        """
      When player 1 plays in column 3
      Then player 1 wins with the line (1,3) (2,3) (3,3) (4,3)

    Scenario: Four in a row along a diagonal, completed in its middle
      Given the grid
        """
          1 2 3 4 5 6 7
        1 . . . . . . .
        2 . . . . . . .
        3 1 . . . . . .
        4 2 1 . . . . .
        5 2 2 . . . . .
        6 1 2 2 1 . 1 .
        """
      When player 1 plays in column 3
      Then player 1 wins with the line (3,1) (4,2) (5,3) (6,4)

    Scenario: Four discs in a row are no win when one of them is the opponent's
      Given the grid
        """
          1 2 3 4 5 6 7
        1 . . . . . . .
        2 . . . . . . .
        3 . . . . . . .
        4 . . . . . . .
        5 2 . 2 . . . .
        6 1 1 2 1 . . .
        """
      When player 1 plays in column 5
      Then the game is not over
      And there is no winner and no winning line

  @C4-10 @ex02
  Rule: A win ends the game, and the engine names the winner and a winning four with the last disc
    When a player wins, the game is over, winner is that player, and winningLine lists the four
    positions of a winning four, which include the disc just played. After a win no more moves
    are played.

    Scenario: The disc that wins may fill a gap in the middle of the line
      Given the grid
        """
          1 2 3 4 5 6 7
        1 . . . . . . .
        2 . . . . . . .
        3 . . . . . . .
        4 . . . . . . .
        5 2 2 . 2 . . .
        6 1 1 . 1 . . .
        """
      When player 1 plays in column 3
      Then the game is over
      And player 1 wins with the line (6,1) (6,2) (6,3) (6,4)

    Scenario: Player 2 can win too
      Given the moves 1 2 1 2 1 2 3
      When player 2 plays in column 2
      Then the game is over
      And player 2 wins with the line (3,2) (4,2) (5,2) (6,2)

    Scenario: Five in a row: the winning line is four of them, including the disc just played
      Given the grid
        """
          1 2 3 4 5 6 7
        1 . . . . . . .
        2 . . . . . . .
        3 . . . . . . .
        4 . . . . . . .
        5 2 2 . 2 2 . .
        6 1 1 . 1 1 . .
        """
      When player 1 plays in column 3
      Then player 1 wins with the line (6,1) (6,2) (6,3) (6,4) or the line (6,2) (6,3) (6,4) (6,5)

    Scenario: One disc that makes two fours at once: the winning line is either of them
      Given the grid
        """
          1 2 3 4 5 6 7
        1 . . . . . . .
        2 . . . . . . .
        3 1 . . . . . .
        4 2 1 . . . . .
        5 2 2 1 . . 1 2
        6 2 2 2 . 1 1 1
        """
      When player 1 plays in column 4
      Then player 1 wins with the line (6,4) (6,5) (6,6) (6,7) or the line (3,1) (4,2) (5,3) (6,4)

    Scenario: The last disc that fills the grid and makes four wins: a win, not a draw
      Given the grid
        """
          1 2 3 4 5 6 7
        1 1 2 2 2 . 1 2
        2 1 2 1 1 1 2 1
        3 2 1 2 1 1 2 2
        4 1 1 2 2 2 1 1
        5 2 1 2 2 1 1 2
        6 2 2 1 1 2 1 1
        """
      When player 2 plays in column 5
      Then the game is over
      And player 2 wins with the line (1,2) (1,3) (1,4) (1,5)

    Scenario: After a win no more moves are played
      Given the grid
        """
          1 2 3 4 5 6 7
        1 . . . . . . .
        2 . . . . . . .
        3 . . . . . . .
        4 . . . . . . .
        5 2 2 2 . . . .
        6 1 1 1 1 . . .
        """
      When player 2 plays in column 4
      Then the move is rejected because the game is over
      And the game is unchanged
