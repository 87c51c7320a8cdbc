package tabuleiro.qwirkle.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import tabuleiro.ui.ContractTwins;
import tabuleiro.ui.Language;

/**
 * Every refusal the command reader words has a Portuguese twin, so a Portuguese player never
 * reads it in English; English players read the reader's own words; a refusal no twin knows (a
 * student's own) is shown as written.
 */
class QwirkleContractsTest {

    private final ContractTwins portuguese =
            ContractTwins.of(QwirkleContracts.class, Language.PORTUGUESE);
    private final ContractTwins english =
            ContractTwins.of(QwirkleContracts.class, Language.ENGLISH);

    @Test
    void everyRefusalOfTheReaderHasAPortugueseTwin() {
        for (String typed : List.of("", "dance", "play", "trade", "pass now", "play A4",
                "play Z9 0,3", "play A4 0;3", "play A4 0,2147483646", "trade G1")) {
            String refusal;
            try {
                CommandReader.read(typed);
                throw new AssertionError("\"" + typed + "\" was read as a turn");
            } catch (IllegalArgumentException refused) {
                refusal = refused.getMessage();
            }
            assertThat(portuguese.say(refusal)).as(typed).isNotEqualTo(refusal);
            assertThat(english.say(refusal)).as(typed).isEqualTo(refusal);
        }
    }

    @Test
    void aRefusalIsSaidWithItsValues() {
        assertThat(portuguese.say("\"dance\" is not a command: type play, trade or pass"))
                .isEqualTo("\"dance\" não é um comando: escreva jogar, trocar ou passar");
        assertThat(portuguese.say("A4 is placed twice but your hand holds only one A4"))
                .isEqualTo("A4 é jogada duas vezes mas a sua mão só tem uma A4");
        assertThat(portuguese.say("\"0,2147483646\" is not a square in play: a square's row and"
                + " column are between -1000 and 1000")).isEqualTo("\"0,2147483646\" não é uma"
                + " casa em jogo: a linha e a coluna de uma casa estão entre -1000 e 1000");
    }

    @Test
    void aRefusalNoTwinKnowsIsShownAsWritten() {
        assertThat(portuguese.say("my own words")).isEqualTo("my own words");
        assertThat(portuguese.say(null)).isNull();
    }
}
