package cryptobench.results;

import cryptobench.stats.ForkInterval;
import cryptobench.stats.PairedForks;
import java.util.Arrays;
import java.util.Optional;

/** A row's fork interval and two rows' paired interval in operations per second, whatever their modes and units (a time per operation turns over). */
public final class RowIntervals {

    private RowIntervals() {
    }

    /** The {@link ForkInterval} of a row in operations per second. */
    public static Optional<ForkInterval> opsPerSecond(ResultRow r) {
        return ForkInterval.of(r.rawByFork()).map(i -> i.map(v -> Units.opsPerSecond(v, r.unit())));
    }

    /** The {@link PairedForks} ratio of row {@code a} to row {@code b} in operations per second, from each fork's mean over its iterations. */
    public static PairedForks opsPerSecond(ResultRow a, ResultRow b) {
        return PairedForks.of(forkOpsPerSecond(a), forkOpsPerSecond(b), ForkInterval.forks(a.rawByFork()),
                ForkInterval.forks(b.rawByFork()), PairedForks.CONFIDENCE);
    }

    /** Each fork's mean over its iterations in operations per second, in fork order; NaN for a fork without iterations. */
    static double[] forkOpsPerSecond(ResultRow r) {
        return Arrays.stream(r.rawByFork())
                .mapToDouble(f -> f.length == 0 ? Double.NaN : Units.opsPerSecond(Arrays.stream(f).average().orElseThrow(), r.unit()))
                .toArray();
    }
}
