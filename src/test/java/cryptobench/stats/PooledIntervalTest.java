package cryptobench.stats;

import static cryptobench.stats.ModeratedVarianceTest.rel;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The confidence and prediction intervals of a row from the pooled variance of its group, against
 * scipy 1.17: the prior fitted as in {@link ModeratedVarianceTest} to every row's np.var(np.log(forks),
 * ddof=1), then for a row with n forks, c = np.log(forks).mean(), t = scipy.stats.t.ppf(0.975, d0 + n - 1)
 * (scipy.stats.norm.ppf(0.975) when d0 is infinite), np.exp(c -+ t * s / np.sqrt(n)) and
 * np.exp(c -+ t * s * np.sqrt(1 / n + 1 / m)).
 */
class PooledIntervalTest {

    /** Fork means of 8 rows whose log variances differ no more than sampling makes them: d0 infinite. */
    static final List<double[]> CALM = List.of(
            new double[] {100, 112},
            new double[] {50, 49},
            new double[] {200, 180, 230},
            new double[] {10, 10.5},
            new double[] {300, 360},
            new double[] {80, 78, 85, 90},
            new double[] {1000, 1300},
            new double[] {5.0});

    /** Fork means of 9 rows whose log variances differ widely: d0 = 0.43. */
    static final List<double[]> WILD = List.of(
            new double[] {100, 112},
            new double[] {50, 49.9},
            new double[] {200, 120, 330},
            new double[] {10, 10.01},
            new double[] {300, 360},
            new double[] {80, 78, 85, 90},
            new double[] {1000, 1900},
            new double[] {5.0},
            new double[] {40, 40.2, 40.1, 39.9});

    static double[][] forks(double[] means) {
        return Arrays.stream(means).mapToObj(m -> new double[] {m}).toArray(double[][]::new);
    }

    static ModeratedVariance.Prior prior(List<double[]> rows) {
        return ModeratedVariance.Prior.ofForks(
                rows.stream().map(PooledIntervalTest::forks).toList());
    }

    @Test
    void aTwoForkRowWithAnInfinitePriorGetsTheNormalInterval() {
        ModeratedVariance.Prior prior = prior(CALM);
        assertEquals(Double.POSITIVE_INFINITY, prior.df());
        assertEquals(0.013504609041550679, prior.variance(), rel(0.013504609041550679));
        PooledInterval i = PooledInterval.of(forks(CALM.get(0)), prior).orElseThrow();
        assertEquals(2, i.forks());
        assertEquals(105.83005244258368, i.center(), rel(105.83005244258368));
        assertEquals(0.11620933285046721, i.sd(), rel(0.11620933285046721));
        assertEquals(1.959963984540054, i.critical(), rel(1.959963984540054));
        assertEquals(90.08733329940165, i.low(), rel(90.08733329940165));
        assertEquals(124.3238043552389, i.high(), rel(124.3238043552389));
        assertEquals(84.27358086031589, i.predictionLow(2), rel(84.27358086031589));
        assertEquals(132.90048774080333, i.predictionHigh(2), rel(132.90048774080333));
        assertEquals(85.96269910780276, i.predictionLow(3), rel(85.96269910780276));
        assertEquals(130.28906858723096, i.predictionHigh(3), rel(130.28906858723096));
        PooledInterval three = PooledInterval.of(forks(CALM.get(2)), prior).orElseThrow();
        assertEquals(177.37811297397002, three.low(), rel(177.37811297397002));
        assertEquals(249.0629228048607, three.predictionHigh(2), rel(249.0629228048607));
    }

    @Test
    void aFinitePriorAddsItsDegreesOfFreedomToTheRows() {
        ModeratedVariance.Prior prior = prior(WILD);
        assertEquals(0.42570860371683894, prior.df(), rel(0.42570860371683894));
        assertEquals(7.110833820521601e-05, prior.variance(), rel(7.110833820521601e-05));
        PooledInterval two = PooledInterval.of(forks(WILD.get(0)), prior).orElseThrow();
        assertEquals(1.425708603716839, two.df(), rel(1.425708603716839));
        assertEquals(0.06727143310929665, two.sd(), rel(0.06727143310929665));
        assertEquals(6.475980043351327, two.critical(), rel(6.475980043351327));
        assertEquals(77.77223956365222, two.low(), rel(77.77223956365222));
        assertEquals(144.01025433803326, two.high(), rel(144.01025433803326));
        assertEquals(68.45564863147773, two.predictionLow(2), rel(68.45564863147773));
        assertEquals(163.609581150765, two.predictionHigh(2), rel(163.609581150765));
        PooledInterval three = PooledInterval.of(forks(WILD.get(2)), prior).orElseThrow();
        assertEquals(2.425708603716839, three.df(), rel(2.425708603716839));
        assertEquals(75.63789264909808, three.low(), rel(75.63789264909808));
        assertEquals(525.3039912985204, three.high(), rel(525.3039912985204));
        assertEquals(50.6318260704459, three.predictionLow(3), rel(50.6318260704459));
        assertEquals(784.7413373299717, three.predictionHigh(3), rel(784.7413373299717));
    }

