package tabuleiro.grading.selfcheck;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalLong;

/**
 * Whether a folder's disk is full, so that a check that cannot write says so in the student's
 * words rather than only Java's "No space left on device", or a log that the full disk kept
 * empty.
 */
final class FullDisk {

    /** Below this much free space a disk is said to be full. */
    static final long BYTES = 1024 * 1024;

    private FullDisk() {
    }

    /**
     * The free space of a folder's disk, in kilobytes, when it is below a bound.
     *
     * @param folder a folder on the disk
     * @param fullBytes the free bytes under which the disk is full
     * @return the free kilobytes of a full disk; empty when the disk is not full or its space
     *     cannot be read
     */
    static OptionalLong freeKilobytes(Path folder, long fullBytes) {
        try {
            long free = Files.getFileStore(folder).getUsableSpace();
            return free < fullBytes ? OptionalLong.of(free / 1024) : OptionalLong.empty();
        } catch (IOException | RuntimeException unknown) {
            return OptionalLong.empty();
        }
    }
}
