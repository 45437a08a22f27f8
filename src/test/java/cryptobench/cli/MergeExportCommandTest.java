package cryptobench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import cryptobench.engine.ExitCode;
import cryptobench.results.ResultRow;
import cryptobench.results.RowKey;
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
        Path[] shards = {Files.createDirectories(dir.resolve("shard1")), Files.createDirectories(dir.resolve("shard2"))
        };
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
        rows.forEach(r -> keys.add(RowKey.of(ResultRow.of(r), RowKey.Jdk.VERSION)));
        return keys;
    }

    @Test
    void mergingShardsGivesBackTheWholeRunAndComparesCleanAgainstIt(@TempDir Path dir) throws Exception {
        Path[] shards = shards(dir);
        Path merged = dir.resolve("merged");
        assertEquals(
                0, run("merge", shards[0].toString(), shards[1].toString(), "-o", merged.toString()), err.toString());
        JsonNode original = JSON.readTree(Path.of(CompareCommandTest.fixture("two-jdks"))
                .resolve("jmh-jdk17.json")
                .toFile());
        JsonNode result = JSON.readTree(merged.resolve("jmh.json").toFile());
        assertEquals(original.size(), result.size());
        assertEquals(keys(original), keys(result));
        assertTrue(Files.exists(merged.resolve("openssl.json")));
        assertEquals(
                2,
                JSON.readTree(merged.resolve("env.json").toFile())
                        .path("shards")
                        .size());
        // The merged folder compares directly with the unsharded file.
        assertEquals(
                0,
                run(
                        "compare",
                        CompareCommandTest.fixture("two-jdks/jmh-jdk17.json"),
                        merged.resolve("jmh.json").toString()));
    }

    @Test
    void aTrialInTwoShardsIsAnErrorNamingBoth(@TempDir Path dir) throws Exception {
        Path[] shards = shards(dir);
        assertEquals(
                2,
                run(
                        "merge",
                        shards[0].toString(),
                        shards[0].toString(),
                        "-o",
                        dir.resolve("m").toString()));
        assertTrue(err.toString().contains("is in both " + shards[0].resolve("jmh.json")), err.toString());
        assertEquals(
                2,
                run(
                        "merge",
                        dir.resolve("nope").toString(),
                        "-o",
                        dir.resolve("m").toString()));
        assertTrue(err.toString().contains("no such file or folder: " + dir.resolve("nope")), err.toString());
    }

    @Test
    void exportForGithubActionBenchmarkSplitsRowsByDirection(@TempDir Path dir) throws Exception {
        Path both = Files.createDirectories(dir.resolve("in"));
        Files.copy(Path.of(CompareCommandTest.fixture("two-jdks/jmh-jdk17.json")), both.resolve("jmh.json"));
        Files.copy(Path.of(CompareCommandTest.fixture("avgt.json")), both.resolve("jmh-avgt.json"));
        assertEquals(0, run("export", "--format", "gab", both.toString(), "-o", dir.toString()), err.toString());
        JsonNode bigger = JSON.readTree(dir.resolve("gab-bigger-is-better.json").toFile());
        JsonNode smaller =
                JSON.readTree(dir.resolve("gab-smaller-is-better.json").toFile());
        assertEquals(16, bigger.size());
        assertEquals(4, smaller.size());
        bigger.forEach(e -> assertEquals("ops/s", e.path("unit").asText(), e.toString()));
        smaller.forEach(e -> assertTrue(e.path("unit").asText().endsWith("/op"), e.toString()));
        JsonNode first = bigger.get(0);
        assertTrue(
                first.path("name").asText().matches("cryptobench\\.bench\\.\\w+\\.\\w+ \\[thrpt\\] jdk=17 provider=.*"),
                first.toString());
        assertTrue(first.path("value").isNumber());
        assertTrue(first.path("range").asText().startsWith("\u00b1 "), first.toString());
        assertTrue(
                out.toString().contains("customBiggerIsBetter")
                        && out.toString().contains("customSmallerIsBetter"),
                out.toString());
        // A folder holding an export besides results: the export files are not read as results.
        Files.copy(Path.of(CompareCommandTest.fixture("avgt.json")), dir.resolve("jmh.json"));
        assertEquals(
                0,
                run(
                        "export",
                        "--format",
                        "gab",
                        dir.toString(),
                        "-o",
                        dir.resolve("again").toString()),
                err.toString());
        assertEquals(
                4,
                JSON.readTree(dir.resolve("again/gab-smaller-is-better.json").toFile())
                        .size());
    }

    @Test
    void exportRefusesAnUnknownFormat(@TempDir Path dir) throws Exception {
        assertEquals(
                2, run("export", "--format", "csv", CompareCommandTest.fixture("avgt.json"), "-o", dir.toString()));
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
        assertEquals(
                1, run("compare", base.toString(), next.toString(), "--metric", "gc.alloc.rate.norm"), out.toString());
        assertTrue(out.toString().contains("metric gc.alloc.rate.norm"), out.toString());
        assertTrue(out.toString().contains("| regressed |") && out.toString().contains("B/op"), out.toString());
        assertEquals(2, run("compare", base.toString(), next.toString(), "--metric", "gc.nope"));
        assertTrue(err.toString().contains("secondary metric 'gc.nope'"), err.toString());
    }

    private static Set<String> names(Path gabFile) throws Exception {
        Set<String> names = new HashSet<>();
        JSON.readTree(gabFile.toFile()).forEach(e -> names.add(e.path("name").asText()));
        return names;
    }

    @Test
    void exportLeavesOutANaNScoreAndNamesIt(@TempDir Path dir) throws Exception {
        assertEquals(
                0,
                run("export", "--format", "gab", CompareCommandTest.fixture("nan-score.json"), "-o", dir.toString()));
        String file = Files.readString(dir.resolve("gab-bigger-is-better.json"));
        assertTrue(!file.contains("NaN"), file);
        assertEquals(
                Set.of("org.example.QueueBench.offer [thrpt] jdk=17 queue=LinkedList"),
                names(dir.resolve("gab-bigger-is-better.json")));
        assertTrue(
                err.toString().contains("left out org.example.QueueBench.offer [thrpt] jdk=17 queue=ArrayDeque"),
                err.toString());
    }

    @Test
    void exportRemovesTheFileOfADirectionWithoutRows(@TempDir Path dir) throws Exception {
        Path stale = Files.writeString(
                dir.resolve("gab-bigger-is-better.json"), "[{\"name\": \"old\", \"unit\": \"ops/s\", \"value\": 1}]");
        assertEquals(
                0,
                run(
                        "export",
                        "--format",
                        "gab",
                        CompareCommandTest.fixture("foreign-sample-ss.json"),
                        "-o",
                        dir.toString()));
        assertTrue(!Files.exists(stale), "the stale file is gone");
        assertTrue(out.toString().contains("gab-bigger-is-better.json: removed"), out.toString());
        assertEquals(
                3,
                JSON.readTree(dir.resolve("gab-smaller-is-better.json").toFile())
                        .size());
    }

    @Test
    void exportNamesDoNotDependOnTheOtherInputs(@TempDir Path dir) throws Exception {
        String old = CompareCommandTest.fixture("foreign-old.json");
        assertEquals(
                0,
                run("export", "--format", "gab", old, "-o", dir.resolve("alone").toString()));
        ArrayNode other = (ArrayNode) JSON.readTree(Path.of(old).toFile());
        other.forEach(
                r -> ((ObjectNode) r).put("jdkVersion", "1.8.0_392").put("benchmark", "org.example.SetBench.add"));
        Path otherFile = dir.resolve("other.json");
        JSON.writeValue(otherFile.toFile(), other);
        assertEquals(
                0,
                run(
                        "export",
                        "--format",
                        "gab",
                        old,
                        otherFile.toString(),
                        "-o",
                        dir.resolve("mixed").toString()));
        Set<String> alone = names(dir.resolve("alone/gab-bigger-is-better.json"));
        Set<String> mixed = names(dir.resolve("mixed/gab-bigger-is-better.json"));
        assertTrue(alone.contains("org.example.MapBench.get [thrpt] jdk=8 impl=HashMap size=10"), alone.toString());
        assertTrue(mixed.containsAll(alone), mixed + " holds " + alone);
    }

    @Test
    void exportWarnsOfRowsThatWouldShareAName(@TempDir Path dir) throws Exception {
        Path a = Files.createDirectories(dir.resolve("machine-a"));
        Path b = Files.createDirectories(dir.resolve("machine-b"));
        Files.copy(Path.of(CompareCommandTest.fixture("foreign-sample-ss.json")), a.resolve("jmh.json"));
        Files.copy(Path.of(CompareCommandTest.fixture("foreign-sample-ss.json")), b.resolve("jmh.json"));
        assertEquals(
                0,
                run(
                        "export",
                        "--format",
                        "gab",
                        a.toString(),
                        b.toString(),
                        "-o",
                        dir.resolve("gab").toString()));
        assertTrue(
                err.toString()
                        .contains("warning: 2 rows would be named 'org.example.ParseBench.parse [sample] jdk=17'"),
                err.toString());
        Set<String> names = names(dir.resolve("gab/gab-smaller-is-better.json"));
        assertEquals(6, names.size(), names.toString());
        assertTrue(
                names.contains("org.example.ParseBench.parse [sample] jdk=17 input=" + a.resolve("jmh.json")),
                names.toString());
    }

    @Test
    void anUnwritableOutputIsAnErrorNotAStackTrace(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("regular-file"), "x");
        Path under = file.resolve("out");
        String input = CompareCommandTest.fixture("foreign-old.json");
        String[][] commands = {
            {"export", "--format", "gab", input, "-o", under.toString()},
            {"report", input, "-o", under.toString()},
            {"merge", input, "-o", under.toString()}
        };
        for (String[] command : commands) {
            assertEquals(ExitCode.BAD_INPUT, run(command), command[0]);
            assertTrue(err.toString().contains("error: cannot write " + under + ": "), err.toString());
            assertTrue(!err.toString().contains("\tat "), "no stack trace: " + err);
        }
    }

    @Test
    void aFileThatCannotBeWrittenInsideTheOutputIsNamedOnce(@TempDir Path dir) throws Exception {
        // A folder (not empty) where the export file should go: the rename onto it fails.
        Path blocked = Files.createDirectories(
                dir.resolve("gab-smaller-is-better.json").resolve("x"));
        assertEquals(
                ExitCode.BAD_INPUT,
                run("export", "--format", "gab", CompareCommandTest.fixture("foreign-old.json"), "-o", dir.toString()));
        String message = err.toString().strip();
        assertTrue(
                message.startsWith("error: cannot write " + blocked.getParent().toAbsolutePath() + ": "), message);
        assertEquals(1, message.split("cannot write", -1).length - 1, "said once: " + message);
        try (var files = Files.list(dir)) {
            assertTrue(files.noneMatch(p -> p.toString().endsWith(".tmp")), "no temporary file left");
        }
    }

    @Test
    void malformedInputNamesTheFileInExportAndMerge(@TempDir Path dir) throws Exception {
        String malformed = CompareCommandTest.fixture("malformed.json");
        assertEquals(ExitCode.BAD_INPUT, run("export", "--format", "gab", malformed, "-o", dir.toString()));
        assertTrue(err.toString().contains("malformed.json is not valid JSON"), err.toString());
        assertEquals(ExitCode.BAD_INPUT, run("merge", malformed, "-o", dir.toString()));
        assertTrue(err.toString().contains("malformed.json is not valid JSON"), err.toString());
    }
}
