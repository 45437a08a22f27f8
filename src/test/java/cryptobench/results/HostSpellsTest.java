package cryptobench.results;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Iterations that ran well below their row's top level, or whose canary ran slow, are left out of their
 * row; a row the host left alone is read as it was written.
 */
class HostSpellsTest {

    private static String row(String provider, String raw, String canary) {
        return """
                {"benchmark": "cryptobench.bench.AesGcm.encrypt", "mode": "thrpt", "jdkVersion": "17.0.15",
                 "params": {"provider": "%s", "keyBits": "256", "dataSize": "1024"},
                 "primaryMetric": {"score": 1.0, "scoreError": "NaN", "scoreUnit": "ops/s", "rawData": %s},
                 "secondaryMetrics": {%s}}""".formatted(
                provider,
                raw,
                canary == null
                        ? ""
                        : SETTLED + ", \"host.canary\": {\"score\": 1, \"scoreUnit\": \"steps/us\", \"rawData\": "
                                + canary + "}");
    }

    /** What a settled fork sends: the rows of cryptobench's runs carry it beside the canary. */
    private static final String SETTLED =
            "\"fork.settled\": {\"score\": 1, \"scoreUnit\": \"levelled\", \"rawData\": [[1.0]]}";

    private static List<ResultRow> read(Path dir, String... rows) throws Exception {
        Path file = dir.resolve("jmh.json");
        Files.writeString(file, "[" + String.join(",", rows) + "]");
        return ResultReader.read(List.of(file));
    }

    @Test
    void iterationsInASpellAreLeftOutAndTheRowSaysHowMany(@TempDir Path dir) throws Exception {
        // Fork 2 runs at half speed for three iterations, and its canary says so.
        List<ResultRow> rows = read(
                dir,
                row(
                        "SunJCE",
                        "[[100, 101, 99, 100], [100, 50, 50, 51]]",
                        "[[240, 242, 238, 240], [241, 120, 121, 119]]"),
                row("BC", "[[10, 10, 10, 10], [10, 10, 10, 10]]", "[[240, 240, 240, 240], [240, 240, 240, 240]]"));
        ResultRow sun = rows.get(0);
        assertArrayEquals(new double[] {100, 101, 99, 100}, sun.rawByFork()[0]);
        assertArrayEquals(new double[] {100}, sun.rawByFork()[1]);
        assertEquals(100.0, sun.estimate(), 0.5);
        HostSpells.Tally t = HostSpells.tally(rows);
        assertEquals(16, t.iterations());
        assertEquals(3, t.slowed());
        assertEquals(3, t.leftOut());
        assertEquals(0, t.byCanary(), "their level shows them as well");
        assertEquals(1, t.forksHit());
        assertEquals(0, t.forksThroughout());
    }

    @Test
    void aSingleShotRowKeepsEveryForkItsSpreadIsWhatItMeasures(@TempDir Path dir) throws Exception {
        // A cold start: one call a fork, the slow ones as real as the fast ones, whatever the canary saw beside them.
        String cold = row("SunJCE", "[[30], [31], [60], [29]]", "[[240], [240], [120], [240]]")
                .replace("\"thrpt\"", "\"ss\"")
                .replace("ops/s", "ms/op");
        List<ResultRow> rows = read(dir, cold);
        assertEquals(4, rows.get(0).rawByFork().length);
        assertArrayEquals(new double[] {60}, rows.get(0).rawByFork()[2]);
        assertEquals(0, HostSpells.tally(rows).leftOut());
    }

    @Test
    void whereTheHostSlowedMostForksTheFastestForkSetsTheLevel(@TempDir Path dir) throws Exception {
        // Four of six forks at 0.6 with a canary that did not see it: a median of the forks' bests is that 0.6.
        List<ResultRow> rows = read(
                dir,
                settledRow("[[100, 98, 99], [60, 61, 59], [62, 60, 60], [97, 100, 99], [59, 60, 61], [60, 60, 62]]"));
        double[][] raw = rows.get(0).rawByFork();
        assertArrayEquals(new double[] {100, 98, 99}, raw[0]);
        assertEquals(0, raw[1].length);
        assertEquals(99.0, rows.get(0).estimate(), 0.5);
        assertEquals(4, HostSpells.tally(rows).forksThroughout());
    }

