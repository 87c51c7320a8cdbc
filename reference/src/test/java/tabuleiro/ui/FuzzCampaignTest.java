package tabuleiro.ui;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import tabuleiro.cli.GameEntry;

/** The long fuzz run finds every registered game's target by the games' convention. */
class FuzzCampaignTest {

    @Test
    void everyRegisteredGameHasAFuzzTargetOfItsOwnName() throws ReflectiveOperationException {
        assertThat(GameEntry.all()).isNotEmpty();
        for (GameEntry entry : GameEntry.all()) {
            Object target = Class.forName(FuzzCampaign.targetOf(entry)).getDeclaredConstructor()
                    .newInstance();
            assertThat(target).as(entry.name()).isInstanceOf(FuzzTarget.class);
            assertThat(((FuzzTarget) target).game()).isEqualTo(entry.name());
        }
    }
}
