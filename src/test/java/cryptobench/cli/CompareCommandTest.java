package cryptobench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import cryptobench.engine.ExitCode;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** compare on real result files: exit codes and messages. */
class CompareCommandTest extends CliTestBase {

    static String fixture(String name) throws URISyntaxException {
        return Path.of(CompareCommandTest.class.getResource("/report/" + name).toURI())
                .toString();
    }

    @Test
    void aRunAgainstItselfIsClean() throws Exception {
        assertEquals(0, run("compare", fixture("two-jdks"), fixture("two-jdks")));
        assertTrue(out.toString().contains("unchanged"), out.toString());
        assertTrue(!out.toString().contains("| regressed |"), out.toString());
    }

    @Test
    void intrinsicsOffAgainstOnIsARegressionAndFailOnNoneOnlyReports(@TempDir Path dir) throws Exception {
        // The same JDK 17 file, with the PureJava rows renamed to the default benchmark: SunJCE must regress.
        String text = Files.readString(Path.of(fixture("two-jdks")).resolve("jmh-jdk17.json"));
        Path base = Files.writeString(dir.resolve("base.json"), text);
        String pure = new ObjectMapper().readTree(text).toString();
        ArrayNode rows = (ArrayNode) new ObjectMapper().readTree(pure);
        ArrayNode renamed = rows.arrayNode();
        rows.forEach(r -> {
            if (r.get("benchmark").asText().endsWith("PureJava")) {
                ((ObjectNode) r).put("benchmark", "cryptobench.bench.AesGcm.encrypt");
                renamed.add(r);
            }
        });
        Path next = dir.resolve("next.json");
        new ObjectMapper().writeValue(next.toFile(), renamed);
        assertEquals(1, run("compare", base.toString(), next.toString()));
        assertTrue(
                out.toString()
                        .contains("| regressed | cryptobench.bench.AesGcm.encrypt [thrpt] jdk=17 provider=SunJCE"),
                out.toString());
        assertEquals(0, run("compare", base.toString(), next.toString(), "--fail-on", "none", "--format", "json"));
        assertTrue(out.toString().contains("\"verdict\" : \"regressed\""), out.toString());
    }

    @Test
    void badInputIsExitCodeTwo(@TempDir Path dir) throws Exception {
        assertEquals(
                ExitCode.BAD_INPUT, run("compare", dir.resolve("missing.json").toString(), fixture("gc.json")));
        assertTrue(err.toString().contains("no such file or folder"), err.toString());
        assertEquals(ExitCode.BAD_INPUT, run("compare", fixture("malformed.json"), fixture("gc.json")));
        assertTrue(err.toString().contains("malformed.json is not valid JSON"), err.toString());
        Path notJmh = Files.writeString(dir.resolve("other.json"), "{\"name\": \"not jmh\"}");
        assertEquals(ExitCode.BAD_INPUT, run("compare", notJmh.toString(), fixture("gc.json")));
        assertTrue(err.toString().contains("is not JMH JSON"), err.toString());
        assertEquals(ExitCode.BAD_INPUT, run("compare", fixture("avgt.json"), fixture("two-jdks")));
        assertTrue(err.toString().contains("no common rows"), err.toString());
        assertEquals(ExitCode.BAD_INPUT, run("compare", fixture("gc.json"), fixture("gc.json"), "--threshold", "lots"));
        assertTrue(err.toString().contains("--threshold 'lots' is not a change like 5% or 0.05"), err.toString());
    }

    /** foreign-old.json with the first row's score and iterations set to {@code score}, and its last row left out. */
    private static Path zeroed(Path dir, double score) throws Exception {
        ObjectMapper json = new ObjectMapper();
        ArrayNode rows =
                (ArrayNode) json.readTree(Path.of(fixture("foreign-old.json")).toFile());
        ObjectNode metric = (ObjectNode) rows.get(0).get("primaryMetric");
        metric.put("score", score);
        metric.putArray("rawData")
                .add(json.createArrayNode().add(score).add(score).add(score))
                .add(json.createArrayNode().add(score).add(score).add(score));
        rows.remove(rows.size() - 1);
        Path file = dir.resolve("zero-" + score + ".json");
        json.writeValue(file.toFile(), rows);
        return file;
    }

