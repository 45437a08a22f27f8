package cryptobench.stats;

import java.util.List;

/**
 * The rule that ends a warm-up once the fork has settled: the operation runs in timed chunks, and
 * the fork has levelled when the JIT finished no compilation during the last {@code window} chunks
 * and their best rate is within {@code tolerance} of the best rate before them; it stops at
 * {@code minNanos} at the earliest and at {@code maxNanos} at the latest.
 *
 * @param chunkNanos length of one timed chunk
 * @param window     chunks that must show no compilation and no gain over the best before them
 * @param tolerance  how much faster than the earlier best the window may still be (0.05 is 5%)
 * @param minNanos   shortest settling
 * @param maxNanos   longest settling: past it the fork measures anyway, and its trend flag says the rest
 */
public record Settling(long chunkNanos, int window, double tolerance, long minNanos, long maxNanos) {

    /** What the benchmarks use: 100 ms chunks, 3 quiet chunks within 5%, between 0.5 s and 4 s. */
    public static final Settling DEFAULT = new Settling(100_000_000L, 3, 0.05, 500_000_000L, 4_000_000_000L);

    /** Where a settling stands after a chunk. */
    public enum Progress {
        /** Neither levelled nor out of time: run another chunk. */
        GOING_ON,
        /** Levelled, and the minimum time has passed. */
        LEVELLED,
        /** The maximum time has passed without levelling. */
        OUT_OF_TIME
    }

    public Settling {
        if (chunkNanos <= 0 || window < 1 || tolerance < 0 || minNanos < 0 || maxNanos < minNanos) {
            throw new IllegalArgumentException("bad steady-state settings: chunk " + chunkNanos + " ns, window " + window
                    + ", tolerance " + tolerance + ", min " + minNanos + " ns, max " + maxNanos + " ns");
        }
    }

    /**
     * Where the settling stands after {@code elapsedNanos}, with each chunk's rate and the JIT's
     * total compilation time after each chunk (negative where the JVM cannot tell: then only the
     * rates decide).
     */
    public Progress after(List<Double> rates, List<Long> compileMillis, long elapsedNanos) {
        if (elapsedNanos >= minNanos && levelled(rates, compileMillis)) {
            return Progress.LEVELLED;
        }
        return elapsedNanos >= maxNanos ? Progress.OUT_OF_TIME : Progress.GOING_ON;
    }

    /**
     * Whether the last {@code window} chunks show no finished compilation and a best rate at most
     * {@code 1 + tolerance} times the best rate of the chunks before them.
     */
    public boolean levelled(List<Double> rates, List<Long> compileMillis) {
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
