package cryptobench.report;

import cryptobench.catalog.Family;
import cryptobench.catalog.Params;
import cryptobench.cipher.CipherAlgorithm;
import cryptobench.jvm.Variant;
import cryptobench.openssl.NativeBaseline;
import cryptobench.results.RunFolder;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * A large synthetic JMH JSON file and a folder for its report, for measuring how long report
 * generation takes. The rows have the shape of real ones; their scores are random.
 */
public final class ReportFixture {

    private static final List<String> PROVIDERS =
            List.of(Params.SUN_JCE, "BC", "Conscrypt", "ACCP", "com.example.Other");
    private static final List<Integer> SIZES = List.of(16, 256, 1024, 16384, 1048576);
    private static final List<String> JDKS = List.of("17.0.15", "25.0.3");

    private final Path input;
    private final Path output;

    /** Writes {@code rows} results (at most 2,000) into a temporary folder. */
    public ReportFixture(int rows) throws IOException {
        Path dir = Files.createTempDirectory("cryptobench-report");
        input = dir.resolve(RunFolder.RESULTS);
        output = dir.resolve("out");
        Random random = new Random(1);
        List<Map<String, Object>> results = new ArrayList<>();
        outer:
        for (CipherAlgorithm algorithm : CipherAlgorithm.values()) {
            for (String operation : List.of("encrypt", "decrypt")) {
                for (Variant variant : List.of(Variant.INTRINSIC, Variant.PURE_JAVA)) {
                    for (String jdk : JDKS) {
                        for (String provider : PROVIDERS) {
                            for (int size : SIZES) {
                                if (results.size() == rows) {
                                    break outer;
                                }
                                Map<String, Object> row = NativeBaseline.row(
                                        algorithm,
                                        variant,
                                        algorithm.keySizes().get(0),
                                        size,
                                        1e3 + random.nextDouble() * 1e6,
                                        "synthetic",
                                        null,
                                        1);
                                row.put(
                                        "benchmark",
                                        Family.PACKAGE + "." + algorithm.benchmark() + "."
                                                + variant.methodName(operation));
                                row.put("jdkVersion", jdk);
                                @SuppressWarnings("unchecked")
                                Map<String, String> params = (Map<String, String>) row.get("params");
                                params.put(Params.PROVIDER, provider);
                                results.add(row);
                            }
                        }
                    }
                }
            }
        }
        NativeBaseline.write(input, results);
    }

    /** Writes the report of the fixture's file; returns the report's length in characters. */
    public long report(boolean charts) throws IOException {
        return Files.size(ReportWriter.write(List.of(input), output, charts));
    }
}
