package tabuleiro.grading.generator;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/**
 * Placeholder for the skeleton generator, written on another branch; the lead drops this file
 * when merging.
 */
@Command(name = "generate", mixinStandardHelpOptions = true, description = "Not written yet.")
public final class GenerateCommand implements Callable<Integer> {

    @Override
    public Integer call() {
        throw new UnsupportedOperationException("generate is written on another branch");
    }
}
