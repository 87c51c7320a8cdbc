Feature: Dropping a disc
  A move drops a disc into a column; the disc falls as far as it can. A column that is full has
  no room for another disc, and the brief makes that the caller's business: the user interface
  must only play in columns that have space. The engine still checks, and refuses the mistake
  without harming the game.

  @C4-05 @ex02
  Rule: hasSpace(column) is true exactly when the column has at least one empty position

    Scenario Outline: Column <column> has <discs> discs, so the answer is <answer>
      Given the grid
        """
          1 2 3 4 5 6 7
        1 2 . . . . . .
        2 1 1 . . . . .
        3 2 2 . . . . .
        4 1 1 . . . . .
        5 2 2 . . . . .
        6 1 1 . 2 . . .
        """
      When I ask whether column <column> has space
      Then the answer is <answer>

      Examples:
        | column | discs | answer |
        | 1      | six   | no     |
        | 2      | five  | yes    |
        | 3      | no    | yes    |

    Scenario: Beside six full columns, a column with five discs still has space
      Given the grid
        """
          1 2 3 4 5 6 7
        1 1 2 1 1 2 1 .
        2 1 2 1 1 2 1 2
        3 1 2 1 1 2 1 2
        4 2 1 2 2 1 2 1
        5 2 1 2 2 1 2 1
        6 2 1 2 2 1 2 1
        """
      When I ask whether column 7 has space
      Then the answer is yes

  @C4-06 @ex02
  Rule: play(column) drops the next player's disc into the lowest empty position of the column
    The lowest empty position is the empty one with the highest row number: row 6 in an empty
    column, row 1 for the sixth disc. play returns the updated game.

    Scenario: In an empty column the disc falls to the bottom, row 6
      Given the grid
        """
          1 2 3 4 5 6 7
        1 . . . . . . .
        2 . . . . . . .
        3 . . . . . . .
        4 . . . . . . .
        5 . . . 2 . . .
        6 . . 2 1 1 . .
        """
      When player 1 plays in column 6
      Then the grid is
        """
          1 2 3 4 5 6 7
        1 . . . . . . .
        2 . . . . . . .
        3 . . . . . . .
        4 . . . . . . .
        5 . . . 2 . . .
        6 . . 2 1 1 1 .
        """
      And play returned the game it changed

    Scenario: The disc lands on top of the discs already in the column
      Given the grid
        """
          1 2 3 4 5 6 7
        1 . . . . . . .
        2 . . . . . . .
        3 . . . . . . .
        4 . . . 1 . . .
        5 . . . 2 . . .
        6 . . 2 1 1 . .
        """
      When player 2 plays in column 4
      Then the grid is
        """
          1 2 3 4 5 6 7
        1 . . . . . . .
        2 . . . . . . .
        3 . . . 2 . . .
        4 . . . 1 . . .
        5 . . . 2 . . .
        6 . . 2 1 1 . .
        """

    Scenario: The sixth disc of a column fills its top position, row 1
      Given the moves 4 4 4 4 4
      When player 2 plays in column 4
      Then the grid is
        """
          1 2 3 4 5 6 7
        1 . . . 2 . . .
        2 . . . 1 . . .
        3 . . . 2 . . .
        4 . . . 1 . . .
        5 . . . 2 . . .
        6 . . . 1 . . .
        """
      And column 4 has no space

  @C4-07 @ex02
  Rule: A move into a full column, a column outside 1 to 7, or a game that is over is refused
    The brief makes these the caller's mistakes, not moves of the game: the engine refuses
    them, and the game is left exactly as it was.

    Scenario: A full column is refused
      Given the moves 4 4 4 4 4 4
      When player 1 plays in column 4
      Then the move is rejected because column 4 is full
      And the game is unchanged

    Scenario Outline: Column <column> is refused: there is no such column
      Given the moves 4 4
      When player 1 plays in column <column>
      Then the move is rejected because there is no column <column>
      And the game is unchanged

      Examples:
        | column |
        | 0      |
        | 8      |

    Scenario: No move is possible once the game is over
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
      When player 1 plays in column 4
      Then the move is rejected because the game is over
      And the game is unchanged
