Feature: Turns: placing, trading, passing
  On a turn a player places tiles, trades tiles with the bag, or passes. The brief's program lets
  a player pass at any turn; the official rules only when they can neither place nor trade.

  Background:
    Given the board
      """
         0  1  2
      0 A1 A2 A3
      """

  @QWIRKLE-04 @ex06 @brief
  Rule: In the brief's game a player places tiles, trades tiles or passes

    Scenario: A player may pass even when they could place
      Given the brief's rules
      And player 1 holds A4 B5
      When player 1 passes
      Then the turn is allowed
      And the turn scores 0 points
      And it is player 2's turn now
      And player 1 now holds A4 B5
      And player 1 has 0 points

    Scenario: A player may trade instead of placing
      Given the brief's rules
      And player 1 holds A4 B5
      When player 1 trades B5
      Then the turn is allowed
      And it is player 2's turn now

    Scenario: A player may place tiles
      Given the brief's rules
      And player 1 holds A4 B5
      When player 1 tries to place A4@0,3
      Then the turn is allowed

    # The brief's program lets player 1 pass on the first turn too, on an empty board
    # (the official first turn must place: QWIRKLE-19).
    Scenario: In the brief's game the first turn may be spent passing
      Given the brief's rules
      And the board
        """
          0
        0 ..
        """
      And player 1 holds A1 A2 A3 B5 C6 D4
      When player 1 passes
      Then the turn is allowed

    # The official rules differ: passing is only for a player who can neither place nor trade.
    @official
    Scenario: By the official rules a player may not pass while the bag holds tiles
      Given the official rules
      And player 1 holds F6
      When player 1 passes
      Then the turn is refused because "only when you cannot place a tile nor trade"
      And the board, the hands, the scores and the bag are unchanged

    @official
    Scenario: By the official rules a player may not pass while the bag holds a single tile
      Given the official rules
      And player 1 holds F6
      And the bag holds only E5
      When player 1 passes
      Then the turn is refused because "only when you cannot place a tile nor trade"
      And the board, the hands, the scores and the bag are unchanged

    @official
    Scenario: By the official rules a player who can place a tile may not pass, even with the bag empty
      Given the official rules
      And player 1 holds A4
      And player 2 holds F6
      And the bag is empty
      When player 1 passes
      Then the turn is refused because "you can still place a tile"
      And the board, the hands, the scores and the bag are unchanged

    @official
    Scenario: By the official rules a player who cannot place a tile and cannot trade passes
      Given the official rules
      And player 1 holds F6 E5
      And player 2 holds A4
      And the bag is empty
      When player 1 passes
      Then the turn is allowed
      And it is player 2's turn now

    # F4 would make a valid column only in the place of D5 on -1,1, and a tile goes on an empty square.
    @official
    Scenario: By the official rules a tile that fits only where a tile already lies cannot be placed: the player passes
      Given the official rules
      And the board
        """
           0  1
        -1 .. D5
         0 D5 F5
        """
      And player 1 holds F4
      And player 2 holds A1
      And the bag is empty
      When player 1 passes
      Then the turn is allowed

    # C1 would make valid lines only on 0,1001, beyond the squares in play (QWIRKLE-14): every
    # square in play next to a tile makes a line with an E or F tile of another colour.
    @official
    Scenario: By the official rules a tile that fits only beyond the squares in play cannot be placed: the player passes
      Given the official rules
      And the board
        """
            998  999 1000
        -2   ..   ..   F6
        -1   F6   ..   ..
         0   ..   B1   A1
         1   ..   ..   ..
         2   ..   E6   F6
        """
      And player 1 holds C1
      And player 2 holds E5
      And the bag is empty
      When player 1 passes
      Then the turn is allowed

  @QWIRKLE-12 @ex05
  Rule: Trading puts tiles of the hand back into the bag and draws as many, scoring nothing
    Only tiles in the player's hand can be traded, and a trade cannot ask for more tiles than
    the bag holds.

    Scenario: Two tiles traded: two drawn, the two put back into the bag
      Given player 1 holds B1 C2 D3
      And the bag draws E5 E6 first
      When player 1 trades B1 C2
      Then the turn is allowed
      And player 1 now holds D3 E5 E6
      And the turn scores 0 points
      And player 1 has 0 points
      And the bag holds 102 tiles
      And the bag holds B1 C2 among its tiles
      And it is player 2's turn now

    # Mixed in, as the official rules say: each tile goes back at a random place, so a right
    # engine leaves three traded tiles all at the bottom of a bag of about a hundred, or all at
    # its top, about once in 86 000 trades (2 x 3! / (100 x 101 x 102)), fixed by the game's seed.
    Scenario: Traded tiles are mixed into the bag, not put at its bottom
      Given player 1 holds B1 C2 D3
      And the bag draws E4 E5 E6 first
      When player 1 trades B1 C2 D3
      Then the turn is allowed
      And B1 C2 D3 went back mixed in, not all at the bottom of the bag nor all at its top

    Scenario: A trade may ask for as many tiles as the bag holds
      Given player 1 holds B1 C2 D3
      And the bag holds only E5
      When player 1 trades B1
      Then the turn is allowed
      And player 1 now holds C2 D3 E5
      And the bag holds 1 tiles
      And the bag holds B1 among its tiles

    # The tiles are drawn before the traded ones go back: a player never draws back what they
    # gave up, which a bag of as many tiles as the trade shows whatever order the bag keeps.
    Scenario: The whole hand traded with a bag of as many tiles: every tile drawn is new
      Given player 1 holds B1 C2 D3
      And the bag holds only E5 E6 F4
      When player 1 trades B1 C2 D3
      Then the turn is allowed
      And player 1 now holds E5 E6 F4
      And the bag holds 3 tiles
      And the bag holds B1 C2 D3 among its tiles

    Scenario: A tile that is not in the hand cannot be traded
      Given player 1 holds B1 C2 D3
      When player 1 trades F6
      Then the turn is refused because "you can trade only tiles in your hand: B1 C2 D3"
      And the board, the hands, the scores and the bag are unchanged

    Scenario: A tile named twice but held once cannot be traded, and the refusal says so
      Given player 1 holds B1 C2 D3
      When player 1 trades B1 B1
      Then the turn is refused because "B1 is named twice but your hand holds only one B1"
      And the board, the hands, the scores and the bag are unchanged

    Scenario Outline: A trade cannot ask for more tiles than the bag holds: <bag>
      Given player 1 holds B1 C2 D3
      And the bag holds only <bag>
      When player 1 trades B1 C2 D3
      Then the turn is refused because "the bag holds only <size>: trade at most that many"
      And the board, the hands, the scores and the bag are unchanged

      Examples:
        | bag   | size    |
        | E5    | 1 tile  |
        | E5 E6 | 2 tiles |
