package cryptobench.ab;

import static org.junit.jupiter.api.Assertions.assertEquals;

import cryptobench.results.Json;
import cryptobench.results.ResultRow;
import org.junit.jupiter.api.Test;

class RoundTest {

    private static ResultRow row(String mode, String raw) throws Exception {
        return ResultRow.of(Json.MAPPER.readTree("{\"benchmark\":\"b.C.m\",\"mode\":\"" + mode
                + "\",\"primaryMetric\":{\"score\":1,\"scoreUnit\":\"ops/s\",\"rawData\":[" + raw + "]}}"));
    }

    @Test
    void aForkCountsByItsBestIterationTheOneLeastSlowedDown() throws Exception {
        // A SunJCE-like fork with one disturbed iteration: the best is the highest throughput...
        assertEquals(2_240_000, Round.score(row("thrpt", "[1177000, 2121000, 1527000, 2240000]")));
        // ...and the lowest time per operation.
        assertEquals(0.45, Round.score(row("avgt", "[0.85, 0.47, 0.45, 0.66]")));
        assertEquals(1, Round.score(row("sample", "")), "no iterations: the score");
    }

    @Test
    void theRoundsRatioIsNewOverBaseOfTheBestIterations() throws Exception {
        Round r = new Round(
                1, 1, "k", "base first", 1, row("thrpt", "[90, 100]"), row("thrpt", "[95, 80]"), null, null, false);
        assertEquals(Math.log(0.95), r.logRatio(), 1e-12);
    }

    @Test
    void aSampleTimeForkCountsByItsScoreAsItsHistogramHasNoIterations() throws Exception {
        ResultRow sample = ResultRow.of(
                Json.MAPPER.readTree("{\"benchmark\":\"b.C.m\",\"mode\":\"sample\",\"primaryMetric\":{\"score\":7,"
                        + "\"scoreUnit\":\"us/op\",\"rawDataHistogram\":[[[[5.0,10],[9.0,10]],[[1.0,1]]]]}}"));
        assertEquals(7, Round.score(sample));
    }
}
