package tabuleiro.grading.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class GeneratedSettingTest {

    @Test
    void eachGradedGameHasADefaultCountOfItsOwn() {
        for (String game : GeneratedSetting.GAMES) {
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
    void aSchemesCountIsEveryGamesAndZeroAsksNone() {
        GeneratedSetting hundred = new GeneratedSetting(100, null, null);
        assertThat(hundred.gameCount("tabuleiro.chess")).isEqualTo(100);
        assertThat(hundred.gameCount("tabuleiro.connectfour")).isEqualTo(100);
        assertThat(new GeneratedSetting(0, null, null).asked("tabuleiro.quarto")).isFalse();
    }

    @Test
    void everyGameOfTheRuleBookIsGradedAndNoOther() {
        // Qwirkle since its probe deals the games itself: one game of 24 turns fits the budget.
        assertThat(GeneratedSetting.GAMES).containsExactlyInAnyOrder("connectfour", "quarto",
                "chess", "checkers", "qwirkle");
        assertThat(GeneratedSetting.DEFAULTS.asked("tabuleiro.qwirkle")).isTrue();
        assertThat(GeneratedSetting.defaultGames("tabuleiro.qwirkle")).isEqualTo(1);
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
            // A kit seed's games are those a submission named student-kit meets at that seed.
            assertThat(GeneratedSetting.seedOf(kitSeed, "student-kit"))
                    .isNotEqualTo(GeneratedSetting.DEFAULTS.seedOf("student-kit"));
        }
        assertThat(GeneratedSetting.isKitSeed(0)).isFalse();
        assertThat(GeneratedSetting.isKitSeed(GeneratedSetting.KIT_SEEDS + 1)).isFalse();
        assertThat(GeneratedSetting.DEFAULTS.withSeed(0).seedOf("ana"))
                .isEqualTo(GeneratedSetting.seedOf(0, "ana"));
    }
}
