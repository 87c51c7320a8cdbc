Feature: The end of the game and the winner
  The brief's program stops as soon as the bag is empty. By the official rules the game goes on
  with the tiles in hand, and ends when a player places their last tile, for a bonus of six, or
  when nobody can place a tile any more.

  Background:
    Given the board
      """
         0  1  2
      0 A1 A2 A3
      """

  @QWIRKLE-16 @ex06 @brief
  Rule: The brief's game ends when the bag is empty

    Scenario: The tile drawn after placing empties the bag: the game is over, with no bonus
      Given the brief's rules
      And player 1 holds A4 B5
      And the bag holds only F6
      When player 1 places A4@0,3
      Then the game is over
      And player 1 has 4 points

    Scenario: With a tile left in the bag the game goes on
      Given the brief's rules
      And player 1 holds A4 B5 C6 D1 E2 F3
      And the bag holds only F5 F6
      When player 1 places A4@0,3
      Then the game is not over
      And it is player 2's turn now

    # By the official rules the last tile of a hand scores 6 more (QWIRKLE-17): the brief's game has no bonus.
    Scenario: Placing the last tile of the hand with the bag empty ends the game, with no bonus
      Given the brief's rules
      And player 1 holds A4
      And player 2 holds B3
      And the bag is empty
      When player 1 places A4@0,3
      Then the game is over
      And the turn scores 4 points
      And player 1 has 4 points

    Scenario Outline: Once the game is over no turn is played: the next player <turn>
      Given the brief's rules
      And player 1 holds A4 B5
      And player 2 holds B3 C3
      And the bag holds only F6
      And player 1 has placed A4@0,3
      When the next player <turn>
      Then the turn is refused because "the game is over"
      And the board, the hands, the scores and the bag are unchanged

      Examples:
        | turn                  |
        | tries to place B3@1,2 |
        | places B3@1,2         |
        | tries to trade B3     |
        | trades B3             |
        | tries to pass         |
        | passes                |

  @QWIRKLE-17 @ex06 @official
  Rule: The official game ends when a player places their last tile with the bag empty, or when nobody can place
    The player who places the last tile of their hand, the bag being empty, scores six more
    points. When the bag is empty and no player can place a tile, the game ends with no bonus.

    Scenario: The last tile placed with the bag empty ends the game and scores 6 more
      Given the official rules
      And player 1 holds A4 A5
      And player 2 holds B3
      And the bag is empty
      When player 1 places A4@0,3 A5@0,4
      Then the game is over
      And the turn scores 11 points
      And the score is explained as
        """
        row 0, columns 0 to 4: 5 tiles, 5 points
        last tile placed with the bag empty: 6 points
        total: 11 points
        """

    Scenario: The last tile that completes a Qwirkle with the bag empty scores both bonuses
      Given the official rules
      And player 1 holds A4 A5 A6
      And player 2 holds B3
      And the bag is empty
      When player 1 places A4@0,3 A5@0,4 A6@0,5
      Then the game is over
      And the turn scores 18 points
      And the score is explained as
        """
        row 0, columns 0 to 5: 6 tiles + 6 for a Qwirkle, 12 points
        last tile placed with the bag empty: 6 points
        total: 18 points
        """

    Scenario: With a tile left in hand and a tile that fits, the game goes on
      Given the official rules
      And player 1 holds A4 A5
      And player 2 holds B3
      And the bag is empty
      When player 1 places A4@0,3
      Then the game is not over
      And player 1 has 4 points

    Scenario: When nobody can place a tile any more, the game ends without a bonus
      Given the official rules
      And player 1 holds A4 F6
      And player 2 holds F5
      And the bag is empty
      When player 1 places A4@0,3
      Then the game is over
      And player 1 has 4 points

  @QWIRKLE-18 @ex06
  Rule: The player with most points wins; on equal points the one with fewer tiles in hand; players still equal share the win

    Scenario: The player with most points wins
      Given the brief's rules
      And player 1 has scored 10 points
      And player 2 has scored 20 points
      And player 1 holds A4 B5
      And the bag holds only F6
      When player 1 places A4@0,3
      Then the game is over
      And player 2 wins

    Scenario: Points decide before tiles: more points win with more tiles left in hand
      Given the brief's rules
      And player 1 has scored 21 points
      And player 2 has scored 20 points
      And player 1 holds A4 B5
      And player 2 holds C3
      And the bag is empty
      When player 1 passes
      Then the game is over
      And player 1 wins

    Scenario: While the game goes on nobody has won, whatever the points
      Given the brief's rules
      And player 1 has scored 30 points
      And player 1 holds A4 B5
      And player 2 holds C3 D3
      When player 1 places A4@0,3
      Then the game is not over
      And nobody has won yet

    Scenario: On equal points the player with fewer tiles left wins
      Given the brief's rules
      And player 1 has scored 20 points
      And player 2 has scored 20 points
      And player 1 holds A4
      And player 2 holds C3 D3
      And the bag is empty
      When player 1 passes
      Then the game is over
      And player 1 wins

    Scenario: Players equal in points and tiles share the win
      Given the brief's rules
      And player 1 has scored 20 points
      And player 2 has scored 20 points
      And player 1 holds A4
      And player 2 holds C3
      And the bag is empty
      When player 1 passes
      Then the game is over
      And players 1 and 2 share the win
