package cryptobench.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The 99% t-interval over fork means; reference values from scipy 1.17 on the logarithms. */
class ForkIntervalTest {

    @Test
    void threeForksGiveTheTIntervalOfTheirLogMeans() {
        // Fork means 100, 120, 90 (each fork's iterations averaged first). x = np.log([100, 120, 90]);
        // np.exp(x.mean()), np.exp(scipy.stats.t.interval(0.99, 2, loc=x.mean(), scale=scipy.stats.sem(x)))
        ForkInterval i = ForkInterval.of(new double[][] {{98, 102}, {118, 122}, {89, 91}})
                .orElseThrow();
        assertEquals(3, i.forks());
        assertEquals(102.59855680060183, i.center(), 1e-9);
        assertEquals(44.559502210333854, i.low(), 1e-6);
        assertEquals(236.2338746038575, i.high(), 1e-6);
        // The same interval whatever the number of iterations: each fork is one sample.
        ForkInterval single =
                ForkInterval.of(new double[][] {{100}, {120}, {90}}).orElseThrow();
        assertEquals(i.low(), single.low(), 1e-9);
    }

    @Test
    void twoForksGiveAnHonestlyWideInterval() {
        // t(0.995, 1 df) = 63.66: two forks say little at 99%. x = np.log([100, 110]);
        // np.exp(scipy.stats.t.interval(0.99, 1, loc=x.mean(), scale=scipy.stats.sem(x)))
        ForkInterval i = ForkInterval.of(new double[][] {{100}, {110}}).orElseThrow();
        assertEquals(5.049340056643765, i.low(), 1e-6);
        assertEquals(2178.5025125266748, i.high(), 1e-3);
    }

    @Test
    void oneForkHasNoIntervalOverForks() {
        assertTrue(ForkInterval.of(new double[][] {{100, 101, 99, 100}}).isEmpty());
        assertEquals(1, ForkInterval.forks(new double[][] {{100, 101, 99, 100}}));
        assertEquals(1, ForkInterval.forks(new double[][] {{100}, {}}), "a fork without iterations is not counted");
        assertTrue(ForkInterval.of(new double[][] {{100}, {0}}).isEmpty(), "a zero mean has no logarithm");
        assertTrue(ForkInterval.of(new double[][] {{100}, {Double.NaN}}).isEmpty());
    }

    @Test
    void identicalForksGiveAnIntervalOfZeroWidth() {
        ForkInterval i =
                ForkInterval.of(new double[][] {{5, 7}, {6, 6}, {4, 8}}).orElseThrow();
        assertEquals(6, i.low(), 1e-9);
        assertEquals(6, i.high(), 1e-9);
    }

    @Test
    void aMonotoneFunctionMapsTheBoundsAndAFallingOneSwapsThem() {
        ForkInterval time = new ForkInterval(3, 2, 1.5, 2.5);
        ForkInterval ops = time.map(v -> 1e6 / v);
        assertEquals(1e6 / 2.5, ops.low(), 1e-9);
        assertEquals(1e6 / 1.5, ops.high(), 1e-9);
        assertEquals(5e5, ops.center(), 1e-9);
        assertEquals("-50.0% +100.0%", new ForkInterval(3, 10, 5, 20).relativeTo(10));
        assertEquals(10, new ForkInterval(3, 10, 5, 20).halfWidthAround(10), 1e-12);
    }

    @Test
    void forkMeansLeaveOutForksWithoutIterations() {
        assertArrayEquals(
                new double[] {100, 110}, ForkInterval.forkMeans(new double[][] {{98, 102}, {}, {110}}), 1e-12);
    }
}
