package cryptobench.openssl;

import cryptobench.catalog.Family;
import cryptobench.catalog.Params;
import cryptobench.cipher.CipherAlgorithm;
import cryptobench.jvm.Variant;
import cryptobench.results.Json;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.math3.stat.descriptive.rank.Median;
import org.openjdk.jmh.annotations.Mode;

/**
 * The native OpenSSL baseline, written as JMH-shaped JSON so that {@code report} and
 * {@code compare} treat it like any benchmark: the benchmark is named like the Java one
 * ({@code cryptobench.bench.AesGcm.encrypt}), the param {@code provider} is {@code OpenSSL}, and
 * the run with AES-NI and PCLMULQDQ masked off is named like the pure-Java variant
 * ({@code encryptPureJava}). Each cell is measured {@value #REPEATS} times, in turns, like a JMH
 * row's forks: its rawData holds one "fork" per repeat and its score is their geometric mean, the
 * report's estimator for every row.
 */
public final class NativeBaseline {

    public static final String PROVIDER = "OpenSSL";

    /** How many times each cell is measured. */
    public static final int REPEATS = 3;

    private NativeBaseline() {}

    /**
     * Measures every algorithm x key size x size with and (unless {@code masked} is false) without
     * AES-NI, {@value #REPEATS} times in turns, each for a share of {@code seconds} (1 s at least).
     */
    public static List<Map<String, Object>> measure(
            OpensslSpeed openssl,
            List<CipherAlgorithm> algorithms,
            List<Integer> keyBits,
            List<Integer> sizes,
            int seconds,
            boolean masked,
            PrintWriter log)
            throws IOException {
        String version = openssl.version();
        int each = Math.max(1, seconds / REPEATS);
        CapabilityMask mask = masked ? CapabilityMask.forArch(System.getProperty("os.arch")) : null;
        if (masked) {
            String refusal = mask == null
                    ? "OpenSSL has no capability mask known here for " + System.getProperty("os.arch")
                    : openssl.maskRefusal(mask);
            if (refusal != null) {
                log.println("openssl: the run with hardware code paths off is left out: " + refusal);
                masked = false;
                mask = null;
            }
        }
        CapabilityMask off = mask;
        record Cell(CipherAlgorithm algorithm, int bits, Variant variant, int size) {}
        Map<Cell, List<Double>> repeats = new LinkedHashMap<>();
        for (int repeat = 1; repeat <= REPEATS; repeat++) {
            for (CipherAlgorithm algorithm : algorithms) {
                for (int bits : keyBits) {
                    String evp = algorithm.opensslName(bits);
                    if (evp == null || !algorithm.keySizes().contains(bits)) {
                        continue;
                    }
                    for (Variant variant :
                            masked ? List.of(Variant.INTRINSIC, Variant.PURE_JAVA) : List.of(Variant.INTRINSIC)) {
                        CapabilityMask m = variant == Variant.PURE_JAVA ? off : null;
                        log.printf(
                                "openssl speed -evp %s%s, %d of %d ...%n",
                                evp, m == null ? "" : " (" + m.env() + ")", repeat, REPEATS);
                        log.flush();
                        Map<Integer, Double> bytesPerSecond = openssl.measure(evp, sizes, each, m);
                        bytesPerSecond.forEach((size, bps) -> repeats.computeIfAbsent(
                                        new Cell(algorithm, bits, variant, size), k -> new ArrayList<>())
                                .add(bps / size));
                    }
                }
            }
        }
        List<Map<String, Object>> rows = new ArrayList<>();
        repeats.forEach((c, ops) -> rows.add(row(
                c.algorithm(),
                c.variant(),
                c.bits(),
                c.size(),
                ops,
                version,
                c.variant() == Variant.PURE_JAVA ? off : null,
                each)));
        return rows;
    }

    /** One JMH-shaped result row of the baseline, measured once. */
    public static Map<String, Object> row(
            CipherAlgorithm algorithm,
            Variant variant,
            int keyBits,
            int dataSize,
            double opsPerSecond,
            String version,
            CapabilityMask mask,
            int seconds) {
        return row(algorithm, variant, keyBits, dataSize, List.of(opsPerSecond), version, mask, seconds);
    }

    /** One JMH-shaped result row of the baseline: each repeat a fork of one iteration, the score their geometric mean. */
    public static Map<String, Object> row(
            CipherAlgorithm algorithm,
            Variant variant,
            int keyBits,
            int dataSize,
            List<Double> repeats,
            String version,
            CapabilityMask mask,
            int seconds) {
        double opsPerSecond =
                Math.exp(repeats.stream().mapToDouble(Math::log).average().orElse(Double.NaN));
        double[] sorted =
                repeats.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        int n = sorted.length;
        double low = n == 0 ? Double.NaN : sorted[0];
        double high = n == 0 ? Double.NaN : sorted[n - 1];
        double median = new Median().evaluate(sorted);
        Map<String, Object> row = new LinkedHashMap<>();
        row.put("jmhVersion", "none (openssl speed)");
        row.put("benchmark", Family.PACKAGE + "." + algorithm.benchmark() + "." + variant.methodName("encrypt"));
        row.put("mode", Mode.Throughput.shortLabel());
        row.put("threads", 1);
        row.put("forks", repeats.size());
        row.put("jvm", "openssl");
        row.put("jvmArgs", mask == null ? List.of() : List.of(mask.env()));
        row.put("jdkVersion", "native");
        row.put("vmName", "OpenSSL");
        row.put("vmVersion", version);
        row.put("warmupIterations", 0);
        row.put("warmupTime", "0 s");
        row.put("measurementIterations", 1);
        row.put("measurementTime", seconds + " s");
        Map<String, String> params = new LinkedHashMap<>();
        params.put(Params.DATA_SIZE, String.valueOf(dataSize));
        params.put(Params.KEY_BITS, String.valueOf(keyBits));
        params.put(Params.PROVIDER, PROVIDER);
        row.put("params", params);
        Map<String, Object> metric = new LinkedHashMap<>();
        metric.put("score", opsPerSecond);
        metric.put("scoreError", Double.NaN);
        metric.put("scoreConfidence", List.of(opsPerSecond, opsPerSecond));
        metric.put("scorePercentiles", Map.of("0.0", low, "50.0", median, "100.0", high));
        metric.put("scoreUnit", "ops/s");
        metric.put("rawData", repeats.stream().map(List::of).toList());
        row.put("primaryMetric", metric);
        row.put("secondaryMetrics", Map.of());
        return row;
    }

    public static void write(Path file, List<Map<String, Object>> rows) throws IOException {
        if (file.toAbsolutePath().getParent() != null) {
            Files.createDirectories(file.toAbsolutePath().getParent());
        }
        Json.MAPPER.writeValue(file.toFile(), rows);
    }
}
