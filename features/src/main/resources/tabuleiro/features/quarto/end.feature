Feature: The end of the game
  The player who places the piece that completes a winning group wins, and the game says which
  group and which trait its pieces share. When the sixteenth piece fills the board without
  completing one, the game is a draw. After the end, nothing more can be chosen or placed.

  @QUARTO-19 @ex05
  Rule: The player whose placement completes a winning group wins, and the game tells the group and the trait its pieces share

    Scenario: Completing a row wins for the player who placed
      Given a game in which player 1 is to place, at the board
        """
        #__A__#__B__#__C__#__D__#
        1     |     |     |     1
        2     | (p; |     |     2
        3 (B! | [P; | (P! |     3
        4     |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      When player 2 chooses [B; and player 1 places it on D3
      Then player 1 wins with row 3, all tall

    @squares
    Scenario: In the brief's game, completing a 2x2 square wins
      Given the game with 2x2 squares
      And a game in which player 2 is to place, at the board
        """
        #__A__#__B__#__C__#__D__#
        1     |     |     |     1
        2     | [p; | (P; |     2
        3     | [b; |     |     3
        4     |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      When player 1 chooses (b; and player 2 places it on C3
      Then player 2 wins with square B2-C3, all hollow

    @classic
    Scenario: In the classic game the same placement does not end the game
      Given the classic game
      And a game in which player 2 is to place, at the board
        """
        #__A__#__B__#__C__#__D__#
        1     |     |     |     1
        2     | [p; | (P; |     2
        3     | [b; |     |     3
        4     |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      When player 1 chooses (b; and player 2 places it on C3
      Then the game goes on
      And player 2 is to choose

    Scenario: A move that does not complete a group does not end the game
      Given a game in which player 1 is to place, at the board
        """
        #__A__#__B__#__C__#__D__#
        1     |     |     |     1
        2     | (p; |     |     2
        3 (B! | [P; | (P! |     3
        4     |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      When player 2 chooses [b; and player 1 places it on D3
      Then the game goes on
      And player 1 is to choose

  @QUARTO-10 @ex05
  Rule: A full board without a win is a draw, but a last piece that completes a group wins
    When all sixteen squares are filled and nobody has won, the game is a draw. A placement
    that fills the board and completes a winning group is a win, not a draw.

    Scenario: The sixteenth piece fills the board without a win: a draw
      Given a game in which player 1 is to place, at the board
        """
        #__A__#__B__#__C__#__D__#
        1 [B! | (B; | (p! | [P! 1
        2 (p; | [p! | [b; | [P; 2
        3 (B! | [b! | (P! | (b; 3
        4 (b! | [p; | [B; |     4
        #__A__#__B__#__C__#__D__#
        """
      When player 2 chooses (P; and player 1 places it on D4
      Then the game is a draw
      And the board is full
      And player 1 placed last

    Scenario: The sixteenth piece that completes a group wins rather than draws
      Given a game in which player 1 is to place, at the board
        """
        #__A__#__B__#__C__#__D__#
        1 (B! | [p! | (B; | [B; 1
        2 [p; | [B! | (b! | [P; 2
        3 [b! | (P; | [b; | (b; 3
        4 (p! | [P! | (P! |     4
        #__A__#__B__#__C__#__D__#
        """
      When player 2 chooses (p; and player 1 places it on D4
      Then player 1 wins with row 4, all dark, or with column D, all hollow

    @classic
    Scenario: In the classic game a full board whose only shared group is a 2x2 square is a draw
      Given the classic game
      And a game in which player 2 is to place, at the board
        """
        #__A__#__B__#__C__#__D__#
        1 (p! | (P; | (b! | [p! 1
        2 (p; | [b! | [b; | (P! 2
        3 [P; | (B! | [P! | (b; 3
        4 [B; | [B! | [p; |     4
        #__A__#__B__#__C__#__D__#
        """
      When player 1 chooses (B; and player 2 places it on D4
      Then the game is a draw

  @QUARTO-16 @ex05
  Rule: After the game ends, no further choice or placement is accepted

    Scenario: After a win no piece can be chosen
      Given a game in which player 1 is to place, at the board
        """
        #__A__#__B__#__C__#__D__#
        1     |     |     |     1
        2     | (p; |     |     2
        3 (B! | [P; | (P! |     3
        4     |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      And player 2 has chosen [B; and player 1 has placed it on D3
      When player 2 chooses [p;
      Then it is refused because the game is over
      And the game is unchanged

    Scenario: After a win no piece can be placed
      Given a game in which player 1 is to place, at the board
        """
        #__A__#__B__#__C__#__D__#
        1     |     |     |     1
        2     | (p; |     |     2
        3 (B! | [P; | (P! |     3
        4     |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      And player 2 has chosen [B; and player 1 has placed it on D3
      When player 1 tries to place a piece on A1
      Then it is refused because the game is over
      And the game is unchanged

    Scenario: After a draw nothing more is accepted
      Given a game in which player 1 is to place, at the board
        """
        #__A__#__B__#__C__#__D__#
        1 [B! | (B; | (p! | [P! 1
        2 (p; | [p! | [b; | [P; 2
        3 (B! | [b! | (P! | (b; 3
        4 (b! | [p; | [B; |     4
        #__A__#__B__#__C__#__D__#
        """
      And player 2 has chosen (P; and player 1 has placed it on D4
      When player 2 chooses (B!
      Then it is refused because the game is over
      And the game is unchanged
