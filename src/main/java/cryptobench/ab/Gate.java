package cryptobench.ab;

import cryptobench.stats.PairedRatio;

/**
 * When ab looks at a row and what it concludes. The unit is a block of two rounds that swap the
 * sides' cores (duet) or order (interleaved), so that a slower core or a first-fork penalty
 * cancels inside each block. Looks come once a block count can reach the first look's level,
 * and no earlier than {@code minBlocks}, then each time the blocks grow by a quarter; the k-th
 * look spends {@code (1 - confidence) / (rows k (k + 1))}, so that over every look and row
 * together the chance of a wrong regression or improvement stays below {@code 1 - confidence}.
 */
public final class Gate {

    private final double threshold;
    private final double confidence;
    private final int rows;
    private final int firstLook;

    /** A row's state at a look: change and interval as speed ratios minus 1 (positive: new is faster). */
    public record Decision(Verdict verdict, double change, double low, double high, int rounds, double level) {
    }

    public Gate(double threshold, double confidence, int rows, int minBlocks) {
        if (!(threshold > 0 && threshold < 1)) {
            throw new IllegalArgumentException("--threshold must be above 0% and below 100%, got " + threshold * 100 + "%");
        }
        if (!(confidence > 0.5 && confidence < 1)) {
            throw new IllegalArgumentException("--confidence must be between 0.5 and 1 (e.g. 0.99), got " + confidence);
        }
        if (minBlocks < 1) {
            throw new IllegalArgumentException("--min-rounds must be 2 or more, got " + 2 * minBlocks);
        }
        this.threshold = threshold;
        this.confidence = confidence;
        this.rows = Math.max(1, rows);
        int feasible = 1;
        // The exact interval at level L needs 2 * 2^-n <= 1 - L.
        while (2 * Math.pow(2, -feasible) > 1 - level(1)) {
            feasible++;
        }
        this.firstLook = Math.max(minBlocks, feasible);
    }

    /** The number of blocks at the first look. */
    public int firstLook() {
        return firstLook;
    }

    /** The look number (1, 2, ...) at which a row with {@code n} blocks is judged, or 0 when n is not a look. */
    public int look(int n) {
        int k = 1;
        for (int at = firstLook; at <= n; at = next(at)) {
            if (at == n) {
                return k;
            }
            k++;
        }
        return 0;
    }

    /** The look number after the last one passed at {@code n} blocks: the extra look taken when the rounds end. */
    public int finalLook(int n) {
        int k = 1;
        for (int at = firstLook; at <= n; at = next(at)) {
            k++;
        }
        return k;
    }

    private static int next(int at) {
        return Math.max(at + 1, (int) Math.ceil(at * 1.25));
    }

    /** The interval level used at look {@code k}. */
    public double level(int k) {
        return 1 - (1 - confidence) / (rows * (double) k * (k + 1));
    }

    /**
     * The decision at look {@code k} from the blocks' log ratios new/base of the score;
     * {@code higherIsBetter} for throughput.
     */
    public Decision decide(double[] logRatios, int k, boolean higherIsBetter) {
        double level = level(k);
        PairedRatio.Interval i = PairedRatio.of(logRatios, 1 - level);
        double sign = higherIsBetter ? 1 : -1;
        double est = Math.expm1(sign * i.estimate());
        double low = Math.expm1(higherIsBetter ? i.low() : -i.high());
        double high = Math.expm1(higherIsBetter ? i.high() : -i.low());
        Verdict v;
        if (low > -threshold && high < threshold) {
            v = Verdict.UNCHANGED;
        } else if (high < 0) {
            v = Verdict.REGRESSED;
        } else if (low > 0) {
            v = Verdict.IMPROVED;
        } else {
            v = Verdict.UNDECIDED;
        }
        return new Decision(v, est, low, high, logRatios.length, level);
    }

    public double threshold() {
        return threshold;
    }

    public double confidence() {
        return confidence;
    }
}
