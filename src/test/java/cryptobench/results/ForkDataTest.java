package cryptobench.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import cryptobench.jvm.ForkMetric;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Each fork's own data is read from the secondary results of its row, one value per fork, as JMH writes them. */
class ForkDataTest {

    @Test
    void readsOneValuePerForkFromTheSecondaryResults() throws Exception {
        JsonNode row = Json.MAPPER.readTree("""
                {"benchmark": "cryptobench.bench.AesGcm.encrypt", "secondaryMetrics": {
                  "fork.settled": {"score": 0.5, "scoreUnit": "levelled", "rawData": [[1.0], [0.0]]},
                  "fork.settledRate": {"score": 2.0E6, "scoreUnit": "ops/s", "rawData": [[3000000.0], [1000000.0]]},
                  "fork.start": {"score": 0.4, "scoreUnit": "s", "rawData": [[0.3], [0.5]]},
                  "gc.alloc.rate": {"score": 1.0, "scoreUnit": "MB/sec", "rawData": [[1.0, 1.0], [1.0, 1.0]]}
                }}""");
        List<ForkData> forks = ForkData.of(row);
        assertEquals(2, forks.size());
        assertTrue(forks.get(0).settled() && forks.get(0).levelled());
        assertTrue(forks.get(1).settled() && !forks.get(1).levelled());
        assertEquals(3_000_000, forks.get(0).settledRate());
        assertEquals(0.5, forks.get(1).get(ForkMetric.START));
        assertTrue(Double.isNaN(forks.get(0).get(ForkMetric.MEASUREMENT)), "not reported: NaN");
        assertEquals(3, forks.get(0).values().size(), "JMH's own profilers' results are not fork data");
    }

    @Test
    void aRowFromABuildWithoutTheProfilerHasNoForkData() throws Exception {
        JsonNode row = Json.MAPPER.readTree("{\"benchmark\": \"b\", \"secondaryMetrics\": {}}");
        assertEquals(List.of(), ForkData.of(row));
        JsonNode settlingOff = Json.MAPPER.readTree("""
                {"secondaryMetrics": {"fork.start": {"scoreUnit": "s", "rawData": [[0.3]]}}}""");
        assertFalse(ForkData.of(settlingOff).get(0).settled());
    }
}
