package tabuleiro.grading.sandbox;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import tabuleiro.grading.model.FileTrees;
import tabuleiro.grading.model.Sha256;

/**
 * The Java a grading JVM runs on: a run-time image of the grader's own JDK that holds only the
 * modules the rule book needs ({@link ChildJvm#GRADING_MODULES}), made once with
 * {@code jlink} and kept; where the JDK has no {@code jlink}, the JDK itself, told to load only
 * those modules.
 *
 * <p>Both keep out of a grading JVM every module that could read it (management beans and heap
 * dumps, attaching, instrumentation, flight recording, {@code Unsafe}, {@code java.beans},
 * scripting): in the image they are not there at all. The image is preferred because the JVM
 * refuses class data sharing with {@code --limit-modules}, and the archive of the rule book's
 * classes ({@link SharedClasses}) is a large part of a grading JVM's start; the image carries a
 * base archive of its own ({@code --generate-cds-archive}), on which that archive builds.
 *
 * @param home the Java home of the grading JVMs
 * @param image whether it is a run-time image of the grading modules alone; when not, the
 *     grading JVMs are told {@code --limit-modules}
 * @param description what it is, for the instructor
 */
public record GradingRuntime(Path home, boolean image, String description) {

    private static final long JLINK_SECONDS = 180;

    /**
     * Checks the parts.
     *
     * @throws NullPointerException if a part is null
     */
    public GradingRuntime {
        Objects.requireNonNull(home, "home");
        Objects.requireNonNull(description, "description");
    }

    /**
     * The grader's own JDK, told to load only the grading modules: what tests and a JDK without
     * {@code jlink} use.
     *
     * @return the runtime
     */
    public static GradingRuntime ownJdk() {
        return new GradingRuntime(Path.of(System.getProperty("java.home")), false,
                "the grader's JDK limited to " + String.join(", ", ChildJvm.GRADING_MODULES)
                        + " (no class data sharing)");
    }

    /**
     * The environment variable naming a folder of run-time images made beforehand, read only:
     * the grader's container image holds the image of its own JDK there, so that a container
     * whose root file system is read-only and whose cache starts empty (a Kubernetes pod) does
     * not have to make it, which it could not (the container's JDK has no modules to link).
     */
    public static final String PREMADE = "TABULEIRO_RUNTIMES";

    /**
     * Finds or makes the run-time image of the grader's own JDK.
     *
     * @param cache the folder where images are kept, one per JDK
     * @return the image, or the grader's JDK when no image can be made (the description says
     *     why)
     */
    public static GradingRuntime prepare(Path cache) {
        return prepare(Path.of(System.getProperty("java.home")), cache);
    }

    /**
     * Finds or makes the run-time image of a JDK: kept in {@code cache} under a name made of
     * the JDK's folder, release and the modules, so that every later grading on the same JDK
     * takes it as it is; made in a folder beside it and moved into place, so that two graders
     * making it at once never see half of one.
     *
     * @param javaHome the JDK
     * @param cache the folder where images are kept
     * @return the image, or that JDK limited by options when no image can be made
     */
    public static GradingRuntime prepare(Path javaHome, Path cache) {
        Path jlink = javaHome.resolve("bin").resolve("jlink");
        GradingRuntime fallback = new GradingRuntime(javaHome, false, "the JDK limited to "
                + String.join(", ", modules()) + " (no class data sharing: ");
        if (!Files.isExecutable(jlink)) {
            return withReason(fallback, "this Java has no jlink)");
        }
        try {
            Path image = cache.resolve("runtime-" + digest(javaHome));
            if (Files.isExecutable(image.resolve("bin").resolve("java"))) {
                return made(image);
            }
            Optional<Path> premade = premade(image.getFileName().toString());
            if (premade.isPresent()) {
                return made(premade.get());
            }
            Files.createDirectories(cache);
            Path making = Files.createTempDirectory(cache, "making-");
            Path output = making.resolve("image");
            List<String> command = new ArrayList<>(List.of(jlink.toString(), "--add-modules",
                    String.join(",", modules()), "--output", output.toString(),
                    "--strip-debug", "--no-man-pages", "--no-header-files",
                    "--generate-cds-archive"));
            Process process = new ProcessBuilder(command).redirectErrorStream(true)
                    .redirectOutput(making.resolve("jlink.log").toFile()).start();
            process.getOutputStream().close();
            if (!process.waitFor(JLINK_SECONDS, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor();
                FileTrees.delete(making);
                return withReason(fallback, "jlink did not finish within " + JLINK_SECONDS
                        + " s)");
            }
            if (process.exitValue() != 0) {
                String log = Files.readString(making.resolve("jlink.log"),
                        StandardCharsets.UTF_8).strip();
                FileTrees.delete(making);
                return withReason(fallback, "jlink failed: " + log.lines().findFirst()
                        .orElse("exit status " + process.exitValue()) + ")");
            }
            try {
                Files.move(output, image, StandardCopyOption.ATOMIC_MOVE);
            } catch (FileAlreadyExistsException | AtomicMoveNotSupportedException e) {
                // Another grader made it meanwhile, or the cache is on another file system.
                if (!Files.isDirectory(image)) {
                    throw e;
                }
            }
            FileTrees.delete(making);
            return made(image);
        } catch (IOException e) {
            return withReason(fallback, "the image could not be made: " + e.getMessage() + ")");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return withReason(fallback, "interrupted)");
        }
    }

    /**
     * Returns the {@code java} program of this runtime.
     *
     * @return {@code HOME/bin/java}
     */
    public Path java() {
        return home.resolve("bin").resolve("java");
    }

    /**
     * Returns the options that keep a grading JVM to the grading modules: none for the image,
     * which holds no other; {@code --limit-modules} for a whole JDK.
     *
     * @return the options
     */
    public List<String> limits() {
        return image ? List.of() : List.of("--limit-modules", String.join(",",
                ChildJvm.GRADING_MODULES));
    }

    private static GradingRuntime made(Path image) {
        return new GradingRuntime(image, true, "a run-time image of " + String.join(", ",
                modules()) + " alone (" + image + ")");
    }

    private static GradingRuntime withReason(GradingRuntime fallback, String why) {
        return new GradingRuntime(fallback.home(), false, fallback.description() + why);
    }

    /** The JDK modules of the image: the grading modules but the runner, which is a jar. */
    private static List<String> modules() {
        return ChildJvm.GRADING_MODULES.stream()
                .filter(module -> !module.equals(ChildJvm.RUNNER_MODULE)).toList();
    }

    private static String digest(Path javaHome) throws IOException {
        Path real = javaHome.toRealPath();
        String release = Files.isRegularFile(real.resolve("release"))
                ? Files.readString(real.resolve("release"), StandardCharsets.UTF_8) : "";
        return Sha256.hex(real + "\n" + release + "\n" + String.join(",", modules()))
                .substring(0, 16);
    }

    /** A run-time image of the given name in the folder {@link #PREMADE} names, if any. */
    private static Optional<Path> premade(String name) {
        String folder = System.getenv(PREMADE);
        if (folder == null || folder.isBlank()) {
            return Optional.empty();
        }
        Path image = Path.of(folder).resolve(name);
        return Files.isExecutable(image.resolve("bin").resolve("java")) ? Optional.of(image)
                : Optional.empty();
    }
}
