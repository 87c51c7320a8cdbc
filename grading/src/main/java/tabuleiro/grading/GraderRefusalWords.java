package tabuleiro.grading;

import java.util.ListResourceBundle;

/**
 * Picocli's own refusals of the grader's command line, as picocli 4.7 words them in English,
 * each with {@code {0}}, {@code {1}}... where it puts a value; their Portuguese twins are in
 * {@link GraderRefusalWords_pt}. {@link GraderRefusals} says a refusal through them when
 * {@code --lang pt} is on the command line ({@code check} and {@code play}, which students
 * run). They are the launcher's twins ({@code tabuleiro.cli.PicocliTexts}), which the grader
 * cannot read, the reference never being on its class path; a test checks both say every
 * refusal alike.
 */
public class GraderRefusalWords extends ListResourceBundle {

    /**
     * The refusals by key.
     *
     * @return pairs of key and message pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"unknown.one", "Unknown option: ''{0}''"},
            {"unknown.many", "Unknown options: {0}"},
            {"unmatched.one", "Unmatched argument at index {0}: ''{1}''"},
            {"unmatched.many", "Unmatched arguments from index {0}: {1}"},
            {"missing.option", "Missing required option: ''{0}''"},
            {"missing.options", "Missing required options: {0}"},
            {"missing.parameter", "Missing required parameter: ''{0}''"},
            {"missing.parameters", "Missing required parameters: {0}"},
            {"missing.value", "Missing required parameter for option ''{0}'' ({1})"},
            {"missing.subcommand", "Missing required subcommand"},
            {"invalid.int", "Invalid value for option ''{0}'': ''{1}'' is not an int"},
            {"invalid.long", "Invalid value for option ''{0}'': ''{1}'' is not a long"},
            {"invalid", "Invalid value for option ''{0}'': {1}"},
            {"invalid.positional", "Invalid value for positional parameter at index {0} ({1}):"
                        + " {2}"},
            {"once", "option ''{0}'' ({1}) should be specified only once"},
            {"once.positional", "positional parameter at index {0} ({1}) should be specified only"
                        + " once"},
            {"expected.parameter", "Expected parameter for option ''{0}'' but found ''{1}''"},
            // UnmatchedArgumentException.printSuggestions, after the refusal.
            {"did.you.mean", "Did you mean: {0}?"},
            {"possible", "Possible solutions: {0}"},
            // The suggestions are joined so.
            {"or", "{0} or {1}"},
            // What the grader says instead of its commands' help, which is in English.
            {"help", "Its options: {0} --help"},
        };
    }
}
