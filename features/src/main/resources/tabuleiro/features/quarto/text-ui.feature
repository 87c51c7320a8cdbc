Feature: The text UI
  The text UI plays the brief's game at the keyboard. Before each turn it draws the board and
  lists the pieces not yet played, each with a letter. The chooser types the letter of a piece,
  in either case; the player whose turn it is types a square, column and row in either order.
  Whatever is typed wrong is answered with what is expected, and the same player is asked again;
  help (or ajuda, or ?) at any prompt says what the prompt expects. Typing z at any prompt goes
  back to the menu, which offers the rules, a game, and the exit; quit (or sair) at any prompt,
  or the end of the input, leaves the program.
  In these scenarios both seats are at the keyboard, the game is the brief's, and player 1
  places first, so player 2 chooses the first piece.

  @QUARTO-13 @ex05
  Rule: The pieces not yet played are listed with a letter each, and the chooser picks one by it
    Each piece has one letter, a to p, for the whole game: its place in the set, tall before
    short, light before dark, round before square, solid before hollow. The list keeps each piece
    in its place, so a piece played leaves a gap, and the chooser may type a letter in either
    case. (The brief letters the pieces left from a again before each turn, so a piece's letter
    changed as others were played; the letters here can be learnt.)

    Scenario: Each piece keeps its letter, and its place in the list, when others are played
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
                  b:(B;  c:[B!  d:[B;
           e:(P!  f:(P;  g:[P!  h:[P;
           i:(b!  j:(b;  k:[b!  l:[b;
           m:(p!  n:(p;  o:[p!  p:[p;
        """
      And A1 holds (B!

    Scenario: A letter still names the same piece after the piece before it is played
      Given the players type
        """
        a
        a1
        b
        b1
        p
        c1
        z
        """
      When they play a game in the text UI
      Then A1 holds (B!
      And B1 holds (B;
      And C1 holds [p;

    Scenario: A piece is picked by its letter in either case
      Given the players type
        """
        C
        b2
        d
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

    Scenario: An occupied square is answered with the piece on it, in words
      Given the players type
        """
        a
        a1
        b
        A1
        b1
        z
        """
      When they play a game in the text UI
      Then the text UI says "Try again: square A1 is taken by the tall light round solid piece; choose an empty square."
      And after that the same question is asked again
      And A1 holds (B!
      And B1 holds (B;

    Scenario: The letter of a piece already played is answered with what it named
      Given the players type
        """
        a
        a1
        A
        b
        b1
        z
        """
      When they play a game in the text UI
      Then the text UI says "Try again: A names the tall light round solid piece, which is already on the board; a piece is named by a letter from b to p."
      And after that the same question is asked again
      And A1 holds (B!
      And B1 holds (B;

    Scenario: Once pieces have been played, the answer names the letters left
      Given the players type
        """
        a
        a1
        c
        c1
        q
        b
        b1
        z
        """
      When they play a game in the text UI
      Then the text UI says "Try again: a piece is named by one of the letters b, d to p, but q was given."
      And after that the same question is asked again
      And B1 holds (B;

    Scenario: help at a prompt says what it expects, and the same question is asked again
      Given the players type
        """
        a
        help
        a1
        z
        """
      When they play a game in the text UI
      Then the text UI says "Name an empty square for the tall light round solid piece: a column letter A to D and a row digit 1 to 4, in either order and either case, such as A1 or 1a."
      And after that the same question is asked again
      And A1 holds (B!

  @QUARTO-15 @ex05
  Rule: z at any prompt goes back to the menu, and quit or sair leaves; the menu offers the rules, a game, and the exit
    The brief's z is kept: in a game it goes back to the menu, and at the menu it exits. The
    words that quit every game of the course, quit and sair, leave the program from any prompt,
    and so does the end of the input, saying so.

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
        b
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

    Scenario: quit or sair in a game leaves the program
      Given the players type
        """
        b
        a
        a1
        sair
        b
        """
      When they use the menu
      Then the text UI says "Player 1 quit."
      And the text UI says "Goodbye!"
      And the text UI shows the menu 1 times
      And A1 holds (B!

    Scenario: The end of the input at the menu says that the input ended
      Given the players type
        """
        b
        a
        a1
        z
        """
      When they use the menu
      Then the text UI says "The input ended. Goodbye!"
      And the text UI shows the menu 2 times
      And A1 holds (B!
