package cryptobench.results;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Other projects' JMH files (src/test/resources/compare/README.md): histograms, NaN and infinities. */
class ResultReaderTest {

    static Path fixture(String name) throws URISyntaxException {
        return Path.of(ResultReaderTest.class.getResource("/compare/" + name).toURI());
    }

    private static ResultRow row(List<ResultRow> rows, String benchmark) {
        return rows.stream()
                .filter(r -> r.benchmark().endsWith(benchmark))
                .findFirst()
                .orElseThrow();
    }

    @Test
    void sampleTimeRowsHaveEachIterationsMeanWeightedByItsCounts() throws Exception {
        List<ResultRow> rows = ResultReader.readFile(fixture("sample-intel.json"), null);
        ResultRow scala = row(rows, "Blake3Benchmark.newHasher");
        // One fork of five 10 s iterations, 398 to 402 samples each; the first iteration's weighted mean,
        // from its 48 [value, count] pairs, is 25168.7 us/op, above the others (its slow first samples).
        assertEquals(1, scala.rawByFork().length);
        assertArrayEquals(
                new double[] {25168.7056, 24937.9152, 24928.6228, 24933.9211, 24941.1058}, scala.rawByFork()[0], 1e-3);
        ResultRow jni = row(rows, "Blake3JNIBenchmark.reusedHaser");
        assertEquals(5, jni.rawByFork()[0].length);
        // JMH's score is the mean over every sample: with about the same count per iteration, close to the iterations'
        // mean.
        assertEquals(jni.score(), Arrays.stream(jni.rawByFork()[0]).average().orElseThrow(), 0.001 * jni.score());
    }

    @Test
    void aPackedRunFolderIsReadOnceWithItsCompanionsNamedAsUnpacked(@TempDir Path dir) throws Exception {
        Path run = dir.resolve("run");
        Files.createDirectories(run);
        try (var out = new GZIPOutputStream(Files.newOutputStream(run.resolve("jmh.json.gz")))) {
            out.write(Files.readAllBytes(fixture("sample-intel.json")));
        }
        Files.writeString(run.resolve("env.json"), "{}");
        int packed = ResultReader.read(List.of(run)).size();
        assertEquals(ResultReader.readFile(fixture("sample-intel.json"), null).size(), packed);
        Files.copy(fixture("sample-intel.json"), run.resolve("jmh.json"));
        assertEquals(packed, ResultReader.read(List.of(run)).size(), "jmh.json beside jmh.json.gz: read once");
        Files.writeString(dir.resolve("bad.json.gz"), "not gzip");
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class, () -> ResultReader.read(List.of(dir.resolve("bad.json.gz"))));
        assertTrue(e.getMessage().contains("bad.json.gz is not gzip data"), e.getMessage());
        Files.write(dir.resolve("empty.json.gz"), new byte[0]);
        IllegalArgumentException empty = assertThrows(
                IllegalArgumentException.class, () -> ResultReader.read(List.of(dir.resolve("empty.json.gz"))));
        assertTrue(empty.getMessage().contains("empty.json.gz is not gzip data, or is cut short"), empty.getMessage());
    }

    @Test
    void aNaNOrInfinityInAHistogramMakesItsIterationNaNInsteadOfDroppingIt(@TempDir Path dir) throws Exception {
        ObjectMapper json = new ObjectMapper();
        ArrayNode rows = (ArrayNode) json.readTree(fixture("sample-intel.json").toFile());
        ArrayNode forks = (ArrayNode) rows.get(0).path("primaryMetric").path("rawDataHistogram");
        ((ArrayNode) forks.get(0).get(1).get(0)).set(0, json.getNodeFactory().textNode("NaN"));
        ((ArrayNode) forks.get(0).get(3).get(2)).set(1, json.getNodeFactory().textNode("NaN"));
        ((ArrayNode) forks.get(0).get(4).get(0)).set(0, json.getNodeFactory().textNode("+INF"));
        Path file = dir.resolve("nan-histogram.json");
        json.writeValue(file.toFile(), rows);
        double[] iterations = ResultReader.readFile(file, null).get(0).rawByFork()[0];
        assertEquals(5, iterations.length, "an iteration with a NaN count is not left out");
        assertTrue(
                Double.isNaN(iterations[1]) && Double.isNaN(iterations[3]) && Double.isNaN(iterations[4]),
                Arrays.toString(iterations));
        assertEquals(25168.7056, iterations[0], 1e-3);
    }

    @Test
    void nanAndInfinityReadAsJmhAndOtherToolsWriteThem() throws Exception {
        List<ResultRow> rows = ResultReader.readFile(fixture("nan-new.json"), null);
        assertTrue(Double.isNaN(row(rows, "decodeArgonaut").rawByFork()[1][3]), "a bare NaN token");
        assertEquals(10, row(rows, "decodeArgonaut").rawByFork()[1].length);
        assertTrue(Double.isNaN(row(rows, "decodeCirce").score()), "the string \"NaN\"");
        assertEquals(Double.POSITIVE_INFINITY, row(rows, "decodeCirceAuto").rawByFork()[0][6], "JMH's \"+INF\"");
    }

    /** A JMH file of one row of AES-GCM in {@code mode}, whose one fork measured 100 and 300 ops/s. */
    private static Path oneRow(Path dir, String mode) throws Exception {
        Path file = dir.resolve(mode + ".json");
        Files.writeString(file, """
                [{"benchmark": "cryptobench.bench.AesGcm.encrypt", "mode": "%s", "params": {"provider": "SunJCE"},
                  "primaryMetric": {"score": 200.0, "scoreError": 1.0, "scoreUnit": "ops/s", "rawData": [[100.0, 300.0]]}}]
                """.formatted(mode));
        return file;
    }

    @Test
    void aRowOfAModeJmhDoesNotKnowIsRefusedNamingItsFileAndTheModesThatAre(@TempDir Path dir) throws Exception {
        Path file = oneRow(dir, "fast");
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> ResultReader.readFile(file, null));
        assertEquals(file + " result 0: mode 'fast' is not one of JMH's (thrpt, avgt, sample, ss)", e.getMessage());
    }

    @Test
    void aRowThatNamesItsModeInFullIsTheRowOfItsShortLabel(@TempDir Path dir) throws Exception {
        ResultRow full = ResultReader.readFile(oneRow(dir, "Throughput"), null).get(0);
        ResultRow shortLabel = ResultReader.readFile(oneRow(dir, "thrpt"), null).get(0);
        assertEquals(RowKey.of(shortLabel, RowKey.Jdk.LABEL), RowKey.of(full, RowKey.Jdk.LABEL));
        assertEquals(300.0, full.bestIteration(), "the highest throughput is the best iteration");
    }
}
