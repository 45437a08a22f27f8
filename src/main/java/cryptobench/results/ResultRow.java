package cryptobench.results;

import cryptobench.catalog.Params;
import cryptobench.jvm.Variant;
import java.util.Map;

/**
 * One JMH result row, with what cryptobench reads from its name: the benchmark class
 * ("family"), the operation and the fork variant. {@code jdk} is the fork's Java version, or
 * "native" for the OpenSSL baseline. {@code rawByFork} holds every measurement iteration, one array per fork.
 */
public record ResultRow(String file, String benchmark, String mode, Map<String, String> params, String jdk,
                        double score, double error, String unit, Double allocBytesPerOp, double[][] rawByFork) {

    /** The benchmark's class, e.g. AesGcm for cryptobench.bench.AesGcm.encrypt. */
    public String family() {
        String[] parts = benchmark.split("\\.");
        return parts.length >= 2 ? parts[parts.length - 2] : benchmark;
    }

    /** The method without the variant suffix, e.g. encrypt. */
    public String operation() {
        return Variant.operation(method());
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
        double[][] raw = java.util.Arrays.stream(rawByFork)
                .map(fork -> java.util.Arrays.stream(fork).map(v -> v * f).toArray()).toArray(double[][]::new);
        return new ResultRow(file, benchmark, mode, params, jdk, score * f, error * f, target, allocBytesPerOp, raw);
    }

    /** Operations per second, whatever the mode and unit. */
    public double opsPerSecond() {
        return Units.opsPerSecond(score, unit);
    }

    /**
     * The best measured iteration of all forks in operations per second: the highest throughput, or
     * the shortest time; NaN when no iteration is positive and finite.
     */
    public double bestOpsPerSecond() {
        return java.util.Arrays.stream(rawByFork).flatMapToDouble(java.util.Arrays::stream)
                .filter(v -> v > 0 && Double.isFinite(v)).map(v -> Units.opsPerSecond(v, unit)).max().orElse(Double.NaN);
    }

    /** The error bar in operations per second (NaN when JMH had too few iterations to give one). */
    public double opsPerSecondError() {
        return Double.isNaN(error) || score == 0 ? Double.NaN : opsPerSecond() * error / score;
    }

    /** Bytes per second, for rows with a dataSize param; NaN otherwise. */
    public double bytesPerSecond() {
        String size = params.get(Params.DATA_SIZE);
        return size == null ? Double.NaN : opsPerSecond() * Double.parseDouble(size);
    }

    public double bytesPerSecondError() {
        String size = params.get(Params.DATA_SIZE);
        return size == null ? Double.NaN : opsPerSecondError() * Double.parseDouble(size);
    }
}
