package cryptobench.stats;

/**
 * A sequential decision on paired log ratios, looked at as blocks accrue: looks come once the
 * block count lets the exact {@link PairedRatio} interval reach the first look's level, and no
 * earlier than a minimum, then each time the blocks grow by a quarter. The k-th look spends
 * {@code (1 - confidence) / (rows k (k + 1))}, so that over every look and row together the chance
 * of a wrong regression or improvement stays below {@code 1 - confidence}; a regression (improvement)
 * also needs its estimate to reach the threshold, the smallest change that matters.
 */
public final class SequentialGate {

    private final double threshold;
    private final double confidence;
    private final int rows;
    private final int firstLook;

    /** What a look concludes. */
    public enum Call {
        /** The interval lies inside plus or minus the threshold. */
        UNCHANGED,
        /** Slower by at least the threshold: the interval below zero and the estimate at or past minus the threshold. */
        REGRESSED,
        /** Faster by at least the threshold: the interval above zero and the estimate at or past the threshold. */
        IMPROVED,
        /** Neither: the interval reaches past a threshold and either holds zero or has its estimate inside the threshold. */
        UNDECIDED
    }

    /**
     * A row's state at a look: change and interval as speed ratios minus 1 (positive: new is faster).
     *
     * @param rounds how many log ratios the look rests on
     * @param level  the interval's level at this look
     */
    public record Decision(Call call, double change, double low, double high, int rounds, double level) {}

    /**
     * @param threshold  the relative change that counts (0.05 is 5%), above 0 and below 1
     * @param confidence the level over every look and row together, above 0.5 and below 1
     * @param rows       how many rows share that level (at least 1 is used)
     * @param minBlocks  the fewest blocks at the first look, 1 or more
     */
    public SequentialGate(double threshold, double confidence, int rows, int minBlocks) {
        if (!(threshold > 0 && threshold < 1) || !(confidence > 0.5 && confidence < 1) || minBlocks < 1) {
            throw new IllegalArgumentException("bad gate: threshold " + threshold + ", confidence " + confidence
                    + ", minimum blocks " + minBlocks);
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
        Call call;
        if (low > -threshold && high < threshold) {
            call = Call.UNCHANGED;
        } else if (high < 0 && est <= -threshold) {
            call = Call.REGRESSED;
        } else if (low > 0 && est >= threshold) {
            call = Call.IMPROVED;
        } else {
            call = Call.UNDECIDED;
        }
        return new Decision(call, est, low, high, logRatios.length, level);
    }
}