    @Test
    void aWholeRowTheHostSlowedIsSeenByTheCanaryAlone(@TempDir Path dir) throws Exception {
        List<ResultRow> rows = read(
                dir,
                row(
                        "SunJCE",
                        "[[100, 100, 99], [100, 101, 100], [99, 100, 100]]",
                        "[[240, 240, 241], [239, 240, 240], [240, 240, 240]]"),
                row(
                        "BC",
                        "[[10, 10, 10], [5, 5, 5], [10, 10, 10]]",
                        "[[240, 241, 240], [119, 120, 121], [240, 240, 240]]"),
                row(
                        "ACCP",
                        "[[50, 50, 50], [50, 51, 50], [50, 50, 50]]",
                        "[[120, 121, 119], [240, 240, 240], [240, 240, 240]]"));
        assertArrayEquals(new double[] {10, 10, 10}, rows.get(1).rawByFork()[0]);
        assertEquals(0, rows.get(1).rawByFork()[1].length);
        assertEquals(0, rows.get(2).rawByFork()[0].length, "its forks' levels agree; its canary does not");
        HostSpells.Tally t = HostSpells.tally(rows);
        assertEquals(6, t.slowed());
        assertEquals(6, t.leftOut());
        assertEquals(3, t.byCanary());
        assertEquals(2, t.forksThroughout());
    }

    @Test
    void aForkHitThroughoutIsLeftOutThoughItsRowKeepsOneFork(@TempDir Path dir) throws Exception {
        // Kept, the slowed fork would drag the row's figure to the spell's speed.
        List<ResultRow> rows = read(
                dir,
                row("SunJCE", "[[100, 100], [95, 96]]", "[[240, 240], [120, 120]]"),
                row("BC", "[[10, 10], [10, 10]]", "[[240, 240], [240, 240]]"));
        double[][] sun = rows.get(0).rawByFork();
        assertArrayEquals(new double[] {100, 100}, sun[0]);
        assertEquals(0, sun[1].length);
        assertEquals(100.0, rows.get(0).estimate(), 1e-9);
        HostSpells.Tally t = HostSpells.tallies(rows).get(0);
        assertEquals(2, t.slowed());
        assertEquals(2, t.leftOut());
        assertEquals(0, t.kept());
        assertEquals(1, t.forksThroughout());
    }

    @Test
    void aRowOfOneForkKeepsWhatRanClear(@TempDir Path dir) throws Exception {
        List<ResultRow> rows = read(
                dir,
                row("SunJCE", "[[100, 100, 50]]", "[[240, 240, 240]]"),
                row("BC", "[[10, 10, 10]]", "[[240, 240, 240]]"));
        assertArrayEquals(new double[] {100, 100}, rows.get(0).rawByFork()[0]);
        assertEquals(0, HostSpells.tallies(rows).get(0).kept());
    }

    @Test
    void forksThatDidNotSettleAreJudgedByTheirCanaryAlone(@TempDir Path dir) throws Exception {
        // ab's forks: no settling, so a low early iteration may be the JIT's; their canary still speaks.
        List<ResultRow> rows = read(
                dir,
                row(
                                "SunJCE",
                                "[[50, 100, 100], [100, 100, 100], [100, 100, 100]]",
                                "[[240, 240, 240], [240, 240, 240], [120, 120, 240]]")
                        .replace(SETTLED + ", ", ""));
        double[][] raw = rows.get(0).rawByFork();
        assertArrayEquals(new double[] {50, 100, 100}, raw[0], "not judged by its level");
        assertArrayEquals(new double[] {100}, raw[2], "judged by its canary");
        assertEquals(2, HostSpells.tally(rows).byCanary());
    }

    @Test
    void aTimePerOperationRowIsHitWhenItsTimesRise(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("jmh.json");
        Files.writeString(
                file,
                "["
                        + settledRow("[[10, 10, 15], [10.1, 9.9, 10]]")
                                .replace("thrpt", "avgt")
                                .replace("ops/s", "us/op")
                        + "]");
        List<ResultRow> rows = ResultReader.read(List.of(file));
        assertArrayEquals(new double[] {10, 10}, rows.get(0).rawByFork()[0]);
        assertEquals(10.0, rows.get(0).estimate(), 0.05);
    }

