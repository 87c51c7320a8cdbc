package tabuleiro.grading.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import org.junit.jupiter.api.Test;
import tabuleiro.grading.spi.Games;

class GeneratedSettingTest {

    @Test
    void eachGradedGameHasADefaultCountOfItsOwn() {
        for (String game : Games.ids()) {
            assertThat(GeneratedSetting.DEFAULTS.gameCount("tabuleiro." + game)).as(game)
                    .isPositive().isEqualTo(GeneratedSetting.defaultGames(game));
            assertThat(GeneratedSetting.DEFAULTS.asked("tabuleiro." + game)).as(game).isTrue();
        }
        // Chess's default is smaller than Connect Four's: a chess game asks five times as many
        // questions (361 against 66 per game, EveryGameIT and GeneratedGamesIT), each dearer.
        assertThat(GeneratedSetting.defaultGames("chess"))
                .isLessThan(GeneratedSetting.defaultGames("connectfour"));
    }

    @Test
    void aClassIsAskedTwiceTheKitsGamesNowTheOraclePlaysThemOnceForAll() {
        for (String game : Games.ids()) {
            assertThat(GeneratedSetting.defaultGames(game)).as(game)
                    .isEqualTo(2 * GeneratedSetting.kitGames(game));
        }
        assertThatThrownBy(() -> GeneratedSetting.kitGames("tabuleiro.go"))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aSchemesCountIsEveryGamesAndZeroAsksNone() {
        GeneratedSetting hundred = new GeneratedSetting(100, null, null);
        assertThat(hundred.gameCount("tabuleiro.chess")).isEqualTo(100);
        assertThat(hundred.gameCount("tabuleiro.connectfour")).isEqualTo(100);
        assertThat(new GeneratedSetting(0, null, null).asked("tabuleiro.quarto")).isFalse();
    }

    @Test
    void everyGameOfTheRuleBookIsGradedAndNoOther() {
        // Every registered game, the five and any game added since (GamesTest: one a scheme).
        assertThat(Games.ids()).contains("connectfour", "quarto", "chess", "checkers",
                "qwirkle");
        // Qwirkle since its probe deals the games itself: one game of 24 turns fits the budget.
        assertThat(GeneratedSetting.DEFAULTS.asked("tabuleiro.qwirkle")).isTrue();
        assertThat(GeneratedSetting.defaultGames("tabuleiro.qwirkle")).isEqualTo(2);
        assertThat(GeneratedSetting.DEFAULTS.asked("tabuleiro.go")).isFalse();
        assertThatThrownBy(() -> GeneratedSetting.defaultGames("tabuleiro.go"))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theKitsSeedsAreNoClassSeedAndTheDefaultIsNoneOfThem() {
        assertThat(GeneratedSetting.isKitSeed(GeneratedSetting.DEFAULT_SEED)).isFalse();
        assertThat(GeneratedSetting.DEFAULTS.classSeed()).isEqualTo(47);
        for (long seed = 1; seed <= GeneratedSetting.KIT_SEEDS; seed++) {
            long kitSeed = seed;
            assertThat(GeneratedSetting.isKitSeed(kitSeed)).isTrue();
            assertThatThrownBy(() -> GeneratedSetting.DEFAULTS.withSeed(kitSeed))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("one of the student kit's seeds");
            // A kit seed's games are drawn with the kit's name, a class's with none.
            assertThat(GeneratedSetting.seedOf(kitSeed, GeneratedSetting.KIT_SUBMISSION))
                    .isNotEqualTo(GeneratedSetting.DEFAULTS.gamesSeed());
        }
        assertThat(GeneratedSetting.isKitSeed(0)).isFalse();
        assertThat(GeneratedSetting.isKitSeed(GeneratedSetting.KIT_SEEDS + 1)).isFalse();
        assertThat(GeneratedSetting.DEFAULTS.withSeed(0).gamesSeed())
                .isEqualTo(GeneratedSetting.gamesSeed(0));
    }

    @Test
    void aClassSeedWhoseGamesWouldBeAKitsIsRefusedToo() {
        // The class seed c with c * G + hash("class") = k * G + hash("student-kit"), modulo
        // 2^64, where G is the mix's odd multiplier: its games would be kit seed k's.
        BigInteger modulus = BigInteger.ONE.shiftLeft(64);
        BigInteger multiplier = new BigInteger("9E3779B97F4A7C15", 16);
        for (long kitSeed = 1; kitSeed <= GeneratedSetting.KIT_SEEDS; kitSeed++) {
            BigInteger difference = BigInteger.valueOf((long) GeneratedSetting.KIT_SUBMISSION
                    .hashCode() - "class".hashCode());
            long colliding = BigInteger.valueOf(kitSeed).add(difference
                    .multiply(multiplier.modInverse(modulus))).mod(modulus).longValue();
            assertThat(GeneratedSetting.gamesSeed(colliding)).isEqualTo(
                    GeneratedSetting.seedOf(kitSeed, GeneratedSetting.KIT_SUBMISSION));
            assertThat(GeneratedSetting.isKitSeed(colliding)).isTrue();
            assertThatThrownBy(() -> GeneratedSetting.DEFAULTS.withSeed(colliding))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("would meet the games of one of the student kit's");
            // The seed that would meet kit seed k + 2's games, which no kit has.
            assertThat(GeneratedSetting.isKitSeed(colliding + GeneratedSetting.KIT_SEEDS))
                    .isFalse();
        }
    }
}
