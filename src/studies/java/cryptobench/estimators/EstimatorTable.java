package cryptobench.estimators;

import cryptobench.results.Pooled;
import cryptobench.results.ResultReader;
import cryptobench.results.ResultRow;
import cryptobench.results.RowIntervals;
import cryptobench.results.RowKey;
import cryptobench.results.Units;
import cryptobench.stats.ForkInterval;
import cryptobench.stats.ModeratedVariance;
import cryptobench.stats.PairedForks;
import cryptobench.stats.PooledInterval;
import cryptobench.stats.Spread;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.DoubleStream;

/**
 * How the candidate {@link Estimator}s of a row fare over pairs of runs of the same rows, to choose
 * one by measurement. For each pair (first run, second run), over the rows both have, matched by
 * {@link RowKey}, with every iteration in operations per second:
 *
 * <ol>
 *   <li><b>Reproducibility</b>: the {@link Spread} of the two runs' ratios by each estimator (larger
 *   over smaller, minus one: median, p90 and max).</li>
 *   <li><b>Bias</b>: in each run, each provider's row over SunJCE's same row (same benchmark, mode,
 *   JDK and other params; rows without one are skipped) by the estimator against the same ratio
 *   by the mean of fork means: the median and max of |log difference|, over both runs' ratios, as
 *   exp(x) - 1.</li>
 *   <li><b>Interval coverage</b>: the share of rows whose second-run geometric mean of fork means
 *   lies inside the first run's 95% {@link PooledInterval} prediction interval for a run of as many
 *   forks as the second has (the variance pooled over the first run's rows of the same provider
 *   and fork variant; a group of fewer than {@value ModeratedVariance#MIN_ROWS} rows with 2 or more
 *   forks takes the whole run's prior), and the share inside its old 99% {@link ForkInterval}.</li>
 *   <li><b>Ratio coverage</b>: the share of the second run's provider ratios to SunJCE (ratio of the
 *   rows' geometric means of fork means) inside the first run's 95% prediction interval of the same
 *   ratio for as many forks as the second run has: the paired t-interval ({@link PairedForks}), the
 *   same with its variance moderated over the run's ratios (the report's), and the unpaired one from
 *   the rows' pooled intervals ({@link PooledRatio}).</li>
 * </ol>
 *
 * The OpenSSL baseline's rows (JDK "native") are left out: they have no forks to estimate from.
 *
 * @param pairs one result per pair of runs, in the order given
 * @param runSd the run-to-run level sd the second coverage figure counts
 */
public record EstimatorTable(List<PairResult> pairs, double runSd) {

    /** The bias of one estimator: how far its provider ratios lie from those by the mean of fork means. */
    public record Bias(int ratios, double median, double max) {}

    /**
     * The prior fitted to one group (provider and variant) of the first run; {@code wholeRun}: too few
     * rows, the whole run's prior was used instead.
     */
    public record GroupPrior(String group, ModeratedVariance.Prior prior, boolean wholeRun) {}

    /**
     * How many rows' second-run figures fell inside the first run's intervals.
     *
     * @param pooledRows   rows with a pooled prediction interval
     * @param pooledInside how many of them hold the second run's figure
     * @param pooledWidth  the median high/low of those prediction intervals
     * @param shiftInside  how many of them hold it once the interval also counts a run-to-run level sd
     * @param shiftWidth   the median high/low of those wider intervals
     * @param oldRows      rows with a 99% {@link ForkInterval} (2 forks or more)
     * @param oldInside    how many of them hold the second run's figure
     * @param oldWidth     the median high/low of those intervals
     */
    public record Coverage(
            int pooledRows,
            int pooledInside,
            double pooledWidth,
            int shiftInside,
            double shiftWidth,
            int oldRows,
            int oldInside,
            double oldWidth) {}

