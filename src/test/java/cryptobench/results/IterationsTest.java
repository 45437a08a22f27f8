package cryptobench.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.fasterxml.jackson.databind.JsonNode;
import cryptobench.stats.ForkInterval;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A JSON metric's iterations by fork. */
class IterationsTest {

    @Test
    void sampleTimeForksComeFromTheirHistograms() throws Exception {
        JsonNode metric = Json.MAPPER.readTree(
                "{\"rawDataHistogram\": [[[[1200, 40], [1500, 8], [9000, 1]], [[1000, 2]]]," + " [[[1300, 1]]]]}");
        double[][] forks = Iterations.byFork(metric);
        assertEquals(2, forks.length);
        assertEquals(List.of(2, 1), List.of(forks[0].length, forks[1].length));
        assertEquals((1200.0 * 40 + 1500 * 8 + 9000) / 49, forks[0][0], 1e-9);
        assertFalse(ForkInterval.of(forks).isEmpty());
    }
}
