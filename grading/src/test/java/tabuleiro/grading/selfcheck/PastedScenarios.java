package tabuleiro.grading.selfcheck;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs scenarios as a student pastes them into the kit's file of their own, with the game's rule
 * book glue, on the reference or on a one-line mutant of it, in this JVM: a class loader of the
 * tests' own class path (the reference, the features, Cucumber), with the mutant's classes
 * first where there is one, and the contracts on, as the kit runs them ({@code -ea}).
 */
final class PastedScenarios {

    private PastedScenarios() {
    }

    /**
     * A class loader of the tests' class path, a mutant's classes first.
     *
     * @param mutantClasses the folder of the mutant's compiled classes, or null for the
     *     reference
     * @return the class loader; the caller closes it
     */
    static URLClassLoader loader(Path mutantClasses) {
        try {
            List<URL> path = new ArrayList<>();
            if (mutantClasses != null) {
                path.add(mutantClasses.toUri().toURL());
            }
            for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
                if (!entry.isBlank()) {
                    path.add(Path.of(entry).toUri().toURL());
                }
            }
            URLClassLoader loader = new URLClassLoader(path.toArray(URL[]::new),
                    ClassLoader.getPlatformClassLoader());
            // The rule book refuses to run without the contracts' asserts.
            loader.setDefaultAssertionStatus(true);
            return loader;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Runs one pasted scenario: put in a feature of its language, as the kit's file holds it.
     *
     * @param loader the engine's class loader ({@link #loader})
     * @param game the game's package name, such as {@code qwirkle}
     * @param pasted the scenario as the kit or the feedback prints it to paste
     * @param portuguese whether it is in Portuguese
     * @return whether it passed, and Cucumber's output
     */
    static Ran run(ClassLoader loader, String game, String pasted, boolean portuguese) {
        try {
            Path folder = Files.createTempDirectory("pasted");
            // The steps read a scenario's language from its folder, as the rule book's tree has.
            Path file = folder.resolve(portuguese ? "pt" : "en").resolve(game)
                    .resolve("mine.feature");
            Files.createDirectories(file.getParent());
            Files.writeString(file, (portuguese ? "# language: pt\nFuncionalidade: Os meus"
                    + " cenários\n\n" : "Feature: My own scenarios\n\n") + pasted);
            List<String> args = List.of("--glue", "tabuleiro.features." + game, "--glue",
                    "tabuleiro.features.contracts", "--monochrome", "--plugin", "summary",
                    folder.toString());
            PrintStream out = System.out;
            ByteArrayOutputStream captured = new ByteArrayOutputStream();
            Thread thread = Thread.currentThread();
            ClassLoader context = thread.getContextClassLoader();
            System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
            thread.setContextClassLoader(loader);
            try {
                Object status = loader.loadClass("io.cucumber.core.cli.Main")
                        .getMethod("run", String[].class, ClassLoader.class)
                        .invoke(null, args.toArray(String[]::new), loader);
                String output = captured.toString(StandardCharsets.UTF_8);
                // A step the glue does not know fails a scenario whatever the engine does. An
                // outline runs as many scenarios as its examples have rows.
                int scenarios = examples(pasted);
                if (!output.contains(scenarios + " scenarios (") || output.contains("undefined")) {
                    throw new IllegalStateException("one scenario pasted, not run as "
                            + scenarios + " whose steps the rule book knows:\n"
                            + pasted + "\n" + output);
                }
                return new Ran(((Number) status).intValue() == 0 && output.contains(
                        scenarios + " scenarios (" + scenarios + " passed)"), output);
            } finally {
                thread.setContextClassLoader(context);
                System.setOut(out);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * How many scenarios a pasted one runs as: one, or an outline's rows of examples (the
     * table's lines but its heading).
     */
    private static int examples(String pasted) {
        if (!pasted.contains("Scenario Outline:") && !pasted.contains("Esquema do Cenário:")) {
            return 1;
        }
        long rows = pasted.lines().map(String::strip).filter(line -> line.startsWith("|"))
                .count();
        return (int) rows - 1;
    }

    /**
     * A pasted scenario's run.
     *
     * @param passed whether it passed
     * @param output Cucumber's output
     */
    record Ran(boolean passed, String output) {
    }
}
