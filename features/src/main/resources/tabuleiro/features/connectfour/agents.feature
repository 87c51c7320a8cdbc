Feature: Agents
  An agent is a player that chooses its own moves. Given a game that is not over and the player
  it plays for, it answers a column that has space; it reads the game and does not change it.
  The brief's simplest agent chooses at random among the columns that have space. The perfect
  agent asks a solver, which scores a position from the side of the player to move: a positive
  score wins, 0 draws, a negative score loses. Winning with the next disc scores 22 minus the
  number of discs the winner then has, so a quicker win scores more; losing scores the opposite
  of the opponent's win.

  @C4-14 @ex03
  Rule: An agent returns a column that has space; the random agent picks one at random
    Given a game that is not over and the player to move, an agent returns a column that has
    space, and leaves the game as it was. The random agent picks at random among such columns,
    each about as likely as the others. An agent refuses a game that is over, and a player whose
    turn it is not.

    Scenario: With six columns full, every random agent picks the only open one
      Given the grid
        """
          1 2 3 4 5 6 7
        1 1 2 1 . 2 1 2
        2 1 2 1 . 2 1 2
        3 1 2 1 . 2 1 2
        4 2 1 2 . 1 2 1
        5 2 1 2 . 1 2 1
        6 2 1 2 . 1 2 1
        """
      When random agents with seeds 1 to 50 each choose a column for player 1
      Then every agent chooses column 4
      And the game is unchanged

    Scenario: A random agent picks only open columns, and each of them now and then
      Given the grid
        """
          1 2 3 4 5 6 7
        1 . 2 1 1 2 1 .
        2 . 2 1 1 2 1 .
        3 . 2 1 1 2 1 .
        4 . 1 2 2 1 2 .
        5 . 1 2 2 1 2 .
        6 . 1 2 2 1 2 .
        """
      When a random agent with seed 1 chooses a column for player 1, 100 times
      Then it chooses only the columns 1 7, each of them at least 25 times
      And the game is unchanged

    Scenario: In a new game every column is about as likely as any other
      Given a new game
      When a random agent with seed 2 chooses a column for player 1, 700 times
      Then each column from 1 to 7 is chosen between 60 and 140 times

    Scenario: An agent refuses to choose a move in a game that is over
      Given the grid
        """
          1 2 3 4 5 6 7
        1 . . . . . . .
        2 . . . . . . .
        3 . . . . . . .
        4 . . . . . . .
        5 2 2 2 . . . .
        6 1 1 1 1 . . .
        """
      When a random agent with seed 1 chooses a column for player 2
      Then the agent refuses because the game is over
      And the game is unchanged

    Scenario: An agent refuses to move for the player whose turn it is not
      Given the moves 4
      When a random agent with seed 1 chooses a column for player 1
      Then the agent refuses because it is player 2's turn
      And the game is unchanged

  @C4-16 @ex04
  Rule: The perfect agent plays a column that the solver scores best
    The solver scores a position by searching every way the game can go on, from the side of
    the player to move: a win scores 22 minus the winner's discs at the end, a draw 0, a loss
    the opposite of the opponent's win. So the perfect agent wins at once when it can, and
    blocks a threat it would otherwise lose to. It refuses to move for the player whose turn it
    is not, and leaves the game as it was.

    # Player 1 is to move with 32 discs played. Playing column 7 puts a disc on (2,7) and makes two
    # threats at once: (1,7) finishes the column (1,7) (2,7) (3,7) (4,7), and (4,5) finishes the
    # diagonal (2,7) (3,6) (4,5) (5,4). Player 2 has no four to make and can block only one of them,
    # so player 1 wins with the next disc after that, its 18th: 22 - 18 = 4. Player 1 cannot win
    # sooner, since no column wins at once.
    Scenario: A win two moves ahead, by a double threat, scores 4
      Given the position
        """
          1 2 3 4 5 6 7
        1 1 2 . 2 . 1 .
        2 1 1 . 2 . 2 .
        3 2 2 . 2 . 1 1
        4 2 2 . 1 . 2 1
        5 1 1 2 1 1 1 2
        6 1 2 2 1 2 1 2
        """
      When the solver scores the position
      Then the score is 4

    # Player 1 is to move with 32 discs played and cannot win at once. Player 2 threatens two
    # positions: (4,3), which finishes row 4 from (4,1) to (4,4), and (3,4), which finishes row 3
    # from (3,4) to (3,7). Player 1 can block only one, and player 2 wins with the other with its
    # 17th disc: player 2 scores 22 - 17 = 5, so player 1 scores -5.
    Scenario: Two threats of the opponent that cannot both be blocked score -5
      Given the position
        """
          1 2 3 4 5 6 7
        1 1 2 . . 1 . .
        2 1 1 . . 1 2 .
        3 2 2 . . 2 2 2
        4 2 2 . 2 1 1 2
        5 1 1 1 2 1 2 1
        6 2 2 1 1 1 2 1
        """
      When the solver scores the position
      Then the score is -5

    # Four positions are empty: (1,4), (2,4), (1,7) and (2,7). Every line of four through one of
    # them already holds discs of both players, so nobody can ever make four: however the last
    # four discs are played, the grid fills up without a winner. A draw scores 0.
    Scenario: A position where nobody can make four any more scores 0
      Given the position
        """
          1 2 3 4 5 6 7
        1 1 2 1 . 2 1 .
        2 1 2 1 . 2 1 .
        3 1 2 1 1 2 1 2
        4 2 1 2 2 1 2 1
        5 2 1 2 2 1 2 1
        6 2 1 2 2 1 2 1
        """
      When the solver scores the position
      Then the score is 0

    # Player 1 is to move with 32 discs played and wins at once in column 1: (3,1) finishes row 3
    # from (3,1) to (3,4) with player 1's 17th disc, which scores 22 - 17 = 5. The solver scores the
    # engine's game, set up move by move.
    Scenario: A win with the next disc scores 22 minus the winner's discs
      Given the grid
        """
          1 2 3 4 5 6 7
        1 . . 2 . 2 2 .
        2 . . 2 1 1 1 .
        3 . 1 1 1 2 2 .
        4 1 2 2 2 1 1 .
        5 1 1 1 2 1 2 2
        6 2 1 2 2 1 1 2
        """
      When the solver scores the position
      Then the score is 5

    # The same position, column by column, for player 1. Column 1 wins at once: 5. Columns 2 and 7
    # leave (1,4) to player 2, who finishes row 1 from (1,3) to (1,6) with their 17th disc: -5.
    # Column 4 puts player 1's disc on (1,4) and blocks that; the solver finds that player 1 then
    # wins only with their 21st disc, the last they have: 22 - 21 = 1. Columns 3, 5 and 6 are full
    # and have no score. The best column scores what the position does.
    Scenario: The solver scores each column with space, a full column not at all
      Given the position
        """
          1 2 3 4 5 6 7
        1 . . 2 . 2 2 .
        2 . . 2 1 1 1 .
        3 . 1 1 1 2 2 .
        4 1 2 2 2 1 1 .
        5 1 1 1 2 1 2 2
        6 2 1 2 2 1 1 2
        """
      When the solver scores each column
      Then the columns with space, 1 2 4 7, score 5 -5 1 -5

    # Player 1 wins at once in column 1: (3,1) finishes row 3 from (3,1) to (3,4). Player 2 threatens
    # (1,4), which would finish row 1 from (1,3) to (1,6), but a win now ends the game before that.
    Scenario: The perfect agent wins at once rather than block a threat
      Given the grid
        """
          1 2 3 4 5 6 7
        1 . . 2 . 2 2 .
        2 . . 2 1 1 1 .
        3 . 1 1 1 2 2 .
        4 1 2 2 2 1 1 .
        5 1 1 1 2 1 2 2
        6 2 1 2 2 1 1 2
        """
      When the perfect agent chooses a column for player 1
      Then it chooses column 1
      And the game is unchanged

    # Player 1 cannot win at once, and player 2 threatens (3,4), which would finish the diagonal
    # (6,1) (5,2) (4,3) (3,4). Every column but 4 lets player 2 win with the next disc.
    Scenario: The perfect agent blocks the opponent's threat
      Given the grid
        """
          1 2 3 4 5 6 7
        1 1 2 . . . . 2
        2 2 1 . . 1 . 2
        3 1 1 . . 2 . 1
        4 1 2 2 2 1 2 1
        5 1 2 1 1 2 1 1
        6 2 1 2 2 2 1 2
        """
      When the perfect agent chooses a column for player 1
      Then it chooses column 4
      And the game is unchanged

    # Player 2 is to move with 29 discs played. Player 1 has three discs in column 7, from (3,7)
    # to (5,7): every column but 7 lets player 1 finish it on (2,7) with their next disc, their
    # 16th, which scores 22 - 16 = 6 for player 1, -6 for player 2. Column 7 blocks it; player 1
    # still wins, but only with their 17th disc: -5. Losing later is better, so the perfect agent
    # blocks, although the game is lost either way.
    Scenario: The perfect agent puts off a loss it cannot avoid
      Given the grid
        """
          1 2 3 4 5 6 7
        1 . 1 . 2 . . .
        2 . 2 . 2 . . .
        3 1 1 . 1 2 2 1
        4 1 2 . 1 1 2 1
        5 2 2 . 1 2 1 1
        6 2 1 2 2 1 1 2
        """
      When the perfect agent chooses a column for player 2
      Then it chooses column 7
      And the game is unchanged

    # Under 13 discs the perfect agent answers from its opening book, the solver's scores of the
    # positions its own moves lead to, worked out once. On the empty grid column 4 is the only first
    # move that wins (with player 1's last disc: score 1); columns 3 and 5 draw, the others lose.
    Scenario: With its opening book, the perfect agent opens in the centre column
      Given a new game
      When the perfect agent with its opening book chooses a column for player 1
      Then it chooses column 4
      And the game is unchanged

    # Player 1 is to move with 12 discs played. The solver scores column 3 at 11 (player 1 wins
    # with its 11th disc), column 2 at 10, columns 1, 4, 5 and 7 at 4 and column 6 at -12: column 3
    # is the only best column. The book holds this position as its mirror image, the grid read
    # from right to left, so the agent must turn the book's column round: not column 5.
    Scenario: With its opening book, the perfect agent plays the only best column of a position the book holds mirrored
      Given the grid
        """
          1 2 3 4 5 6 7
        1 . . . . . . .
        2 . . . 1 . . .
        3 . . . 2 . . .
        4 . 1 . 1 . . .
        5 . 1 1 2 . . 2
        6 . 2 2 1 . . 2
        """
      When the perfect agent with its opening book chooses a column for player 1
      Then it chooses column 3
      And the game is unchanged

    Scenario: The perfect agent refuses to move for the player whose turn it is not
      Given the grid
        """
          1 2 3 4 5 6 7
        1 1 2 . . . . 2
        2 2 1 . . 1 . 2
        3 1 1 . . 2 . 1
        4 1 2 2 2 1 2 1
        5 1 2 1 1 2 1 1
        6 2 1 2 2 2 1 2
        """
      When the perfect agent chooses a column for player 2
      Then the agent refuses because it is player 1's turn
      And the game is unchanged
