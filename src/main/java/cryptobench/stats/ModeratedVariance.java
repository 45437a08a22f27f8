package cryptobench.stats;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import org.apache.commons.math3.analysis.solvers.BrentSolver;
import org.apache.commons.math3.special.Gamma;
import org.apache.commons.math3.stat.StatUtils;
import org.apache.commons.math3.stat.descriptive.rank.Median;

/**
 * A row's variance of its log fork means, moderated by the rows around it: the empirical-Bayes
 * pooling of limma's {@code squeezeVar} (Smyth 2004, "Linear models and empirical Bayes methods for
 * assessing differential expression in microarray experiments", section 6.2). With 2 forks a row's
 * own variance has 1 degree of freedom and its 99% t-interval multiplies the spread by 63.7; the
 * run has 100 rows or more whose forks vary alike, so their variances are taken as draws from one
 * scaled inverse chi-square prior, with {@code df} d0 and {@code variance} s0^2 fitted to all rows
 * of a group ({@link Prior#fit}). A row with variance s^2 on d degrees of freedom then has the
 * moderated variance (d0 s0^2 + d s^2) / (d0 + d) on d0 + d degrees of freedom.
 *
 * @param variance the moderated variance of the row's log fork means (NaN when there is none)
 * @param df       its degrees of freedom, d0 + d (infinite when the prior's are)
 */
public record ModeratedVariance(double variance, double df) {

    /**
     * The fewest rows with 2 or more forks a group needs to fit its own prior; a smaller group takes
     * the prior of the whole run ({@link Prior#orElse}).
     */
    public static final int MIN_ROWS = 3;

    /** A zero variance is raised to this share of the median variance for the fit (limma's offset), so that it has a logarithm. */
    static final double ZERO_OFFSET = 1e-5;

    /**
     * The prior of a group's variances, fitted by limma's {@code fitFDist} without covariate: the
     * method of moments on the logarithms of the variances. With e_i = log s_i^2 - digamma(d_i / 2)
     * + log(d_i / 2), the mean of the e_i estimates log s0^2 - digamma(d0 / 2) + log(d0 / 2), and
     * their variance less the mean of trigamma(d_i / 2) (what sampling alone gives) estimates
     * trigamma(d0 / 2). When that excess is 0 or less, the rows differ no more than sampling makes
     * them: d0 is infinite and every row gets s0^2 = exp(mean e_i), the limit of the finite case's
     * s0^2 as d0 grows. limma 3.54 takes the plain mean of the variances there instead
     * (ModeratedVarianceTest shows both); the finite case is limma's to 1e-15.
     *
     * <p>Rows with 1 fork (d = 0) tell nothing about the spread and are left out of the fit. A zero
     * variance (two fork means exactly equal) is raised to {@value #ZERO_OFFSET} times the median
     * variance for the fit only, as limma does; when more than half the variances are zero the fit
     * is refused ({@link #NONE}'s degrees of freedom, so each row keeps its own variance). With a
     * single row, the prior is that row's variance with 0 degrees of freedom (limma's answer too):
     * nothing is pooled.
     *
     * @param df       d0, the prior's degrees of freedom: 0 when nothing is pooled, infinite when every row gets {@code variance}
     * @param variance s0^2, the prior's variance (NaN when nothing was fitted)
     * @param rows     how many rows with 2 or more forks it was fitted to
     */
    public record Prior(double df, double variance, int rows) {

        /** No prior: each row keeps its own variance, and a row of one fork has none. */
        public static final Prior NONE = new Prior(0, Double.NaN, 0);

