@simplified
Feature: The simplified rules
  The rules the brief's assignment plays (§1.2.1): capturing is optional, kings move one square
  but also backwards, a man that reaches the far row in mid-capture goes on as a king, and there
  are no draws: a player may resign instead.

  Background:
    Given the simplified rules

  @CHECKERS-18 @ex03
  Rule: Simplified: capturing is not compulsory; any legal move may be played

    Scenario: Captures and simple moves are all legal
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
      Then the legal moves are 22x15, 22-17, 24-19, 24-20

    Scenario: A move that does not capture is played
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
      Then square 20 holds a white man
      And square 18 holds a black man
      And Black is to move

    Scenario: A move the men cannot make is refused as illegal, not for failing to capture
      Given the position "W:W22,24:B18"
      When White plays 24-28
      Then it is refused because "not a legal move"
      And the board is unchanged

  @CHECKERS-19 @ex06
  Rule: Simplified kings move like men, one square, but also backwards, both in simple moves and in jumps

    Scenario: A king steps one square in each of the four directions
      Given the position "W:WK22:B1"
      When the legal moves are listed
      Then the legal moves are 22-17, 22-18, 22-25, 22-26

    Scenario: A king does not fly
      Given the position "W:WK29:B1"
      When the legal moves are listed
      Then the legal moves are 29-25

    Scenario: A king jumps backwards
      Given the board, White to move:
        """
          1 2 3 4 5 6 7 8
        1   b   .   .   .
        2 .   .   .   .
        3   .   .   .   .
        4 .   .   .   .
        5   .   W   .   .
        6 .   b   .   .
        7   .   .   .   .
        8 .   .   .   .
        """
      When the legal moves are listed
      Then the legal moves include 18x25

  @CHECKERS-20 @ex05
  Rule: Simplified: a man reaching the far row in mid-capture is crowned at once and goes on
    A man that reaches the far row in the middle of a capture becomes a king at once and may go
    on capturing as a king.

    Scenario: After promotion the capture goes on backwards
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
      When White plays 11x2x9
      Then square 9 holds a white king
      And square 7 is empty
      And square 6 is empty

    Scenario: The man may also stop on the far row, and is a king
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

  @CHECKERS-21 @ex08
  Rule: Simplified: there are no draws; a player may resign instead

    Scenario: Twenty king moves without a capture do not draw
      Given the position "W:WK29,K32:BK1"
      When the moves 29-25, 1-5, 25-29, 5-1 are played in turn until 20 moves have been played
      Then the game is not over
      And 20 king moves without capture have been counted

    Scenario: A player resigns and the other wins
      Given the position "W:W22:B11"
      When White resigns
      Then Black wins by resignation

    Scenario: After a resignation no move is legal
      Given the position "W:W22:B11"
      And White has resigned
      When the legal moves are listed
      Then the legal moves are none

    Scenario: After a resignation no move is listed jump by jump either
      Given the position "W:W22:B11"
      And White has resigned
      When the moves are listed jump by jump
      Then the legal moves are none

    Scenario: A game that is over cannot be resigned
      Given the position "W:W22:B18"
      And the moves 22x15 have been played
      When Black resigns
      Then it is refused because "the game is over"
      And the board is unchanged
      And White wins