    @Test
    void aRowOfOneForkTakesThePriorsVariance() {
        PooledInterval calm = PooledInterval.of(forks(CALM.get(7)), prior(CALM)).orElseThrow();
        assertEquals(1, calm.forks());
        assertEquals(3.9815524473087223, calm.low(), rel(3.9815524473087223));
        assertEquals(6.608741774478701, calm.predictionHigh(2), rel(6.608741774478701));
        PooledInterval wild = PooledInterval.of(forks(WILD.get(7)), prior(WILD)).orElseThrow();
        assertEquals(0.42570860371683894, wild.df(), rel(0.42570860371683894));
        assertEquals(0.13935289728648728, wild.low(), rel(0.13935289728648728));
        assertEquals(401.11552249589505, wild.predictionHigh(2), rel(401.11552249589505));
        assertTrue(
                PooledInterval.of(new double[][] {{5}}, ModeratedVariance.Prior.NONE)
                        .isEmpty(),
                "one fork, nothing pooled");
    }

    @Test
    void theIterationsOfAForkAreAveragedFirst() {
        ModeratedVariance.Prior prior = new ModeratedVariance.Prior(Double.POSITIVE_INFINITY, 0.01, 50);
        PooledInterval i =
                PooledInterval.of(new double[][] {{90, 110}, {121}}, prior).orElseThrow();
        assertEquals(110, i.center(), rel(110));
        assertEquals(0.1, i.sd(), rel(0.1));
        assertTrue(i.predicts(110, 2));
        assertTrue(i.predicts(i.predictionHigh(2), 2));
        assertFalse(i.predicts(i.predictionHigh(2) * 1.0001, 2));
        assertFalse(i.predicts(i.predictionLow(3) * 0.9999, 3));
    }

    @Test
    void aRunToRunLevelSdWidensOnlyThePredictionInterval() {
        ModeratedVariance.Prior prior = new ModeratedVariance.Prior(Double.POSITIVE_INFINITY, 0.01, 50);
        PooledInterval i =
                PooledInterval.of(new double[][] {{90, 110}, {121}}, prior).orElseThrow();
        // exp(log 110 +- 1.96 sqrt(0.01 (1/2 + 1/2) + 2 x 0.024^2)), against +-1.96 x 0.1 without it.
        assertEquals(HIGH_WITH_RUN_SD, i.predictionHigh(2, 0.024), rel(HIGH_WITH_RUN_SD));
        assertEquals(LOW_WITH_RUN_SD, i.predictionLow(2, 0.024), rel(LOW_WITH_RUN_SD));
        assertEquals(i.predictionHigh(2), i.predictionHigh(2, 0), rel(i.predictionHigh(2)));
        double between = (i.predictionHigh(2) + HIGH_WITH_RUN_SD) / 2;
        assertFalse(i.predicts(between, 2));
        assertTrue(i.predicts(between, 2, 0.024));
        assertThrows(IllegalArgumentException.class, () -> i.predictionHigh(2, -0.01));
        assertThrows(IllegalArgumentException.class, () -> i.predicts(110, 2, Double.NaN));
    }

    private static final double HIGH_WITH_RUN_SD = 135.29512476647423;
    private static final double LOW_WITH_RUN_SD = 89.43411686773763;

    @Test
    void noIntervalWithoutAUsableForkAndNoNewRunWithoutForks() {
        ModeratedVariance.Prior prior = new ModeratedVariance.Prior(4, 0.01, 50);
        assertTrue(PooledInterval.of(new double[][] {}, prior).isEmpty());
        assertTrue(PooledInterval.of(new double[][] {{100}, {0}}, prior).isEmpty());
        assertTrue(PooledInterval.of(new double[][] {{100}, {Double.NaN}}, prior)
                .isEmpty());
        PooledInterval i =
                PooledInterval.of(new double[][] {{100}, {110}}, prior).orElseThrow();
        assertThrows(IllegalArgumentException.class, () -> i.predictionLow(0));
        assertThrows(IllegalArgumentException.class, () -> PooledInterval.of(new double[][] {{100}}, prior, 1));
    }
}
