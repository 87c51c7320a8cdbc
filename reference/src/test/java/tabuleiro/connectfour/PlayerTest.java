package tabuleiro.connectfour;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Tests of {@link Player}: the brief's numbers 1 and 2, and whose turn follows whose.
 */
class PlayerTest {

    @ParameterizedTest
    @EnumSource(Player.class)
    void aPlayerIsFoundByItsNumberAndIsItsOpponentsOpponent(Player player) {
        assertThat(Player.ofNumber(player.number())).isSameAs(player);
        assertThat(player.opponent()).isNotSameAs(player);
        assertThat(player.opponent().opponent()).isSameAs(player);
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 3, -1})
    void onlyOneAndTwoNameAPlayer(int number) {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> Player.ofNumber(number))
                .withMessageContaining("1 or 2")
                .withMessageContaining(String.valueOf(number));
    }
}
