package cryptobench.run;

import cryptobench.engine.Ledger;
import cryptobench.engine.Trial;
import cryptobench.results.Pooled;
import cryptobench.results.ResultRow;
import cryptobench.results.RowKey;
import cryptobench.stats.PooledInterval;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.openjdk.jmh.annotations.Mode;

/**
 * Where a run's spare time goes once every trial has its planned forks: one more fork each for the
 * rows whose pooled 95% interval ({@link Pooled}) is widest, until every row is within
 * {@code target} (relative half-width) or the time is spent. Few forks cannot estimate a row's
 * spread on their own; pooled, the widest rows are those of noisy groups or with a wild fork.
 */
final class ForkAllocator {

    /** The half-width the no-argument run aims every row at: 5% (of the geometric mean, at 95%). */
    static final double TARGET = 0.05;

    /** A row's relative half-width, with its trial. */
    record Wide(Trial trial, double halfWidth) {}

    private ForkAllocator() {}

    /** The rows of {@code ledger} wider than {@code target}, widest first, at most {@code max}. */
    static List<Wide> widest(Ledger ledger, double target, int max) {
        List<ResultRow> rows = ledger.rows();
        Pooled pooled = Pooled.of(rows);
        Map<String, Trial> byKey = new HashMap<>();
        ledger.plan().forEach(t -> byKey.put(RowKey.of(t.benchmark(), t.mode().shortLabel(), "", t.params()), t));
        List<Wide> wide = new ArrayList<>();
        for (ResultRow r : rows) {
            Trial t = byKey.get(RowKey.of(r.benchmark(), r.mode(), "", r.params()));
            Optional<PooledInterval> i = pooled.of(r);
            // SampleTime runs its forks in one round: a round more would be all its forks again.
            if (t != null && i.isPresent() && t.mode() != Mode.SampleTime) {
                double half = i.get().halfWidth();
                if (half > target) {
                    wide.add(new Wide(t, half));
                }
            }
        }
        wide.sort(Comparator.comparingDouble(Wide::halfWidth).reversed());
        return wide.subList(0, Math.min(max, wide.size()));
    }
}
