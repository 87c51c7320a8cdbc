Feature: Castling
  Once per game each side may castle: the king moves two squares towards a rook and the rook
  lands on the square the king crossed. Neither may have moved, the squares between them must
  be empty, and the king may not be in check, pass over an attacked square or land on one.

  @CHESS-08 @ex06
  Rule: Castling needs an unmoved king and rook, empty squares between, and no attacked square on the king's way
    The boards are drawn for White's castling; "castling rights" say which castlings the
    history of the game still allows (K: White kingside, Q: White queenside, k and q Black's).
    A right is lost for good when the king moves, and on one wing when that wing's rook moves
    or is captured.

    Scenario: White castles kingside
      Given the board with white to move and castling rights "KQ"
        """
          a b c d e f g h
        8 . . . . k . . . 8
        7 . . . . . . . . 7
        6 . . . . . . . . 6
        5 . . . . . . . . 5
        4 . . . . . . . . 4
        3 . . . . . . . . 3
        2 . . . . . . . . 2
        1 R . . . K . . R 1
          a b c d e f g h
        """
      When white plays "O-O"
      Then the move is played
      And g1 holds a white king
      And f1 holds a white rook
      And h1 is empty

    Scenario: White castles queenside, typed as the king's move
      Given the position "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1"
      When white plays "e1c1"
      Then the move is played
      And c1 holds a white king
      And d1 holds a white rook
      And a1 is empty

    Scenario Outline: Black castles on either wing: <move>
      Given the position "r3k2r/8/8/8/8/8/8/4K3 b kq - 0 1"
      When black plays "<move>"
      Then the move is played
      And <king> holds a black king
      And <rook> holds a black rook
      And <corner> is empty
      And e8 is empty

      Examples:
        | move  | king | rook | corner |
        | O-O   | g8   | f8   | h8     |
        | O-O-O | c8   | d8   | a8     |

    Scenario: Not after the king has moved
      Given the position "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
      And the moves "Kf1 Kf8 Ke1 Ke8" have been played
      When white plays "O-O"
      Then the move is rejected
      And the game is unchanged
      And "e1g1" is not a legal move
      And "e1f1" is a legal move

    Scenario Outline: Not on the wing whose rook has moved, even if it came back: <castling>
      Given the position "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
      And the moves "<there and back>" have been played
      When white plays "<castling>"
      Then the move is rejected
      And the game is unchanged
      And "<other>" is a legal move

      Examples:
        | there and back  | castling | other |
        | Rh2 Rh7 Rh1 Rh8 | O-O      | e1c1  |
        | Ra2 Ra7 Ra1 Ra8 | O-O-O    | e1g1  |

    Scenario Outline: Not with a piece in between: <piece> on <square>
      Given the position "<fen>"
      When white plays "<castling>"
      Then the move is rejected
      And the game is unchanged
      And "<other>" is a legal move

      Examples:
        | piece  | square | fen                                | castling | other |
        | knight | g1     | 4k3/8/8/8/8/8/8/R3K1NR w KQ - 0 1  | O-O      | e1c1  |
        | bishop | f1     | 4k3/8/8/8/8/8/8/R3KB1R w KQ - 0 1  | O-O      | e1c1  |
        | knight | b1     | 4k3/8/8/8/8/8/8/RN2K2R w KQ - 0 1  | O-O-O    | e1g1  |
        | bishop | c1     | 4k3/8/8/8/8/8/8/R1B1K2R w KQ - 0 1 | O-O-O    | e1g1  |
        | queen  | d1     | 4k3/8/8/8/8/8/8/R2QK2R w KQ - 0 1  | O-O-O    | e1g1  |

    Scenario: Not with a rook that came to the corner after the first was captured
      Given the board with black to move and castling rights "KQ"
        """
          a b c d e f g h
        8 . . . . k . . . 8
        7 . . . . . . . . 7
        6 . . . . . . . . 6
        5 . . . . . . . R 5
        4 . . . . . . . . 4
        3 . . . . . . . . 3
        2 . . . . . . b . 2
        1 R . . . K . . R 1
          a b c d e f g h
        """
      And the moves "Bxh1 Rxh1 Kd7" have been played
      When white plays "O-O"
      Then the move is rejected
      And the game is unchanged
      And "e1c1" is a legal move

    Scenario: Not out of check
      Given the position "4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1"
      When white plays "O-O"
      Then the move is rejected
      And the game is unchanged
      And "e1c1" is not a legal move
      And "e1f1" is a legal move

    Scenario: The rook may pass over an attacked square; only the king's squares matter
      Given the position "1r2k3/8/8/8/8/8/8/R3K2R w KQ - 0 1"
      When white plays "O-O-O"
      Then the move is played
      And c1 holds a white king
      And d1 holds a white rook

    # tag::not-through[]
    Scenario: Not through an attacked square
      Given the board with white to move and castling rights "KQ"
        """
          a b c d e f g h
        8 . . . . k . . . 8
        7 . . . . . . . . 7
        6 . . . . . . . . 6
        5 . . . . . . . . 5
        4 . . . . . . . . 4
        3 . . . . n . . . 3
        2 . . . . . . . . 2
        1 R . . . K . . R 1
          a b c d e f g h
        """
      When white plays "O-O"
      Then the move is rejected
      And the game is unchanged
      And "e1c1" is not a legal move
      And "e1d2" is a legal move
    # end::not-through[]

    Scenario Outline: Not through an attacked square, on either wing: <castling>
      Given the position "<fen>"
      When white plays "<castling>"
      Then the move is rejected
      And the game is unchanged
      And "<other>" is a legal move

      Examples:
        | fen                               | castling | other |
        | 4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1 | O-O      | e1c1  |
        | 3rk3/8/8/8/8/8/8/R3K2R w KQ - 0 1 | O-O-O    | e1g1  |

    Scenario: Not onto an attacked square
      Given the position "4k1r1/8/8/8/8/8/8/R3K2R w KQ - 0 1"
      When white plays "O-O"
      Then the move is rejected
      And the game is unchanged
      And "e1c1" is a legal move
