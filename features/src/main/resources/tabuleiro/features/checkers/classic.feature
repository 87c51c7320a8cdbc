@classic
Feature: The classic rules (Damas Clássicas)
  The brief's full rules: flying kings, compulsory capture of the most pieces (and then of the
  most kings), a man promoted only when its move ends, and two kinds of draw.

  Background:
    Given the classic rules

  @CHECKERS-13 @ex06
  Rule: Classic kings fly, forwards or backwards, and capture at a distance
    A king moves any number of empty squares along a diagonal, and captures an opposing piece at
    any distance on a diagonal when the squares between are empty, landing on any empty square
    beyond it.

    Scenario: A king in the corner can fly the whole long diagonal
      Given the position "W:WK29:B1"
      When the legal moves are listed
      Then the legal moves are 29-25, 29-22, 29-18, 29-15, 29-11, 29-8, 29-4

    Scenario: A king's flight stops before a piece
      Given the board, White to move:
        """
          1 2 3 4 5 6 7 8
        1   b   .   .   .
        2 .   .   .   .
        3   .   .   .   .
        4 .   .   w   .
        5   .   .   .   .
        6 .   .   .   .
        7   .   .   .   .
        8 W   .   .   .
        """
      When the legal moves are listed
      Then the legal moves are 29-25, 29-22, 29-18, 15-10, 15-11

    Scenario: A king captures at a distance and lands on any empty square beyond
      Given the board, White to move:
        """
          1 2 3 4 5 6 7 8
        1   b   .   .   .
        2 .   .   .   .
        3   .   .   .   .
        4 .   .   b   .
        5   .   .   .   .
        6 .   .   .   .
        7   .   .   .   .
        8 W   .   .   .
        """
      When the legal moves are listed
      Then the legal captures are 29x11, 29x8, 29x4

    Scenario: Landing on 15 or on 11 and then taking 8 is the same move, listed once
      Given the board, White to move:
        """
          1 2 3 4 5 6 7 8
        1   .   .   .   .
        2 .   .   .   b
        3   .   .   .   .
        4 .   .   .   .
        5   .   b   .   .
        6 .   .   .   .
        7   .   .   .   .
        8 W   .   .   .
        """
      When the legal moves are listed
      Then the legal captures are 29x15x4

  @CHECKERS-14 @ex03
  Rule: Classic: capturing is compulsory

    Scenario: When a capture is possible it is the only legal move
      Given the board, White to move:
        """
          1 2 3 4 5 6 7 8
        1   .   .   .   .
        2 .   .   .   .
        3   .   .   .   .
        4 .   .   .   .
        5   .   b   .   .
        6 .   w   .   w
        7   .   .   .   .
        8 .   .   .   .
        """
      When the legal moves are listed
      Then the legal moves are 22x15

    Scenario: A move that does not capture is refused, naming the captures to play
      Given the board, White to move:
        """
          1 2 3 4 5 6 7 8
        1   .   .   .   .
        2 .   .   .   .
        3   .   .   .   .
        4 .   .   .   .
        5   .   b   .   .
        6 .   w   .   w
        7   .   .   .   .
        8 .   .   .   .
        """
      When White plays 24-20
      Then it is refused because "24-20 does not capture, but capturing is compulsory: play one of [22x15]"
      And the board is unchanged

  @CHECKERS-15 @ex07
  Rule: Classic majority rule: capture the most pieces and, among those, the most kings
    Among the possible captures the player must take a sequence that captures the most pieces
    and, among those, one that captures the most kings.

    Scenario: Two men must be taken rather than one
      Given the board, White to move:
        """
          1 2 3 4 5 6 7 8
        1   .   .   .   .
        2 .   .   .   .
        3   .   .   b   .
        4 .   .   .   .
        5   .   b   .   .
        6 .   w   b   .
        7   .   w   .   .
        8 .   .   .   .
        """
      When the legal moves are listed
      Then the legal captures are 22x15x8

    Scenario: Two men are taken rather than one king: the number of pieces decides before the kings
      Given the board, White to move:
        """
          1 2 3 4 5 6 7 8
        1   .   .   .   .
        2 .   .   .   .
        3   .   .   b   .
        4 .   .   .   .
        5   .   b   .   .
        6 .   w   B   .
        7   .   w   .   .
        8 .   .   .   .
        """
      When the legal moves are listed
      Then the legal captures are 22x15x8

    Scenario: The smaller capture is refused
      Given the board, White to move:
        """
          1 2 3 4 5 6 7 8
        1   .   .   .   .
        2 .   .   .   .
        3   .   .   b   .
        4 .   .   .   .
        5   .   b   .   .
        6 .   w   b   .
        7   .   w   .   .
        8 .   .   .   .
        """
      When White plays 26x19
      Then it is refused because "majority"
      And the board is unchanged

    Scenario: At the keyboard the smaller capture is answered, and the larger one is played
      Given the board, White to move:
        """
          1 2 3 4 5 6 7 8
        1   .   .   .   .
        2 .   .   .   .
        3   .   .   b   .
        4 .   .   .   .
        5   .   b   .   .
        6 .   w   b   .
        7   .   w   .   .
        8 .   .   .   .
        """
      When the player types:
        """
        26 19
        22 8
        15
        8
        """
      Then the screen shows "No legal move starts from 26: capturing is compulsory"
      And the moves played are 22x15x8

    # tag::takes-a-king[]
    Scenario: Of two single captures, the one that takes a king
      Given the board, White to move:
        """
          1 2 3 4 5 6 7 8
        1   .   .   .   .
        2 .   .   .   .
        3   .   .   .   .
        4 .   .   .   .
        5   .   b   B   .
        6 .   w   .   w
        7   .   .   .   .
        8 .   .   .   .
        """
      When the legal moves are listed
      Then the legal captures are 24x15
    # end::takes-a-king[]

    Scenario: Of two captures ending on the same square, the one that takes a king
      Both take two pieces and land on 6; going by 13 takes the king on 9.
      Given the board, White to move:
        """
          1 2 3 4 5 6 7 8
        1   .   .   .   .
        2 .   .   .   .
        3   B   b   .   .
        4 .   .   .   .
        5   b   b   .   .
        6 .   w   .   .
        7   .   .   .   .
        8 .   .   .   .
        """
      When White plays 22x15x6
      Then it is refused because "22x15x6 is not among the captures the majority rule allows: play one of [22x13x6]"
      And the board is unchanged

  @CHECKERS-16 @ex07
  Rule: Classic: a man that reaches the far row during a capture stops there and is promoted when the move ends

    Scenario: The man stops on the far row although a king could capture on
      Given the board, White to move:
        """
          1 2 3 4 5 6 7 8
        1   .   .   .   .
        2 .   b   b   .
        3   .   .   w   .
        4 .   .   .   .
        5   .   .   .   .
        6 .   .   .   .
        7   .   .   .   .
        8 .   .   .   .
        """
      When the legal moves are listed
      Then the legal captures are 11x2

    Scenario: A king that lands on the far row in mid-capture captures on
      Given the board, White to move:
        """
          1 2 3 4 5 6 7 8
        1   .   .   .   .
        2 .   .   .   b
        3   .   b   .   .
        4 .   W   .   .
        5   .   .   .   .
        6 .   .   .   .
        7   .   .   .   .
        8 .   .   .   .
        """
      When the legal moves are listed
      Then the legal captures are 14x3x12

    Scenario: It becomes a king at the end of the move
      Given the board, White to move:
        """
          1 2 3 4 5 6 7 8
        1   .   .   .   .
        2 .   b   b   .
        3   .   .   w   .
        4 .   .   .   .
        5   .   .   .   .
        6 .   .   .   .
        7   .   .   .   .
        8 .   .   .   .
        """
      When White plays 11x2
      Then square 2 holds a white king
      And square 6 holds a black man

  @CHECKERS-17 @ex08
  Rule: Classic draws: twenty king moves without a capture, or five moves in a drawn ending
    The game is drawn after twenty successive moves by kings with no capture; a man's move or a
    capture starts the count again. It is also drawn after five moves played in one of the
    endings two kings v two kings, two kings v one king, two kings v one king and a man, one
    king v one king, one king v one king and a man, whichever side has which; other endings go
    on, and a move that leaves these endings starts their five moves again.

    Scenario: Twenty king moves without a capture draw the game
      Given the position "W:WK29,K31,K32:BK1,K2,K3"
      When the moves 29-25, 1-5, 25-29, 5-1 are played in turn until 20 moves have been played
      Then the game is drawn

    Scenario: After nineteen king moves the game goes on
      Given the position "W:WK29,K31,K32:BK1,K2,K3"
      When the moves 29-25, 1-5, 25-29, 5-1 are played in turn until 19 moves have been played
      Then the game is not over
      And 19 king moves without capture have been counted

    Scenario: A man's move starts the count again
      Given the position "W:WK29,K31,K32,21:BK1,K2"
      When the moves 29-25, 1-5, 21-17, 5-1, 25-29 are played
      Then 2 king moves without capture have been counted
      And the game is not over

    Scenario: A capture by a king starts the count again
      Given the board, White to move:
        """
          1 2 3 4 5 6 7 8
        1   B   B   B   .
        2 .   .   .   .
        3   .   .   .   .
        4 .   .   .   .
        5   .   .   .   .
        6 .   .   .   .
        7   .   b   .   .
        8 .   W   W   W
        """
      When the moves 30x23, 1-5, 23-19 are played
      Then 2 king moves without capture have been counted
      And the game is not over

    Scenario Outline: <white> against <black> is drawn after five moves
      Given the position "<position>"
      When the moves 29-25, 1-5, 25-29, 5-1 are played in turn until 5 moves have been played
      Then the game is drawn

      Examples:
        | white               | black               | position                |
        | two kings           | two kings           | W:WK29,K32:BK1,K3       |
        | two kings           | one king            | W:WK29,K32:BK1          |
        | one king            | two kings           | W:WK29:BK1,K3           |
        | two kings           | one king and a man  | W:WK29,K32:BK1,10       |
        | one king and a man  | two kings           | W:WK29,31:BK1,K3        |
        | one king            | one king            | W:WK29:BK1              |
        | one king            | one king and a man  | W:WK29:BK1,10           |
        | one king and a man  | one king            | W:WK29,31:BK1           |

    Scenario Outline: <white> against <black> is not a drawn ending, and goes on after five moves
      Given the position "<position>"
      When the moves 29-25, 1-5, 25-29, 5-1 are played in turn until 5 moves have been played
      Then the game is not over

      Examples:
        | white               | black                  | position                |
        | three kings         | one king               | W:WK29,K31,K32:BK1      |
        | one king and a man  | one king and a man     | W:WK29,31:BK1,10        |
        | two kings           | two kings and a man    | W:WK29,K32:BK1,K3,10    |

    Scenario: A capture that leaves the drawn endings starts their five moves again
      Two kings against a king and a man is a drawn ending; four moves in, White takes the king,
      and Black crowns its man: two kings against one king counts its five moves from there.
      Given the board, White to move:
        """
          1 2 3 4 5 6 7 8
        1   .   .   B   .
        2 .   .   .   .
        3   .   .   .   .
        4 W   .   .   .
        5   .   .   .   .
        6 .   .   .   .
        7   .   .   .   b
        8 W   .   .   .
        """
      When the moves 29-25, 3-7, 25-29, 7-11, 29x8, 28-32 are played
      Then the game is not over
      And square 11 is empty
      And square 32 holds a black king

    Scenario: A drawn game accepts no more moves
      Given the position "W:WK29,K32:BK1"
      And the moves 29-25, 1-5, 25-29, 5-1, 29-25 have been played
      When Black plays 5-1
      Then it is refused because "the game is over"
      And the board is unchanged

    Scenario: Two kings against one go on after four moves
      Given the position "W:WK29,K32:BK1"
      When the moves 29-25, 1-5, 25-29, 5-1 are played in turn until 4 moves have been played
      Then the game is not over
