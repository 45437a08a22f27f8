package cryptobench.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.apache.commons.math3.distribution.NormalDistribution;
import org.junit.jupiter.api.Test;

/**
 * The trend test on iteration sequences shaped like this machine's, most of them cut from committed
 * runs. Mann-Kendall's exact p is Kendall's tau against the iteration number, scipy 1.17's
 * {@code scipy.stats.kendalltau(np.arange(n), y, method='exact').pvalue}; the fitted change is
 * {@code np.exp(scipy.stats.theilslopes(np.log(y)).slope * (n - 1))}.
 */
class SettledCheckTest {

    @Test
    void theIssuesSunJceForkThatC2CompiledMidMeasurementIsTrending() {
        SettledCheck.Result v = SettledCheck.of(new double[] {4_234, 106_205, 248_565});
        assertTrue(v.tested());
        assertTrue(v.trending(), v.toString());
        assertTrue(v.step(), "3 iterations: only the step rule can speak");
        assertEquals(1.0 / 3, v.pValue(), 1e-12, "Mann-Kendall cannot reach 0.01 with 3 iterations");
        assertEquals(58.706896551724085, v.fittedChange(), 1e-9); // scipy theilslopes
        assertEquals("last third 58.7x the first", v.why());
    }

    @Test
    void aFirstIterationFarSlowerThanTheRestIsTrendingToo() {
        // results/runs/2026-11-30-breadth jmh-jdk17.json, SmallMessage.decrypt SunJCE 16 KiB in ns/op: the first
        // iteration 46x slower.
        SettledCheck.Result v = SettledCheck.of(new double[] {244_785, 5_312, 4_536, 4_361, 4_266});
        assertTrue(v.trending(), v.toString());
        assertEquals("last third 0.02x the first", v.why());
        // Theil-Sen alone shrugs one iteration off (0.60x over the fork); the step rule is there for that.
        assertEquals(0.5986293134130624, v.fittedChange(), 1e-12); // scipy theilslopes
        assertEquals(0.016666666666666666, v.pValue(), 1e-15); // scipy kendalltau exact: 2/120
    }

    @Test
    void flatNoiseOfThirtyPercentIsNotTrending() {
        // Alternating within +-30%, as consecutive 500 ms iterations here can: the Theil-Sen line even falls 19%,
        // but Mann-Kendall sees no trend (p = 0.60).
        SettledCheck.Result noisy = SettledCheck.of(new double[] {100, 130, 92, 124, 71, 118, 86, 129, 75, 108});
        assertTrue(noisy.tested());
        assertFalse(noisy.trending(), noisy.toString());
        assertEquals(0.6006536596119929, noisy.pValue(), 1e-12); // scipy kendalltau exact
        assertEquals(0.8128363284499786, noisy.fittedChange(), 1e-12); // scipy theilslopes
        assertEquals("", noisy.why());
        // Monotone by chance in 3 iterations, but within the noise (1.63x < 2x).
        assertFalse(SettledCheck.of(new double[] {80, 100, 130}).trending());
        assertFalse(SettledCheck.of(new double[] {130, 100, 72}).trending());
        // One wild iteration among steady ones.
        assertFalse(SettledCheck.of(new double[] {100, 102, 99, 250, 101, 98, 100, 103, 99, 101})
                .trending());
    }

    @Test
    void aSlowDriftIsTrendingWhenItIsSignificantAndLargerThanTheTolerance() {
        // About +2% an iteration with noise: no step between the thirds (1.12x), but a clear trend, +18% fitted.
        SettledCheck.Result drift =
                SettledCheck.of(new double[] {100, 103, 103.5, 107, 108, 109, 113, 114, 115.5, 119});
        assertTrue(drift.trending(), drift.toString());
        assertFalse(drift.step());
        assertEquals(5.511463844797178e-07, drift.pValue(), 1e-18); // scipy kendalltau exact
        assertEquals(1.177833757672182, drift.fittedChange(), 1e-12); // scipy theilslopes
        assertTrue(
                drift.why().startsWith("Mann-Kendall p = 5.5e-07, Theil-Sen change +18% across the fork"), drift.why());
        // Just as significant, but only +0.9% across the fork: not worth a flag.
        SettledCheck.Result tiny =
                SettledCheck.of(new double[] {100, 100.1, 100.2, 100.3, 100.4, 100.5, 100.6, 100.7, 100.8, 100.9});
        assertTrue(tiny.pValue() < 1e-5);
        assertFalse(tiny.trending(), tiny.toString());
    }

    @Test
    void aLevelShiftHalfWayThroughALongForkIsTrending() {
        // results/runs/2026-11-29T20-26-27Z, AesCbc.encryptPureJava BC 1 KiB: 144k for 3 iterations, then 106k.
        SettledCheck.Result v = SettledCheck.of(
                new double[] {144_449, 144_105, 143_819, 129_289, 109_325, 106_982, 110_830, 106_819, 105_647, 105_784
                });
        assertTrue(v.trending(), v.toString());
        assertFalse(v.step());
        assertEquals(0.00011518959435626102, v.pValue(), 1e-15); // scipy kendalltau exact
        assertEquals(0.7033321310615138, v.fittedChange(), 1e-12); // scipy theilslopes
    }

    @Test
    void mannKendallPValuesAreExactForSmallForks() {
        assertEquals(1.0 / 3, SettledCheck.exactP(3, 3), 1e-12);
        assertEquals(1.0, SettledCheck.exactP(3, 1), 1e-12);
        assertEquals(2.0 / 120, SettledCheck.exactP(5, 10), 1e-12);
        assertEquals(2.0 / 3_628_800, SettledCheck.exactP(10, -45), 1e-18);
        // n = 4: S = 4 has 3 orders of 24 on each side at |S| >= 4 (S = 4 and S = 6).
        assertEquals(2 * 4.0 / 24, SettledCheck.exactP(4, 4), 1e-12);
        assertEquals(1.0, SettledCheck.exactP(6, 0), 1e-12);
        // The normal approximation agrees with the exact value for a long fork.
        double[] y = new double[40];
        for (int i = 0; i < y.length; i++) {
            y[i] = i % 7 + i * 0.08;
        }
        long s = SettledCheck.mannKendallS(y);
        double var = 40 * 39.0 * 85 / 18;
        double normal = 2 * (1 - new NormalDistribution().cumulativeProbability((Math.abs(s) - 1) / Math.sqrt(var)));
        assertEquals(normal, SettledCheck.exactP(40, s), 0.002);
    }

    @Test
    void tiesUseTheTieCorrectedNormalApproximation() {
        // S = 12 with three ties of 2: var = (6*5*17 - 3*2*1*9) / 18; 2 * scipy.stats.norm.sf((12 - 1) / np.sqrt(var))
        // (scipy's kendalltau has no continuity correction, so the normal tail is taken directly).
        assertEquals(0.028853788793347705, SettledCheck.mannKendallP(new double[] {1, 1, 2, 2, 3, 3}), 1e-9);
        assertEquals(1.0, SettledCheck.mannKendallP(new double[] {5, 5, 5, 5}), 1e-12);
    }

    @Test
    void forksThatCannotBeTestedAreNotTrending() {
        assertFalse(SettledCheck.of(new double[] {1, 1000}).tested(), "two iterations");
        assertFalse(SettledCheck.of(new double[] {}).tested());
        assertFalse(SettledCheck.of(new double[] {5, 0, 5000}).tested(), "a zero has no logarithm");
        assertFalse(SettledCheck.of(new double[] {5, Double.NaN, 5000}).trending());
    }
}
