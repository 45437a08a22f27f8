package cryptobench.stats;

import java.util.Arrays;
import java.util.Locale;
import org.apache.commons.math3.distribution.NormalDistribution;
import org.apache.commons.math3.stat.descriptive.rank.Median;

/**
 * Whether one fork's measured iterations are still trending, that is not settled: the JIT
 * was still compiling (or deoptimizing) while JMH measured, so the fork's mean blends two speeds.
 * Every test is on the logarithms of the iterations, because a change in speed is a ratio. A fork
 * is <em>trending</em> when either holds:
 *
 * <ol>
 *   <li><b>A step.</b> The median of its last third of iterations is at least {@value #STEP}x, or
 *   at most 1/{@value #STEP}, the median of its first third (one iteration each with 3 to 5
 *   iterations). Consecutive iterations on the 2-core development machine differ by up to 30% with
 *   no trend, so two single iterations of settled code stay within 1.3/0.7 = 1.86x; 2x is beyond
 *   that. This is the only rule that can speak with 3 to 5 iterations, and it catches what warm-up
 *   leaves behind: a SunJCE AES-GCM fork measuring 4,234 / 106,205 / 248,565 ops/s (58.7x) while C2
 *   compiled the intrinsic path.</li>
 *   <li><b>A significant trend.</b> The Mann-Kendall test (exact, two-sided) rejects "no monotonic
 *   trend" at {@value #ALPHA}, <em>and</em> the Theil-Sen line through the iterations changes by at
 *   least {@value #TOLERANCE} (10%) from the first iteration to the last. Both are rank-based, so
 *   one wild iteration neither makes nor hides a trend, and noise of any size is judged by its own
 *   scatter. The test needs 6 or more iterations to reach 0.01 (with 5, the best p is 2/120); the
 *   tolerance keeps a significant but small drift, such as 2% over a long fork, from being flagged.
 *   This catches a slow drift that the step rule cannot see.</li>
 * </ol>
 *
 * <p>What it does not flag: flat noise, however large (a 10-iteration fork alternating within
 * ±30% has no significant trend); a monotone 3-iteration fork within the noise (80 / 100 / 130).
 * About 1 in 100 settled forks of 6 or more iterations is flagged by chance (the test's level). With
 * 3 iterations a drift below 2x cannot be told from noise at all. SingleShot rows are not tested:
 * they measure cold calls on purpose.
 */
public final class SettledCheck {

    /** Level of the Mann-Kendall test. */
    public static final double ALPHA = 0.01;
    /** Smallest fitted change across the fork that a significant trend must reach. */
    public static final double TOLERANCE = 0.10;
    /** Last third against first third, as a factor either way, that is beyond this machine's noise. */
    public static final double STEP = 2.0;
    /** Fewer iterations than this are never tested. */
    public static final int MIN_ITERATIONS = 3;
    /** Up to this many iterations without ties, the Mann-Kendall p-value is exact; beyond, the normal approximation. */
    static final int EXACT_UP_TO = 100;

    private SettledCheck() {}

    /**
     * What the test found in one fork.
     *
     * @param tested       whether the fork could be tested (enough iterations, all positive and finite)
     * @param trending     whether it is still trending (see the class comment)
     * @param step         whether the step rule decided it
     * @param pValue       Mann-Kendall two-sided p-value
     * @param fittedChange the Theil-Sen line's last iteration over its first (1.25 is +25%)
     * @param thirdsRatio  median of the last third of iterations over the median of the first third
     */
    public record Result(
            boolean tested, boolean trending, boolean step, double pValue, double fittedChange, double thirdsRatio) {

        static final Result UNTESTED = new Result(false, false, false, Double.NaN, Double.NaN, Double.NaN);

        /** Why the fork is trending, in words; empty if it is not. */
        public String why() {
            if (!trending) {
                return "";
            }
            return step
                    ? "last third " + factor(thirdsRatio) + " the first"
                    : String.format(
                            Locale.ROOT,
                            "Mann-Kendall p = %.2g, Theil-Sen change %+.0f%% across the fork",
                            pValue,
                            (fittedChange - 1) * 100);
        }
    }

