package tabuleiro.grading.tournament.games;

import java.io.IOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The reference, opened from the grader's {@code oracle/} folder in a class loader of its own
 * (parent: the platform loader), in the grader's JVM only, as {@code oracle.Oracle} opens it;
 * and the reflective calls every game's referee makes into it.
 *
 * <p>The grader may not compile against the reference (the POM's enforcer bans it), so each
 * game's referee finds the reference's public methods by name.
 */
public final class ReferenceJars implements AutoCloseable {

    private final URLClassLoader loader;

    private ReferenceJars(URLClassLoader loader) {
        this.loader = loader;
    }

    /** Finds one game's classes and methods in the reference. */
    @FunctionalInterface
    public interface Opener<T> {
        /**
         * Finds them.
         *
         * @param jars the opened reference
         * @return the game's referee
         * @throws ReflectiveOperationException if the reference lacks one of them
         */
        T open(ReferenceJars jars) throws ReflectiveOperationException;
    }

    /**
     * Opens the reference from a folder of jars and finds one game in it.
     *
     * @param <T> the game's referee
     * @param folder the grader's {@code oracle/} folder
     * @param title the game's name, for the message if it is not there
     * @param opener finds the game's classes and methods
     * @return the game's referee, which closes the loader when it is closed
     * @throws IOException if the folder holds no jar or the game is not in it
     */
    public static <T> T open(Path folder, String title, Opener<T> opener) throws IOException {
        List<URL> urls = new ArrayList<>();
        try (Stream<Path> jars = Files.list(folder)) {
            for (Path jar : jars.filter(p -> p.getFileName().toString().endsWith(".jar"))
                    .sorted().toList()) {
                try {
                    urls.add(jar.toUri().toURL());
                } catch (MalformedURLException e) {
                    throw new IOException("not a jar's address: " + jar, e);
                }
            }
        }
        return open(urls, folder.toString(), title, opener);
    }

    /**
     * Opens the reference from its jars or class folders and finds one game in it.
     *
     * @param <T> the game's referee
     * @param urls the reference's jars or class folders
     * @param where where they are, for the message if the game is not there
     * @param title the game's name, for that message
     * @param opener finds the game's classes and methods
     * @return the game's referee, which closes the loader when it is closed
     * @throws IOException if the game is not there
     */
    public static <T> T open(List<URL> urls, String where, String title, Opener<T> opener)
            throws IOException {
        URLClassLoader loader = new URLClassLoader("tabuleiro-tournament-referee",
                urls.toArray(URL[]::new), ClassLoader.getPlatformClassLoader());
        try {
            return opener.open(new ReferenceJars(loader));
        } catch (ReflectiveOperationException | LinkageError e) {
            loader.close();
            throw new IOException("the reference's " + title + " is not in " + where
                    + " (build the grading module: its package phase fills oracle/): " + e, e);
        }
    }

    /**
     * One of the reference's classes, initialised.
     *
     * @param name its binary name
     * @return the class
     * @throws ClassNotFoundException if the reference has none
     */
    public Class<?> type(String name) throws ClassNotFoundException {
        return Class.forName(name, true, loader);
    }

    /**
     * A public static field of one of the reference's classes, such as an enum's constant.
     *
     * @param type the class's binary name
     * @param name the field
     * @return its value
     * @throws ReflectiveOperationException if there is no such field
     */
    public Object constant(String type, String name) throws ReflectiveOperationException {
        return type(type).getField(name).get(null);
    }

    /**
     * Calls one of the reference's methods; what it throws is thrown on, unchecked.
     *
     * @param method the method
     * @param target the object, or null for a static method
     * @param arguments the arguments
     * @return what it returns
     */
    public static Object call(Method method, Object target, Object... arguments) {
        return Reflective.call(() -> method.invoke(target, arguments));
    }

    /**
     * Makes an object of one of the reference's classes; what it throws is thrown on,
     * unchecked.
     *
     * @param maker the constructor
     * @param arguments the arguments
     * @return the object
     */
    public static Object make(Constructor<?> maker, Object... arguments) {
        return Reflective.call(() -> maker.newInstance(arguments));
    }

    @Override
    public void close() throws IOException {
        loader.close();
    }
}
