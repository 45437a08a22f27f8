package cryptobench.stats;

import java.util.Arrays;
import org.apache.commons.math3.distribution.NormalDistribution;
import org.apache.commons.math3.distribution.TDistribution;

/** Student's t-distribution: its quantiles and the t-interval of a sample's mean, the one place the suite builds a {@link TDistribution}. */
public final class Student {

    private Student() {}

    /**
     * The quantile at {@code p} of the t-distribution with {@code df} degrees of freedom; with
     * infinitely many (a variance known exactly, as {@link ModeratedVariance} may give), the normal quantile.
     */
    public static double quantile(double df, double p) {
        if (df == Double.POSITIVE_INFINITY) {
            return new NormalDistribution().inverseCumulativeProbability(p);
        }
        return new TDistribution(df).inverseCumulativeProbability(p);
    }

    /** The two-sided p-value of {@code t} on {@code df} degrees of freedom (the normal's with infinitely many). */
    public static double twoSidedP(double df, double t) {
        double tail = df == Double.POSITIVE_INFINITY
                ? new NormalDistribution().cumulativeProbability(-Math.abs(t))
                : new TDistribution(df).cumulativeProbability(-Math.abs(t));
        return 2 * tail;
    }

    /** The two-sided critical value at {@code confidence}: the quantile at 1 - (1 - confidence) / 2. */
    public static double critical(double df, double confidence) {
        return quantile(df, 1 - (1 - confidence) / 2);
    }

    /** The half-width of the two-sided t-interval at {@code confidence} of the mean of {@code x} (2 or more values). */
    public static double halfWidth(double[] x, double confidence) {
        int n = x.length;
        double mean = Arrays.stream(x).average().orElseThrow();
        double ss = Arrays.stream(x).map(v -> (v - mean) * (v - mean)).sum();
        return critical(n - 1, confidence) * Math.sqrt(ss / (n - 1) / n);
    }
}
