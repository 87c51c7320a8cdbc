Feature: The text UI
  The text UI plays the brief's game at the keyboard. Before each turn it draws the board and
  lists the pieces not yet played, each with a letter. The chooser types the letter of a piece,
  in either case; the player whose turn it is types a square, column and row in either order.
  Whatever is typed wrong is answered with what is expected, and the same player is asked again.
  Typing z at any prompt goes back to the menu, which offers the rules, a game, and the exit.
  In these scenarios both seats are at the keyboard, the game is the brief's, and player 1
  places first, so player 2 chooses the first piece.

  @QUARTO-13 @ex05
  Rule: The pieces not yet played are listed with a letter each, and the chooser picks one by it
    The letters are a, b, c and so on, following the pieces left, and the chooser may type a
    letter in either case.

    Scenario: The pieces are listed with their letters, which follow the pieces left
      Given the players type
        """
        a
        a1
        z
        """
      When they play a game in the text UI
      Then the text UI lists
        """
        Pieces not yet played:
           a:(B!  b:(B;  c:[B!  d:[B;
           e:(P!  f:(P;  g:[P!  h:[P;
           i:(b!  j:(b;  k:[b!  l:[b;
           m:(p!  n:(p;  o:[p!  p:[p;
        """
      And the text UI lists
        """
        Pieces not yet played:
           a:(B;  b:[B!  c:[B;  d:(P!
           e:(P;  f:[P!  g:[P;  h:(b!
           i:(b;  j:[b!  k:[b;  l:(p!
           m:(p;  n:[p!  o:[p;
        """
      And A1 holds (B!

    Scenario: A piece is picked by its letter in either case
      Given the players type
        """
        C
        b2
        c
        c3
        z
        """
      When they play a game in the text UI
      Then B2 holds [B!
      And C3 holds [B;

  @QUARTO-14 @ex05
  Rule: Bad input never ends or corrupts the game: it is answered with what is expected, and the same player is asked again

    Scenario: A piece is named by exactly one letter
      Given the players type
        """
        ab
        a
        a1
        z
        """
      When they play a game in the text UI
      Then the text UI says "Try again: type exactly one letter; a piece is named by a letter from a to p."
      And after that the same question is asked again
      And A1 holds (B!

    Scenario Outline: A character that names no piece of the list: <typed>
      Given the players type
        """
        <typed>
        a
        a1
        z
        """
      When they play a game in the text UI
      Then the text UI says "Try again: a piece is named by a letter from a to p, but <typed> was given."
      And after that the same question is asked again
      And A1 holds (B!

      Examples:
        | typed |
        | q     |
        | 1     |

    Scenario: A row outside 1 to 4
      Given the players type
        """
        a
        a5
        a1
        z
        """
      When they play a game in the text UI
      Then the text UI says "Try again: the row is a digit from 1 to 4, but 5 was given."
      And after that the same question is asked again
      And A1 holds (B!

    Scenario: A column outside A to D
      Given the players type
        """
        a
        1e
        1a
        z
        """
      When they play a game in the text UI
      Then the text UI says "Try again: the column is a letter from A to D, but e was given."
      And after that the same question is asked again
      And A1 holds (B!

    Scenario Outline: A square typed wrong is answered with what is wrong with it: <typed>
      Given the players type
        """
        a
        <typed>
        a1
        z
        """
      When they play a game in the text UI
      Then the text UI says '<answer>'
      And after that the same question is asked again
      And A1 holds (B!

      Examples:
        | typed | answer                                                                |
        | a0    | Try again: the row is a digit from 1 to 4, but 0 was given.           |
        | e4    | Try again: the column is a letter from A to D, but e was given.       |
        | 11    | Try again: a square is a column letter A to D and a row digit 1 to 4, in either order, such as A1 or 1a, but "11" was given.  |
        | AB    | Try again: a square is a column letter A to D and a row digit 1 to 4, in either order, such as A1 or 1a, but "AB" was given.  |
        | a11   | Try again: a square is a column letter A to D and a row digit 1 to 4, in either order, such as A1 or 1a, but "a11" was given. |

    Scenario: An occupied square
      Given the players type
        """
        a
        a1
        a
        A1
        b1
        z
        """
      When they play a game in the text UI
      Then the text UI says "Try again: square A1 already holds (B!; choose an empty square."
      And after that the same question is asked again
      And A1 holds (B!
      And B1 holds (B;

  @QUARTO-15 @ex05
  Rule: A player can quit at any prompt by typing z, back to the menu; the menu offers the rules, a game, and the exit

    Scenario: z at the piece prompt goes back to the menu
      Given the players type
        """
        b
        a
        a1
        z
        z
        """
      When they use the menu
      Then the text UI says "Player 1 quit. Back to the menu."
      And the text UI shows the menu 2 times
      And the text UI says "Goodbye!"
      And A1 holds (B!

    Scenario: z at the square prompt goes back to the menu
      Given the players type
        """
        b
        a
        a1
        a
        Z
        z
        """
      When they use the menu
      Then the text UI says "Player 2 quit. Back to the menu."
      And the text UI shows the menu 2 times
      And A1 holds (B!

    Scenario: The menu shows the rules, plays a game, and exits
      Given the players type
        """
        a
        b
        a
        a1
        z
        z
        """
      When they use the menu
      Then the text UI says "Quarto is played by two players on a 4x4 board with 16 pieces. Each piece is tall or"
      And the text UI shows the menu 3 times
      And the text UI says "Goodbye!"
      And A1 holds (B!

    Scenario: Anything else at the menu is answered with what to type
      Given the players type
        """
        x
        bb
        b
        a
        a1
        z
        z
        """
      When they use the menu
      Then the text UI says "Try again: type only a, b or z."
      And the text UI shows the menu 4 times
      And A1 holds (B!
