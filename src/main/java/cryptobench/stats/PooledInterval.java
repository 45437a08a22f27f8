package cryptobench.stats;

import java.util.Optional;
import org.apache.commons.math3.stat.StatUtils;

/**
 * A row's intervals from its {@link ModeratedVariance}: on the logarithms of its fork means, with
 * the pooled spread and its degrees of freedom, so that a row of 2 forks gets a sane width. Around
 * {@code center}, the geometric mean of the n fork means:
 *
 * <ul>
 *   <li>the confidence interval of the row's geometric mean, exp(log center &plusmn; t s / sqrt(n));</li>
 *   <li>the prediction interval of the geometric mean that a new run of the row with m forks would
 *   give, exp(log center &plusmn; t s sqrt(1/n + 1/m)): what a second run can be checked against.</li>
 * </ul>
 *
 * t is Student's quantile on {@code df} degrees of freedom (the normal quantile when they are
 * infinite) and s the square root of the moderated variance. The prediction interval counts only
 * fork-to-fork variation unless given the machine's run-to-run level sd ({@link #RUN_SD}): a shift
 * of the whole machine between runs falls outside it.
 *
 * @param forks      n, how many fork means the row has
 * @param center     the geometric mean of the fork means
 * @param sd         s, the moderated standard deviation of the log fork means
 * @param df         its degrees of freedom, d0 + n - 1
 * @param confidence the intervals' level
 */
public record PooledInterval(int forks, double center, double sd, double df, double confidence) {

    public static final double CONFIDENCE = 0.95;

    /**
     * The log sd of a whole headline run's level from run to run on this project's 2-core machines:
     * the root mean square of the run-wide shift (median log ratio over rows) of the five committed
     * back-to-back pairs of 2026-11-30 and 2026-12-01 (+4.9%, +3.7%, -2.5%, +1.7%, -7.7%), over
     * sqrt 2. The first four alone gave 0.024.
     */
    public static final double RUN_SD = 0.033;

    /** The intervals at {@value #CONFIDENCE} of the row {@code rawByFork} with its group's {@code prior}. */
    public static Optional<PooledInterval> of(double[][] rawByFork, ModeratedVariance.Prior prior) {
        return of(rawByFork, prior, CONFIDENCE);
    }

    /**
     * The intervals at {@code confidence}; empty when the row has no fork or a fork mean that is not
     * positive and finite, or when it has one fork and the prior pools nothing.
     */
    public static Optional<PooledInterval> of(double[][] rawByFork, ModeratedVariance.Prior prior, double confidence) {
        if (!(confidence > 0 && confidence < 1)) {
            throw new IllegalArgumentException("confidence must be between 0 and 1, got " + confidence);
        }
        double[] logs = ModeratedVariance.logForkMeans(rawByFork);
        int n = logs.length;
        if (n == 0) {
            return Optional.empty();
        }
        double mean = StatUtils.mean(logs);
        double own = n >= 2 ? StatUtils.variance(logs, mean) : Double.NaN;
        ModeratedVariance v = prior.moderate(own, n - 1);
        if (!(v.df() > 0) || Double.isNaN(v.variance())) {
            return Optional.empty();
        }
        return Optional.of(new PooledInterval(n, Math.exp(mean), Math.sqrt(v.variance()), v.df(), confidence));
    }

    /** The same intervals of the values multiplied by {@code factor} (a unit conversion: us/op to ns/op). */
    public PooledInterval scaled(double factor) {
        return new PooledInterval(forks, center * factor, sd, df, confidence);
    }

    /** The confidence interval's relative half-width: its upper bound over the center, minus one (symmetric in logs). */
    public double halfWidth() {
        return high() / center - 1;
    }

    /** The confidence interval's upper bound over its lower: how many times wider than a point it is. */
    public double widthRatio() {
        return high() / low();
    }

    /** The two-sided critical value of t at the level, on {@code df} degrees of freedom. */
    public double critical() {
        return Student.critical(df, confidence);
    }

    /** Lower bound of the confidence interval of the row's geometric mean. */
    public double low() {
        return bound(-1, 1.0 / forks);
    }

    /** Upper bound of the confidence interval of the row's geometric mean. */
    public double high() {
        return bound(1, 1.0 / forks);
    }

    /** Lower bound of the prediction interval for a new run of {@code newForks} forks. */
    public double predictionLow(int newForks) {
        return predictionLow(newForks, 0);
    }

    /** Upper bound of the prediction interval for a new run of {@code newForks} forks. */
    public double predictionHigh(int newForks) {
        return predictionHigh(newForks, 0);
    }

    /**
     * Lower bound of the prediction interval for a new run of {@code newForks} forks on a machine
     * whose whole-run level varies from run to run with log sd {@code runSd} (both runs carry it:
     * 2 runSd&sup2; is added to the variance of the difference).
     */
    public double predictionLow(int newForks, double runSd) {
        return predictionBound(-1, newForks, runSd);
    }

    /** Upper bound of the prediction interval with a run-to-run level sd of {@code runSd} (see {@link #predictionLow(int, double)}). */
    public double predictionHigh(int newForks, double runSd) {
        return predictionBound(1, newForks, runSd);
    }

    /** Whether {@code value}, a new run's geometric mean of {@code newForks} fork means, lies inside the prediction interval. */
    public boolean predicts(double value, int newForks) {
        return predicts(value, newForks, 0);
    }

    /** Whether {@code value} lies inside the prediction interval with a run-to-run level sd of {@code runSd}. */
    public boolean predicts(double value, int newForks, double runSd) {
        return value >= predictionLow(newForks, runSd) && value <= predictionHigh(newForks, runSd);
    }

    private double bound(int sign, double share) {
        return Math.exp(Math.log(center) + sign * critical() * sd * Math.sqrt(share));
    }

    private double predictionBound(int sign, int newForks, double runSd) {
        if (!(runSd >= 0 && Double.isFinite(runSd))) {
            throw new IllegalArgumentException("the run-to-run sd must be 0 or more, got " + runSd);
        }
        double variance = sd * sd * (1.0 / forks + 1.0 / positive(newForks)) + 2 * runSd * runSd;
        return Math.exp(Math.log(center) + sign * critical() * Math.sqrt(variance));
    }

    private static int positive(int newForks) {
        if (newForks < 1) {
            throw new IllegalArgumentException("a new run needs 1 or more forks, got " + newForks);
        }
        return newForks;
    }
}
