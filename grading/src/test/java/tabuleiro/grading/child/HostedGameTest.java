package tabuleiro.grading.child;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/**
 * How the agents' host finds its game's engine by the name the grader passes: only a concrete
 * {@link HostedGame} of the grader's own is taken, and a refused class runs no code.
 */
class HostedGameTest {

    @Test
    void aClassThatIsNoEngineIsRefusedUninitialised() {
        assertThatThrownBy(() -> HostedGame.engine(Posing.class.getName()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("is not one of the grader's engines");
        assertThat(Witness.posed).isFalse();
    }

    @Test
    void anInterfaceOrAnAbstractEngineIsRefused() {
        assertThatThrownBy(() -> HostedGame.engine(HostedGame.class.getName()))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> HostedGame.engine(ListedMovesEngine.class.getName()))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> HostedGame.engine(Unfinished.class.getName()))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aNameOfNoClassIsRefused() {
        assertThatThrownBy(() -> HostedGame.engine("tabuleiro.grading.child.NoSuchEngine"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("no engine class");
    }

    @Test
    void theEnginesOwnFailureIsThrownAsItThrewIt() {
        Class<? extends HostedGame> engine = HostedGame.engine(Lacking.class.getName());
        assertThatThrownBy(() -> HostedGame.make(engine, getClass().getClassLoader()))
                .isInstanceOf(ClassNotFoundException.class)
                .hasMessage("tabuleiro.example.Agent");
    }

    /** Whether {@link Posing}'s code ran: read here, so as not to run it. */
    static final class Witness {

        static boolean posed;
    }

    /** A class that is no engine, and says whether its code ran. */
    public static final class Posing {

        static {
            Witness.posed = true;
        }

        /** Makes nothing. */
        public Posing() {
        }
    }

    /** An engine that cannot be made. */
    public abstract static class Unfinished implements HostedGame {
    }

    /** An engine whose submission lacks the game's agent. */
    public static final class Lacking implements HostedGame {

        /**
         * Fails as an engine of a submission without the game's {@code Agent} does.
         *
         * @param loader the submission's class loader
         * @throws ClassNotFoundException always
         */
        public Lacking(ClassLoader loader) throws ClassNotFoundException {
            throw new ClassNotFoundException("tabuleiro.example.Agent");
        }

        @Override
        public Class<?> agentType() {
            return Object.class;
        }

        @Override
        public boolean readable(String moves) {
            return false;
        }

        @Override
        public String ask(Object agent, String moves) {
            return "";
        }
    }
}
