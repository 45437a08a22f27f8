package cryptobench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** compare on real result files: exit codes and messages. */
class CompareCommandTest extends CliTestBase {

    static String fixture(String name) throws URISyntaxException {
        return Path.of(CompareCommandTest.class.getResource("/report/" + name).toURI()).toString();
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
        String pure = new com.fasterxml.jackson.databind.ObjectMapper().readTree(text).toString();
        com.fasterxml.jackson.databind.node.ArrayNode rows = (com.fasterxml.jackson.databind.node.ArrayNode)
                new com.fasterxml.jackson.databind.ObjectMapper().readTree(pure);
        com.fasterxml.jackson.databind.node.ArrayNode renamed = rows.arrayNode();
        rows.forEach(r -> {
            if (r.get("benchmark").asText().endsWith("PureJava")) {
                ((com.fasterxml.jackson.databind.node.ObjectNode) r).put("benchmark", "cryptobench.bench.AesGcm.encrypt");
                renamed.add(r);
            }
        });
        Path next = dir.resolve("next.json");
        new com.fasterxml.jackson.databind.ObjectMapper().writeValue(next.toFile(), renamed);
        assertEquals(1, run("compare", base.toString(), next.toString()));
        assertTrue(out.toString().contains("| regressed | cryptobench.bench.AesGcm.encrypt [thrpt] jdk=17 provider=SunJCE"), out.toString());
        assertEquals(0, run("compare", base.toString(), next.toString(), "--fail-on", "none", "--format", "json"));
        assertTrue(out.toString().contains("\"verdict\" : \"regressed\""), out.toString());
    }

    @Test
    void badInputIsExitCodeTwo(@TempDir Path dir) throws Exception {
        assertEquals(Cli.BAD_INPUT, run("compare", dir.resolve("missing.json").toString(), fixture("gc.json")));
        assertTrue(err.toString().contains("no such file or folder"), err.toString());
        assertEquals(Cli.BAD_INPUT, run("compare", fixture("malformed.json"), fixture("gc.json")));
        assertTrue(err.toString().contains("malformed.json is not valid JSON"), err.toString());
        Path notJmh = Files.writeString(dir.resolve("other.json"), "{\"name\": \"not jmh\"}");
        assertEquals(Cli.BAD_INPUT, run("compare", notJmh.toString(), fixture("gc.json")));
        assertTrue(err.toString().contains("is not JMH JSON"), err.toString());
        assertEquals(Cli.BAD_INPUT, run("compare", fixture("avgt.json"), fixture("two-jdks")));
        assertTrue(err.toString().contains("no common rows"), err.toString());
        assertEquals(Cli.BAD_INPUT, run("compare", fixture("gc.json"), fixture("gc.json"), "--threshold", "lots"));
        assertTrue(err.toString().contains("--threshold 'lots' is not a change like 5% or 0.05"), err.toString());
    }

    /** foreign-old.json with the first row's score and iterations set to {@code score}, and its last row left out. */
    private static Path zeroed(Path dir, double score) throws Exception {
        com.fasterxml.jackson.databind.ObjectMapper json = new com.fasterxml.jackson.databind.ObjectMapper();
        com.fasterxml.jackson.databind.node.ArrayNode rows = (com.fasterxml.jackson.databind.node.ArrayNode)
                json.readTree(Path.of(fixture("foreign-old.json")).toFile());
        com.fasterxml.jackson.databind.node.ObjectNode metric = (com.fasterxml.jackson.databind.node.ObjectNode)
                rows.get(0).get("primaryMetric");
        metric.put("score", score);
        metric.putArray("rawData").add(json.createArrayNode().add(score).add(score).add(score))
                .add(json.createArrayNode().add(score).add(score).add(score));
        rows.remove(rows.size() - 1);
        Path file = dir.resolve("zero-" + score + ".json");
        json.writeValue(file.toFile(), rows);
        return file;
    }

    @Test
    void aThroughputOfZeroFailsTheGate(@TempDir Path dir) throws Exception {
        assertEquals(1, run("compare", fixture("foreign-old.json"), zeroed(dir, 0).toString()));
        assertTrue(out.toString().contains("| regressed | org.example.MapBench.get [thrpt] jdk=8 impl=HashMap size=10 | -100.0% |"),
                out.toString());
        assertTrue(!out.toString().contains("| unchanged | org.example.MapBench.get [thrpt] jdk=8 impl=HashMap size=10 |"), out.toString());
        assertEquals(1, run("compare", zeroed(dir, 0).toString(), fixture("foreign-old.json")));
        assertTrue(out.toString().contains("| invalid | org.example.MapBench.get [thrpt] jdk=8 impl=HashMap size=10 |"), out.toString());
    }

    @Test
    void jsonHasNumbersOrNullsNeverNaNStrings(@TempDir Path dir) throws Exception {
        assertEquals(0, run("compare", zeroed(dir, 0).toString(), fixture("foreign-old.json"), "--format", "json",
                "--fail-on", "none"));
        com.fasterxml.jackson.databind.JsonNode rows = new com.fasterxml.jackson.databind.ObjectMapper().readTree(out.toString());
        for (com.fasterxml.jackson.databind.JsonNode r : rows) {
            for (String field : java.util.List.of("change", "ratio", "ratioLow", "ratioHigh", "pValue", "baseScore", "newScore")) {
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
        java.io.PrintStream stderr = System.err;
        java.io.ByteArrayOutputStream captured = new java.io.ByteArrayOutputStream();
        System.setErr(new java.io.PrintStream(captured, true));
        try {
            assertEquals(0, run("compare", "--help"));
        } finally {
            System.setErr(stderr);
        }
        assertTrue(out.toString().contains("e.g. 5% or 0.05"), out.toString());
        assertTrue(!captured.toString().contains("WARN"), captured.toString());
    }
}
