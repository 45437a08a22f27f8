package cryptobench.stats;

import java.util.Arrays;
import org.apache.commons.math3.stat.descriptive.rank.Percentile;

/**
 * The candidate figures a comparison of the same row across runs can gate on, each as a reduction of
 * the row's iterations: a per-fork figure keeps one value per fork (so Welch's test over the forks
 * still applies), a run-level figure leaves one value for the whole row (no test: threshold only).
 */
public enum GateFigure {

    /** Each fork's mean iteration: the rows are left as they are (the tables' figure). */
    GEOMEAN_OF_FORK_MEANS("geometric mean of fork means", true),
    /** Each fork's best iteration, then their geometric mean. */
    GEOMEAN_OF_FORK_BESTS("geometric mean of fork bests", true),
    /** The 90th percentile of all iterations (of the throughputs; the 10th of the times). */
    P90_OF_ITERATIONS("90th percentile of iterations", false),
    /** The best iteration of all forks. */
    BEST_ITERATION("best iteration", false);

    /** The figure {@code compare} and {@code history} gate on, chosen by measurement (results/estimators). */
    public static final GateFigure CHOSEN = GEOMEAN_OF_FORK_BESTS;

    private final String label;
    private final boolean perFork;

    GateFigure(String label, boolean perFork) {
        this.label = label;
        this.perFork = perFork;
    }

    /** Its name in words, e.g. "best iteration". */
    public String label() {
        return label;
    }

    /** Whether it keeps one value per fork, so that a test over the forks can be made. */
    public boolean perFork() {
        return perFork;
    }

    /**
     * The row's iterations reduced to this figure's values: one array of one value per fork with
     * iterations for a per-fork figure, one array of one value for a run-level one, the iterations
     * themselves for the fork means. {@code higherIsBetter}: the values are throughputs (else times
     * per operation, whose best is the lowest). No iteration at all gives no fork.
     */
    public double[][] reduce(double[][] rawByFork, boolean higherIsBetter) {
        if (this == GEOMEAN_OF_FORK_MEANS) {
            return rawByFork;
        }
        double[][] forks = Arrays.stream(rawByFork).filter(f -> f.length > 0).toArray(double[][]::new);
        if (forks.length == 0) {
            return new double[0][];
        }
        if (perFork) {
            return Arrays.stream(forks)
                    .map(f -> new double[] {best(f, higherIsBetter)})
                    .toArray(double[][]::new);
        }
        double[] all = Arrays.stream(forks).flatMapToDouble(Arrays::stream).toArray();
        double value = this == BEST_ITERATION
                ? best(all, higherIsBetter)
                : new Percentile().evaluate(all, higherIsBetter ? 90 : 10);
        return new double[][] {{value}};
    }

    private static double best(double[] values, boolean higherIsBetter) {
        return higherIsBetter
                ? Arrays.stream(values).max().orElseThrow()
                : Arrays.stream(values).min().orElseThrow();
    }
}