    @Test
    void aThroughputOfZeroFailsTheGate(@TempDir Path dir) throws Exception {
        assertEquals(
                1, run("compare", fixture("foreign-old.json"), zeroed(dir, 0).toString()));
        assertTrue(
                out.toString()
                        .contains(
                                "| regressed | org.example.MapBench.get [thrpt] jdk=8 impl=HashMap size=10 | -100.0% |"),
                out.toString());
        assertTrue(
                !out.toString().contains("| unchanged | org.example.MapBench.get [thrpt] jdk=8 impl=HashMap size=10 |"),
                out.toString());
        assertEquals(1, run("compare", zeroed(dir, 0).toString(), fixture("foreign-old.json")));
        assertTrue(
                out.toString().contains("| invalid | org.example.MapBench.get [thrpt] jdk=8 impl=HashMap size=10 |"),
                out.toString());
    }

    @Test
    void jsonHasNumbersOrNullsNeverNaNStrings(@TempDir Path dir) throws Exception {
        assertEquals(
                0,
                run(
                        "compare",
                        zeroed(dir, 0).toString(),
                        fixture("foreign-old.json"),
                        "--format",
                        "json",
                        "--fail-on",
                        "none"));
        JsonNode rows = new ObjectMapper().readTree(out.toString());
        for (JsonNode r : rows) {
            for (String field :
                    List.of("change", "ratio", "ratioLow", "ratioHigh", "pValue", "baseScore", "newScore")) {
                assertTrue(r.path(field).isNumber() || r.path(field).isNull(), field + " of " + r);
            }
            if (r.path("verdict").asText().equals("added")) {
                assertTrue(r.path("change").isNull(), "an added row has no change: " + r);
            }
        }
        assertTrue(out.toString().contains("\"verdict\" : \"added\""), out.toString());
        assertTrue(out.toString().contains("\"verdict\" : \"invalid\""), out.toString());
    }

    @Test
    void theThresholdHelpPrintsItsPercentSign() throws Exception {
        PrintStream stderr = System.err;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setErr(new PrintStream(captured, true));
        try {
            assertEquals(0, run("compare", "--help"));
        } finally {
            System.setErr(stderr);
        }
        assertTrue(out.toString().contains("e.g. 5% or 0.05"), out.toString());
        assertTrue(!captured.toString().contains("WARN"), captured.toString());
    }

    static String foreign(String name) throws URISyntaxException {
        return Path.of(CompareCommandTest.class.getResource("/compare/" + name).toURI())
                .toString();
    }

    @Test
    void aBaseInUsPerOpAndANewRunInNsPerOpCompareTheSameQuantity() throws Exception {
        // CollectionAddBenchmark.ArrayDeque really is 1.70x slower in the new file: exit 1 for it alone.
        assertEquals(1, run("compare", foreign("units-base-us.json"), foreign("units-new-ns.json")));
        String md = out.toString();
        assertTrue(
                md.contains(
                        "| unchanged | com.github.chrisgleissner.benchmarks.CounterBenchmark.mutableInt [avgt] jdk=11 | +0.0% | 0.9998 | 0.9955 to 1.004 |"),
                md);
        assertTrue(
                md.contains("| 4.212 us/op (1 fork) | 4.211 us/op (1 fork) | new converted from ns/op to us/op;"), md);
        assertTrue(
                md.contains(
                        "| regressed | com.github.chrisgleissner.benchmarks.CollectionAddBenchmark.ArrayDeque [avgt] jdk=11 | -41.1% | 1.698 |"),
                md);
        assertTrue(md.contains("1 regressed, 1 improved, 3 unchanged"), md);
        assertTrue(!md.contains("-99.9%"), md);
        assertEquals(
                1, run("compare", "--format", "json", foreign("units-base-us.json"), foreign("units-new-ns.json")));
        JsonNode rows = new ObjectMapper().readTree(out.toString().substring(md.length()));
        for (JsonNode r : rows) {
            if (r.path("key").asText().contains("CounterBenchmark.mutableInt")) {
                assertEquals("us/op", r.path("unit").asText());
                assertEquals(4.2109, r.path("newScore").asDouble(), 0.0001, r.toString());
                assertEquals(1, r.path("newForks").asInt(), "the forks the interval rests on");
            }
        }
    }

