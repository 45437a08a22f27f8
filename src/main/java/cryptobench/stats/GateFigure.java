package cryptobench.stats;

import java.util.Arrays;

/**
 * How a comparison of the same row across runs reduces the row's iterations before it gates on them:
 * {@link #CHOSEN}, each fork's best iteration, or {@link #FORK_MEANS}, the rows as they are.
 */
@FunctionalInterface
public interface GateFigure {

    /** Each fork's mean iteration: the rows are left as they are (the tables' figure). */
    GateFigure FORK_MEANS = (rawByFork, higherIsBetter) -> rawByFork;

    /**
     * Each fork's best iteration, then their geometric mean: the figure {@code compare} and
     * {@code history} gate on, chosen by measurement (results/estimators).
     */
    GateFigure CHOSEN = (rawByFork, higherIsBetter) -> Arrays.stream(rawByFork)
            .filter(f -> f.length > 0)
            .map(f -> new double[] {best(f, higherIsBetter)})
            .toArray(double[][]::new);

    /**
     * The row's iterations reduced to this figure's values, one array per fork (or one for the whole
     * row); the iterations themselves when the figure leaves the row as it is. {@code higherIsBetter}:
     * the values are throughputs (else times per operation, whose best is the lowest).
     */
    double[][] reduce(double[][] rawByFork, boolean higherIsBetter);

    /** The best of {@code values}: the highest throughput or the lowest time. */
    static double best(double[] values, boolean higherIsBetter) {
        return higherIsBetter
                ? Arrays.stream(values).max().orElseThrow()
                : Arrays.stream(values).min().orElseThrow();
    }
}
