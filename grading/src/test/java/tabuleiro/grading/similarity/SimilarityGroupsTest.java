package tabuleiro.grading.similarity;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Groups of three or more are joined by listed pairs only, and named sorted. */
class SimilarityGroupsTest {

    private static SimilarPair pair(String first, String second, double similarity) {
        return new SimilarPair(first, second, similarity, 100, List.of());
    }

    @Test
    void aChainOfListedPairsIsOneGroupAndALonePairIsNone() {
        List<SimilarPair> pairs = List.of(pair("carla", "bruno", 80), pair("bruno", "ana", 60),
                pair("dora", "eva", 90), pair("ana", "dora", 30), pair("fabio", "gil", 55),
                pair("gil", "hugo", 52), pair("hugo", "fabio", 51), pair("ivo", "hugo", 10));

        List<SimilarGroups.Group> groups = SimilarGroups.of(pairs, 50);

        assertThat(groups).extracting(SimilarGroups.Group::members).containsExactly(
                List.of("ana", "bruno", "carla"), List.of("fabio", "gil", "hugo"));
        assertThat(groups.get(0).highest()).isEqualTo(80);
        assertThat(groups.get(0).pairs()).isEqualTo(2);
        assertThat(groups.get(1).pairs()).isEqualTo(3);
        assertThat(SimilarGroups.of(pairs, 85)).isEmpty();
        assertThat(SimilarGroups.of(pairs, 0)).extracting(SimilarGroups.Group::members)
                .containsExactly(List.of("ana", "bruno", "carla", "dora", "eva"),
                        List.of("fabio", "gil", "hugo", "ivo"));
    }

    @Test
    void aPairIsTwoSubmissionsWithAPercentage() {
        assertThatThrownBy(() -> pair("ana", "ana", 50))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("different");
        assertThatThrownBy(() -> pair("ana", "bruno", 101))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("0 to 100");
        assertThatThrownBy(() -> new SimilarGroups.Group(List.of("ana", "bruno"), 90, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("at least 3");
    }
}
