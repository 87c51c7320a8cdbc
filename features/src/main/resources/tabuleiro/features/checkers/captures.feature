Feature: Capturing
  A man captures by jumping an adjacent opposing piece diagonally forward onto the empty square
  beyond it. A player who captures every opposing piece, or leaves the opponent no move, wins.
  These rules hold in both variants; the examples use the classic rules, and one of each rule
  the simplified ones.

  Background:
    Given the classic rules

  @CHECKERS-05 @ex03
  Rule: A man captures by jumping an adjacent opposing piece diagonally forward
    It lands on the empty square just beyond the piece, and the jumped piece is captured.

    Scenario: The white man on 22 jumps the black man on 18
      Given the board, White to move:
        """
          1 2 3 4 5 6 7 8
        1   b   .   .   .
        2 .   .   .   .
        3   .   .   .   .
        4 .   .   .   .
        5   .   b   .   .
        6 .   w   .   .
        7   .   .   .   .
        8 .   .   .   .
        """
      When White plays 22x15
      Then square 18 is empty
      And square 15 holds a white man
      And Black is to move

    Scenario: A man does not capture backwards
      Given the board, White to move:
        """
          1 2 3 4 5 6 7 8
        1   b   .   .   .
        2 .   .   .   .
        3   .   .   .   .
        4 .   .   .   .
        5   .   w   .   .
        6 .   b   .   .
        7   .   .   .   .
        8 .   .   .   .
        """
      When the legal moves are listed
      Then the legal moves are 18-14, 18-15

    Scenario: Under the simplified rules too a man captures forwards only
      Given the simplified rules
      And the position "W:W22:B1,18,26"
      When the legal moves are listed
      Then the legal moves are 22x15, 22-17

    Scenario: A man captures neither a piece further along the diagonal nor one behind it
      Given the board, White to move:
        """
          1 2 3 4 5 6 7 8
        1   .   .   .   .
        2 .   .   .   .
        3   .   .   .   .
        4 .   .   b   .
        5   .   .   .   .
        6 .   w   .   .
        7   .   b   .   .
        8 .   .   .   .
        """
      When the legal moves are listed
      Then the legal moves are 22-17, 22-18

    Scenario Outline: A jump over an empty square captures nothing and is refused: <position>
      Given the position "<position>"
      When White plays 22x15x8
      Then it is refused because "must capture 2 pieces"
      And the board is unchanged

      Examples:
        | position    | why                                    |
        | W:W22:B1    | no piece on 18 nor on 11               |
        | W:W22:B18,1 | 18 can be jumped, but 11 holds nothing |

    Scenario: The square beyond must be empty
      Given the board, White to move:
        """
          1 2 3 4 5 6 7 8
        1   b   .   .   .
        2 .   .   .   .
        3   .   .   .   .
        4 .   .   w   .
        5   .   b   .   .
        6 .   w   .   .
        7   .   .   .   .
        8 .   .   .   .
        """
      When the legal moves are listed
      Then the legal moves are 22-17, 15-10, 15-11

  @CHECKERS-08 @ex03
  Rule: A piece cannot jump a piece of its own colour, nor two pieces next to each other on the same diagonal

    Scenario: Two black men in a row cannot be jumped
      Given the board, White to move:
        """
          1 2 3 4 5 6 7 8
        1   b   .   .   .
        2 .   .   .   .
        3   .   .   .   .
        4 .   .   b   .
        5   .   b   .   .
        6 .   w   .   .
        7   .   .   .   .
        8 .   .   .   .
        """
      When the legal moves are listed
      Then the legal moves are 22-17

    Scenario: Under the simplified rules too two black men in a row cannot be jumped
      Given the simplified rules
      And the position "W:W22:B1,15,18"
      When the legal moves are listed
      Then the legal moves are 22-17

    Scenario: A man does not jump its own side
      Given the board, White to move:
        """
          1 2 3 4 5 6 7 8
        1   b   .   .   .
        2 .   .   .   .
        3   .   .   .   .
        4 .   .   .   .
        5   .   w   .   .
        6 .   w   .   .
        7   .   .   .   .
        8 .   .   .   .
        """
      When the legal moves are listed
      Then the legal moves do not include 22x15
      And the legal moves are 22-17, 18-14, 18-15

    Scenario: A man beside an opponent does not jump its own side either
      Given the board, White to move:
        """
          1 2 3 4 5 6 7 8
        1   .   .   .   .
        2 .   .   .   .
        3   .   .   .   .
        4 b   .   .   .
        5   b   w   .   .
        6 .   w   .   .
        7   .   .   .   .
        8 .   .   .   .
        """
      When the legal moves are listed
      Then the legal moves are 18-14, 18-15

  @CHECKERS-09 @ex03
  Rule: Men and kings have the same value for capture: a man may capture a king and a king may capture men

    Scenario: A man captures a king
      Given the board, White to move:
        """
          1 2 3 4 5 6 7 8
        1   b   .   .   .
        2 .   .   .   .
        3   .   .   .   .
        4 .   .   .   .
        5   .   B   .   .
        6 .   w   .   .
        7   .   .   .   .
        8 .   .   .   .
        """
      When White plays 22x15
      Then square 18 is empty
      And square 15 holds a white man

    Scenario: Under the simplified rules too a man captures a king
      Given the simplified rules
      And the position "W:W22:B1,K18"
      When White plays 22x15
      Then square 18 is empty
      And square 15 holds a white man

    Scenario: A king captures a man
      Given the board, White to move:
        """
          1 2 3 4 5 6 7 8
        1   b   .   .   .
        2 .   .   .   .
        3   .   .   .   .
        4 .   .   .   .
        5   .   b   .   .
        6 .   W   .   .
        7   .   .   .   .
        8 .   .   .   .
        """
      When the legal moves are listed
      Then the legal moves include 22x15

  @CHECKERS-11 @ex03
  Rule: A player who captures all the opposing pieces, or leaves the opponent with no legal move, wins

    Scenario: Capturing the last piece wins
      Given the position "W:W22:B18"
      When White plays 22x15
      Then White wins

    Scenario: Under the simplified rules too capturing the last piece wins
      Given the simplified rules
      And the position "W:W22:B18"
      When White plays 22x15
      Then White wins

    Scenario: Leaving the opponent without a move wins
      Given the board, White to move:
        """
          1 2 3 4 5 6 7 8
        1   .   .   .   .
        2 .   .   .   .
        3   .   .   .   .
        4 .   .   .   .
        5   .   .   .   .
        6 .   w   .   .
        7   .   .   .   b
        8 .   .   .   w
        """
      When White plays 22-18
      Then White wins

    Scenario: The game goes on while the opponent can move
      Given the board, White to move:
        """
          1 2 3 4 5 6 7 8
        1   b   .   .   .
        2 .   .   .   .
        3   .   .   .   .
        4 .   .   .   .
        5   .   b   .   .
        6 .   w   .   .
        7   .   .   .   .
        8 .   .   .   .
        """
      When White plays 22x15
      Then the game is not over
