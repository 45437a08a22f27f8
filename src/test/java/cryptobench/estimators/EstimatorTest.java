package cryptobench.estimators;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Each candidate figure of a row on one small array, against numpy 2.4 / scipy 1.17:
 * raw = [[100, 104, 98, 250, 101], [90, 93, 91, 60, 92]]; fm = [np.mean(f) for f in raw]; np.mean(fm),
 * scipy.stats.gmean(fm), np.median(all), scipy.stats.gmean([np.median(f) for f in raw]),
 * scipy.stats.trim_mean(all, 0.2), all.max().
 */
class EstimatorTest {

    static final double[][] RAW = {{100, 104, 98, 250, 101}, {90, 93, 91, 60, 92}};

    @Test
    void eachEstimatorOnOneRow() {
        assertEquals(107.9, Estimator.MEAN_OF_FORK_MEANS.of(RAW), 1e-12);
        assertEquals(105.48516483373386, Estimator.GEOMEAN_OF_FORK_MEANS.of(RAW), 1e-10);
        assertEquals(95.5, Estimator.MEDIAN_OF_ITERATIONS.of(RAW), 1e-12);
        assertEquals(95.86970324351697, Estimator.GEOMEAN_OF_FORK_MEDIANS.of(RAW), 1e-10);
        assertEquals(95.83333333333333, Estimator.TRIMMED_MEAN.of(RAW), 1e-10);
        assertEquals(250, Estimator.BEST_ITERATION.of(RAW), 0);
    }

    @Test
    void theTrimLeavesOutTheFloorOfAFifthOnEachSide() {
        // scipy.stats.trim_mean([1, 2, 3, 4, 100, 6, 7], 0.2): int(1.4) = 1 value each side.
        assertEquals(4.4, Estimator.trimmedMean(new double[] {1, 2, 3, 4, 100, 6, 7}, 0.2), 1e-12);
        assertEquals(5, Estimator.trimmedMean(new double[] {5, 1, 9, 5}, 0.2), 1e-12, "4 values: nothing left out");
    }

    @Test
    void forksWithoutIterationsAreLeftOutAndARowWithoutAnyIsNaN() {
        double[][] gap = {{100, 104, 98, 250, 101}, {}, {90, 93, 91, 60, 92}};
        for (Estimator e : Estimator.values()) {
            assertEquals(e.of(RAW), e.of(gap), 1e-12, e.name());
            assertTrue(Double.isNaN(e.of(new double[][] {{}})), e.name());
        }
        assertTrue(
                Double.isNaN(Estimator.GEOMEAN_OF_FORK_MEANS.of(new double[][] {{1}, {0}})), "a zero has no logarithm");
    }
}
