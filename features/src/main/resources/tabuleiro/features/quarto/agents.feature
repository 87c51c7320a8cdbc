Feature: Agents
  An agent is a player that makes its own decisions: which piece to hand the opponent, and where
  to place the piece it was handed. The random agent draws both at random; the strong agent
  looks ahead.

  @QUARTO-17 @ex06
  Rule: A random agent hands over any piece of the pool, or places on any empty square, at random
    It takes either step of a turn, each choice as likely as the others: with one square left,
    it places there. It refuses a step the game is not at, choosing once a piece is chosen or
    placing before one is, and has nothing to choose once the game is over; a refusal leaves
    the game as it was.

    Scenario: It hands over only pieces of the pool, each of them now and then
      Given a game in which player 1 is to place, at the board
        """
        #__A__#__B__#__C__#__D__#
        1 (B! |     |     | [P; 1
        2     | [b; |     |     2
        3     |     | (p! |     3
        4     |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      When a random agent with seed 1 chooses a piece 240 times
      Then it chooses only pieces of the pool, each of the 12 at least 8 times

    Scenario: It places only on empty squares, each of them now and then
      Given a game in which player 1 is to place, at the board
        """
        #__A__#__B__#__C__#__D__#
        1 (B! |     |     | [P; 1
        2     | [b; |     |     2
        3     |     | (p! |     3
        4     |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      And player 2 has chosen [p;
      When a random agent with seed 2 chooses a square 240 times
      Then it chooses only empty squares, each of the 12 at least 8 times

    Scenario: With one square left, it places there
      Given a game in which player 1 is to place, at the board
        """
        #__A__#__B__#__C__#__D__#
        1 [B! | (B; | (p! | [P! 1
        2 (p; | [p! | [b; | [P; 2
        3 (B! | [b! | (P! | (b; 3
        4 (b! | [p; | [B; |     4
        #__A__#__B__#__C__#__D__#
        """
      And player 2 has chosen (P;
      When a random agent with seed 5 chooses a square 20 times
      Then every square it chooses is D4

    Scenario: When the game is over, it has nothing to choose
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
      When a random agent with seed 1 chooses a piece 1 times
      Then it is refused because the game is over
      And the game is unchanged

    Scenario: Before a piece is chosen, it has no square to choose
      Given a game in which player 1 is to place, at the board
        """
        #__A__#__B__#__C__#__D__#
        1 (B! |     |     | [P; 1
        2     | [b; |     |     2
        3     |     | (p! |     3
        4     |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      When a random agent with seed 1 chooses a square 1 times
      Then the placement is refused because no piece has been chosen
      And the game is unchanged

    Scenario: Once a piece is chosen, it has no other piece to choose
      Given a game in which player 1 is to place, at the board
        """
        #__A__#__B__#__C__#__D__#
        1 (B! |     |     | [P; 1
        2     | [b; |     |     2
        3     |     | (p! |     3
        4     |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      And player 2 has chosen [p;
      When a random agent with seed 1 chooses a piece 1 times
      Then the choice is refused because a piece has been chosen already
      And the game is unchanged

  # Not graded: the strong agent is the reference's, not an exercise. These scenarios pin down
  # the two things it never gets wrong, whatever its time budget.
  @QUARTO-18
  Rule: The strong agent never misses an immediate win, and never hands over a piece that wins at once when it has a safe one

    Scenario: It completes a winning group with the piece it is given
      Given a game in which player 1 is to place, at the board
        """
        #__A__#__B__#__C__#__D__#
        1     |     |     |     1
        2     | (p; |     |     2
        3 (B! | [P; | (P! |     3
        4     |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      And player 2 has chosen [B;
      When the strong agent chooses a square
      Then it chooses D3

    Scenario: It does not hand over a tall piece when three tall pieces wait in a row
      Given a game in which player 1 is to place, at the board
        """
        #__A__#__B__#__C__#__D__#
        1     |     |     |     1
        2     | (p; |     |     2
        3 (B! | [P; | (P! |     3
        4     |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      When the strong agent chooses a piece
      Then the piece it hands over is short
