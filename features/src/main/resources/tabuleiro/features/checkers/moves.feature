Feature: Moving the men
  Men move one square diagonally forward, towards the opponent, onto an empty dark square. White
  moves first and the players alternate. These rules hold in both variants; the examples use the
  classic rules.

  Background:
    Given the classic rules

  @CHECKERS-03 @ex01
  Rule: White moves first, and the players alternate, one move each

    Scenario: After White's first move Black is to move
      Given a new game
      When White plays 22-18
      Then Black is to move

    Scenario: Under the simplified rules too, after White's first move Black is to move
      Given the simplified rules
      And a new game
      When White plays 22-18
      Then Black is to move

    Scenario: Black cannot make the first move
      Given a new game
      When Black plays 11-15
      Then it is refused because "WHITE's turn"
      And the board is unchanged

  @CHECKERS-04 @ex01
  Rule: A man moves one square diagonally forward onto an empty dark square

    Scenario: A white man has two forward squares
      Given the position "W:W22:B1"
      When the legal moves are listed
      Then the legal moves are 22-17, 22-18

    Scenario: A black man moves down the board
      Given the position "B:W32:B13"
      When the legal moves are listed
      Then the legal moves are 13-17

    Scenario: A man on the edge has one forward square
      Given the board, White to move:
        """
          1 2 3 4 5 6 7 8
        1   b   .   .   .
        2 .   .   .   .
        3   .   .   .   .
        4 .   .   .   .
        5   .   .   .   .
        6 w   .   .   .
        7   .   .   .   .
        8 .   .   .   .
        """
      When the legal moves are listed
      Then the legal moves are 21-17

    Scenario: Under the simplified rules too a man moves forward only
      Given the simplified rules
      And the position "W:W22:B1"
      When the legal moves are listed
      Then the legal moves are 22-17, 22-18

    Scenario: A man does not move backwards
      Given the position "W:W22:B1"
      When White plays 22-26
      Then it is refused because "not a legal move"
      And the board is unchanged

    Scenario: A man does not move backwards, even onto a square another man can reach
      Given the board, White to move:
        """
          1 2 3 4 5 6 7 8
        1   b   .   .   .
        2 .   .   .   .
        3   .   .   .   .
        4 .   w   .   .
        5   .   .   .   .
        6 .   w   .   .
        7   .   .   .   .
        8 .   .   .   .
        """
      When White plays 14-18
      Then it is refused because "not a legal move"
      And the board is unchanged

    Scenario: A move must start from a square with a piece
      Given the position "W:W22:B1"
      When White plays 21-17
      Then it is refused because "square 21 is empty"
      And the board is unchanged

    Scenario: A man does not move onto an occupied square
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
      When White plays 22-18
      Then it is refused because "not a legal move"
      And the board is unchanged

  @CHECKERS-24 @ex03
  Rule: In solitaire mode one person moves White and Black in turn on one screen

    Scenario: One player types both sides' moves
      Given a new game
      When the player types:
        """
        22 18
        11 15
        """
      Then the moves played are 22-18, 11-15
      And the screen shows "White to move"
      And the screen shows "Black to move"

  @CHECKERS-07 @ex05
  Rule: A man that ends a move on the far row becomes a king

    Scenario: A white man reaching row 1 is crowned
      Given the position "W:W6:B27"
      When White plays 6-1
      Then square 1 holds a white king

    Scenario: A black man reaching row 8 is crowned
      Given the position "B:W6:B27"
      When Black plays 27-32
      Then square 32 holds a black king

    Scenario: Under the simplified rules too a man reaching the far row is crowned
      Given the simplified rules
      And the position "W:W6:B27"
      When White plays 6-1
      Then square 1 holds a white king

    Scenario: A man short of the far row stays a man
      Given the position "W:W10:B27"
      When White plays 10-6
      Then square 6 holds a white man
