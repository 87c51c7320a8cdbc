Feature: How the pieces move
  Each kind of piece knows how it moves: the king one square in any direction, the rook along
  ranks and files, the bishop along diagonals, the queen along both, none of them jumping over
  a piece; the knight in an L, jumping. A piece may move onto an enemy piece, capturing it, but
  never onto one of its own.

  @CHESS-03 @ex03
  Rule: The king moves one square in any direction

    Scenario: A king in the middle of the board has eight squares
      Given the board with white to move
        """
          a b c d e f g h
        8 . . . . k . . . 8
        7 . . . . . . . p 7
        6 . . . . . . . . 6
        5 . . . . . . . . 5
        4 . . . K . . . . 4
        3 . . . . . . . . 3
        2 . . . . . . . . 2
        1 . . . . . . . . 1
          a b c d e f g h
        """
      When the legal moves are listed
      Then the piece on d4 can move to exactly "c3 c4 c5 d3 d5 e3 e4 e5"

    Scenario: A king in the corner has three squares
      Given the board with white to move
        """
          a b c d e f g h
        8 . . . . k . . . 8
        7 . . . . . . . p 7
        6 . . . . . . . . 6
        5 . . . . . . . . 5
        4 . . . . . . . . 4
        3 . . . . . . . . 3
        2 . . . . . . . . 2
        1 K . . . . . . . 1
          a b c d e f g h
        """
      When white plays "Kb2"
      Then the move is played

    Scenario: A king may not move two squares but for castling
      Given the position "4k3/7p/8/8/3K4/8/8/8 w - - 0 1"
      When white moves the piece on d4 to d6
      Then the move is rejected
      And the game is unchanged
      And the piece on d4 can move to exactly "c3 c4 c5 d3 d5 e3 e4 e5"

  @CHESS-04 @ex03
  Rule: Rooks, bishops and queens slide along their lines and never pass over a piece

    Scenario: A rook moves along its rank and file up to the first piece, capturing an enemy
      Given the board with white to move
        """
          a b c d e f g h
        8 . . . . k . . . 8
        7 . . . . . . . . 7
        6 . . . p . . . . 6
        5 . . . . . . . . 5
        4 . N . R . . . . 4
        3 . . . . . . . . 3
        2 . . . . . . . . 2
        1 . . . . K . . . 1
          a b c d e f g h
        """
      When the legal moves are listed
      Then the piece on d4 can move to exactly "c4 e4 f4 g4 h4 d5 d6 d3 d2 d1"

    Scenario: A bishop moves along its diagonals
      Given the board with white to move
        """
          a b c d e f g h
        8 . . . . k . . . 8
        7 . . . . . . . . 7
        6 . . . . . . . . 6
        5 . . . . . . . . 5
        4 . . . . . . . . 4
        3 . . . . . . . . 3
        2 . N . . . . . . 2
        1 . . B . K . . . 1
          a b c d e f g h
        """
      When the legal moves are listed
      Then the piece on c1 can move to exactly "d2 e3 f4 g5 h6"

    Scenario: A bishop may not jump over a piece
      Given a new game
      When white plays "Bc4"
      Then the move is rejected
      And the game is unchanged
      And white is to move

    Scenario: A queen moves like a rook and a bishop
      Given the board with white to move
        """
          a b c d e f g h
        8 . . . . k . . . 8
        7 . . . . . . . . 7
        6 . . . . . . . . 6
        5 . . . . . . . . 5
        4 . . . . . . . . 4
        3 . . . . . . . . 3
        2 R B . . . . . . 2
        1 Q N . . K . . . 1
          a b c d e f g h
        """
      When the legal moves are listed
      Then the piece on a1 cannot move
      And white has 22 legal moves

  @CHESS-05 @ex03
  Rule: The knight moves in an L and jumps over pieces

    Scenario: A knight jumps out of the starting position, over its pawns
      Given a new game
      And the moves "Nc3" have been played
      When black plays "Nf6"
      Then the move is played
      And the piece on g1 can move to exactly "f3 h3"
      And the piece on c3 can move to exactly "a4 b1 b5 d5 e4"

    Scenario: A knight in the middle of the board has eight squares
      Given the position "4k3/7p/8/8/3N4/8/8/4K3 w - - 0 1"
      When the legal moves are listed
      Then the piece on d4 can move to exactly "b3 b5 c2 c6 e2 e6 f3 f5"

    Scenario: A knight captures an enemy piece
      Given the position "4k3/8/2p5/8/3N4/5P2/8/4K3 w - - 0 1"
      When white plays "Nxc6"
      Then the move is played
      And c6 holds a white knight
      And d4 is empty

    Scenario: A knight may not land on a piece of its own
      Given the position "4k3/8/2p5/8/3N4/5P2/8/4K3 w - - 0 1"
      When white moves the piece on d4 to f3
      Then the move is rejected
      And the game is unchanged
      And the piece on d4 can move to exactly "b3 b5 c2 c6 e2 e6 f5"
