Feature: The board and its squares
  The board has three rows and three columns of squares. A square is named by its column's
  letter, a to c from left to right, and then its row's number, 1 to 3 from top to bottom: a1 is
  the top left corner and b2 the centre. The rule book draws a board with the letters on top and
  the numbers on the left, a dot for an empty square and X or O for a mark.

  @GALO-01 @ex01
  Rule: The board has three rows and three columns of squares, all empty in a new game
    Each square is empty or holds one mark, X or O.

    Scenario: A new game's board has nine empty squares
      Given a new game
      When the board is looked at
      Then the board is
        """
          a b c
        1 . . .
        2 . . .
        3 . . .
        """

    Scenario Outline: The square <square> of a new game is empty
      Given a new game
      When the square <square> is looked at
      Then it is empty

      Examples:
        | square |
        | a1     |
        | c1     |
        | b2     |
        | a3     |
        | c3     |

  @GALO-05 @ex01
  Rule: A square is named by its column's letter and then its row's number, such as b2
    The letter is a to c from left to right and the number 1 to 3 from top to bottom; an
    upper-case letter is read as its lower-case one. Any other text is refused, with a message
    that says what a square's name is.

    Scenario Outline: "<name>" names the square in row <row> and column <column>
      When the square "<name>" is read
      Then it names the square in row <row> and column <column>

      Examples:
        | name | row | column |
        | a1   | 1   | 1      |
        | c1   | 1   | 3      |
        | b2   | 2   | 2      |
        | a3   | 3   | 1      |
        | B2   | 2   | 2      |

    Scenario Outline: "<name>" is not a square's name
      When the square "<name>" is read
      Then the name is refused

      Examples:
        | name |
        | d1   |
        | a4   |
        | a0   |
        | 2b   |
        | b    |
        | b22  |
