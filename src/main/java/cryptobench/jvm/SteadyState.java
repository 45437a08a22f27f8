package cryptobench.jvm;

import cryptobench.stats.Settling;
import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.LongSupplier;

/**
 * A warm-up that ends when the fork has settled instead of after a fixed time: runs the operation
 * in timed chunks, reading the JIT's compilation time after each, until the {@link Settling} rule
 * says the fork has levelled or is out of time. Benchmarks call it in their trial set-up, before
 * JMH's own short warm-up; {@code -Dcryptobench.steady=off} in the fork's JVM arguments skips it.
 */
public final class SteadyState {

    /** The system property that switches the settling off ({@code off}) in a fork. */
    public static final String PROPERTY = "cryptobench.steady";

    private static volatile long sink;

    private SteadyState() {
    }

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
     * @param rates    operations per second of each chunk, in order
     */
    public record Outcome(boolean levelled, long nanos, List<Double> rates) {

        /** One console line, such as {@code # Steady state: levelled after 0.7 s (7 chunks), best 7,721,041 ops/s}. */
        public String describe() {
            double best = rates.stream().mapToDouble(Double::doubleValue).max().orElse(Double.NaN);
            return String.format(Locale.ROOT, "# Steady state: %s after %.1f s (%d chunks), best %,.0f ops/s%s",
                    levelled ? "levelled" : "NOT levelled", nanos / 1e9, rates.size(), best,
                    levelled ? "" : "; measuring anyway (the trend flag judges the measured iterations)");
        }
    }

    /** Whether the fork's JVM arguments switched settling off. */
    public static boolean enabled() {
        return !"off".equalsIgnoreCase(System.getProperty(PROPERTY, "on").trim());
    }

    /** Settles {@code op} with the default settings, this JVM's clock and its JIT compilation time. */
    public static Outcome reach(Op op) throws Exception {
        CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
        LongSupplier compileMillis = jit != null && jit.isCompilationTimeMonitoringSupported()
                ? jit::getTotalCompilationTime : () -> -1;
        return reach(op, Settling.DEFAULT, System::nanoTime, compileMillis);
    }

    /**
     * Settles {@code op} by {@code rule}. {@code compileMillis} is the JIT's total compilation time
     * so far, or a negative number where the JVM cannot tell (then only the rates decide).
     */
    public static Outcome reach(Op op, Settling rule, LongSupplier clock, LongSupplier compileMillis) throws Exception {
        List<Double> rates = new ArrayList<>();
        List<Long> compiled = new ArrayList<>();
        long start = clock.getAsLong();
        long acc = 0;
        while (true) {
            long chunkStart = clock.getAsLong();
            long chunkEnd = chunkStart + rule.chunkNanos();
            long ops = 0;
            long now;
            do {
                acc += op.run();
                ops++;
                now = clock.getAsLong();
            } while (now < chunkEnd);
            rates.add(ops * 1e9 / (now - chunkStart));
            compiled.add(compileMillis.getAsLong());
            long elapsed = now - start;
            Settling.Progress progress = rule.after(rates, compiled, elapsed);
            if (progress != Settling.Progress.GOING_ON) {
                sink = acc;
                return new Outcome(progress == Settling.Progress.LEVELLED, elapsed, List.copyOf(rates));
            }
        }
    }
}
