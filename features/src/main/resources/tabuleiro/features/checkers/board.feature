Feature: The board and the pieces
  Checkers is played on the dark squares of an 8x8 board, White at the bottom. As the brief has
  it, the square at each player's lower right is light, so the long dark diagonal runs on each
  player's left. Squares are named by their English PDN numbers, 1 to 32, row by row from Black's
  side: Black starts on 1 to 12 and White on 21 to 32, and White moves first. The Portuguese
  federation's rules, whose game the classic rules otherwise are, turn the board the other way (a
  dark, playing square at each player's lower right) and number the squares from White's side,
  so their diagrams and move lists do not carry over square for square. A labelled board shows a light square as a space, an empty dark square as ".",
  men as w and b, and kings as W and B. These rules hold in both variants; the examples use the
  classic rules.

  Background:
    Given the classic rules

  @CHECKERS-01 @ex02
  Rule: The board is 8x8, light and dark squares alternating, and play uses the dark squares only
    Each player's bottom right square is light, so the long dark diagonal is on each player's
    left.

    Scenario: The empty board shows light squares blank and dark squares as dots
      When the empty board is drawn
      Then the drawing is:
        """
          1 2 3 4 5 6 7 8
        1   .   .   .   .
        2 .   .   .   .
        3   .   .   .   .
        4 .   .   .   .
        5   .   .   .   .
        6 .   .   .   .
        7   .   .   .   .
        8 .   .   .   .
        """

    Scenario: The long diagonal runs from White's bottom left to Black's bottom left
      Given a new game
      When White plays 22-18
      Then square 29 holds a white man
      And square 4 holds a black man

  @CHECKERS-02 @ex02
  Rule: Each player has 12 men on the dark squares of the three rows nearest them

    Scenario: Placing the initial pieces
      Given the position "W:W22:B11"
      When the initial pieces are placed on an empty board
      Then the board is:
        """
          1 2 3 4 5 6 7 8
        1   b   b   b   b
        2 b   b   b   b
        3   b   b   b   b
        4 .   .   .   .
        5   .   .   .   .
        6 w   w   w   w
        7   w   w   w   w
        8 w   w   w   w
        """

    Scenario: The middle two rows start empty, so White has seven first moves
      When the legal moves of a new game are listed
      Then the legal moves are 21-17, 22-17, 22-18, 23-18, 23-19, 24-19, 24-20
      And square 13 is empty
      And square 20 is empty
      And square 12 holds a black man
      And square 21 holds a white man

  @CHECKERS-12 @ex08
  Rule: The board shown reflects every move played, each piece's kind and colour recognisable
    Under the board, the game shown says whose turn it is, or how the game ended.

    Scenario: Kings are drawn in capitals, men in small letters
      Given the position "B:WK1,22:B27"
      When the board is drawn
      Then the drawing is:
        """
          1 2 3 4 5 6 7 8
        1   W   .   .   .
        2 .   .   .   .
        3   .   .   .   .
        4 .   .   .   .
        5   .   .   .   .
        6 .   w   .   .
        7   .   .   b   .
        8 .   .   .   .
        """

    Scenario: The board after a move shows it
      Given a new game
      When White plays 22-18
      Then the board is:
        """
          1 2 3 4 5 6 7 8
        1   b   b   b   b
        2 b   b   b   b
        3   b   b   b   b
        4 .   .   .   .
        5   .   w   .   .
        6 w   .   w   w
        7   w   w   w   w
        8 w   w   w   w
        """

    Scenario: The game shown says whose turn it is
      Given a new game
      When the game is shown
      Then the last line shown is "WHITE to move."

    Scenario: The game shown says who won
      Given the position "W:W22:B18"
      And the moves 22x15 have been played
      When the game is shown
      Then the last line shown is "WHITE wins."

    Scenario: The game shown says who resigned
      Given the position "W:W22:B11"
      And White has resigned
      When the game is shown
      Then the last line shown is "BLACK wins (the other side resigned)."

    Scenario: The game shown says it is drawn
      Given the position "W:WK29,K31,K32:BK1,K2,K3"
      And the moves 29-25, 1-5, 25-29, 5-1, 29-25, 1-5, 25-29, 5-1, 29-25, 1-5, 25-29, 5-1, 29-25, 1-5, 25-29, 5-1, 29-25, 1-5, 25-29, 5-1 have been played
      When the game is shown
      Then the last line shown is "The game is drawn."

  @CHECKERS-29 @ex06
  Rule: The brief's first-phase routines exist
    Draw the empty board, place the initial pieces, select an occupied square, select a free dark
    square, and tell whether a piece can reach a free square under the simplified men's rules.

    Scenario: Selecting a square with a piece asks again until one is typed
      Given the position "W:W22:B11"
      When a square with a piece is selected, the player typing:
        """
        banana
        15
        22
        """
      Then the square selected is 22
      And the screen shows "Square 15 is empty"

    Scenario: Selecting a free square asks again until one is typed
      Given the position "W:W22:B11"
      When a free square is selected, the player typing:
        """
        11
        40
        15
        """
      Then the square selected is 15
      And the screen shows "Square 11 is occupied"

    Scenario Outline: The man on 22 <can> reach <square>
      Given the board, White to move:
        """
          1 2 3 4 5 6 7 8
        1   .   .   .   .
        2 .   .   .   .
        3   .   .   b   .
        4 .   .   .   .
        5   .   b   .   .
        6 .   w   .   .
        7   .   .   .   .
        8 .   .   .   .
        """
      When I ask whether the piece on 22 can reach <square>
      Then the answer is <answer>

      Examples:
        | square | can    | answer | why                         |
        | 17     | can    | yes    | one step forward            |
        | 15     | can    | yes    | one jump over 18            |
        | 8      | can    | yes    | two jumps, over 18 then 11  |
        | 26     | cannot | no     | men do not move backwards   |
        | 13     | cannot | no     | 17 holds no piece to jump   |

    Scenario Outline: In the initial position the man on <from> <can> reach <square>
      Given a new game
      When I ask whether the piece on <from> can reach <square>
      Then the answer is <answer>

      Examples:
        | from | square | can    | answer | why                                 |
        | 22   | 18     | can    | yes    | one step forward, twelve men a side |
        | 21   | 18     | cannot | no     | 18 is not diagonally next to 21     |

    Scenario: The routine moves any piece as a man: the king on 22 cannot reach 26
      Given the position "W:WK22:B1"
      When I ask whether the piece on 22 can reach 26
      Then the answer is no

  # Not graded: the rule book's own notation for positions, read by the reference outside the
  # exercises' solution regions. Not a rule of the brief, so it has an ID of its own.
  @CHECKERS-30
  Rule: Positions are written in PDN FEN, and a malformed position is refused saying where
    The side to move (W or B), a colon, then each side's list: its letter and its squares by
    number, K before a king. The lists may come in either order, squares may be given as ranges,
    spaces are ignored and a final full stop is allowed. A refusal names the character, counted
    from 1 once spaces are taken out, and what was expected there.

    Scenario: Black's list first, a range, a king, spaces and a full stop
      Given the position "W:W22:B11"
      When a game is started from the position "B : BK1, 2-4 : W21-23 ."
      Then Black is to move
      And square 1 holds a black king
      And square 4 holds a black man
      And square 23 holds a white man
      And square 24 is empty

    Scenario: Square 32, the last of the numbering, is read like the others
      Given the position "W:W22:B11"
      When a game is started from the position "W:W32:B1"
      Then square 32 holds a white man
      And square 1 holds a black man

    Scenario: A position is written with the side to move, then White's squares, then Black's
      Given the position "B : BK1, 2-4 : W21-23 ."
      When the position is written in FEN
      Then the FEN is "B:W21,22,23:BK1,2,3,4"

    Scenario Outline: The malformed position "<fen>" is refused
      Given the position "W:W22:B11"
      When a game is started from the position "<fen>"
      Then it is refused because "<reason>"
      And the board is unchanged

      Examples:
        | fen          | reason                                                      |
        |              | a FEN position is needed                                    |
        | .            | character 1: expected the side to move but found the end     |
        | X:W22:B11    | character 1: expected the side to move but found 'X'        |
        | W            | character 2: expected ':' but found the end of the text      |
        | W:W22:       | character 7: expected a colour (W or B) starting a list      |
        | W-W22:B11    | character 2: expected ':'                                   |
        | W:W22        | character 6: expected ':' but found the end of the text     |
        | W:W22:W11    | character 7: expected each colour's list once               |
        | W:W22:B11:   | character 10: expected the end of the position              |
        | W:W22;B11    | character 6: expected ',' or ':' after a square             |
        | W:W22:B0     | character 8: expected a square number from 1 to 32          |
        | W:W22:B33    | character 8: expected a square number from 1 to 32          |
        | W:W22:B123   | character 8: expected a square number from 1 to 32          |
        | W:W22:B012   | character 8: expected a square number from 1 to 32 but found 012 |
        | W:WK:B11     | character 5: expected a square number from 1 to 32          |
        | W:W22:B1-    | character 10: expected a square number from 1 to 32         |
        | W:W22,22:B11 | character 7: expected each square once                      |
        | W:W1-13:B20  | character 4: expected at most 12 pieces of a colour         |

  # Not graded: these are the contracts of the classes Game, Board, Cell and Piece. They are
  # checks outside the exercises' solution regions, so the skeleton keeps them and no exercise
  # can break them.
  @CHECKERS-28
  Rule: The classes Game, Board, Cell and Piece exist, and their contracts are checked
    Pieces stand only on dark squares, at most 12 a side, and no man rests on its promotion row.

    Scenario: A cell of the board knows its row, its column, its colour and its piece
      Given the position "W:W22:B11"
      When the cell at row 6, column 3 is looked at
      Then the cell is at row 6, column 3, a dark square holding a white man

    Scenario: A light square refuses a piece
      Given the position "W:W22:B11"
      When a piece is put on the light square at row 1, column 1
      Then it is refused because "light square"
      And the board is unchanged

    Scenario: A cell off the board is refused
      Given the position "W:W22:B11"
      When a piece is put on the cell at row 9, column 2
      Then it is refused because "rows and columns are numbered 1 to 8"
      And the board is unchanged

    Scenario Outline: Only the 32 dark squares are named: <what> is refused
      Given the position "W:W22:B11"
      When the square <named> is named
      Then it is refused because "<reason>"
      And the board is unchanged

      Examples:
        | what                  | named                 | reason                               |
        | square 0              | numbered 0            | a square is numbered 1 to 32         |
        | square 33             | numbered 33           | a square is numbered 1 to 32         |
        | the light row 1, 1    | at row 1, column 1    | is a light square                    |
        | row 9                 | at row 9, column 2    | rows and columns are numbered 1 to 8 |

    Scenario: A thirteenth piece is refused
      Given the board, White to move:
        """
          1 2 3 4 5 6 7 8
        1   b   .   .   .
        2 .   .   .   .
        3   .   .   .   .
        4 .   .   .   .
        5   .   .   .   .
        6 w   w   w   w
        7   w   w   w   w
        8 w   w   w   w
        """
      When a white man is added on square 17
      Then it is refused because "at most 12"
      And the board is unchanged

    Scenario: A thirteenth piece is refused where it would replace a piece of the other side
      Given the board, White to move:
        """
          1 2 3 4 5 6 7 8
        1   b   .   .   .
        2 .   .   .   .
        3   .   .   .   .
        4 .   .   .   .
        5   b   .   .   .
        6 w   w   w   w
        7   w   w   w   w
        8 w   w   w   w
        """
      When a white man is added on square 17
      Then it is refused because "at most 12"
      And the board is unchanged

    Scenario Outline: A move of <count> squares is not sent to the other program
      Given the position "W:W22:B11"
      When a move along the squares <squares> is sent
      Then it is refused because "a move occupies 2 to 13 squares"

      Examples:
        | count | squares                             |
        | 1     | 22                                  |
        | 14    | 1 2 3 4 5 6 7 8 9 10 11 12 13 14    |

    Scenario: The initial pieces go on an empty board only
      Given the position "W:W22:B11"
      When the initial pieces are placed on the board
      Then it is refused because "empty board"
      And the board is unchanged

    Scenario Outline: Whether a piece can reach a square is asked from a piece to a free square
      Given the position "W:W22:B18,11"
      When I ask whether the piece on <from> can reach <to>
      Then it is refused because "<reason>"
      And the board is unchanged

      Examples:
        | from | to | reason                 |
        | 21   | 17 | square 21 is empty     |
        | 22   | 18 | square 18 is occupied  |

    Scenario: A man cannot rest on its own promotion row
      Given the position "W:W22:B11"
      When a game is started from the position "W:W2:B11"
      Then it is refused because "promotion row"
      And the board is unchanged
