package cryptobench.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import cryptobench.catalog.Params;
import cryptobench.provider.ProviderRegistry;
import cryptobench.stats.ForkInterval;
import cryptobench.stats.ModeratedVariance;
import cryptobench.stats.PairedForks;
import cryptobench.stats.PooledInterval;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Mode;

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
                "f.json", "b.X.y", Mode.AverageTime, Map.of(), "17", 2, 0.1, "us/op", null, new double[][] {
                    {1.5}, {2}, {2.5}
                });
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
                "f.json", "b.X.y", Mode.AverageTime, Map.of(), "17", 2, 0.1, "us/op", null, new double[][] {
                    {1.4, 1.6}, {2}, {2.5}
                });
        ResultRow b = new ResultRow(
                "f.json", "b.X.z", Mode.AverageTime, Map.of(), "17", 1.17, 0.1, "us/op", null, new double[][] {
                    {1}, {0.9, 1.1}, {1.5}
                });
        PairedForks p = RowIntervals.opsPerSecond(a, b);
        assertEquals(3, p.pairs());
        assertEquals(0.5848035476425733, p.center(), 1e-12);
        assertEquals(0.4073684481411629, p.low(), 1e-9);
        assertEquals(0.8395230187705404, p.high(), 1e-9);
        // A fork without iterations is not a fork, and its pair is left out.
        ResultRow c = new ResultRow(
                "f.json", "b.X.z", Mode.AverageTime, Map.of(), "17", 1.17, 0.1, "us/op", null, new double[][] {
                    {1}, {}, {1.5}
                });
        PairedForks q = RowIntervals.opsPerSecond(a, c);
        assertEquals(2, q.pairs());
        assertEquals(2, q.forksB());
        assertFalse(q.allPaired());
    }

    /** A row of provider {@code provider} at {@code size} bytes with one iteration per fork at these speeds. */
    static ResultRow row(String provider, int size, double... forks) {
        double[][] raw = Arrays.stream(forks).mapToObj(f -> new double[] {f}).toArray(double[][]::new);
        return new ResultRow(
                "f.json",
                "cryptobench.bench.AesGcm.encrypt",
                Mode.Throughput,
                Map.of(Params.PROVIDER, provider, Params.DATA_SIZE, String.valueOf(size)),
                "17",
                forks[0],
                Double.NaN,
                "ops/s",
                null,
                raw);
    }

    @Test
    void aTwoPairRatioAmongManyIsModeratedByTheRunsRatios() {
        // Ten ratios to SunJCE of 3 pairs whose log ratios spread alike, and one of 2 pairs.
        List<ResultRow> rows = new ArrayList<>();
        for (int size = 1; size <= 10; size++) {
            double k = 1 + size / 100.0;
            rows.add(row("BC", size, 100 * k, 110 * k, 95 * k));
            rows.add(row(ProviderRegistry.SUN_JCE, size, 200, 205 + size, 190));
        }
        ResultRow a = row("Conscrypt", 1, 100, 112);
        rows.add(a);
        ModeratedVariance.Prior prior = RowIntervals.ratioPrior(rows);
        assertEquals(11, prior.rows(), "10 ratios of BC and Conscrypt's; SunJCE's own rows have no ratio");
        assertTrue(prior.df() > 0, prior.toString());
        ResultRow sun = rows.get(1);
        PairedForks own = RowIntervals.opsPerSecond(a, sun);
        PairedForks moderated = RowIntervals.opsPerSecond(a, sun, prior);
        assertTrue(Double.isFinite(moderated.low()) && Double.isFinite(moderated.high()));
        assertEquals(own.center(), moderated.center(), 1e-12);
        assertTrue(
                moderated.high() / moderated.low() < own.high() / own.low(),
                moderated + " is narrower than t on 1 degree of freedom, " + own);
        assertEquals(sun, RowIntervals.sunJceTwin(Map.of(RowKey.of(sun, RowKey.Jdk.VERSION), sun), a));
        assertNull(RowIntervals.sunJceTwin(Map.of(RowKey.of(sun, RowKey.Jdk.VERSION), sun), sun));
    }
}
