package cryptobench.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import cryptobench.results.ResultReader;
import cryptobench.results.Verdict;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The comparator on other projects' JMH files (src/test/resources/compare/README.md), read as compare reads them. */
class CompareForeignFilesTest {

    private static Path fixture(String name) throws URISyntaxException {
        return Path.of(
                CompareForeignFilesTest.class.getResource("/compare/" + name).toURI());
    }

    private static List<RowComparison> compare(Path base, Path next, String metric, List<Floor> floors)
            throws Exception {
        return new ResultComparator(0.05, 0.99, metric != null, true, floors)
                .compare(ResultReader.read(List.of(base), metric), ResultReader.read(List.of(next), metric));
    }

    private static List<RowComparison> compare(String base, String next) throws Exception {
        return compare(fixture(base), fixture(next), null, Floor.DEFAULTS);
    }

    private static RowComparison row(List<RowComparison> rows, String benchmarkAndParams) {
        return rows.stream()
                .filter(r -> r.key().contains(benchmarkAndParams))
                .findFirst()
                .orElseThrow();
    }

    @Test
    void usPerOpAgainstNsPerOpComparesTheSameQuantity() throws Exception {
        List<RowComparison> rows = compare("units-base-us.json", "units-new-ns.json");
        // 4.212 us/op against 4211 ns/op: the same; before, -99.9% "regressed".
        for (String same : List.of("CounterBenchmark.mutableInt ", "CounterBenchmark.atomicLong ")) {
            RowComparison c = row(rows, same);
            assertEquals(Verdict.UNCHANGED, c.verdict(), c.toString());
            assertEquals(1, c.ratio(), 0.01, c.toString());
            assertTrue(c.low() < 1 && c.high() > 1, c.low() + " to " + c.high());
            assertEquals("us/op", c.next().unit());
            assertTrue(c.note().startsWith("new converted from ns/op to us/op"), c.note());
        }
        // 16.19 us/op against 27487 ns/op: a real 1.70x slowdown, still found after the conversion.
        RowComparison slower = row(rows, "CollectionAddBenchmark.ArrayDeque ");
        assertEquals(Verdict.REGRESSED, slower.verdict(), slower.toString());
        assertEquals(1.698, slower.ratio(), 0.001);
        assertEquals(27.487, slower.next().score(), 0.001);
        assertTrue(slower.low() > 1.5 && slower.high() < 1.9, slower.low() + " to " + slower.high());
        assertEquals(
                Verdict.IMPROVED,
                row(rows, "CollectionAddBenchmark.LinkedHashMap ").verdict());
        RowComparison ns = row(rows, "GetterBenchmark.direct ");
        assertEquals(Verdict.UNCHANGED, ns.verdict(), ns.toString());
        assertTrue(!ns.note().contains("converted"), "ns/op on both sides: " + ns.note());
    }

    @Test
    void sampleTimeRowsAreTestedOnTheirHistogramsIterations() throws Exception {
        List<RowComparison> rows = compare("sample-intel.json", "sample-m1.json");
        assertEquals(3, rows.size());
        for (RowComparison c : rows) {
            // One fork of five iterations a side, each the weighted mean of its histogram: a real test, not the
            // threshold alone.
            assertEquals(1, c.base().rawByFork().length, c.key());
            assertEquals(5, c.base().rawByFork()[0].length, c.key());
            assertEquals(5, c.next().rawByFork()[0].length, c.key());
            assertTrue(c.pValue() < 1e-6, c.key() + " p " + c.pValue());
            assertTrue(c.low() < c.ratio() && c.ratio() < c.high(), c.toString());
            assertTrue(!c.note().contains("threshold only"), c.note());
            assertTrue(c.note().contains("one fork on a side"), c.note());
        }
        RowComparison jni = row(rows, "Blake3JNIBenchmark.reusedHaser [sample] jdk=16 dataLen=10485760 hashLen=256");
        assertEquals(Verdict.REGRESSED, jni.verdict());
        assertEquals(5.950, jni.ratio(), 0.001);
        RowComparison scala = row(rows, "Blake3Benchmark.newHasher [sample] jdk=16 dataLen=10485760 hashLen=256");
        assertEquals(Verdict.IMPROVED, scala.verdict());
        assertEquals(0.648, scala.ratio(), 0.001);
    }

