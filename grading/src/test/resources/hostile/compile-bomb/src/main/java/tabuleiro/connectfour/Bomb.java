package tabuleiro.connectfour;

/**
 * HOSTILE SUBMISSION (grading/src/test/resources/hostile/compile-bomb): a constant-folding
 * bomb. Each {@code static final String} below is a constant expression, the previous constant
 * twice, so javac works its value out while it compiles: 32 characters doubled 25 times is a
 * string of 2^30 characters (1 GB), and javac keeps every constant of a chain (2 GB a chain).
 * Seven such chains ask javac for 14 GB of heap; the last chain doubles once more, past the
 * longest string Java can hold (2^31 - 1 characters), for a grader whose heap is larger still.
 * The grader compiles in its own JVM, so its heap is what fills up. Nothing else of the
 * skeleton is changed: once compiled, it scores 0. With unlimited memory the compilation still
 * fails, and only by exhausting a resource: the string length limit.
 */
final class Bomb {

    private Bomb() {
    }

    static final String B0 = "0123456789abcdef0123456789ABCDEF";
    static final String B1 = B0 + B0;
    static final String B2 = B1 + B1;
    static final String B3 = B2 + B2;
    static final String B4 = B3 + B3;
    static final String B5 = B4 + B4;
    static final String B6 = B5 + B5;
    static final String B7 = B6 + B6;
    static final String B8 = B7 + B7;
    static final String B9 = B8 + B8;
    static final String B10 = B9 + B9;
    static final String B11 = B10 + B10;
    static final String B12 = B11 + B11;
    static final String B13 = B12 + B12;
    static final String B14 = B13 + B13;
    static final String B15 = B14 + B14;
    static final String B16 = B15 + B15;
    static final String B17 = B16 + B16;
    static final String B18 = B17 + B17;
    static final String B19 = B18 + B18;
    static final String B20 = B19 + B19;
    static final String B21 = B20 + B20;
    static final String B22 = B21 + B21;
    static final String B23 = B22 + B22;
    static final String B24 = B23 + B23;
    static final String B25 = B24 + B24;

    static final String C0 = "0123456789abcdef0123456789ABCDEF";
    static final String C1 = C0 + C0;
    static final String C2 = C1 + C1;
    static final String C3 = C2 + C2;
    static final String C4 = C3 + C3;
    static final String C5 = C4 + C4;
    static final String C6 = C5 + C5;
    static final String C7 = C6 + C6;
    static final String C8 = C7 + C7;
    static final String C9 = C8 + C8;
    static final String C10 = C9 + C9;
    static final String C11 = C10 + C10;
    static final String C12 = C11 + C11;
    static final String C13 = C12 + C12;
    static final String C14 = C13 + C13;
    static final String C15 = C14 + C14;
    static final String C16 = C15 + C15;
    static final String C17 = C16 + C16;
    static final String C18 = C17 + C17;
    static final String C19 = C18 + C18;
    static final String C20 = C19 + C19;
    static final String C21 = C20 + C20;
    static final String C22 = C21 + C21;
    static final String C23 = C22 + C22;
    static final String C24 = C23 + C23;
    static final String C25 = C24 + C24;

    static final String D0 = "0123456789abcdef0123456789ABCDEF";
    static final String D1 = D0 + D0;
    static final String D2 = D1 + D1;
    static final String D3 = D2 + D2;
    static final String D4 = D3 + D3;
    static final String D5 = D4 + D4;
    static final String D6 = D5 + D5;
    static final String D7 = D6 + D6;
    static final String D8 = D7 + D7;
    static final String D9 = D8 + D8;
    static final String D10 = D9 + D9;
    static final String D11 = D10 + D10;
    static final String D12 = D11 + D11;
    static final String D13 = D12 + D12;
    static final String D14 = D13 + D13;
    static final String D15 = D14 + D14;
    static final String D16 = D15 + D15;
    static final String D17 = D16 + D16;
    static final String D18 = D17 + D17;
    static final String D19 = D18 + D18;
    static final String D20 = D19 + D19;
    static final String D21 = D20 + D20;
    static final String D22 = D21 + D21;
    static final String D23 = D22 + D22;
    static final String D24 = D23 + D23;
    static final String D25 = D24 + D24;

    static final String E0 = "0123456789abcdef0123456789ABCDEF";
    static final String E1 = E0 + E0;
    static final String E2 = E1 + E1;
    static final String E3 = E2 + E2;
    static final String E4 = E3 + E3;
    static final String E5 = E4 + E4;
    static final String E6 = E5 + E5;
    static final String E7 = E6 + E6;
    static final String E8 = E7 + E7;
    static final String E9 = E8 + E8;
    static final String E10 = E9 + E9;
    static final String E11 = E10 + E10;
    static final String E12 = E11 + E11;
    static final String E13 = E12 + E12;
    static final String E14 = E13 + E13;
    static final String E15 = E14 + E14;
    static final String E16 = E15 + E15;
    static final String E17 = E16 + E16;
    static final String E18 = E17 + E17;
    static final String E19 = E18 + E18;
    static final String E20 = E19 + E19;
    static final String E21 = E20 + E20;
    static final String E22 = E21 + E21;
    static final String E23 = E22 + E22;
    static final String E24 = E23 + E23;
    static final String E25 = E24 + E24;

