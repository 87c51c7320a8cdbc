Feature: Winning groups
  Four pieces that share a trait (all tall, or all short, or all light, and so on) win when they
  fill a row, a column or either diagonal; in the brief's game, the default, they also win when
  they fill one of the nine 2x2 squares. A group with an empty square never wins. These rules are
  about the board alone: which groups are complete, and what their pieces share.

  @QUARTO-07 @ex03
  Rule: Four pieces that share a trait win when they fill a row, a column or either diagonal

    Scenario: A row of four tall pieces
      Given the board
        """
        #__A__#__B__#__C__#__D__#
        1 (B! | [P; | (P! |     1
        2     | (p; |     |     2
        3     |     | [b! |     3
        4     |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      When [B; is placed on D1
      Then row 1 wins, all tall

    Scenario: A column of four dark hollow pieces shares two traits
      Given the board
        """
        #__A__#__B__#__C__#__D__#
        1 (B! |     | (P; |     1
        2     |     | [p; |     2
        3     | [b! | (p; |     3
        4     |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      When [P; is placed on C4
      Then column C wins, all dark and hollow

    Scenario: The diagonal from A1 to D4, all round
      Given the board
        """
        #__A__#__B__#__C__#__D__#
        1 (B! |     |     |     1
        2     | (p; |     |     2
        3     |     | (P! |     3
        4     |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      When (b; is placed on D4
      Then diagonal A1-D4 wins, all round

    # tag::diagonal-a4-d1[]
    Scenario: The diagonal from A4 to D1, all solid
      Given the board
        """
        #__A__#__B__#__C__#__D__#
        1     |     |     |     1
        2     |     | [B! |     2
        3     | (P! |     |     3
        4 [b! |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      When (p! is placed on D1
      Then diagonal A4-D1 wins, all solid
    # end::diagonal-a4-d1[]

    @classic
    Scenario: In the classic game too the diagonal from A4 to D1 wins
      Given the classic game
      And the board
        """
        #__A__#__B__#__C__#__D__#
        1     |     |     |     1
        2     |     | [B! |     2
        3     | (P! |     |     3
        4 [b! |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      When (p! is placed on D1
      Then diagonal A4-D1 wins, all solid
      And in the classic game, diagonal A4-D1 wins, all solid

    Scenario: A full row whose pieces share no trait does not win
      Given the board
        """
        #__A__#__B__#__C__#__D__#
        1     |     |     |     1
        2 (B! | [p; | (P; |     2
        3     |     |     |     3
        4     |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      When [b! is placed on D2
      Then no row, column or diagonal wins

  @QUARTO-09 @ex03
  Rule: A row, column, diagonal or square with an empty square never wins, whatever its pieces share

    Scenario: Three tall pieces in a row and an empty square do not win
      Given the board
        """
        #__A__#__B__#__C__#__D__#
        1 (B! | [P; | (P! |     1
        2     |     |     |     2
        3     |     |     |     3
        4     |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      When [b; is placed on D3
      Then no row, column or diagonal wins

    Scenario: A column with a gap in the middle does not win
      Given the board
        """
        #__A__#__B__#__C__#__D__#
        1     | (p! |     |     1
        2     | (p; |     |     2
        3     |     |     |     3
        4     | (P! |     |     4
        #__A__#__B__#__C__#__D__#
        """
      When [p! is placed on A3
      Then no row, column or diagonal wins

    Scenario: A diagonal with three light pieces and an empty end does not win
      Given the board
        """
        #__A__#__B__#__C__#__D__#
        1     |     |     |     1
        2     |     | [B! |     2
        3     | (b; |     |     3
        4 [b! |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      When (B! is placed on A1
      Then no row, column or diagonal wins

  @QUARTO-08 @ex04
  Rule: In the brief's game, four pieces that share a trait also win by filling a 2x2 square
    The brief's game, with squares, is the default. Four pieces that share a trait win when
    they fill one of the nine 2x2 squares of side-by-side squares; the classic game has no such
    win.

    @squares
    Scenario: A 2x2 square of four hollow pieces in the middle of the board
      Given the game with 2x2 squares
      And the board
        """
        #__A__#__B__#__C__#__D__#
        1     |     |     |     1
        2     | [p; | (P; |     2
        3     | [b; |     |     3
        4     |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      When (b; is placed on C3
      Then square B2-C3 wins, all hollow
      And in the game with squares, square B2-C3 wins, all hollow

    @squares
    Scenario: A 2x2 square in a corner, all light
      Given the game with 2x2 squares
      And the board
        """
        #__A__#__B__#__C__#__D__#
        1 (B! | [b; |     |     1
        2 (b! |     |     |     2
        3     |     |     | [P; 3
        4     |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      When [B; is placed on B2
      Then square A1-B2 wins, all light
      And in the game with squares, square A1-B2 wins, all light

    @classic
    Scenario: In the classic game the same 2x2 square wins nothing
      Given the classic game
      And the board
        """
        #__A__#__B__#__C__#__D__#
        1     |     |     |     1
        2     | [p; | (P; |     2
        3     | [b; |     |     3
        4     |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      When (b; is placed on C3
      Then square B2-C3 is filled with pieces that are all hollow
      And in the classic game nothing wins

    @squares
    Scenario: A 2x2 square with an empty square does not win
      Given the game with 2x2 squares
      And the board
        """
        #__A__#__B__#__C__#__D__#
        1     |     |     |     1
        2     | [p; | (P; |     2
        3     | [b; |     |     3
        4     |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      When (b; is placed on D4
      Then no 2x2 square wins

    @squares
    Scenario: Four hollow pieces that are not side by side are not a 2x2 square
      Given the game with 2x2 squares
      And the board
        """
        #__A__#__B__#__C__#__D__#
        1 [p; | (P; |     |     1
        2     |     |     |     2
        3 [b; |     |     |     3
        4     |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      When (b; is placed on B3
      Then no 2x2 square wins
