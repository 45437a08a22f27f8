package cryptobench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.provider.ProviderRegistry;
import cryptobench.results.ResultRow;
import cryptobench.results.RowIntervals;
import cryptobench.stats.ModeratedVariance;
import cryptobench.stats.PairedForks;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Mode;

/** The report's ratio cells: paired intervals moderated by their run's ratios, and the reason where there is none. */
class RatiosTest {

    private static ResultRow row(String file, String provider, int size, double... forks) {
        double[][] raw = Arrays.stream(forks).mapToObj(f -> new double[] {f}).toArray(double[][]::new);
        return new ResultRow(
                file,
                "cryptobench.bench.AesGcm.encrypt",
                Mode.Throughput,
                Map.of("provider", provider, "dataSize", String.valueOf(size)),
                "17",
                forks.length == 0 ? Double.NaN : forks[0],
                Double.NaN,
                "ops/s",
                null,
                raw);
    }

    private static List<ResultRow> run(String file) {
        List<ResultRow> rows = new ArrayList<>();
        for (int size = 1; size <= 10; size++) {
            double k = 1 + size / 100.0;
            rows.add(row(file, "BC", size, 100 * k, 110 * k, 95 * k));
            rows.add(row(file, ProviderRegistry.SUN_JCE, size, 200, 205 + size, 190));
        }
        return rows;
    }

    @Test
    void aTwoPairRatioShowsTheModeratedInterval() {
        List<ResultRow> rows = run("f.json");
        ResultRow a = row("f.json", "Conscrypt", 1, 100, 112);
        rows.add(a);
        ResultRow sun = rows.get(1);
        Ratios ratios = Ratios.of(rows);
        ModeratedVariance.Prior prior = RowIntervals.ratioPrior(rows);
        assertEquals(prior, ratios.prior(a, sun));
        PairedForks p = RowIntervals.opsPerSecond(a, sun, prior);
        String cell = ratios.cell(a, sun);
        assertEquals(
                String.format(
                        Locale.ROOT,
                        "%s [%.2f, %.2f] (2 pairs of 2 and 3 forks)",
                        Markdown.ratio(a.opsPerSecond() / sun.opsPerSecond()),
                        p.low(),
                        p.high()),
                cell);
        assertTrue(
                !cell.equals(Markdown.pairedRatio(a, sun, ModeratedVariance.Prior.NONE)),
                "the t(1) interval is another: " + Markdown.pairedRatio(a, sun, ModeratedVariance.Prior.NONE));
    }

    @Test
    void rowsOfTwoFilesKeepTheirOwnPairs() {
        List<ResultRow> rows = run("a.json");
        ResultRow b = row("b.json", "Conscrypt", 1, 100, 112);
        rows.add(b);
        assertEquals(ModeratedVariance.Prior.NONE, Ratios.of(rows).prior(b, rows.get(1)));
    }

    @Test
    void aRatioWithoutAnIntervalSaysWhy() {
        Ratios ratios = Ratios.of(run("f.json"));
        ResultRow sun = row("f.json", ProviderRegistry.SUN_JCE, 1, 200, 205, 190);
        assertEquals(
                "0.50x (1 fork: no interval)", ratios.cell(row("f.json", "BC", 1, 100), row("f.json", "X", 1, 200)));
        assertEquals("0.50x (1 pair of 1 and 3 forks: no interval)", ratios.cell(row("f.json", "BC", 1, 100), sun));
        assertTrue(
                ratios.cell(row("f.json", "BC", 1, 1.25, 1.3, 1.2), sun)
                        .matches("0\\.00[0-9]{3}x \\[0\\.00[0-9]{3}, 0\\.00[0-9]{3}\\] \\(3 pairs\\)"),
                "a small ratio keeps 3 significant digits: "
                        + ratios.cell(row("f.json", "BC", 1, 1.25, 1.3, 1.2), sun));
    }
}
