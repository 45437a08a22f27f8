package cryptobench.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The Hodges-Lehmann estimate and exact Wilcoxon signed-rank interval, against the published tables and scipy 1.17. */
class PairedRatioTest {

    @Test
    void criticalValuesMatchTheSignedRankTables() {
        // Two-sided 5%: n = 6 -> 0, n = 10 -> 8, n = 20 -> 52 (published tables of the Wilcoxon signed-rank test).
        // P(T <= c) from scipy.stats.wilcoxon(x, alternative='less', method='exact').pvalue, where x is the ranks
        // 1..n, negative but for a set of ranks summing to c: n = 6: 0.015625 (c = 0), 0.03125 (c = 1);
        // n = 10: 0.0244140625 (8, ranks {8}), 0.0322265625 (9, {9}); n = 20: 0.02422046661376953 (52, {13, 19, 20}),
        // 0.026584625244140625 (53, {14, 19, 20}), 0.004717826843261719 (37, {17, 20}), 0.005344390869140625 (38, {18,
        // 20});
        // n = 5: 0.03125 (c = 0).
        assertEquals(0, PairedRatio.criticalCount(6, 0.025));
        assertEquals(8, PairedRatio.criticalCount(10, 0.025));
        assertEquals(52, PairedRatio.criticalCount(20, 0.025));
        // Two-sided 1%: n = 20 -> 37.
        assertEquals(37, PairedRatio.criticalCount(20, 0.005));
        assertEquals(-1, PairedRatio.criticalCount(5, 0.025), "2^-5 = 0.031 is above 0.025");
    }

    @Test
    void theIntervalIsWhereTheExactTestDoesNotReject() {
        // d below; w = np.sort([(d[i] + d[j]) / 2 for i in range(10) for j in range(i, 10)]): np.median(w) = 0.05,
        // and with c = 8 the interval is w[8], w[46] = 0.02, 0.08. scipy.stats.wilcoxon(d - theta,
        // method='exact').pvalue
        // is 0.0488 at theta = 0.02 - 1e-9 and 0.0371 at 0.08 + 1e-9 (rejected at 5%), 0.0840 at 0.02 + 1e-9 and 0.08 -
        // 1e-9.
        double[] d = {0.05, -0.02, 0.08, 0.11, 0.03, 0.07, -0.01, 0.09, 0.04, 0.06};
        PairedRatio.Interval i = PairedRatio.of(d, 0.05);
        assertEquals(0.05, i.estimate(), 1e-12);
        assertEquals(0.02, i.low(), 1e-12);
        assertEquals(0.08, i.high(), 1e-12);
        assertEquals(10, i.rounds());
        assertTrue(i.bounded());
    }

    @Test
    void tooFewRoundsGiveAnInfiniteInterval() {
        PairedRatio.Interval i = PairedRatio.of(new double[] {0.1, 0.2, 0.3}, 0.05);
        assertFalse(i.bounded());
        assertEquals(0.2, i.estimate(), 1e-12);
    }

    @Test
    void theEstimateIsTheMedianOfWalshAveragesAndOneWildRoundBarelyMovesIt() {
        double[] d = {0.01, 0.02, 0.03, 0.04, 0.05, 0.06, 0.07, 0.08, 0.09, 0.10, 0.11, 0.12};
        PairedRatio.Interval calm = PairedRatio.of(d, 0.05);
        assertEquals(0.065, calm.estimate(), 1e-12);
        double[] wild = d.clone();
        wild[0] = -3; // a fork where C2 never compiled the intrinsic path
        PairedRatio.Interval withOutlier = PairedRatio.of(wild, 0.05);
        assertEquals(calm.estimate(), withOutlier.estimate(), 0.01);
        assertTrue(withOutlier.low() < calm.low());
    }

    @Test
    void coverageUnderNoChangeIsAtLeastTheLevel() {
        Random r = new Random(1);
        int misses = 0;
        for (int run = 0; run < 2000; run++) {
            double[] d = new double[15];
            for (int i = 0; i < d.length; i++) {
                d[i] = r.nextGaussian() * 0.1 * (r.nextInt(10) == 0 ? 5 : 1);
            }
            PairedRatio.Interval i = PairedRatio.of(d, 0.05);
            if (i.low() > 0 || i.high() < 0) {
                misses++;
            }
        }
        assertTrue(misses <= 2000 * 0.05 + 30, "intervals missing 0: " + misses + " of 2000");
    }

    @Test
    void aNonFiniteRoundIsAnError() {
        assertThrows(IllegalArgumentException.class, () -> PairedRatio.of(new double[] {0.1, Double.NaN}, 0.05));
    }
}
