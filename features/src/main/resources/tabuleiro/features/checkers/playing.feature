Feature: Playing at the keyboard
  The player types a whole move (22-18, 16x23x30), or the square a piece is on and then where it
  goes. A capture of several jumps is played one jump at a time: after each jump from which the
  piece can jump on, the player is asked to go on, and offered to stop only where the rules allow
  it. A square is typed as its number or as the labels on the board's edges name it (c3).

  @CHECKERS-22 @ex05
  Rule: A move of several jumps is announced, and then played one jump at a time
    When the chosen origin and destination can only be reached by more than one jump, the player
    is told so and then plays the jumps one at a time.

    Scenario: A two-jump capture is played jump by jump
      Given the classic rules
      And the position "W:W22:B18,11,1"
      When the player types:
        """
        22 8
        15
        8
        """
      Then the screen shows "This move needs 2 jumps: play them one at a time."
      And the moves played are 22x15x8

    Scenario: A jump that is not on the way is answered
      Given the classic rules
      And the position "W:W22:B18,11,1"
      When the player types:
        """
        22 8
        9
        15
        8
        """
      Then the screen shows "is not one of the squares this capture can jump to"
      And the moves played are 22x15x8

    Scenario: A capture of several jumps may also be typed whole
      Given the simplified rules
      And the position "B:W17,18,19,20,22,25,26,32:B5,6,11,12,13,15,16"
      When the player types:
        """
        16x23x30x21x14x23
        """
      Then the moves played are 16x23x30x21x14x23
      And the screen shows "White to move"

  @CHECKERS-23 @ex08
  Rule: A turn ends after a simple move, a finished or stopped capture, or a resignation
    A turn ends after a simple move; after a capture when no further capture is possible; after
    a capture the player chooses to stop, where capture is not compulsory; or when the player
    resigns.

    Scenario: A simple move ends the turn
      Given the simplified rules
      And the position "W:W22:B1"
      When the player types:
        """
        22 18
        """
      Then the moves played are 22-18
      And the screen shows "Black to move"

    Scenario: Under the simplified rules a capture may stop after the first jump
      Given the simplified rules
      And the position "W:W22:B18,11,1"
      When the player types:
        """
        22 8
        15
        stop
        """
      Then the moves played are 22x15
      And the screen shows "Black to move"

    Scenario: Under the simplified rules the player is asked after each jump whether to go on
      Given the simplified rules
      And the position "B:W17,18,19,20,22,25,26,32:B5,6,11,12,13,15,16"
      When the player types:
        """
        16 23
        30
        21
        14
        23
        """
      Then the screen shows "The piece on 23 can jump on: go on (30) or stop?"
      And the screen shows "The piece on 14 can jump on: go on (23) or stop?"
      And the moves played are 16x23x30x21x14x23

    Scenario: Under the classic rules a capture that must go on is not offered to stop
      Given the classic rules
      And the position "W:W22:B18,11,1"
      When the player types:
        """
        22 15
        8
        """
      Then the screen shows "Jump from 15 to which square (8)?"
      And the screen does not show "or stop"
      And the moves played are 22x15x8

    Scenario: Under the classic rules stopping is refused while the capture can go on
      Given the classic rules
      And the position "W:W22:B18,11,1"
      When the player types:
        """
        22 8
        15
        stop
        8
        """
      Then the screen shows "The capture cannot stop here"
      And the moves played are 22x15x8

    Scenario: A player resigns when asked where the piece goes
      Given the simplified rules
      And the position "W:W22:B18,11,1"
      When the player types:
        """
        22
        resign
        """
      Then Black wins by resignation

    Scenario: A player resigns in the middle of a capture
      Given the simplified rules
      And the position "W:W22:B18,11,1"
      When the player types:
        """
        22 8
        resign
        """
      Then Black wins by resignation
