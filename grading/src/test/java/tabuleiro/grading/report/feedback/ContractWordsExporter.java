package tabuleiro.grading.report.feedback;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.ListResourceBundle;
import java.util.Locale;
import java.util.Properties;
import java.util.ResourceBundle;
import tabuleiro.cli.GameEntry;
import tabuleiro.features.GlueWords;
import tabuleiro.features.checkers.CheckersGlueWords;
import tabuleiro.features.chess.ChessGlueWords;
import tabuleiro.features.connectfour.ConnectFourPartWords;
import tabuleiro.features.quarto.QuartoGlueWords;
import tabuleiro.features.quarto.QuartoTraitWords;
import tabuleiro.features.qwirkle.QwirkleGlueWords;

/**
 * Copies the games' contract twins into the grader's jar ({@link ContractWords#RESOURCE}).
 *
 * <p>A build tool, not a test, like {@code BoardAlbumPainter}: only the test class path holds
 * the reference, whose bundles these are; the grading POM runs it after the tests compile.
 */
public final class ContractWordsExporter {

    /**
     * The games' contract bundles and the step definitions' messages, English classes: each
     * registered game's contracts ({@link #contracts(GameEntry)}), so that a game added later
     * has its contracts' words in Portuguese with no line here, then the steps' words.
     */
    static final List<Class<? extends ListResourceBundle>> BUNDLES = bundles();

    /**
     * The words the steps put inside their messages, English classes: said only inside a
     * message, so written under {@link ContractWords#PART}.
     */
    static final List<Class<? extends ListResourceBundle>> PARTS = List.of(
            QuartoTraitWords.class, ConnectFourPartWords.class);

    private ContractWordsExporter() {
    }

    private static List<Class<? extends ListResourceBundle>> bundles() {
        List<Class<? extends ListResourceBundle>> bundles = new ArrayList<>();
        for (GameEntry entry : GameEntry.all()) {
            bundles.add(contracts(entry));
        }
        bundles.addAll(List.of(GlueWords.class, QuartoGlueWords.class, ChessGlueWords.class,
                CheckersGlueWords.class, QwirkleGlueWords.class));
        return List.copyOf(bundles);
    }

    /**
     * A game's contract bundle, by the convention every game keeps: {@code ui.NameContracts}
     * beside its entry, {@code cli.NameEntry} ({@code tabuleiro.galo.ui.GaloContracts} for
     * {@code tabuleiro.galo.cli.GaloEntry}).
     *
     * @param entry the game's registered entry
     * @return the English class of its contracts' bundle
     * @throws IllegalStateException if the game has no such bundle
     */
    static Class<? extends ListResourceBundle> contracts(GameEntry entry) {
        String name = entry.getClass().getName().replace(".cli.", ".ui.")
                .replaceAll("Entry$", "Contracts");
        try {
            return Class.forName(name).asSubclass(ListResourceBundle.class);
        } catch (ClassNotFoundException | ClassCastException e) {
            throw new IllegalStateException(entry.name() + " has no contract bundle " + name, e);
        }
    }

    /**
     * Writes the twins.
     *
     * @param args the grader's class output folder ({@code grading/target/classes})
     * @throws IOException if the file cannot be written
     */
    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            throw new IllegalArgumentException("expected one argument, the class output folder;"
                    + " got " + List.of(args));
        }
        Path file = Path.of(args[0], ContractWords.RESOURCE.substring(1));
        Files.createDirectories(file.getParent());
        Properties pairs = pairs();
        // Sorted and without the date Properties.store writes, so the same bundles make the
        // same jar.
        StringWriter stored = new StringWriter();
        pairs.store(stored, null);
        List<String> lines = stored.toString().lines().filter(line -> !line.startsWith("#"))
                .sorted().toList();
        Files.write(file, lines, StandardCharsets.UTF_8);
        System.out.println("Contract twins in " + file + ": " + pairs.size() / 2);
    }

    /**
     * Every bundle's English and Portuguese patterns, as {@code Bundle.key.en/pt}, and the
     * parts' as {@code part.Bundle.key.en/pt}.
     */
    static Properties pairs() {
        Properties pairs = new Properties();
        add(pairs, BUNDLES, "");
        add(pairs, PARTS, ContractWords.PART);
        return pairs;
    }

    private static void add(Properties pairs, List<Class<? extends ListResourceBundle>> bundles,
            String prefix) {
        ResourceBundle.Control exact = ResourceBundle.Control.getNoFallbackControl(
                ResourceBundle.Control.FORMAT_CLASS);
        for (Class<? extends ListResourceBundle> bundle : bundles) {
            ResourceBundle english = ResourceBundle.getBundle(bundle.getName(), Locale.ROOT,
                    exact);
            ResourceBundle portuguese = ResourceBundle.getBundle(bundle.getName(),
                    Locale.forLanguageTag("pt"), exact);
            for (String key : Collections.list(english.getKeys())) {
                String name = prefix + bundle.getSimpleName() + "." + key;
                pairs.setProperty(name + ".en", english.getString(key));
                pairs.setProperty(name + ".pt", portuguese.getString(key));
            }
        }
    }
}