        /**
         * The prior of rows with sample variances {@code variances} on {@code dfs} degrees of
         * freedom; rows with {@code dfs} 0 or less, or a variance that is negative or not finite, are left out.
         */
        public static Prior fit(double[] variances, double[] dfs) {
            if (variances.length != dfs.length) {
                throw new IllegalArgumentException(
                        variances.length + " variances but " + dfs.length + " degrees of freedom");
            }
            List<double[]> ok = new ArrayList<>();
            for (int i = 0; i < variances.length; i++) {
                if (dfs[i] > 0 && Double.isFinite(dfs[i]) && variances[i] >= 0 && Double.isFinite(variances[i])) {
                    ok.add(new double[] {variances[i], dfs[i]});
                }
            }
            int n = ok.size();
            if (n == 0) {
                return NONE;
            }
            if (n == 1) {
                return new Prior(0, ok.get(0)[0], 1);
            }
            double[] s2 = ok.stream().mapToDouble(v -> v[0]).toArray();
            double[] d = ok.stream().mapToDouble(v -> v[1]).toArray();
            double median = new Median().evaluate(s2);
            if (median == 0) {
                return new Prior(0, Double.NaN, n);
            }
            double[] e = new double[n];
            double sampling = 0;
            for (int i = 0; i < n; i++) {
                double x = Math.max(s2[i], ZERO_OFFSET * median);
                e[i] = Math.log(x) - Gamma.digamma(d[i] / 2) + Math.log(d[i] / 2);
                sampling += Gamma.trigamma(d[i] / 2) / n;
            }
            double mean = StatUtils.mean(e);
            double excess = StatUtils.variance(e, mean) - sampling;
            if (!(excess > 0)) {
                return new Prior(Double.POSITIVE_INFINITY, Math.exp(mean), n);
            }
            double d0 = 2 * trigammaInverse(excess);
            return new Prior(d0, Math.exp(mean + Gamma.digamma(d0 / 2) - Math.log(d0 / 2)), n);
        }

        /** The prior of rows given by their forks' iterations ({@code rawByFork} each), from the variances of their log fork means ({@link #logForkMeans}). */
        public static Prior ofForks(Collection<double[][]> rows) {
            List<double[]> samples = rows.stream()
                    .map(ModeratedVariance::logForkMeans)
                    .filter(l -> l.length >= 2)
                    .toList();
            return fit(
                    samples.stream().mapToDouble(StatUtils::variance).toArray(),
                    samples.stream().mapToDouble(l -> l.length - 1).toArray());
        }

        /** This prior when it rests on {@value ModeratedVariance#MIN_ROWS} rows or more, else {@code wider} (the whole run's). */
        public Prior orElse(Prior wider) {
            return rows >= MIN_ROWS ? this : wider;
        }

        /**
         * The moderated variance of a row whose own variance is {@code variance} on {@code df}
         * degrees of freedom (df 0, a row of one fork: the prior's, NaN if there is none).
         */
        public ModeratedVariance moderate(double variance, double df) {
            if (this.df == Double.POSITIVE_INFINITY) {
                return new ModeratedVariance(this.variance, Double.POSITIVE_INFINITY);
            }
            double total = this.df + df;
            if (!(total > 0)) {
                return new ModeratedVariance(Double.NaN, 0);
            }
            double prior = this.df > 0 ? this.df * this.variance : 0;
            double own = df > 0 ? df * variance : 0;
            return new ModeratedVariance((prior + own) / total, total);
        }
    }

    /**
     * The logarithms of the means of the forks that measured at least one iteration; empty when a
     * fork mean is not positive and finite (it has no logarithm).
     */
    public static double[] logForkMeans(double[][] rawByFork) {
        double[] means = ForkInterval.forkMeans(rawByFork);
        if (Arrays.stream(means).anyMatch(m -> !(m > 0) || Double.isInfinite(m))) {
            return new double[0];
        }
        return Arrays.stream(means).map(Math::log).toArray();
    }

    /**
     * The y with trigamma(y) = {@code x} (x > 0), by Brent's method on the logarithms. trigamma falls
     * from infinity to 0 and 1/y + 1/(2y^2) < trigamma(y) < 1/y + 1/y^2, so the root lies between
     * 1/x and the root of 1/y + 1/y^2 = x.
     */
    static double trigammaInverse(double x) {
        double low = 1 / x;
        double high = (1 + Math.sqrt(1 + 4 * x)) / (2 * x);
        double logX = Math.log(x);
        return new BrentSolver(1e-15, Double.MIN_NORMAL)
                .solve(1000, y -> Math.log(Gamma.trigamma(y)) - logX, low, high);
    }
}
