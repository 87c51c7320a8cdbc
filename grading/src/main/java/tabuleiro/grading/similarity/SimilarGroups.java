package tabuleiro.grading.similarity;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * Groups of three or more submissions joined by listed pairs: the connected parts of the graph
 * whose edges are the pairs at or above the threshold. A group says "these are alike, pair by
 * pair", which a list of pairs makes hard to see; it does not say all of them are alike.
 */
public final class SimilarGroups {

    /** The fewest submissions a group has: two are a pair, already listed as such. */
    public static final int SMALLEST = 3;

    private SimilarGroups() {
    }

    /**
     * A group of submissions.
     *
     * @param members the submissions' names, sorted
     * @param highest the highest similarity of a pair within the group, in percent
     * @param pairs how many listed pairs join them
     */
    public record Group(List<String> members, double highest, int pairs) {

        /**
         * Keeps an unmodifiable copy of the members.
         *
         * @throws IllegalArgumentException unless there are at least {@link #SMALLEST}
         */
        public Group {
            members = List.copyOf(members);
            if (members.size() < SMALLEST) {
                throw new IllegalArgumentException("a group has at least " + SMALLEST
                        + " members, but it has " + members.size());
            }
        }
    }

    /**
     * Finds the groups.
     *
     * @param pairs the pairs of the class
     * @param threshold the least similarity of a pair that joins two submissions, in percent
     * @return the groups of at least {@link #SMALLEST}, the largest first, then the most similar
     */
    public static List<Group> of(List<SimilarPair> pairs, double threshold) {
        Map<String, String> parent = new HashMap<>();
        List<SimilarPair> listed = pairs.stream().filter(pair -> pair.reaches(threshold))
                .toList();
        for (SimilarPair pair : listed) {
            parent.put(root(parent, pair.first()), root(parent, pair.second()));
        }
        Map<String, TreeSet<String>> members = new HashMap<>();
        for (String name : new ArrayList<>(parent.keySet())) {
            members.computeIfAbsent(root(parent, name), key -> new TreeSet<>()).add(name);
        }
        List<Group> groups = new ArrayList<>();
        for (TreeSet<String> group : members.values()) {
            if (group.size() < SMALLEST) {
                continue;
            }
            List<SimilarPair> within = listed.stream()
                    .filter(pair -> group.contains(pair.first())).toList();
            groups.add(new Group(List.copyOf(group), within.stream()
                    .mapToDouble(SimilarPair::similarity).max().orElse(0), within.size()));
        }
        groups.sort(Comparator.comparingInt((Group group) -> group.members().size()).reversed()
                .thenComparing(Comparator.comparingDouble(Group::highest).reversed())
                .thenComparing(group -> group.members().get(0)));
        return groups;
    }

    /** Union-find's root, without path compression: a class is a few hundred names. */
    private static String root(Map<String, String> parent, String name) {
        String node = name;
        parent.putIfAbsent(node, node);
        while (!parent.get(node).equals(node)) {
            node = parent.get(node);
        }
        return node;
    }
}
