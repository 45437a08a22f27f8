package cryptobench.results;

import cryptobench.stats.ForkInterval;
import cryptobench.stats.PairedForks;
import cryptobench.stats.PooledInterval;
import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/** A row's fork interval and two rows' paired interval in operations per second, whatever their modes and units (a time per operation turns over). */
public final class RowIntervals {

    private RowIntervals() {}

    /**
     * The 95% confidence interval of a row's figure in operations per second, from its pooled
     * intervals ({@link Pooled}); empty when its run's rows were not pooled, or it has one fork (whose
     * level the interval could only take from the other rows).
     */
    public static Optional<ForkInterval> opsPerSecond(ResultRow r) {
        PooledInterval p = r.interval();
        if (p == null || p.forks() < 2) {
            return Optional.empty();
        }
        return Optional.of(
                new ForkInterval(p.forks(), p.center(), p.low(), p.high()).map(v -> Units.opsPerSecond(v, r.unit())));
    }

    /**
     * Why a row's interval is more than {@value #WIDE} times wide, in words, or "": its forks' means
     * differ that much, or it has too few forks for the run's spread.
     */
    public static String whyWide(ResultRow r) {
        PooledInterval p = r.interval();
        if (p == null || !(p.widthRatio() > WIDE)) {
            return "";
        }
        double[] means = ForkInterval.forkMeans(r.rawByFork());
        double spread = means.length < 2
                ? 1
                : Arrays.stream(means).max().orElseThrow()
                        / Arrays.stream(means).min().orElseThrow();
        return means.length < 2
                ? "wide: 1 fork, the run's pooled spread alone"
                : spread > 1.5
                        ? String.format(Locale.ROOT, "wide: its %d forks differ %.1fx", means.length, spread)
                        : String.format(
                                Locale.ROOT,
                                "wide: %d forks in a noisy group (pooled sd %.0f%%)",
                                means.length,
                                (Math.exp(p.sd()) - 1) * 100);
    }

    /** High over low past which an interval says why it is so wide. */
    public static final double WIDE = 4;

    /** The {@link PairedForks} ratio of row {@code a} to row {@code b} in operations per second, from each fork's mean over its iterations. */
    public static PairedForks opsPerSecond(ResultRow a, ResultRow b) {
        return PairedForks.of(
                forkOpsPerSecond(a),
                forkOpsPerSecond(b),
                ForkInterval.forks(a.rawByFork()),
                ForkInterval.forks(b.rawByFork()),
                PairedForks.CONFIDENCE);
    }

    /** Each fork's mean over its iterations in operations per second, in fork order; NaN for a fork without iterations. */
    static double[] forkOpsPerSecond(ResultRow r) {
        return Arrays.stream(r.rawByFork())
                .mapToDouble(f -> f.length == 0
                        ? Double.NaN
                        : Units.opsPerSecond(Arrays.stream(f).average().orElseThrow(), r.unit()))
                .toArray();
    }
}
