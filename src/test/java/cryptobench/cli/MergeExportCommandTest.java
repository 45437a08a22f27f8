package cryptobench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** merge of shard folders and export for github-action-benchmark, on rows cut from real runs. */
class MergeExportCommandTest extends CliTestBase {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** The two-JDK fixture's JDK 17 file dealt into two shard folders, OpenSSL rows in the first. */
    private static Path[] shards(Path dir) throws Exception {
        Path fixture = Path.of(CompareCommandTest.fixture("two-jdks"));
        JsonNode rows = JSON.readTree(fixture.resolve("jmh-jdk17.json").toFile());
        Path[] shards = {Files.createDirectories(dir.resolve("shard1")), Files.createDirectories(dir.resolve("shard2"))};
        ArrayNode[] parts = {JSON.createArrayNode(), JSON.createArrayNode()};
        for (int i = 0; i < rows.size(); i++) {
            parts[i % 2].add(rows.get(i));
        }
        for (int s = 0; s < 2; s++) {
            JSON.writeValue(shards[s].resolve("jmh.json").toFile(), parts[s]);
            Files.copy(fixture.resolve("env-jdk17.json"), shards[s].resolve("env.json"));
        }
        Files.copy(fixture.resolve("openssl.json"), shards[0].resolve("openssl.json"));
        return shards;
    }

    private static Set<String> keys(JsonNode rows) {
        Set<String> keys = new HashSet<>();
        rows.forEach(r -> keys.add(MergeCommand.key(r)));
        return keys;
    }

    @Test
    void mergingShardsGivesBackTheWholeRunAndComparesCleanAgainstIt(@TempDir Path dir) throws Exception {
        Path[] shards = shards(dir);
        Path merged = dir.resolve("merged");
        assertEquals(0, run("merge", shards[0].toString(), shards[1].toString(), "-o", merged.toString()), err.toString());
        JsonNode original = JSON.readTree(Path.of(CompareCommandTest.fixture("two-jdks")).resolve("jmh-jdk17.json").toFile());
        JsonNode result = JSON.readTree(merged.resolve("jmh.json").toFile());
        assertEquals(original.size(), result.size());
        assertEquals(keys(original), keys(result));
        assertTrue(Files.exists(merged.resolve("openssl.json")));
        assertEquals(2, JSON.readTree(merged.resolve("env.json").toFile()).path("shards").size());
        // The merged folder compares directly with the unsharded file.
        assertEquals(0, run("compare", CompareCommandTest.fixture("two-jdks/jmh-jdk17.json"), merged.resolve("jmh.json").toString()));
    }

    @Test
    void aTrialInTwoShardsIsAnErrorNamingBoth(@TempDir Path dir) throws Exception {
        Path[] shards = shards(dir);
        assertEquals(2, run("merge", shards[0].toString(), shards[0].toString(), "-o", dir.resolve("m").toString()));
        assertTrue(err.toString().contains("is in both " + shards[0].resolve("jmh.json")), err.toString());
        assertEquals(2, run("merge", dir.resolve("nope").toString(), "-o", dir.resolve("m").toString()));
        assertTrue(err.toString().contains("no such file or folder: " + dir.resolve("nope")), err.toString());
    }

    @Test
    void exportForGithubActionBenchmarkSplitsRowsByDirection(@TempDir Path dir) throws Exception {
        Path both = Files.createDirectories(dir.resolve("in"));
        Files.copy(Path.of(CompareCommandTest.fixture("two-jdks/jmh-jdk17.json")), both.resolve("jmh.json"));
        Files.copy(Path.of(CompareCommandTest.fixture("avgt.json")), both.resolve("jmh-avgt.json"));
        assertEquals(0, run("export", "--format", "gab", both.toString(), "-o", dir.toString()), err.toString());
        JsonNode bigger = JSON.readTree(dir.resolve("gab-bigger-is-better.json").toFile());
        JsonNode smaller = JSON.readTree(dir.resolve("gab-smaller-is-better.json").toFile());
        assertEquals(16, bigger.size());
        assertEquals(4, smaller.size());
        bigger.forEach(e -> assertEquals("ops/s", e.path("unit").asText(), e.toString()));
        smaller.forEach(e -> assertTrue(e.path("unit").asText().endsWith("/op"), e.toString()));
        JsonNode first = bigger.get(0);
        assertTrue(first.path("name").asText().matches("cryptobench\\.bench\\.\\w+\\.\\w+ \\[thrpt\\] jdk=17 provider=.*"), first.toString());
        assertTrue(first.path("value").isNumber());
        assertTrue(first.path("range").asText().startsWith("\u00b1 "), first.toString());
        assertTrue(out.toString().contains("customBiggerIsBetter") && out.toString().contains("customSmallerIsBetter"), out.toString());
        // A folder holding an export besides results: the export files are not read as results.
        Files.copy(Path.of(CompareCommandTest.fixture("avgt.json")), dir.resolve("jmh.json"));
        assertEquals(0, run("export", "--format", "gab", dir.toString(), "-o", dir.resolve("again").toString()), err.toString());
        assertEquals(4, JSON.readTree(dir.resolve("again/gab-smaller-is-better.json").toFile()).size());
    }

    @Test
    void exportRefusesAnUnknownFormat(@TempDir Path dir) throws Exception {
        assertEquals(2, run("export", "--format", "csv", CompareCommandTest.fixture("avgt.json"), "-o", dir.toString()));
        assertTrue(err.toString().contains("csv") && err.toString().contains("gab"), err.toString());
    }

    @Test
    void aSecondaryMetricIsComparedOnlyWhenAskedAndLowerIsBetter(@TempDir Path dir) throws Exception {
        Path base = Path.of(CompareCommandTest.fixture("gc.json"));
        JsonNode rows = JSON.readTree(base.toFile());
        // Same scores, twice the bytes allocated per operation.
        rows.forEach(r -> {
            ObjectNode norm = (ObjectNode) r.path("secondaryMetrics").path("gc.alloc.rate.norm");
            norm.put("score", norm.path("score").asDouble() * 2);
            ArrayNode raw = JSON.createArrayNode();
            norm.path("rawData").forEach(fork -> {
                ArrayNode f = raw.addArray();
                fork.forEach(v -> f.add(v.asDouble() * 2));
            });
            norm.set("rawData", raw);
        });
        Path next = dir.resolve("more-alloc.json");
        JSON.writeValue(next.toFile(), rows);
        assertEquals(0, run("compare", base.toString(), next.toString()), out.toString());
        assertEquals(1, run("compare", base.toString(), next.toString(), "--metric", "gc.alloc.rate.norm"), out.toString());
        assertTrue(out.toString().contains("metric gc.alloc.rate.norm"), out.toString());
        assertTrue(out.toString().contains("| regressed |") && out.toString().contains("B/op"), out.toString());
        assertEquals(2, run("compare", base.toString(), next.toString(), "--metric", "gc.nope"));
        assertTrue(err.toString().contains("secondary metric 'gc.nope'"), err.toString());
    }
}
