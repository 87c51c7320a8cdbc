Feature: The text UI
  The text UI lets two people play at the keyboard: each types the number of a column when it is
  their turn. It talks to the engine only through the engine's interface (newGame, hasSpace,
  play, valueAt, isOver, winner, winningLine, nextPlayer), so any engine that has that interface
  can be plugged in, a student's included. It is the UI's job, not the engine's, to ask again
  when someone types a column that is full or that does not exist. The engine may give the winning
  line from either end; the UI writes it in reading order, the top row first and, on a row, the
  left first, so every engine that keeps the contract says the same.

  @C4-15 @ex02
  Rule: The text UI plays through the engine's interface alone, so any engine that satisfies it can be plugged in

    Scenario: Two people play a game to a win at the keyboard
      Given the players type the columns 4 4 5 5 6 6 7
      When they play a game in the text UI
      Then player 1 wins with the line (6,4) (6,5) (6,6) (6,7)
      And the text UI says "Player 1 wins with (6,4) (6,5) (6,6) (6,7)."

    Scenario: The winning line is written from the top row down, whichever end the engine starts from
      Given the players type the columns 1 2 1 2 1 2 1
      When they play a game in the text UI
      Then player 1 wins with the line (6,1) (5,1) (4,1) (3,1)
      And the text UI says "Player 1 wins with (3,1) (4,1) (5,1) (6,1)."

    Scenario: A full column, a column off the grid or a word is asked for again, never played
      Given the players type
        """
        1
        1
        1
        1
        1
        1
        1
        9
        four
        2
        3
        2
        3
        2
        3
        2
        """
      When they play a game in the text UI
      Then the grid is
        """
          1 2 3 4 5 6 7
        1 2 . . . . . .
        2 1 . . . . . .
        3 2 1 . . . . .
        4 1 1 2 . . . .
        5 2 1 2 . . . .
        6 1 1 2 . . . .
        """
      And player 1 wins with the line (3,2) (4,2) (5,2) (6,2)

    Scenario: Two people play a whole game to a draw
      Given the players type the columns 7 6 7 6 7 6 6 7 6 7 6 7 5 4 5 4 5 4 4 3 4 3 4 3 3 5 3 5 3 5 2 1 2 1 2 1 1 2 1 2 1 2
      When they play a game in the text UI
      Then the game is over
      And there is no winner and no winning line
      And the text UI says "Draw: the grid is full."
