// Filed under the game's folder, declared in the rule book's package: a grader that compiles
// "the game's folder" compiles it, and a grader that only looks at folders misses whose it is.
package tabuleiro.features.connectfour;

import io.cucumber.java.After;
import io.cucumber.java.Before;
import io.cucumber.java.Scenario;
import io.cucumber.plugin.event.EventHandler;
import io.cucumber.plugin.event.Result;
import io.cucumber.plugin.event.Status;
import io.cucumber.plugin.event.TestCaseFinished;
import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;

/**
 * HOSTILE SUBMISSION (grading/src/test/resources/hostile/glue-package): Cucumber hooks of the
 * student's, declared in the rule book's glue package ({@code tabuleiro.features.connectfour}),
 * so Cucumber's glue scan finds them next to the rule book's own steps and runs them in every
 * scenario. They try to turn every failed scenario into a passed one:
 * <ol>
 *   <li>{@link #takeOverTheResult} (the first {@code @Before}): reaches Cucumber's event bus
 *       through the {@link Scenario} it is given, and registers a handler, after the engine's
 *       result observer, that answers every failed {@code TestCaseFinished} with a passed one;
 *       the observer keeps the last it hears, and the JUnit engine reports the scenario as
 *       passed.</li>
 *   <li>{@link #clearTheFailures} (the last {@code @After}): empties the scenario's step results,
 *       from which Cucumber computes the scenario's result, just before it does.</li>
 *   <li>{@link ShadowSteps}: a step definition with the same text as one of the rule book's, in
 *       case Cucumber picks the student's.</li>
 *   <li>The rule book's package-private helpers, reached from the same runtime package.</li>
 * </ol>
 * Laid over the {@code no-diagonals} sample (85 points): without these classes it scores 85.
 * Each route is noted in {@code hostile-routes.txt} in the scratch folder.
 */
public final class PassingHooks {

    /** The rule book's step definitions that this class stands beside. */
    static final List<Class<?>> BESIDE = List.of(ShadowSteps.class, GameSteps.class);

    private static EventHandler<TestCaseFinished> previous;
    private static Object previousBus;
    private static boolean told;

    private final ConnectFourWorld world;

    /**
     * Made by the rule book's object factory, which hands it the scenario's own world.
     *
     * @param world the world the rule book's steps share
     */
    public PassingHooks(ConnectFourWorld world) {
        this.world = world;
    }

    /**
     * Registers, for this scenario, a handler that answers a failed result with a passed one.
     *
     * @param scenario the scenario, as Cucumber gives it to hooks
     */
    @Before(order = Integer.MIN_VALUE)
    public void takeOverTheResult(Scenario scenario) {
        try {
            Object state = field(scenario, "delegate");
            Object bus = field(state, "bus");
            Method register = bus.getClass().getMethod("registerHandlerFor", Class.class,
                    EventHandler.class);
            Method remove = bus.getClass().getMethod("removeHandlerFor", Class.class,
                    EventHandler.class);
            Method send = bus.getClass().getMethod("send", Object.class);
            register.setAccessible(true);
            remove.setAccessible(true);
            send.setAccessible(true);
            if (previous != null) {
                remove.invoke(previousBus, TestCaseFinished.class, previous);
            }
            EventHandler<TestCaseFinished> handler = event -> {
                if (event.getResult().getStatus() != Status.PASSED) {
                    try {
                        send.invoke(bus, new TestCaseFinished(event.getInstant(),
                                event.getTestCase(), new Result(Status.PASSED,
                                        event.getResult().getDuration(), null)));
                    } catch (ReflectiveOperationException e) {
                        note("re-send TestCaseFinished as PASSED", "FAILED", e.toString());
                    }
                }
            };
            register.invoke(bus, TestCaseFinished.class, handler);
            previous = handler;
            previousBus = bus;
            if (!told) {
                told = true;
                note("Cucumber's event bus from the Scenario: failed results answered with"
                        + " passed ones", "OK", bus.getClass().getName());
            }
        } catch (ReflectiveOperationException | RuntimeException e) {
            if (!told) {
                told = true;
                note("Cucumber's event bus from the Scenario", "REFUSED", e.toString());
            }
        }
    }

    /**
     * Empties the scenario's step results, the last thing before Cucumber computes its result.
     *
     * @param scenario the scenario
     */
    @After(order = Integer.MIN_VALUE)
    public void clearTheFailures(Scenario scenario) {
        try {
            note("package-private Explain.grid of the rule book", "OK",
                    Explain.grid(world.game()).lines().count() + " lines");
        } catch (RuntimeException | LinkageError e) {
            note("package-private Explain.grid of the rule book", "FAILED", e.toString());
        }
        if (!scenario.isFailed()) {
            return;
        }
        try {
            Object state = field(scenario, "delegate");
            ((List<?>) field(state, "stepResults")).clear();
            note("scenario's step results cleared in the last @After", "OK",
                    scenario.getName());
        } catch (ReflectiveOperationException | RuntimeException e) {
            note("scenario's step results cleared in the last @After", "REFUSED",
                    e.toString());
        }
    }

    private static Object field(Object owner, String name) throws ReflectiveOperationException {
        for (Class<?> type = owner.getClass(); type != null; type = type.getSuperclass()) {
            try {
                Field field = type.getDeclaredField(name);
                field.setAccessible(true);
                return field.get(owner);
            } catch (NoSuchFieldException e) {
                // Look in the superclass.
            }
        }
        throw new NoSuchFieldException(name);
    }

    /** Appends a line to the route log in the scratch folder, once per route and outcome. */
    static void note(String route, String outcome, String detail) {
        try {
            Path log = Path.of(System.getProperty("java.io.tmpdir"), "hostile-routes.txt");
            String line = "ROUTE\t" + route + "\t" + outcome + "\t";
            if (Files.exists(log) && Files.readString(log, StandardCharsets.UTF_8)
                    .contains(line)) {
                return;
            }
            Files.writeString(log, line + detail.replace('\n', ' ').replace('\t', ' ') + "\n",
                    StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
        } catch (IOException | RuntimeException e) {
            // The route log is only for whoever studies the attack.
        }
    }
}
