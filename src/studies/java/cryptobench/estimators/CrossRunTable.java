package cryptobench.estimators;

import cryptobench.compare.Floor;
import cryptobench.compare.ResultComparator;
import cryptobench.compare.RowComparison;
import cryptobench.results.ResultReader;
import cryptobench.results.ResultRow;
import cryptobench.results.Verdict;
import cryptobench.stats.Spread;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.commons.math3.stat.descriptive.rank.Median;
import org.openjdk.jmh.annotations.Mode;

/**
 * How each {@link GateCandidate} serves {@code compare} across runs of the same rows, at compare's
 * default threshold and confidence: how far runs without a change lie apart and how many rows
 * compare flags in them, and how often it catches a known change (real A/B sides, or one row of a
 * no-change pair slowed in code, labelled synthetic) and how close its estimate comes.
 *
 * @param figures one result per candidate figure, in {@link GateCandidate} order
 * @param pairs   how many no-change pairs the figures rest on
 */
public record CrossRunTable(List<FigureResult> figures, int pairs) {

    /** Compare's default --threshold. */
    public static final double THRESHOLD = 0.05;

    /** Compare's default --confidence (Holm's correction over each comparison's rows, its default too). */
    public static final double CONFIDENCE = 0.99;

    /**
     * A folder of runs made with a known change of speed: a run with {@code base/} and {@code new/}
     * (as {@code ab} writes it), or a folder of such runs (as {@code results/ab/repeat.sh} writes them).
     *
     * @param folder the folder
     * @param change the true change of the new side's speed, e.g. -0.091 for one extra encryption in 10 calls
     */
    public record Seeded(Path folder, double change) {}

    /**
     * What compare said about rows with one true change.
     *
     * @param label     where the rows come from
     * @param change    the true change of speed (0: none)
     * @param runs      how many comparisons
     * @param rows      how many rows they compared
     * @param regressed how many rows compare called regressed
     * @param improved  how many it called improved
     * @param estimate  the median estimated change over the rows
     * @param error     the median distance of the estimate from the true change, in points
     */
    public record Detection(
            String label,
            double change,
            int runs,
            int rows,
            int regressed,
            int improved,
            double estimate,
            double error) {}

    /**
     * One figure's results.
     *
     * @param figure     the figure
     * @param apart      the no-change pairs' distances, as they are
     * @param shifted    the same after each pair's run-wide shift (the median log change) is removed
     * @param noChange   what compare said over the no-change pairs
     * @param detections what compare said over each seeded folder, then each synthetic change
     */
    public record FigureResult(
            GateCandidate figure, Spread apart, Spread shifted, Detection noChange, List<Detection> detections) {}

    /**
     * The table of no-change runs given in pairs (first, second, ...), of {@code seeded} folders, and
     * of each {@code synthetic} slowdown (0.05: one row of a pair's second run at 1/1.05 of its speed, each row in turn).
     *
     * @throws IllegalArgumentException naming a seeded folder without runs, or a run without rows
     */
    public static CrossRunTable of(List<Path> folders, List<Seeded> seeded, List<Double> synthetic) throws IOException {
        return of(folders, seeded, synthetic, Integer.MAX_VALUE);
    }

