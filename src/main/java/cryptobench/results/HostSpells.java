package cryptobench.results;

import com.fasterxml.jackson.databind.JsonNode;
import cryptobench.jvm.ForkMetric;
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
import org.openjdk.jmh.annotations.Mode;

/**
 * The host's slow spells in a run, left out of its rows. An iteration was hit when it ran more than
 * {@value #LEVEL} below its row's top level (the best of its forks' best iterations): the host took the CPU away,
 * or shared its core, for part of the fork, so the fork ran at a lower level for a while;
 * or when the canary its fork timed beside it ({@link HostCanary}) ran below {@value #SLOW} of the run's
 * reference speed (the {@value #REFERENCE_PERCENTILE}th percentile of the run's canaries): the host took
 * the CPU away from the whole fork, which its level alone cannot show. A row all of whose iterations were hit
 * keeps them. The files keep every iteration.
 */
public final class HostSpells {

    /** The share of the reference speed below which an iteration counts as hit. */
    public static final double SLOW = 0.85;

    /** The percentile of a run's canary speeds that is its reference: the host at full speed. */
    public static final double REFERENCE_PERCENTILE = 90;

    /** How far below its row's top level an iteration counts as hit. */
    public static final double LEVEL = 0.08;

    /**
     * How much of a run (or a row) the host took: its iterations, those the host slowed, those of them left out
     * (all but a row's hit throughout), those of the slowed only the canary showed, and its forks: all, slowed, and
     * slowed throughout.
     */
    public record Tally(
            int iterations, int slowed, int leftOut, int byCanary, int forks, int forksHit, int forksThroughout) {

        public static final Tally NONE = new Tally(0, 0, 0, 0, 0, 0, 0);

        /** The share of iterations the host slowed; NaN without iterations. */
        public double share() {
            return iterations == 0 ? Double.NaN : (double) slowed / iterations;
        }

        /** The slowed iterations kept, because every iteration of their row was slowed. */
        public int kept() {
            return slowed - leftOut;
        }

        public Tally plus(Tally o) {
            return new Tally(
                    iterations + o.iterations,
                    slowed + o.slowed,
                    leftOut + o.leftOut,
                    byCanary + o.byCanary,
                    forks + o.forks,
                    forksHit + o.forksHit,
                    forksThroughout + o.forksThroughout);
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

    /** The row with its hit iterations left out, judged against {@code reference}; itself when none was. */
    public static ResultRow clean(ResultRow r, double reference) {
        boolean[][] out = leftOut(hits(r, reference));
        double[][] raw = r.rawByFork();
        if (out == null || !anyHit(out) || !sameShape(out, raw)) {
            return r;
        }
        double[][] kept = new double[raw.length][];
        for (int f = 0; f < raw.length; f++) {
            List<Double> k = new ArrayList<>();
            for (int i = 0; i < raw[f].length; i++) {
                if (!out[f][i]) {
                    k.add(raw[f][i]);
                }
            }
            kept[f] = k.stream().mapToDouble(Double::doubleValue).toArray();
        }
        return r.withRawByFork(kept);
    }

    /**
     * Which of the {@code hit} iterations are left out: all of them, except in a row hit throughout, which keeps
     * every iteration. A fork hit throughout is left out even where that leaves its row one fork, as a fork kept at
     * the spell's speed would drag the row's figure down with it; the budget measures such a row again first.
     */
    private static boolean[][] leftOut(boolean[][] hit) {
        if (hit == null) {
            return null;
        }
        for (boolean[] f : hit) {
            for (boolean b : f) {
                if (!b) {
                    return hit;
                }
            }
        }
        return none(hit);
    }

    /** Marks of the same shape as {@code hit}, none set. */
    private static boolean[][] none(boolean[][] hit) {
        boolean[][] out = new boolean[hit.length][];
        for (int f = 0; f < hit.length; f++) {
            out[f] = new boolean[hit[f].length];
        }
        return out;
    }

    /** The tally of every row, each run (file) judged by its own reference. */
    public static Tally tally(List<ResultRow> rows) {
        return tallies(rows).stream().reduce(Tally.NONE, Tally::plus);
    }

    /** Each row's tally, in the rows' order, each run (file) judged by its own reference. */
    public static List<Tally> tallies(List<ResultRow> rows) {
        Map<String, Double> references = references(rows);
        return rows.stream()
                .map(r -> tally(r, references.getOrDefault(r.file(), Double.NaN)))
                .toList();
    }

    /** One row's tally against {@code reference}; {@link Tally#NONE} for a row that cannot be judged. */
    public static Tally tally(ResultRow r, double reference) {
        Marks marks = marks(r, reference);
        boolean[][] hit = marks == null ? null : marks.hit();
        if (hit == null) {
            return Tally.NONE;
        }
        boolean[][] out = leftOut(hit);
        int iterations = 0;
        int slowed = 0;
        int left = 0;
        int byCanary = 0;
        int forksHit = 0;
        int lost = 0;
        for (int f = 0; f < hit.length; f++) {
            int h = 0;
            int o = 0;
            for (int i = 0; i < hit[f].length; i++) {
                h += hit[f][i] ? 1 : 0;
                o += out[f][i] ? 1 : 0;
                byCanary += marks.byCanaryOnly(f, i) ? 1 : 0;
            }
            iterations += hit[f].length;
            slowed += h;
            left += o;
            forksHit += h > 0 ? 1 : 0;
            lost += h > 0 && h == hit[f].length ? 1 : 0;
        }
        return new Tally(iterations, slowed, left, byCanary, hit.length, forksHit, lost);
    }

    /**
     * Which of the row's iterations were hit, per fork as JMH wrote them (by their level or by their canary
     * against {@code reference}); null for a row without a JMH source, or one whose mode has no iterations to
     * judge (SampleTime, SingleShot) and no canary.
     */
    public static boolean[][] hits(ResultRow r, double reference) {
        Marks m = marks(r, reference);
        return m == null ? null : m.hit();
    }

    /** A row's marks by each rule: by its canary, by its level (either null where that rule cannot judge it). */
    private record Marks(boolean[][] canary, boolean[][] level) {

        /** Hit by either rule; null where neither can judge. */
        boolean[][] hit() {
            if (level == null || canary == null) {
                return level == null ? canary : level;
            }
            boolean[][] hit = new boolean[level.length][];
            for (int f = 0; f < level.length; f++) {
                hit[f] = level[f].clone();
                for (int i = 0; i < hit[f].length; i++) {
                    hit[f][i] |= canary[f][i];
                }
            }
            return hit;
        }

        /** Whether the iteration was hit by the canary and not by its level. */
        boolean byCanaryOnly(int f, int i) {
            return canary != null && canary[f][i] && (level == null || !level[f][i]);
        }
    }

    /** The row's marks against {@code reference}; null for a row without a JMH source. */
    private static Marks marks(ResultRow r, double reference) {
        double[][] raw = raw(r);
        // A single-shot row makes one cold call a fork: its spread is what it measures, not the host's.
        if (raw == null || r.mode() == Mode.SingleShotTime) {
            return null;
        }
        boolean[][] canary = canaryHits(r, reference);
        return new Marks(canary, judged(r, raw) ? levelHits(raw, r.mode(), canary) : null);
    }

    private static boolean anyHit(boolean[][] hit) {
        for (boolean[] f : hit) {
            for (boolean b : f) {
                if (b) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Whether the marks line up with these iterations (a row read as JMH wrote it, not reshaped since). */
    private static boolean sameShape(boolean[][] hit, double[][] raw) {
        if (raw == null || hit.length != raw.length) {
            return false;
        }
        for (int f = 0; f < raw.length; f++) {
            if (hit[f].length != raw[f].length) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether the row's level can be judged: cryptobench's own forks made it and settled before measuring (they
     * report {@code fork.settled}), and every iteration is a finite number (a broken row stays visibly broken).
     * Other suites' rows are read as JMH wrote them; forks that did not settle (a smoke run's, ab's), whose
     * early iterations a late JIT can still drag down, are judged by their canary alone where they timed one.
     */
    private static boolean judged(ResultRow r, double[][] raw) {
        return settled(r) && Arrays.stream(raw).flatMapToDouble(Arrays::stream).allMatch(Double::isFinite);
    }

    /** Whether the row's forks settled before measuring, as cryptobench's forks report it. */
    public static boolean settled(ResultRow r) {
        if (r.source() == null) {
            return false;
        }
        JsonNode secondary = r.source().path("secondaryMetrics");
        return secondary.has(ForkMetric.SETTLED.label());
    }

    /** The row's iterations as JMH wrote them, or null without a JMH source. */
    private static double[][] raw(ResultRow r) {
        return r.source() == null ? null : Iterations.byFork(r.source().path("primaryMetric"));
    }

    /**
     * The iterations more than {@value #LEVEL} below the row's top level: the best over its forks of each fork's best
     * iteration (highest throughput, lowest time) among those {@code canary} did not mark (null: none marked); null for
     * modes other than throughput and average time, or a row without such iterations. The host only ever slows a
     * fork, so the fastest fork is the nearest to the code's own speed; a median of the forks' bests is the slow level
     * itself where the host slowed most of them.
     */
    static boolean[][] levelHits(double[][] raw, Mode mode, boolean[][] canary) {
        boolean throughput = mode == Mode.Throughput;
        if (raw == null || !(throughput || mode == Mode.AverageTime)) {
            return null;
        }
        List<Double> bests = new ArrayList<>();
        for (int f = 0; f < raw.length; f++) {
            double best = Double.NaN;
            for (int i = 0; i < raw[f].length; i++) {
                double v = raw[f][i];
                boolean marked = canary != null && canary[f][i];
                if (!marked && Double.isFinite(v) && (Double.isNaN(best) || (throughput ? v > best : v < best))) {
                    best = v;
                }
            }
            if (!Double.isNaN(best)) {
                bests.add(best);
            }
        }
        if (bests.isEmpty()) {
            return null;
        }
        double top = throughput
                ? bests.stream().mapToDouble(Double::doubleValue).max().orElseThrow()
                : bests.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
        boolean[][] hit = new boolean[raw.length][];
        for (int f = 0; f < raw.length; f++) {
            hit[f] = new boolean[raw[f].length];
            for (int i = 0; i < raw[f].length; i++) {
                double v = raw[f][i];
                hit[f][i] = throughput ? v < (1 - LEVEL) * top : v > top / (1 - LEVEL);
            }
        }
        return hit;
    }

    /**
     * The iterations whose canary ran below {@value #SLOW} of {@code reference}; null where the row has no
     * canary data, it does not line up with the iterations, or the reference is not a number.
     */
    static boolean[][] canaryHits(ResultRow r, double reference) {
        double[][] canary = canary(r);
        double[][] raw = raw(r);
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
    public static double[][] canary(ResultRow r) {
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
                        out.put(file, reference(all));
                    }
                });
        return out;
    }

    /** The reference speed of these canary speeds: their {@value #REFERENCE_PERCENTILE}th percentile; NaN for none. */
    public static double reference(double[] canaries) {
        return canaries.length == 0 ? Double.NaN : new Percentile().evaluate(canaries, REFERENCE_PERCENTILE);
    }
}
