package cryptobench.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Student's t quantiles and the t-interval's half-width against scipy 1.17. */
class StudentTest {

    @Test
    void quantilesMatchScipy() {
        // scipy.stats.t.ppf(0.995, 1), t.ppf(0.9995, 9)
        assertEquals(63.656741162871526, Student.quantile(1, 0.995), 1e-9);
        assertEquals(4.780912585931217, Student.quantile(9, 0.9995), 1e-9);
    }

    @Test
    void criticalValuesAreTwoSidedAndTakeFractionalDegreesOfFreedom() {
        // scipy.stats.t.ppf(0.995, 2), t.ppf(0.975, 1), t.ppf(0.975, 7.5) (Welch's degrees of freedom are fractional)
        assertEquals(9.924843200918287, Student.critical(2, 0.99), 1e-9);
        assertEquals(12.706204736174694, Student.critical(1, 0.95), 1e-9);
        assertEquals(2.333039626864974, Student.critical(7.5, 0.95), 1e-9);
    }

    @Test
    void halfWidthIsThatOfTheTIntervalOfTheMean() {
        // x = [1, 2, 3, 4, 10]; lo, hi = scipy.stats.t.interval(0.95, 4, loc=x.mean(), scale=scipy.stats.sem(x)); (hi -
        // lo) / 2
        assertEquals(4.389945165425413, Student.halfWidth(new double[] {1, 2, 3, 4, 10}, 0.95), 1e-9);
        assertEquals(0, Student.halfWidth(new double[] {3, 3, 3}, 0.99), 0);
    }

    @Test
    void infinitelyManyDegreesOfFreedomGiveTheNormalQuantile() {
        // scipy.stats.norm.ppf(0.975)
        assertEquals(1.959963984540054, Student.critical(Double.POSITIVE_INFINITY, 0.95), 1e-12);
    }
}
