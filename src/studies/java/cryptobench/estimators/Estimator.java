package cryptobench.estimators;

import cryptobench.stats.ForkInterval;
import java.util.Arrays;
import java.util.function.ToDoubleFunction;
import org.apache.commons.math3.stat.descriptive.rank.Median;

/**
 * The candidate figures for a row from its measured iterations, one array per fork, as
 * throughputs (higher is better). Forks without iterations are left out; a row without any
 * iteration, or a geometric mean over a value that is not positive, gives NaN.
 */
public enum Estimator {

    /** The arithmetic mean of the fork means (JMH's score when every fork has as many iterations). */
    MEAN_OF_FORK_MEANS("mean of fork means", raw -> mean(ForkInterval.forkMeans(raw))),
    /** The geometric mean of the fork means ({@link ForkInterval#geomean}): the one the suite uses. */
    GEOMEAN_OF_FORK_MEANS("geometric mean of fork means", ForkInterval::geomean),
    /** The median of all iterations of all forks together. */
    MEDIAN_OF_ITERATIONS("median of iterations", raw -> median(all(raw))),
    /** Each fork's median iteration, then their geometric mean. */
    GEOMEAN_OF_FORK_MEDIANS(
            "geometric mean of fork medians",
            raw -> ForkInterval.geomean(Arrays.stream(raw)
                    .filter(f -> f.length > 0)
                    .map(f -> new double[] {median(f)})
                    .toArray(double[][]::new))),
    /** The mean of all iterations with the lowest and highest {@value #TRIM} of them left out (floor(0.2 N) each side, as scipy's trim_mean). */
    TRIMMED_MEAN("20% trimmed mean of iterations", raw -> trimmedMean(all(raw), Estimator.TRIM)),
    /** The highest iteration of all forks ({@link GateCandidate#BEST_ITERATION}). */
    BEST_ITERATION(
            "best iteration",
            raw -> Arrays.stream(GateCandidate.BEST_ITERATION.reduce(raw, true))
                    .flatMapToDouble(Arrays::stream)
                    .findFirst()
                    .orElse(Double.NaN));

    /** The share of iterations {@link #TRIMMED_MEAN} leaves out on each side. */
    public static final double TRIM = 0.2;

    private final String label;
    private final ToDoubleFunction<double[][]> figure;

    Estimator(String label, ToDoubleFunction<double[][]> figure) {
        this.label = label;
        this.figure = figure;
    }

    /** The figure of a row from its iterations per fork (throughputs). */
    public double of(double[][] rawByFork) {
        return figure.applyAsDouble(rawByFork);
    }

    /** Its name in words, e.g. "best iteration". */
    public String label() {
        return label;
    }

    private static double[] all(double[][] raw) {
        return Arrays.stream(raw).flatMapToDouble(Arrays::stream).toArray();
    }

    private static double mean(double[] x) {
        return Arrays.stream(x).average().orElse(Double.NaN);
    }

    private static double median(double[] x) {
        return x.length == 0 ? Double.NaN : new Median().evaluate(x);
    }

    static double trimmedMean(double[] x, double share) {
        double[] sorted = x.clone();
        Arrays.sort(sorted);
        int cut = (int) Math.floor(share * sorted.length);
        return mean(Arrays.copyOfRange(sorted, cut, sorted.length - cut));
    }
}
