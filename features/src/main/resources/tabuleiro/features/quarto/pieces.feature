Feature: The pieces
  Quarto has sixteen pieces, and each has four attributes with two values each: tall or short,
  light or dark, round or square, solid or hollow. No two pieces are alike, so the set is exactly
  the sixteen combinations. The brief writes a piece in three characters: the shape, one letter
  for the colour and the size, and the fill.

  @QUARTO-02 @ex01
  Rule: There are 16 pieces, each tall or short, light or dark, round or square, solid or hollow, and no two are alike

    Scenario: The set has sixteen pieces, no two alike
      When I take the set of pieces
      Then there are 16 pieces, no two alike

    Scenario: Every combination of the four attributes is in the set, once
      When I take the set of pieces
      Then each of the 16 combinations of size, colour, shape and fill is there once

    Scenario: The set comes in the brief's order: tall before short, light before dark, round before square, solid before hollow
      When I take the set of pieces
      Then the pieces are, in order, (B! (B; [B! [B; (P! (P; [P! [P; (b! (b; [b! [b; (p! (p; [p! [p;

    Scenario: Taking the set again gives no seventeenth piece: it is the same sixteen
      When I take the set of pieces twice
      Then there are 16 pieces, no two alike
      And the second set is the first one, in the same order

  @QUARTO-11 @ex01
  Rule: A piece is written in three characters: its shape, then its colour and size, then its fill
    The shape is ( round or [ square; the letter is B tall light, b short light, P tall dark or
    p short dark; the fill is ! solid or ; hollow. Text that is not three such characters names
    no piece.

    Scenario Outline: Each attribute shows in the notation
      When the <piece> piece is written in the notation
      Then it is written "<notation>"

      Examples:
        | piece                      | notation |
        | tall light round solid     | (B!      |
        | short dark square hollow   | [p;      |
        | tall dark square solid     | [P!      |
        | short light round hollow   | (b;      |
        | short light square solid   | [b!      |

    Scenario Outline: The notation is read back as the piece it names
      When "<notation>" is read as a piece
      Then it is the <piece> piece

      Examples:
        | notation | piece                      |
        | (P;      | tall dark round hollow     |
        | [B;      | tall light square hollow   |
        | (p!      | short dark round solid     |

    Scenario: All sixteen pieces are written differently, and each is read back as itself
      When every piece of the set is written and read back
      Then the 16 notations are all different
      And each is read back as the piece it was written from

    Scenario Outline: Text that is not three characters of the notation names no piece
      When "<text>" is read as a piece
      Then the text is refused because <reason>

      Examples:
        | text | reason                                   |
        | (B   | a piece is written with three characters |
        | (B!! | a piece is written with three characters |
        | {B!  | the shape is ( or [                      |
        | (X!  | the colour and size are B, b, P or p     |
        | (B?  | the fill is ! or ;                       |
