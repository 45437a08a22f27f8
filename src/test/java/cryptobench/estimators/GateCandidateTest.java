package cryptobench.estimators;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;

/** Each candidate gate figure's reduction of a row's iterations, by hand. */
class GateCandidateTest {

    private static final double[][] RAW = {{1, 5, 3}, {}, {2, 4}};

    @Test
    void perForkFiguresAreTheProductsOwn() {
        assertSame(RAW, GateCandidate.GEOMEAN_OF_FORK_MEANS.reduce(RAW, true));
        assertArrayEquals(new double[][] {{5}, {4}}, GateCandidate.GEOMEAN_OF_FORK_BESTS.reduce(RAW, true));
    }

    @Test
    void runLevelFiguresLeaveOneValue() {
        assertArrayEquals(new double[][] {{5}}, GateCandidate.BEST_ITERATION.reduce(RAW, true));
        assertArrayEquals(new double[][] {{1}}, GateCandidate.BEST_ITERATION.reduce(RAW, false));
        // commons-math3's default percentile of 1..5: position 0.9 * 6 = 5.4, past the last value.
        assertArrayEquals(new double[][] {{5}}, GateCandidate.P90_OF_ITERATIONS.reduce(RAW, true));
        // and the 10th: position 0.6, before the first.
        assertArrayEquals(new double[][] {{1}}, GateCandidate.P90_OF_ITERATIONS.reduce(RAW, false));
        assertEquals(0, GateCandidate.BEST_ITERATION.reduce(new double[][] {{}}, true).length);
    }
}
