package tabuleiro.features.galo.probe;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The Jogo do Galo probe against the reference. */
class GaloProbeTest {

    @Test
    void aNewGameIsObserved() {
        GaloProbe probe = new GaloProbe();
        assertThat(probe.apply("new")).isEqualTo(String.join("\n", "board=.../.../...",
                "turn=X", "over=false", "winner=none", "line=none"));
        assertThat(probe.apply("legal")).isEqualTo("a1 a2 a3 b1 b2 b3 c1 c2 c3");
    }

    @Test
    void aWinOnTheAntiDiagonalIsChargedToTheDiagonals() {
        GaloProbe probe = new GaloProbe();
        probe.apply("new");
        for (String move : new String[] {"c1", "a1", "b2", "b1"}) {
            probe.apply("play " + move);
        }
        assertThat(probe.apply("play a3")).isEqualTo(String.join("\n",
                "board=OOX/.X./X..", "turn=O", "over=true", "winner=X", "line=three"));
        assertThat(probe.apply("legal")).isEmpty();
        assertThat(probe.apply("classify winner X none")).isEqualTo("GALO-08");
        assertThat(probe.apply("scenario en winner")).isEqualTo(String.join("\n",
                "Scenario: A generated example", "  Given the moves c1 a1 b2 b1",
                "  When a3 is played", "  Then X wins with the line c1 b2 a3", ""));
        assertThat(probe.apply("scenario pt turn")).contains("Dadas as jogadas c1 a1 b2 b1",
                "Quando se joga em a3", "Então o O é o próximo a jogar");
    }

    @Test
    void anOccupiedSquareIsRefusedAndADrawIsTheDrawRule() {
        GaloProbe probe = new GaloProbe();
        probe.apply("new");
        probe.apply("play b2");
        assertThat(probe.apply("play b2")).isEqualTo("refused: IllegalArgumentException");
        assertThat(probe.apply("observe")).contains("board=.../.X./...", "turn=O");
        for (String move : new String[] {"a1", "c1", "a3", "a2", "c2", "b1", "b3", "c3"}) {
            probe.apply("play " + move);
        }
        assertThat(probe.apply("observe")).contains("board=OXX/XXO/OOX", "over=true",
                "winner=none");
        assertThat(probe.apply("classify over true false")).isEqualTo("GALO-09");
        assertThat(probe.apply("classify board XO.|OX.")).isEqualTo("GALO-03");
    }
}
