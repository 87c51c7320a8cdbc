package tabuleiro.features;

import io.cucumber.core.backend.ObjectFactory;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * Gives Cucumber the step definition objects of a scenario, sharing state between them by
 * constructor injection: a step class whose constructor asks for a game's world (its
 * {@code GAMEWorld}) gets the scenario's one world, and every scenario starts with new
 * objects. It serves the step definitions of every game.
 *
 * <p>This is what Cucumber's {@code cucumber-picocontainer} module does; that module is not
 * available from the repository this project builds against, and the need is small: each class
 * has one public constructor whose parameters are themselves such classes. Cucumber finds this
 * factory through {@code META-INF/services/io.cucumber.core.backend.ObjectFactory}.
 */
public final class ScenarioObjectFactory implements ObjectFactory {

    /** The objects of the running scenario, one per class. */
    private final Map<Class<?>, Object> instances = new HashMap<>();

    /** Creates the factory; Cucumber makes one per run. */
    public ScenarioObjectFactory() {
        // Instances are made on demand, scenario by scenario.
    }

    @Override
    public boolean addClass(Class<?> glueClass) {
        return true;
    }

    @Override
    public void start() {
        instances.clear();
    }

    @Override
    public void stop() {
        instances.clear();
    }

    @Override
    public <T> T getInstance(Class<T> type) {
        Object instance = instances.get(type);
        if (instance == null) {
            instance = create(type);
            instances.put(type, instance);
        }
        return type.cast(instance);
    }

    private Object create(Class<?> type) {
        Constructor<?>[] constructors = type.getConstructors();
        if (constructors.length != 1) {
            throw new IllegalStateException(type.getName() + " should have exactly one public"
                    + " constructor for Cucumber to make it, but it has " + constructors.length);
        }
        Object[] arguments = Arrays.stream(constructors[0].getParameterTypes())
                .map(this::getInstance)
                .toArray();
        try {
            return constructors[0].newInstance(arguments);
        } catch (InvocationTargetException failed) {
            throw new IllegalStateException("could not make " + type.getName(), failed.getCause());
        } catch (ReflectiveOperationException failed) {
            throw new IllegalStateException("could not make " + type.getName(), failed);
        }
    }
}