    /** As {@link #of(List, List, List)}, the pairs' rows cut to their first {@code maxForks} forks. */
    public static CrossRunTable of(List<Path> folders, List<Seeded> seeded, List<Double> synthetic, int maxForks)
            throws IOException {
        Map<Path, List<ResultRow>> cache = new LinkedHashMap<>();
        List<List<List<ResultRow>>> pairs = new ArrayList<>();
        for (int i = 0; i + 1 < folders.size(); i += 2) {
            pairs.add(List.of(
                    rows(folders.get(i), cache).stream()
                            .map(r -> r.firstForks(maxForks))
                            .toList(),
                    rows(folders.get(i + 1), cache).stream()
                            .map(r -> r.firstForks(maxForks))
                            .toList()));
        }
        Map<Seeded, List<List<List<ResultRow>>>> seededRuns = new LinkedHashMap<>();
        for (Seeded s : seeded) {
            List<List<List<ResultRow>>> runs = new ArrayList<>();
            for (Path run : abRuns(s.folder())) {
                runs.add(List.of(rows(run.resolve("base"), cache), rows(run.resolve("new"), cache)));
            }
            seededRuns.put(s, runs);
        }
        List<FigureResult> results = new ArrayList<>();
        for (GateCandidate figure : GateCandidate.values()) {
            ResultComparator comparator =
                    new ResultComparator(THRESHOLD, CONFIDENCE, false, true, Floor.DEFAULTS, figure);
            Tally noChange = new Tally();
            List<Double> apart = new ArrayList<>();
            List<Double> shifted = new ArrayList<>();
            for (List<List<ResultRow>> p : pairs) {
                List<RowComparison> rows = common(comparator.compare(p.get(0), p.get(1)));
                double[] logs =
                        rows.stream().mapToDouble(r -> Math.log1p(r.change())).toArray();
                double shift = logs.length == 0 ? 0 : new Median().evaluate(logs);
                Arrays.stream(logs).forEach(l -> apart.add(Math.expm1(Math.abs(l))));
                Arrays.stream(logs).forEach(l -> shifted.add(Math.expm1(Math.abs(l - shift))));
                noChange.add(rows, 0);
            }
            List<Detection> detections = new ArrayList<>();
            seededRuns.forEach((s, runs) -> {
                Tally t = new Tally();
                runs.forEach(r -> t.add(common(comparator.compare(r.get(0), r.get(1))), s.change()));
                detections.add(t.detection(s.folder().toString(), s.change()));
            });
            for (double slowdown : synthetic) {
                double change = 1 / (1 + slowdown) - 1;
                Tally t = new Tally();
                for (List<List<ResultRow>> p : pairs) {
                    List<ResultRow> second = p.get(1);
                    List<String> firstKeys = common(comparator.compare(p.get(0), second)).stream()
                            .map(RowComparison::key)
                            .toList();
                    for (int k = 0; k < second.size(); k++) {
                        List<ResultRow> slowed = new ArrayList<>(second);
                        slowed.set(k, slowed(second.get(k), 1 + slowdown));
                        String key = keyOf(comparator, second.get(k));
                        if (key == null || !firstKeys.contains(key)) {
                            continue;
                        }
                        t.add(
                                comparator.compare(p.get(0), slowed).stream()
                                        .filter(r -> r.key().equals(key))
                                        .toList(),
                                change);
                    }
                }
                detections.add(t.detection(
                        String.format(Locale.ROOT, "synthetic: one row of a second run at 1/%.2f", 1 + slowdown),
                        change));
            }
            results.add(new FigureResult(
                    figure,
                    Spread.of(toArray(apart)).orElse(null),
                    Spread.of(toArray(shifted)).orElse(null),
                    noChange.detection("no-change pairs", 0),
                    List.copyOf(detections)));
        }
        return new CrossRunTable(List.copyOf(results), pairs.size());
    }

    /** Counts of verdicts and the estimated changes of the rows compared. */
    private static final class Tally {
        private int runs;
        private int regressed;
        private int improved;
        private final List<Double> estimates = new ArrayList<>();
        private final List<Double> errors = new ArrayList<>();

        void add(List<RowComparison> rows, double truth) {
            runs++;
            for (RowComparison r : rows) {
                regressed += r.verdict() == Verdict.REGRESSED ? 1 : 0;
                improved += r.verdict() == Verdict.IMPROVED ? 1 : 0;
                estimates.add(r.change());
                errors.add(Math.abs(r.change() - truth));
            }
        }

        Detection detection(String label, double change) {
            return new Detection(
                    label,
                    change,
                    runs,
                    estimates.size(),
                    regressed,
                    improved,
                    median(toArray(estimates)),
                    median(toArray(errors)));
        }
    }

    /** The key compare matches a row by. */
    private static String keyOf(ResultComparator comparator, ResultRow row) {
        return comparator.compare(List.of(), List.of(row)).stream()
                .map(RowComparison::key)
                .findFirst()
                .orElse(null);
    }

    /** A row at 1/{@code factor} of its speed: its throughputs divided by it, or its times multiplied. */
    static ResultRow slowed(ResultRow r, double factor) {
        double f = r.mode() == Mode.Throughput ? 1 / factor : factor;
        double[][] raw = Arrays.stream(r.rawByFork())
                .map(fork -> Arrays.stream(fork).map(v -> v * f).toArray())
                .toArray(double[][]::new);
        return new ResultRow(
                r.file(),
                r.benchmark(),
                r.mode(),
                r.params(),
                r.jdk(),
                r.score() * f,
                r.error(),
                r.unit(),
                r.allocBytesPerOp(),
                raw,
                r.jvm(),
                r.source());
    }

    private static List<RowComparison> common(List<RowComparison> rows) {
        return rows.stream()
                .filter(r -> r.base() != null && r.next() != null && Double.isFinite(r.change()))
                .filter(r -> r.verdict() != Verdict.INVALID)
                .toList();
    }

    private static List<ResultRow> rows(Path folder, Map<Path, List<ResultRow>> cache) throws IOException {
        List<ResultRow> cached = cache.get(folder);
        if (cached != null) {
            return cached;
        }
        List<ResultRow> rows = ResultReader.read(List.of(folder)).stream()
                .filter(r -> !r.isNative())
                .toList();
        if (rows.isEmpty()) {
            throw new IllegalArgumentException(folder + " holds no JMH results");
        }
        cache.put(folder, rows);
        return rows;
    }