    /**
     * How many second-run figures fell inside one kind of interval of the first run.
     *
     * @param rows   figures with such an interval
     * @param inside how many of them it holds
     * @param widths each interval's high/low
     */
    public record Hits(int rows, int inside, double[] widths) {

        static Hits concat(List<Hits> all) {
            return new Hits(
                    all.stream().mapToInt(Hits::rows).sum(),
                    all.stream().mapToInt(Hits::inside).sum(),
                    all.stream().flatMapToDouble(h -> Arrays.stream(h.widths())).toArray());
        }

        /** The median high/low, NaN without a row. */
        public double medianWidth() {
            return median(widths);
        }

        /** How many intervals are more than {@link RowIntervals#WIDE} times wide. */
        public long wide() {
            return Arrays.stream(widths).filter(w -> !(w <= RowIntervals.WIDE)).count();
        }
    }

    /**
     * The provider ratios to SunJCE of the second run against the first run's 95% prediction intervals.
     *
     * @param ratios how many ratios both runs have
     * @param paired    the paired t-intervals over each ratio's own pairs (the report's until 2026-12-05)
     * @param moderated the paired t-intervals with their variance moderated by the prior fitted to the
     *                  first run's ratios ({@link RowIntervals#ratioPrior}), the report's now
     * @param pooled    the intervals from the two rows' pooled intervals, unpaired ({@link PooledRatio})
     * @param prior     the prior of the first run's paired log-ratio variances, null for all pairs together
     */
    public record RatioCoverage(int ratios, Hits paired, Hits moderated, Hits pooled, ModeratedVariance.Prior prior) {

        static RatioCoverage concat(List<RatioCoverage> all) {
            return new RatioCoverage(
                    all.stream().mapToInt(RatioCoverage::ratios).sum(),
                    Hits.concat(all.stream().map(RatioCoverage::paired).toList()),
                    Hits.concat(all.stream().map(RatioCoverage::moderated).toList()),
                    Hits.concat(all.stream().map(RatioCoverage::pooled).toList()),
                    null);
        }
    }

    /**
     * One pair of runs.
     *
     * @param first   the first run's folder, as given
     * @param second  the second run's
     * @param common  how many rows both runs have
     * @param apart   the spread of the two runs' figures by each estimator
     * @param bias    each estimator's bias
     * @param coverage the intervals of the first run against the second run's figures
     * @param ratioCoverage the first run's ratio intervals against the second run's ratios
     * @param priors  the first run's pooled priors, by group
     * @param runPrior the first run's prior over all its rows
     */
    public record PairResult(
            String first,
            String second,
            int common,
            Map<Estimator, Spread> apart,
            Map<Estimator, Bias> bias,
            Coverage coverage,
            RatioCoverage ratioCoverage,
            List<GroupPrior> priors,
            ModeratedVariance.Prior runPrior) {}

    /** The distances behind one pair's figures, kept to pool them over all pairs. */
    private record Distances(
            int common,
            Map<Estimator, double[]> apart,
            Map<Estimator, double[]> bias,
            int pooledInside,
            double[] pooledWidths,
            int shiftInside,
            double[] shiftWidths,
            int oldInside,
            double[] oldWidths,
            RatioCoverage ratios) {

        static Distances concat(List<Distances> all) {
            Map<Estimator, double[]> apart = new EnumMap<>(Estimator.class);
            Map<Estimator, double[]> bias = new EnumMap<>(Estimator.class);
            for (Estimator e : Estimator.values()) {
                apart.put(
                        e,
                        all.stream()
                                .flatMapToDouble(d -> Arrays.stream(d.apart().get(e)))
                                .toArray());
                bias.put(
                        e,
                        all.stream()
                                .flatMapToDouble(d -> Arrays.stream(d.bias().get(e)))
                                .toArray());
            }
            return new Distances(
                    all.stream().mapToInt(Distances::common).sum(),
                    apart,
                    bias,
                    all.stream().mapToInt(Distances::pooledInside).sum(),
                    all.stream()
                            .flatMapToDouble(d -> Arrays.stream(d.pooledWidths()))
                            .toArray(),
                    all.stream().mapToInt(Distances::shiftInside).sum(),
                    all.stream()
                            .flatMapToDouble(d -> Arrays.stream(d.shiftWidths()))
                            .toArray(),
                    all.stream().mapToInt(Distances::oldInside).sum(),
                    all.stream()
                            .flatMapToDouble(d -> Arrays.stream(d.oldWidths()))
                            .toArray(),
                    RatioCoverage.concat(all.stream().map(Distances::ratios).toList()));
        }

        PairResult result(String first, String second, List<GroupPrior> priors, ModeratedVariance.Prior runPrior) {
            Coverage c = new Coverage(
                    pooledWidths.length,
                    pooledInside,
                    median(pooledWidths),
                    shiftInside,
                    median(shiftWidths),
                    oldWidths.length,
                    oldInside,
                    median(oldWidths));
            return new PairResult(first, second, common, spreads(apart), biases(bias), c, ratios, priors, runPrior);
        }
    }

