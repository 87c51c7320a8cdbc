package tabuleiro.grading.tournament.agent;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import tabuleiro.grading.workspace.JavaCompilation;
import tabuleiro.grading.workspace.Workspace;

/**
 * The classes to try as a submission's agent, in order, the same for the class tournament and
 * the kit's {@code play --tournament}: the one asked for; else the classes the student added
 * (files the skeleton does not have), then the game's {@code RandomAgent}, then its
 * {@code AlphaBetaAgent} (a game may have no random agent: then its one agent searches to
 * {@link tabuleiro.grading.child.AgentMaker#DEPTH}).
 */
public final class AgentCandidates {

    /** Not instantiated. */
    private AgentCandidates() {
    }

    /**
     * The candidates of a submission.
     *
     * @param chosen the agent's class asked for ({@code --agent}), if one is
     * @param workspace the submission laid over the skeleton
     * @param enginePackage the game's package, such as {@code tabuleiro.GAME}
     * @return the classes' binary names
     */
    public static List<String> of(Optional<String> chosen, Workspace workspace,
            String enginePackage) {
        if (chosen.isPresent()) {
            return List.of(chosen.get());
        }
        List<String> candidates = new ArrayList<>();
        Set<String> skeleton = workspace.skeletonClassFiles();
        for (String file : JavaCompilation.studentFiles(workspace)) {
            String classFile = file.substring(0, file.length() - ".java".length()) + ".class";
            if (file.endsWith(".java") && !skeleton.contains(classFile)) {
                candidates.add(file.substring(0, file.length() - ".java".length())
                        .replace('/', '.'));
            }
        }
        candidates.add(enginePackage + ".RandomAgent");
        candidates.add(enginePackage + ".AlphaBetaAgent");
        return candidates;
    }
}
