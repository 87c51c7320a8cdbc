package tabuleiro.grading.sandbox;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The system calls a grading or compiler JVM may not make, as the classic BPF program that
 * bubblewrap's {@code --seccomp FD} installs in the sandbox right before it starts the JVM.
 *
 * <p>The kernel enforces it on every thread of the JVM and cannot be undone from inside (a
 * seccomp filter can only be added to, never removed), so it holds whatever the JVM's code does,
 * reflection and native code included. It refuses, with {@code EPERM}:
 *
 * <ul>
 *   <li>every new process: {@code fork}, {@code vfork}, and {@code clone} without
 *       {@code CLONE_THREAD} (a thread is a {@code clone} with it, a process without). So a
 *       submission cannot start a program that outlives the scenario, spends another's process
 *       budget, or reads the JVM from outside. {@code clone3} answers {@code ENOSYS}, because its
 *       flags sit in memory a filter cannot read: the C library then falls back to {@code clone},
 *       whose flags it can;</li>
 *   <li>reading or writing another process: {@code ptrace}, {@code process_vm_readv},
 *       {@code process_vm_writev}, {@code kcmp}, {@code pidfd_open}, {@code pidfd_getfd};</li>
 *   <li>new namespaces and mounts: {@code unshare}, {@code setns}, {@code mount} and the new mount
 *       API, {@code pivot_root}, {@code chroot};</li>
 *   <li>kernel facilities a board game never needs and that have been the way out of many
 *       sandboxes: {@code bpf}, {@code perf_event_open}, {@code userfaultfd}, {@code io_uring}
 *       (whose operations bypass this filter), the key ring, {@code personality}, modules,
 *       {@code kexec}, {@code reboot}, swap, accounting, quotas, file handles, the clock, host
 *       names, I/O ports, {@code modify_ldt}.</li>
 * </ul>
 *
 * <p>A call made through another architecture's numbering (the x32 ABI, or 32-bit code) is
 * refused too: the first check kills a JVM whose call is not of this machine's architecture,
 * and x32's numbers (bit 30 set) get {@code EPERM}. The filter exists for x86-64, the
 * architecture every machine of this project has; elsewhere {@link #forThisMachine()} says there
 * is none, and {@link Isolation} says so.
 */
public final class SeccompFilter {

    /** {@code AUDIT_ARCH_X86_64}: what {@code seccomp_data.arch} holds on x86-64. */
    static final int AUDIT_ARCH_X86_64 = 0xC000003E;

    /** The bit that marks the x32 ABI's system call numbers. */
    static final int X32_SYSCALL_BIT = 0x40000000;

    /** The flag of {@code clone} that makes a thread rather than a process. */
    static final int CLONE_THREAD = 0x00010000;

    private static final int EPERM = 1;
    private static final int ENOSYS = 38;

    // The classic BPF opcodes the program uses (linux/filter.h).
    private static final short LD_W_ABS = 0x20;
    private static final short JEQ_K = 0x15;
    private static final short JGE_K = 0x35;
    private static final short JSET_K = 0x45;
    private static final short RET_K = 0x06;

    // Return values (linux/seccomp.h).
    private static final int RET_KILL_PROCESS = 0x80000000;
    private static final int RET_ERRNO = 0x00050000;
    private static final int RET_ALLOW = 0x7fff0000;

    // Offsets in struct seccomp_data.
    private static final int NR = 0;
    private static final int ARCH = 4;
    /** The low 32 bits of the first argument, on a little-endian machine. */
    private static final int ARG0_LOW = 16;

    /** {@code clone} on x86-64: allowed for threads only. */
    static final int CLONE = 56;

    /** {@code clone3} on x86-64: answered {@code ENOSYS} so that threads are made by clone. */
    static final int CLONE3 = 435;

    /** The refused system calls of x86-64, by number (arch/x86/entry/syscalls/syscall_64.tbl). */
    static final Map<Integer, String> REFUSED_X86_64 = refusedX8664();

    private SeccompFilter() {
    }

    /**
     * Returns the filter for this machine's architecture.
     *
     * @return the compiled program, ready for {@code bwrap --seccomp}, or empty where this
     *     grader has no filter for the architecture
     */
    public static Optional<byte[]> forThisMachine() {
        String arch = System.getProperty("os.arch", "");
        return arch.equals("amd64") || arch.equals("x86_64") ? Optional.of(x8664())
                : Optional.empty();
    }

    /**
     * Compiles the filter for x86-64.
     *
     * @return the program: {@code struct sock_filter} entries, 8 bytes each, in the machine's
     *     (little-endian) byte order
     */
    static byte[] x8664() {
        Program program = new Program();
        // Another architecture's call: its numbers mean other calls, so nothing here applies.
        program.load(ARCH);
        program.skipIfEqual(AUDIT_ARCH_X86_64, 1);
        program.ret(RET_KILL_PROCESS);
        program.load(NR);
        program.jumpUnlessAtLeast(X32_SYSCALL_BIT, 1);
        program.ret(RET_ERRNO | EPERM);
        for (int number : REFUSED_X86_64.keySet()) {
            program.jumpUnlessEqual(number, 1);
            program.ret(RET_ERRNO | EPERM);
        }
        program.jumpUnlessEqual(CLONE3, 1);
        program.ret(RET_ERRNO | ENOSYS);
        // clone: a thread (CLONE_THREAD set) is allowed, anything else is a new process.
        program.jumpUnlessEqual(CLONE, 4);
        program.load(ARG0_LOW);
        program.jumpUnlessSet(CLONE_THREAD, 1);
        program.ret(RET_ALLOW);
        program.ret(RET_ERRNO | EPERM);
        program.ret(RET_ALLOW);
        return program.bytes();
    }

    private static Map<Integer, String> refusedX8664() {
        Map<Integer, String> calls = new TreeMap<>();
        // New processes (clone is handled by its flags, clone3 by ENOSYS).
        calls.put(57, "fork");
        calls.put(58, "vfork");
        // Other processes' memory and file descriptors.
        calls.put(101, "ptrace");
        calls.put(310, "process_vm_readv");
        calls.put(311, "process_vm_writev");
        calls.put(312, "kcmp");
        calls.put(434, "pidfd_open");
        calls.put(438, "pidfd_getfd");
        calls.put(440, "process_madvise");
        // Namespaces, mounts and roots.
        calls.put(272, "unshare");
        calls.put(308, "setns");
        calls.put(165, "mount");
        calls.put(166, "umount2");
        calls.put(155, "pivot_root");
        calls.put(161, "chroot");
        calls.put(428, "open_tree");
        calls.put(429, "move_mount");
        calls.put(430, "fsopen");
        calls.put(431, "fsconfig");
        calls.put(432, "fsmount");
        calls.put(433, "fspick");
        calls.put(442, "mount_setattr");
        // Kernel facilities with a history of sandbox escapes, or none a game needs.
        calls.put(321, "bpf");
        calls.put(298, "perf_event_open");
        calls.put(323, "userfaultfd");
        calls.put(425, "io_uring_setup");
        calls.put(426, "io_uring_enter");
        calls.put(427, "io_uring_register");
        calls.put(248, "add_key");
        calls.put(249, "request_key");
        calls.put(250, "keyctl");
        calls.put(135, "personality");
        calls.put(134, "uselib");
        calls.put(154, "modify_ldt");
        calls.put(172, "iopl");
        calls.put(173, "ioperm");
        calls.put(175, "init_module");
        calls.put(313, "finit_module");
        calls.put(176, "delete_module");
        calls.put(246, "kexec_load");
        calls.put(320, "kexec_file_load");
        calls.put(169, "reboot");
        calls.put(167, "swapon");
        calls.put(168, "swapoff");
        calls.put(163, "acct");
        calls.put(179, "quotactl");
        calls.put(443, "quotactl_fd");
        calls.put(303, "name_to_handle_at");
        calls.put(304, "open_by_handle_at");
        calls.put(103, "syslog");
        calls.put(153, "vhangup");
        calls.put(159, "adjtimex");
        calls.put(164, "settimeofday");
        calls.put(227, "clock_settime");
        calls.put(305, "clock_adjtime");
        calls.put(170, "sethostname");
        calls.put(171, "setdomainname");
        calls.put(212, "lookup_dcookie");
        calls.put(300, "fanotify_init");
        calls.put(447, "memfd_secret");
        return calls;
    }

    /** A classic BPF program being written, one {@code struct sock_filter} at a time. */
    private static final class Program {

        private final ByteBuffer buffer = ByteBuffer.allocate(8 * 256)
                .order(ByteOrder.nativeOrder());

        void load(int offset) {
            add(LD_W_ABS, 0, 0, offset);
        }

        /** Skips {@code skip} instructions when the accumulator equals {@code value}. */
        void skipIfEqual(int value, int skip) {
            add(JEQ_K, skip, 0, value);
        }

        /** Falls through when the accumulator equals {@code value}, else skips {@code skip}. */
        void jumpUnlessEqual(int value, int skip) {
            add(JEQ_K, 0, skip, value);
        }

        /** Falls through when the accumulator is at least {@code value} (unsigned). */
        void jumpUnlessAtLeast(int value, int skip) {
            add(JGE_K, 0, skip, value);
        }

        /** Falls through when the accumulator has a bit of {@code mask} set. */
        void jumpUnlessSet(int mask, int skip) {
            add(JSET_K, 0, skip, mask);
        }

        void ret(int value) {
            add(RET_K, 0, 0, value);
        }

        private void add(short code, int jumpTrue, int jumpFalse, int k) {
            buffer.putShort(code).put((byte) jumpTrue).put((byte) jumpFalse).putInt(k);
        }

        byte[] bytes() {
            byte[] bytes = new byte[buffer.position()];
            buffer.flip().get(bytes);
            return bytes;
        }
    }
}
