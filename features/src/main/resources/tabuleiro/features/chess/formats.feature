Feature: FEN and PGN
  FEN writes a position on one line: the pieces rank by rank from rank 8 (a digit for a run of
  empty squares), the side to move, the castling rights, the en-passant square, the halfmove
  clock and the move number. PGN writes a game: tag pairs, then the moves in SAN.

  @CHESS-20 @ex09
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

    Scenario Outline: The castling rights a game has left are written: <rights>
      Given the position "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
      And the moves "<moves>" have been played
      When the position is written as FEN
      Then the FEN is "<fen>"

      Examples:
        | moves   | rights | fen                                |
        | Ra2 Rh7 | Kq     | r3k3/7r/8/8/8/8/R7/4K2R w Kq - 2 2 |
        | Ke2 Ke7 | -      | r6r/4k3/8/8/8/8/4K3/R6R w - - 2 2  |

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

    Scenario: A PGN game begins with the seven standard tags in order, unknown values marked
      Given a new game
      When the game is exported as PGN with the tags
        | White | Ana |
      Then the PGN begins with the lines
        """
        [Event "?"]
        [Site "?"]
        [Date "????.??.??"]
        [Round "?"]
        [White "Ana"]
        [Black "?"]
        [Result "*"]

        *
        """

    Scenario: A PGN game keeps the tags it is given besides the seven standard ones
      Given a new game
      And the moves "e4" have been played
      When the game is exported as PGN with the tags
        | White     | Ana         |
        | Black     | Rui         |
        | Annotator | Ana's coach |
      Then the PGN has the lines
        """
        [Event "?"]
        [White "Ana"]
        [Result "*"]
        [Annotator "Ana's coach"]
        1. e4 *
        """

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

    Scenario Outline: A wrong move in a PGN game is reported with its place: <side>'s
      When the PGN is read
        """
        [Event "Casual game"]

        <movetext>
        """
      Then it is refused with a message containing "<place>"
      And no game is read

      Examples:
        | side  | movetext              | place                         |
        | White | 1. e4 e5 2. Ke3 Nc6 * | PGN line 3, move 2 \"Ke3\"    |
        | Black | 1. e4 e5 2. Nf3 Ke6 * | PGN line 3, move 2... \"Ke6\" |

    Scenario: Blank lines before and between the tags are skipped
      When the PGN is read
        """

        [Event "Casual game"]

        [FEN "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"]

        1. e4 Kd7 *
        """
      Then the game read has 2 moves and white is to move
      And e4 holds a white pawn

    Scenario: Comments, annotations and move numbers in a PGN game are skipped
      When the PGN is read
        """
        [Event "Casual game"]

        ; a game between friends
        1. e4 {the king's pawn} e5 $1 2. Nf3 ; a knight comes out
        2... Nc6 {a knight
        answers} 3. Bb5 *
        """
      Then the game read has 5 moves and black is to move
      And b5 holds a white bishop

    Scenario: A semicolon inside a comment in braces is part of the comment
      When the PGN is read
        """
        1. e4 {the oldest opening
        of all; still popular} e5 2. Nf3 *
        """
      Then the game read has 3 moves and black is to move
      And e5 holds a black pawn

    Scenario: A comment in braces may run over several lines and close at the start of one
      When the PGN is read
        """
        1. e4 {the king's pawn,
        the oldest opening
        } e5
        2. Nf3 Nc6 *
        """
      Then the game read has 4 moves and white is to move
      And c6 holds a black knight

    Scenario: A comment in braces may hold a semicolon and parentheses on its own line
      When the PGN is read
        """
        1. e4 {the oldest; still (very) popular} e5{; no space before} 2. Nf3 *
        """
      Then the game read has 3 moves and black is to move
      And f3 holds a white knight

    Scenario: Variations in parentheses are skipped, nested or not, and the main line is played
      When the PGN is read
        """
        1. e4 e5 (1... c5 2. Nf3 (2. c3 {a quiet (move)} d5) d6 1-0)
        2. Nf3(2. Bc4) Nc6 *
        """
      Then the game read has 4 moves and white is to move
      And c6 holds a black knight
      And the game goes on

    Scenario: Lines that begin with % are skipped, and one line may hold several tags
      When the PGN is read
        """
        % exported by a database
        [Event "Casual game"] [FEN "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"][White "Ana"]
        %[FEN "not a position"]

        1. e4
        %1... Kd7
        1... Ke7 *
        """
      Then the game read has 2 moves and white is to move
      And e7 holds a black king

    Scenario Outline: A PGN game with no result, or no moves at all, is read as far as it goes: <case>
      When the PGN is read
        """
        [Event "Casual game"]
        <movetext>
        """
      Then the game read has <moves> moves and <side> is to move
      And the game goes on

      Examples:
        | case         | movetext          | moves | side  |
        | no result    | 1. e4 e5 2. Nf3   | 3     | black |
        | the result * | 1. e4 e5 2. Nf3 * | 3     | black |
        | no moves     |                   | 0     | white |

    Scenario Outline: The result a PGN game ends with ends the game read: <result>
      When the PGN is read
        """
        [Event "Casual game"]

        1. e4 e5 <result>
        """
      Then the game read has 2 moves and white is to move
      And <outcome>

      Examples:
        | result  | outcome                          |
        | 1-0     | white wins by "resignation"      |
        | 0-1     | black wins by "resignation"      |
        | 1/2-1/2 | the game is drawn by "agreement" |

    Scenario: A result that the moves contradict is refused
      When the PGN is read
        """
        1. f3 e5 2. g4 Qh4# 1-0
        """
      Then it is refused with a message containing "PGN line 1: the result 1-0 disagrees with the moves"
      And no game is read

    Scenario: The result * after a checkmate leaves the game as the moves ended it
      When the PGN is read
        """
        1. f3 e5 2. g4 Qh4# *
        """
      Then the game read has 4 moves and white is to move
      And black wins by "checkmate"

    Scenario: A move after the end of a PGN game is refused
      When the PGN is read
        """
        1. f3 e5 2. g4 Qh4# 3. a3 *
        """
      Then it is refused with a message containing "the game is already over (checkmate)"
      And no game is read

    Scenario: A long game is written on lines of fewer than 80 characters
      Given a new game
      And the moves "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3 Nb8 d4 Nbd7 c4 c6 cxb5 axb5 Nc3 Bb7 Bg5 b4 Nb1 h6" have been played
      When the game is exported as PGN
      Then the PGN has the lines
        """
        1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3
        O-O 9. h3 Nb8 10. d4 Nbd7 11. c4 c6 12. cxb5 axb5 13. Nc3 Bb7 14. Bg5 b4
        15. Nb1 h6 *
        """
      And reading the PGN gives the same moves
      And the PGN has no tag "FEN"

    Scenario: The tags besides the seven standard ones follow them in ASCII order, FEN and SetUp among them
      Given the position "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"
      And the moves "e4" have been played
      When the game is exported as PGN with the tags
        | White       | Ana     |
        | TimeControl | 40/7200 |
        | Annotator   | Rui     |
      Then the PGN begins with the lines
        """
        [Event "?"]
        [Site "?"]
        [Date "????.??.??"]
        [Round "?"]
        [White "Ana"]
        [Black "?"]
        [Result "*"]
        [Annotator "Rui"]
        [FEN "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"]
        [SetUp "1"]
        [TimeControl "40/7200"]

        1. e4 *
        """

    Scenario Outline: Move numbers are read however the import format writes them: <case>
      When the PGN is read
        """
        [Event "Casual game"]

        <movetext>
        """
      Then the game read has 3 moves and black is to move
      And f3 holds a white knight

      Examples:
        | case                               | movetext                   |
        | numbers without periods            | 1 e4 e5 2 Nf3 *            |
        | periods apart from their numbers   | 1 . e4 1 ... e5 2 . Nf3 *  |
        | Black's periods apart, as exported | 1. e4 1. ... e5 2. Nf3 *   |
        | no spaces after the periods        | 1.e4 1...e5 2.Nf3 *        |

    Scenario: A game that starts with Black to move is read as common tools export it
      When the PGN is read
        """
        [SetUp "1"]
        [FEN "4k3/8/8/8/8/8/8/R3K3 b Q - 0 1"]

        1. ... Kd7 2. O-O-O+ Kc7 *
        """
      Then the game read has 3 moves and white is to move
      And d1 holds a white rook
      And c7 holds a black king

    Scenario Outline: A tag is read however the import format spaces it: <case>
      When the PGN is read
        """
        [Event "Casual game"]
        <tag>
        <movetext>
        """
      Then the game read has 2 moves and white is to move
      And e5 holds a black pawn

      Examples:
        | case                         | tag                      | movetext   |
        | spaces inside the brackets   | [ White "Ana" ]          | 1. e4 e5 * |
        | no space before the value    | [White"Ana"]             | 1. e4 e5 * |
        | the moves on the tag's line  | [White "Ana"] 1. e4 e5 * |            |

    Scenario: A tag may run over several lines
      When the PGN is read
        """
        [Event
          "Casual game"]
        [White "Ana"
        ]
        1. e4 e5 *
        """
      Then the game read has 2 moves and white is to move
      And e5 holds a black pawn

    Scenario Outline: PGN writes each move in SAN, naming more only when two like pieces could go: <case>
      Given the position "<fen>"
      And the moves "<move>" have been played
      When the game is exported as PGN
      Then the PGN's moves are "<movetext>"

      Examples:
        | case                                    | fen                               | move  | movetext   |
        | a knight named by its file              | 4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1  | b1d2  | 1. Nbd2 *  |
        | a rook named by its rank                | 4k3/8/8/8/8/R7/8/R3K3 w - - 0 1   | a1a2  | 1. R1a2 *  |
        | a queen named by its square             | 4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1 | a1b2  | 1. Qa1b2 * |
        | a knight and a bishop need nothing more | 4k3/8/8/8/8/8/8/1NB1K3 w - - 0 1  | b1d2  | 1. Nd2 *   |
        | a pawn's capture                        | 4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1 | e4d5  | 1. exd5 *  |
        | a promotion that gives check            | 4k3/P7/8/8/8/8/8/4K3 w - - 0 1    | a7a8q | 1. a8=Q+ * |
        | castling kingside                       | 4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1  | e1g1  | 1. O-O *   |
        | castling queenside                      | 4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1  | e1c1  | 1. O-O-O * |
        | Black moving first                      | 4k3/8/8/8/8/8/8/R3K3 b - - 0 1    | e8d8  | 1... Kd8 * |
        | a bishop named by its rank              | 4k3/8/8/B7/8/8/8/BN2K3 w - - 0 1  | a1c3  | 1. B1c3 *  |
        | a knight whose rival is pinned          | 4k3/8/8/b7/8/2N3N1/8/4K3 w - - 0 1 | g3e4 | 1. Ne4 *   |

    Scenario Outline: SAN names the piece, and its file, rank or square when two like pieces could go: <san>
      Given the position "<fen>"
      When white's move "<san>" is read and played
      Then the move is played
      And <from> is empty
      And <to> holds a white <piece>

      Examples:
        | fen                               | san   | from | to | piece  |
        | 4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1  | Nbd2  | b1   | d2 | knight |
        | 4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1  | Nfd2  | f1   | d2 | knight |
        | 4k3/8/8/8/8/R7/8/R3K3 w - - 0 1   | R1a2  | a1   | a2 | rook   |
        | 4k3/8/8/8/8/R7/8/R3K3 w - - 0 1   | R3a2  | a3   | a2 | rook   |
        | 4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1 | Qa1b2 | a1   | b2 | queen  |
        | 4k3/8/8/8/8/8/8/1NB1K3 w - - 0 1  | Bd2   | c1   | d2 | bishop |
        | 4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1  | 0-0   | h1   | g1 | king   |
        | 4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1  | 0-0-0 | a1   | c1 | king   |
        | 4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1  | O-O-O | a1   | c1 | king   |
        | 4k3/P7/8/8/8/8/8/4K3 w - - 0 1    | a8=Q+ | a7   | a8 | queen  |
        | 4k3/8/8/B7/8/8/8/BN2K3 w - - 0 1  | B1c3  | a1   | c3 | bishop |
        | 4k3/8/8/b7/8/2N3N1/8/4K3 w - - 0 1 | Ne4 | g3 | e4 | knight |

    Scenario Outline: A move text that names no single legal move is refused: <case>
      Given the position "<fen>"
      When white's move "<text>" is read and played
      Then the move is rejected because "<reason>"
      And the game is unchanged

      Examples:
        | case                                | fen                              | text   | reason                              |
        | two knights could go                | 4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1 | Nd2    | ambiguous: it could be [Nbd2, Nfd2] |
        | no piece of that kind can go        | 4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1 | Bd2    | is not a legal move                 |
        | a promotion without its piece       | 4k3/P7/8/8/8/8/8/4K3 w - - 0 1   | a8     | promotes a pawn                     |
        | a promotion typed without its piece | 4k3/P7/8/8/8/8/8/4K3 w - - 0 1   | a7a8   | promotes a pawn                     |
        | a promotion where none is possible  | 4k3/8/8/8/8/8/4P3/4K3 w - - 0 1  | e2e3q  | only a pawn reaching the last rank  |
        | a promotion by a pawn not there     | 4k3/P7/8/8/8/8/8/4K3 w - - 0 1   | bxa8=Q | is not a legal move                 |
        | a piece onto a promotion square     | 4k3/P7/8/8/8/8/8/4K3 w - - 0 1   | Na8    | is not a legal move                 |
        | a pawn move only the king can make  | 4k3/P7/8/8/8/8/8/4K3 w - - 0 1   | d2     | is not a legal move                 |
        | castling written as a king's move   | 4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1 | Kg1    | is not a legal move                 |
        | castling with no right to it        | 4k3/8/8/8/8/8/8/R3K2R w - - 0 1  | O-O    | cannot castle kingside              |
        | castling queenside with no right    | 4k3/8/8/8/8/8/8/R3K2R w - - 0 1  | 0-0-0  | cannot castle queenside             |
        | an empty square                     | 4k3/8/8/8/8/8/4P3/4K3 w - - 0 1  | e3e4   | there is no piece on e3             |
        | the opponent's piece                | 4k3/8/8/8/8/8/4P3/4K3 w - - 0 1  | e8e7   | black's, and it is white's turn     |
        | a piece that does not move so       | 4k3/8/8/8/8/8/4P3/4K3 w - - 0 1  | e2d3   | e2 to d3 is not a legal move        |
        | not a move at all                   | 4k3/8/8/8/8/8/4P3/4K3 w - - 0 1  | Zz9    | is not a move                       |

  # Not graded: the tags are read, a FEN tag checked and comments and variations matched before
  # any exercise's code runs (these texts have no move on their main line), so the skeleton
  # already refuses these texts and no exercise can break it.
  @CHESS-25
  Rule: A PGN text that cannot be read is refused, saying which line or tag is wrong
    A tag is written [Name "value"], several to a line if need be; a comment opened with { is
    closed with }, and a variation opened with ( is closed with ).

    Scenario: A tag that is not written [Name "value"] is refused with its line
      When the PGN is read
        """
        [Event "Casual game"]
        [White Ana]

        1. e4 e5 *
        """
      Then it is refused with a message containing "PGN line 2: a tag is written [Name \"value\"]"
      And no game is read

    Scenario Outline: A comment or a variation that is not closed, or not opened, is refused: <case>
      When the PGN is read
        """
        <movetext>
        """
      Then it is refused with a message containing "<message>"
      And no game is read

      Examples:
        | case                     | movetext                 | message                                                                    |
        | a comment never closed   | {a comment (never closed | PGN line 1: the comment opened with { is not closed with }                 |
        | a variation never closed | (1. e4 {note} e5         | PGN line 1: the variation opened with ( is not closed with )               |
        | a variation closed twice | (1. e4 e5)) 1. d4 *      | PGN line 1: a ) closes a variation, but no variation opened with ( is open |

    Scenario: An unclosed variation is reported at its start, past the variations inside it
      When the PGN is read
        """
        1. e4 e5
        (1... c5 2. Nf3
        (2. c3) d6
        *
        """
      Then it is refused with a message containing "PGN line 2: the variation opened with ( is not closed with )"
      And no game is read

    Scenario: A second tag on a line that is not written [Name "value"] is refused with its line
      When the PGN is read
        """
        [Event "Casual game"] White "Ana"]

        1. e4 *
        """
      Then it is refused with a message containing "PGN line 1: a tag is written [Name \"value\"], not White \"Ana\"]"
      And no game is read

    Scenario: A FEN tag that is not a legal position is refused
      When the PGN is read
        """
        [FEN "4k3/8/8/8/8/8/8/8 w - - 0 1"]

        1. e4 *
        """
      Then it is refused with a message containing "PGN tag FEN: FEN \"4k3/8/8/8/8/8/8/8 w - - 0 1\" is not a legal position"
      And no game is read

  # Not graded: reading FEN is given to students whole (no exercise writes it), so no exercise
  # can break it; the examples keep the reference's reading honest.
  @CHESS-26
  Rule: A FEN that is not a legal position is refused, saying which part is wrong
    A position read as FEN must be one the rules allow: one king a side, no pawn on the first or
    last rank, the side not to move not in check, castling rights only for a king and rook on
    their starting squares, and an en-passant square only just behind a pawn of the side that
    has just moved, which passed over it with its double step (so the halfmove clock is 0). The
    text must be FEN as the standard writes it: six fields, and each rank a row of piece letters
    and single digits 1-8 (one digit per run of empty squares) covering the eight files.

    Scenario Outline: A FEN is refused: <case>
      When the FEN "<fen>" is read
      Then it is refused with a message containing "<reason>"
      And no game is read

      Examples:
        | case                                   | fen                                | reason                                                           |
        | five fields                            | 4k3/8/8/8/8/8/8/4K3 w - - 0        | has 5                                                            |
        | four fields, without the two clocks    | 4k3/8/8/8/8/8/4P3/4K3 b - -        | FEN has 6 fields separated by spaces                             |
        | no text at all                         |                                    | has 0                                                            |
        | seven ranks                            | 4k3/8/8/8/8/8/4K3 w - - 0 1        | has 8 ranks                                                      |
        | a rank of nine files                   | 4k4/8/8/8/8/8/8/4K3 w - - 0 1      | covers 9                                                         |
        | a rank of seven files                  | 4k3/8/8/7/8/8/8/4K3 w - - 0 1      | rank 5 (\"7\") must cover 8 files, but covers 7                  |
        | a piece after the eighth file          | 4k3p/8/8/8/8/8/8/4K3 w - - 0 1     | covers 9                                                         |
        | a piece, then digits, after file h     | 4k3p11/8/8/8/8/8/8/4K3 w - - 0 1   | covers 9                                                         |
        | a digit 9                              | 4k3/9/8/8/8/8/8/4K3 w - - 0 1      | not '9'                                                          |
        | a digit 0                              | 4k3/08/8/8/8/8/8/4K3 w - - 0 1     | not '0'                                                          |
        | two digits in a row                    | 4k3/44/8/8/8/8/8/4K3 w - - 0 1     | one digit 1-8, not two digits in a row                           |
        | two digits in a row after a piece      | 4k3/p16/8/8/8/8/8/4K3 w - - 0 1    | rank 7 (\"p16\") writes a run of empty squares                   |
        | a letter that is no piece              | 4k3/8/8/8/8/8/8/4X3 w - - 0 1      | rank 1 (\"4X3\") may hold only piece letters                     |
        | no white king                          | 4k3/8/8/8/8/8/8/8 w - - 0 1        | white has 0                                                      |
        | two black kings                        | 3kk3/8/8/8/8/8/8/4K3 w - - 0 1     | black has 2                                                      |
        | a pawn on the last rank                | P3k3/8/8/8/8/8/8/4K3 w - - 0 1     | there is one on a8                                               |
        | a pawn on the first rank               | 4k3/8/8/8/8/8/8/4K2p w - - 0 1     | there is one on h1                                               |
        | the side not to move in check          | 4k3/4R3/8/8/8/8/8/4K3 w - - 0 1    | black's king on e8 is attacked                                   |
        | a side to move that is no side         | 4k3/8/8/8/8/8/8/4K3 x - - 0 1      | is w or b                                                        |
        | castling letters out of order          | r3k2r/8/8/8/8/8/8/R3K2R w QK - 0 1 | some of KQkq in that order                                       |
        | White's kingside right with no rook    | 4k3/8/8/8/8/8/8/4K3 w K - 0 1      | white has the right to castle kingside                           |
        | White's queenside right with no rook   | 4k3/8/8/8/8/8/8/4K3 w Q - 0 1      | white has the right to castle queenside                          |
        | a kingside right, only the a-rook      | 4k3/8/8/8/8/8/8/R3K3 w K - 0 1     | white has the right to castle kingside                           |
        | a queenside right, only the h-rook     | 4k3/8/8/8/8/8/8/4K2R w Q - 0 1     | white has the right to castle queenside                          |
        | a right with the king moved away       | 4k3/8/8/8/8/8/8/R2K3R w K - 0 1    | white has the right to castle kingside                           |
        | Black's kingside right with no rook    | 4k3/8/8/8/8/8/8/4K3 w k - 0 1      | black has the right to castle kingside                           |
        | Black's queenside right with no rook   | 4k3/8/8/8/8/8/8/4K3 w q - 0 1      | black has the right to castle queenside                          |
        | an en-passant square on rank 4         | 4k3/8/8/8/4P3/8/8/4K3 b - e4 0 1   | rank 3 or 6                                                      |
        | an en-passant square with a clock of 5 | 4k3/8/8/3pP3/8/8/8/4K3 w - d6 5 1  | field 5 (halfmove clock) is 0 when there is an en-passant square |
        | an en-passant square no pawn passed    | 4k3/8/8/8/8/8/8/4K3 b - e3 0 1     | e3 is not one                                                    |
        | an en-passant square that is occupied  | 4k3/8/8/8/4P3/4N3/8/4K3 b - e3 0 1 | e3 is not one                                                    |
        | an en-passant square of the wrong side | 4k3/8/8/8/4P3/8/8/4K3 w - e3 0 1   | e3 is not one                                                    |
        | Black's en-passant square, no pawn     | 4k3/8/8/8/8/8/8/4K3 w - d6 0 1     | d6 is not one                                                    |
        | a square the pawn moved away from      | 4k3/8/8/8/8/8/4p3/K7 w - e3 0 1    | e3 is not one                                                    |
        | a negative halfmove clock              | 4k3/8/8/8/8/8/8/4K3 w - - -1 1     | is a whole number from 0                                         |
        | a fullmove number of 0                 | 4k3/8/8/8/8/8/8/4K3 w - - 0 0      | is a whole number from 1                                         |
        | a halfmove clock that is no number     | 4k3/8/8/8/8/8/8/4K3 w - - x 1      | field 5 (halfmove clock) is a whole number                       |

    Scenario Outline: A FEN with <side>'s en-passant square is read
      When the FEN "<fen>" is read
      Then <pawn> holds a <side> pawn
      And the game read has 0 moves and <other> is to move

      Examples:
        | side  | fen                               | pawn | other |
        | black | 4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1 | d5   | white |
        | white | 4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1 | e4   | black |
