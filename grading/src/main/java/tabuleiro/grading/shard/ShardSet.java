package tabuleiro.grading.shard;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * The shards given to {@code grade merge}, checked to make exactly one class: every shard of
 * {@code I/N} there once, each graded by this grader under this scheme and dealt from the same
 * class, and every submission of that class in exactly one shard, the one the deal gives it.
 * Anything else is refused, each problem in a sentence that names the shard (its number and
 * folder) and the submission: merging it would put a grade in the gradebook that no single run
 * of this grader would give.
 */
public final class ShardSet {

    /** The most differing jars a refusal names. */
    private static final int NAMED_FILES = 5;

    private ShardSet() {
    }

    /**
     * A shard's report folder and its manifest.
     *
     * @param folder the shard's report folder
     * @param manifest its manifest
     */
    public record Given(Path folder, ShardManifest manifest) {

        /** Checks the parts. */
        public Given {
            Objects.requireNonNull(folder, "folder");
            Objects.requireNonNull(manifest, "manifest");
        }

        private String shown() {
            return "shard " + manifest.index() + "/" + manifest.count() + " (" + folder + ")";
        }
    }

    /**
     * A submission of the merged class, with the shard that graded it.
     *
     * @param folder the report folder of the shard that graded it
     * @param shard that shard
     * @param entry what its manifest says of it
     */
    public record Placed(Path folder, Shard shard, ShardManifest.Entry entry) {
    }

    /**
     * The class the shards make.
     *
     * @param submissions every submission of the class, in the class's order
     * @param notes what the instructor should know that does not stop the merge
     */
    public record Merged(List<Placed> submissions, List<String> notes) {

        /** Keeps unmodifiable copies. */
        public Merged {
            submissions = List.copyOf(submissions);
            notes = List.copyOf(notes);
        }
    }

    /**
     * Checks the shards and puts their submissions in the class's order.
     *
     * @param shards the shards, as given
     * @param grader the grader that merges: every shard must have been graded by it
     * @param scheme the digest of the scheme the merge is given: every shard must have been
     *     graded under it
     * @return the class
     * @throws IllegalArgumentException if the shards do not make one class graded one way; the
     *     message has a line for each problem, naming the shard and the submission
     */
    public static Merged merge(List<Given> shards, ShardManifest.GraderDigest grader,
            String scheme) {
        if (shards.isEmpty()) {
            throw new IllegalArgumentException("no shard was given: name every shard's report"
                    + " folder");
        }
        List<String> problems = new ArrayList<>();
        shardsOfOneCount(shards, problems);
        for (Given given : shards) {
            ShardManifest manifest = given.manifest();
            if (!manifest.grader().digest().equals(grader.digest())) {
                problems.add(given.shown() + " was graded by another grader than this one ("
                        + differing(manifest.grader(), grader) + "): merge with the grader"
                        + " that graded every shard");
            }
            if (!manifest.scheme().equals(scheme)) {
                problems.add(given.shown() + " was graded under another scheme or language"
                        + " than the one given to merge (scheme digest " + brief(
                        manifest.scheme()) + ", not " + brief(scheme) + "): give merge the"
                        + " --game or --scheme, --lang and --seed the shards were graded with");
            }
        }
        Given first = shards.get(0);
        for (Given given : shards.subList(1, shards.size())) {
            if (!given.manifest().classDigest().equals(first.manifest().classDigest())
                    || given.manifest().classSize() != first.manifest().classSize()) {
                problems.add(given.shown() + " was dealt from another class ("
                        + given.manifest().classSize() + " submissions) than " + first.shown()
                        + " (" + first.manifest().classSize() + " submissions): grade every"
                        + " shard from the same class");
            }
        }
        List<Placed> placed = submissions(shards, problems);
        if (problems.isEmpty()) {
            wholeClass(placed, first.manifest(), problems);
        }
        if (!problems.isEmpty()) {
            throw new IllegalArgumentException("the shards cannot be merged:\n  "
                    + String.join("\n  ", problems));
        }
        placed.sort(Comparator.comparingInt(p -> p.entry().position()));
        return new Merged(placed, notes(shards));
    }

