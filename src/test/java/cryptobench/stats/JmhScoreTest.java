package cryptobench.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A score over all iterations as JMH works it out, against scipy 1.17 and numpy: the error is
 * {@code scipy.stats.t.ppf(0.9995, n - 1) * np.std(v, ddof=1) / np.sqrt(n)}, the percentiles
 * {@code np.percentile(v, p, method='weibull')} (commons-math3's default).
 */
class JmhScoreTest {

    private static final double[] V = {101, 99, 103, 98, 100, 97, 105, 102, 96, 104, 100, 99};

    @Test
    void meanErrorAndPercentilesMatchScipy() {
        JmhScore s = JmhScore.of(V);
        assertEquals(100.33333333333333, s.mean(), 1e-12);
        assertEquals(3.5535028793522674, s.error(), 1e-9);
        assertEquals(
                List.of(0.0, 50.0, 90.0, 95.0, 99.0, 99.9, 99.99, 99.999, 99.9999, 100.0),
                List.copyOf(s.percentiles().keySet()));
        assertEquals(96, s.percentiles().get(0.0), 0, "0 is the minimum");
        assertEquals(100.0, s.percentiles().get(50.0), 1e-12);
        assertEquals(104.7, s.percentiles().get(90.0), 1e-12);
        assertEquals(105.0, s.percentiles().get(95.0), 1e-12);
        assertEquals(105.0, s.percentiles().get(100.0), 1e-12);
    }

    @Test
    void twoValuesOrFewerHaveNoError() {
        assertTrue(Double.isNaN(JmhScore.of(new double[] {1, 2}).error()), "as JMH: NaN with 2 or fewer values");
        assertEquals(1.5, JmhScore.of(new double[] {1, 2}).mean(), 0);
    }
}
