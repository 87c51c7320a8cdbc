package tabuleiro.connectfour;

import java.util.ArrayList;
import java.util.List;

/**
 * HOSTILE SUBMISSION (grading/src/test/resources/hostile/log-forging): reads the grading JVM's
 * command line through the process API, which a static check may refuse on its own; kept apart
 * so that the rest of the forger still runs if this class is left out.
 */
final class ProcessView {

    private ProcessView() {
    }

    /**
     * Returns the JVM's command line: the program and its arguments.
     *
     * @return the command line, or an empty list if the platform does not say
     */
    static List<String> arguments() {
        ProcessHandle.Info info = ProcessHandle.current().info();
        List<String> all = new ArrayList<>();
        info.command().ifPresent(all::add);
        info.arguments().ifPresent(arguments -> all.addAll(List.of(arguments)));
        return all;
    }
}
