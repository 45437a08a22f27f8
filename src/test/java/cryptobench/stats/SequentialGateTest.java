package cryptobench.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The looks, levels and calls of the sequential gate; the intervals it rests on are checked against scipy in {@link PairedRatioTest}. */
class SequentialGateTest {

    @Test
    void looksStartWhereTheExactIntervalCanReachItsLevelThenComeEveryQuarterMore() {
        // 4 rows at 99%: the first look's level is 1 - 0.01/8, which needs 11 blocks (2 * 2^-11 < 0.00125).
        SequentialGate g = new SequentialGate(0.05, 0.99, 4, 3);
        assertEquals(11, g.firstLook());
        assertEquals(0, g.look(10));
        assertEquals(1, g.look(11));
        assertEquals(0, g.look(12));
        assertEquals(2, g.look(14));
        assertEquals(3, g.look(18));
        assertEquals(4, g.finalLook(19));
        assertEquals(20, new SequentialGate(0.05, 0.99, 4, 20).firstLook(), "a larger minimum can ask for more");
    }

    @Test
    void eachLookSpendsAShareOfTheErrorOverRows() {
        SequentialGate g = new SequentialGate(0.05, 0.99, 4, 3);
        assertEquals(1 - 0.01 / 8, g.level(1), 1e-15);
        assertEquals(1 - 0.01 / 24, g.level(2), 1e-15);
    }

    @Test
    void aClearSlowdownPastTheThresholdIsARegressionAndNoChangeIsUnchanged() {
        SequentialGate g = new SequentialGate(0.05, 0.99, 1, 3);
        Random r = new Random(7);
        double[] slower = new double[30];
        double[] same = new double[30];
        for (int i = 0; i < 30; i++) {
            slower[i] = Math.log(1 / 1.06) + 0.01 * r.nextGaussian();
            same[i] = 0.005 * r.nextGaussian();
        }
        SequentialGate.Decision d = g.decide(slower, 3, true);
        assertEquals(SequentialGate.Call.REGRESSED, d.call());
        assertEquals(-0.057, d.change(), 0.01);
        assertEquals(SequentialGate.Call.UNCHANGED, g.decide(same, 3, true).call());
        // AverageTime: a longer time is the slowdown.
        double[] longer = Arrays.stream(slower).map(v -> -v).toArray();
        assertEquals(SequentialGate.Call.REGRESSED, g.decide(longer, 3, false).call());
        assertEquals(SequentialGate.Call.IMPROVED, g.decide(longer, 3, true).call());
    }

    @Test
    void aSlowdownWhoseEstimateIsInsideTheThresholdIsNoRegressionHoweverSureItIs() {
        SequentialGate g = new SequentialGate(0.05, 0.99, 1, 3);
        // 30 blocks: -3% +- 2.9 points, so the interval at look 3 is about -4.3% to -1.7%: below zero and inside 5%.
        double[] three = new double[30];
        // -3% +- 5.8 points: the interval, about -5.5% to -0.4%, is below zero and reaches past -5%, the estimate does
        // not.
        double[] wide = new double[30];
        for (int i = 0; i < 30; i++) {
            three[i] = Math.log(0.97) + 0.002 * (i - 14.5);
            wide[i] = Math.log(0.97) + 0.004 * (i - 14.5);
        }
        assertEquals(SequentialGate.Call.UNCHANGED, g.decide(three, 3, true).call());
        SequentialGate.Decision d = g.decide(wide, 3, true);
        assertTrue(d.high() < 0 && d.low() < -0.05 && d.change() > -0.05, d.toString());
        assertEquals(SequentialGate.Call.UNDECIDED, d.call(), "was regressed while --threshold only bounded unchanged");
        // The same for a speed-up, and for times per operation.
        double[] faster = Arrays.stream(wide).map(v -> -v).toArray();
        assertEquals(SequentialGate.Call.UNDECIDED, g.decide(faster, 3, true).call());
        assertEquals(SequentialGate.Call.UNDECIDED, g.decide(faster, 3, false).call());
    }

    @Test
    void aNoisyRowStaysUndecided() {
        SequentialGate g = new SequentialGate(0.05, 0.99, 1, 3);
        Random r = new Random(3);
        double[] noisy = new double[12];
        for (int i = 0; i < noisy.length; i++) {
            noisy[i] = 0.3 * r.nextGaussian();
        }
        assertEquals(SequentialGate.Call.UNDECIDED, g.decide(noisy, 2, true).call());
    }

    @Test
    void badSettingsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> new SequentialGate(0, 0.99, 1, 6));
        assertThrows(IllegalArgumentException.class, () -> new SequentialGate(0.05, 1.5, 1, 6));
        assertThrows(IllegalArgumentException.class, () -> new SequentialGate(0.05, 0.99, 1, 0));
    }
}
