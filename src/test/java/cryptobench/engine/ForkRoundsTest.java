package cryptobench.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import cryptobench.results.ResultRow;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Joining one-fork rounds gives the row JMH writes for the same forks in one run. */
class ForkRoundsTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static JsonNode threeForks() throws IOException {
        return JSON.readTree(ForkRoundsTest.class.getResourceAsStream("/run/three-forks.json"))
                .get(0);
    }

    /** Fork {@code i} of a row as JMH would have written it from a one-fork run (score: that fork's mean). */
    private static JsonNode fork(JsonNode row, int i) {
        ObjectNode one = row.deepCopy();
        one.put("forks", 1);
        ObjectNode m = (ObjectNode) one.get("primaryMetric");
        JsonNode f = row.path("primaryMetric").path("rawData").get(i);
        ArrayNode raw = m.putArray("rawData");
        raw.add(f.deepCopy());
        double sum = 0;
        for (JsonNode v : f) {
            sum += v.asDouble();
        }
        m.put("score", sum / f.size());
        m.put("scoreError", 12345.0);
        return one;
    }

    @Test
    void threeOneForkRoundsJoinIntoJmhsThreeForkRow() throws IOException {
        JsonNode jmh = threeForks();
        JsonNode joined = ForkRounds.merge(
                        List.of(ResultRow.of(fork(jmh, 0)), ResultRow.of(fork(jmh, 1)), ResultRow.of(fork(jmh, 2))))
                .source();
        assertEquals(3, joined.path("forks").asInt());
        JsonNode want = jmh.path("primaryMetric");
        JsonNode got = joined.path("primaryMetric");
        assertEquals(want.path("rawData"), got.path("rawData"));
        assertClose(want.path("score").asDouble(), got.path("score").asDouble(), "score");
        assertClose(want.path("scoreError").asDouble(), got.path("scoreError").asDouble(), "scoreError");
        assertClose(
                want.path("scoreConfidence").get(0).asDouble(),
                got.path("scoreConfidence").get(0).asDouble(),
                "low");
        assertClose(
                want.path("scoreConfidence").get(1).asDouble(),
                got.path("scoreConfidence").get(1).asDouble(),
                "high");
        for (Map.Entry<String, JsonNode> p : want.path("scorePercentiles").properties()) {
            assertClose(
                    p.getValue().asDouble(),
                    got.path("scorePercentiles").path(p.getKey()).asDouble(),
                    "p" + p.getKey());
        }
        assertEquals(jmh.path("params"), joined.path("params"));
        assertEquals(jmh.path("benchmark"), joined.path("benchmark"));
    }

    @Test
    void oneRoundIsLeftAsItIs() throws IOException {
        JsonNode jmh = threeForks();
        ResultRow one = ResultRow.of(jmh);
        assertSame(one, ForkRounds.merge(List.of(one)));
    }

    @Test
    void secondaryMetricsAreJoinedAveragedOrSummedAsJmhDoes() throws IOException {
        List<JsonNode> rounds = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            ObjectNode row = (ObjectNode) fork(threeForks(), i);
            ObjectNode secondary = row.putObject("secondaryMetrics");
            ObjectNode norm = secondary.putObject("gc.alloc.rate.norm");
            norm.put("score", 100.0 + i);
            norm.put("scoreUnit", "B/op");
            norm.putArray("rawData").addArray().add(100.0 + i).add(100.0 + i);
            ObjectNode count = secondary.putObject("gc.count");
            count.put("score", 2.0);
            count.put("scoreUnit", "counts");
            count.putArray("rawData").addArray().add(1.0).add(1.0);
            rounds.add(row);
        }
        JsonNode joined = ForkRounds.merge(rounds.stream().map(ResultRow::of).toList())
                .source()
                .path("secondaryMetrics");
        assertEquals(101.0, joined.path("gc.alloc.rate.norm").path("score").asDouble(), 1e-9);
        assertEquals(3, joined.path("gc.alloc.rate.norm").path("rawData").size());
        assertEquals(6.0, joined.path("gc.count").path("score").asDouble(), 1e-9, "a count is a total over the forks");
    }

    private static void assertClose(double want, double got, String what) {
        assertEquals(want, got, Math.abs(want) * 1e-9, what);
    }
}
