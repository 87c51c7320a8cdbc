Feature: Pawns
  A pawn moves straight forward, one square, or two from its starting rank, onto empty squares
  only; it captures one square diagonally forward. It may capture a pawn that has just passed
  it with a double step, en passant, and on reaching the last rank it becomes another piece.

  @CHESS-06 @ex04
  Rule: A pawn steps forward onto empty squares, two from its starting rank, and captures diagonally

    Scenario: From its starting rank a pawn may step one or two squares
      Given a new game
      When the legal moves are listed
      Then the piece on e2 can move to exactly "e3 e4"
      And the piece on a7 cannot move

    Scenario: A pawn that has moved steps one square only
      Given a new game
      And the moves "e4 d5 a3" have been played
      When black plays "Nc6"
      Then the move is played
      And the piece on e4 can move to exactly "d5 e5"

    Scenario: A blocked pawn cannot move, and may not capture straight ahead
      Given the board with white to move
        """
          a b c d e f g h
        8 . . . . k . . . 8
        7 . . . . . . . . 7
        6 . . . . . . . . 6
        5 . . . . . . . . 5
        4 . . . . p . . . 4
        3 . . . . P . . . 3
        2 . . . . . . . . 2
        1 . . . . K . . . 1
          a b c d e f g h
        """
      When white moves the piece on e3 to e4
      Then the move is rejected
      And the game is unchanged
      And "e1d2" is a legal move

    Scenario: A pawn captures diagonally forward, never backward
      Given the position "4k3/8/8/3p1p2/4P3/3p4/8/4K3 w - - 0 1"
      When the legal moves are listed
      Then the piece on e4 can move to exactly "d5 e5 f5"

    Scenario: A pawn never captures a piece of its own
      Given the position "4k3/8/8/3P1p2/4P3/8/8/4K3 w - - 0 1"
      When white plays "e4d5"
      Then the move is rejected
      And the game is unchanged
      And the piece on e4 can move to exactly "e5 f5"

    Scenario: A double step may not jump over a piece
      Given the position "4k3/8/8/8/4n3/8/4P3/4K3 w - - 0 1"
      When white plays "e2e4"
      Then the move is rejected
      And the game is unchanged
      And the piece on e2 can move to exactly "e3"

  @CHESS-07 @ex05
  Rule: En passant: a pawn may capture a pawn that just passed it with a double step, on the next move only

    Scenario: Capturing en passant
      Given the position "rnbqkbnr/pppppppp/8/4P3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2"
      And the moves "d5" have been played
      When white plays "exd6"
      Then the move is played
      And d6 holds a white pawn
      And d5 is empty

    Scenario: Only right after the double step
      Given the position "rnbqkbnr/pppppppp/8/4P3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2"
      And the moves "d5 Nf3 a6" have been played
      When white plays "exd6"
      Then the move is rejected
      And the game is unchanged
      And "e5e6" is a legal move

    Scenario: Not after a single step
      Given the position "4k3/8/3p4/4P3/8/8/8/4K3 b - - 0 1"
      When black plays "d5"
      Then the move is played
      And "e5d6" is not a legal move
      And "e5e6" is a legal move

    Scenario: A position read with its en-passant square allows the capture
      Given the position "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1"
      When white plays "exd6"
      Then the move is played
      And d6 holds a white pawn
      And d5 is empty

    # The captured pawn leaves d5 and uncovers the bishop's diagonal f7-b3: the one capture that
    # empties a square off the capturing pawn's lines, so its own king's safety is asked anew.
    Scenario: A capture en passant that uncovers its own king along a diagonal is refused
      Given the position "7k/5b2/8/3pP3/8/1K6/8/8 w - d6 0 1"
      When white plays "exd6"
      Then the move is rejected
      And the game is unchanged
      And "e5e6" is a legal move

    Scenario: Black captures en passant too
      Given the position "4k3/8/8/8/4p3/8/3P4/4K3 w - - 0 1"
      And the moves "d4" have been played
      When black plays "exd3"
      Then the move is played
      And d3 holds a black pawn
      And d4 is empty

  @CHESS-09 @ex05
  Rule: A pawn reaching the last rank becomes a queen, rook, bishop or knight of the player's choice

    Scenario: Promotion to a queen
      Given the position "8/P3k3/8/8/8/8/8/4K3 w - - 0 1"
      When white plays "a8=Q"
      Then the move is played
      And a8 holds a white queen
      And a7 is empty

    Scenario: Promotion to a knight, with a capture
      Given the position "1r6/P3k3/8/8/8/8/8/4K3 w - - 0 1"
      When white plays "axb8=N"
      Then the move is played
      And b8 holds a white knight

    Scenario: The four choices, and no pawn on the last rank
      Given the position "8/P3k3/8/8/8/8/8/4K3 w - - 0 1"
      When the legal moves are listed
      Then "a7a8q" is a legal move
      And "a7a8r" is a legal move
      And "a7a8b" is a legal move
      And "a7a8n" is a legal move
      And "a7a8" is not a legal move

    Scenario: A pawn blocked on the seventh rank does not promote, and the refusal names the piece chosen
      Given the position "r3k3/P7/8/8/8/8/8/4K3 w - - 0 1"
      When white plays "a7a8q"
      Then the move is rejected because "a7a8q is not a legal move for white"
      And the game is unchanged

    Scenario Outline: Black promotes on rank 1: <move>
      Given the position "<fen>"
      When black plays "<move>"
      Then the move is played
      And <square> holds a black <piece>

      Examples:
        | fen                             | move | square | piece |
        | 4k3/8/8/8/8/8/6p1/K7 b - - 0 1  | g1=R | g1     | rook  |
        | 4k3/8/8/8/8/8/p7/4K3 b - - 0 1  | a1=Q | a1     | queen |
