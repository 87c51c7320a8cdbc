Feature: Taking turns
  The players take turns, player 1 first. A move names only the column to play in, never the
  player: the engine knows whose turn it is from the grid itself, because the first player
  always has as many discs as the second or one more.

  @C4-04 @ex02
  Rule: Players take turns, and a move names only its column, never the player
    The disc played is player 1's when both players have as many discs, and player 2's when
    player 1 has one more.

    Scenario: Player 1 makes the first move
      Given a new game
      When column 4 is played
      Then the grid is
        """
          1 2 3 4 5 6 7
        1 . . . . . . .
        2 . . . . . . .
        3 . . . . . . .
        4 . . . . . . .
        5 . . . . . . .
        6 . . . 1 . . .
        """
      And player 2 is next

    Scenario: Player 2 makes the second move, even in the same column
      Given the moves 4
      When column 4 is played
      Then the grid is
        """
          1 2 3 4 5 6 7
        1 . . . . . . .
        2 . . . . . . .
        3 . . . . . . .
        4 . . . . . . .
        5 . . . 2 . . .
        6 . . . 1 . . .
        """
      And player 1 is next

    Scenario: With three discs each, the disc played is player 1's
      Given the grid
        """
          1 2 3 4 5 6 7
        1 . . . . . . .
        2 . . . . . . .
        3 . . . . . . .
        4 . . . 1 . . .
        5 . . . 2 2 . .
        6 . . 2 1 1 . .
        """
      When column 7 is played
      Then the grid is
        """
          1 2 3 4 5 6 7
        1 . . . . . . .
        2 . . . . . . .
        3 . . . . . . .
        4 . . . 1 . . .
        5 . . . 2 2 . .
        6 . . 2 1 1 . 1
        """

    Scenario: With four discs of player 1 and three of player 2, the disc played is player 2's
      Given the grid
        """
          1 2 3 4 5 6 7
        1 . . . . . . .
        2 . . . . . . .
        3 . . . . . . .
        4 . . . 1 . . .
        5 . . . 2 2 . .
        6 . . 2 1 1 1 .
        """
      When column 6 is played
      Then the grid is
        """
          1 2 3 4 5 6 7
        1 . . . . . . .
        2 . . . . . . .
        3 . . . . . . .
        4 . . . 1 . . .
        5 . . . 2 2 2 .
        6 . . 2 1 1 1 .
        """

  @C4-12 @ex02
  Rule: nextPlayer is 1 or 2 and follows the counts of discs
    It is player 1 when both players have as many discs, even on a full grid, and player 2
    when player 1 has one more. A refused move does not pass the turn.

    Scenario Outline: After the moves <moves>, player <player> is next
      Given the moves <moves>
      When I ask who plays next
      Then player <player> is next

      Examples:
        | moves         | player |
        | 4             | 2      |
        | 4 4           | 1      |
        | 1 2 3 4 5 6 7 | 2      |

    Scenario: On a full grid the counts are equal, so player 1 is next although nobody can play
      Given the grid
        """
          1 2 3 4 5 6 7
        1 1 2 1 1 2 1 2
        2 1 2 1 1 2 1 2
        3 1 2 1 1 2 1 2
        4 2 1 2 2 1 2 1
        5 2 1 2 2 1 2 1
        6 2 1 2 2 1 2 1
        """
      When I ask who plays next
      Then player 1 is next

    Scenario: A refused move does not pass the turn
      Given the moves 4 4 4 4 4 4
      When player 1 plays in column 4
      Then the move is rejected because column 4 is full
      And player 1 is next
