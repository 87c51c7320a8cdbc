Feature: Playing over the network
  Two programs play one game over TCP, one player each. Every number on the wire is a 32-bit
  big-endian integer. The colours are decided by random numbers; then after each turn the side
  that moved sends the number of squares its piece occupied and the row and column of each. In
  these examples the other program is played by the rule book over a real connection on
  loopback, and this program waits at most one second for it.

  Background:
    Given the simplified rules

  @CHECKERS-25 @ex09
  Rule: Colours are drawn by random numbers: the larger plays White and moves first
    Each process draws a random integer and sends it; on a tie both draw again.

    Scenario: The larger number plays White
      Given another program on loopback that sends 7
      When this program decides the colours drawing 9
      Then this program plays White
      And the other program received 9

    Scenario: A draw of 0 is a number like any other
      Given another program on loopback that sends 0
      When this program decides the colours drawing 9
      Then this program plays White
      And the other program received 9

    Scenario: A number drawn negative is sent without its sign
      Given another program on loopback that sends 7
      When this program decides the colours drawing -9
      Then this program plays White
      And the other program received no negative number

    Scenario: Ties are drawn again
      Given another program on loopback that sends 5 5 8
      When this program decides the colours drawing 5 5 3
      Then this program plays Black
      And the other program received 5 5 3

  @CHECKERS-26 @ex09
  Rule: After each turn the mover sends its piece's squares, and the other side applies that move
    The active process sends the number of squares its piece occupied, start and end included,
    then each square's row and column; the passive process applies exactly that move.

    Scenario: A move is received, applied, and answered
      Given the position "W:W22:B11,12"
      And another program on loopback that sends 1000 2 6 3 5 4 and nothing more
      When this program plays the game drawing 1, and its player types:
        """
        11 15
        """
      Then the moves played are 22-18, 11-15
      And the other program received 1 2 3 6 4 5
      And the screen shows "You play BLACK; White moves first."

    Scenario: A capture of two jumps is sent as three squares
      Given the position "W:W22:B18,11,1"
      And another program on loopback that sends 1 and nothing more
      When this program plays the game drawing 1000, and its player types:
        """
        22 8
        15
        8
        """
      Then the moves played are 22x15x8
      And the other program received 1000 3 6 3 4 5 2 7
      And the screen shows "You play WHITE and move first."

  @CHECKERS-27 @ex09
  Rule: The program never aborts or hangs on an error
    Bad keyboard input, an illegal or malformed message, a silent peer or a lost connection each
    get a clear message and leave the game in a safe state.

    Scenario: An illegal move from the other program is refused
      Given the position "W:W22:B11"
      And another program on loopback that sends 1000 2 6 3 4 3
      When this program plays the game drawing 1, and its player types:
        """
        """
      Then the screen shows "which is not legal here"
      And the game is where it was, and not over

    Scenario Outline: A malformed move message is refused: <what>
      Given the position "W:W22:B11"
      And another program on loopback that sends 1000 <sends>
      When this program plays the game drawing 1, and its player types:
        """
        """
      Then the screen shows "<shown>"
      And the game is where it was, and not over

      Examples:
        | what                     | sends       | shown                                         |
        | a square off the board   | 2 6 3 0 0   | row 0, column 0, which is not a dark square   |
        | a light square           | 2 6 3 1 1   | row 1, column 1, which is not a dark square   |
        | a move of one square     | 1 6 3       | announced a move of 1 squares                 |
        | a negative count         | -1          | announced a move of -1 squares                |
        | more squares than a move | 14          | announced a move of 14 squares                |

    Scenario: A negative number in the colour draw is refused
      Given another program on loopback that sends -5
      When this program decides the colours drawing 9
      Then the screen shows "the numbers drawn are never negative"
      And the other program received 9

    Scenario: A negative number in the colour draw stops the game before it starts, saying why
      Given the position "W:W22:B11"
      And another program on loopback that sends -5
      When this program starts a game drawing 9
      Then the screen shows "The colours could not be decided: the other program sent -5"
      And the screen shows "the numbers drawn are never negative"
      And no game is played
      And the game is where it was, and not over

    Scenario: A silent peer times out
      Given the position "W:W22:B11"
      And another program on loopback that sends 1000
      When this program plays the game drawing 1, and its player types:
        """
        """
      Then the screen shows "the other player sent nothing for 1 s"
      And the game is where it was, and not over

    Scenario: A dropped connection is noticed
      Given the position "W:W22:B11"
      And another program on loopback that sends 1000 2 6 and hangs up
      When this program plays the game drawing 1, and its player types:
        """
        """
      Then the screen shows "the other program closed the connection"
      And the game is where it was, and not over

    Scenario: Nonsense at the keyboard is answered with what is expected
      Given the position "W:W22:B11"
      When the player types:
        """
        banana
        22 18
        """
      Then the screen shows "'banana' is not a square"
      And the moves played are 22-18

    Scenario: The square of the piece is checked as soon as it is typed
      Given the position "W:W22:B11"
      When the player types:
        """
        15
        22
        18
        """
      Then the screen shows "Square 15 is empty: choose one of White's pieces that can move, on 22."
      And the moves played are 22-18

    Scenario: A square can be typed as the labels on the board's edges name it
      Given the position "W:W22:B11"
      When the player types:
        """
        c4
        c3 d4
        """
      Then the screen shows "c4 is a light square"
      And the moves played are 22-18
