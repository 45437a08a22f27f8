package cryptobench.compare;

import cryptobench.results.Pooled;
import cryptobench.results.ResultRow;
import cryptobench.results.RowKey;
import cryptobench.results.Units;
import cryptobench.results.Verdict;
import cryptobench.stats.GateFigure;
import cryptobench.stats.Holm;
import cryptobench.stats.Welch;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.apache.commons.math3.stat.StatUtils;
import org.openjdk.jmh.annotations.Mode;

/**
 * Compares two sets of JMH results row by row. A row regressed or improved only if the change is
 * at least {@code threshold} AND Welch's t-test, on the logarithms of the samples, finds it
 * significant at {@code confidence}; the interval is that of the ratio new/base (the geometric means').
 * Throughput is better higher; AverageTime, SampleTime and SingleShot are better lower (secondary
 * metrics: see {@link #ResultComparator(double, double, boolean)}).
 *
 * <p>The samples are each fork's best iteration ({@link GateFigure#CHOSEN}) when both sides ran at
 * least two forks, the fork means otherwise: iterations of one fork
 * share that fork's JIT and memory layout, and on a shared machine forks differ by more than
 * iterations do (two single-fork JDK 17 headline runs of the same code differed by up to 46%).
 * With one fork on a side the test falls back to the iterations and says that fork-to-fork noise
 * is not in it; with fewer than two iterations only the threshold decides.
 *
 * <p>Before any of that, the new row is converted to the base row's unit (us/op against ns/op), a
 * row with NaN or an infinity in its score or raw data is invalid, and so is a pair whose units
 * measure different quantities. A change smaller than the unit's {@link Floor} is unchanged.
 */
public final class ResultComparator {

    private final double threshold;
    private final double confidence;
    private final boolean secondary;
    private final boolean holm;
    private final List<Floor> floors;
    private final GateFigure figure;

    /**
     * With {@code secondary}, the rows hold a secondary metric, whose direction comes from its
     * unit: per-time rates of operations ("ops/s") are better higher, everything else (B/op,
     * MB/sec of allocation, counts, times) better lower. With {@code holm}, the rows' tests are
     * corrected together (Holm's step-down method), so that {@code confidence} holds for the
     * whole comparison and not row by row: 28 rows at 1% each would flag one by chance about
     * a quarter of the time. {@code floors}: for each unit, the smallest absolute change that
     * counts (see {@link Floor}).
     */
    public ResultComparator(double threshold, double confidence, boolean secondary, boolean holm, List<Floor> floors) {
        this(threshold, confidence, secondary, holm, floors, GateFigure.CHOSEN);
    }

    /**
     * The same, gating the primary score on {@code figure} (each row reduced by {@link
     * ResultRow#gatedOn} before its run is pooled and tested); secondary metrics keep their fork means.
     */
    public ResultComparator(
            double threshold,
            double confidence,
            boolean secondary,
            boolean holm,
            List<Floor> floors,
            GateFigure figure) {
        if (!(threshold >= 0)) {
            throw new IllegalArgumentException("threshold must be 0 or more, got " + threshold);
        }
        if (!(confidence > 0 && confidence < 1)) {
            throw new IllegalArgumentException("confidence must be between 0 and 1, got " + confidence);
        }
        this.threshold = threshold;
        this.confidence = confidence;
        this.secondary = secondary;
        this.holm = holm;
        this.floors = List.copyOf(floors);
        this.figure = figure;
    }

    boolean higherIsBetter(ResultRow row) {
        return secondary ? row.unit().startsWith("ops/") : row.mode() == Mode.Throughput;
    }

    /** Every row of either side, sorted by effect: regressions first, largest change first. */
    public List<RowComparison> compare(List<ResultRow> base, List<ResultRow> next) {
        Set<String> gated = gated(index(base), index(next));
        Map<String, ResultRow> before = index(secondary ? base : Pooled.attach(gated(base, gated)));
        Map<String, ResultRow> after = index(secondary ? next : Pooled.attach(gated(next, gated)));
        List<RowComparison> out = new ArrayList<>();
        before.forEach((key, b) -> {
            ResultRow n = after.get(key);
            out.add(
                    n == null
                            ? new RowComparison(
                                    key,
                                    b,
                                    null,
                                    Double.NaN,
                                    Double.NaN,
                                    Double.NaN,
                                    Double.NaN,
                                    Double.NaN,
                                    Verdict.REMOVED,
                                    "")
                            : compare(key, b, n));
        });
        after.forEach((key, n) -> {
            if (!before.containsKey(key)) {
                out.add(new RowComparison(
                        key, null, n, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Verdict.ADDED, ""));
            }
        });
        if (holm) {
            holm(out);
        }
        out.sort(Comparator.comparingInt((RowComparison c) -> c.verdict().ordinal())
                .thenComparing(Comparator.comparingDouble((RowComparison c) -> Math.abs(c.change()))
                        .reversed())
                .thenComparing(RowComparison::key));
        return out;
    }

