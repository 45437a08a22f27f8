package cryptobench.results;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatFactory;
import org.openjdk.jmh.results.format.ResultFormatType;

/**
 * A JMH {@link RunResult} as a row, read from JMH's own objects: one array of measured iterations per
 * fork, each fork's {@link ForkData} among its secondary results. The row's source, which {@code
 * jmh.json} and the round store keep, is the result in JMH's own JSON format.
 */
public final class RunResultRow {

    private RunResultRow() {}

    /**
     * The row of one JMH result.
     *
     * @throws IllegalArgumentException when its unit is not one the suite reads
     */
    public static ResultRow of(RunResult result) {
        BenchmarkParams p = result.getParams();
        Result<?> primary = result.getPrimaryResult();
        Units.opsPerSecond(1, primary.getScoreUnit());
        Map<String, String> params = new LinkedHashMap<>();
        p.getParamsKeys().forEach(k -> params.put(k, p.getParam(k)));
        Result<?> alloc = result.getSecondaryResults().get("gc.alloc.rate.norm");
        double[][] raw = result.getBenchmarkResults().stream()
                .map(fork -> fork.getIterationResults().stream()
                        .map(IterationResult::getPrimaryResult)
                        .filter(r -> r.getSampleCount() > 0)
                        .mapToDouble(r -> r.getScore())
                        .toArray())
                .toArray(double[][]::new);
        return new ResultRow(
                "",
                p.getBenchmark(),
                p.getMode(),
                params,
                p.getJdkVersion(),
                primary.getScore(),
                primary.getScoreError(),
                primary.getScoreUnit(),
                alloc == null ? null : alloc.getScore(),
                raw,
                new ResultRow.Jvm(
                        p.getJvm(), List.copyOf(p.getJvmArgs()), p.getJdkVersion(), p.getVmName(), p.getVmVersion()),
                source(result));
    }

    /** The result as JMH writes it in its JSON format. */
    private static JsonNode source(RunResult result) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (PrintStream ps = new PrintStream(bytes, true, StandardCharsets.UTF_8)) {
            ResultFormatFactory.getInstance(ResultFormatType.JSON, ps).writeOut(List.of(result));
        }
        try {
            return Json.MAPPER.readTree(bytes.toString(StandardCharsets.UTF_8)).get(0);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
