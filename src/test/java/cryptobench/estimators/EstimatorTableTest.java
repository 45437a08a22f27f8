package cryptobench.estimators;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.catalog.Params;
import cryptobench.provider.ProviderRegistry;
import cryptobench.results.Pooled;
import cryptobench.results.ResultRow;
import cryptobench.results.RowKey;
import cryptobench.stats.PooledInterval;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Mode;

/**
 * The estimator table of the committed quick runs quick-a then quick-b, against an independent
 * numpy 2.4 / scipy 1.17 script over their jmh.json: per row, the estimators of
 * {@code EstimatorTest}; apart = np.expm1(abs(np.log(second / first))), np.percentile(apart, [50, 90],
 * method='weibull') and max; for each non-SunJCE row of each run, np.expm1(abs(log(e ratio) -
 * log(mean-of-fork-means ratio))); the priors of {@code ModeratedVarianceTest}'s fit_fdist per
 * provider and variant (the whole run's for ACCP's 2 rows), and np.abs(log(second's geometric
 * mean) - c) <= t * s * np.sqrt(1/3 + 1/3) counted.
 */
class EstimatorTableTest {

    static Path run(String name) throws Exception {
        return Path.of(EstimatorTableTest.class.getResource("/runs/" + name).toURI());
    }

    @Test
    void quickAThenQuickBAgainstNumpy() throws Exception {
        EstimatorTable table = EstimatorTable.of(List.of(run("quick-a"), run("quick-b")), PooledInterval.RUN_SD);
        assertEquals(1, table.pairs().size(), "one pair, no line over all pairs");
        EstimatorTable.PairResult p = table.pairs().get(0);
        assertEquals(28, p.common());
        assertEquals(
                0.04579900983015165, p.apart().get(Estimator.MEAN_OF_FORK_MEANS).median(), 1e-12);
        assertEquals(
                0.24019340830956377, p.apart().get(Estimator.MEAN_OF_FORK_MEANS).p90(), 1e-12);
        assertEquals(
                0.51206404389667995, p.apart().get(Estimator.MEAN_OF_FORK_MEANS).max(), 1e-12);
        assertEquals(
                0.029282246492714186, p.apart().get(Estimator.BEST_ITERATION).median(), 1e-12);
        assertEquals(0.3895518259313185, p.apart().get(Estimator.BEST_ITERATION).p90(), 1e-12);
        assertEquals(0.6938491739527511, p.apart().get(Estimator.BEST_ITERATION).max(), 1e-12);
        assertEquals(0.0, p.bias().get(Estimator.MEAN_OF_FORK_MEANS).max(), 1e-12);
        assertEquals(40, p.bias().get(Estimator.BEST_ITERATION).ratios());
        assertEquals(0.05985525345154096, p.bias().get(Estimator.BEST_ITERATION).median(), 1e-12);
        assertEquals(0.1742170682217204, p.bias().get(Estimator.BEST_ITERATION).max(), 1e-12);
        assertEquals(
                0.05654851270919494,
                p.bias().get(Estimator.MEDIAN_OF_ITERATIONS).median(),
                1e-12);
        assertEquals(
                0.004340702877132693,
                p.bias().get(Estimator.GEOMEAN_OF_FORK_MEANS).median(),
                1e-12);
        assertEquals(
                new EstimatorTable.Coverage(
                        28,
                        26,
                        p.coverage().pooledWidth(),
                        26,
                        p.coverage().shiftWidth(),
                        28,
                        28,
                        p.coverage().oldWidth()),
                p.coverage());
        assertTrue(
                p.coverage().shiftWidth() > p.coverage().pooledWidth(),
                "the run-to-run sd widens the prediction intervals");
        EstimatorTable none = EstimatorTable.of(List.of(run("quick-a"), run("quick-b")), 0);
        assertEquals(26, none.pairs().get(0).coverage().shiftInside());
        assertEquals(p.coverage().pooledWidth(), none.pairs().get(0).coverage().shiftWidth(), 1e-12);
        assertEquals(1.62, p.coverage().pooledWidth(), 0.005);
        // The whole run's prior: fit_fdist over all 28 rows' variances on 2 degrees of freedom.
        assertEquals(6.1261106856783325, p.runPrior().df(), 1e-6);
        assertEquals(0.014287337332174983, p.runPrior().variance(), 0.014287337332174983 * 1e-7);
        Map<String, EstimatorTable.GroupPrior> groups =
                p.priors().stream().collect(Collectors.toMap(EstimatorTable.GroupPrior::group, g -> g));
        assertEquals(8, groups.size());
        assertTrue(
                groups.get("ACCP").wholeRun() && groups.get("ACCP PureJava").wholeRun(),
                "2 rows: the whole run's prior");
        assertEquals(Double.POSITIVE_INFINITY, groups.get("SunJCE").prior().df());
        assertEquals(2.87, groups.get("BC").prior().df(), 0.005);
        assertEquals(4, groups.get("BC PureJava").prior().rows());
    }

    private static ResultRow row(String provider, int size, double... forks) {
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

    private static Map<String, ResultRow> byKey(List<ResultRow> rows) {
        Map<String, ResultRow> m = new LinkedHashMap<>();
        rows.forEach(r -> m.put(RowKey.of(r, RowKey.Jdk.VERSION), r));
        return m;
    }

    @Test
    void ratioCoverageCountsTheSecondRunsRatiosInsideTheFirstRunsPredictionIntervals() {
        // Sizes 1 to 5: BC at 3 forks against SunJCE at 3; size 6: BC at 1 fork, no interval. The second run
        // repeats sizes 1 to 4 and 6 with each fork doubled (the same ratios); BC at size 5 is 10 times slower.
        List<ResultRow> first = new ArrayList<>();
        List<ResultRow> second = new ArrayList<>();
        for (int size = 1; size <= 6; size++) {
            double[] bc = size == 6 ? new double[] {100} : new double[] {100 + size, 110, 95 - size};
            double[] sun = {200, 205 + size, 190};
            first.add(row("BC", size, bc));
            first.add(row(ProviderRegistry.SUN_JCE, size, sun));
            double slower = size == 5 ? 0.1 : 1;
            second.add(
                    row("BC", size, Arrays.stream(bc).map(v -> 2 * v * slower).toArray()));
            second.add(row(
                    ProviderRegistry.SUN_JCE,
                    size,
                    Arrays.stream(sun).map(v -> 2 * v).toArray()));
        }
        Map<String, ResultRow> a = byKey(first);
        EstimatorTable.RatioCoverage c = EstimatorTable.ratioCoverage(a, byKey(second), Pooled.of(a.values()));
        assertEquals(6, c.ratios());
        assertEquals(5, c.paired().rows(), "the 1-fork ratio has no interval");
        assertEquals(4, c.paired().inside());
        assertEquals(5, c.moderated().rows());
        assertEquals(4, c.moderated().inside());
        assertEquals(5, c.pooled().rows());
        assertEquals(4, c.pooled().inside());
        assertEquals(5, c.prior().rows(), "the prior of the 5 ratios of 3 pairs");
        assertTrue(
                c.moderated().medianWidth() < c.paired().medianWidth()
                        || c.prior().df() == 0,
                c.moderated().medianWidth() + " against " + c.paired().medianWidth());
        assertEquals(
                Arrays.stream(c.paired().widths()).filter(w -> w > 4).count(),
                c.paired().wide());
    }
}
