Feature: Scoring
  A turn scores every line that its tiles make or lengthen: one point per tile in the line, the
  tiles that were already there included. A tile that lies in two such lines, one along its row
  and one along its column, counts in both. A line of six tiles is a Qwirkle and scores six more.
  The score of a turn is explained line by line, so that a player can see where each point came
  from. In the scoring examples the board already shows the turn's tiles.

  @QWIRKLE-09 @ex04
  Rule: Each line made or lengthened scores one point per tile in it; a tile in two lines counts in both; a lone tile scores 1

    Scenario: Lengthening a row of three scores the four tiles of the row
      Given the board
        """
           0  1  2  3
        0 A1 A2 A3 A4
        """
      When the tiles A4@0,3 just placed are scored
      Then the turn scores 4 points
      And the score is explained as
        """
        row 0, columns 0 to 3: 4 tiles, 4 points
        total: 4 points
        """

    # tag::two-lines[]
    Scenario: One tile that ends a row and a column scores in both
      Given the board
        """
           0  1  2
        0 A1 A2 A3
        1 .. .. B3
        2 .. .. C3
        """
      When the tiles A3@0,2 just placed are scored
      Then the turn scores 6 points
      And the score is explained as
        """
        row 0, columns 0 to 2: 3 tiles, 3 points
        column 2, rows 0 to 2: 3 tiles, 3 points
        total: 6 points
        """
    # end::two-lines[]

    Scenario: Two tiles in a row score their row and the column one of them joins
      Given the board
        """
           0  1  2
        0 B1 B2 ..
        1 A1 A2 A3
        """
      When the tiles A2@1,1 A3@1,2 just placed are scored
      Then the turn scores 5 points
      And the score is explained as
        """
        row 1, columns 0 to 2: 3 tiles, 3 points
        column 1, rows 0 to 1: 2 tiles, 2 points
        total: 5 points
        """

    Scenario: Two tiles in a row, each joining a column, score the row and both columns
      Given the board
        """
           0  1  2
        0 .. B2 B3
        1 A1 A2 A3
        """
      When the tiles A2@1,1 A3@1,2 just placed are scored
      Then the turn scores 7 points
      And the score is explained as
        """
        row 1, columns 0 to 2: 3 tiles, 3 points
        column 1, rows 0 to 1: 2 tiles, 2 points
        column 2, rows 0 to 1: 2 tiles, 2 points
        total: 7 points
        """

    Scenario: Two tiles down a column score their column once
      Given the board
        """
           0  1  2
        0 A1 A2 A3
        1 .. .. B3
        2 .. .. C3
        """
      When the tiles B3@1,2 C3@2,2 just placed are scored
      Then the turn scores 3 points
      And the score is explained as
        """
        column 2, rows 0 to 2: 3 tiles, 3 points
        total: 3 points
        """

    Scenario: The first tile of the game, alone, scores 1
      Given the board
        """
          0
        0 C3
        """
      When the tiles C3@0,0 just placed are scored
      Then the turn scores 1 points
      And the score is explained as
        """
        the tile on 0,0 alone: 1 point
        total: 1 point
        """

    Scenario: The points of a turn are added to the player's score
      Given the board
        """
           0  1  2
        0 A1 A2 A3
        """
      And player 1 holds A4 B5
      And player 1 has scored 10 points
      When player 1 places A4@0,3
      Then the turn scores 4 points
      And player 1 has 14 points
      And it is player 2's turn now

  @QWIRKLE-10 @ex04
  Rule: A line of six tiles, a Qwirkle, scores 12: its six tiles plus a bonus of six

    Scenario: Completing a row of six circles scores 12
      Given the board
        """
           0  1  2  3  4  5
        0 A1 A2 A3 A4 A5 A6
        """
      When the tiles A4@0,3 A5@0,4 A6@0,5 just placed are scored
      Then the turn scores 12 points
      And the score is explained as
        """
        row 0, columns 0 to 5: 6 tiles + 6 for a Qwirkle, 12 points
        total: 12 points
        """

    Scenario: A Qwirkle down a column, made by a tile that also lengthens a row
      Given the board
        """
           0  1
        0 A1 ..
        1 B1 ..
        2 C1 ..
        3 D1 ..
        4 E1 ..
        5 F1 F2
        """
      When the tiles F1@5,0 just placed are scored
      Then the turn scores 14 points
      And the score is explained as
        """
        row 5, columns 0 to 1: 2 tiles, 2 points
        column 0, rows 0 to 5: 6 tiles + 6 for a Qwirkle, 12 points
        total: 14 points
        """

    Scenario: A line of five scores five, with no bonus
      Given the board
        """
           0  1  2  3  4
        0 A1 A2 A3 A4 A5
        """
      When the tiles A5@0,4 just placed are scored
      Then the turn scores 5 points

  @QWIRKLE-11 @ex06
  Rule: After placing, the player draws from the bag until they hold six tiles or the bag is empty

    Scenario: One tile placed, one tile drawn
      Given the board
        """
           0  1  2
        0 A1 A2 A3
        """
      And player 1 holds A4 B5 C6 D1 E2 F3
      And the bag draws F6 first
      When player 1 places A4@0,3
      Then player 1 now holds B5 C6 D1 E2 F3 F6
      And the bag holds 98 tiles

    Scenario: The bag runs out before the hand is full
      Given the board
        """
           0  1  2
        0 A1 A2 A3
        """
      And player 1 holds A4 A5 C6 D1 E2 F3
      And player 2 holds B3
      And the bag holds only F6
      When player 1 places A4@0,3 A5@0,4
      Then player 1 now holds C6 D1 E2 F3 F6
      And the bag holds 0 tiles
