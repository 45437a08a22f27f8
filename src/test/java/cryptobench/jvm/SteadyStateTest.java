package cryptobench.jvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.stats.Settling;
import java.util.function.LongUnaryOperator;
import org.junit.jupiter.api.Test;

/** Settling on a simulated clock: each call of the operation advances time by what it would cost. */
class SteadyStateTest {

    private static final long MS = 1_000_000L;

    /** A fake fork: {@code cost} gives the nanoseconds a call takes at a time, {@code compiles} the JIT's milliseconds so far. */
    private static final class Fork {
        long now;
        final LongUnaryOperator cost;
        final LongUnaryOperator compiles;

        Fork(LongUnaryOperator cost, LongUnaryOperator compiles) {
            this.cost = cost;
            this.compiles = compiles;
        }

        SteadyState.Outcome settle() throws Exception {
            return SteadyState.reach(() -> {
                now += cost.applyAsLong(now);
                return 1;
            }, Settling.DEFAULT, () -> now, () -> compiles.applyAsLong(now));
        }
    }

    @Test
    void aSteadyForkStopsAtTheMinimum() throws Exception {
        SteadyState.Outcome out = new Fork(t -> 10_000, t -> 42).settle();
        assertTrue(out.levelled());
        assertEquals(5, out.rates().size());
        assertEquals(500 * MS, out.nanos());
        assertEquals(100_000, out.rates().get(4), 1e-6);
    }

    @Test
    void aLateCompilationOfTheFastPathIsWaitedFor() throws Exception {
        // The SunJCE AES-GCM case: 4k ops/s while the JIT works for 1.5 s, then the intrinsic path, 60x faster.
        SteadyState.Outcome out = new Fork(t -> t < 1500 * MS ? 250_000 : 4_000, t -> t < 1500 * MS ? t / (50 * MS) : 100).settle();
        assertTrue(out.levelled());
        assertTrue(out.nanos() >= 1800 * MS, "waited for 3 chunks after the jump, ran " + out.nanos());
        assertTrue(out.nanos() < 2000 * MS, "but not longer, ran " + out.nanos());
        assertEquals(250_000, out.rates().get(out.rates().size() - 1), 1);
    }

    @Test
    void aForkWhoseJitNeverGoesQuietRunsToTheMaximumAndSaysSo() throws Exception {
        SteadyState.Outcome out = new Fork(t -> 10_000, t -> t / (50 * MS)).settle();
        assertFalse(out.levelled());
        assertEquals(4000 * MS, out.nanos());
        assertTrue(out.describe().startsWith("# Steady state: NOT levelled after 4.0 s (40 chunks)"), out.describe());
    }

    @Test
    void aForkThatKeepsGettingFasterIsNotLevelled() throws Exception {
        // 10% faster every 100 ms, with the JIT quiet: the rates alone keep it going.
        SteadyState.Outcome out = new Fork(t -> (long) (100_000 / Math.pow(1.1, t / (100 * MS))), t -> 5).settle();
        assertFalse(out.levelled());
    }

    @Test
    void chunksSlowedByNoiseDoNotHoldItBack() throws Exception {
        // Every other chunk 30% slower: noise only slows chunks down, so the best of the window decides.
        SteadyState.Outcome out = new Fork(t -> (t / (100 * MS)) % 2 == 0 ? 10_000 : 13_000, t -> 7).settle();
        assertTrue(out.levelled());
        assertEquals(500 * MS, out.nanos(), 1 * MS);
    }

    @Test
    void withoutCompilationTimesTheRatesDecide() throws Exception {
        SteadyState.Outcome out = new Fork(t -> 10_000, t -> -1).settle();
        assertTrue(out.levelled());
        assertEquals(5, out.rates().size());
    }

    @Test
    void thePropertySwitchesItOff() {
        String old = System.getProperty(SteadyState.PROPERTY);
        try {
            System.setProperty(SteadyState.PROPERTY, "off");
            assertFalse(SteadyState.enabled());
            System.setProperty(SteadyState.PROPERTY, "on");
            assertTrue(SteadyState.enabled());
        } finally {
            if (old == null) {
                System.clearProperty(SteadyState.PROPERTY);
            } else {
                System.setProperty(SteadyState.PROPERTY, old);
            }
        }
    }
}