    @Test
    void sampleTimeRowsAreTestedFromTheirHistograms() throws Exception {
        assertEquals(1, run("compare", foreign("sample-intel.json"), foreign("sample-m1.json")));
        String md = out.toString();
        assertTrue(
                md.contains(
                        "| regressed | pt.kcry.blake3.benchmark.Blake3JNIBenchmark.reusedHaser [sample] jdk=16 dataLen=10485760 hashLen=256"
                                + " | -83.2% | 5.950 | 5.934 to 5.967 | 8.8e-16 | 2204 us/op (1 fork) | 1.311e+04 us/op (1 fork) |"),
                md);
        assertTrue(
                md.contains(
                        "| improved | pt.kcry.blake3.benchmark.Blake3Benchmark.newHasher [sample] jdk=16 dataLen=10485760 hashLen=256"
                                + " | +54.3% | 0.6479 |"),
                md);
        assertTrue(!md.contains("threshold only"), md);
    }

    @Test
    void nanRowsAreInvalidNamingTheFileAndFailTheGateWithoutAnException() throws Exception {
        String next = foreign("nan-new.json");
        assertEquals(1, run("compare", foreign("nan-base.json"), next));
        String md = out.toString();
        assertTrue(md.contains(": 3 invalid."), md);
        assertTrue(
                md.contains(
                        "| invalid | bench.Case1.decodeCirce [thrpt] jdk=11 depth=10 length=10 |  |  |  |  | 2.589e+04 ops/s (2 forks) | NaN ops/s (2 forks)"
                                + " | new score is NaN in " + next + ": nothing can be compared; check that run |"),
                md);
        assertTrue(md.contains("| invalid | bench.Case1.decodeArgonaut [thrpt] jdk=11 depth=10 length=10 |"), md);
        assertTrue(md.contains("new raw data has NaN (fork 2, iteration 4) in " + next), md);
        assertTrue(md.contains("new raw data has Infinity (fork 1, iteration 7) in " + next), md);
        assertEquals("", err.toString());
        assertEquals(1, run("compare", next, foreign("nan-base.json"), "--format", "json"));
        assertTrue(
                out.toString().contains("\"note\" : \"base score is NaN in " + next.replace("\\", "\\\\")),
                out.toString());
        assertEquals("", err.toString());
    }

    @Test
    void nearZeroAllocationsAreBelowTheFloorUnlessItIsTurnedOff() throws Exception {
        String base = foreign("alloc-base.json");
        String next = foreign("alloc-new.json");
        assertEquals(0, run("compare", base, next, "--metric", "gc.alloc.rate.norm"));
        String md = out.toString();
        assertTrue(md.contains("4 unchanged. Threshold 5%, floor 1 B/op, confidence 0.99"), md);
        assertTrue(
                md.contains(
                        "| unchanged | pt.kcry.blake3.benchmark.Blake3Benchmark.reusedHasher [avgt] jdk=11 dataLen=16384 hashLen=16384"
                                + " | +13.8% | 0.8786 |"),
                md);
        assertTrue(
                md.contains(
                        "| 0.002952 B/op (1 fork) | 0.002594 B/op (1 fork) | one fork on a side: iterations compared, fork-to-fork noise not in the test;"
                                + " the change of 0.00036 B/op is below the floor of 1 B/op (--floor) |"),
                md);
        assertEquals(0, run("compare", base, next, "--metric", "gc.alloc.rate.norm", "--floor", "0B/op"));
        assertTrue(
                out.toString()
                        .substring(md.length())
                        .contains(
                                "| improved | pt.kcry.blake3.benchmark.Blake3Benchmark.reusedHasher [avgt] jdk=11 dataLen=16384 hashLen=16384 | +13.8% |"),
                out.toString());
        // A floor in one time unit applies to rows in another; the primary scores here are us/op.
        int before = out.toString().length();
        assertEquals(0, run("compare", base, next, "--floor", "10000ns/op"));
        assertTrue(
                out.toString().substring(before).contains("4 unchanged. Threshold 5%, floor 10000 ns/op,"),
                out.toString());
        assertEquals(ExitCode.BAD_INPUT, run("compare", base, next, "--floor", "1.5"));
        assertTrue(
                err.toString().contains("--floor '1.5' is not an amount with a unit like 1B/op or 0.5ns/op"),
                err.toString());
    }

    @Test
    void theHelpExplainsUnitsNaNAndTheFloor() throws Exception {
        assertEquals(0, run("compare", "--help"));
        String help = out.toString();
        for (String text : List.of("--floor", "NEW is converted to BASE's unit", "NaN", "1B/op", "histogram")) {
            assertTrue(help.contains(text), text + " in " + help);
        }
    }
}
