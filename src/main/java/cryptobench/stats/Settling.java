package cryptobench.stats;

import java.util.List;
import org.apache.commons.math3.stat.descriptive.rank.Median;
import org.apache.commons.math3.stat.inference.MannWhitneyUTest;

/**
 * The rule that ends a warm-up once the fork has settled. The operation runs in timed chunks; after
 * each the JIT is probed. The fork has levelled when, over the last {@code window} chunks, (a) the
 * JIT was idle at every probe (nothing compiling, both compile queues empty) and finished no
 * compilation, and (b) the rate stopped rising: the window is not faster than the {@code window}
 * chunks before it by more than {@code tolerance} with a one-sided Mann-Whitney p below
 * {@value #ALPHA}. A flat rate alone proves nothing: a fork waiting for one long C2 compilation
 * runs flat at interpreter speed, which only (a) sees.
 *
 * @param chunkNanos length of one timed chunk
 * @param window     chunks that must show an idle JIT and no rise over the chunks before them
 * @param tolerance  how much faster (by the medians) the window may be than the chunks before it (0.05 is 5%)
 * @param minNanos   shortest settling
 * @param maxNanos   longest settling: past it the fork measures anyway, and its trend flag says the rest
 */
public record Settling(long chunkNanos, int window, double tolerance, long minNanos, long maxNanos) {

    /** What the benchmarks use: 50 ms chunks, 6 idle ones not rising by 5%, between 0.6 s and 5 s. */
    public static final Settling DEFAULT = new Settling(50_000_000L, 6, 0.05, 600_000_000L, 5_000_000_000L);

    /** One-sided level of the Mann-Whitney test that calls a window faster than the one before. */
    public static final double ALPHA = 0.05;

    /** Where a settling stands after a chunk. */
    public enum Progress {
        /** Neither levelled nor out of time: run another chunk. */
        GOING_ON,
        /** Levelled, and the minimum time has passed. */
        LEVELLED,
        /** The maximum time has passed without levelling. */
        OUT_OF_TIME
    }

    /**
     * One chunk: its rate, the JIT's total compilation time after it (negative where the JVM cannot
     * tell) and whether the JIT was busy at its end (compiling or with a queue; false where unknown).
     */
    public record Chunk(double rate, long compileMillis, boolean jitBusy) {}

    public Settling {
        if (chunkNanos <= 0 || window < 2 || tolerance < 0 || minNanos < 0 || maxNanos < minNanos) {
            throw new IllegalArgumentException("bad settling settings: chunk " + chunkNanos + " ns, window " + window
                    + ", tolerance " + tolerance + ", min " + minNanos + " ns, max " + maxNanos + " ns");
        }
    }

    /** Where the settling stands after {@code elapsedNanos} with these chunks. */
    public Progress after(List<Chunk> chunks, long elapsedNanos) {
        if (elapsedNanos >= minNanos && levelled(chunks)) {
            return Progress.LEVELLED;
        }
        return elapsedNanos >= maxNanos ? Progress.OUT_OF_TIME : Progress.GOING_ON;
    }

    /** Whether the last {@code window} chunks had an idle JIT and did not rise over the {@code window} before them. */
    public boolean levelled(List<Chunk> chunks) {
        int n = chunks.size();
        if (n < 2 * window) {
            return false;
        }
        List<Chunk> recent = chunks.subList(n - window, n);
        if (recent.stream().anyMatch(Chunk::jitBusy)) {
            return false;
        }
        long before = chunks.get(n - window - 1).compileMillis();
        long after = chunks.get(n - 1).compileMillis();
        if (before >= 0 && after != before) {
            return false;
        }
        return !rising(rates(chunks.subList(n - 2 * window, n - window)), rates(recent));
    }

    /** Whether {@code later} is faster than {@code earlier}: medians more than the tolerance apart, and significant. */
    boolean rising(double[] earlier, double[] later) {
        Median median = new Median();
        if (median.evaluate(later) <= median.evaluate(earlier) * (1 + tolerance)) {
            return false;
        }
        // commons-math3 gives the two-sided p of the normal approximation; the medians give the side.
        return new MannWhitneyUTest().mannWhitneyUTest(earlier, later) / 2 < ALPHA;
    }

    private static double[] rates(List<Chunk> chunks) {
        return chunks.stream().mapToDouble(Chunk::rate).toArray();
    }
}