    RowComparison compare(String key, ResultRow base, ResultRow next) {
        String nonFinite = nonFinite(base, "base");
        nonFinite = nonFinite != null ? nonFinite : nonFinite(next, "new");
        if (nonFinite != null) {
            return invalid(key, base, next, nonFinite + ": nothing can be compared; check that run");
        }
        String units = "";
        if (!base.unit().equals(next.unit())) {
            if (Double.isNaN(Units.factor(next.unit(), base.unit()))) {
                return invalid(
                        key,
                        base,
                        next,
                        "base is in " + base.unit() + " and new in " + next.unit()
                                + ", which measure different things: nothing can be compared");
            }
            units = "new converted from " + next.unit() + " to " + base.unit();
            next = next.inUnit(base.unit());
        }
        RowComparison c = !(base.score() > 0 && next.score() > 0)
                ? degenerate(key, base, next, higherIsBetter(base))
                : test(key, base, next);
        Floor floor = Floor.of(floors, base.unit());
        double diff = Math.abs(next.estimate() - base.estimate());
        if (floor != null && diff < floor.in(base.unit()) && c.verdict() != Verdict.UNCHANGED) {
            String note = String.format(
                    Locale.ROOT, "the change of %.2g %s is below the floor of %s (--floor)", diff, base.unit(), floor);
            // An invalid row's note (a score of 0) would contradict the verdict: 0 to 0.0026 B/op is no change.
            c = c.verdict() == Verdict.INVALID
                    ? new RowComparison(
                            key,
                            base,
                            next,
                            c.ratio(),
                            c.low(),
                            c.high(),
                            c.change(),
                            c.pValue(),
                            Verdict.UNCHANGED,
                            note)
                    : with(c, Verdict.UNCHANGED, note);
        }
        return units.isEmpty()
                ? c
                : new RowComparison(
                        c.key(),
                        c.base(),
                        c.next(),
                        c.ratio(),
                        c.low(),
                        c.high(),
                        c.change(),
                        c.pValue(),
                        c.verdict(),
                        c.note().isEmpty() ? units : units + "; " + c.note());
    }

    /**
     * Welch's test ({@link Welch}) on two rows with positive, finite scores in one unit: on their
     * pooled intervals where both have one (their runs' fork-to-fork variance, pooled by provider and
     * variant), else on their fork means or iterations.
     */
    private RowComparison test(String key, ResultRow base, ResultRow next) {
        boolean higherIsBetter = higherIsBetter(base);
        double ratio = next.estimate() / base.estimate();
        double change = higherIsBetter ? ratio - 1 : 1 / ratio - 1;
        double[] a;
        double[] b;
        String note = "";
        if (base.interval() != null && next.interval() != null) {
            Welch w = Welch.ofPooled(base.interval(), next.interval(), confidence);
            boolean significant = w.test() != Welch.Test.TESTED || w.pValue() < 1 - confidence;
            Verdict verdict = Math.abs(change) >= threshold && significant
                    ? (change < 0 ? Verdict.REGRESSED : Verdict.IMPROVED)
                    : Verdict.UNCHANGED;
            return new RowComparison(
                    key,
                    base,
                    next,
                    ratio,
                    w.low(),
                    w.high(),
                    change,
                    w.pValue(),
                    verdict,
                    w.test() == Welch.Test.TESTED ? "" : "no spread on either side: threshold only");
        }
        if (base.rawByFork().length >= 2 && next.rawByFork().length >= 2) {
            a = forkMeans(base);
            b = forkMeans(next);
        } else {
            a = iterations(base);
            b = iterations(next);
            note = "one fork on a side: iterations compared, fork-to-fork noise not in the test";
        }
        Welch w = Welch.of(a, b, confidence);
        if (w.test() == Welch.Test.OVERFLOW) {
            return invalid(
                    key,
                    base,
                    next,
                    "the samples' variance overflows: no test can be made (base " + base.file() + ", new " + next.file()
                            + ")");
        }
        boolean significant = true;
        if (w.test() == Welch.Test.TESTED) {
            significant = w.pValue() < 1 - confidence;
        } else {
            note = "fewer than 2 iterations (or no spread) on a side: threshold only";
        }
        Verdict verdict = Math.abs(change) >= threshold && significant
                ? (change < 0 ? Verdict.REGRESSED : Verdict.IMPROVED)
                : Verdict.UNCHANGED;
        return new RowComparison(key, base, next, ratio, w.low(), w.high(), change, w.pValue(), verdict, note);
    }