    /**
     * The table of runs given as folders (or JMH JSON files) in pairs: first, second, first, second...
     * With 2 or more pairs, a last entry ("all N pairs", no second run) holds every pair's distances together.
     * Its second coverage figure counts a run-to-run level sd of {@code runSd} (log) in the prediction intervals.
     *
     * @throws IllegalArgumentException naming the bad input: an odd number of folders, a missing
     *                                  folder, a file that is not JMH JSON, a folder without
     *                                  results, a row found twice in one run, a pair without common rows
     */
    public static EstimatorTable of(List<Path> folders, double runSd) throws IOException {
        return of(folders, runSd, Integer.MAX_VALUE);
    }

    /**
     * As {@link #of(List, double)}, each row cut to its first {@code maxForks} forks: those of the run's
     * plan come first, so 2 gives what a run with the headline's planned forks and no budget measured.
     */
    public static EstimatorTable of(List<Path> folders, double runSd, int maxForks) throws IOException {
        if (maxForks < 1) {
            throw new IllegalArgumentException("--forks must be 1 or more, got " + maxForks);
        }
        if (!(runSd >= 0 && Double.isFinite(runSd))) {
            throw new IllegalArgumentException(
                    "the run-to-run sd must be 0 or more (a log sd such as 0.024), got " + runSd);
        }
        if (folders.isEmpty() || folders.size() % 2 != 0) {
            throw new IllegalArgumentException(
                    "runs come in pairs (FIRST SECOND FIRST SECOND ...), got " + folders.size()
                            + (folders.isEmpty() ? "" : ": " + folders.get(folders.size() - 1) + " has no partner"));
        }
        Map<Path, Map<String, ResultRow>> runs = new LinkedHashMap<>();
        for (Path folder : folders) {
            if (!runs.containsKey(folder)) {
                runs.put(folder, read(folder, maxForks));
            }
        }
        List<PairResult> pairs = new ArrayList<>();
        List<Distances> all = new ArrayList<>();
        for (int i = 0; i < folders.size(); i += 2) {
            Path a = folders.get(i);
            Path b = folders.get(i + 1);
            Map<String, ResultRow> first = runs.get(a);
            Pooled pooled = Pooled.of(first.values());
            ModeratedVariance.Prior runPrior = pooled.run();
            Map<String, ModeratedVariance.Prior> own = pooled.groups();
            Distances d = distances(first, runs.get(b), a, b, pooled, runSd);
            all.add(d);
            List<GroupPrior> priors = own.entrySet().stream()
                    .map(g -> new GroupPrior(
                            g.getKey(), g.getValue(), g.getValue().rows() < ModeratedVariance.MIN_ROWS))
                    .toList();
            pairs.add(d.result(a.toString(), b.toString(), priors, runPrior));
        }
        if (pairs.size() >= 2) {
            pairs.add(Distances.concat(all).result("all " + pairs.size() + " pairs", null, List.of(), null));
        }
        return new EstimatorTable(List.copyOf(pairs), runSd);
    }

