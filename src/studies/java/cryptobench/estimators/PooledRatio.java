package cryptobench.estimators;

import cryptobench.stats.PooledInterval;
import cryptobench.stats.Student;
import cryptobench.stats.Welch;
import java.util.Optional;

/**
 * The ratio a / b of two rows' geometric means from their {@link PooledInterval}s, as two
 * independent estimates: the variance of the log ratio is s_a^2 / n_a + s_b^2 / n_b on the
 * Welch-Satterthwaite degrees of freedom, as {@link Welch#ofPooled} tests it. It uses every fork of
 * both rows and their moderated variances; forks run close together in time would only make it wider
 * than it needs to be.
 *
 * @param a          the numerator's intervals, in the unit the ratio is wanted in
 * @param b          the denominator's
 * @param confidence the intervals' level
 */
public record PooledRatio(PooledInterval a, PooledInterval b, double confidence) {

    /** The ratio of two rows of 2 or more forks each; empty otherwise (a row of one fork shows no interval either). */
    public static Optional<PooledRatio> of(PooledInterval a, PooledInterval b, double confidence) {
        if (a == null || b == null || a.forks() < 2 || b.forks() < 2) {
            return Optional.empty();
        }
        return Optional.of(new PooledRatio(a, b, confidence));
    }

    /** The ratio of the two geometric means. */
    public double center() {
        return a.center() / b.center();
    }

    /** The Welch-Satterthwaite degrees of freedom of the confidence interval. */
    public double df() {
        return df(1.0 / a.forks(), 1.0 / b.forks());
    }

    /** Lower bound of the confidence interval. */
    public double low() {
        return bound(-1, 1.0 / a.forks(), 1.0 / b.forks());
    }

    /** Upper bound of the confidence interval. */
    public double high() {
        return bound(1, 1.0 / a.forks(), 1.0 / b.forks());
    }

    /**
     * Lower bound of the prediction interval for the ratio a new run would give with {@code newA}
     * and {@code newB} forks; a run-wide level shift moves both rows alike, so none is added.
     */
    public double predictionLow(int newA, int newB) {
        return bound(-1, 1.0 / a.forks() + 1.0 / positive(newA), 1.0 / b.forks() + 1.0 / positive(newB));
    }

    /** Upper bound of the prediction interval (see {@link #predictionLow}). */
    public double predictionHigh(int newA, int newB) {
        return bound(1, 1.0 / a.forks() + 1.0 / positive(newA), 1.0 / b.forks() + 1.0 / positive(newB));
    }

    private double df(double shareA, double shareB) {
        double va = a.sd() * a.sd() * shareA;
        double vb = b.sd() * b.sd() * shareB;
        double denominator = part(va, a.df()) + part(vb, b.df());
        return denominator == 0 ? Double.POSITIVE_INFINITY : (va + vb) * (va + vb) / denominator;
    }

    private double bound(int sign, double shareA, double shareB) {
        double variance = a.sd() * a.sd() * shareA + b.sd() * b.sd() * shareB;
        double t = Student.critical(df(shareA, shareB), confidence);
        return Math.exp(Math.log(center()) + sign * t * Math.sqrt(variance));
    }

    private static double part(double v, double df) {
        return df == Double.POSITIVE_INFINITY ? 0 : v * v / df;
    }

    private static int positive(int forks) {
        if (forks < 1) {
            throw new IllegalArgumentException("a new run needs 1 or more forks, got " + forks);
        }
        return forks;
    }
}
