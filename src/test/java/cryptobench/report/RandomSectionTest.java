package cryptobench.report;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import cryptobench.results.ResultRow;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openjdk.jmh.annotations.Mode;

/** The SecureRandom section: MB/s per method, and the shared instance's scaling over its threads. */
class RandomSectionTest {

    @TempDir
    Path dir;

    private static ResultRow row(String method, int threads, double opsPerSecond, String provider) {
        Map<String, String> p = new LinkedHashMap<>();
        p.put("provider", provider);
        p.put("algorithm", "DEFAULT");
        p.put("dataSize", "32");
        ObjectNode source = JsonNodeFactory.instance.objectNode().put("threads", threads);
        return new ResultRow(
                "in/jmh.json",
                "cryptobench.bench.SecureRandomBytes." + method,
                Mode.Throughput,
                p,
                "25",
                opsPerSecond,
                opsPerSecond / 100,
                "ops/s",
                null,
                new double[][] {{opsPerSecond * 0.99, opsPerSecond * 1.01}, {opsPerSecond * 0.98, opsPerSecond * 1.02}},
                null,
                source);
    }

    @Test
    void megabytesPerSecondAndScalingOverTheThreads() throws Exception {
        List<ResultRow> rows = List.of(
                row("nextBytes", 1, 1_000_000, "ACCP"),
                row("nextBytesAllThreads", 2, 2_000_000, "ACCP"),
                row("nextBytes", 1, 50_000, "BC"),
                row("nextBytesAllThreads", 2, 50_000, "BC"));
        String md = new ReportWriter(List.of(dir), rows).markdown(new Charts(null, dir));
        assertTrue(md.contains("## SecureRandom"), md);
        assertTrue(md.contains("### nextBytesAllThreads"), md);
        // 1,000,000 calls of 32 bytes a second are 32 MB/s.
        assertTrue(md.contains("| ACCP | 32.0 ["), md);
        assertTrue(md.contains("over 2 times `nextBytes`"), md);
        // ACCP doubles on two threads (1.00); BC's one locked generator stays where it was (0.500).
        String scaling = md.substring(md.indexOf("Scaling of the shared instance"));
        assertTrue(scaling.contains("| ACCP | 1.00 |") && scaling.contains("| BC | 0.500 |"), scaling);
    }
}
