package cryptobench.ab;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.results.Json;
import cryptobench.results.ResultRow;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** A round compares the two forks' best iterations, those the host slowed left out. */
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

    private static ResultRow canaried(String raw, String canary) throws Exception {
        return ResultRow.of(Json.MAPPER.readTree("{\"benchmark\":\"b.C.m\",\"mode\":\"thrpt\",\"primaryMetric\":"
                + "{\"score\":1,\"scoreUnit\":\"ops/s\",\"rawData\":[" + raw + "]},\"secondaryMetrics\":"
                + "{\"host.canary\":{\"score\":1,\"scoreUnit\":\"steps/us\",\"rawData\":[" + canary + "]}}}"));
    }

    private static ResultRow settled(String raw) throws Exception {
        return ResultRow.of(Json.MAPPER.readTree("{\"benchmark\":\"b.C.m\",\"mode\":\"thrpt\",\"primaryMetric\":"
                + "{\"score\":1,\"scoreUnit\":\"ops/s\",\"rawData\":[" + raw + "]},\"secondaryMetrics\":"
                + "{\"fork.settled\":{\"score\":1,\"scoreUnit\":\"levelled\",\"rawData\":[[1.0]]}}}"));
    }

    private static Round round(int n, ResultRow base, ResultRow next) {
        return new Round(
                n,
                1,
                "k",
                n % 2 == 1 ? "duet, base on core 0" : "duet, base on core 1",
                1,
                base,
                next,
                null,
                null,
                false);
    }

    @Test
    void aForkCountsByItsBestIterationTheHostDidNotSlow() throws Exception {
        // The best iteration of the new fork ran while the host was slow: it is not the fork's best.
        Round r = round(1, canaried("[100, 100]", "[240, 240]"), canaried("[120, 96, 97]", "[150, 240, 239]"));
        assertEquals(Math.log(0.97), r.logRatio(240), 1e-12);
        assertEquals(Math.log(1.2), r.logRatio(), 1e-12, "without a reference, as before");
        assertFalse(r.hit(240));
    }

    @Test
    void aRoundWhoseForkTheHostSlowedThroughoutIsLeftOutWithItsBlock() throws Exception {
        ResultRow base = canaried("[100, 100]", "[240, 240]");
        ResultRow same = canaried("[100, 100]", "[241, 239]");
        ResultRow slowed = canaried("[50, 51]", "[120, 121]");
        AbRow row = new AbRow(null, 1);
        row.rounds.addAll(
                List.of(round(1, base, same), round(2, base, slowed), round(3, base, same), round(4, same, base)));
        assertTrue(row.rounds.get(1).hit(240));
        assertArrayEquals(new double[] {0.0}, row.logRatios(240), 1e-12, "block 1 left out, block 2 kept");
        row.hostReference = 240;
        assertEquals(1, row.roundsHit());
        assertEquals(
                2,
                row.logRatios(Double.NaN).length,
                "no canary reference: ab's forks do not settle, so their level alone leaves nothing out");
    }

    @Test
    void aRoundWhoseSideRanWellBelowItsUsualLevelIsLeftOut() throws Exception {
        AbRow row = new AbRow(null, 1);
        for (int n = 1; n <= 8; n++) {
            // Round 5's new fork ran while a spell held its core: 30% below new's usual level.
            String next = n == 5 ? "[66, 67]" : "[95, 96]";
            row.rounds.add(round(n, settled("[100, 101]"), settled(next)));
        }
        boolean[] hit = row.hits(Double.NaN);
        assertTrue(hit[4]);
        assertEquals(1, IntStream.range(0, hit.length).filter(i -> hit[i]).count());
        double[] blocks = row.logRatios(Double.NaN);
        assertEquals(3, blocks.length, "the block of rounds 5 and 6 left out");
        for (double b : blocks) {
            assertEquals(Math.log(96.0 / 101), b, 1e-12, "a 5% slower side stays 5% slower: each side's own level");
        }
    }

    @Test
    void forksThatDidNotSettleAreNotJudgedByTheirLevel() throws Exception {
        // A smoke run's forks skip settling: their first rounds run slower while the JIT compiles.
        AbRow row = new AbRow(null, 1);
        for (int n = 1; n <= 8; n++) {
            String next = n == 1 ? "[30, 40]" : "[95, 96]";
            row.rounds.add(round(n, row("thrpt", "[100, 101]"), row("thrpt", next)));
        }
        assertEquals(4, row.logRatios(Double.NaN).length);
        assertEquals(0, row.roundsHit());
    }

    @Test
    void forksWithoutACanaryKeepEveryIteration() throws Exception {
        Round r = round(1, row("thrpt", "[90, 100]"), row("thrpt", "[95, 80]"));
        assertEquals(Math.log(0.95), r.logRatio(240), 1e-12);
        assertFalse(r.hit(240));
    }

    @Test
    void aSampleTimeForkCountsByItsScoreAsItsHistogramHasNoIterations() throws Exception {
        ResultRow sample = ResultRow.of(
                Json.MAPPER.readTree("{\"benchmark\":\"b.C.m\",\"mode\":\"sample\",\"primaryMetric\":{\"score\":7,"
                        + "\"scoreUnit\":\"us/op\",\"rawDataHistogram\":[[[[5.0,10],[9.0,10]],[[1.0,1]]]]}}"));
        assertEquals(7, Round.score(sample));
    }
}
