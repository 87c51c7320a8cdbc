package tabuleiro.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.Reader;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Tests that the fuzzer sees what it is meant to: crashes, hangs, and sessions that end well. */
class FuzzerTest {

    /** A UI that asks for numbers through a prompter until the input ends. */
    private static final class Counting implements FuzzTarget {
        private final boolean crashOnZero;
        private final boolean hangOnZero;

        Counting(boolean crashOnZero, boolean hangOnZero) {
            this.crashOnZero = crashOnZero;
            this.hangOnZero = hangOnZero;
        }

        @Override
        public String game() {
            return "counting";
        }

        @Override
        public List<String> vocabulary() {
            return List.of("1", "2", "0");
        }

        @Override
        public int play(Reader input, PrintWriter output) {
            Prompter prompter = new Prompter(input, output);
            try {
                while (true) {
                    String answer = prompter.ask("Number? ", "A number.");
                    if (answer.equals("0") && crashOnZero) {
                        throw new IllegalStateException("zero");
                    }
                    while (answer.equals("0") && hangOnZero) {
                        output.print("");
                        if (Thread.currentThread().isInterrupted()) {
                            return 1;
                        }
                    }
                }
            } catch (Quit quit) {
                return 0;
            }
        }
    }

    @Test
    void aUiThatReadsEveryLineWithoutFailingHasNoProblem() {
        Fuzzer.Report report = new Fuzzer(new Counting(false, false), 50, 5_000).run(1, 40);

        assertThat(report.problems()).isEmpty();
        assertThat(report.sessions()).isEqualTo(40);
        assertThat(report.lines()).isGreaterThan(40);
    }

    @Test
    void anEscapedExceptionIsACrashNamedWithItsSeed() {
        Fuzzer.Report report = new Fuzzer(new Counting(true, false), 50, 5_000).run(1, 40);

        assertThat(report.crashes()).isPositive();
        assertThat(report.hangs()).isZero();
        assertThat(report.problems().get(0)).matches("seed \\d+: escaped java.lang"
                + ".IllegalStateException: zero");
    }

    @Test
    void aSessionThatDoesNotEndIsAHang() {
        Fuzzer.Report report = new Fuzzer(new Counting(false, true), 50, 200).run(1, 5);

        assertThat(report.hangs()).isPositive();
        assertThat(report.problems()).allMatch(problem -> problem.endsWith("still running after"
                + " 200 ms"));
    }
}
