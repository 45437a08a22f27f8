package cryptobench.run;

import cryptobench.engine.Ledger;
import cryptobench.engine.Trial;
import cryptobench.results.HostSpells;
import cryptobench.results.Pooled;
import cryptobench.results.ResultRow;
import cryptobench.results.RowId;
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
 * spread on their own; pooled, the widest rows are those of noisy groups or with a wild fork. Rows
 * the host's spells left with fewer than 2 forks with iterations ({@link HostSpells}) come first: their
 * lost forks are measured again.
 */
final class ForkAllocator {

    /** A row's relative half-width, with its trial. */
    record Wide(Trial trial, double halfWidth) {}

    private ForkAllocator() {}

    /** The rows of {@code ledger} wider than {@code target}, widest first, at most {@code max}. */
    static List<Wide> widest(Ledger ledger, double target, int max) {
        List<ResultRow> rows = ledger.rows();
        Pooled pooled = Pooled.of(rows);
        Map<RowId, Trial> byId = new HashMap<>();
        ledger.plan().forEach(t -> byId.put(t.id(), t));
        List<Wide> wide = new ArrayList<>();
        List<HostSpells.Tally> host = HostSpells.tallies(rows);
        for (int k = 0; k < rows.size(); k++) {
            ResultRow r = rows.get(k);
            Trial t = byId.get(r.id());
            // SampleTime runs its forks in one round: a round more would be all its forks again.
            if (t == null || t.mode() == Mode.SampleTime) {
                continue;
            }
            HostSpells.Tally h = host.get(k);
            if (h.forksThroughout() > 0 && h.forks() - h.forksThroughout() < Math.min(2, t.forks())) {
                wide.add(new Wide(t, Double.POSITIVE_INFINITY));
                continue;
            }
            Optional<PooledInterval> i = pooled.of(r);
            if (i.isPresent()) {
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
