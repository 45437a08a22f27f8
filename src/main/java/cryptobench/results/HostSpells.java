package cryptobench.results;

import cryptobench.jvm.HostCanary;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.apache.commons.math3.stat.descriptive.rank.Percentile;

/**
 * The host's slow spells in a run, seen by the canary each fork times beside every measured iteration
 * ({@link HostCanary}): an iteration whose canary ran below {@value #SLOW} of the run's reference speed
 * (the {@value #REFERENCE_PERCENTILE}th percentile of all its canaries) was hit, and is left out of its row;
 * a row all of whose iterations were hit keeps them. Rows of runs made before the canary stay as they are.
 */
public final class HostSpells {

    /** The share of the reference speed below which an iteration counts as hit. */
    public static final double SLOW = 0.85;

    /** The percentile of a run's canary speeds that is its reference: the host at full speed. */
    public static final double REFERENCE_PERCENTILE = 90;

    /** How much of a run (or a row) the host took: iterations and forks, all and hit. */
    public record Tally(int iterations, int hit, int forks, int forksHit, int forksLost) {

        public static final Tally NONE = new Tally(0, 0, 0, 0, 0);

        /** The share of iterations hit; NaN without iterations. */
        public double share() {
            return iterations == 0 ? Double.NaN : (double) hit / iterations;
        }

        Tally plus(Tally o) {
            return new Tally(
                    iterations + o.iterations,
                    hit + o.hit,
                    forks + o.forks,
                    forksHit + o.forksHit,
                    forksLost + o.forksLost);
        }
    }

    private HostSpells() {}

    /**
     * The rows with the hit iterations left out of their {@code rawByFork}, each run (file) judged by its own
     * reference; a fork left with no iteration stays in its place, empty, so that fork data still line up.
     */
    public static List<ResultRow> clean(List<ResultRow> rows) {
        Map<String, Double> references = references(rows);
        return rows.stream()
                .map(r -> clean(r, references.getOrDefault(r.file(), Double.NaN)))
                .toList();
    }

    /** The row with its hit iterations left out, judged against {@code reference}; itself without canary data. */
    public static ResultRow clean(ResultRow r, double reference) {
        boolean[][] hit = hits(r, reference);
        if (hit == null) {
            return r;
        }
        double[][] raw = r.rawByFork();
        double[][] kept = new double[raw.length][];
        int left = 0;
        for (int f = 0; f < raw.length; f++) {
            List<Double> k = new ArrayList<>();
            for (int i = 0; i < raw[f].length; i++) {
                if (!hit[f][i]) {
                    k.add(raw[f][i]);
                }
            }
            kept[f] = k.stream().mapToDouble(Double::doubleValue).toArray();
            left += kept[f].length;
        }
        return left == 0 ? r : r.withRawByFork(kept);
    }

    /** The tally of every row, each run (file) judged by its own reference. */
    public static Tally tally(List<ResultRow> rows) {
        Map<String, Double> references = references(rows);
        return rows.stream()
                .map(r -> tally(r, references.getOrDefault(r.file(), Double.NaN)))
                .reduce(Tally.NONE, Tally::plus);
    }

    /** One row's tally against {@code reference}; {@link Tally#NONE} without canary data. */
    public static Tally tally(ResultRow r, double reference) {
        boolean[][] hit = hits(r, reference);
        if (hit == null) {
            return Tally.NONE;
        }
        int iterations = 0;
        int hits = 0;
        int forksHit = 0;
        int lost = 0;
        for (boolean[] fork : hit) {
            int h = 0;
            for (boolean b : fork) {
                h += b ? 1 : 0;
            }
            iterations += fork.length;
            hits += h;
            forksHit += h > 0 ? 1 : 0;
            lost += h > 0 && h == fork.length ? 1 : 0;
        }
        return new Tally(iterations, hits, hit.length, forksHit, lost);
    }

    /**
     * Which of the row's iterations were hit, per fork as in {@link ResultRow#rawByFork()} (as JMH wrote
     * them); null where the row has no canary data, it does not line up with the iterations, or the
     * reference is not a number.
     */
    static boolean[][] hits(ResultRow r, double reference) {
        double[][] canary = canary(r);
        double[][] raw =
                r.source() == null ? null : Iterations.byFork(r.source().path("primaryMetric"));
        if (canary == null || raw == null || !(reference > 0) || canary.length != raw.length) {
            return null;
        }
        boolean[][] hit = new boolean[raw.length][];
        for (int f = 0; f < raw.length; f++) {
            if (canary[f].length != raw[f].length) {
                return null;
            }
            hit[f] = new boolean[raw[f].length];
            for (int i = 0; i < raw[f].length; i++) {
                hit[f][i] = canary[f][i] < SLOW * reference;
            }
        }
        return hit;
    }

    /** The row's canary speeds per fork and iteration, or null where its forks did not time one. */
    static double[][] canary(ResultRow r) {
        if (r.source() == null || !r.source().path("secondaryMetrics").has(HostCanary.METRIC)) {
            return null;
        }
        return Iterations.byFork(r.source().path("secondaryMetrics").path(HostCanary.METRIC));
    }

    /** Each file's reference speed: the {@value #REFERENCE_PERCENTILE}th percentile of its rows' canaries. */
    static Map<String, Double> references(Collection<ResultRow> rows) {
        Map<String, Double> out = new HashMap<>();
        rows.stream()
                .collect(Collectors.groupingBy(ResultRow::file, LinkedHashMap::new, Collectors.toList()))
                .forEach((file, rs) -> {
                    double[] all = rs.stream()
                            .map(HostSpells::canary)
                            .filter(c -> c != null)
                            .flatMap(Arrays::stream)
                            .flatMapToDouble(Arrays::stream)
                            .filter(v -> v > 0 && Double.isFinite(v))
                            .toArray();
                    if (all.length > 0) {
                        out.put(file, new Percentile().evaluate(all, REFERENCE_PERCENTILE));
                    }
                });
        return out;
    }
}
