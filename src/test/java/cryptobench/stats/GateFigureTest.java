package cryptobench.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;

/** Each gate figure's reduction of a row's iterations, by hand. */
class GateFigureTest {

    private static final double[][] RAW = {{1, 5, 3}, {}, {2, 4}};

    @Test
    void forkMeansLeaveTheRowAsItIs() {
        assertSame(RAW, GateFigure.GEOMEAN_OF_FORK_MEANS.reduce(RAW, true));
    }

    @Test
    void forkBestsKeepOneValuePerForkWithIterations() {
        assertArrayEquals(new double[][] {{5}, {4}}, GateFigure.GEOMEAN_OF_FORK_BESTS.reduce(RAW, true));
        assertArrayEquals(new double[][] {{1}, {2}}, GateFigure.GEOMEAN_OF_FORK_BESTS.reduce(RAW, false));
    }

    @Test
    void runLevelFiguresLeaveOneValue() {
        assertArrayEquals(new double[][] {{5}}, GateFigure.BEST_ITERATION.reduce(RAW, true));
        assertArrayEquals(new double[][] {{1}}, GateFigure.BEST_ITERATION.reduce(RAW, false));
        // commons-math3's default percentile of 1..5: position 0.9 * 6 = 5.4, past the last value.
        assertArrayEquals(new double[][] {{5}}, GateFigure.P90_OF_ITERATIONS.reduce(RAW, true));
        // and the 10th: position 0.6, before the first.
        assertArrayEquals(new double[][] {{1}}, GateFigure.P90_OF_ITERATIONS.reduce(RAW, false));
        assertEquals(0, GateFigure.BEST_ITERATION.reduce(new double[][] {{}}, true).length);
    }
}