    /** A run's rows by key, each with its iterations in operations per second; the OpenSSL baseline left out. */
    static Map<String, ResultRow> read(Path folder) throws IOException {
        return read(folder, Integer.MAX_VALUE);
    }

    static Map<String, ResultRow> read(Path folder, int maxForks) throws IOException {
        List<ResultRow> rows = ResultReader.read(List.of(folder)).stream()
                .filter(r -> !r.isNative())
                .toList();
        if (rows.isEmpty()) {
            throw new IllegalArgumentException(folder + " holds no JMH results");
        }
        Map<String, ResultRow> byKey = new LinkedHashMap<>();
        for (ResultRow r : rows) {
            if (byKey.put(RowKey.of(r, RowKey.Jdk.VERSION), opsPerSecond(r, maxForks)) != null) {
                throw new IllegalArgumentException(
                        folder + " has two rows of " + RowKey.of(r, RowKey.Jdk.VERSION) + ": give one run per folder");
            }
        }
        return byKey;
    }

    private static ResultRow opsPerSecond(ResultRow r, int maxForks) {
        double[][] raw = Arrays.stream(r.firstForks(maxForks).rawByFork())
                .map(f -> Arrays.stream(f)
                        .map(v -> Units.opsPerSecond(v, r.unit()))
                        .toArray())
                .toArray(double[][]::new);
        return new ResultRow(
                r.file(),
                r.benchmark(),
                r.mode(),
                r.params(),
                r.jdk(),
                r.opsPerSecond(),
                Double.NaN,
                "ops/s",
                r.allocBytesPerOp(),
                raw,
                r.jvm(),
                r.source());
    }

    private static Distances distances(
            Map<String, ResultRow> a,
            Map<String, ResultRow> b,
            Path nameA,
            Path nameB,
            Pooled intervals,
            double runSd) {
        List<String> common = a.keySet().stream().filter(b::containsKey).toList();
        if (common.isEmpty()) {
            throw new IllegalArgumentException(nameA + " and " + nameB + " have no rows in common");
        }
        Map<Estimator, double[]> apart = new EnumMap<>(Estimator.class);
        Map<Estimator, double[]> bias = new EnumMap<>(Estimator.class);
        for (Estimator e : Estimator.values()) {
            apart.put(
                    e,
                    common.stream()
                            .mapToDouble(k ->
                                    e.of(b.get(k).rawByFork()) / e.of(a.get(k).rawByFork()))
                            .filter(r -> r > 0 && Double.isFinite(r))
                            .map(Spread::apart)
                            .toArray());
            bias.put(
                    e,
                    DoubleStream.concat(Arrays.stream(biasDistances(a, e)), Arrays.stream(biasDistances(b, e)))
                            .toArray());
        }
        int pooledInside = 0;
        int oldInside = 0;
        List<Double> pooledWidths = new ArrayList<>();
        int shiftInside = 0;
        List<Double> shiftWidths = new ArrayList<>();
        List<Double> oldWidths = new ArrayList<>();
        for (String k : common) {
            ResultRow first = a.get(k);
            ResultRow second = b.get(k);
            double value = Estimator.GEOMEAN_OF_FORK_MEANS.of(second.rawByFork());
            int m = ForkInterval.forks(second.rawByFork());
            if (!(value > 0 && Double.isFinite(value))) {
                continue;
            }
            Optional<PooledInterval> pooled = intervals.of(first);
            if (pooled.isPresent()) {
                pooledInside += pooled.get().predicts(value, m) ? 1 : 0;
                pooledWidths.add(pooled.get().predictionHigh(m) / pooled.get().predictionLow(m));
                shiftInside += pooled.get().predicts(value, m, runSd) ? 1 : 0;
                shiftWidths.add(
                        pooled.get().predictionHigh(m, runSd) / pooled.get().predictionLow(m, runSd));
            }
            Optional<ForkInterval> old = ForkInterval.of(first.rawByFork());
            if (old.isPresent()) {
                oldInside += value >= old.get().low() && value <= old.get().high() ? 1 : 0;
                oldWidths.add(old.get().high() / old.get().low());
            }
        }
        return new Distances(
                common.size(),
                apart,
                bias,
                pooledInside,
                pooledWidths.stream().mapToDouble(Double::doubleValue).toArray(),
                shiftInside,
                shiftWidths.stream().mapToDouble(Double::doubleValue).toArray(),
                oldInside,
                oldWidths.stream().mapToDouble(Double::doubleValue).toArray(),
                ratioCoverage(a, b, intervals));
    }

