package tabuleiro.grading.report.wholeclass;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import tabuleiro.grading.model.FileTrees;
import tabuleiro.grading.model.PhaseTimes;
import tabuleiro.grading.report.CsvRows;

/**
 * {@code timings.csv}: the instructor's account of where a class's grading time went, one row per
 * submission graded in this run (a result kept from an earlier run took no time and has no row),
 * one column per phase, in seconds. It says nothing of a student's work and is not for students.
 */
public final class TimingsCsv {

    /** The file's name. */
    public static final String FILE = "timings.csv";

    private TimingsCsv() {
    }

    /**
     * Writes the file, replacing an earlier one.
     *
     * @param out the class's report folder
     * @param times the submissions graded in this run
     * @return the file written
     * @throws IOException if it cannot be written
     */
    public static Path write(Path out, List<PhaseTimes> times) throws IOException {
        List<String> header = new ArrayList<>();
        header.add("submission");
        header.addAll(PhaseTimes.PHASES);
        header.add("total");
        StringBuilder csv = new StringBuilder(CsvRows.row(header));
        for (PhaseTimes time : times) {
            List<String> row = new ArrayList<>();
            row.add(time.submission());
            time.seconds().forEach(seconds -> row.add(format(seconds)));
            row.add(format(time.total()));
            csv.append(CsvRows.row(row));
        }
        Path file = out.resolve(FILE);
        FileTrees.writeAtomically(file, partial -> Files.writeString(partial, csv,
                StandardCharsets.UTF_8));
        return file;
    }

    private static String format(double seconds) {
        return String.format(Locale.ROOT, "%.3f", seconds);
    }
}
