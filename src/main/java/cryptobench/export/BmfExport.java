package cryptobench.export;

import com.fasterxml.jackson.databind.node.ObjectNode;
import cryptobench.results.Json;
import cryptobench.results.Pooled;
import cryptobench.results.ResultRow;
import cryptobench.results.RowIntervals;
import cryptobench.stats.ForkInterval;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import org.openjdk.jmh.annotations.Mode;

/**
 * JMH rows in Bencher Metric Format (bencherdev/bencher v0.6.12, {@code services/console/public/bmf.json}):
 * one object per benchmark name, holding the measure {@code throughput} (operations per second) for
 * Throughput rows or {@code latency} (nanoseconds per operation) for the time modes, each with the
 * report's estimator as {@code value} and its 95% pooled interval as {@code lower_value} and
 * {@code upper_value} (left out where a row has one fork). Names are export's row keys, which hold every
 * param and the JDK's major version, so that rows never collide; Bencher allows 1 to 1024 bytes.
 */
public final class BmfExport {

    /** Bencher's longest benchmark name, in UTF-8 bytes. */
    static final int MAX_NAME_BYTES = 1024;

    private BmfExport() {}

    /** The BMF object of {@code rows} (pooled per input file); rows left out are named on {@code err}. */
    public static ObjectNode of(List<ResultRow> rows, PrintWriter err) {
        ObjectNode root = Json.MAPPER.createObjectNode();
        GabExport.named(
                        Pooled.attach(rows),
                        r -> Double.isFinite(r.opsPerSecond()) && r.opsPerSecond() > 0,
                        "BMF cannot hold",
                        "",
                        err)
                .forEach((key, r) -> {
                    if (key.getBytes(StandardCharsets.UTF_8).length > MAX_NAME_BYTES) {
                        throw new IllegalArgumentException(
                                "the row name '" + key + "' is longer than Bencher's " + MAX_NAME_BYTES + " bytes");
                    }
                    metric(root.putObject(key), r);
                });
        return root;
    }

    /** {@code throughput} in ops/s for Throughput rows, else {@code latency} in ns/op; the interval's bounds where it has one. */
    static void metric(ObjectNode benchmark, ResultRow r) {
        double ops = r.opsPerSecond();
        Optional<ForkInterval> in = RowIntervals.opsPerSecond(r);
        if (r.mode() == Mode.Throughput) {
            ObjectNode m = benchmark.putObject("throughput");
            m.put("value", ops);
            in.ifPresent(i -> m.put("lower_value", i.low()).put("upper_value", i.high()));
        } else {
            ObjectNode m = benchmark.putObject("latency");
            m.put("value", 1e9 / ops);
            in.ifPresent(i -> m.put("lower_value", 1e9 / i.high()).put("upper_value", 1e9 / i.low()));
        }
    }
}
