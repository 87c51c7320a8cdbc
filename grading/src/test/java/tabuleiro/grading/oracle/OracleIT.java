package tabuleiro.grading.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.function.Function;
import org.junit.jupiter.api.Test;

/** The oracle opens the reference from {@code oracle/} and answers the probe contract. */
class OracleIT {

    @Test
    void theConnectFourProbeOfTheOracleAnswersARuleBookPosition() throws Exception {
        try (Oracle oracle = Oracle.ofGrader()) {
            Function<String, String> probe = oracle.probe("connectfour");
            assertNotSame(getClass().getClassLoader(), probe.getClass().getClassLoader(),
                    "the probe comes from the oracle's own class loader");
            String start = probe.apply("new");
            assertTrue(start.startsWith("board=......./......./"), start);
            assertEquals("1 2 3 4 5 6 7", probe.apply("legal"));
            String after = probe.apply("play 4");
            assertTrue(after.contains("\nturn=2\n"), after);
            assertEquals("refused: IllegalArgumentException", probe.apply("play 8"));
            // a vertical four for player 1 in column 4
            for (String move : new String[] {"1", "4", "1", "4", "1", "4"}) {
                probe.apply("play " + move);
            }
            String won = probe.apply("observe");
            assertTrue(won.contains("over=true\nwinner=1\nline=four"), won);
            assertEquals("", probe.apply("legal"));
            assertTrue(probe.apply("scenario pt winner").contains("Então o jogador 1 ganha"),
                    probe.apply("scenario pt winner"));
        }
    }

    @Test
    void theReferenceIsNotOnTheGradersClassPath() {
        String classPath = System.getProperty("java.class.path");
        assertTrue(!classPath.contains("/oracle/"), classPath);
    }
}
