Feature: The engine's invariant
  Everything about a game can be worked out from its grid alone: whose turn it is from the
  counts of discs, whether it is over and who won from the fours in a row and the empty
  positions. The engine stores some of it anyway, so that no question has to scan the grid, and
  what it stores must always agree with the grid. The scenarios below check that agreement from
  the outside after every move of a game: the rule book works the answers out from the grid
  (read with valueAt) and compares them with what isOver, winner, winningLine and nextPlayer say.

  @C4-13 @ex02
  Rule: What the engine stores besides the grid (over, winner, next player, winning line) always agrees with the grid

    Scenario: A short game won along the bottom row
      Given a new game
      When the moves 4 4 5 5 6 6 7 are played one by one
      Then after every move the stored fields agree with the grid
      And player 1 wins with the line (6,4) (6,5) (6,6) (6,7)

    Scenario: A longer game won along a column
      Given a new game
      When the moves 3 5 4 5 4 3 6 6 4 5 4 are played one by one
      Then after every move the stored fields agree with the grid
      And player 1 wins with the line (3,4) (4,4) (5,4) (6,4)

    Scenario: A long game of 34 moves without four in a row, no column full
      Given a new game
      When the moves 2 1 2 1 1 2 1 2 5 2 5 3 7 3 3 4 3 4 3 5 4 5 4 5 4 6 7 6 6 7 6 7 6 7 are played one by one
      Then after every move the stored fields agree with the grid
      And the game is not over
      And there is no winner and no winning line

    Scenario: A refused move leaves the stored fields in agreement with the grid
      Given the moves 4 4 5
      When player 2 plays in column 8
      Then the move is rejected because there is no column 8
      And the stored fields agree with the grid
