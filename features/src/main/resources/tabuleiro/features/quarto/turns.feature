Feature: Turns
  The two players share one set of pieces. A die decides who places first. Then each turn has two
  steps: the opponent of the player whose turn it is chooses a piece that is not yet on the
  board, and the player places it on an empty square of their choice. Then the roles swap. The
  game refuses what the rules do not allow, and is left as it was.

  @QUARTO-03 @ex05
  Rule: The two players share the one set of pieces: no piece belongs to a player
    There is one piece of each kind, for both players: either may choose any piece of the pool,
    a group wins with the pieces both placed, and a piece placed by either is gone for both.

    Scenario: Both players choose from the one pool
      Given a new game in which player 1 places first
      And player 2 has chosen (B! and player 1 has placed it on A1
      When player 1 chooses (B;
      Then player 2 is to place (B;
      And the pool has 15 pieces, (B; among them and (B! not

    Scenario: A winning row counts the pieces that both players placed
      # Set up one by one from the first square on: player 1 placed A1 and C1, player 2 B1.
      Given a game in which player 2 is to place, at the board
        """
        #__A__#__B__#__C__#__D__#
        1 (B! | [P; | (P! |     1
        2     |     |     |     2
        3     |     |     |     3
        4     |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      When player 1 chooses [B; and player 2 places it on D1
      Then player 2 wins with row 1, all tall

    Scenario: There is one piece of each kind: once placed, it cannot be handed over by either player
      Given a new game in which player 1 places first
      And player 2 has chosen (B! and player 1 has placed it on A1
      When player 1 chooses (B!
      Then the choice is refused because (B! is on the board already
      And the game is unchanged

  @QUARTO-04 @ex05
  Rule: A die roll decides who places first, and the other player chooses the first piece
    Each player rolls, the higher roll places first, and a tie is rolled again. The same seed
    replays the same start.

    Scenario: Player 1 rolls 2 and player 2 rolls 5: player 2 places first
      Given a die that rolls 2, 5
      When a game is started with that die
      Then player 2 is to place first
      And player 1 is to choose

    Scenario: A tie is rolled again
      Given a die that rolls 4, 4, 6, 1
      When a game is started with that die
      Then player 1 is to place first
      And player 2 is to choose

    Scenario: Over many seeded dice each player places first about half the time
      When 200 games are started with dice seeded 1 to 200
      Then player 1 places first in between 70 and 130 of them

    Scenario: The same seed replays the same start
      When 20 games are started with dice seeded 1 to 20, twice
      Then each seed gives the same player the first placement both times

  @QUARTO-05 @ex05
  Rule: A turn has two steps: the opponent chooses a piece, then the current player places it
    The piece chosen is one not yet on the board, and it goes on an empty square; then the
    roles swap. No piece is placed before one is chosen, and only one is chosen per turn.

    Scenario: The opponent chooses first, and the board does not change
      Given a new game in which player 1 places first
      When player 2 chooses (B!
      Then player 1 is to place (B!
      And the board is empty
      And the pool has 16 pieces, (B! among them

    Scenario: The current player places the chosen piece, and the roles swap
      Given a new game in which player 1 places first
      And player 2 has chosen (B!
      When player 1 places it on B2
      Then B2 holds (B!
      And the pool has 15 pieces, (B! not among them
      And player 1 is to choose
      And player 2 is to place

    Scenario: No piece can be placed before one is chosen
      Given a new game in which player 1 places first
      When player 1 tries to place a piece on A1
      Then the placement is refused because no piece has been chosen
      And the game is unchanged

    Scenario: Only one piece is chosen per turn
      Given a new game in which player 1 places first
      And player 2 has chosen (B!
      When player 2 chooses [p;
      Then the choice is refused because a piece has been chosen already
      And the game is unchanged

  @QUARTO-06 @ex05
  Rule: A piece goes on an empty square, and a piece on the board cannot be chosen or placed again
    Every piece is in the pool or on the board, never both.

    Scenario: A piece cannot be placed on an occupied square
      Given a game in which player 1 is to place, at the board
        """
        #__A__#__B__#__C__#__D__#
        1 (B! |     |     |     1
        2     | [b; |     |     2
        3     |     |     |     3
        4     |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      And player 2 has chosen [p;
      When player 1 places it on A1
      Then the placement is refused because A1 is occupied
      And the game is unchanged

    Scenario: A piece on the board cannot be chosen again
      Given a game in which player 1 is to place, at the board
        """
        #__A__#__B__#__C__#__D__#
        1 (B! |     |     |     1
        2     | [b; |     |     2
        3     |     |     |     3
        4     |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      When player 2 chooses (B!
      Then the choice is refused because (B! is on the board already
      And the game is unchanged

    Scenario: On the board alone, a piece cannot go on an occupied square either
      Given the board
        """
        #__A__#__B__#__C__#__D__#
        1 (B! |     |     |     1
        2     | [b; |     |     2
        3     |     |     |     3
        4     |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      When [p; is placed on B2
      Then the placement is refused because B2 is occupied
      And the board is unchanged

    Scenario: On the board alone, a piece already on it cannot be placed again
      Given the board
        """
        #__A__#__B__#__C__#__D__#
        1 (B! |     |     |     1
        2     | [b; |     |     2
        3     |     |     |     3
        4     |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      When (B! is placed on C3
      Then the placement is refused because (B! is on the board already
      And the board is unchanged

    Scenario: After each placement every piece is in the pool or on the board, never both
      Given a game in which player 2 is to place, at the board
        """
        #__A__#__B__#__C__#__D__#
        1 (B! |     |     | [P; 1
        2     | [b; |     |     2
        3     |     | (p! |     3
        4 [B; |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      When player 1 chooses [p; and player 2 places it on D4
      Then every piece is in the pool or on the board, never both
      And the pool has 10 pieces, [p; not among them
