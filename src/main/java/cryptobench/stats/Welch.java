package cryptobench.stats;

import java.util.Arrays;
import org.apache.commons.math3.stat.StatUtils;
import org.apache.commons.math3.stat.inference.TTest;

/**
 * Welch's t-test of two samples, base and next, with the interval of the ratio of their means
 * next/base. When every value is positive the test is on the logarithms, because changes in speed
 * are ratios (a 75x drop must not look less certain than a 2x one because the slow side's spread
 * is tiny in absolute terms), and the interval is that of the ratio of the geometric means; otherwise it is on the
 * values, and the interval is the difference of the means over the base mean, plus one.
 *
 * @param status whether a test was made
 * @param pValue the two-sided p-value, NaN without a test
 * @param low    the interval's lower bound of next/base, NaN without a test
 * @param high   its upper bound, NaN without a test
 */
public record Welch(Test test, double pValue, double low, double high) {

    /** Whether a test could be made, and why not. */
    public enum Test {
        TESTED,
        /** Fewer than 2 values on a side, or no spread on either: no test can be made. */
        NO_SPREAD,
        /** The samples' variance overflows (only on the linear scale, with values near Double.MAX_VALUE). */
        OVERFLOW
    }

    /** The test of {@code base} against {@code next}, with the two-sided interval at {@code confidence}. */
    public static Welch of(double[] base, double[] next, double confidence) {
        double[] a = base;
        double[] b = next;
        boolean positive =
                Arrays.stream(a).allMatch(v -> v > 0) && Arrays.stream(b).allMatch(v -> v > 0);
        if (positive) {
            a = Arrays.stream(a).map(Math::log).toArray();
            b = Arrays.stream(b).map(Math::log).toArray();
        }
        if (!(a.length >= 2 && b.length >= 2 && (StatUtils.variance(a) > 0 || StatUtils.variance(b) > 0))) {
            return new Welch(Test.NO_SPREAD, Double.NaN, Double.NaN, Double.NaN);
        }
        double va = StatUtils.variance(a) / a.length;
        double vb = StatUtils.variance(b) / b.length;
        if (!Double.isFinite(va + vb)) {
            // commons-math would fail in its root finder.
            return new Welch(Test.OVERFLOW, Double.NaN, Double.NaN, Double.NaN);
        }
        double p = new TTest().tTest(a, b);
        double df = (va + vb) * (va + vb) / (va * va / (a.length - 1) + vb * vb / (b.length - 1));
        double half = Student.critical(df, confidence) * Math.sqrt(va + vb);
        double diff = StatUtils.mean(b) - StatUtils.mean(a);
        if (positive) {
            return new Welch(Test.TESTED, p, Math.exp(diff - half), Math.exp(diff + half));
        }
        double meanA = StatUtils.mean(a);
        return new Welch(Test.TESTED, p, 1 + (diff - half) / meanA, 1 + (diff + half) / meanA);
    }

    /**
     * The test of two rows' geometric means from their pooled intervals ({@link PooledInterval}): the
     * difference of the log means over sqrt(s_a^2 / n_a + s_b^2 / n_b), with the moderated variances
     * and Welch-Satterthwaite's degrees of freedom from theirs (a variance on infinitely many counts
     * as known); the interval is that of the ratio of the geometric means, next/base.
     */
    public static Welch ofPooled(PooledInterval base, PooledInterval next, double confidence) {
        double va = base.sd() * base.sd() / base.forks();
        double vb = next.sd() * next.sd() / next.forks();
        if (!(va + vb > 0) || !Double.isFinite(va + vb)) {
            return new Welch(Test.NO_SPREAD, Double.NaN, Double.NaN, Double.NaN);
        }
        double denominator = share(va, base.df()) + share(vb, next.df());
        double df = denominator == 0 ? Double.POSITIVE_INFINITY : (va + vb) * (va + vb) / denominator;
        double se = Math.sqrt(va + vb);
        double diff = Math.log(next.center()) - Math.log(base.center());
        double half = Student.critical(df, confidence) * se;
        return new Welch(Test.TESTED, Student.twoSidedP(df, diff / se), Math.exp(diff - half), Math.exp(diff + half));
    }

    private static double share(double v, double df) {
        return df == Double.POSITIVE_INFINITY ? 0 : v * v / df;
    }
}
