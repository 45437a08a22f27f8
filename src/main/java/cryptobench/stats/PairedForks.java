package cryptobench.stats;

import java.util.Arrays;
import org.apache.commons.math3.stat.StatUtils;

/**
 * The interval of a ratio between two rows whose forks ran in rounds: fork i of side A with fork i
 * of side B, run close together in time, so a slow spell of the machine moves both. Each fork is
 * one value, the mean of its measured iterations; each pair gives the log ratio log(a_i / b_i),
 * and Student's t-interval ({@value #CONFIDENCE}) over those log ratios gives ratio bounds around
 * their geometric mean ({@code center}). A paired t-interval, not the exact signed-rank interval
 * of {@link PairedRatio}: with n pairs that one cannot reach a level above 1 - 2 * 2^-n,
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
        return of(a, b, a.length, b.length, confidence);
    }

    /**
     * As {@link #of(double[], double[], double)}, with the sides' fork counts given: {@code a} and
     * {@code b} may hold NaN for a fork without iterations, which is not counted as a fork.
     */
    public static PairedForks of(double[] a, double[] b, int forksA, int forksB, double confidence) {
        if (!(confidence > 0 && confidence < 1)) {
            throw new IllegalArgumentException("confidence must be between 0 and 1, got " + confidence);
        }
        double[] d = logRatios(a, b);
        int pairs = d.length;
        if (pairs == 0) {
            return new PairedForks(0, forksA, forksB, Double.NaN, Double.NaN, Double.NaN);
        }
        double mean = Arrays.stream(d).average().orElseThrow();
        if (pairs < 2) {
            return new PairedForks(pairs, forksA, forksB, Math.exp(mean), Double.NaN, Double.NaN);
        }
        double half = Student.halfWidth(d, confidence);
        return new PairedForks(pairs, forksA, forksB, Math.exp(mean), Math.exp(mean - half), Math.exp(mean + half));
    }

    /**
     * The paired t-interval with the variance of the log ratios moderated by {@code prior}, fitted to
     * the paired log-ratio variances of the run's other ratios ({@link ModeratedVariance}): (d0 s0^2 +
     * (n - 1) s^2) / (d0 + n - 1) on d0 + n - 1 degrees of freedom. Still no interval with fewer than 2 pairs.
     */
    public static PairedForks moderated(
            double[] a, double[] b, int forksA, int forksB, ModeratedVariance.Prior prior, double confidence) {
        PairedForks own = of(a, b, forksA, forksB, confidence);
        if (!own.hasInterval()) {
            return own;
        }
        double[] d = logRatios(a, b);
        double mean = StatUtils.mean(d);
        ModeratedVariance v = prior.moderate(StatUtils.variance(d, mean), d.length - 1);
        double half = Student.critical(v.df(), confidence) * Math.sqrt(v.variance() / d.length);
        return new PairedForks(d.length, forksA, forksB, Math.exp(mean), Math.exp(mean - half), Math.exp(mean + half));
    }

    /** The log ratios log(a_i / b_i) of the first min(n) forks, pairs with a value that is not positive and finite left out. */
    public static double[] logRatios(double[] a, double[] b) {
        int n = Math.min(a.length, b.length);
        double[] logs = new double[n];
        int pairs = 0;
        for (int i = 0; i < n; i++) {
            if (usable(a[i]) && usable(b[i])) {
                logs[pairs++] = Math.log(a[i]) - Math.log(b[i]);
            }
        }
        return Arrays.copyOf(logs, pairs);
    }

    private static boolean usable(double v) {
        return v > 0 && Double.isFinite(v);
    }

    /** Whether there is an interval: 2 or more pairs. */
    public boolean hasInterval() {
        return pairs >= 2;
    }

    /**
     * Lower bound of the prediction interval for the geometric mean of the pairs' ratios in a new run
     * of {@code newPairs} pairs: the confidence interval's log half-width times sqrt(1 + n / m).
     */
    public double predictionLow(int newPairs) {
        return Math.exp(Math.log(center) - Math.log(center / low) * widening(newPairs));
    }

    /** Upper bound of the prediction interval for a new run of {@code newPairs} pairs. */
    public double predictionHigh(int newPairs) {
        return Math.exp(Math.log(center) + Math.log(high / center) * widening(newPairs));
    }

    private double widening(int newPairs) {
        if (newPairs < 1) {
            throw new IllegalArgumentException("a new run needs 1 or more pairs, got " + newPairs);
        }
        return Math.sqrt(1 + (double) pairs / newPairs);
    }

    /** Whether every fork of both sides is in a pair. */
    public boolean allPaired() {
        return pairs == forksA && pairs == forksB;
    }
}
