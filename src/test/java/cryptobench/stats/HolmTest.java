package cryptobench.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import org.junit.jupiter.api.Test;

/**
 * Holm's step-down correction against statsmodels ({@code python3
 * src/test/resources/stats/holm-reference.py}: statsmodels 0.13.5 from Debian's python3-statsmodels,
 * {@code multipletests(p, alpha=0.05, method="holm")}), which prints each case's adjusted p-values and
 * rejections; a test is rejected when its p-value is at most alpha / (m - k).
 */
class HolmTest {

    @Test
    void theFirstFailureStopsTheRest() {
        // p = [0.01, 0.04, 0.03, 0.005]: adj = [0.03, 0.06, 0.06, 0.02].
        assertArrayEquals(
                new boolean[] {true, false, false, true}, Holm.rejected(new double[] {0.01, 0.04, 0.03, 0.005}, 0.05));
    }

    @Test
    void tiedPValuesAreRejectedTogether() {
        // p = [0.001, 0.2, 0.012, 0.012, 0.5]: adj = [0.005, 0.4, 0.048, 0.048, 0.5].
        assertArrayEquals(
                new boolean[] {true, false, true, true, false},
                Holm.rejected(new double[] {0.001, 0.2, 0.012, 0.012, 0.5}, 0.05));
    }

    @Test
    void oneTestIsJudgedAtTheLevelItselfAndNoneGiveNothing() {
        assertArrayEquals(new boolean[] {true}, Holm.rejected(new double[] {0.049}, 0.05));
        assertArrayEquals(
                new boolean[] {true}, Holm.rejected(new double[] {0.05}, 0.05), "at the level itself: rejected");
        assertArrayEquals(new boolean[] {}, Holm.rejected(new double[] {}, 0.05));
    }
}
