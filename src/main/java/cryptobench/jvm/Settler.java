package cryptobench.jvm;

import cryptobench.stats.Settling;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.LongSupplier;
import org.apache.commons.math3.stat.descriptive.rank.Median;

/**
 * A warm-up that ends when the fork has settled instead of after a fixed time: runs the operation
 * in timed chunks, probing the JIT ({@link JitProbe}) after each, until the {@link Settling} rule
 * says the fork has levelled or is out of time. Benchmarks call it in their trial set-up with the
 * {@code @Benchmark} method itself, before JMH's own warm-up; {@code -Dcryptobench.settle=off} in the
 * fork's JVM arguments skips it.
 */
public final class Settler {

    /** The system property that switches the settling off ({@code off}) in a fork. */
    public static final String PROPERTY = "cryptobench.settle";

    /** The console line's prefix; the line is for people (the parent reads {@link ForkRecord}'s data). */
    static final String PREFIX = "# Settling: ";

    private static final long BATCH_NANOS = 20_000;

    private static volatile long sink;

    private Settler() {}

    /** One call of the measured operation; its result is kept so that the JIT cannot drop the call. */
    @FunctionalInterface
    public interface Op {
        int run() throws Exception;
    }

    /**
     * What one settling did.
     *
     * @param levelled whether it ended because the fork settled (false: it reached the maximum)
     * @param nanos    how long it ran
     * @param chunks   each chunk in order
     * @param window   how many chunks the rule judged at the end
     */
    public record Result(boolean levelled, long nanos, List<Settling.Chunk> chunks, int window) {

        /** Operations per second of each chunk, in order. */
        public List<Double> rates() {
            return chunks.stream().map(Settling.Chunk::rate).toList();
        }

        /** The median rate of the last window: what the fork settled at. */
        public double settledRate() {
            return new Median()
                    .evaluate(chunks.subList(Math.max(0, chunks.size() - window), chunks.size()).stream()
                            .mapToDouble(Settling.Chunk::rate)
                            .toArray());
        }

        /** One console line, such as {@code # Settling: levelled after 0.7 s (14 chunks) at 7,721,041 ops/s, JIT idle}. */
        public String describe() {
            boolean busy = !chunks.isEmpty() && chunks.get(chunks.size() - 1).jitBusy();
            return String.format(
                    Locale.ROOT,
                    "%s%s after %.1f s (%d chunks) at %,.0f ops/s, JIT %s%s",
                    PREFIX,
                    levelled ? "levelled" : "NOT levelled",
                    nanos / 1e9,
                    chunks.size(),
                    settledRate(),
                    busy ? "busy" : "idle",
                    levelled ? "" : "; measuring anyway (the trend check judges the measured iterations)");
        }
    }

    /** Whether the fork's JVM arguments switched settling off. */
    public static boolean enabled() {
        return !"off".equalsIgnoreCase(System.getProperty(PROPERTY, "on").trim());
    }

    /** Settles {@code op} with the default settings, this JVM's clock and its JIT. */
    public static Result reach(Op op) throws Exception {
        return reach(op, Settling.DEFAULT, System::nanoTime, JitProbe.ofThisJvm());
    }

    /** Settles {@code op} by {@code rule}, reading {@code jit} after each chunk. */
    public static Result reach(Op op, Settling rule, LongSupplier clock, JitProbe jit) throws Exception {
        List<Settling.Chunk> chunks = new ArrayList<>();
        long start = clock.getAsLong();
        long acc = 0;
        // Calls run in batches between clock reads, each batch at least ~20 us, so that reading the clock
        // (tens of ns) does not weigh on an operation of a few ns and the settled rate compares with JMH's.
        long batch = 1;
        while (true) {
            long chunkStart = clock.getAsLong();
            long chunkEnd = chunkStart + rule.chunkNanos();
            long ops = 0;
            long now = chunkStart;
            do {
                long before = now;
                for (long i = 0; i < batch; i++) {
                    acc += op.run();
                }
                ops += batch;
                now = clock.getAsLong();
                if (now - before < BATCH_NANOS && batch < (1L << 20)) {
                    batch *= 2;
                }
            } while (now < chunkEnd);
            chunks.add(new Settling.Chunk(ops * 1e9 / (now - chunkStart), jit.compileMillis(), jit.busy()));
            long elapsed = now - start;
            Settling.Progress progress = rule.after(chunks, elapsed);
            if (progress != Settling.Progress.GOING_ON) {
                sink = acc;
                return new Result(progress == Settling.Progress.LEVELLED, elapsed, List.copyOf(chunks), rule.window());
            }
        }
    }
}
