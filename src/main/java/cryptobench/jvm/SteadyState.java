package cryptobench.jvm;

import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.LongSupplier;

/**
 * A warm-up that ends when the fork has settled instead of after a fixed time: the operation runs
 * in chunks until the JIT finished no compilation during the last few chunks and their best rate
 * is within a tolerance of the best rate before them, between a minimum and a maximum time
 * ({@link Settings}). Benchmarks call it in their trial set-up, before JMH's own short warm-up;
 * {@code -Dcryptobench.steady=off} in the fork's JVM arguments skips it.
 */
public final class SteadyState {

    /** The system property that switches the settling off ({@code off}) in a fork. */
    public static final String PROPERTY = "cryptobench.steady";

    /** What the benchmarks use: 100 ms chunks, 3 quiet chunks within 5%, between 0.5 s and 4 s. */
    public static final Settings DEFAULT = new Settings(100_000_000L, 3, 0.05, 500_000_000L, 4_000_000_000L);

    private static volatile long sink;

    private SteadyState() {
    }

    /** One call of the measured operation; its result is kept so that the JIT cannot drop the call. */
    @FunctionalInterface
    public interface Op {
        int run() throws Exception;
    }

    /**
     * @param chunkNanos length of one timed chunk
     * @param window     chunks that must show no compilation and no gain over the best before them
     * @param tolerance  how much faster than the earlier best the window may still be (0.05 is 5%)
     * @param minNanos   shortest settling
     * @param maxNanos   longest settling: past it the fork measures anyway, and its trend flag says the rest
     */
    public record Settings(long chunkNanos, int window, double tolerance, long minNanos, long maxNanos) {
        public Settings {
            if (chunkNanos <= 0 || window < 1 || tolerance < 0 || minNanos < 0 || maxNanos < minNanos) {
                throw new IllegalArgumentException("bad steady-state settings: chunk " + chunkNanos + " ns, window " + window
                        + ", tolerance " + tolerance + ", min " + minNanos + " ns, max " + maxNanos + " ns");
            }
        }
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
        return reach(op, DEFAULT, System::nanoTime, compileMillis);
    }

    /**
     * Settles {@code op}. {@code compileMillis} is the JIT's total compilation time so far, or a
     * negative number where the JVM cannot tell (then only the rates decide).
     */
    public static Outcome reach(Op op, Settings settings, LongSupplier clock, LongSupplier compileMillis) throws Exception {
        List<Double> rates = new ArrayList<>();
        List<Long> compiled = new ArrayList<>();
        long start = clock.getAsLong();
        long acc = 0;
        while (true) {
            long chunkStart = clock.getAsLong();
            long chunkEnd = chunkStart + settings.chunkNanos();
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
            if (elapsed >= settings.minNanos() && levelled(rates, compiled, settings.window(), settings.tolerance())) {
                sink = acc;
                return new Outcome(true, elapsed, List.copyOf(rates));
            }
            if (elapsed >= settings.maxNanos()) {
                sink = acc;
                return new Outcome(false, elapsed, List.copyOf(rates));
            }
        }
    }

    /**
     * Whether the last {@code window} chunks show no finished compilation and a best rate at most
     * {@code 1 + tolerance} times the best rate of the chunks before them.
     */
    static boolean levelled(List<Double> rates, List<Long> compileMillis, int window, double tolerance) {
        int n = rates.size();
        if (n < window + 1) {
            return false;
        }
        long before = compileMillis.get(n - window - 1);
        long after = compileMillis.get(n - 1);
        if (before >= 0 && after != before) {
            return false;
        }
        double earlier = rates.subList(0, n - window).stream().mapToDouble(Double::doubleValue).max().orElseThrow();
        double recent = rates.subList(n - window, n).stream().mapToDouble(Double::doubleValue).max().orElseThrow();
        return recent <= earlier * (1 + tolerance);
    }
}
