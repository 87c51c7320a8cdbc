Feature: Playing at the keyboard
  The player types the square a piece is on and the square it goes to. A capture of several
  jumps is played one jump at a time, and a capture can be stopped part way where the rules
  allow it.

  @CHECKERS-22 @ex04
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

  @CHECKERS-23 @ex04
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

    Scenario: A player resigns in the middle of a capture
      Given the simplified rules
      And the position "W:W22:B18,11,1"
      When the player types:
        """
        22 8
        resign
        """
      Then Black wins by resignation
