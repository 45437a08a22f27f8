package cryptobench.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The 99% t-interval over fork means; reference values from scipy.stats.t on the logarithms. */
class ForkIntervalTest {

    @Test
    void threeForksGiveTheTIntervalOfTheirLogMeans() {
        // Fork means 100, 120, 90 (each fork's iterations averaged first).
        ForkInterval i = ForkInterval.of(new double[][] {{98, 102}, {118, 122}, {89, 91}}).orElseThrow();
        assertEquals(3, i.forks());
        assertEquals(102.59855680060183, i.center(), 1e-9);
        assertEquals(44.559502210333854, i.low(), 1e-6);
        assertEquals(236.2338746038575, i.high(), 1e-6);
        // The same interval whatever the number of iterations: each fork is one sample.
        ForkInterval single = ForkInterval.of(new double[][] {{100}, {120}, {90}}).orElseThrow();
        assertEquals(i.low(), single.low(), 1e-9);
    }

    @Test
    void twoForksGiveAnHonestlyWideInterval() {
        // t(0.995, 1 df) = 63.66: two forks say little at 99%.
        ForkInterval i = ForkInterval.of(new double[][] {{100}, {110}}).orElseThrow();
        assertEquals(5.049340056643765, i.low(), 1e-6);
        assertEquals(2178.5025125266748, i.high(), 1e-3);
    }

    @Test
    void oneForkHasNoIntervalOverForks() {
        assertTrue(ForkInterval.of(new double[][] {{100, 101, 99, 100}}).isEmpty());
        assertEquals(1, ForkInterval.forks(new double[][] {{100, 101, 99, 100}}));
        assertEquals(1, ForkInterval.forks(new double[][] {{100}, {}}), "a fork without iterations is not counted");
        assertTrue(ForkInterval.of(new double[][] {{100}, {0}}).isEmpty(), "a zero mean has no logarithm");
        assertTrue(ForkInterval.of(new double[][] {{100}, {Double.NaN}}).isEmpty());
    }

    @Test
    void identicalForksGiveAnIntervalOfZeroWidth() {
        ForkInterval i = ForkInterval.of(new double[][] {{5, 7}, {6, 6}, {4, 8}}).orElseThrow();
        assertEquals(6, i.low(), 1e-9);
        assertEquals(6, i.high(), 1e-9);
    }

    @Test
    void theIntervalIncludesTheForkToForkSpreadThatJmhsErrorLeavesOut() throws Exception {
        // quick-a, AesGcm.encrypt Conscrypt 16 KiB: iterations within a fork agree, forks do not.
        JsonNode rows = Json.MAPPER.readTree(Path.of("src/test/resources/runs/quick-a/jmh.json").toFile());
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
        assertTrue(wider >= rows.size() * 3 / 4, wider + " of " + rows.size() + " rows have a wider interval over forks");
    }

    @Test
    void aTimePerOperationTurnsOverIntoOperationsPerSecond() {
        ResultRow avgt = new ResultRow("f.json", "b.X.y", "avgt", java.util.Map.of(), "17", 2, 0.1, "us/op", null,
                new double[][] {{1.5}, {2}, {2.5}});
        ForkInterval time = ForkInterval.of(avgt.rawByFork()).orElseThrow();
        ForkInterval ops = ForkInterval.opsPerSecond(avgt).orElseThrow();
        assertEquals(1e6 / time.high(), ops.low(), 1e-6);
        assertEquals(1e6 / time.low(), ops.high(), 1e-6);
        assertTrue(ops.low() < ops.high());
        assertEquals("-50.0% +100.0%", new ForkInterval(3, 10, 5, 20).relativeTo(10));
        assertEquals(10, new ForkInterval(3, 10, 5, 20).halfWidthAround(10), 1e-12);
    }

    @Test
    void sampleTimeForksComeFromTheirHistograms() throws Exception {
        JsonNode metric = Json.MAPPER.readTree("{\"rawDataHistogram\": [[[[1200, 40], [1500, 8], [9000, 1]], [[1000, 2]]],"
                + " [[[1300, 1]]]]}");
        double[][] forks = Iterations.byFork(metric);
        assertEquals(2, forks.length);
        assertEquals(List.of(2, 1), List.of(forks[0].length, forks[1].length));
        assertEquals((1200.0 * 40 + 1500 * 8 + 9000) / 49, forks[0][0], 1e-9);
        assertFalse(ForkInterval.of(forks).isEmpty());
    }
}
