Feature: The text UI
  The text UI lets two people play at the keyboard: each types the name of a square when it is
  their turn, such as b2. It talks to the engine only through the engine's public methods, so any
  engine that has them can be plugged in, a student's included. It is the UI's job, not the
  engine's, to ask again when someone types something that is not the name of an empty square:
  it says what it expected and what was wrong, and the game does not change.

  @GALO-11 @ex03
  Rule: The text UI plays through the engine, and asks again, saying what it expected, for a line that is not an empty square

    Scenario: Two people play a game to a win at the keyboard
      Given the players type the squares a1 a2 b1 b2 c1
      When they play a game in the text UI
      Then X wins with the line a1 b1 c1
      And the text UI says "X wins with a1 b1 c1."

    Scenario: Two people play a whole game to a draw
      Given the players type the squares a1 b2 c3 b1 b3 a3 c1 c2 a2
      When they play a game in the text UI
      Then the game is a draw
      And the text UI says "Draw: the board is full."

    Scenario: A marked square, a name that is no square or an empty line is asked for again, never played
      Given the players type
        """
        b2
        b2
        d4
        hello

        a1
        A1
        b1
        c3
        b3
        """
      When they play a game in the text UI
      Then the board is
        """
          a b c
        1 O X .
        2 . X .
        3 . X O
        """
      And X wins with the line b1 b2 b3
      And the text UI says "Type the name of an empty square, a column a to c and a row 1 to 3, such as b2; b2 already holds X."
      And the text UI says 'Type the name of an empty square, a column a to c and a row 1 to 3, such as b2; "d4" is not a square.'

    Scenario: A name in upper case is read as the square it names
      Given the players type the squares B2 A1 B1 C3 B3
      When they play a game in the text UI
      Then X wins with the line b1 b2 b3
      And the text UI says "X wins with b1 b2 b3."
