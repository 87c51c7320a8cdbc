package tabuleiro.grading.tournament;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.Texts;
import tabuleiro.grading.oracle.Oracle;
import tabuleiro.grading.tournament.games.TournamentGame;
import tabuleiro.grading.tournament.referee.RefereeGame;
import tabuleiro.grading.tournament.report.TournamentMerge;
import tabuleiro.grading.tournament.report.TournamentShard;
import tabuleiro.grading.tournament.report.TournamentTexts;

/**
 * The {@code tournament merge} command: makes a round robin's files from the shards it was
 * played in ({@code tournament --shard K/N}, a folder each), the same files, byte for byte, as
 * one run of the same seed would have written. Refuses, writing nothing, shards that are not
 * every shard of one tournament ({@link TournamentMerge}).
 */
@Command(name = "merge",
        description = "Makes a round robin's files (tournament.csv, games.csv, tournament.md,"
                + " tournament.html, replays/) from the shards it was played in with"
                + " tournament --shard K/N, as one run would have written them; refuses a"
                + " missing shard, a shard given twice, and shards of another seed, game,"
                + " schedule or players.",
        mixinStandardHelpOptions = true,
        exitCodeListHeading = "Exit status:%n",
        exitCodeList = {
            "0:the tournament's files are written",
            "1:the grader failed (a file could not be read or written)",
            "2:the command line cannot be used, or the shards do not make one tournament"
        })
final class TournamentMergeCommand implements Callable<Integer> {

    /** The exit status of shards that do not make one tournament, as picocli's usage error. */
    static final int REFUSED = 2;

    @Spec
    private CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "SHARD",
            description = "A shard's folder (the --out of tournament --shard K/N), or a folder"
                    + " whose folders are the shards'.")
    private List<Path> shards = new ArrayList<>();

    @Option(names = "--out", required = true, paramLabel = "DIR",
            description = "Where the tournament's files go.")
    private Path out;

    @Option(names = "--lang", paramLabel = "LANG", defaultValue = "en",
            description = "The language of the merge's messages: en or pt (default:"
                    + " ${DEFAULT-VALUE}); the pages are in the shards' language.")
    private String lang;

    @Override
    public Integer call() throws IOException {
        Language language = Language.ofTag(lang).orElseThrow(() -> new ParameterException(
                spec.commandLine(), "--lang is " + Language.tags() + ", but it is " + lang));
        Texts texts = Texts.of(TournamentTexts.class, language);
        List<TournamentMerge.Located> located = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        for (Path file : files(shards)) {
            try {
                located.add(new TournamentMerge.Located(file.getParent(),
                        TournamentShard.read(file)));
            } catch (IllegalArgumentException e) {
                problems.add(texts.text("merge.unreadable", file, e.getMessage()));
            }
        }
        PrintWriter err = spec.commandLine().getErr();
        TournamentMerge.Merged merged;
        try {
            if (!problems.isEmpty()) {
                throw new IllegalArgumentException(String.join("\n", problems));
            }
            merged = TournamentMerge.merge(located, texts);
        } catch (IllegalArgumentException refused) {
            refused.getMessage().lines().forEach(line -> err.println("error: " + line));
            err.flush();
            return REFUSED;
        }
        TournamentGame game = TournamentGame.of(merged.settings().game()).orElseThrow(() ->
                new ParameterException(spec.commandLine(), texts.text("merge.unreadable",
                        shards, merged.settings().game())));
        try (RefereeGame reference = game.open(Oracle.defaultFolder())) {
            TournamentMerge.write(merged, out, reference);
        }
        spec.commandLine().getOut().println(texts.text("console.merged",
                Integer.toString(located.size()), Integer.toString(merged.records().size()),
                out.resolve("tournament.html")));
        return 0;
    }

    /** The shards' files: a folder's own, else those of the folders in it, by name. */
    private static List<Path> files(List<Path> given) throws IOException {
        List<Path> files = new ArrayList<>();
        Set<Path> seen = new HashSet<>();
        for (Path folder : given) {
            Path own = folder.resolve(TournamentShard.FILE);
            if (Files.isRegularFile(own)) {
                if (seen.add(own.toAbsolutePath().normalize())) {
                    files.add(own);
                }
                continue;
            }
            if (Files.isDirectory(folder)) {
                try (Stream<Path> inside = Files.list(folder)) {
                    for (Path file : inside.sorted().map(f -> f.resolve(TournamentShard.FILE))
                            .filter(Files::isRegularFile).toList()) {
                        if (seen.add(file.toAbsolutePath().normalize())) {
                            files.add(file);
                        }
                    }
                }
            }
        }
        return files;
    }
}
