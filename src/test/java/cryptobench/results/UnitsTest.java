package cryptobench.results;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Mode;

/** The factor between two JMH units, and a row converted by it. */
class UnitsTest {

    @Test
    void unitsOfOneQuantityConvert() {
        assertEquals(1000, Units.factor("us/op", "ns/op"), 1e-9);
        assertEquals(1e-3, Units.factor("ns/op", "us/op"), 1e-15);
        assertEquals(1000, Units.factor("ops/ms", "ops/s"), 1e-9);
        assertEquals(1e-3, Units.factor("ops/s", "ops/ms"), 1e-15);
        assertEquals(1e6, Units.factor("s/op", "us/op"), 1e-6);
        assertEquals(60, Units.factor("min", "s"), 1e-9);
        assertEquals(1, Units.factor("B/op", "B/op"));
        assertEquals(1, Units.factor("MB/sec", "MB/sec"));
    }

    @Test
    void unitsOfDifferentThingsDoNot() {
        for (String[] pair : new String[][] {
            {"ops/s", "us/op"},
            {"B/op", "ops/s"},
            {"B/op", "ns/op"},
            {"counts", "ms"},
            {"MB/sec", "B/op"},
            {"ops/s", "s"}
        }) {
            assertTrue(Double.isNaN(Units.factor(pair[0], pair[1])), pair[0] + " to " + pair[1]);
        }
    }

    @Test
    void aRowConvertsItsScoreErrorAndRawData() {
        ResultRow us = new ResultRow(
                "f.json", "b.C.m", Mode.AverageTime, Map.of(), "11", 4.2, 0.1, "us/op", null, new double[][] {
                    {4.1, 4.3}, {4.2}
                });
        ResultRow ns = us.inUnit("ns/op");
        assertEquals("ns/op", ns.unit());
        assertEquals(4200, ns.score(), 1e-9);
        assertEquals(100, ns.error(), 1e-9);
        assertArrayEquals(new double[] {4100, 4300}, ns.rawByFork()[0], 1e-9);
        assertArrayEquals(new double[] {4200}, ns.rawByFork()[1], 1e-9);
        assertEquals(us, us.inUnit("us/op"));
        assertThrows(IllegalArgumentException.class, () -> us.inUnit("ops/s"));
    }
}
