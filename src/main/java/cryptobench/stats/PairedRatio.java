package cryptobench.stats;

import java.util.Arrays;
import org.apache.commons.math3.distribution.NormalDistribution;

/**
 * The paired comparison of two sides measured in rounds: the Hodges-Lehmann estimate of the
 * per-round log ratios and its Wilcoxon signed-rank interval, exact up to {@value #EXACT_LIMIT}
 * rounds. It assumes only that, with no change, a round's log ratio is as likely to be +x as -x,
 * which holds by construction when each round puts the sides in random order or on random cores.
 */
public final class PairedRatio {

    static final int EXACT_LIMIT = 400;

    /** Estimate and interval on the log scale (exp gives the ratio); an infinite end means too few rounds for that level. */
    public record Interval(double estimate, double low, double high, int rounds) {

        public boolean bounded() {
            return Double.isFinite(low) && Double.isFinite(high);
        }
    }

    private PairedRatio() {}

    /**
     * The estimate and the two-sided interval at level {@code 1 - alpha} of the per-round log
     * ratios {@code d}. With too few rounds to reach that level (the exact test needs
     * 2^-n &le; alpha/2) the interval is infinite.
     */
    public static Interval of(double[] d, double alpha) {
        if (!(alpha > 0 && alpha < 1)) {
            throw new IllegalArgumentException("alpha must be between 0 and 1, got " + alpha);
        }
        int n = d.length;
        for (double v : d) {
            if (!Double.isFinite(v)) {
                throw new IllegalArgumentException(
                        "a round's log ratio is " + v + ": every round needs two positive finite scores");
            }
        }
        if (n == 0) {
            return new Interval(Double.NaN, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY, 0);
        }
        double[] walsh = new double[n * (n + 1) / 2];
        int k = 0;
        for (int i = 0; i < n; i++) {
            for (int j = i; j < n; j++) {
                walsh[k++] = (d[i] + d[j]) / 2;
            }
        }
        Arrays.sort(walsh);
        int size = walsh.length;
        double estimate = size % 2 == 1 ? walsh[size / 2] : (walsh[size / 2 - 1] + walsh[size / 2]) / 2;
        int c = criticalCount(n, alpha / 2);
        if (c < 0) {
            return new Interval(estimate, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY, n);
        }
        return new Interval(estimate, walsh[c], walsh[size - 1 - c], n);
    }

    /**
     * The largest c with P(T &le; c) &le; tail for the signed-rank statistic T of n pairs, or -1
     * when even P(T = 0) = 2^-n is above the tail.
     */
    static int criticalCount(int n, double tail) {
        int max = n * (n + 1) / 2;
        if (n > EXACT_LIMIT) {
            double z = new NormalDistribution().inverseCumulativeProbability(1 - tail);
            double sd = Math.sqrt(n * (n + 1.0) * (2 * n + 1) / 24);
            return (int) Math.floor(max / 2.0 - z * sd - 0.5);
        }
        // Counts of rank subsets per sum, scaled by 1/2 per rank so that they end as probabilities.
        double[] p = new double[max + 1];
        p[0] = 1;
        int reach = 0;
        for (int r = 1; r <= n; r++) {
            reach += r;
            for (int t = reach; t >= 0; t--) {
                p[t] = (p[t] + (t >= r ? p[t - r] : 0)) / 2;
            }
        }
        double cumulative = 0;
        int c = -1;
        for (int t = 0; t <= max; t++) {
            cumulative += p[t];
            if (cumulative > tail) {
                break;
            }
            c = t;
        }
        return c;
    }
}