    /** The check of one fork's measured iterations, in their order. */
    public static Result of(double[] iterations) {
        int n = iterations.length;
        if (n < MIN_ITERATIONS || Arrays.stream(iterations).anyMatch(v -> !(v > 0) || Double.isInfinite(v))) {
            return Result.UNTESTED;
        }
        double[] y = Arrays.stream(iterations).map(Math::log).toArray();
        double thirds = thirdsRatio(iterations);
        double fitted = Math.exp(theilSenSlope(y) * (n - 1));
        double p = mannKendallP(y);
        boolean step = Math.abs(Math.log(thirds)) >= Math.log(STEP);
        boolean trend = p <= ALPHA && Math.abs(Math.log(fitted)) >= Math.log(1 + TOLERANCE);
        return new Result(true, step || trend, step, p, fitted, thirds);
    }

    /** Median of the last third over median of the first third (at least one iteration each). */
    static double thirdsRatio(double[] x) {
        int k = Math.max(1, x.length / 3);
        return median(Arrays.copyOfRange(x, x.length - k, x.length)) / median(Arrays.copyOfRange(x, 0, k));
    }

    /** The median of the slopes between every two points (i, y[i]): the Theil-Sen estimator. */
    static double theilSenSlope(double[] y) {
        int n = y.length;
        double[] slopes = new double[n * (n - 1) / 2];
        int k = 0;
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                slopes[k++] = (y[j] - y[i]) / (j - i);
            }
        }
        return median(slopes);
    }

    /** Mann-Kendall's S: the pairs (i < j) that rise less those that fall. */
    static long mannKendallS(double[] y) {
        long s = 0;
        for (int i = 0; i < y.length; i++) {
            for (int j = i + 1; j < y.length; j++) {
                s += Double.compare(y[j], y[i]) > 0 ? 1 : y[j] < y[i] ? -1 : 0;
            }
        }
        return s;
    }

    /**
     * The two-sided p-value of Mann-Kendall's S: exact (the distribution of inversions of a random
     * order) up to {@link #EXACT_UP_TO} iterations without ties; otherwise the normal
     * approximation with the tie-corrected variance and a continuity correction.
     */
    static double mannKendallP(double[] y) {
        int n = y.length;
        long s = mannKendallS(y);
        double[] sorted = y.clone();
        Arrays.sort(sorted);
        double tieTerm = 0;
        for (int i = 0; i < n; ) {
            int j = i;
            while (j < n && sorted[j] == sorted[i]) {
                j++;
            }
            long t = j - i;
            tieTerm += t * (t - 1) * (2 * t + 5);
            i = j;
        }
        if (tieTerm == 0 && n <= EXACT_UP_TO) {
            return exactP(n, s);
        }
        double variance = (n * (n - 1.0) * (2 * n + 5) - tieTerm) / 18;
        if (variance <= 0 || s == 0) {
            return 1;
        }
        double z = (Math.abs(s) - 1) / Math.sqrt(variance);
        return Math.min(1, 2 * (1 - new NormalDistribution().cumulativeProbability(z)));
    }

    /**
     * P(|S'| >= |s|) for n values in random order. S = M - 2I, where M = n(n-1)/2 and I is the
     * number of inversions, whose distribution (the Mahonian numbers over n!) is built one value at a
     * time: adding the k-th value adds 0 to k-1 inversions, each equally likely.
     */
    static double exactP(int n, long s) {
        int m = n * (n - 1) / 2;
        double[] dist = new double[m + 1];
        dist[0] = 1;
        int max = 0;
        for (int k = 2; k <= n; k++) {
            int newMax = max + k - 1;
            double[] next = new double[m + 1];
            double window = 0;
            for (int i = 0; i <= newMax; i++) {
                window += i <= max ? dist[i] : 0;
                if (i - k >= 0) {
                    window -= dist[i - k];
                }
                next[i] = window / k;
            }
            dist = next;
            max = newMax;
        }
        long cut = (m - Math.abs(s)) / 2; // |S'| >= |s| on this side: I' <= cut
        double tail = 0;
        for (int i = 0; i <= cut; i++) {
            tail += dist[i];
        }
        return Math.min(1, 2 * tail);
    }

    private static double median(double[] values) {
        return new Median().evaluate(values);
    }

    /** "58.7x", "2.03x", "0.43x". */
    static String factor(double ratio) {
        return String.format(Locale.ROOT, ratio >= 10 ? "%.1fx" : "%.2fx", ratio);
    }
}
