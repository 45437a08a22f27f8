package cryptobench.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import cryptobench.stats.ForkInterval;
import cryptobench.stats.PairedForks;
import cryptobench.stats.PooledInterval;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Rows' fork intervals and paired intervals in operations per second. */
class RowIntervalsTest {

    @Test
    void theIntervalIncludesTheForkToForkSpreadThatJmhsErrorLeavesOut() throws Exception {
        // quick-a, AesGcm.encrypt Conscrypt 16 KiB: iterations within a fork agree, forks do not.
        JsonNode rows = Json.MAPPER.readTree(
                Path.of("src/test/resources/runs/quick-a/jmh.json").toFile());
        int wider = 0;
        for (JsonNode row : rows) {
            JsonNode m = row.path("primaryMetric");
            double score = m.path("score").asDouble();
            ForkInterval i = ForkInterval.of(Iterations.byFork(m)).orElseThrow();
            assertEquals(3, i.forks());
            assertTrue(i.low() <= score && score <= i.high(), row.toString());
            if (i.high() - i.low() > 2 * m.path("scoreError").asDouble()) {
                wider++;
            }
        }
        assertTrue(
                wider >= rows.size() * 3 / 4, wider + " of " + rows.size() + " rows have a wider interval over forks");
    }

    @Test
    void aTimePerOperationTurnsOverIntoOperationsPerSecond() {
        ResultRow avgt = new ResultRow(
                "f.json", "b.X.y", "avgt", Map.of(), "17", 2, 0.1, "us/op", null, new double[][] {{1.5}, {2}, {2.5}});
        PooledInterval pooled = new PooledInterval(3, 1.96, 0.2, 5, 0.95);
        ForkInterval time = new ForkInterval(3, pooled.center(), pooled.low(), pooled.high());
        ForkInterval ops = RowIntervals.opsPerSecond(avgt.withInterval(pooled)).orElseThrow();
        assertTrue(RowIntervals.opsPerSecond(avgt).isEmpty(), "no interval where the run's rows were not pooled");
        assertEquals(1e6 / time.high(), ops.low(), 1e-6);
        assertEquals(1e6 / time.low(), ops.high(), 1e-6);
        assertTrue(ops.low() < ops.high());
    }

    @Test
    void rowsArePairedByForkMeansInOperationsPerSecond() {
        // Each fork's iterations averaged first; a time per operation turns over, so A at 1.5, 2, 2.5 us/op
        // against B at 1, 1, 1.5 us/op is A's speed over B's: about 0.58.
        // d = np.log(np.array([1, 1, 1.5]) / [1.5, 2, 2.5]); np.exp(d.mean()),
        // np.exp(scipy.stats.t.interval(0.95, 2, loc=d.mean(), scale=scipy.stats.sem(d)))
        ResultRow a = new ResultRow(
                "f.json", "b.X.y", "avgt", Map.of(), "17", 2, 0.1, "us/op", null, new double[][] {{1.4, 1.6}, {2}, {2.5}
                });
        ResultRow b =
                new ResultRow("f.json", "b.X.z", "avgt", Map.of(), "17", 1.17, 0.1, "us/op", null, new double[][] {
                    {1}, {0.9, 1.1}, {1.5}
                });
        PairedForks p = RowIntervals.opsPerSecond(a, b);
        assertEquals(3, p.pairs());
        assertEquals(0.5848035476425733, p.center(), 1e-12);
        assertEquals(0.4073684481411629, p.low(), 1e-9);
        assertEquals(0.8395230187705404, p.high(), 1e-9);
        // A fork without iterations is not a fork, and its pair is left out.
        ResultRow c = new ResultRow(
                "f.json", "b.X.z", "avgt", Map.of(), "17", 1.17, 0.1, "us/op", null, new double[][] {{1}, {}, {1.5}});
        PairedForks q = RowIntervals.opsPerSecond(a, c);
        assertEquals(2, q.pairs());
        assertEquals(2, q.forksB());
        assertFalse(q.allPaired());
    }
}
