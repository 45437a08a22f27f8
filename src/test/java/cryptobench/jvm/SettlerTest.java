package cryptobench.jvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.stats.Settling;
import java.util.function.LongUnaryOperator;
import org.junit.jupiter.api.Test;

/** Settling on a simulated clock: each call of the operation advances time by what it would cost. */
class SettlerTest {

    private static final long MS = 1_000_000L;

    /** A fake fork: {@code cost} gives the nanoseconds a call takes at a time, {@code compiles} the JIT's milliseconds so far. */
    private static final class Fork {
        long now;
        final LongUnaryOperator cost;
        final LongUnaryOperator compiles;
        long busyUntil;

        Fork(LongUnaryOperator cost, LongUnaryOperator compiles) {
            this.cost = cost;
            this.compiles = compiles;
        }

        Settler.Result settle() throws Exception {
            return Settler.reach(
                    () -> {
                        now += cost.applyAsLong(now);
                        return 1;
                    },
                    Settling.DEFAULT,
                    () -> now,
                    new JitProbe() {
                        @Override
                        public long compileMillis() {
                            return compiles.applyAsLong(now);
                        }

                        @Override
                        public boolean busy() {
                            return busyUntil > now;
                        }
                    });
        }
    }

    @Test
    void aSettledForkStopsAtTheMinimum() throws Exception {
        Settler.Result out = new Fork(t -> 10_000, t -> 42).settle();
        assertTrue(out.levelled());
        assertEquals(12, out.rates().size());
        assertEquals(600 * MS, out.nanos(), 1 * MS);
        assertEquals(100_000, out.settledRate(), 1e-6);
    }

    @Test
    void aLateCompilationOfTheFastPathIsWaitedFor() throws Exception {
        // The SunJCE AES-GCM case: 4k ops/s while the JIT works for 1.5 s, then the intrinsic path, 60x faster.
        Settler.Result out =
                new Fork(t -> t < 1500 * MS ? 250_000 : 4_000, t -> t < 1500 * MS ? t / (50 * MS) : 100).settle();
        assertTrue(out.levelled());
        assertTrue(out.nanos() >= 1800 * MS, "waited for a window after the jump, ran " + out.nanos());
        assertTrue(out.nanos() < 2200 * MS, "but not longer, ran " + out.nanos());
        assertEquals(250_000, out.settledRate(), 1);
    }

    @Test
    void aFlatForkWaitingForOneLongCompilationIsNotLevelled() throws Exception {
        // Interpreter speed, flat, while one C2 compilation runs for 1.2 s and finishes nothing: the old rule levelled
        // at 0.5 s.
        Fork fork = new Fork(t -> t < 1200 * MS ? 250_000 : 4_000, t -> t < 1200 * MS ? 10 : 20);
        fork.busyUntil = 1200 * MS;
        Settler.Result out = fork.settle();
        assertTrue(out.levelled());
        assertTrue(out.nanos() >= 1500 * MS, "waited for a window after the compilation, ran " + out.nanos());
        assertEquals(250_000, out.settledRate(), 1);
        assertTrue(out.describe().endsWith("at 250,000 ops/s, JIT idle"), out.describe());
    }

    @Test
    void aForkWhoseJitNeverGoesQuietRunsToTheMaximumAndSaysSo() throws Exception {
        Settler.Result out = new Fork(t -> 10_000, t -> t / (50 * MS)).settle();
        assertFalse(out.levelled());
        assertEquals(5000 * MS, out.nanos(), 1 * MS);
        assertTrue(out.describe().startsWith("# Settling: NOT levelled after 5.0 s (100 chunks)"), out.describe());
    }

    @Test
    void aForkThatKeepsGettingFasterIsNotLevelled() throws Exception {
        // 10% faster every 100 ms, with the JIT quiet: the rates alone keep it going.
        Settler.Result out = new Fork(t -> (long) (100_000 / Math.pow(1.1, t / (100 * MS))), t -> 5).settle();
        assertFalse(out.levelled());
    }

    @Test
    void chunksSlowedByNoiseDoNotHoldItBack() throws Exception {
        // Every other 100 ms 30% slower: the windows' medians are alike, so the noise does not look like a rise.
        Settler.Result out = new Fork(t -> (t / (100 * MS)) % 2 == 0 ? 10_000 : 13_000, t -> 7).settle();
        assertTrue(out.levelled());
        assertEquals(600 * MS, out.nanos(), 1 * MS);
    }

    @Test
    void withoutCompilationTimesTheRatesDecide() throws Exception {
        Settler.Result out = new Fork(t -> 10_000, t -> -1).settle();
        assertTrue(out.levelled());
        assertEquals(12, out.rates().size());
    }

    @Test
    void aCompilerQueueTextSaysWhetherTheJitIsBusy() {
        String idle = "Current compiles: \n\nC1 compile queue:\nEmpty\n\nC2 compile queue:\nEmpty\n\n";
        String compiling =
                "Current compiles: \nC2 CompilerThread0   503 %     4       Q::lambda$main$0 @ 4 (35 bytes)\n\n"
                        + "C1 compile queue:\nEmpty\n\nC2 compile queue:\nEmpty\n";
        String queued =
                "Current compiles: \n\nC1 compile queue:\n 465       3       java.lang.Integer::stringSize (47 bytes)\n\n"
                        + "C2 compile queue:\nEmpty\n";
        assertFalse(JitProbe.busy(idle));
        assertTrue(JitProbe.busy(compiling));
        assertTrue(JitProbe.busy(queued));
    }

    @Test
    void thisJvmsProbeAnswers() {
        JitProbe probe = JitProbe.ofThisJvm();
        assertTrue(probe.compileMillis() >= 0, "HotSpot times its compilations");
        probe.busy();
    }

    @Test
    void thePropertySwitchesItOff() {
        String old = System.getProperty(Settler.PROPERTY);
        try {
            System.setProperty(Settler.PROPERTY, "off");
            assertFalse(Settler.enabled());
            System.setProperty(Settler.PROPERTY, "on");
            assertTrue(Settler.enabled());
        } finally {
            if (old == null) {
                System.clearProperty(Settler.PROPERTY);
            } else {
                System.setProperty(Settler.PROPERTY, old);
            }
        }
    }
}
