Feature: FEN and PGN
  FEN writes a position on one line: the pieces rank by rank from rank 8 (a digit for a run of
  empty squares), the side to move, the castling rights, the en-passant square, the halfmove
  clock and the move number. PGN writes a game: tag pairs, then the moves in SAN.

  @CHESS-20 @ex10
  Rule: Positions are read and written as FEN, games as PGN

    Scenario: The starting position as FEN
      Given a new game
      When the position is written as FEN
      Then the FEN is "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

    Scenario: After a double step the en-passant square is written
      Given a new game
      And the moves "e4" have been played
      When the position is written as FEN
      Then the FEN is "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"

    Scenario: Lost castling rights and the clocks
      Given a new game
      And the moves "Nf3 Nf6 Rg1 Rg8" have been played
      When the position is written as FEN
      Then the FEN is "rnbqkbr1/pppppppp/5n2/8/8/5N2/PPPPPPPP/RNBQKBR1 w Qq - 4 3"
      And reading the FEN gives the same position

    Scenario: A game starts from a position read as FEN
      When the FEN "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1" is read
      Then e2 holds a white pawn
      And the game read has 0 moves and white is to move

    Scenario: A played game is exported as PGN
      Given the position "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/8/PPPP1PPP/RNBQK1NR w KQkq - 2 3"
      And the moves "Qh5 Nf6 Qxf7#" have been played
      When the game is exported as PGN
      Then the PGN has the lines
        """
        [White "Ana"]
        [Black "Rui"]
        [Result "1-0"]
        [FEN "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/8/PPPP1PPP/RNBQK1NR w KQkq - 2 3"]
        3. Qh5 Nf6 4. Qxf7# 1-0
        """
      And reading the PGN gives the same moves

    Scenario: A PGN game is imported
      When the PGN is read
        """
        [Event "Casual game"]
        [White "Ana"]
        [Black "Rui"]

        1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 *
        """
      Then the game read has 10 moves and white is to move
      And g1 holds a white king
      And f1 holds a white rook

    Scenario: A wrong move in a PGN game is reported with its place
      When the PGN is read
        """
        [Event "Casual game"]

        1. e4 e5 2. Ke3 Nc6 *
        """
      Then it is refused with a message containing "PGN line 3, move 2 \"Ke3\""
