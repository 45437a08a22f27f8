package cryptobench.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** The paired t-interval of a ratio over forks run in rounds; reference values from scipy.stats.t on the log ratios. */
class PairedForksTest {

    @Test
    void threePairsGiveTheTIntervalOfTheirLogRatios() {
        // Ratios 2, 2.18, 1.875.
        PairedForks p = PairedForks.of(new double[] {100, 120, 90}, new double[] {50, 55, 48});
        assertEquals(3, p.pairs());
        assertTrue(p.allPaired() && p.hasInterval());
        assertEquals(2.015038158641956, p.center(), 1e-12);
        assertEquals(1.6681481724690421, p.low(), 1e-9);
        assertEquals(2.434063620843321, p.high(), 1e-9);
        PairedForks at99 = PairedForks.of(new double[] {100, 120, 90}, new double[] {50, 55, 48}, 0.99);
        assertEquals(1.3032366631340027, at99.low(), 1e-9);
        assertEquals(3.1156112282928197, at99.high(), 1e-9);
    }

    @Test
    void twoPairsAreEnoughForAWideInterval() {
        // t(0.975, 1 df) = 12.71.
        PairedForks p = PairedForks.of(new double[] {100, 110}, new double[] {50, 50});
        assertEquals(2, p.pairs());
        assertEquals(2.097617696340304, p.center(), 1e-12);
        assertEquals(1.1448652465118598, p.low(), 1e-9);
        assertEquals(3.8432470663301106, p.high(), 1e-9);
    }

    @Test
    void aSlowSpellSharedByBothForksOfARoundCancelsOut() {
        // Round 2 ran twice as fast on both sides: every ratio is 2, so the interval has no width,
        // where the interval over each side's forks alone would be wide.
        PairedForks p = PairedForks.of(new double[] {100, 200, 150}, new double[] {50, 100, 75});
        assertEquals(2, p.low(), 1e-12);
        assertEquals(2, p.high(), 1e-12);
        assertTrue(ForkInterval.of(new double[][] {{100}, {200}, {150}}).orElseThrow().high() > 4);
    }

    @Test
    void differentForkCountsPairTheFirstForks() {
        PairedForks p = PairedForks.of(new double[] {100, 120, 90}, new double[] {50, 55});
        assertEquals(2, p.pairs());
        assertEquals(3, p.forksA());
        assertEquals(2, p.forksB());
        assertFalse(p.allPaired());
        assertEquals(PairedForks.of(new double[] {100, 120}, new double[] {50, 55}).low(), p.low(), 1e-12);
    }

    @Test
    void oneForkHasNoInterval() {
        PairedForks p = PairedForks.of(new double[] {100}, new double[] {40});
        assertEquals(1, p.pairs());
        assertFalse(p.hasInterval());
        assertEquals(2.5, p.center(), 1e-12);
        assertTrue(Double.isNaN(p.low()) && Double.isNaN(p.high()));
        assertEquals(1, PairedForks.of(new double[] {100, 90, 80}, new double[] {40}).pairs());
        assertEquals(0, PairedForks.of(new double[] {}, new double[] {40}).pairs());
        assertTrue(Double.isNaN(PairedForks.of(new double[] {}, new double[] {40}).center()));
    }

    @Test
    void unusableForksLeaveTheirPairOut() {
        PairedForks p = PairedForks.of(new double[] {100, Double.NaN, 120, 90}, new double[] {50, 60, 55, 0});
        assertEquals(2, p.pairs(), "pairs 2 (NaN) and 4 (zero) are left out");
        assertFalse(p.allPaired());
        assertEquals(PairedForks.of(new double[] {100, 120}, new double[] {50, 55}).high(), p.high(), 1e-12);
        assertThrows(IllegalArgumentException.class, () -> PairedForks.of(new double[] {1}, new double[] {1}, 1.0));
    }

    @Test
    void rowsArePairedByForkMeansInOperationsPerSecond() {
        // Each fork's iterations averaged first; a time per operation turns over, so A at 1.5, 2, 2.5 us/op
        // against B at 1, 1, 1.5 us/op is A's speed over B's: about 0.58.
        ResultRow a = new ResultRow("f.json", "b.X.y", "avgt", Map.of(), "17", 2, 0.1, "us/op", null,
                new double[][] {{1.4, 1.6}, {2}, {2.5}});
        ResultRow b = new ResultRow("f.json", "b.X.z", "avgt", Map.of(), "17", 1.17, 0.1, "us/op", null,
                new double[][] {{1}, {0.9, 1.1}, {1.5}});
        PairedForks p = PairedForks.opsPerSecond(a, b);
        assertEquals(3, p.pairs());
        assertEquals(0.5848035476425733, p.center(), 1e-12);
        assertEquals(0.4073684481411629, p.low(), 1e-9);
        assertEquals(0.8395230187705404, p.high(), 1e-9);
        // A fork without iterations is not a fork, and its pair is left out.
        ResultRow c = new ResultRow("f.json", "b.X.z", "avgt", Map.of(), "17", 1.17, 0.1, "us/op", null,
                new double[][] {{1}, {}, {1.5}});
        PairedForks q = PairedForks.opsPerSecond(a, c);
        assertEquals(2, q.pairs());
        assertEquals(2, q.forksB());
        assertFalse(q.allPaired());
    }
}