    /**
     * Each provider ratio to SunJCE that both runs have: whether the second run's ratio of geometric
     * means of fork means lies inside the first run's 95% prediction intervals of it.
     */
    static RatioCoverage ratioCoverage(Map<String, ResultRow> a, Map<String, ResultRow> b, Pooled intervals) {
        ModeratedVariance.Prior prior = RowIntervals.ratioPrior(a.values());
        List<double[]> paired = new ArrayList<>();
        List<double[]> moderated = new ArrayList<>();
        List<double[]> pooled = new ArrayList<>();
        int ratios = 0;
        for (Map.Entry<String, ResultRow> e : a.entrySet()) {
            ResultRow r = e.getValue();
            ResultRow sun = RowIntervals.sunJceTwin(a, r);
            ResultRow r2 = b.get(e.getKey());
            ResultRow sun2 = r2 == null ? null : RowIntervals.sunJceTwin(b, r2);
            if (sun == null || sun2 == null) {
                continue;
            }
            double value = Estimator.GEOMEAN_OF_FORK_MEANS.of(r2.rawByFork())
                    / Estimator.GEOMEAN_OF_FORK_MEANS.of(sun2.rawByFork());
            if (!(value > 0 && Double.isFinite(value))) {
                continue;
            }
            ratios++;
            int m = ForkInterval.forks(r2.rawByFork());
            int mSun = ForkInterval.forks(sun2.rawByFork());
            int pairs = Math.min(m, mSun);
            PairedForks own = RowIntervals.opsPerSecond(r, sun);
            if (own.hasInterval()) {
                paired.add(hit(value, own.predictionLow(pairs), own.predictionHigh(pairs)));
            }
            PairedForks mod = RowIntervals.opsPerSecond(r, sun, prior);
            if (mod.hasInterval()) {
                moderated.add(hit(value, mod.predictionLow(pairs), mod.predictionHigh(pairs)));
            }
            PooledRatio.of(intervals.of(r).orElse(null), intervals.of(sun).orElse(null), PairedForks.CONFIDENCE)
                    .ifPresent(p -> pooled.add(hit(value, p.predictionLow(m, mSun), p.predictionHigh(m, mSun))));
        }
        return new RatioCoverage(ratios, hits(paired), hits(moderated), hits(pooled), prior);
    }

    private static double[] hit(double value, double low, double high) {
        return new double[] {value >= low && value <= high ? 1 : 0, high / low};
    }

    private static Hits hits(List<double[]> all) {
        return new Hits(
                all.size(),
                (int) all.stream().filter(h -> h[0] == 1).count(),
                all.stream().mapToDouble(h -> h[1]).toArray());
    }

