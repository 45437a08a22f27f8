package cryptobench.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import org.junit.jupiter.api.Test;

/**
 * Holm's step-down correction against Holm-adjusted p-values worked out with numpy (statsmodels is
 * not installed): {@code o = np.argsort(p, kind='stable'); adj[o] = np.minimum(1,
 * np.maximum.accumulate((m - np.arange(m)) * p[o]))}; a test is rejected when {@code adj < alpha}.
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
        assertArrayEquals(new boolean[] {false}, Holm.rejected(new double[] {0.05}, 0.05));
        assertArrayEquals(new boolean[] {}, Holm.rejected(new double[] {}, 0.05));
    }
}
