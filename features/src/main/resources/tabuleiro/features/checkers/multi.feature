Feature: Captures of several pieces
  After a jump, the same piece may jump again from where it landed, so one move can capture
  several pieces. The captured pieces stay on the board until the whole move ends.

  @CHECKERS-06 @ex04
  Rule: A capture continues with further jumps by the same piece in the same move
    After a capture, if the same piece can capture again from where it landed, it may go on, so
    one move can capture several pieces.

    Scenario: Two jumps in one move
      Given the classic rules
      And the board, White to move:
        """
          1 2 3 4 5 6 7 8
        1   b   .   .   .
        2 .   .   .   .
        3   .   .   b   .
        4 .   .   .   .
        5   .   b   .   .
        6 .   w   .   .
        7   .   .   .   .
        8 .   .   .   .
        """
      When White plays 22x15x8
      Then square 18 is empty
      And square 11 is empty
      And square 8 holds a white man
      And Black is to move

    Scenario: Under the simplified rules too two jumps in one move
      Given the simplified rules
      And the position "W:W22:B1,11,18"
      When White plays 22x15x8
      Then square 18 is empty
      And square 11 is empty
      And square 8 holds a white man

    Scenario: Under the classic rules the capture must go on
      Given the classic rules
      And the board, White to move:
        """
          1 2 3 4 5 6 7 8
        1   b   .   .   .
        2 .   .   .   .
        3   .   .   b   .
        4 .   .   .   .
        5   .   b   .   .
        6 .   w   .   .
        7   .   .   .   .
        8 .   .   .   .
        """
      When the legal moves are listed
      Then the legal captures are 22x15x8

    Scenario: Three jumps, changing direction
      Given the classic rules
      And the board, White to move:
        """
          1 2 3 4 5 6 7 8
        1   b   .   .   .
        2 .   .   .   .
        3   .   .   b   .
        4 .   .   .   .
        5   .   .   b   .
        6 .   .   .   .
        7   .   b   .   .
        8 .   w   .   .
        """
      When the legal moves are listed
      Then the legal captures are 30x23x16x7

  @CHECKERS-10 @ex06
  Rule: A capture may cross a square twice but never take a piece twice; pieces leave at the end
    A capture sequence may pass the same empty square more than once, may not capture the same
    piece twice, and the captured pieces leave the board only when the whole move ends. Two
    sequences with the same start, end and captured pieces are one move. So a flying king can
    neither pass over a piece it has taken nor land on its square before its move ends.

    Scenario: A king's ring of four jumps returns to its start, and each move is listed once
      Given the simplified rules
      And the board, White to move:
        """
          1 2 3 4 5 6 7 8
        1   .   .   .   .
        2 .   .   .   .
        3   b   b   .   .
        4 .   .   .   .
        5   b   b   .   .
        6 .   W   .   .
        7   .   .   .   .
        8 .   .   .   .
        """
      When the legal moves are listed
      Then the legal moves are 22-25, 22-26, 22x15, 22x15x6, 22x15x6x13, 22x15x6x13x22, 22x13, 22x13x6, 22x13x6x15

    Scenario: The captured pieces are taken off when the move ends
      Given the simplified rules
      And the board, White to move:
        """
          1 2 3 4 5 6 7 8
        1   .   .   .   .
        2 .   .   .   .
        3   b   b   .   .
        4 .   .   .   .
        5   b   b   .   .
        6 .   W   .   .
        7   .   .   .   .
        8 .   .   .   .
        """
      When White plays 22x15x6x13x22
      Then square 18 is empty
      And square 10 is empty
      And square 9 is empty
      And square 17 is empty
      And square 22 holds a white king
      And White wins

    # The king takes 10, 17, 25 and 26. From 19 it would fly back over 10 to take 6, and from 23
    # take 26 again: the men it took are still on the board until the move ends, so neither.
    Scenario: A flying king can neither pass over a man it has taken nor take it twice
      Given the classic rules
      And the board, White to move:
        """
          1 2 3 4 5 6 7 8
        1   .   .   W   .
        2 .   b   .   .
        3   .   b   .   .
        4 .   .   .   .
        5   b   .   .   .
        6 .   .   .   .
        7   b   b   .   .
        8 .   .   .   .
        """
      When the legal moves are listed
      Then the legal captures are 3x14x21x30x23, 3x14x21x30x19, 3x14x21x30x16, 3x14x21x30x12

    Scenario: The capture that flies back over a man already taken is refused
      Given the classic rules
      And the board, White to move:
        """
          1 2 3 4 5 6 7 8
        1   .   .   W   .
        2 .   b   .   .
        3   .   b   .   .
        4 .   .   .   .
        5   b   .   .   .
        6 .   .   .   .
        7   b   b   .   .
        8 .   .   .   .
        """
      When White plays 3x14x21x30x19x1
      Then the move is rejected
      And the board is unchanged

    # From 19 the king would take 15 and land on 10, where the first man it took still stands.
    Scenario: A flying king cannot land on the square of a man it has taken
      Given the classic rules
      And the board, White to move:
        """
          1 2 3 4 5 6 7 8
        1   .   .   W   .
        2 b   .   .   .
        3   .   b   .   .
        4 .   .   b   .
        5   b   .   .   .
        6 .   .   .   .
        7   b   b   .   .
        8 .   .   .   .
        """
      When the legal moves are listed
      Then the legal captures are 3x14x21x30x23, 3x14x21x30x19, 3x14x21x30x16, 3x14x21x30x12
