package tabuleiro.grading.child;

import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.lang.reflect.InvocationTargetException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The child side of the class tournament: a sandboxed JVM that holds one submission's agent and
 * answers the referee's questions, one move at a time, for every game the agent plays.
 *
 * <p>The referee (the reference engine, in the grader's JVM) sends on standard input the
 * channel's key, then one line a move: {@code GAME TAB SEED TAB MOVES}, where {@code MOVES} is
 * the game so far in the game's notation, or, for a game of chance, the position the agent may
 * see (a submission's bag shuffles its own way, so the moves would not replay alike on its
 * engine). The host replays the moves, or builds the position, on the
 * submission's own engine (the agent reads the game only through it, as the brief says) and
 * asks the
 * submission's agent ({@link HostedGame}: one class a game), made afresh for each game with
 * the game's seed. It answers on the signed {@link Channel}: {@code GAME TAB move TAB MOVE}
 * or {@code GAME TAB error TAB WHY}; the referee's {@code GAME TAB end} says a game has ended,
 * and gets no answer. What the submission prints goes to the error stream,
 * capped; a submission that reads standard input finds it empty, so it cannot see or steal
 * the referee's lines, nor forge an answer without the key. A move that never comes is the
 * referee's to time out: it kills this JVM.
 *
 * <p>Arguments: {@code ENGINE GAMES-AT-ONCE AGENT-CLASS...}: the game, by the binary name of
 * its {@link HostedGame} (which the grader takes from the game's own folder, so that this
 * package names no game; {@link HostedGame#engine} refuses any class but a concrete
 * {@code HostedGame} of this module's own, so none of the submission's can pose as one), how
 * many of its games the referee plays at once (the agents of that many games are kept), and
 * the classes to try as the agent, in order; the first public, concrete class that implements
 * the game's {@code Agent} and has a constructor of a seed ({@code long}) or of nothing is the
 * agent.
 */
public final class AgentHost {

    /** How many bytes a move may print on each of System.out and System.err. */
    static final long OUTPUT_LIMIT = 64L * 1024;

    /** The longest reason sent back, in characters. */
    private static final int REASON_CHARS = 300;

    private final Channel channel;
    private final HostedGame game;
    private final AgentMaker agentMaker;
    /**
     * The agents of the games under way, by game number: each dropped when the referee says
     * its game has ended ({@code GAME TAB end}), so that an agent is never made again in the
     * middle of its game; as many as the referee plays games of this agent at once, at most,
     * the least recently asked dropped should more be asked (a referee that does not say). No
     * more: a game's perfect agent may hold a table of 80 MiB, and eight kept agents ran a
     * 512 MB heap out of memory in a tournament of 10 games a pair.
     */
    private final Map<String, Object> agents;

    private AgentHost(Channel channel, HostedGame game, AgentMaker agentMaker, int atOnce) {
        this.channel = channel;
        this.game = game;
        this.agentMaker = agentMaker;
        this.agents = new LinkedHashMap<>(16, 0.75f, true) {
            private static final long serialVersionUID = 1L;

            @Override
            protected boolean removeEldestEntry(Map.Entry<String, Object> eldest) {
                return size() > atOnce;
            }
        };
    }

    /**
     * Runs the host until the referee closes standard input.
     *
     * @param args the game's engine class, how many of its games the referee plays at once (at
     *     least 1), and the agent classes to try
     */
    public static void main(String[] args) {
        int status;
        try {
            status = run(args);
        } catch (IOException | RuntimeException | LinkageError e) {
            e.printStackTrace();
            status = 2;
        }
        System.out.flush();
        System.err.flush();
        Runtime.getRuntime().halt(status);
    }

    private static int run(String[] args) throws IOException {
        // The engine's name is HostedGame.engine's to check: it answers a bad one on the
        // channel.
        if (args.length < 3 || !args[1].matches("[1-9]\\d{0,3}")) {
            System.err.println("usage: AgentHost ENGINE GAMES-AT-ONCE AGENT-CLASS..."
                    + " < KEY-AND-MOVES");
            return 2;
        }
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in,
                StandardCharsets.UTF_8));
        // The submission gets an empty standard input: the referee's lines are the host's.
        System.setIn(new ByteArrayInputStream(new byte[0]));
        String key = in.readLine();
        if (key == null) {
            System.err.println("AgentHost: no key on standard input");
            return 2;
        }
        try (Channel channel = Channel.onStandardOutput(key)) {
            ScenarioOutput.install(OUTPUT_LIMIT);
            SubmissionGuard.installFromProperties().ifPresent(System.err::println);
            Class<? extends HostedGame> engine;
            try {
                engine = HostedGame.engine(args[0]);
            } catch (IllegalArgumentException e) {
                // The grader's own mistake, not the submission's: said as such.
                channel.send("0\terror\t" + reason("no engine: " + e.getMessage()));
                return 1;
            }
            AgentHost host;
            try {
                HostedGame hosted = HostedGame.make(engine, ClassLoader.getSystemClassLoader());
                host = new AgentHost(channel, hosted, AgentMaker.find(hosted.agentType(),
                        List.of(args).subList(2, args.length),
                        ClassLoader.getSystemClassLoader()), Integer.parseInt(args[1]));
            } catch (ReflectiveOperationException | LinkageError | RuntimeException e) {
                channel.send("0\terror\t" + reason("no agent: " + e));
                return 1;
            }
            channel.send("0\tready\t" + host.agentMaker.className());
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                host.answer(line);
            }
        }
        return 0;
    }

    /** Answers one of the referee's lines. */
    private void answer(String line) {
        String[] parts = line.split("\t", -1);
        if (parts.length == 2 && parts[0].matches("\\d{1,9}") && parts[1].equals("end")) {
            // The game has ended: its agent goes, and no answer is awaited.
            agents.remove(parts[0]);
            return;
        }
        if (parts.length != 3 || !parts[0].matches("\\d{1,9}")
                || !parts[1].matches("-?\\d{1,20}") || !game.readable(parts[2])) {
            channel.send("0\terror\t" + reason("the referee's line is not GAME SEED MOVES"));
            return;
        }
        String number = parts[0];
        ScenarioOutput.newScenario();
        try {
            Object agent = agents.get(number);
            if (agent == null) {
                agent = agentMaker.make(Long.parseLong(parts[1]));
                agents.put(number, agent);
            }
            channel.send(number + "\tmove\t" + reason(game.ask(agent, parts[2])));
        } catch (InvocationTargetException e) {
            Throwable cause = e.getCause() == null ? e : e.getCause();
            channel.send(number + "\terror\t" + reason(cause.toString()));
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            channel.send(number + "\terror\t" + reason(e.toString()));
        } catch (StackOverflowError e) {
            channel.send(number + "\terror\t" + reason("stack overflow"));
        }
    }

    /** A reason on one line, short: the submission writes exception messages. */
    private static String reason(String text) {
        String flat = text.replaceAll("[\\t\\r\\n\\p{Cntrl}]", " ");
        return flat.length() <= REASON_CHARS ? flat : flat.substring(0, REASON_CHARS) + "…";
    }
}
