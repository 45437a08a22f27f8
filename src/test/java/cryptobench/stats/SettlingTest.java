package cryptobench.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The settling rule on chunk rates and JIT probes written out by hand (a rule, not an estimate: no reference library applies). */
class SettlingTest {

    private static final long MS = 1_000_000L;
    private static final Settling RULE = new Settling(50 * MS, 3, 0.05, 300 * MS, 1000 * MS);

    private static List<Settling.Chunk> chunks(double[] rates, long[] compiled, boolean[] busy) {
        List<Settling.Chunk> out = new ArrayList<>();
        for (int i = 0; i < rates.length; i++) {
            out.add(new Settling.Chunk(rates[i], compiled[i], busy[i]));
        }
        return out;
    }

    private static List<Settling.Chunk> idle(double... rates) {
        return chunks(rates, new long[rates.length], new boolean[rates.length]);
    }

    @Test
    void aFlatIdleForkLevelsOnceTwoWindowsAreIn() {
        assertFalse(RULE.levelled(idle(1, 1, 1, 1, 1)), "one window and a bit is not enough");
        assertTrue(RULE.levelled(idle(1, 1, 1, 1, 1, 1)));
    }

    @Test
    void aFlatForkWhoseJitIsStillCompilingIsNotLevelled() {
        // The fork that "levelled" at 1,509 ops/s: flat at interpreter speed while C2 worked on the fast path.
        boolean[] busy = {true, true, true, true, true, false};
        assertFalse(RULE.levelled(chunks(new double[] {1, 1, 1, 1, 1, 1}, new long[6], busy)));
        assertTrue(
                RULE.levelled(chunks(new double[] {1, 1, 1, 1, 1, 1}, new long[6], new boolean[] {
                    true, true, true, false, false, false
                })),
                "busy before the window does not count");
    }

    @Test
    void aCompilationThatFinishedInTheWindowHoldsItBack() {
        boolean[] idle = new boolean[7];
        assertFalse(
                RULE.levelled(chunks(new double[] {1, 1, 1, 1, 1, 1}, new long[] {0, 0, 0, 0, 1, 1}, new boolean[6])));
        assertFalse(
                RULE.levelled(chunks(new double[] {1, 1, 1, 1, 1, 1}, new long[] {0, 0, 0, 1, 1, 1}, new boolean[6])),
                "the first chunk of the window counts");
        assertTrue(RULE.levelled(chunks(new double[] {1, 1, 1, 1, 1, 1, 1}, new long[] {0, 0, 0, 1, 1, 1, 1}, idle)));
        assertTrue(
                RULE.levelled(
                        chunks(new double[] {1, 1, 1, 1, 1, 1}, new long[] {-1, -1, -1, -1, -1, -1}, new boolean[6])),
                "without compilation times the probes and rates decide");
    }

    @Test
    void aRiseBeyondTheToleranceThatIsSignificantHoldsItBack() {
        Settling six = new Settling(50 * MS, 6, 0.05, 0, 1000 * MS);
        assertFalse(six.levelled(idle(1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2)), "doubled");
        assertFalse(
                six.levelled(idle(1, 1.01, 1, 1.01, 1, 1.01, 1.08, 1.09, 1.08, 1.09, 1.08, 1.09)),
                "8% faster, every chunk");
        assertTrue(
                six.levelled(idle(1, 1.01, 1, 1.01, 1, 1.01, 1.03, 1.04, 1.03, 1.04, 1.03, 1.04)),
                "3%: within the tolerance");
        // Noise: the medians differ by more than 5%, but the chunks overlap, so the rise is not significant.
        assertTrue(six.levelled(idle(1, 0.7, 1.2, 0.8, 1.1, 0.9, 1.2, 0.8, 1.3, 0.9, 1.0, 1.1)));
        assertTrue(six.levelled(idle(2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1)), "a fall is not a rise");
    }

    @Test
    void theMinimumAndMaximumTimeBoundTheDecision() {
        List<Settling.Chunk> flat = idle(1, 1, 1, 1, 1, 1);
        List<Settling.Chunk> busy = chunks(
                new double[] {1, 1, 1, 1, 1, 1}, new long[6], new boolean[] {true, true, true, true, true, true});
        assertEquals(Settling.Progress.GOING_ON, RULE.after(flat, 299 * MS), "levelled, but before the minimum");
        assertEquals(Settling.Progress.LEVELLED, RULE.after(flat, 300 * MS));
        assertEquals(Settling.Progress.GOING_ON, RULE.after(busy, 999 * MS));
        assertEquals(Settling.Progress.OUT_OF_TIME, RULE.after(busy, 1000 * MS));
        assertEquals(Settling.Progress.LEVELLED, RULE.after(flat, 1000 * MS), "levelled at the maximum is levelled");
    }

    @Test
    void theDefaultIsFiftyMillisecondChunksSixIdleWithinFivePercentBetweenPointSixSecondsAndFive() {
        assertEquals(new Settling(50 * MS, 6, 0.05, 600 * MS, 5000 * MS), Settling.DEFAULT);
    }

    @Test
    void badSettingsAreRefusedWithTheirValues() {
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> new Settling(100 * MS, 3, 0.05, 500 * MS, 100 * MS));
        assertTrue(e.getMessage().contains("max 100000000 ns"), e.getMessage());
    }
}
