package cryptobench.estimators;

import static org.junit.jupiter.api.Assertions.assertEquals;

import cryptobench.results.ResultRow;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Mode;

/** The cross-run table of a committed quick run against itself, where every figure lies 0% apart. */
class CrossRunTableTest {

    @Test
    void aRunAgainstItselfRaisesNoAlarmAndRunLevelFiguresCatchEverySeededRow() throws Exception {
        Path a = EstimatorTableTest.run("quick-a");
        CrossRunTable t = CrossRunTable.of(List.of(a, a), List.of(), List.of(0.10));
        assertEquals(1, t.pairs());
        assertEquals(GateCandidate.values().length, t.figures().size());
        for (CrossRunTable.FigureResult f : t.figures()) {
            assertEquals(28, f.noChange().rows(), f.figure().label());
            assertEquals(
                    0,
                    f.noChange().regressed() + f.noChange().improved(),
                    f.figure().label());
            assertEquals(0, f.apart().max(), 1e-12, f.figure().label());
            CrossRunTable.Detection d = f.detections().get(0);
            assertEquals(1 / 1.1 - 1, d.change(), 1e-12);
            assertEquals(28, d.rows(), f.figure().label());
            assertEquals(1 / 1.1 - 1, d.estimate(), 1e-9, f.figure().label());
            if (!f.figure().perFork()) {
                // One value a row: the threshold alone decides, and 9.1% is past 5%.
                assertEquals(28, d.regressed(), f.figure().label());
            }
        }
    }

    @Test
    void aSlowedRowIsSlowerInItsOwnDirection() {
        ResultRow thrpt = new ResultRow(
                "f.json", "b.C.m", Mode.Throughput, Map.of(), "17", 110, Double.NaN, "ops/s", null, new double[][] {
                    {110, 110}
                });
        ResultRow avgt = new ResultRow(
                "f.json", "b.C.m", Mode.AverageTime, Map.of(), "17", 10, Double.NaN, "us/op", null, new double[][] {
                    {10, 10}
                });
        assertEquals(100, CrossRunTable.slowed(thrpt, 1.1).rawByFork()[0][1], 1e-9);
        assertEquals(100, CrossRunTable.slowed(thrpt, 1.1).score(), 1e-9);
        assertEquals(11, CrossRunTable.slowed(avgt, 1.1).rawByFork()[0][0], 1e-9);
    }
}