    /**
     * Where a row's score or raw data (an iteration, or an iteration's histogram) holds NaN or an
     * infinity, e.g. "new raw data has NaN (fork 2, iteration 3) in build/new/jmh.json"; null when nowhere.
     */
    private static String nonFinite(ResultRow r, String side) {
        if (!Double.isFinite(r.score())) {
            return side + " score is " + r.score() + " in " + r.file();
        }
        double[][] raw = r.rawByFork();
        for (int f = 0; f < raw.length; f++) {
            for (int i = 0; i < raw[f].length; i++) {
                if (!Double.isFinite(raw[f][i])) {
                    return side + " raw data has " + raw[f][i] + " (fork " + (f + 1) + ", iteration " + (i + 1)
                            + ") in " + r.file();
                }
            }
        }
        return null;
    }

    private static RowComparison invalid(String key, ResultRow base, ResultRow next, String note) {
        return new RowComparison(
                key, base, next, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Verdict.INVALID, note);
    }

    private static RowComparison with(RowComparison c, Verdict verdict, String note) {
        return new RowComparison(
                c.key(),
                c.base(),
                c.next(),
                c.ratio(),
                c.low(),
                c.high(),
                c.change(),
                c.pValue(),
                verdict,
                c.note().isEmpty() ? note : c.note() + "; " + note);
    }

    /**
     * A side whose score is 0 or negative has no ratio to test. A throughput that fell to 0 is a
     * total regression; anything else is invalid, which fails the gate as a regression does.
     */
    private static RowComparison degenerate(String key, ResultRow base, ResultRow next, boolean higherIsBetter) {
        if (higherIsBetter && next.score() == 0 && base.score() > 0) {
            return new RowComparison(
                    key,
                    base,
                    next,
                    0,
                    Double.NaN,
                    Double.NaN,
                    -1,
                    Double.NaN,
                    Verdict.REGRESSED,
                    "new score is 0: nothing was done in the measured time");
        }
        String side = base.score() > 0 ? "new" : "base";
        double score = side.equals("new") ? next.score() : base.score();
        return invalid(key, base, next, side + " score is " + score + ": no ratio can be formed; check that run");
    }

    /**
     * Holm's step-down correction ({@link Holm}) over every row that had a test. A flagged row that
     * fails it becomes unchanged, with its own p-value in the note.
     */
    private void holm(List<RowComparison> rows) {
        List<Integer> tested = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            if (!Double.isNaN(rows.get(i).pValue())) {
                tested.add(i);
            }
        }
        int m = tested.size();
        boolean[] rejected = Holm.rejected(
                tested.stream().mapToDouble(i -> rows.get(i).pValue()).toArray(), 1 - confidence);
        for (int k = 0; k < m; k++) {
            RowComparison c = rows.get(tested.get(k));
            if (!rejected[k] && (c.verdict() == Verdict.REGRESSED || c.verdict() == Verdict.IMPROVED)) {
                String note = String.format(
                        Locale.ROOT,
                        "p %.2g is significant alone, not after Holm's correction over %d rows",
                        c.pValue(),
                        m);
                rows.set(tested.get(k), with(c, Verdict.UNCHANGED, note));
            }
        }
    }

    /**
     * The keys of the rows that both sides ran with 2 forks or more, every value finite: those are
     * compared on the gate's figure. A row with one fork on a side keeps its fork means and is tested
     * on its iterations, and a row with a value that is not finite stays as it is, to be named invalid.
     */
    private Set<String> gated(Map<String, ResultRow> base, Map<String, ResultRow> next) {
        Set<String> keys = new HashSet<>();
        base.forEach((key, b) -> {
            ResultRow n = next.get(key);
            if (n != null && forks(b) >= 2 && forks(n) >= 2 && nonFinite(b, "") == null && nonFinite(n, "") == null) {
                keys.add(key);
            }
        });
        return keys;
    }

    private List<ResultRow> gated(List<ResultRow> rows, Set<String> keys) {
        return rows.stream()
                .map(r -> keys.contains(RowKey.of(r, RowKey.Jdk.LABEL)) ? r.gatedOn(figure) : r)
                .toList();
    }

    private static long forks(ResultRow r) {
        return Arrays.stream(r.rawByFork()).filter(f -> f.length > 0).count();
    }

    private static double[] forkMeans(ResultRow r) {
        return Arrays.stream(r.rawByFork())
                .filter(f -> f.length > 0)
                .mapToDouble(StatUtils::mean)
                .toArray();
    }

    private static double[] iterations(ResultRow r) {
        return Arrays.stream(r.rawByFork()).flatMapToDouble(Arrays::stream).toArray();
    }

    private static Map<String, ResultRow> index(List<ResultRow> rows) {
        Map<String, ResultRow> map = new LinkedHashMap<>();
        rows.forEach(r -> map.put(RowKey.of(r, RowKey.Jdk.LABEL), r));
        return map;
    }
}
