package cryptobench.results;

import cryptobench.catalog.Params;
import cryptobench.provider.ProviderRegistry;
import cryptobench.stats.ForkInterval;
import cryptobench.stats.ModeratedVariance;
import cryptobench.stats.PairedForks;
import cryptobench.stats.PooledInterval;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.apache.commons.math3.stat.StatUtils;

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

    /**
     * As {@link #opsPerSecond(ResultRow, ResultRow)}, with the variance of the pairs' log ratios
     * moderated by {@code prior} ({@link PairedForks#moderated}): {@link #ratioPrior} of the rows' run.
     */
    public static PairedForks opsPerSecond(ResultRow a, ResultRow b, ModeratedVariance.Prior prior) {
        return PairedForks.moderated(
                forkOpsPerSecond(a),
                forkOpsPerSecond(b),
                ForkInterval.forks(a.rawByFork()),
                ForkInterval.forks(b.rawByFork()),
                prior,
                PairedForks.CONFIDENCE);
    }

    /**
     * The prior of the paired log-ratio variances of one run's provider ratios to SunJCE (every row of
     * another provider with a SunJCE row of the same key otherwise, 2 pairs or more), fitted as
     * {@link ModeratedVariance.Prior#fit} fits the rows' variances; {@link ModeratedVariance.Prior#NONE}
     * (each ratio keeps its own pairs' variance) with fewer than {@value ModeratedVariance#MIN_ROWS} such ratios.
     */
    public static ModeratedVariance.Prior ratioPrior(Collection<ResultRow> rows) {
        Map<String, ResultRow> byKey = new HashMap<>();
        rows.forEach(r -> byKey.putIfAbsent(RowKey.of(r, RowKey.Jdk.VERSION), r));
        List<double[]> logs = rows.stream()
                .map(r -> Optional.ofNullable(sunJceTwin(byKey, r))
                        .map(sun -> PairedForks.logRatios(forkOpsPerSecond(r), forkOpsPerSecond(sun)))
                        .orElse(new double[0]))
                .filter(d -> d.length >= 2)
                .toList();
        return ModeratedVariance.Prior.fit(
                        logs.stream().mapToDouble(StatUtils::variance).toArray(),
                        logs.stream().mapToDouble(d -> d.length - 1).toArray())
                .orElse(ModeratedVariance.Prior.NONE);
    }

    /**
     * The SunJCE row of the same benchmark, mode, JDK version and other params as {@code r}, from rows
     * keyed by {@code RowKey.of(row, RowKey.Jdk.VERSION)}; null for SunJCE's own rows, rows without a
     * provider, or none found.
     */
    public static ResultRow sunJceTwin(Map<String, ResultRow> byKey, ResultRow r) {
        String provider = r.param(Params.PROVIDER);
        if (provider == null || provider.equals(ProviderRegistry.SUN_JCE)) {
            return null;
        }
        return byKey.get(RowKey.of(r.id().with(Params.PROVIDER, ProviderRegistry.SUN_JCE), RowKey.Jdk.VERSION.of(r)));
    }

    /** Each fork's mean over its iterations in operations per second, in fork order; NaN for a fork without iterations. */
    public static double[] forkOpsPerSecond(ResultRow r) {
        return Arrays.stream(r.rawByFork())
                .mapToDouble(f -> f.length == 0
                        ? Double.NaN
                        : Units.opsPerSecond(Arrays.stream(f).average().orElseThrow(), r.unit()))
                .toArray();
    }
}
