package tabuleiro.grading.wholeclass;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import tabuleiro.grading.model.GeneratedSetting;
import tabuleiro.grading.model.Scheme;

/**
 * The {@code --seed N} option of {@code grade} and {@code merge}: the class seed of generated
 * examples. It is part of the scheme, so of the fingerprint each shard's manifest records:
 * shards graded with {@code grade --shard I/N --seed N} are merged with {@code merge --seed N},
 * one option shared so that the two commands cannot come to read it differently.
 */
final class ClassSeed {

    @Option(names = "--seed", paramLabel = "N",
            description = "The class seed of generated examples (random games the reference"
                    + " plays against each engine: the same games for every submission, whatever"
                    + " its name). Default: the scheme's generated.seed, else 47; report.html"
                    + " and summary.md show it, so a run can be reproduced. Shards graded with"
                    + " --seed are merged with the same --seed. The student kit's seeds (1 to "
                    + GeneratedSetting.KIT_SEEDS + ") are refused: a kit answers their games.")
    private Long seed;

    /** Creates the option; picocli fills it in. */
    ClassSeed() {
        // Filled in by picocli from the command line.
    }

    /**
     * The scheme with the seed the command line gave, if it gave one.
     *
     * @param scheme the scheme chosen by {@code --game} or {@code --scheme}
     * @param spec the command, whose command line is refused a kit's seed
     * @return the scheme, with its generated examples' class seed replaced when {@code --seed}
     *         was given
     */
    Scheme applyTo(Scheme scheme, CommandSpec spec) {
        if (seed != null && GeneratedSetting.isKitSeed(seed)) {
            throw new ParameterException(spec.commandLine(), "--seed "
                    + GeneratedSetting.kitSeedRefused(seed));
        }
        return seed == null ? scheme : scheme.withSeed(seed);
    }
}
