package cryptobench.stats;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.function.DoubleUnaryOperator;

/**
 * An interval for a row's score that includes the fork-to-fork variation: Student's t-interval
 * ({@value #CONFIDENCE}) over the fork means, on their logarithms, so the bounds are ratios of the
 * geometric mean of the fork means ({@code center}). Each fork is one sample, however many
 * iterations it has: on this machine forks differ by 10-30% where a fork's iterations differ by
 * 1-8%, so JMH's error over all iterations (which treats them as independent) understates the
 * spread of a repeated run several times over. With one fork there is no interval: the fork-to-fork
 * spread cannot be seen, and only JMH's within-fork error is left.
 *
 * @param forks  how many fork means the interval rests on
 * @param center the geometric mean of the fork means
 * @param low    lower bound
 * @param high   upper bound
 */
public record ForkInterval(int forks, double center, double low, double high) {

    public static final double CONFIDENCE = 0.99;

    /** The interval over the forks of {@code rawByFork}; empty with fewer than 2 forks or a fork mean that is not positive. */
    public static Optional<ForkInterval> of(double[][] rawByFork) {
        return of(rawByFork, CONFIDENCE);
    }

    public static Optional<ForkInterval> of(double[][] rawByFork, double confidence) {
        double[] means = forkMeans(rawByFork);
        int n = means.length;
        if (n < 2 || Arrays.stream(means).anyMatch(m -> !(m > 0) || Double.isInfinite(m))) {
            return Optional.empty();
        }
        double[] logs = Arrays.stream(means).map(Math::log).toArray();
        double mean = Arrays.stream(logs).average().orElseThrow();
        double half = Student.halfWidth(logs, confidence);
        return Optional.of(new ForkInterval(n, Math.exp(mean), Math.exp(mean - half), Math.exp(mean + half)));
    }

    /** The number of forks that measured at least one iteration. */
    public static int forks(double[][] rawByFork) {
        return (int) Arrays.stream(rawByFork).filter(f -> f.length > 0).count();
    }

    /**
     * The geometric mean of the fork means: a row's figure in every table. NaN with no fork or a fork
     * mean that is not positive.
     */
    public static double geomean(double[][] rawByFork) {
        double[] means = forkMeans(rawByFork);
        if (means.length == 0 || Arrays.stream(means).anyMatch(v -> !(v > 0))) {
            return Double.NaN;
        }
        return Math.exp(Arrays.stream(means).map(Math::log).average().orElseThrow());
    }

    /** Each fork's mean over its iterations, forks without iterations left out. */
    public static double[] forkMeans(double[][] rawByFork) {
        return Arrays.stream(rawByFork)
                .filter(f -> f.length > 0)
                .mapToDouble(f -> Arrays.stream(f).average().orElseThrow())
                .toArray();
    }

    /** The interval through a monotone function (a unit conversion); the bounds are swapped if it falls. */
    public ForkInterval map(DoubleUnaryOperator f) {
        double a = f.applyAsDouble(low);
        double b = f.applyAsDouble(high);
        return new ForkInterval(forks, f.applyAsDouble(center), Math.min(a, b), Math.max(a, b));
    }

    /** The larger distance from {@code value} to a bound: a symmetric error bar that covers the interval, for charts. */
    public double halfWidthAround(double value) {
        return Math.max(Math.abs(high - value), Math.abs(value - low));
    }

    /** The bounds relative to {@code score}, as "-12.3% +14.0%". */
    public String relativeTo(double score) {
        return String.format(Locale.ROOT, "%+.1f%% %+.1f%%", (low / score - 1) * 100, (high / score - 1) * 100);
    }
}
