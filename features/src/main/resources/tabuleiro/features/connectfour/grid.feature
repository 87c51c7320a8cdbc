Feature: The grid
  Connect Four is played on an upright grid of 6 rows and 7 columns. As in the brief, rows are
  numbered 1 to 6 from the top and columns 1 to 7 from the left, and a position is written
  (row,column): (6,4) is the bottom position of the middle column.

  The rule book draws a grid as the engine's toString() does: the column numbers on top, the row
  numbers on the left, "." for an empty position, 1 for a disc of the first player and 2 for a
  disc of the second player. Each drawn grid is set up by playing a game through the engine, in
  an order of moves that reaches it.

  @C4-01 @ex01
  Rule: The grid has 6 rows and 7 columns; rows are numbered 1 to 6 from top to bottom and columns 1 to 7 from left to right

    Scenario: Rows 1 to 6 and columns 1 to 7 name the 42 positions of the grid
      Given a new game
      When I ask for the value of every position from (1,1) to (6,7)
      Then all 42 answers are 0

    Scenario Outline: There is no column <column>
      Given a new game
      When I ask whether column <column> has space
      Then the question is rejected because there is no column <column>
      And the game is unchanged

      Examples:
        | column |
        | 0      |
        | 8      |

    Scenario Outline: There is no row <row>
      Given a new game
      When I ask for the value at row <row>, column 4
      Then the question is rejected because there is no row <row>
      And the game is unchanged

      Examples:
        | row |
        | 0   |
        | 7   |

  @C4-02 @ex02
  Rule: A position holds 0 when empty, 1 for a disc of the first player, 2 for one of the second

    Scenario Outline: The value of <position> is <value>: <what is there>
      Given the moves 4 4 3
      When I ask for the value at <position>
      Then the answer is <value>

      Examples:
        | position | value | what is there                            |
        | (6,4)    | 1     | the first disc, which player 1 played    |
        | (5,4)    | 2     | player 2's disc, on top of it            |
        | (6,3)    | 1     | player 1's second disc                   |
        | (4,4)    | 0     | nothing: the position above the two discs |

    Scenario: Seventeen discs of each player, no column full: 1s, 2s and 0s
      Given the grid
        """
          1 2 3 4 5 6 7
        1 . . . . . . .
        2 . 2 1 1 2 1 2
        3 1 2 1 1 2 1 2
        4 1 2 1 1 2 1 2
        5 2 1 2 2 1 2 1
        6 2 1 2 2 1 2 1
        """
      When I ask for the value of every position from (1,1) to (6,7)
      Then 8 answers are 0, 17 are 1 and 17 are 2

  @C4-08 @ex01
  Rule: valueAt answers 0, 1 or 2 for every row from 1 to 6 and every column from 1 to 7, and refuses any other position

    Scenario: The four corners of the grid can be read
      Given a new game
      When I ask for the values at (1,1) (1,7) (6,1) (6,7)
      Then all 4 answers are 0

    Scenario Outline: A position off the grid is refused: row <row>, column <column>
      Given a new game
      When I ask for the value at row <row>, column <column>
      Then the question is rejected because there is no <missing>
      And the game is unchanged

      Examples:
        | row | column | missing  |
        | 1   | 0      | column 0 |
        | 6   | 8      | column 8 |
        | 0   | 0      | row 0    |
