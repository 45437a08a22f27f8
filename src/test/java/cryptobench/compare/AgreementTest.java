package cryptobench.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.results.ResultRow;
import cryptobench.results.Verdict;
import cryptobench.stats.Spread;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Mode;

class AgreementTest {

    private static final ResultRow ROW =
            new ResultRow("f", "b.C.m", Mode.Throughput, Map.of(), "17", 1, 0, "ops/s", null, new double[][] {{1}});

    private static RowComparison ratio(double r) {
        return new RowComparison("k", ROW, ROW, r, Double.NaN, Double.NaN, r - 1, Double.NaN, Verdict.UNCHANGED, "");
    }

    private static ResultRow row(Mode mode, String unit, double[]... forks) {
        return new ResultRow("f", "b.C.m", mode, Map.of(), "17", 1, 0, unit, null, forks);
    }

    @Test
    void slowerAndFasterByTheSameFactorAreTheSameDistance() {
        Spread a =
                Agreement.of(List.of(ratio(1.1), ratio(1 / 1.1))).orElseThrow().scores();
        assertEquals(0.1, a.median(), 1e-12);
        assertEquals(0.1, a.max(), 1e-12);
        assertEquals(2, a.rows());
    }

    @Test
    void medianP90AndMaxOverTheRowsBothRunsHave() {
        List<RowComparison> rows = new ArrayList<>();
        for (int i = 1; i <= 10; i++) {
            rows.add(ratio(1 + i / 100.0));
        }
        rows.add(new RowComparison(
                "added", null, ROW, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Verdict.ADDED, ""));
        rows.add(ratio(Double.NaN));
        Agreement a = Agreement.of(rows).orElseThrow();
        assertEquals(10, a.scores().rows());
        assertEquals(0.055, a.scores().median(), 1e-9);
        assertEquals(0.10, a.scores().max(), 1e-9);
        assertTrue(
                a.scores().p90() > 0.09 && a.scores().p90() <= 0.10,
                "p90 " + a.scores().p90());
        assertEquals(
                "The runs lie apart by a median 5.5%, p90 9.9%, max 10.0% over 10 common rows (larger over smaller;"
                        + " for two runs of one commit this is their reproducibility).",
                a.describe());
    }

    @Test
    void noCommonRowsGiveNothing() {
        assertTrue(Agreement.of(List.of()).isEmpty());
    }
}
