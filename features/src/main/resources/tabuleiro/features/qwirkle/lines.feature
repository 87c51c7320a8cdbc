Feature: Lines
  A line is a run of tiles, with no gap, along a row or a column of the board. Every line on the
  board must share one attribute: all its tiles have the same colour, or all have the same
  shape. And no tile may appear twice in a line. So a line holds at most six tiles: one of each
  shape, or one of each colour.

  @QWIRKLE-06 @ex02
  Rule: A line is all one colour or all one shape, with no two identical tiles, so at most six tiles
    Every line on the board keeps the rule: a board with a line that breaks it is no position
    of the game, and setting one up is refused.

    Scenario Outline: The line <line> is <verdict>: <why>
      When the line <line> is checked
      Then the line is <verdict>

      Examples:
        | line                 | verdict   | why                              |
        | A1 B1 C1             | valid     | all red                          |
        | A1 A2 A3             | valid     | all circles                      |
        | A1 A2 A3 A4 A5 A6    | valid     | six circles, one of each colour  |
        | E4                   | valid     | a single tile is a line          |
        | A1 B2                | not valid | neither colour nor shape shared  |
        | A1 B1 A1             | not valid | the red circle twice             |
        | A1 A2 A1             | not valid | red circle twice among circles   |
        | A1 B1 C1 D1 E1 F1 B1 | not valid | seven tiles must repeat one      |
        | A1 A2 B1             | not valid | circles and reds mixed           |

    Scenario Outline: A board whose row <why> is no Qwirkle position: it is refused
      Given the board
        """
           0  1  2
        0 <row>
        """
      When the game is set up
      Then the game is refused because "every line of the board must be valid"

      Examples:
        | row      | why                                   |
        | A1 B2 C3 | shares neither a colour nor a shape   |
        | A1 A2 A1 | holds the red circle twice            |
