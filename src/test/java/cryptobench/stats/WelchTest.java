package cryptobench.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Welch's t-test and the interval of next/base, against scipy 1.17's {@code ttest_ind(equal_var=False)}. */
class WelchTest {

    @Test
    void positiveSamplesAreTestedOnTheirLogarithms() {
        // r = scipy.stats.ttest_ind(np.log(next), np.log(base), equal_var=False); r.pvalue;
        // np.exp(r.confidence_interval(0.99)) (5.99 degrees of freedom)
        Welch w = Welch.of(new double[] {100, 104, 98, 101}, new double[] {90, 93, 88, 91.5}, 0.99);
        assertEquals(Welch.Test.TESTED, w.test());
        assertEquals(0.0008234003218740573, w.pValue(), 1e-12);
        assertEquals(0.8442189427690163, w.low(), 1e-9);
        assertEquals(0.9584492568780777, w.high(), 1e-9);
    }

    @Test
    void aSampleWithAValueThatIsNotPositiveIsTestedOnTheValues() {
        // r = scipy.stats.ttest_ind([4, 5, 7], [-1, 2, 3], equal_var=False); r.pvalue;
        // 1 + r.confidence_interval(0.95) / np.mean([-1, 2, 3])
        Welch w = Welch.of(new double[] {-1, 2, 3}, new double[] {4, 5, 7}, 0.95);
        assertEquals(Welch.Test.TESTED, w.test());
        assertEquals(0.060308695396480164, w.pValue(), 1e-12);
        assertEquals(0.7824942211941581, w.low(), 1e-9);
        assertEquals(7.217505778805841, w.high(), 1e-9);
    }

    @Test
    void tooFewValuesOrNoSpreadGiveNoTest() {
        assertEquals(
                Welch.Test.NO_SPREAD,
                Welch.of(new double[] {100}, new double[] {90, 91}, 0.99).test());
        Welch flat = Welch.of(new double[] {5, 5}, new double[] {6, 6}, 0.99);
        assertEquals(Welch.Test.NO_SPREAD, flat.test());
        assertTrue(Double.isNaN(flat.pValue()) && Double.isNaN(flat.low()) && Double.isNaN(flat.high()));
        // One side without spread is still a test.
        assertEquals(
                Welch.Test.TESTED,
                Welch.of(new double[] {5, 5}, new double[] {6, 7}, 0.99).test());
    }

    @Test
    void aVarianceThatOverflowsIsSaidNotThrown() {
        Welch w = Welch.of(new double[] {Double.MAX_VALUE, -Double.MAX_VALUE}, new double[] {1, 2}, 0.99);
        assertEquals(Welch.Test.OVERFLOW, w.test());
        assertTrue(Double.isNaN(w.pValue()));
    }

    @Test
    void twoPooledRowsAreTestedOnTheirModeratedVariances() {
        // va = 0.1**2/2; vb = 0.15**2/3; df = (va+vb)**2/(va**2/10 + vb**2/20); se = sqrt(va+vb); d = log(1.2);
        // 2*scipy.stats.t.sf(d/se, df); exp(d -+ scipy.stats.t.ppf(0.975, df)*se)
        Welch w = Welch.ofPooled(
                new PooledInterval(2, 100, 0.1, 10, 0.95), new PooledInterval(3, 120, 0.15, 20, 0.95), 0.95);
        assertEquals(Welch.Test.TESTED, w.test());
        assertEquals(0.11361051370133922, w.pValue(), 1e-9);
        assertEquals(0.9548480171553628, w.low(), 1e-9);
        assertEquals(1.5080934076712842, w.high(), 1e-9);
        // Variances known (infinite degrees of freedom): the normal's p and quantile.
        Welch known = Welch.ofPooled(
                new PooledInterval(2, 100, 0.1, Double.POSITIVE_INFINITY, 0.95),
                new PooledInterval(3, 120, 0.15, Double.POSITIVE_INFINITY, 0.95),
                0.95);
        assertEquals(0.10294654797382793, known.pValue(), 1e-9);
        assertEquals(0.9638601395513301, known.low(), 1e-9);
        assertEquals(1.493992687227744, known.high(), 1e-9);
    }
}