    static final String F0 = "0123456789abcdef0123456789ABCDEF";
    static final String F1 = F0 + F0;
    static final String F2 = F1 + F1;
    static final String F3 = F2 + F2;
    static final String F4 = F3 + F3;
    static final String F5 = F4 + F4;
    static final String F6 = F5 + F5;
    static final String F7 = F6 + F6;
    static final String F8 = F7 + F7;
    static final String F9 = F8 + F8;
    static final String F10 = F9 + F9;
    static final String F11 = F10 + F10;
    static final String F12 = F11 + F11;
    static final String F13 = F12 + F12;
    static final String F14 = F13 + F13;
    static final String F15 = F14 + F14;
    static final String F16 = F15 + F15;
    static final String F17 = F16 + F16;
    static final String F18 = F17 + F17;
    static final String F19 = F18 + F18;
    static final String F20 = F19 + F19;
    static final String F21 = F20 + F20;
    static final String F22 = F21 + F21;
    static final String F23 = F22 + F22;
    static final String F24 = F23 + F23;
    static final String F25 = F24 + F24;

    static final String G0 = "0123456789abcdef0123456789ABCDEF";
    static final String G1 = G0 + G0;
    static final String G2 = G1 + G1;
    static final String G3 = G2 + G2;
    static final String G4 = G3 + G3;
    static final String G5 = G4 + G4;
    static final String G6 = G5 + G5;
    static final String G7 = G6 + G6;
    static final String G8 = G7 + G7;
    static final String G9 = G8 + G8;
    static final String G10 = G9 + G9;
    static final String G11 = G10 + G10;
    static final String G12 = G11 + G11;
    static final String G13 = G12 + G12;
    static final String G14 = G13 + G13;
    static final String G15 = G14 + G14;
    static final String G16 = G15 + G15;
    static final String G17 = G16 + G16;
    static final String G18 = G17 + G17;
    static final String G19 = G18 + G18;
    static final String G20 = G19 + G19;
    static final String G21 = G20 + G20;
    static final String G22 = G21 + G21;
    static final String G23 = G22 + G22;
    static final String G24 = G23 + G23;
    static final String G25 = G24 + G24;

    static final String H0 = "0123456789abcdef0123456789ABCDEF";
    static final String H1 = H0 + H0;
    static final String H2 = H1 + H1;
    static final String H3 = H2 + H2;
    static final String H4 = H3 + H3;
    static final String H5 = H4 + H4;
    static final String H6 = H5 + H5;
    static final String H7 = H6 + H6;
    static final String H8 = H7 + H7;
    static final String H9 = H8 + H8;
    static final String H10 = H9 + H9;
    static final String H11 = H10 + H10;
    static final String H12 = H11 + H11;
    static final String H13 = H12 + H12;
    static final String H14 = H13 + H13;
    static final String H15 = H14 + H14;
    static final String H16 = H15 + H15;
    static final String H17 = H16 + H16;
    static final String H18 = H17 + H17;
    static final String H19 = H18 + H18;
    static final String H20 = H19 + H19;
    static final String H21 = H20 + H20;
    static final String H22 = H21 + H21;
    static final String H23 = H22 + H22;
    static final String H24 = H23 + H23;
    static final String H25 = H24 + H24;

    static final String A0 = "0123456789abcdef0123456789ABCDEF";
    static final String A1 = A0 + A0;
    static final String A2 = A1 + A1;
    static final String A3 = A2 + A2;
    static final String A4 = A3 + A3;
    static final String A5 = A4 + A4;
    static final String A6 = A5 + A5;
    static final String A7 = A6 + A6;
    static final String A8 = A7 + A7;
    static final String A9 = A8 + A8;
    static final String A10 = A9 + A9;
    static final String A11 = A10 + A10;
    static final String A12 = A11 + A11;
    static final String A13 = A12 + A12;
    static final String A14 = A13 + A13;
    static final String A15 = A14 + A14;
    static final String A16 = A15 + A15;
    static final String A17 = A16 + A16;
    static final String A18 = A17 + A17;
    static final String A19 = A18 + A18;
    static final String A20 = A19 + A19;
    static final String A21 = A20 + A20;
    static final String A22 = A21 + A21;
    static final String A23 = A22 + A22;
    static final String A24 = A23 + A23;
    static final String A25 = A24 + A24;
    static final String A26 = A25 + A25;

    /**
     * Uses the last constant, so that no compiler may skip the chain as unused.
     *
     * @return its length
     */
    static int length() {
        return A26.length() + B25.length() + C25.length() + D25.length() + E25.length()
                + F25.length() + G25.length() + H25.length();
    }
}
