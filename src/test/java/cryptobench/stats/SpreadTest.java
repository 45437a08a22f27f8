package cryptobench.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The median, p90 and maximum distance; commons-math3's default percentile is numpy's
 * {@code method='weibull'} (position p (n + 1)), which scipy 1.17's numpy 2.4 gives as reference.
 */
class SpreadTest {

    @Test
    void slowerAndFasterByTheSameFactorAreTheSameDistance() {
        assertEquals(0.1, Spread.apart(1.1), 1e-12);
        assertEquals(0.1, Spread.apart(1 / 1.1), 1e-12);
        assertEquals(0, Spread.apart(1), 0);
    }

    @Test
    void medianP90AndMaxOfTheUsableRatios() {
        // r = [1.1, 1/1.1, 1.02, 0.97, 1.3, 1.05, 0.8, 1.15, 0.99, 1.2, 1.01]; a = np.exp(np.abs(np.log(r))) - 1;
        // np.percentile(a, [50, 90], method='weibull'), a.max()
        double[] ratios = {
            1.1, 1 / 1.1, 1.02, 0.97, 1.3, 1.05, 0.8, 1.15, 0.99, 1.2, 1.01, Double.NaN, 0, -1, Double.POSITIVE_INFINITY
        };
        Spread s = Spread.ofRatios(ratios).orElseThrow();
        assertEquals(11, s.rows(), "NaN, 0, a negative ratio and infinity are left out");
        assertEquals(0.10000000000000009, s.median(), 1e-12);
        assertEquals(0.2900000000000001, s.p90(), 1e-12);
        assertEquals(0.30000000000000004, s.max(), 1e-12);
    }

    @Test
    void noUsableRatioGivesNothing() {
        assertTrue(Spread.ofRatios(new double[] {Double.NaN, 0}).isEmpty());
        assertTrue(Spread.of(new double[] {}).isEmpty());
    }
}
