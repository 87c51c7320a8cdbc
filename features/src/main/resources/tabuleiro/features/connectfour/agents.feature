Feature: Agents
  An agent is a player that chooses its own moves. Given a game that is not over and the player
  it plays for, it answers a column that has space; it reads the game and does not change it.
  The brief's simplest agent chooses at random among the columns that have space. The perfect
  agent asks a solver, which scores a position from the side of the player to move: a positive
  score wins, 0 draws, a negative score loses. Winning with the next disc scores 22 minus the
  number of discs the winner then has, so a quicker win scores more; losing scores the opposite
  of the opponent's win.

  @C4-14 @ex04
  Rule: An agent, given a game that is not over and the player to move, returns a column that has space; the random agent picks at random among such columns

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