    @Test
    void aForkSlowThroughoutIsEmptiedInPlace(@TempDir Path dir) throws Exception {
        List<ResultRow> rows =
                read(dir, row("SunJCE", "[[100, 100], [75, 75], [100, 100]]", "[[240, 240], [180, 181], [239, 241]]"));
        double[][] raw = rows.get(0).rawByFork();
        assertEquals(3, raw.length, "forks keep their places, so fork data still line up");
        assertEquals(0, raw[1].length, "two forks ran clear");
        assertEquals(100.0, rows.get(0).estimate(), 1e-9);
        assertEquals(1, HostSpells.tally(rows).forksThroughout());
    }

    @Test
    void aFigureWithoutSpellsIsTheOldFigure(@TempDir Path dir) throws Exception {
        List<ResultRow> rows =
                read(dir, row("SunJCE", "[[100, 96, 102], [97, 103, 100]]", "[[240, 230, 235], [238, 241, 229]]"));
        assertArrayEquals(new double[] {100, 96, 102}, rows.get(0).rawByFork()[0]);
        assertArrayEquals(new double[] {97, 103, 100}, rows.get(0).rawByFork()[1]);
        assertEquals(0, HostSpells.tally(rows).slowed());
        ResultRow r = rows.get(0);
        assertSame(r, HostSpells.clean(r, 240), "nothing hit: the row itself");
    }

    @Test
    void aRowHitThroughoutKeepsItsIterations(@TempDir Path dir) throws Exception {
        List<ResultRow> rows = read(
                dir,
                row("SunJCE", "[[100, 100], [100, 100]]", "[[240, 240], [240, 240]]"),
                row("BC", "[[5, 5], [5, 5]]", "[[120, 120], [120, 120]]"));
        assertArrayEquals(new double[] {5, 5}, rows.get(1).rawByFork()[0]);
        assertEquals(4, HostSpells.tally(rows).slowed());
        assertEquals(0, HostSpells.tally(rows).leftOut());
        assertEquals(4, HostSpells.tally(rows).kept());
    }

    /** A row of cryptobench's forks from before the canary: fork data, no canary. */
    private static String settledRow(String raw) {
        return row("SunJCE", raw, null)
                .replace(
                        "\"secondaryMetrics\": {}",
                        "\"secondaryMetrics\": {\"fork.settled\": {\"score\": 1, \"scoreUnit\": \"levelled\","
                                + " \"rawData\": [[1.0], [1.0]]}}");
    }

    @Test
    void anotherSuitesRowIsReadAsJmhWroteIt(@TempDir Path dir) throws Exception {
        List<ResultRow> rows = read(dir, row("SunJCE", "[[100, 50], [100, 100]]", null));
        assertArrayEquals(new double[] {100, 50}, rows.get(0).rawByFork()[0]);
        assertEquals(HostSpells.Tally.NONE, HostSpells.tally(rows));
    }

    @Test
    void aRowWithAnIterationThatIsNotANumberIsNotJudged(@TempDir Path dir) throws Exception {
        List<ResultRow> rows = read(dir, settledRow("[[100, 50], [100, \"NaN\"]]"));
        assertEquals(2, rows.get(0).rawByFork()[0].length);
    }

    @Test
    void aRunWithoutCanaryIsJudgedByLevelAlone(@TempDir Path dir) throws Exception {
        List<ResultRow> rows = read(dir, settledRow("[[100, 50], [100, 100]]"));
        assertArrayEquals(new double[] {100}, rows.get(0).rawByFork()[0]);
        HostSpells.Tally t = HostSpells.tally(rows);
        assertEquals(1, t.leftOut());
        assertEquals(0, t.byCanary());
    }

    @Test
    void sampleTimeRowsAreNotJudged(@TempDir Path dir) throws Exception {
        List<ResultRow> rows =
                read(dir, row("SunJCE", "[[100, 50], [100, 100]]", null).replace("thrpt", "ss"));
        assertArrayEquals(new double[] {100, 50}, rows.get(0).rawByFork()[0]);
        assertEquals(HostSpells.Tally.NONE, HostSpells.tally(rows));
    }

    @Test
    void theWrittenRowStaysAsJmhWroteIt(@TempDir Path dir) throws Exception {
        List<ResultRow> rows = read(dir, row("SunJCE", "[[100, 50], [100, 100]]", "[[240, 100], [240, 240]]"));
        JsonNode raw = rows.get(0).source().path("primaryMetric").path("rawData");
        assertEquals(50.0, raw.get(0).get(1).asDouble());
        assertEquals(1, rows.get(0).rawByFork()[0].length);
    }
}
