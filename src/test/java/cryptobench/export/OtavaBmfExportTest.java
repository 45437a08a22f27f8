package cryptobench.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvParser;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import cryptobench.history.HistoryLoader;
import cryptobench.results.Json;
import cryptobench.results.ResultReader;
import cryptobench.results.ResultRow;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Mode;

/**
 * export's Otava CSV and Bencher Metric Format of committed runs (the fixtures in
 * src/test/resources/export/, from results/history/2026-12-02-ghash), checked against what each
 * tool's reader takes: Otava's CsvImporter and CsvTestConfig (apache/otava 1ceb1537,
 * otava/importer.py, otava/test_config.py) and Bencher's BMF schema and types (bencherdev/bencher
 * v0.6.12, services/console/public/bmf.json, lib/bencher_json/src/project/metric/mod.rs).
 */
class OtavaBmfExportTest {

    static Path resource(String name) throws Exception {
        return Path.of(OtavaBmfExportTest.class.getResource("/export/" + name).toURI());
    }

    @Test
    void theOtavaFilesOfTheCommittedRunsAreTheFixtures() throws Exception {
        OtavaExport.Files f =
                OtavaExport.of(HistoryLoader.load(List.of(resource("runs"))), new PrintWriter(new StringWriter()));
        assertEquals(Files.readString(resource("otava.csv")), f.csv());
        assertEquals(Files.readString(resource("otava.yaml")), f.yaml());
    }

    @Test
    void otavasCsvReaderTakesTheCsv() throws Exception {
        List<List<String>> rows = new ArrayList<>();
        // Python's csv.reader, dialect excel: comma, double quotes doubled inside quoted cells.
        Iterator<List<String>> it = new CsvMapper()
                .enable(CsvParser.Feature.WRAP_AS_ARRAY)
                .readerFor(List.class)
                .readValues(Files.readString(resource("otava.csv")));
        it.forEachRemaining(rows::add);
        List<String> header = rows.get(0);
        assertEquals(List.of("time", "commit", "made", "cpu", "jdk"), header.subList(0, 5));
        assertFalse(header.contains("branch"), "a 'branch' column would make Otava ask for --branch");
        assertEquals(header.size(), Set.copyOf(header).size(), "column names are unique");
        Instant before = Instant.EPOCH;
        for (List<String> row : rows.subList(1, rows.size())) {
            assertEquals(header.size(), row.size(), "every line has every column (Otava refuses a short line)");
            Instant t = Instant.parse(row.get(0));
            assertFalse(t.isBefore(before), "in history's order, whose time never goes back: Otava does not sort");
            before = t;
            Instant.parse(row.get(2));
            for (String cell : row.subList(5, row.size())) {
                assertTrue(Double.parseDouble(cell) > 0, "a metric is a float, never empty: " + cell);
            }
        }
        assertEquals(13, rows.size(), "a header and the 12 runs");
    }

    @Test
    void otavasConfigReaderTakesTheYaml() throws Exception {
        JsonNode yaml = new ObjectMapper(new YAMLFactory()).readTree(Files.readString(resource("otava.yaml")));
        JsonNode test = yaml.path("tests").path(OtavaExport.TEST);
        assertEquals("csv", test.path("type").asText());
        assertEquals(OtavaExport.CSV, test.path("file").asText());
        assertEquals("time", test.path("time_column").asText());
        assertEquals(",", test.path("csv_options").path("delimiter").asText());
        assertTrue(
                test.path("csv_options").has("quote_char"), "Otava reads quote_char (its docs' quotechar is ignored)");
        List<String> header = List.of(
                Files.readString(resource("otava.csv")).lines().findFirst().orElseThrow());
        int metrics = 0;
        for (Iterator<String> names = test.path("metrics").fieldNames(); names.hasNext(); ) {
            String name = names.next();
            JsonNode m = test.path("metrics").path(name);
            assertTrue(header.get(0).contains(m.path("column").asText()), name);
            assertEquals(1, Integer.parseInt(m.path("direction").asText()), "int(conf.get('direction')) must parse");
            metrics++;
        }
        assertEquals(6, metrics, "the six rows every run has");
    }

    @Test
    void theBmfOfACommittedRunIsTheFixtureAndMeetsBenchersSchema() throws Exception {
        StringWriter err = new StringWriter();
        ObjectNode bmf = BmfExport.of(ResultReader.read(List.of(resource("runs/run-01"))), new PrintWriter(err));
        JsonNode fixture = Json.MAPPER.readTree(resource("bmf.json").toFile());
        assertEquals(fixture, bmf);
        assertEquals("", err.toString());
        assertEquals(6, bmf.size());
        for (Iterator<String> names = bmf.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            int bytes = name.getBytes(StandardCharsets.UTF_8).length;
            assertTrue(bytes >= 1 && bytes <= BmfExport.MAX_NAME_BYTES, name);
            assertFalse(
                    name.matches("[a-z0-9]+(-[a-z0-9]+)*"),
                    "a name that is a valid slug would be read as a slug: " + name);
            JsonNode measures = bmf.path(name);
            assertEquals(1, measures.size());
            JsonNode m = measures.path("throughput");
            assertTrue(m.path("value").isNumber(), "value is required and a number");
            assertTrue(
                    m.path("lower_value").isNumber() && m.path("upper_value").isNumber(),
                    "two forks: the interval is there");
            assertTrue(
                    m.path("lower_value").asDouble() <= m.path("value").asDouble()
                            && m.path("value").asDouble()
                                    <= m.path("upper_value").asDouble(),
                    name);
        }
    }

    @Test
    void aTimeModeRowIsLatencyInNanosecondsWithItsBoundsTurnedOver() {
        ResultRow r = new ResultRow(
                "f.json", "x.Y.sign", Mode.AverageTime, Map.of(), "17", 2.0, 0.1, "us/op", null, new double[][] {
                    {2.0, 2.0}, {2.1, 2.1}
                });
        ObjectNode bmf = BmfExport.of(List.of(r), new PrintWriter(new StringWriter()));
        JsonNode m = bmf.elements().next().path("latency");
        assertEquals(1e3 * Math.sqrt(2.0 * 2.1), m.path("value").asDouble(), 1e-6);
        assertTrue(
                m.path("lower_value").asDouble() < m.path("value").asDouble()
                        && m.path("value").asDouble() < m.path("upper_value").asDouble(),
                "a slower bound in ops/s is the higher latency: " + m);
    }
}