    /** The A/B runs of a folder: itself when it has base/ and new/, else its sub-folders that have them, by name. */
    static List<Path> abRuns(Path folder) throws IOException {
        if (isAbRun(folder)) {
            return List.of(folder);
        }
        if (!Files.isDirectory(folder)) {
            throw new IllegalArgumentException(folder + " is not a folder of A/B runs");
        }
        List<Path> runs;
        try (Stream<Path> s = Files.list(folder)) {
            runs = s.filter(CrossRunTable::isAbRun).sorted().toList();
        }
        if (runs.isEmpty()) {
            throw new IllegalArgumentException(folder + " holds no A/B run (a folder with base/ and new/)");
        }
        return runs;
    }

    private static boolean isAbRun(Path p) {
        return Files.isDirectory(p.resolve("base")) && Files.isDirectory(p.resolve("new"));
    }

    private static double[] toArray(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).toArray();
    }

    private static double median(double[] values) {
        return values.length == 0 ? Double.NaN : new Median().evaluate(values);
    }

    /** The table in Markdown. */
    public String markdown() {
        StringWriter text = new StringWriter();
        markdown(new PrintWriter(text));
        return text.toString();
    }

    /** Writes the table in Markdown. */
    public void markdown(PrintWriter out) {
        out.println("# Across runs: the figure compare and history gate on");
        out.println();
        out.printf(
                Locale.ROOT,
                "Each candidate figure as `compare` would use it (threshold %s, confidence %s with Holm's correction, its"
                        + " defaults). A per-fork figure is tested by Welch over its fork values (variance pooled by provider"
                        + " and variant); a run-level figure has one value a row, so only the threshold decides.%n%n",
                pct(THRESHOLD),
                CONFIDENCE);
        Detection first = figures.isEmpty() ? null : figures.get(0).noChange();
        out.printf(
                Locale.ROOT,
                "No change: %d back-to-back pairs, %d rows compared. **apart**: larger over smaller minus one (median /"
                        + " p90); **shift removed**: after each pair's median log change; **false alarms**: rows compare"
                        + " calls regressed + improved.%n%n",
                pairs,
                first == null ? 0 : first.rows());
        out.println("| figure | test | apart median / p90 | shift removed median / p90 | false alarms |");
        out.println("|---|---|--:|--:|--:|");
        for (FigureResult f : figures) {
            out.printf(
                    Locale.ROOT,
                    "| %s | %s | %s / %s | %s / %s | %d + %d of %d |%n",
                    f.figure().label(),
                    f.figure().perFork() ? "Welch over forks" : "threshold only",
                    pct(f.apart() == null ? Double.NaN : f.apart().median()),
                    pct(f.apart() == null ? Double.NaN : f.apart().p90()),
                    pct(f.shifted() == null ? Double.NaN : f.shifted().median()),
                    pct(f.shifted() == null ? Double.NaN : f.shifted().p90()),
                    f.noChange().regressed(),
                    f.noChange().improved(),
                    f.noChange().rows());
        }
        if (figures.isEmpty() || figures.get(0).detections().isEmpty()) {
            out.flush();
            return;
        }
        out.println();
        out.println(
                "Known changes: **caught**, rows compare called regressed (for a change of 0: regressed + improved, false"
                        + " alarms); **estimate**, the median change compare gave; **error**, its median distance from the"
                        + " true change.");
        out.println();
        out.println("| source | true change | runs, rows | figure | caught | improved | estimate | error |");
        out.println("|---|--:|--:|---|--:|--:|--:|--:|");
        for (int i = 0; i < figures.get(0).detections().size(); i++) {
            for (FigureResult f : figures) {
                Detection d = f.detections().get(i);
                int caught = d.change() == 0 ? d.regressed() + d.improved() : d.regressed();
                out.printf(
                        Locale.ROOT,
                        "| %s | %s | %d, %d | %s | %s | %d | %s | %s |%n",
                        d.label(),
                        pct(d.change()),
                        d.runs(),
                        d.rows(),
                        f.figure().label(),
                        share(caught, d.rows()),
                        d.improved(),
                        pct(d.estimate()),
                        points(d.error()));
            }
        }
        out.flush();
    }

    private static String pct(double v) {
        return Double.isNaN(v) ? "-" : String.format(Locale.ROOT, "%.1f%%", v * 100);
    }

    private static String points(double v) {
        return Double.isNaN(v) ? "-" : String.format(Locale.ROOT, "%.1f", v * 100);
    }

    private static String share(int n, int of) {
        return of == 0 ? "-" : String.format(Locale.ROOT, "%d (%.0f%%)", n, 100.0 * n / of);
    }
}