    @Test
    void aNaNInAHistogramIsInvalidAndNamesTheFile(@TempDir Path dir) throws Exception {
        ObjectMapper json = new ObjectMapper();
        ArrayNode rows = (ArrayNode) json.readTree(fixture("sample-m1.json").toFile());
        ((ArrayNode) rows.get(1)
                        .path("primaryMetric")
                        .path("rawDataHistogram")
                        .get(0)
                        .get(2)
                        .get(5))
                .set(0, json.getNodeFactory().textNode("NaN"));
        Path file = dir.resolve("m1-nan.json");
        json.writeValue(file.toFile(), rows);
        RowComparison c = row(
                compare(fixture("sample-intel.json"), file, null, Floor.DEFAULTS), "Blake3JNIBenchmark.reusedHaser");
        assertEquals(Verdict.INVALID, c.verdict(), c.toString());
        assertEquals(
                "new raw data has NaN (fork 1, iteration 3) in " + file + ": nothing can be compared; check that run",
                c.note());
    }

    @Test
    void nanScoresAndRawDataAreInvalidNamingRowAndFile() throws Exception {
        List<RowComparison> rows = compare("nan-base.json", "nan-new.json");
        assertTrue(rows.stream().allMatch(c -> c.verdict() == Verdict.INVALID), rows.toString());
        String file = fixture("nan-new.json").toString();
        assertTrue(
                row(rows, "decodeArgonaut ").note().startsWith("new raw data has NaN (fork 2, iteration 4) in " + file),
                row(rows, "decodeArgonaut ").note());
        assertTrue(
                row(rows, "decodeCirce ").note().startsWith("new score is NaN in " + file),
                row(rows, "decodeCirce ").note());
        assertTrue(
                row(rows, "decodeCirceAuto ")
                        .note()
                        .startsWith("new raw data has Infinity (fork 1, iteration 7) in " + file),
                row(rows, "decodeCirceAuto ").note());
    }

    @Test
    void nearZeroAllocationsAreBelowTheFloor() throws Exception {
        Path base = fixture("alloc-base.json");
        Path next = fixture("alloc-new.json");
        List<RowComparison> rows = compare(base, next, "gc.alloc.rate.norm", Floor.DEFAULTS);
        // 0.002952 to 0.002594 B/op, p 0.0004: significant, 13.8% "better", and meaningless.
        RowComparison tiny = row(rows, "Blake3Benchmark.reusedHasher [avgt] jdk=11 dataLen=16384 hashLen=16384");
        assertEquals(Verdict.UNCHANGED, tiny.verdict(), tiny.toString());
        assertEquals(0.138, tiny.change(), 0.001);
        assertTrue(
                tiny.note().contains("the change of 0.00036 B/op is below the floor of 1 B/op (--floor)"), tiny.note());
        assertTrue(rows.stream().allMatch(c -> c.verdict() == Verdict.UNCHANGED), rows.toString());
        List<RowComparison> noFloor = compare(base, next, "gc.alloc.rate.norm", List.of(Floor.parse("0B/op")));
        assertEquals(
                Verdict.IMPROVED,
                row(noFloor, "Blake3Benchmark.reusedHasher [avgt] jdk=11 dataLen=16384 hashLen=16384")
                        .verdict());
        // 326 to 389 B/op between the two machines of the SampleTime files: above the floor, a regression.
        RowComparison more = row(
                compare(fixture("sample-intel.json"), fixture("sample-m1.json"), "gc.alloc.rate.norm", Floor.DEFAULTS),
                "Blake3JNIBenchmark.newHasher [sample] jdk=16 dataLen=16384 hashLen=10485760");
        assertEquals(Verdict.REGRESSED, more.verdict(), more.toString());
        assertTrue(!more.note().contains("floor"), more.note());
    }
}
