package cryptobench.ab;

import cryptobench.engine.RoundStore;
import cryptobench.engine.Status;
import cryptobench.results.HostSpells;
import cryptobench.results.Iterations;
import cryptobench.results.ResultRow;
import cryptobench.results.RowKey;
import java.util.Arrays;
import java.util.Objects;
import java.util.stream.Stream;
import org.openjdk.jmh.annotations.Mode;

/**
 * One fork of each side for one trial: the pair ab judges, made from the two sides' entries of the
 * round store. {@code base}/{@code next} are the forks' JMH JSON rows (null when that fork gave none,
 * with the reason in {@code baseFailure}/{@code newFailure}); {@code unsupported} when both sides say
 * the provider does not offer it.
 */
public record Round(
        int round,
        int trial,
        String key,
        String order,
        double seconds,
        ResultRow base,
        ResultRow next,
        String baseFailure,
        String newFailure,
        boolean unsupported) {

    /** The pair of round {@code round} of the {@code trial}-th row (from 1) from its two sides' entries. */
    static Round of(int trial, RoundStore.Entry base, RoundStore.Entry next) {
        return new Round(
                base.round(),
                trial,
                RowKey.trial(base.trial()),
                base.order(),
                base.seconds(),
                row(base),
                row(next),
                base.status() == Status.measured ? null : base.message(),
                next.status() == Status.measured ? null : next.message(),
                base.status() == Status.unsupported && next.status() == Status.unsupported);
    }

    private static ResultRow row(RoundStore.Entry e) {
        return e.status() == Status.measured && e.results().size() > 0
                ? e.results().get(0)
                : null;
    }

    /** The fork row of side "base" or "new" (null when it failed). */
    ResultRow row(String side) {
        return side.equals("base") ? base : next;
    }

    /** Why side "base" or "new" gave no row, or null. */
    String failure(String side) {
        return side.equals("base") ? baseFailure : newFailure;
    }

    boolean failed() {
        return base == null || next == null;
    }

    /** The round's log ratio new/base of the forks' best iterations. */
    double logRatio() {
        return Math.log(score(next) / score(base));
    }

    /**
     * The round's log ratio new/base of the forks' best iterations that the host did not slow, judged
     * against the canary {@code reference} ({@link HostSpells}); NaN when either fork has none: the host
     * slowed it throughout, and the round says nothing of the code. Forks without a canary keep all.
     */
    double logRatio(double reference) {
        return Math.log(score(next, reference) / score(base, reference));
    }

    /** Side base's (or new's) fork figure, its best iteration the host did not slow; NaN when it slowed them all. */
    double score(boolean base, double reference) {
        return score(base ? this.base : next, reference);
    }

    /** Whether both forks settled before measuring ({@link HostSpells#settled}). */
    boolean settled() {
        return base != null && next != null && HostSpells.settled(base) && HostSpells.settled(next);
    }

    /** Whether the host slowed either fork throughout, so that the round is left out. */
    boolean hit(double reference) {
        return Double.isNaN(logRatio(reference));
    }

    /** Each fork's canary speeds, for the run's reference. */
    double[] canaries() {
        return Stream.of(base, next)
                .filter(Objects::nonNull)
                .map(HostSpells::canary)
                .filter(Objects::nonNull)
                .flatMap(Arrays::stream)
                .flatMapToDouble(Arrays::stream)
                .filter(v -> v > 0 && Double.isFinite(v))
                .toArray();
    }

    private static double score(ResultRow row, double reference) {
        boolean[][] hit = row.mode() == Mode.SampleTime ? null : HostSpells.hits(row, reference);
        if (hit == null) {
            return score(row);
        }
        double[][] raw = Iterations.byFork(row.source().path("primaryMetric"));
        boolean throughput = row.mode() == Mode.Throughput;
        double best = Double.NaN;
        for (int f = 0; f < raw.length; f++) {
            for (int i = 0; i < raw[f].length; i++) {
                if (!hit[f][i] && (Double.isNaN(best) || (throughput ? raw[f][i] > best : raw[f][i] < best))) {
                    best = raw[f][i];
                }
            }
        }
        return best;
    }

    /**
     * A fork's best measured iteration: the highest throughput, or the lowest time per
     * operation. On a shared machine another tenant only ever slows an iteration down, so the
     * best one is the least disturbed: on this machine it halved the spread of the rounds'
     * ratios against the median iteration (results/ab/README.md).
     */
    static double score(ResultRow row) {
        // SampleTime rows have histograms, not iterations: their score, as ever.
        return row.mode() == Mode.SampleTime ? row.score() : row.bestIteration();
    }
}