    /**
     * In one run, for every row of a provider other than SunJCE with a SunJCE row of the same key
     * otherwise: exp(|log(ratio by e) - log(ratio by the mean of fork means)|) - 1.
     */
    static double[] biasDistances(Map<String, ResultRow> run, Estimator e) {
        List<Double> d = new ArrayList<>();
        for (ResultRow r : run.values()) {
            ResultRow sun = RowIntervals.sunJceTwin(run, r);
            if (sun == null) {
                continue;
            }
            double byE = Math.log(e.of(r.rawByFork()) / e.of(sun.rawByFork()));
            double byMean = Math.log(
                    Estimator.MEAN_OF_FORK_MEANS.of(r.rawByFork()) / Estimator.MEAN_OF_FORK_MEANS.of(sun.rawByFork()));
            if (Double.isFinite(byE) && Double.isFinite(byMean)) {
                d.add(Math.expm1(Math.abs(byE - byMean)));
            }
        }
        return d.stream().mapToDouble(Double::doubleValue).toArray();
    }

    private static Map<Estimator, Spread> spreads(Map<Estimator, double[]> apart) {
        Map<Estimator, Spread> s = new EnumMap<>(Estimator.class);
        apart.forEach((e, d) -> Spread.of(d).ifPresent(v -> s.put(e, v)));
        return s;
    }

    private static Map<Estimator, Bias> biases(Map<Estimator, double[]> bias) {
        Map<Estimator, Bias> s = new EnumMap<>(Estimator.class);
        bias.forEach((e, d) -> Spread.of(d).ifPresent(v -> s.put(e, new Bias(v.rows(), v.median(), v.max()))));
        return s;
    }

    private static double median(double[] values) {
        return Spread.of(values).map(Spread::median).orElse(Double.NaN);
    }

    /** The table in Markdown. */
    public String markdown() {
        StringWriter text = new StringWriter();
        markdown(new PrintWriter(text));
        return text.toString();
    }

