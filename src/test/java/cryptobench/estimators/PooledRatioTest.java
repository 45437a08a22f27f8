package cryptobench.estimators;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.stats.PooledInterval;
import cryptobench.stats.Welch;
import org.junit.jupiter.api.Test;

/** The ratio of two rows from their pooled intervals, against numpy 2.4 / scipy 1.17. */
class PooledRatioTest {

    private static final PooledInterval A = new PooledInterval(2, 200, 0.1, 3, 0.95);
    private static final PooledInterval B = new PooledInterval(8, 100, 0.2, Double.POSITIVE_INFINITY, 0.95);

    @Test
    void theLogVariancesAddOnWelchSatterthwaiteDegreesOfFreedom() {
        // va = 0.01 / 2; vb = 0.04 / 8; df = (va + vb)**2 / (va**2 / 3)
        // 2 * np.exp(np.array([-1, 1]) * scipy.stats.t.ppf(0.975, df) * np.sqrt(va + vb))
        PooledRatio r = PooledRatio.of(A, B, 0.95).orElseThrow();
        assertEquals(2, r.center(), 1e-12);
        assertEquals(12, r.df(), 1e-9);
        assertEquals(1.6084418214403324, r.low(), 1e-9);
        assertEquals(2.4868788828296364, r.high(), 1e-9);
        Welch w = Welch.ofPooled(B, A, 0.95);
        assertEquals(w.low(), r.low(), 1e-12);
        assertEquals(w.high(), r.high(), 1e-12);
    }

    @Test
    void thePredictionIntervalAddsTheNewRunsForks() {
        // With 3 and 5 new forks: 0.01 * (1/2 + 1/3) and 0.04 * (1/8 + 1/5), df as above.
        PooledRatio r = PooledRatio.of(A, B, 0.95).orElseThrow();
        assertEquals(1.4742293687697683, r.predictionLow(3, 5), 1e-9);
        assertEquals(2.71328199311208, r.predictionHigh(3, 5), 1e-9);
    }

    @Test
    void aRowOfOneForkOrNoneGivesNoRatio() {
        assertTrue(PooledRatio.of(A, new PooledInterval(1, 100, 0.2, 4, 0.95), 0.95)
                .isEmpty());
        assertTrue(PooledRatio.of(null, B, 0.95).isEmpty());
    }
}
