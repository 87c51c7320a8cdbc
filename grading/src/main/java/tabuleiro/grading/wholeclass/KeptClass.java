package tabuleiro.grading.wholeclass;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import tabuleiro.grading.batch.StoredResult;
import tabuleiro.grading.model.FileTrees;
import tabuleiro.grading.model.GradedSubmission;
import tabuleiro.grading.model.Marking;
import tabuleiro.grading.model.Scheme;
import tabuleiro.grading.model.Texts;
import tabuleiro.grading.report.wholeclass.ClassSummary;
import tabuleiro.grading.report.wholeclass.TimingsCsv;

/**
 * The class already in a report folder, which {@code grade} keeps: grading some students into
 * it adds or regrades them, and the class's files are written from every student's stored
 * result, those of this run and those of the students it was not given. A folder graded under
 * another scheme or language, or holding students' results without a class record, is refused
 * unless {@code --start-over} says to replace it.
 */
final class KeptClass {

    /** How many names the console line lists before it says how many more. */
    private static final int NAMES_SHOWN = 5;

    private final Path out;
    private final List<String> students;

    private KeptClass(Path out, List<String> students) {
        this.out = out;
        this.students = List.copyOf(students);
    }

    /** Why a report folder cannot take this run's students, with what to do instead. */
    static final class Refused extends Exception {

        private static final long serialVersionUID = 1L;

        Refused(String message) {
            super(message);
        }
    }

    /**
     * Reads the class a report folder holds, or starts it over.
     *
     * @param out the class's report folder
     * @param scheme the scheme of this run, speaking its language
     * @param startOver whether to delete what an earlier class left there first
     * @return the class, empty when the folder holds none
     * @throws Refused if the folder holds a class graded otherwise, or results of an unknown
     *     class, and {@code startOver} is false; the message says what to do
     * @throws IOException if the folder cannot be read, or emptied when starting over
     */
    static KeptClass open(Path out, Scheme scheme, boolean startOver)
            throws Refused, IOException {
        Optional<ClassRecord> record;
        try {
            record = ClassRecord.read(out);
        } catch (IllegalArgumentException damaged) {
            if (!startOver) {
                throw new Refused(damaged.getMessage() + ": give another --out, or add"
                        + " --start-over to replace what " + out + " holds");
            }
            record = Optional.empty();
        }
        List<String> stored = ClassRecord.stored(out, record);
        // The class is every student its record lists (one whose result a stopped run took
        // away is still one of it) and every stored result.
        Set<String> members = new LinkedHashSet<>(record.map(ClassRecord::students)
                .orElse(List.of()));
        members.addAll(stored);
        String replace = "give another --out for this class, or add --start-over to replace"
                + " the class in " + out + " (the report folders of its " + stored.size()
                + " students there are deleted first)";
        if (startOver) {
            for (String name : members) {
                FileTrees.delete(out.resolve(name));
            }
            for (String file : ClassSummary.FILES) {
                FileTrees.delete(out.resolve(file));
            }
            FileTrees.delete(out.resolve(TimingsCsv.FILE));
            FileTrees.delete(out.resolve("rulebook"));
            FileTrees.delete(out.resolve(ClassRecord.FILE));
            return new KeptClass(out, List.of());
        }
        if (record.isPresent() && !record.get().gradedUnder(scheme)) {
            throw new Refused(out + " holds the class graded under "
                    + record.get().describe() + ", but this run grades under "
                    + ClassRecord.of(scheme, List.of()).describe() + " (or another version of"
                    + " that scheme): one class folder holds one class graded one way. To"
                    + " grade the same class again, give the same scheme and --lang; else "
                    + replace);
        }
        if (record.isEmpty() && !stored.isEmpty()) {
            throw new Refused(out + " holds the results of " + stored.size() + " students"
                    + " but no " + ClassRecord.FILE + " saying which class they are (a grader"
                    + " before this one wrote it, or it was removed): " + replace);
        }
        return new KeptClass(out, List.copyOf(members));
    }

    /**
     * Records the class's scheme before grading starts, so that a run stopped half way
     * leaves a folder the next run recognises.
     *
     * @param scheme the scheme of this run, speaking its language
     * @throws IOException if it cannot be written
     */
    void claim(Scheme scheme) throws IOException {
        Files.createDirectories(out);
        ClassRecord.of(scheme, students).write(out);
    }

    /**
     * Returns the whole class: the students the folder held, in their order, each as this run
     * graded it or as it was stored, then this run's new students, in this run's order.
     *
     * @param graded what this run graded
     * @param marking the marking, to score the stored results again
     * @param err where to tell of a stored result that cannot be read (left out)
     * @return the class
     */
    List<GradedSubmission> with(List<GradedSubmission> graded, Marking marking,
            PrintWriter err) {
        Map<String, GradedSubmission> now = new HashMap<>();
        graded.forEach(submission -> now.put(submission.name(), submission));
        List<GradedSubmission> whole = new ArrayList<>();
        for (String name : students) {
            GradedSubmission regraded = now.remove(name);
            if (regraded != null) {
                whole.add(regraded);
                continue;
            }
            Optional<StoredResult> stored = StoredResult.read(out.resolve(name));
            try {
                whole.add(stored.orElseThrow(() -> new IllegalArgumentException(
                        "its stored result is gone")).graded(marking));
            } catch (IllegalArgumentException e) {
                err.println("warning: " + name + " is left out of the class's files: "
                        + e.getMessage() + "; grade it again to bring it back");
            }
        }
        graded.stream().filter(submission -> now.containsKey(submission.name()))
                .forEach(whole::add);
        return whole;
    }

    /**
     * Says what this run did to the class the folder held, for the console.
     *
     * @param graded what this run graded
     * @param size how many students the class has now
     * @param texts the console's words
     * @return e.g. {@code regraded eve; kept 30 as they were graded; the class has 31
     *     students}; empty when the folder held no class or this run graded exactly its
     *     students (a first run, a resumed one, say nothing more than their files)
     */
    Optional<String> told(List<GradedSubmission> graded, int size, Texts texts) {
        Set<String> before = Set.copyOf(students);
        Set<String> now = graded.stream().map(GradedSubmission::name)
                .collect(Collectors.toSet());
        if (students.isEmpty() || now.equals(before)) {
            // A first run, or the whole class again (resumed, say): nothing to add.
            return Optional.empty();
        }
        List<String> regraded = graded.stream().map(GradedSubmission::name)
                .filter(before::contains).toList();
        List<String> added = graded.stream().map(GradedSubmission::name)
                .filter(name -> !before.contains(name)).toList();
        List<String> parts = new ArrayList<>();
        if (!regraded.isEmpty()) {
            parts.add(texts.text("console.regraded", names(regraded)));
        }
        if (!added.isEmpty()) {
            parts.add(texts.text("console.added", names(added)));
        }
        long kept = size - regraded.size() - added.size();
        if (kept > 0) {
            parts.add(texts.text("console.kept", String.valueOf(kept)));
        }
        // The class's size as a number, which chooses the plural.
        return Optional.of(texts.text("console.class", String.join("; ", parts), size));
    }

    private static String names(List<String> names) {
        String shown = names.stream().limit(NAMES_SHOWN).collect(Collectors.joining(", "));
        return names.size() > NAMES_SHOWN ? shown + " (+" + (names.size() - NAMES_SHOWN) + ")"
                : shown;
    }

    /**
     * The students the folder held before this run, in the class's order.
     *
     * @return their report folders' names
     */
    List<String> students() {
        return students;
    }
}
