package cryptobench.results;

import java.util.Arrays;
import org.apache.commons.math3.distribution.TDistribution;

/**
 * The interval of a ratio between two rows whose forks ran in rounds: fork i of side A with fork i
 * of side B, run close together in time, so a slow spell of the machine moves both. Each fork is
 * one value, the mean of its measured iterations; each pair gives the log ratio log(a_i / b_i),
 * and Student's t-interval ({@value #CONFIDENCE}) over those log ratios gives ratio bounds around
 * their geometric mean ({@code center}). A paired t-interval, not the exact signed-rank interval
 * of {@code compare.PairedRatio}: with n pairs that one cannot reach a level above 1 - 2 * 2^-n,
 * and the rows here have 1 to 3 forks. Where the two rows have different numbers of forks, the
 * first min(n) forks are paired. A pair whose fork has no iterations, or a mean that is not
 * positive and finite, is left out. With fewer than 2 pairs there is no interval.
 *
 * @param pairs  how many pairs of forks the interval rests on
 * @param forksA how many forks side A (the numerator) has
 * @param forksB how many forks side B (the denominator) has
 * @param center the geometric mean of the pairs' ratios a_i / b_i, NaN without a pair
 * @param low    the lower bound of the ratio, NaN with fewer than 2 pairs
 * @param high   its upper bound, NaN with fewer than 2 pairs
 */
public record PairedForks(int pairs, int forksA, int forksB, double center, double low, double high) {

    public static final double CONFIDENCE = 0.95;

    /** The ratio a / b of the per-fork values {@code a} and {@code b}, fork i with fork i, at {@value #CONFIDENCE}. */
    public static PairedForks of(double[] a, double[] b) {
        return of(a, b, CONFIDENCE);
    }

    public static PairedForks of(double[] a, double[] b, double confidence) {
        return pair(a, b, a.length, b.length, confidence);
    }

    /**
     * The ratio of row {@code a} to row {@code b} in operations per second, whatever their modes
     * and units (a time per operation turns over), from each fork's mean over its iterations.
     */
    public static PairedForks opsPerSecond(ResultRow a, ResultRow b) {
        return pair(forkOpsPerSecond(a), forkOpsPerSecond(b), ForkInterval.forks(a.rawByFork()),
                ForkInterval.forks(b.rawByFork()), CONFIDENCE);
    }

    /** Each fork's mean over its iterations in operations per second, in fork order; NaN for a fork without iterations. */
    static double[] forkOpsPerSecond(ResultRow r) {
        return Arrays.stream(r.rawByFork())
                .mapToDouble(f -> f.length == 0 ? Double.NaN : Units.opsPerSecond(Arrays.stream(f).average().orElseThrow(), r.unit()))
                .toArray();
    }

    private static PairedForks pair(double[] a, double[] b, int forksA, int forksB, double confidence) {
        if (!(confidence > 0 && confidence < 1)) {
            throw new IllegalArgumentException("confidence must be between 0 and 1, got " + confidence);
        }
        int n = Math.min(a.length, b.length);
        double[] logs = new double[n];
        int pairs = 0;
        for (int i = 0; i < n; i++) {
            if (usable(a[i]) && usable(b[i])) {
                logs[pairs++] = Math.log(a[i]) - Math.log(b[i]);
            }
        }
        if (pairs == 0) {
            return new PairedForks(0, forksA, forksB, Double.NaN, Double.NaN, Double.NaN);
        }
        double[] d = Arrays.copyOf(logs, pairs);
        double mean = Arrays.stream(d).average().orElseThrow();
        if (pairs < 2) {
            return new PairedForks(pairs, forksA, forksB, Math.exp(mean), Double.NaN, Double.NaN);
        }
        double ss = Arrays.stream(d).map(x -> (x - mean) * (x - mean)).sum();
        double half = new TDistribution(pairs - 1).inverseCumulativeProbability(1 - (1 - confidence) / 2)
                * Math.sqrt(ss / (pairs - 1) / pairs);
        return new PairedForks(pairs, forksA, forksB, Math.exp(mean), Math.exp(mean - half), Math.exp(mean + half));
    }

    private static boolean usable(double v) {
        return v > 0 && Double.isFinite(v);
    }

    /** Whether there is an interval: 2 or more pairs. */
    public boolean hasInterval() {
        return pairs >= 2;
    }

    /** Whether every fork of both sides is in a pair. */
    public boolean allPaired() {
        return pairs == forksA && pairs == forksB;
    }
}
