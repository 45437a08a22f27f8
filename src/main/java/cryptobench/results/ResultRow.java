package cryptobench.results;

import com.fasterxml.jackson.databind.JsonNode;
import cryptobench.catalog.Params;
import cryptobench.jvm.ForkArgs;
import cryptobench.jvm.Variant;
import cryptobench.stats.ForkInterval;
import cryptobench.stats.GateFigure;
import cryptobench.stats.PooledInterval;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.openjdk.jmh.annotations.Mode;

/**
 * One JMH result row, parsed once where a file or a fork's output is read, and what cryptobench reads
 * from its name: the benchmark class ("family"), the operation and the fork variant. {@code jdk} is
 * the fork's Java version (as a report labels it), or "native" for the OpenSSL baseline; {@code
 * rawByFork} holds every measurement iteration, one array per fork (a SampleTime histogram's iteration
 * means); {@code jvm} the forks' JVM; {@code source} the row as JMH wrote it, which {@link JmhJson}
 * writes back unchanged (null for rows made up in code); {@code interval} its pooled intervals where
 * the rows of its run have been pooled ({@link Pooled}), else null. {@code score} is JMH's (the mean
 * of every iteration); what the suite shows and compares is {@link #estimate()}.
 */
public record ResultRow(
        String file,
        String benchmark,
        Mode mode,
        Map<String, String> params,
        String jdk,
        double score,
        double error,
        String unit,
        Double allocBytesPerOp,
        double[][] rawByFork,
        Jvm jvm,
        JsonNode source,
        PooledInterval interval) {

    public ResultRow(
            String file,
            String benchmark,
            Mode mode,
            Map<String, String> params,
            String jdk,
            double score,
            double error,
            String unit,
            Double allocBytesPerOp,
            double[][] rawByFork,
            Jvm jvm,
            JsonNode source) {
        this(file, benchmark, mode, params, jdk, score, error, unit, allocBytesPerOp, rawByFork, jvm, source, null);
    }

    /** The JVM a row's forks ran on: its java, arguments, version and VM name and version. */
    public record Jvm(String java, List<String> args, String version, String vmName, String vmVersion) {

        /** The arguments that are settings, the user's and the benchmarks', without the suite's bookkeeping ({@link ForkArgs#settings}). */
        public List<String> settings() {
            return ForkArgs.settings(args);
        }
    }

    /** A row made up in code, with no JMH source. */
    public ResultRow(
            String file,
            String benchmark,
            Mode mode,
            Map<String, String> params,
            String jdk,
            double score,
            double error,
            String unit,
            Double allocBytesPerOp,
            double[][] rawByFork) {
        this(file, benchmark, mode, params, jdk, score, error, unit, allocBytesPerOp, rawByFork, null, null);
    }

    /**
     * Parses a JMH JSON row, with {@code metricName}'s secondary metric as its score, error, unit and raw
     * data (null: the primary metric); null when the row has no such secondary metric.
     *
     * @throws IllegalArgumentException naming {@code where} when the row is not a JMH result
     */
    public static ResultRow parse(JsonNode r, String file, String metricName, String where) {
        JsonNode metric = required(r, "primaryMetric", where);
        if (metricName != null) {
            metric = r.path("secondaryMetrics").has(metricName)
                    ? r.path("secondaryMetrics").path(metricName)
                    : r.path("secondaryMetrics").path("\u00b7" + metricName);
            if (metric.isMissingNode()) {
                return null;
            }
        }
        Map<String, String> params = new LinkedHashMap<>();
        r.path("params")
                .properties()
                .forEach(e -> params.put(e.getKey(), e.getValue().asText()));
        JsonNode secondary = r.path("secondaryMetrics");
        // JMH before 1.33 named it with a middle dot in front.
        JsonNode alloc = secondary.has("gc.alloc.rate.norm")
                ? secondary.path("gc.alloc.rate.norm")
                : secondary.path("\u00b7gc.alloc.rate.norm");
        String unit = required(metric, "scoreUnit", where).asText();
        try {
            if (metricName == null) {
                Units.opsPerSecond(1, unit);
            }
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(where + ": " + e.getMessage());
        }
        List<String> args = new ArrayList<>();
        r.path("jvmArgs").forEach(a -> args.add(a.asText()));
        return new ResultRow(
                file,
                required(r, "benchmark", where).asText(),
                RowId.mode(required(r, "mode", where).asText(), where),
                params,
                r.path("jdkVersion").asText(""),
                ResultReader.number(required(metric, "score", where)),
                ResultReader.number(metric.path("scoreError")),
                unit,
                alloc.isMissingNode() ? null : ResultReader.number(alloc.path("score")),
                Iterations.byFork(metric),
                new Jvm(
                        r.path("jvm").asText(),
                        List.copyOf(args),
                        r.path("jdkVersion").asText(),
                        r.path("vmName").asText(),
                        r.path("vmVersion").asText()),
                r);
    }

    /** A JMH JSON row made by the engine (a fork's output, a round file): the primary metric. */
    public static ResultRow of(JsonNode r) {
        return parse(r, "", null, "result of " + r.path("benchmark").asText("?"));
    }

    private static JsonNode required(JsonNode node, String field, String where) {
        JsonNode value = node.get(field);
        if (value == null || value.isNull()) {
            throw new IllegalArgumentException(where + " is not a JMH result: it has no '" + field + "'");
        }
        return value;
    }

    /**
     * This row with its first {@code n} forks only (itself when it has no more); its score, JMH's, stays
     * that of all its forks.
     */
    public ResultRow firstForks(int n) {
        if (rawByFork == null || rawByFork.length <= n) {
            return this;
        }
        return new ResultRow(
                file,
                benchmark,
                mode,
                params,
                jdk,
                score,
                error,
                unit,
                allocBytesPerOp,
                Arrays.copyOf(rawByFork, n),
                jvm,
                source,
                null);
    }

    /** This row labelled with another JDK name (a report's "17" for "17.0.15"). */
    public ResultRow withJdk(String label) {
        return new ResultRow(
                file,
                benchmark,
                mode,
                params,
                label,
                score,
                error,
                unit,
                allocBytesPerOp,
                rawByFork,
                jvm,
                source,
                interval);
    }

    /**
     * This row reduced to the figure a comparison across runs gates on ({@link GateFigure#reduce}):
     * its iterations replaced by the figure's values, its score by their geometric mean, no interval.
     * The row itself for a figure that leaves the iterations as they are (the fork means).
     */
    public ResultRow gatedOn(GateFigure figure) {
        double[][] raw = figure.reduce(rawByFork, mode == Mode.Throughput);
        if (raw == rawByFork) {
            return this;
        }
        double g = ForkInterval.geomean(raw);
        return new ResultRow(
                file,
                benchmark,
                mode,
                params,
                jdk,
                Double.isFinite(score) && g > 0 && Double.isFinite(g) ? g : score,
                Double.NaN,
                unit,
                allocBytesPerOp,
                raw,
                jvm,
                source,
                null);
    }

    /** This row with other iterations (a host spell's left out), its score JMH's as before, no interval. */
    public ResultRow withRawByFork(double[][] raw) {
        return new ResultRow(
                file, benchmark, mode, params, jdk, score, error, unit, allocBytesPerOp, raw, jvm, source, null);
    }

    /** This row with its pooled intervals (null: none). */
    public ResultRow withInterval(PooledInterval pooled) {
        return new ResultRow(
                file,
                benchmark,
                mode,
                params,
                jdk,
                score,
                error,
                unit,
                allocBytesPerOp,
                rawByFork,
                jvm,
                source,
                pooled);
    }

    /**
     * The row's figure, in its own unit: the geometric mean of its fork means ({@link ForkInterval#geomean}),
     * the one estimator of every table, chosen by measurement (results/estimators). It is the same
     * figure in ops/s and in time per operation, and one fork's mean with one fork. JMH's score where
     * the row has no iterations or a fork mean that is not positive, and where that score is not a
     * number (a broken row stays visibly broken).
     */
    public double estimate() {
        if (!Double.isFinite(score)) {
            return score;
        }
        double g = ForkInterval.geomean(rawByFork);
        return g > 0 && Double.isFinite(g) ? g : score;
    }

    /** The Java version the row's forks reported, whatever its label. */
    public String jdkVersion() {
        return jvm != null ? jvm.version() : jdk;
    }

    /**
     * The best measured iteration in the row's own unit: the highest throughput, or the lowest time per
     * operation; the score when the row has no iterations.
     */
    public double bestIteration() {
        double[] it = Arrays.stream(rawByFork)
                .flatMapToDouble(Arrays::stream)
                .sorted()
                .toArray();
        if (it.length == 0) {
            return score;
        }
        return mode == Mode.Throughput ? it[it.length - 1] : it[0];
    }

    /** What the row is: its benchmark, mode and params. */
    public RowId id() {
        return new RowId(benchmark, mode, params);
    }

    /** The benchmark's class, e.g. AesGcm for cryptobench.bench.AesGcm.encrypt. */
    public String family() {
        String[] parts = benchmark.split("\\.");
        return parts.length >= 2 ? parts[parts.length - 2] : benchmark;
    }

    /** The method without the variant suffix, e.g. encrypt. */
    public String operation() {
        return Variant.operation(method());
    }

    /** The {@code jdk} of the OpenSSL baseline's rows. */
    public static final String NATIVE_JDK = "native";

    /** The threads the trial ran its benchmark method on (JMH's {@code threads}; 1 where the input does not say). */
    public int threads() {
        return source == null ? 1 : source.path("threads").asInt(1);
    }

    /** Whether this is a row of the OpenSSL baseline rather than of JMH. */
    public boolean isNative() {
        return NATIVE_JDK.equals(jdk);
    }

    public Variant variant() {
        return Variant.ofBenchmark(benchmark);
    }

    private String method() {
        return benchmark.substring(benchmark.lastIndexOf('.') + 1);
    }

    public String param(String name) {
        return params.get(name);
    }

    /**
     * This row with its score, error and raw data in {@code target}, e.g. ns/op for a row in us/op.
     *
     * @throws IllegalArgumentException when the units measure different quantities
     */
    public ResultRow inUnit(String target) {
        double f = Units.factor(unit, target);
        if (Double.isNaN(f)) {
            throw new IllegalArgumentException(unit + " cannot be converted to " + target);
        }
        if (f == 1) {
            return this;
        }
        double[][] raw = Arrays.stream(rawByFork)
                .map(fork -> Arrays.stream(fork).map(v -> v * f).toArray())
                .toArray(double[][]::new);
        return new ResultRow(
                file,
                benchmark,
                mode,
                params,
                jdk,
                score * f,
                error * f,
                target,
                allocBytesPerOp,
                raw,
                jvm,
                source,
                interval == null ? null : interval.scaled(f));
    }

    /** The row's figure ({@link #estimate()}) in operations per second, whatever the mode and unit. */
    public double opsPerSecond() {
        return Units.opsPerSecond(estimate(), unit);
    }

    /** Bytes per second, for rows with a dataSize param; NaN otherwise. */
    public double bytesPerSecond() {
        String size = params.get(Params.DATA_SIZE);
        return size == null ? Double.NaN : opsPerSecond() * Double.parseDouble(size);
    }
}