    /** Each shard of one count, each there once: none missing, none twice. */
    private static void shardsOfOneCount(List<Given> shards, List<String> problems) {
        Set<Integer> counts = shards.stream().map(g -> g.manifest().count())
                .collect(Collectors.toCollection(TreeSet::new));
        if (counts.size() > 1) {
            problems.add("the shards are of different counts (" + shards.stream()
                    .map(Given::shown).collect(Collectors.joining(", ")) + "): a class is"
                    + " graded as one number of shards");
            return;
        }
        int count = counts.iterator().next();
        Map<Integer, List<Given>> byIndex = new TreeMap<>();
        shards.forEach(g -> byIndex.computeIfAbsent(g.manifest().index(), i -> new ArrayList<>())
                .add(g));
        byIndex.forEach((index, given) -> {
            if (given.size() > 1) {
                problems.add("shard " + index + "/" + count + " is given " + given.size()
                        + " times: " + given.stream().map(g -> g.folder().toString())
                        .collect(Collectors.joining(", ")));
            }
        });
        List<String> missing = new ArrayList<>();
        for (int index = 0; index < count; index++) {
            if (!byIndex.containsKey(index)) {
                missing.add(index + "/" + count);
            }
        }
        if (!missing.isEmpty()) {
            problems.add((missing.size() == 1 ? "shard " + missing.get(0) + " is missing"
                    : "shards " + String.join(", ", missing) + " are missing") + " (given: "
                    + byIndex.keySet().stream().map(i -> i + "/" + count)
                    .collect(Collectors.joining(", ")) + "): merge waits for every shard");
        }
    }

    /** The submissions of every shard, and each one graded twice named. */
    private static List<Placed> submissions(List<Given> shards, List<String> problems) {
        Map<String, List<Placed>> byName = new LinkedHashMap<>();
        for (Given given : shards) {
            for (ShardManifest.Entry entry : given.manifest().submissions()) {
                byName.computeIfAbsent(entry.name(), n -> new ArrayList<>()).add(new Placed(
                        given.folder(), given.manifest().shard(), entry));
            }
        }
        List<Placed> placed = new ArrayList<>();
        byName.forEach((name, graded) -> {
            if (graded.size() > 1) {
                problems.add(name + " was graded twice: in " + graded.stream()
                        .map(p -> "shard " + p.shard() + " (" + p.folder() + ")")
                        .collect(Collectors.joining(" and in ")));
            }
            placed.add(graded.get(0));
        });
        return placed;
    }

    /** Every place of the class held once, and each submission in the shard the deal says. */
    private static void wholeClass(List<Placed> placed, ShardManifest first,
            List<String> problems) {
        List<String> names = placed.stream().map(p -> p.entry().name()).toList();
        if (!Deal.classDigest(names).equals(first.classDigest())
                || names.size() != first.classSize()) {
            Map<Integer, String> places = new TreeMap<>();
            placed.forEach(p -> places.merge(p.entry().position(), p.entry().name(),
                    (a, b) -> a + " and " + b));
            List<String> empty = new ArrayList<>();
            for (int place = 0; place < first.classSize(); place++) {
                if (!places.containsKey(place)) {
                    empty.add(String.valueOf(place));
                }
            }
            problems.add("the class has " + first.classSize() + " submissions, but the shards"
                    + " hold " + names.size() + (empty.isEmpty() ? " other ones"
                    : " (none holds the class's place " + String.join(", ", empty) + ")")
                    + ": a shard's results are missing or from another run");
            return;
        }
        Deal deal = Deal.of(names, first.count());
        for (Placed p : placed) {
            Shard dealt = deal.shardOf(p.entry().name());
            if (!dealt.equals(p.shard())) {
                problems.add(p.entry().name() + " is in shard " + p.shard() + " ("
                        + p.folder() + "), but the class deals it to shard " + dealt);
            }
        }
    }

    /** The JDKs the shards ran on, when they differ. */
    private static List<String> notes(List<Given> shards) {
        Set<String> jdks = new LinkedHashSet<>();
        shards.forEach(g -> jdks.add(String.valueOf(g.manifest().jdk())));
        return jdks.size() > 1 ? List.of("the shards ran on different Java runtimes: "
                + String.join("; ", jdks)) : List.of();
    }

    /** The files two graders differ in, a few of them by name. */
    private static String differing(ShardManifest.GraderDigest theirs,
            ShardManifest.GraderDigest ours) {
        Set<String> names = new TreeSet<>(theirs.files().keySet());
        names.addAll(ours.files().keySet());
        List<String> differ = names.stream().filter(name -> !Objects.equals(
                theirs.files().get(name), ours.files().get(name))).toList();
        if (differ.isEmpty()) {
            return "digest " + brief(theirs.digest()) + ", not " + brief(ours.digest());
        }
        return "its " + String.join(", ", differ.subList(0, Math.min(NAMED_FILES,
                differ.size()))) + (differ.size() > NAMED_FILES ? " and " + (differ.size()
                - NAMED_FILES) + " more" : "") + " differ";
    }

    private static String brief(String digest) {
        return digest.length() > 12 ? digest.substring(0, 12) + "…" : digest;
    }
}
