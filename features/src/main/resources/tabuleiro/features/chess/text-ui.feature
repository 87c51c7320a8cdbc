Feature: Playing in the text UI
  Two people play at one keyboard. The UI shows the board after every move, whose turn it is,
  the state of the game and the pieces each side has lost. Moves are typed as origin>>destination
  (the brief's form, e2>>e4), as e2e4, or in SAN (e4, Nf3). The commands are words in English or
  in the brief's Portuguese, in any case: resign (RENDER); draw (EMPATE) claims or offers a draw;
  pause (PAUSAR) saves the moves to a file, one per line, and stops; quit (sair) does the same, so
  that leaving never loses the game; help (ajuda, ?) answers at every prompt. Loading the file
  replays the game.

  @CHESS-18 @ex05
  Rule: A move is typed as origin>>destination in any case; anything else is rejected and the same player types again

    Scenario: The brief's form, in upper or lower case
      Given the players type
        """
        e2>>e4
        E7>>E5
        """
      When they play in the text UI
      Then the text UI says "White plays e4."
      And the text UI says "Black plays e5."
      And the game has 2 moves with white to move

    Scenario: Plain coordinates and SAN are understood too
      Given the players type
        """
        d2d4
        Nf6
        """
      When they play in the text UI
      Then the game has 2 moves with white to move

    Scenario: Help is answered, in English or Portuguese, and the same player types again
      Given the players type
        """
        help
        ajuda
        e2>>e4
        """
      When they play in the text UI
      Then the text UI says "Type a move as e2>>e4, e2e4 or in SAN"
      And the text UI says "resign (RENDER) gives up the game"
      And the text UI says "White plays e4."
      And the game has 1 moves with black to move

    Scenario: Nonsense, an opponent's piece and an illegal move are rejected
      Given the players type
        """
        hello
        e7>>e5
        e2>>e5
        e2>>e4
        """
      When they play in the text UI
      Then the text UI says "\"hello\" is not a move"
      And the text UI says "the piece on e7 is black's, and it is white's turn"
      And the text UI says "e2 to e5 is not a legal move"
      And the game has 1 moves with black to move

    Scenario: A promotion typed without its piece asks for it
      Given the position "4k3/P7/8/8/8/8/8/4K3 w - - 0 1"
      And the players type
        """
        a7>>a8
        x
        r
        """
      When they play in the text UI
      Then the text UI says "Promote to"
      And a8 holds a white rook

  @CHESS-19 @ex08
  Rule: The screen shows the board after every move, whose turn it is, the state and the captured pieces

    Scenario: The board and the turn after a move
      Given the players type
        """
        e2>>e4
        """
      When they play in the text UI
      Then the text UI shows the board
        """
          a b c d e f g h
        8 r n b q k b n r 8
        7 p p p p p p p p 7
        6 . . . . . . . . 6
        5 . . . . . . . . 5
        4 . . . . P . . . 4
        3 . . . . . . . . 3
        2 P P P P . P P P 2
        1 R N B Q K B N R 1
          a b c d e f g h
        """
      And the text UI says "State: start. White to move."
      And the text UI says "State: in progress. Black to move."

    Scenario: Captured pieces and check are shown
      Given the players type
        """
        e4
        d5
        exd5
        Qxd5
        Nc3
        Qe5
        """
      When they play in the text UI
      Then the text UI says "Captured white pieces: pawn. Captured black pieces: pawn."
      And the text UI says "State: check. White to move."

    Scenario: A capture en passant is announced as a capture, and the pawn taken is shown
      Given the players type
        """
        e4
        a6
        e5
        d5
        exd6
        """
      When they play in the text UI
      Then the text UI says "White plays exd6."
      And the text UI says "Captured white pieces: none. Captured black pieces: pawn."

    Scenario: Each captured piece is named by its kind, and pieces of one kind are counted
      Given the players type
        """
        e4
        e5
        Nf3
        Nc6
        Bb5
        a6
        Bxc6
        dxc6
        Nxe5
        f6
        Nxc6
        """
      When they play in the text UI
      Then the text UI says "Captured white pieces: bishop. Captured black pieces: pawn, knight."
      And the text UI says "Captured white pieces: bishop. Captured black pieces: 2 pawns, knight."

    Scenario: Checkmate is announced
      Given the players type
        """
        f3
        e5
        g4
        Qh4
        """
      When they play in the text UI
      Then the text UI says "State: checkmate."
      And the text UI says "Black wins by checkmate (0-1)."

    Scenario Outline: Resigning with <word>
      Given the players type
        """
        e4
        <word>
        """
      When they play in the text UI
      Then the text UI says "Black resigns."
      And the text UI says "State: resigned."
      And white wins by "resignation"

      Examples:
        | word   |
        | RENDER |
        | resign |
        | Resign |

  @CHESS-16 @ex10
  Rule: PAUSAR saves every move, one per line, and ends; loading the file continues the game

    Scenario: Pausing saves the moves
      Given the players type
        """
        e2>>e4
        c7>>c5
        Nf3
        PAUSAR
        """
      When they play in the text UI
      Then the text UI says "State: paused."
      And the saved file has the lines
        """
        e2>>e4
        c7>>c5
        g1>>f3
        """
      And loading the saved game gives 3 moves with black to move

    Scenario: A promotion is saved with its piece, and a game from a position with that position
      Given the position "4k3/P7/8/8/8/8/8/4K3 w - - 0 1"
      And the players type
        """
        a7>>a8r
        PAUSAR
        """
      When they play in the text UI
      Then the saved file has the lines
        """
        FEN 4k3/P7/8/8/8/8/8/4K3 w - - 0 1
        a7>>a8r
        """
      And loading the saved game gives 1 moves with black to move

    Scenario Outline: Pausing or quitting, in English or Portuguese, saves the moves too: <word>
      Given the players type
        """
        e2>>e4
        <word>
        """
      When they play in the text UI
      Then the text UI says "State: paused."
      And the saved file has the lines
        """
        e2>>e4
        """

      Examples:
        | word   |
        | pause  |
        | Pausar |
        | quit   |
        | sair   |
        | QUIT   |

    Scenario: Pausing before the first move saves a game with no moves
      Given the players type
        """
        PAUSAR
        """
      When they play in the text UI
      Then the text UI says "State: paused."
      And the saved file has the lines
        """
        """
      And loading the saved game gives 0 moves with white to move

    Scenario: Loading replays the game with the right side to move
      Given a saved game file with the lines
        """
        e2>>e4
        e7>>e5
        """
      When the saved game is loaded
      Then the game has 2 moves with white to move
      And e5 holds a black pawn

  @CHESS-17 @ex10
  Rule: A corrupted saved game is reported and loaded up to its last valid move

    Scenario: An illegal line
      Given a saved game file with the lines
        """
        e2>>e4
        e7>>e5
        e4>>e6
        g1>>f3
        """
      When the saved game is loaded
      Then the text UI says "The file is corrupted: line 3"
      And the game has 2 moves with white to move

    Scenario: A line after the end of the game
      Given a saved game file with the lines
        """
        f2>>f3
        e7>>e5
        g2>>g4
        d8>>h4

        a2>>a3
        """
      When the saved game is loaded
      Then the text UI says "The file is corrupted: line 6"
      And the text UI says "the game was already over"
      And the game has 4 moves with white to move
      And black wins by "checkmate"

    Scenario: A starting position that is not FEN
      Given a saved game file with the lines
        """
        FEN 4k3/8/8
        e2>>e4
        """
      When the saved game is loaded
      Then the text UI says "The file is corrupted: line 1"
      And the game has 0 moves with white to move

    Scenario: A malformed line
      Given a saved game file with the lines
        """
        d2>>d4
        ???
        """
      When the saved game is loaded
      Then the text UI says "The file is corrupted: line 2"
      And the game has 1 moves with black to move

    Scenario Outline: A byte that is not UTF-8 text makes its line corrupted: the byte <byte> at the <end> of line <line>
      Given a saved game file with the lines
        """
        e2>>e4
        e7>>e5
        g1>>f3
        b8>>c6
        """
      And the byte <byte> is put at the <end> of line <line>
      When the saved game is loaded
      Then the text UI says "The file is corrupted: line <line> is not UTF-8 text (the byte 0x<byte> <where>)"
      And the game has <moves> moves with <side> to move

      Examples:
        | byte | end   | line | where            | moves | side  |
        | FF   | end   | 3    | after \"g1>>f3\" | 2     | white |
        | FF   | start | 3    | at its start     | 2     | white |
        | C3   | start | 1    | at its start     | 0     | white |
        | 80   | end   | 4    | after \"b8>>c6\" | 3     | black |

    Scenario: Lines ended by a carriage return alone are lines too, up to a byte that is not UTF-8
      Given a saved game file with the lines
        """
        e2>>e4
        e7>>e5
        g1>>f3
        """
      And the byte FF is put at the start of line 3
      And the file's lines end with a carriage return alone, as old Macintosh files do
      When the saved game is loaded
      Then the text UI says "The file is corrupted: line 3 is not UTF-8 text (the byte 0xFF at its start)"
      And the game has 2 moves with white to move

    Scenario: A wrong line before a byte that is not UTF-8 is the one reported
      Given a saved game file with the lines
        """
        e2>>e4
        ???
        e7>>e5
        """
      And the byte FF is put at the end of line 3
      When the saved game is loaded
      Then the text UI says "The file is corrupted: line 2 (\"???\")"
      And the text UI does not say "UTF-8"
      And the game has 1 moves with black to move

    Scenario: A byte order mark at the start of the file is not part of its first line
      Given a saved game file with the lines
        """
        e2>>e4
        e7>>e5
        """
      And the file begins with a UTF-8 byte order mark
      When the saved game is loaded
      Then the text UI does not say "corrupted"
      And the game has 2 moves with white to move

    Scenario: Saving over a corrupted file keeps it first, as it was
      Given a saved game file with the lines
        """
        e2>>e4
        ???
        e7>>e5
        """
      And the players type
        """
        e7>>e5
        PAUSAR
        """
      When the saved game is loaded and played on in the text UI
      Then the saved file has the lines
        """
        e2>>e4
        e7>>e5
        """
      And the corrupted file kept has the lines
        """
        e2>>e4
        ???
        e7>>e5
        """

  # Not graded: a missing or oversized file is reported by the text UI and the file reader
  # (SavedGameFile), which students are given, before any exercise's code runs; no exercise can
  # break it.
  @CHESS-24
  Rule: A missing saved game, or a file far too long to be one, is reported, not a crash

    Scenario: No file to load
      Given no saved game file
      When the saved game is loaded
      Then the text UI says "could not be read"

    Scenario: A file far longer than any saved game is refused, not read without end
      Given a saved game file of 1048577 bytes
      When the saved game is loaded
      Then the text UI says "is not a saved game: it holds more than 1048576 bytes"
