package cryptobench.estimators;

import cryptobench.stats.GateFigure;
import java.util.Arrays;
import org.apache.commons.math3.stat.descriptive.rank.Percentile;

/**
 * The candidate figures a comparison of the same row across runs could gate on: a per-fork figure
 * keeps one value per fork (so Welch's test over the forks still applies), a run-level figure leaves
 * one value for the whole row (no test: threshold only).
 */
public enum GateCandidate implements GateFigure {

    /** Each fork's mean iteration ({@link GateFigure#FORK_MEANS}). */
    GEOMEAN_OF_FORK_MEANS("geometric mean of fork means", true),
    /** Each fork's best iteration, then their geometric mean ({@link GateFigure#CHOSEN}). */
    GEOMEAN_OF_FORK_BESTS("geometric mean of fork bests", true),
    /** The 90th percentile of all iterations (of the throughputs; the 10th of the times). */
    P90_OF_ITERATIONS("90th percentile of iterations", false),
    /** The best iteration of all forks. */
    BEST_ITERATION("best iteration", false);

    private final String label;
    private final boolean perFork;

    GateCandidate(String label, boolean perFork) {
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

    /** One array of one value per fork with iterations for a per-fork figure, one of one value for a run-level one. */
    @Override
    public double[][] reduce(double[][] rawByFork, boolean higherIsBetter) {
        if (this == GEOMEAN_OF_FORK_MEANS) {
            return GateFigure.FORK_MEANS.reduce(rawByFork, higherIsBetter);
        }
        if (this == GEOMEAN_OF_FORK_BESTS) {
            return GateFigure.CHOSEN.reduce(rawByFork, higherIsBetter);
        }
        double[] all = Arrays.stream(rawByFork).flatMapToDouble(Arrays::stream).toArray();
        if (all.length == 0) {
            return new double[0][];
        }
        double value = this == BEST_ITERATION
                ? GateFigure.best(all, higherIsBetter)
                : new Percentile().evaluate(all, higherIsBetter ? 90 : 10);
        return new double[][] {{value}};
    }
}
