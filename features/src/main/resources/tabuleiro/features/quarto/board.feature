Feature: The board
  The board has four rows, numbered 1 to 4 from the top, and four columns, lettered A to D from
  the left. Players name a square by its column letter and row digit, in either order and either
  case: A1, a1, 1A and 1a are the same square. The brief draws the board as text, with the
  column letters above and below, the row numbers on both sides, and each piece in its
  notation; an empty square shows as three spaces. The rule book draws its positions that way,
  usually without the blank spacer lines.

  @QUARTO-01 @ex02
  Rule: The board is 4x4, and a square is named by column letter and row digit, in either order and case
    The rows are 1 to 4 and the columns A to D: A1, a1, 1A and 1a are the same square, and any
    other text names no square. A new board is empty, and it is full once all sixteen squares
    hold a piece.

    Scenario Outline: A square is named in either order and either case
      When "<typed>" is read as a square
      Then it is square <square>

      Examples:
        | typed | square |
        | B3    | B3     |
        | b3    | B3     |
        | 3B    | B3     |
        | 1a    | A1     |
        | d4    | D4     |

    Scenario Outline: A row outside 1 to 4, a column outside A to D or other text names no square
      When "<typed>" is read as a square
      Then the text is refused because <reason>

      Examples:
        | typed | reason                        |
        | E1    | there is no column E          |
        | a5    | there is no row 5             |
        | 0C    | there is no row 0             |
        | B33   | a square has two characters   |

    Scenario: A new board has sixteen empty squares
      When a new board is made
      Then all 16 squares from A1 to D4 are empty
      And the board is not full

    Scenario: A piece placed on a square is there, and every other square stays empty
      Given the empty board
      When (B! is placed on C2
      Then C2 holds (B!
      And every square but C2 is empty

    Scenario: The board is full when the sixteenth piece is placed
      Given the board
        """
        #__A__#__B__#__C__#__D__#
        1 [B! | (B; | (p! | [P! 1
        2 (p; | [p! | [b; | [P; 2
        3 (B! | [b! | (P! | (b; 3
        4 (b! | [p; | [B; |     4
        #__A__#__B__#__C__#__D__#
        """
      When (P; is placed on D4
      Then the board is full

  @QUARTO-12 @ex02
  Rule: The text board shows columns A to D above and below, row numbers 1 to 4 on both sides, and each piece in its notation

    Scenario: A board with two pieces is drawn as the brief draws it
      Given the board
        """
        #__A__#__B__#__C__#__D__#
        1 (B! |     |     |     1
        2     |     |     |     2
        3     |     | (p; |     3
        4     |     |     | [P! 4
        #__A__#__B__#__C__#__D__#
        """
      When the board is drawn as text
      Then the text is
        """
        #__A__#__B__#__C__#__D__#
        |     |     |     |     |
        1 (B! |     |     |     1
        |     |     |     |     |
        #-----|-----|-----|-----#
        |     |     |     |     |
        2     |     |     |     2
        |     |     |     |     |
        #-----|-----|-----|-----#
        |     |     |     |     |
        3     |     | (p; |     3
        |     |     |     |     |
        #-----|-----|-----|-----#
        |     |     |     |     |
        4     |     |     | [P! 4
        |     |     |     |     |
        #__A__#__B__#__C__#__D__#
        """

    Scenario: An empty board shows three spaces in every square
      Given the empty board
      When the board is drawn as text
      Then the text is
        """
        #__A__#__B__#__C__#__D__#
        |     |     |     |     |
        1     |     |     |     1
        |     |     |     |     |
        #-----|-----|-----|-----#
        |     |     |     |     |
        2     |     |     |     2
        |     |     |     |     |
        #-----|-----|-----|-----#
        |     |     |     |     |
        3     |     |     |     3
        |     |     |     |     |
        #-----|-----|-----|-----#
        |     |     |     |     |
        4     |     |     |     4
        |     |     |     |     |
        #__A__#__B__#__C__#__D__#
        """

    Scenario: A text board is read back as the board it draws
      When the text board is read
        """
        #__A__#__B__#__C__#__D__#
        |     |     |     |     |
        1     | [b; |     |     1
        |     |     |     |     |
        #-----|-----|-----|-----#
        |     |     |     |     |
        2     |     |     |     2
        |     |     |     |     |
        #-----|-----|-----|-----#
        |     |     |     |     |
        3     |     |     |     3
        |     |     |     |     |
        #-----|-----|-----|-----#
        |     |     |     |     |
        4 (P! |     |     |     4
        |     |     |     |     |
        #__A__#__B__#__C__#__D__#
        """
      Then B1 holds [b;
      And A4 holds (P!
      And every square but B1 and A4 is empty

    Scenario: A text board with the same piece twice is refused
      When the text board is read
        """
        #__A__#__B__#__C__#__D__#
        1 (B! |     |     |     1
        2     |     |     |     2
        3     |     |     | (B! 3
        4     |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      Then the text is refused because each piece is in the set once

    Scenario: A text board whose rows are out of order is refused
      When the text board is read
        """
        #__A__#__B__#__C__#__D__#
        1 (B! |     |     |     1
        3     |     |     |     3
        2     |     |     |     2
        4     |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      Then the text is refused because the rows are 1 to 4 from top to bottom

    Scenario: A text board with a row missing is refused
      When the text board is read
        """
        #__A__#__B__#__C__#__D__#
        1 (B! |     |     |     1
        2     |     |     |     2
        3     |     |     |     3
        #__A__#__B__#__C__#__D__#
        """
      Then the text is refused because a text board has four rows

    Scenario: A row whose number differs at its two ends is refused
      When the text board is read
        """
        #__A__#__B__#__C__#__D__#
        1 (B! |     |     |     1
        2     |     |     |     3
        3     |     |     |     3
        4     |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      Then the text is refused because a row has its number at both ends

    Scenario: A row with a cell that is not three characters is refused
      When the text board is read
        """
        #__A__#__B__#__C__#__D__#
        1 (B! |     |     |     1
        2 [p;; |     |     |     2
        3     |     |     |     3
        4     |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      Then the text is refused because a cell is three characters
