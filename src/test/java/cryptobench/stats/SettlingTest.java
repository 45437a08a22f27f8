package cryptobench.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The settling rule on chunk rates and JIT times written out by hand (a rule, not an estimate: no reference library applies). */
class SettlingTest {

    private static final long MS = 1_000_000L;

    @Test
    void levelledNeedsAWindowAfterTheBestEarlierChunk() {
        Settling rule = Settling.DEFAULT;
        assertFalse(rule.levelled(List.of(1.0, 1.0, 1.0), List.of(0L, 0L, 0L)));
        assertTrue(rule.levelled(List.of(1.0, 1.0, 1.0, 1.04), List.of(0L, 0L, 0L, 0L)));
        assertFalse(rule.levelled(List.of(1.0, 1.0, 1.0, 1.06), List.of(0L, 0L, 0L, 0L)));
        assertFalse(rule.levelled(List.of(1.0, 1.0, 1.0, 1.0), List.of(0L, 0L, 0L, 1L)));
        // a compilation that finished in the first chunk of the window counts; one before the window does not
        assertFalse(rule.levelled(List.of(1.0, 1.0, 1.0, 1.0), List.of(0L, 1L, 1L, 1L)));
        assertTrue(rule.levelled(List.of(1.0, 1.0, 1.0, 1.0, 1.0), List.of(0L, 1L, 1L, 1L, 1L)));
        // chunks slowed by noise do not hold it back: the best of the window decides
        assertTrue(rule.levelled(List.of(1.0, 0.7, 1.0, 0.7), List.of(3L, 3L, 3L, 3L)));
    }

    @Test
    void withoutCompilationTimesTheRatesDecide() {
        assertTrue(Settling.DEFAULT.levelled(List.of(1.0, 1.0, 1.0, 1.0), List.of(-1L, -1L, -1L, -1L)));
    }

    @Test
    void theMinimumAndMaximumTimeBoundTheDecision() {
        Settling rule = Settling.DEFAULT;
        List<Double> flat = List.of(1.0, 1.0, 1.0, 1.0);
        List<Long> quiet = List.of(5L, 5L, 5L, 5L);
        List<Long> busy = List.of(1L, 2L, 3L, 4L);
        assertEquals(Settling.Progress.GOING_ON, rule.after(flat, quiet, 400 * MS), "levelled, but before the minimum");
        assertEquals(Settling.Progress.LEVELLED, rule.after(flat, quiet, 500 * MS));
        assertEquals(Settling.Progress.GOING_ON, rule.after(flat, busy, 3999 * MS));
        assertEquals(Settling.Progress.OUT_OF_TIME, rule.after(flat, busy, 4000 * MS));
        assertEquals(Settling.Progress.LEVELLED, rule.after(flat, quiet, 4000 * MS), "levelled at the maximum is levelled");
    }

    @Test
    void theDefaultIsHundredMillisecondChunksThreeQuietWithinFivePercentBetweenHalfASecondAndFour() {
        assertEquals(new Settling(100 * MS, 3, 0.05, 500 * MS, 4000 * MS), Settling.DEFAULT);
    }

    @Test
    void badSettingsAreRefusedWithTheirValues() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new Settling(100 * MS, 3, 0.05, 500 * MS, 100 * MS));
        assertTrue(e.getMessage().contains("max 100000000 ns"), e.getMessage());
    }
}
