package cryptobench.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;

/** The product's two gate figures' reductions of a row's iterations, by hand. */
class GateFigureTest {

    static final double[][] RAW = {{1, 5, 3}, {}, {2, 4}};

    @Test
    void forkMeansLeaveTheRowAsItIs() {
        assertSame(RAW, GateFigure.FORK_MEANS.reduce(RAW, true));
    }

    @Test
    void forkBestsKeepOneValuePerForkWithIterations() {
        assertArrayEquals(new double[][] {{5}, {4}}, GateFigure.CHOSEN.reduce(RAW, true));
        assertArrayEquals(new double[][] {{1}, {2}}, GateFigure.CHOSEN.reduce(RAW, false));
        assertEquals(0, GateFigure.CHOSEN.reduce(new double[][] {{}}, true).length);
    }

    @Test
    void theRowsFigureIsTheGeometricMeanOfItsForkMeans() {
        // fork means 3 and 3: sqrt(3 * 3)
        assertEquals(3, ForkInterval.geomean(RAW), 1e-12);
        assertEquals(Double.NaN, ForkInterval.geomean(new double[][] {{1}, {0}}), "a zero has no logarithm");
        assertEquals(Double.NaN, ForkInterval.geomean(new double[][] {{}}));
    }
}
