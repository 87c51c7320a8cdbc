Feature: The text UI
  People play at the keyboard. A turn is typed as in the brief's program: play, then each tile
  and its square (row,column); trade, then the tiles to put back; or pass. The brief's
  Portuguese words jogar, trocar and passar work too, and case does not matter. Anything else
  is answered with what was expected, and the same player types again. In these examples
  player 1 types and player 2 is the greedy agent.

  Background:
    Given the brief's rules
    And the board
      """
         0  1  2
      0 A1 A2 A3
      """
    And player 1 holds A4 B5

  @QWIRKLE-13 @ex07
  Rule: Tiles are written shape letter then colour digit; bad input gets a message and the same player goes again
    Either case is read. Text that is not a tile or not a square, a square out of play, a tile
    not in the hand, a square that is taken or an unknown command is answered with what was
    expected, and the same player types again. A line too long is refused whole, with a
    warning: half a command could be another command.

    Scenario: A tile typed in lower case is read
      When player 1 types these lines at the text UI, player 2 being the greedy agent
        """
        jogar a4 0,3
        """
      Then the UI answers "player 1 places A4@0,3:"

    Scenario Outline: The brief's Portuguese commands are read: <typed>
      When player 1 types these lines at the text UI, player 2 being the greedy agent
        """
        <typed>
        """
      Then the UI answers "<answer>"
      And the UI answers "player 2 passes."

      Examples:
        | typed     | answer                  |
        | trocar b5 | player 1 trades 1 tile. |
        | passar    | player 1 passes.        |

    Scenario Outline: Text that is not a tile is answered with what a tile is: <typed>
      When player 1 types these lines at the text UI, player 2 being the greedy agent
        """
        play <typed> 0,3
        """
      Then the UI answers "\"<typed>\" is not a tile: a tile is a shape letter A-F then a colour digit 1-6, such as A1"
      And the board, the hands, the scores and the bag are unchanged

      Examples:
        | typed | what is wrong                              |
        | Z9    | neither a shape letter nor a colour digit  |
        | G1    | no shape has the letter G                  |
        | A9    | no colour has the digit 9                  |
        | A44   | three characters, not two                  |

    Scenario Outline: Text that is not a square is answered with what a square is: <typed>
      When player 1 types these lines at the text UI, player 2 being the greedy agent
        """
        play A4 <typed>
        """
      Then the UI answers "\"<typed>\" is not a square: a square is row,column, such as 0,1 or -1,2"
      And the board, the hands, the scores and the bag are unchanged

      Examples:
        | typed | what is wrong                  |
        | 0;3   | no comma between the numbers   |
        | 3     | a row without its column       |
        | 0,3,1 | three numbers, not two         |
        | a,1   | a row that is not a number     |
        | 1,b   | a column that is not a number  |

    Scenario: A tile that is not in the hand is refused
      When player 1 types these lines at the text UI, player 2 being the greedy agent
        """
        play C3 0,3
        """
      Then the UI answers "That turn is not allowed: C3 is not in your hand: your hand holds A4 B5."
      And the board, the hands, the scores and the bag are unchanged

    Scenario: A trade of a tile that is not in the hand is refused
      When player 1 types these lines at the text UI, player 2 being the greedy agent
        """
        trade C3
        """
      Then the UI answers "That turn is not allowed: you can trade only tiles in your hand: A4 B5"
      And the board, the hands, the scores and the bag are unchanged

    Scenario: A square that is taken is refused
      When player 1 types these lines at the text UI, player 2 being the greedy agent
        """
        play A4 0,1
        """
      Then the UI answers "That turn is not allowed: square 0,1 is taken"
      And the board, the hands, the scores and the bag are unchanged

    Scenario: An unknown command is answered with the commands there are
      When player 1 types these lines at the text UI, player 2 being the greedy agent
        """
        dance
        play A4
        """
      Then the UI answers "\"dance\" is not a command: type play, trade or pass"
      And the UI answers "A4 has no square: write each tile then its square"
      And the board, the hands, the scores and the bag are unchanged

    Scenario Outline: A command typed without what it needs is answered with what it needs: <typed>
      When player 1 types these lines at the text UI, player 2 being the greedy agent
        """
        <typed>
        """
      Then the UI answers "<answer>"
      And the board, the hands, the scores and the bag are unchanged

      Examples:
        | typed    | answer                                                           |
        | play     | play needs tiles with their squares, such as play A1 0,0 B1 0,1 |
        | trade    | trade needs the tiles to put back, such as trade A1 B2           |
        | pass now | pass takes nothing after it                                      |

    Scenario: A line that is too long is refused whole with a warning
      When player 1 types a line of 250 characters at the text UI
      Then the UI answers "That line was longer than 200 characters, so none of it was read."
      And the board, the hands, the scores and the bag are unchanged

    Scenario: A square out of play is answered with the squares in play, whatever its numbers
      When player 1 types these lines at the text UI, player 2 being the greedy agent
        """
        play A4 0,2147483646
        """
      Then the UI answers "\"0,2147483646\" is not a square in play: a square's row and column are between -1000 and 1000"
      And the board, the hands, the scores and the bag are unchanged

    Scenario: A tile typed twice but held once is answered with how many the hand holds
      When player 1 types these lines at the text UI, player 2 being the greedy agent
        """
        play A4 0,3 A4 0,4
        """
      Then the UI answers "That turn is not allowed: A4 is placed twice but your hand holds only one A4."
      And the board, the hands, the scores and the bag are unchanged

  @QWIRKLE-20 @ex07
  Rule: After a game the players may start a new one
    In these examples the bag is empty and player 1 holds one tile: the first turn ends the
    game, and each new game starts from the same position.

    Scenario: Answering yes, then no, plays two games
      Given player 1 holds A4
      And player 2 holds B5
      And the bag is empty
      When two greedy agents play this game at the text UI, and each new game from the same position, the answers to "Play again? (y/n)" being
        """
        y
        n
        """
      Then 2 games were played to the end

    Scenario: The brief's Portuguese answer works, and anything else is asked again
      Given player 1 holds A4
      And player 2 holds B5
      And the bag is empty
      When two greedy agents play this game at the text UI, and each new game from the same position, the answers to "Play again? (y/n)" being
        """
        talvez
        não
        """
      Then the UI answers "Type y to play again or n to stop."
      And 1 games were played to the end
