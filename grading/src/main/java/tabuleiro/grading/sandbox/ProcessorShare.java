package tabuleiro.grading.sandbox;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The operating system's bound on a child JVM's processor time, so that a submission's threads
 * that only compute cannot take the processor from the submission graded beside it.
 *
 * <p>Where the grader may make control groups of the {@code cpu} controller (root on cgroup v1; on
 * cgroup v2, a grader whose own group may enable {@code cpu} below it, which a group that holds
 * processes, a systemd scope's, may not), each job slot of the grader (each thread that grades,
 * with its JVMs one after the other) gets a group of its own, {@code tabuleiro-PID/slot-N}, with a
 * quota of one processor ({@code cpu.max} {@code 100000 100000} on cgroup v2, {@code
 * cpu.cfs_quota_us} = {@code cpu.cfs_period_us} on v1), and every JVM it starts is put in it
 * before it runs anything (a shell writes its own process number into the group, then becomes the
 * rest of the command). The kernel then shares the processor between groups, not threads: a JVM
 * with 150 busy threads gets no more than one with one, and never more than one processor (what
 * the JVM is told it has, {@code -XX:ActiveProcessorCount=1}).
 *
 * <p>Where it may not (a user without delegation, a container that mounts the controller
 * read-only), each slot's JVMs are pinned to one processor of their own
 * ({@code taskset -c K}), as long as there are at least as many processors as slots, so a
 * burner competes only with itself; with more slots than processors the slots share them in
 * turn. In every case a grading JVM's processor time is also bounded in total by
 * {@code RLIMIT_CPU} (see {@link #cpuSeconds}), and its wall time by the grader's kill.
 *
 * <p>Nothing of this exists on macOS or Windows: there the JVM's own limits and the grader's
 * kill are all (the README's "Isolation and limits" says what holds where).
 */
final class ProcessorShare {

    /** The period of the quota, in microseconds: the kernel's default. */
    static final long PERIOD_MICROS = 100_000;

    /** The processors a JVM may use in each period: one, as the JVM is told. */
    static final int PROCESSORS = 1;

    /** How many processor seconds a grading JVM may use beyond its wall time limit. */
    static final int CPU_SECONDS_MARGIN = 30;

    private static final Path MOUNTS = Path.of("/proc/self/mounts");
    private static final Path OWN_GROUPS = Path.of("/proc/self/cgroup");

    /** How slots are bound: by a group's quota, by pinning, or not at all. */
    enum Kind {
        /** A cgroup v2 group with {@code cpu.max}. */
        CGROUP_V2,
        /** A cgroup v1 group of the {@code cpu} controller with a CFS quota. */
        CGROUP_V1,
        /** Each slot pinned to a processor of its own. */
        PINNED,
        /** Nothing but {@code RLIMIT_CPU}. */
        NONE
    }

    private final Kind kind;
    private final Optional<Path> parent;
    private final Optional<Path> taskset;
    private final List<Integer> processors;
    private final String description;
    private final Map<Long, Integer> slots = new ConcurrentHashMap<>();
    private final Map<Integer, Path> groups = new ConcurrentHashMap<>();
    private final AtomicInteger nextSlot = new AtomicInteger();

    private ProcessorShare(Kind kind, Optional<Path> parent, Optional<Path> taskset,
            List<Integer> processors, String description) {
        this.kind = kind;
        this.parent = parent;
        this.taskset = taskset;
        this.processors = List.copyOf(processors);
        this.description = description;
    }

    /**
     * Finds how this machine can bound a JVM's processor time: a cgroup v2 group, a cgroup v1
     * group, pinning, or nothing, in that order.
     *
     * @param taskset the {@code taskset} program, if installed
     * @return the bound to use
     */
    static ProcessorShare detect(Optional<Path> taskset) {
        if (!System.getProperty("os.name", "").startsWith("Linux")) {
            return none("not Linux");
        }
        List<String> why = new ArrayList<>();
        for (Kind kind : List.of(Kind.CGROUP_V2, Kind.CGROUP_V1)) {
            try {
                Optional<Path> own = ownGroup(kind);
                if (own.isEmpty()) {
                    why.add(kind == Kind.CGROUP_V2 ? "no cgroup v2 with the cpu controller"
                            : "no cgroup v1 cpu controller");
                    continue;
                }
                Path parent = own.get().resolve("tabuleiro-" + ProcessHandle.current().pid());
                Files.createDirectories(parent);
                if (kind == Kind.CGROUP_V2) {
                    Files.writeString(parent.resolve("cgroup.subtree_control"), "+cpu");
                }
                ProcessorShare share = new ProcessorShare(kind, Optional.of(parent),
                        Optional.empty(), List.of(), "a cgroup " + (kind == Kind.CGROUP_V2
                                ? "v2" : "v1") + " quota of " + PROCESSORS
                                + " processor per job slot (" + parent + ")");
                share.group(0);
                Runtime.getRuntime().addShutdownHook(new Thread(share::removeGroups,
                        "tabuleiro-cgroups"));
                return share;
            } catch (IOException | RuntimeException e) {
                why.add((kind == Kind.CGROUP_V2 ? "cgroup v2: " : "cgroup v1: ") + e);
            }
        }
        List<Integer> processors = allowedProcessors();
        if (taskset.isPresent() && !processors.isEmpty()) {
            return new ProcessorShare(Kind.PINNED, Optional.empty(), taskset, processors,
                    "each job slot pinned to a processor of its own (taskset; " + String.join(
                            "; ", why) + ")");
        }
        why.add(taskset.isEmpty() ? "no taskset" : "the allowed processors are unknown");
        return none(String.join("; ", why));
    }

    private static ProcessorShare none(String why) {
        return new ProcessorShare(Kind.NONE, Optional.empty(), Optional.empty(), List.of(),
                "no processor share (" + why + ")");
    }

    /**
     * Makes no bound: for tests of the run's own mechanics.
     *
     * @return no bound
     */
    static ProcessorShare unbounded() {
        return none("not asked for");
    }

    /**
     * Says how a JVM's processor time is bounded, for the instructor.
     *
     * @return e.g. {@code a cgroup v1 quota of 1 processor per job slot (...)}
     */
    String description() {
        return description;
    }

    /**
     * Returns how slots are bound.
     *
     * @return the kind
     */
    Kind kind() {
        return kind;
    }

    /**
     * The processor seconds a grading JVM may use in all ({@code RLIMIT_CPU}): its wall time
     * limit on one processor, and a margin for starting up. A JVM that spends more has spent
     * another's share, and the kernel ends it.
     *
     * @param wallSeconds the longest the JVM may run
     * @return the limit in seconds
     */
    static long cpuSeconds(long wallSeconds) {
        return wallSeconds * PROCESSORS + CPU_SECONDS_MARGIN;
    }

    /**
     * The words that start a JVM's command line so that it runs within the calling thread's
     * slot: a shell that joins the slot's group, or {@code taskset}; none without a bound. The
     * words after them are {@code rest}, the command itself (a shell's arguments start with
     * its own name, so the caller's shell, if any, can follow).
     *
     * @return the words to put first
     */
    List<String> prefix() {
        int slot = slots.computeIfAbsent(Thread.currentThread().getId(),
                thread -> nextSlot.getAndIncrement());
        return switch (kind) {
            case CGROUP_V1, CGROUP_V2 -> {
                Optional<Path> group = group(slot);
                if (group.isEmpty()) {
                    yield List.of();
                }
                // The shell joins the group, then becomes the command: nothing of the JVM ever
                // runs outside it. If it cannot join, the JVM does not start unbounded.
                yield List.of(Isolation.shell(), "-c", "echo $$ > \"$0\" && exec \"$@\"",
                        group.get().resolve("cgroup.procs").toString());
            }
            case PINNED -> List.of(taskset.orElseThrow().toString(), "-c", Integer.toString(
                    processors.get(slot % processors.size())));
            case NONE -> List.of();
        };
    }

    /** The slot's group, made with its quota the first time; empty if it cannot be made. */
    private Optional<Path> group(int slot) {
        try {
            return Optional.of(groups.computeIfAbsent(slot, number -> {
                Path group = parent.orElseThrow().resolve("slot-" + number);
                try {
                    Files.createDirectories(group);
                    if (kind == Kind.CGROUP_V2) {
                        Files.writeString(group.resolve("cpu.max"), PROCESSORS * PERIOD_MICROS
                                + " " + PERIOD_MICROS);
                    } else {
                        Files.writeString(group.resolve("cpu.cfs_period_us"),
                                Long.toString(PERIOD_MICROS));
                        Files.writeString(group.resolve("cpu.cfs_quota_us"),
                                Long.toString(PROCESSORS * PERIOD_MICROS));
                    }
                } catch (IOException e) {
                    throw new IllegalStateException("cannot make " + group + ": " + e, e);
                }
                return group;
            }));
        } catch (IllegalStateException e) {
            if (slot == 0) {
                throw e;
            }
            return Optional.empty();
        }
    }

    /** Removes the groups at the grader's end; a group a process is still in stays. */
    private void removeGroups() {
        groups.values().forEach(ProcessorShare::removeQuietly);
        parent.ifPresent(ProcessorShare::removeQuietly);
    }

    private static void removeQuietly(Path group) {
        try {
            // A control group's folder is removed empty, its files are the kernel's.
            Files.deleteIfExists(group);
        } catch (IOException e) {
            // Still in use, or already gone: the kernel keeps it, harmless and empty soon.
        }
    }

    /**
     * The folder of this process's own group in the hierarchy of a kind, if that hierarchy is
     * mounted with the {@code cpu} controller and the folder is writable.
     */
    private static Optional<Path> ownGroup(Kind kind) throws IOException {
        String own = null;
        for (String line : Files.readAllLines(OWN_GROUPS, StandardCharsets.UTF_8)) {
            String[] fields = line.split(":", 3);
            if (fields.length == 3 && (kind == Kind.CGROUP_V2 ? fields[0].equals("0")
                    && fields[1].isEmpty() : List.of(fields[1].split(",")).contains("cpu"))) {
                own = fields[2];
            }
        }
        if (own == null) {
            return Optional.empty();
        }
        for (String line : Files.readAllLines(MOUNTS, StandardCharsets.UTF_8)) {
            String[] fields = line.split(" ");
            if (fields.length < 4) {
                continue;
            }
            boolean matches = kind == Kind.CGROUP_V2 ? fields[2].equals("cgroup2")
                    : fields[2].equals("cgroup") && List.of(fields[3].split(","))
                            .contains("cpu");
            if (!matches) {
                continue;
            }
            Path folder = Path.of(fields[1], own.substring(1));
            if (kind == Kind.CGROUP_V2 && !Files.readString(folder.resolve(
                    "cgroup.controllers")).contains("cpu")) {
                return Optional.empty();
            }
            return Files.isWritable(folder) ? Optional.of(folder) : Optional.empty();
        }
        return Optional.empty();
    }

    /** The processors this process may run on, from {@code Cpus_allowed_list}. */
    private static List<Integer> allowedProcessors() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("Cpus_allowed_list:")) {
                    List<Integer> cpus = new ArrayList<>();
                    for (String range : line.substring(line.indexOf(':') + 1).strip()
                            .split(",")) {
                        String[] ends = range.split("-");
                        int from = Integer.parseInt(ends[0]);
                        int to = Integer.parseInt(ends[ends.length - 1]);
                        for (int cpu = from; cpu <= to; cpu++) {
                            cpus.add(cpu);
                        }
                    }
                    return cpus;
                }
            }
        } catch (IOException | RuntimeException e) {
            // Unknown: no pinning.
        }
        return List.of();
    }
}
