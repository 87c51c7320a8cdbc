Feature: Placing tiles
  On a turn a player may put one or more tiles of their hand on the board. Boards are drawn with
  their coordinates: column numbers on top, row numbers on the left, each tile in the game's
  notation and ".." for an empty square. A placement is written as tiles each followed by its
  square, row then column: A4@0,3 puts the green circle on row 0, column 3.

  Background:
    Given the board
      """
         0  1  2
      0 A1 A2 A3
      """

  @QWIRKLE-05 @ex03
  Rule: After the first turn, a turn's tiles touch the board: at least one shares an edge with a tile already there
    The turn's other tiles need not touch a tile already on the board themselves: with the
    tiles between them the turn's tiles make one unbroken line (QWIRKLE-07), so each is joined
    to the board through that line. Tiles that touch only one another, away from the board, are
    refused. The game's first turn puts its tiles on the empty board, on any square.

    Scenario: A tile next to the row is allowed
      Given player 1 holds A4 B5
      When player 1 tries to place A4@0,3
      Then the turn is allowed

    Scenario: A tile away from every tile is refused
      Given player 1 holds A4 B5
      When player 1 places A4@2,2
      Then the turn is refused because "touch a tile already on the board"
      And the board, the hands, the scores and the bag are unchanged

    Scenario: A tile that touches only another tile of the turn, in the turn's line, is allowed
      Given player 1 holds A4 A5
      When player 1 tries to place A4@0,3 A5@0,4
      Then the turn is allowed

    Scenario: The turn's tiles may be written in any order: the one that touches need not come first
      Given player 1 holds A4 A5
      When player 1 tries to place A5@0,4 A4@0,3
      Then the turn is allowed

    Scenario: Tiles that make a line of their own, away from the board, are refused
      Given player 1 holds A4 A5
      When player 1 places A4@2,0 A5@2,1
      Then the turn is refused because "touch a tile already on the board"
      And the board, the hands, the scores and the bag are unchanged

    @brief
    Scenario: The first tile of the game may go on any square
      Given the brief's rules
      And the board
        """
          0
        0 ..
        """
      And player 1 holds C3
      When player 1 tries to place C3@5,-3
      Then the turn is allowed

  @QWIRKLE-07 @ex03
  Rule: The tiles of a turn lie in a single row or column and, with the tiles between them, form one line

    Scenario: Tiles in two rows and two columns are refused
      Given player 1 holds A4 A5
      When player 1 places A4@0,3 A5@1,4
      Then the turn is refused because "one row or one column"
      And the board, the hands, the scores and the bag are unchanged

    Scenario: Tiles that leave a gap in the row are refused
      Given player 1 holds A4 A5
      When player 1 places A4@0,3 A5@0,5
      Then the turn is refused because "gap"
      And the board, the hands, the scores and the bag are unchanged

    Scenario: Tiles at both ends of the row make one line with the tiles between them
      Given player 1 holds A4 A5
      When player 1 tries to place A5@0,-1 A4@0,3
      Then the turn is allowed

    Scenario: Tiles down a column, each starting a line of its own, are allowed
      Given player 1 holds B1 C1
      When player 1 tries to place B1@1,0 C1@2,0
      Then the turn is allowed

  @QWIRKLE-08 @ex03
  Rule: A placement that breaks a rule is refused as a whole: the board, the hands and the bag are unchanged

    Scenario: The first tile fits, the second breaks the row: neither is placed
      Given player 1 holds A4 B5
      When player 1 places A4@0,3 B5@0,4
      Then the turn is refused because "would not be valid"
      And the board, the hands, the scores and the bag are unchanged
      And it is player 1's turn now

    Scenario: A tile that would repeat one in the line is refused
      Given player 1 holds A1 B5
      When player 1 places A1@0,3
      Then the turn is refused because "the line A1 A2 A3 A1 would not be valid"
      And the board, the hands, the scores and the bag are unchanged

    Scenario: A tile the player does not hold is refused
      Given player 1 holds A4 B5
      When player 1 places A5@0,3
      Then the turn is refused because "A5 is not in your hand: your hand holds A4 B5"
      And the board, the hands, the scores and the bag are unchanged

    Scenario: A tile placed twice but held once is refused, and the refusal says so
      Given player 1 holds A4 B5
      When player 1 places A4@0,3 A4@0,4
      Then the turn is refused because "A4 is placed twice but your hand holds only one A4"
      And the board, the hands, the scores and the bag are unchanged

    Scenario: A tile placed three times but held twice is refused, and the refusal counts both
      Given player 1 holds A4 A4 B5
      When player 1 places A4@0,3 A4@0,4 A4@0,5
      Then the turn is refused because "A4 is placed 3 times but your hand holds only 2 A4"
      And the board, the hands, the scores and the bag are unchanged

    Scenario: A square already taken is refused
      Given player 1 holds A4 B5
      When player 1 places A4@0,2
      Then the turn is refused because "square 0,2 is taken"
      And the board, the hands, the scores and the bag are unchanged

    Scenario: Two tiles for one square are refused
      Given player 1 holds A4 A5
      When player 1 places A4@0,3 A5@0,3
      Then the turn is refused because "square 0,3 is named twice: one tile per square"
      And the board, the hands, the scores and the bag are unchanged

  @QWIRKLE-14 @ex03
  Rule: The board has no fixed size: it grows in every direction and every square keeps its coordinates
    A game's 108 tiles, each touching the others, never span more than 108 rows or columns, so
    the program keeps the squares in play to rows and columns from -1000 to 1000: a square
    beyond them is refused, however large the numbers, and the board's numbers never wrap
    around.

    Scenario Outline: A tile may go <where>
      Given player 1 holds B1 A5
      When player 1 tries to place <placement>
      Then the turn is allowed

      Examples:
        | where                      | placement |
        | above the top row          | B1@-1,0   |
        | left of the first column   | A5@0,-1   |

    @brief
    Scenario: The farthest squares in play take a tile
      Given the brief's rules
      And the board
        """
          0
        0 ..
        """
      And player 1 holds C3
      When player 1 tries to place C3@-1000,1000
      Then the turn is allowed

    Scenario Outline: A square beyond row or column 1000 either way is refused: <where>
      Given player 1 holds A4 B5
      When player 1 places A4 on row <row>, column <column>
      Then the turn is refused because "a square's row and column are between -1000 and 1000, but <row>,<column> was given"
      And the board, the hands, the scores and the bag are unchanged

      Examples:
        | where                                | row   | column      |
        | one column past the edge             | 0     | 1001        |
        | one row past the edge                | -1001 | 0           |
        | one short of the largest int         | 0     | 2147483646  |
        | the smallest int, next to the largest | 0     | -2147483648 |

    Scenario: The board is drawn around its tiles with their own coordinates, negative ones too
      Given the board
        """
           -1  0  1
        -1 B1 .. ..
         0 A1 A2 A3
        """
      When the board is drawn with a margin of 1
      Then the drawing is
        """
           -2 -1  0  1  2
        -2 .. .. .. .. ..
        -1 .. B1 .. .. ..
         0 .. A1 A2 A3 ..
         1 .. .. .. .. ..
        """

    Scenario: Far from the first tile the squares widen, each still under its number
      Given the board
        """
            -10
        10   A1
        """
      When the board is drawn with a margin of 1
      Then the drawing is
        """
           -11 -10  -9
         9  ..  ..  ..
        10  ..  A1  ..
        11  ..  ..  ..
        """

  @QWIRKLE-15 @ex04 @brief
  Rule: In the brief's cheat mode a player may place a tile that is still in the bag; every other rule still applies

    Scenario: In cheat mode a tile from the bag may be placed
      Given the brief's rules in cheat mode
      And player 1 holds F6
      When player 1 tries to place A4@0,3
      Then the turn is allowed

    Scenario: In cheat mode the tile placed is taken out of the bag
      Given the brief's rules in cheat mode
      And player 1 holds F6
      And the bag holds only A4 B5 C6 D1 E2 F3 F5
      When player 1 places A4@0,3
      Then the board is
        """
           0  1  2  3
        0 A1 A2 A3 A4
        """
      And player 1 now holds F6 B5 C6 D1 E2 F3
      And the bag holds 1 tiles

    Scenario: In cheat mode a tile that is neither in the hand nor in the bag is refused
      Given the brief's rules in cheat mode
      And player 1 holds F6
      And the bag holds only B5
      When player 1 places A4@0,3
      Then the turn is refused because "A4 is not in your hand nor in the bag"
      And the board, the hands, the scores and the bag are unchanged

    Scenario: In cheat mode a tile placed more often than the hand and the bag hold it is refused, and the refusal says so
      Given the brief's rules in cheat mode
      And player 1 holds F6
      And the bag holds only A4 B5
      When player 1 places A4@0,3 A4@0,4
      Then the turn is refused because "A4 is placed twice but your hand and the bag hold only one A4"
      And the board, the hands, the scores and the bag are unchanged

    Scenario: Without cheat mode the same tile is refused
      Given the brief's rules
      And player 1 holds F6
      When player 1 places A4@0,3
      Then the turn is refused because "A4 is not in your hand"
      And the board, the hands, the scores and the bag are unchanged

    @official
    Scenario: The official game has no cheat mode
      Given the official rules
      When a game for 2 players is started in cheat mode
      Then the game is refused because "the cheat mode is part of the brief's variant only"

    Scenario: In cheat mode a tile from the bag must still make valid lines
      Given the brief's rules in cheat mode
      And player 1 holds F6
      When player 1 places B5@0,3
      Then the turn is refused because "would not be valid"
      And the board, the hands, the scores and the bag are unchanged

  @QWIRKLE-19 @ex03 @official
  Rule: In the official game the player whose hand makes the longest line starts and must place that many tiles

    Scenario: The first turn must place the longest line of the hand
      Given the official rules
      And the board
        """
          0
        0 ..
        """
      And player 1 holds A1 A2 A3 B5 C6 D4
      When player 1 places A1@0,0
      Then the turn is refused because "the first turn places the longest line of the hand: 3 tiles, not 1"
      And the board, the hands, the scores and the bag are unchanged

    Scenario Outline: The first turn cannot be spent <instead>
      Given the official rules
      And the board
        """
          0
        0 ..
        """
      And player 1 holds A1 A2 A3 B5 C6 D4
      When player 1 <turn>
      Then the turn is refused because "the first turn places the longest line of the hand: 3 tiles"
      And the board, the hands, the scores and the bag are unchanged

      Examples:
        | instead        | turn      |
        | trading a tile | trades B5 |
        | passing        | passes    |

    Scenario: Placing the longest line is allowed
      Given the official rules
      And the board
        """
          0
        0 ..
        """
      And player 1 holds A1 A2 A3 B5 C6 D4
      When player 1 tries to place A1@0,0 A2@0,1 A3@0,2
      Then the turn is allowed

    # A line holds no two identical tiles (QWIRKLE-06): of A1 A1 A2 a line takes A1 and A2, and of
    # A1 A1 B1 it takes A1 and B1.
    Scenario: A tile held twice counts once in the longest line: with A1 A1 A2 B1 it is two tiles
      Given the official rules
      And the board
        """
          0
        0 ..
        """
      And player 1 holds A1 A1 A2 B1 C6 D4
      When player 1 tries to place A1@0,0 A2@0,1
      Then the turn is allowed

    Scenario: The first turn may not place a tile held twice as a third tile of the line
      Given the official rules
      And the board
        """
          0
        0 ..
        """
      And player 1 holds A1 A1 A2 B1 C6 D4
      When player 1 places A1@0,0 A2@0,1 A1@0,2
      Then the turn is refused because "the first turn places the longest line of the hand: 2 tiles, not 3"
      And the board, the hands, the scores and the bag are unchanged

    # The reference's bag deals with seed 17 D6 A3 D6 D4 C5 E1 to player 1, whose longest line is
    # D6 D4 as D6 is held twice, and C3 F4 E3 F3 B4 B1 to player 2, whose line C3 E3 F3 is longer:
    # player 2 starts. An engine that fills its bag in another order deals other hands, checked
    # the same way: the longest lines are counted here, each tile held twice counted once.
    Scenario: Who starts counts a tile held twice once in the longest line
      Given the official rules
      When a game for 2 players is started with seed 17
      Then the player who starts is one whose hand makes the longest line

    # The brief's program lets player 1 start, with any placement.
    @brief
    Scenario: In the brief's game the first turn may place fewer tiles than the longest line
      Given the brief's rules
      And the board
        """
          0
        0 ..
        """
      And player 1 holds A1 A2 A3 B5 C6 D4
      When player 1 tries to place A1@0,0
      Then the turn is allowed

    # The brief's program lets player 1 trade on the first turn, as on any other.
    @brief
    Scenario: In the brief's game the first turn may be spent trading
      Given the brief's rules
      And the board
        """
          0
        0 ..
        """
      And player 1 holds A1 A2 A3 B5 C6 D4
      When player 1 tries to trade B5
      Then the turn is allowed

    # With seed 2, player 2's hand makes a line of three tiles and player 1's only of two.
    @brief
    Scenario: In the brief's game player 1 starts, whatever the hands
      Given the brief's rules
      When a game for 2 players is started with seed 2
      Then player 1 starts

    Scenario Outline: In a new game for <players> players, the first player with the longest line starts
      Given the official rules
      When a game for <players> players is started with seed <seed>
      Then the player who starts is one whose hand makes the longest line

      Examples:
        | players | seed |
        | 2       | 1    |
        | 3       | 2    |
        | 4       | 3    |
        | 4       | 4    |