    /** Writes the table in Markdown. */
    public void markdown(PrintWriter out) {
        out.println("# Estimators");
        out.println();
        out.println(
                "For each pair of runs, over the rows both have: **apart**, how far the two runs' figures lie apart by each");
        out.println(
                "estimator (larger over smaller, minus one; p90 by commons-math3's percentile, numpy's `weibull`); **vs mean**,");
        out.println(
                "how far each provider's ratio to SunJCE's same row lies from the ratio by the mean of fork means, over both");
        out.println(
                "runs' ratios. **Coverage**: the share of rows whose second-run geometric mean of fork means lies inside the first");
        out.println("run's interval.");
        for (PairResult p : pairs) {
            out.println();
            out.println(p.second() == null ? "## " + p.first() : "## " + p.first() + " then " + p.second());
            out.println();
            int ratios = p.bias().containsKey(Estimator.MEAN_OF_FORK_MEANS)
                    ? p.bias().get(Estimator.MEAN_OF_FORK_MEANS).ratios()
                    : 0;
            out.printf(Locale.ROOT, "%d common rows, %d provider ratios to SunJCE.%n%n", p.common(), ratios);
            out.println("| estimator | apart median | apart p90 | apart max | vs mean median | vs mean max |");
            out.println("|---|--:|--:|--:|--:|--:|");
            for (Estimator e : Estimator.values()) {
                Spread s = p.apart().get(e);
                Bias b = p.bias().get(e);
                out.printf(
                        Locale.ROOT,
                        "| %s | %s | %s | %s | %s | %s |%n",
                        e.label(),
                        pct(s == null ? Double.NaN : s.median()),
                        pct(s == null ? Double.NaN : s.p90()),
                        pct(s == null ? Double.NaN : s.max()),
                        pct(b == null ? Double.NaN : b.median()),
                        pct(b == null ? Double.NaN : b.max()));
            }
            out.println();
            Coverage c = p.coverage();
            out.println("| interval of the first run | rows | second run inside | median high/low |");
            out.println("|---|--:|--:|--:|");
            out.printf(
                    Locale.ROOT,
                    "| 95%% prediction, variance pooled by provider and variant | %d | %s | %s |%n",
                    c.pooledRows(),
                    share(c.pooledInside(), c.pooledRows()),
                    factor(c.pooledWidth()));
            out.printf(
                    Locale.ROOT,
                    "| the same, with a run-to-run level sd of %.3f (log) | %d | %s | %s |%n",
                    runSd,
                    c.pooledRows(),
                    share(c.shiftInside(), c.pooledRows()),
                    factor(c.shiftWidth()));
            out.printf(
                    Locale.ROOT,
                    "| 99%% over the row's own forks (ForkInterval) | %d | %s | %s |%n",
                    c.oldRows(),
                    share(c.oldInside(), c.oldRows()),
                    factor(c.oldWidth()));
            RatioCoverage rc = p.ratioCoverage();
            out.println();
            out.printf(
                    Locale.ROOT,
                    "%d provider ratios to SunJCE in both runs; the second run's ratio against the first run's 95%% "
                            + "prediction interval of it%s:%n%n",
                    rc.ratios(),
                    rc.prior() == null
                            ? ""
                            : String.format(
                                    Locale.ROOT,
                                    " (the first run's paired log-ratio variances: prior d0 %s, s0 %s over %d ratios)",
                                    df(rc.prior().df()),
                                    sd(rc.prior().variance()),
                                    rc.prior().rows()));
            out.println(
                    "| ratio interval of the first run | ratios | second run inside | median high/low | wider than 4x |");
            out.println("|---|--:|--:|--:|--:|");
            ratioLine(out, "paired t over its own pairs (PairedForks)", rc.paired());
            ratioLine(out, "the same, its variance moderated over the run's ratios (the report's)", rc.moderated());
            ratioLine(out, "from the rows' pooled intervals (PooledRatio)", rc.pooled());
            if (!p.priors().isEmpty()) {
                out.println();
                out.printf(
                        Locale.ROOT,
                        "Pooled fork-to-fork spread of %s's log fork means (prior degrees of freedom d0, prior sd s0; "
                                + "whole run: d0 %s, s0 %s over %d rows):%n%n",
                        p.first(),
                        df(p.runPrior().df()),
                        sd(p.runPrior().variance()),
                        p.runPrior().rows());
                out.println("| group | rows with 2+ forks | d0 | s0 |");
                out.println("|---|--:|--:|--:|");
                for (GroupPrior g : p.priors()) {
                    out.printf(
                            Locale.ROOT,
                            "| %s | %d | %s | %s |%n",
                            g.group(),
                            g.prior().rows(),
                            g.wholeRun() ? "whole run's" : df(g.prior().df()),
                            g.wholeRun() ? "whole run's" : sd(g.prior().variance()));
                }
            }
        }
        out.flush();
    }

    private static void ratioLine(PrintWriter out, String label, Hits h) {
        out.printf(
                Locale.ROOT,
                "| %s | %d | %s | %s | %d |%n",
                label,
                h.rows(),
                share(h.inside(), h.rows()),
                factor(h.medianWidth()),
                h.wide());
    }

    private static String pct(double v) {
        return Double.isNaN(v) ? "-" : String.format(Locale.ROOT, "%.1f%%", v * 100);
    }

    private static String share(int inside, int rows) {
        return rows == 0 ? "-" : String.format(Locale.ROOT, "%.1f%% (%d)", 100.0 * inside / rows, inside);
    }

    private static String factor(double v) {
        if (Double.isNaN(v)) {
            return "-";
        }
        return v < 100 ? String.format(Locale.ROOT, "%.2f", v) : String.format(Locale.ROOT, "%.3g", v);
    }

    private static String df(double d) {
        return d == Double.POSITIVE_INFINITY ? "infinite" : String.format(Locale.ROOT, "%.2f", d);
    }

    /** A variance of logarithms as its standard deviation in percent (a log sd of 0.1 is about 10%). */
    private static String sd(double variance) {
        return Double.isNaN(variance) ? "-" : String.format(Locale.ROOT, "%.1f%%", Math.sqrt(variance) * 100);
    }
}
