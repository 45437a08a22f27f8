package cryptobench.history;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import cryptobench.results.Json;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A run where nine rows in ten step together is the host's step: out of the gate, and the tenth row is judged net of it. */
class HostStepTest {

    private static final Instant T0 = Instant.parse("2026-12-01T00:00:00Z");

    /** Ten runs of ten rows; from run {@code at} rows 0-8 move by {@code step} and row 9 by {@code odd}. */
    private static void runs(Path dir, int at, double step, double odd, boolean hostRecord) throws Exception {
        Random random = new Random(7);
        for (int i = 1; i <= 10; i++) {
            List<RunFolders.Row> rows = new ArrayList<>();
            for (int r = 0; r < 10; r++) {
                double move = i < at ? 0 : r < 9 ? step : odd;
                rows.add(new RunFolders.Row("cryptobench.bench.AesGcm.encrypt", "P" + r, 1_000 * (r + 1) * (1 + move)));
            }
            Path run = RunFolders.write(
                    dir.resolve(String.format("run-%02d", i)),
                    T0.plusSeconds(3600L * i),
                    "c" + i,
                    "AMD EPYC",
                    "17.0.15",
                    List.of(),
                    rows,
                    random);
            if (hostRecord) {
                Path env = run.resolve("env.json");
                ObjectNode e = (ObjectNode) Json.MAPPER.readTree(env.toFile());
                ObjectNode host = e.putObject("host");
                host.put("family", i < at ? "25" : "26").put("hypervisor", true);
                host.putObject("speed").put("workload", "w").put("opsPerSecond", i < at ? 1e9 : 1.5e9);
                Json.MAPPER.writeValue(env.toFile(), e);
            }
        }
    }

    @Test
    void ninetyPercentOfRowsSteppingTogetherIsTheHostsStepAndTheOddRowIsNetOfIt(@TempDir Path dir) throws Exception {
        runs(dir, 6, 0.5, 2.0, true);
        History.Result h = History.of(HistoryLoader.load(List.of(dir)), History.Settings.OTAVA);
        assertEquals(1, h.hostSteps().size(), h.hostSteps().toString());
        History.HostStep s = h.hostSteps().get(0);
        assertEquals(6, s.run().number());
        assertEquals(0.5, s.shift(), 0.03);
        assertEquals(10, s.moved(), "the odd row moved the same way, further");
        assertEquals(10, s.rows());
        assertEquals(9, s.explained().size());
        assertEquals(List.of("family 25 -> 26"), s.hostChanges());
        assertEquals(1.5, s.speedRatio(), 1e-9);
        assertEquals(1, h.changes().size(), h.changes().toString());
        History.Change c = h.changes().get(0);
        assertTrue(c.series().key().contains("provider=P9"), c.series().key());
        assertEquals(6, c.at().run().number());
        assertEquals(1.0, c.change(), 0.1);
        assertNotNull(c.host());
        assertTrue(h.gating(10).isEmpty());
        String md = HistoryWriter.markdown(h, dir, List.of(), 10);
        assertTrue(md.contains("**Gate: pass**"), md);
        assertTrue(md.contains("| 6 (run-06) | +"), md);
        assertTrue(md.contains("improvement net of the host's +"), md);
    }

    @Test
    void aRowThatDidNotFollowTheHostsStepKeepsItsValuesAndGetsNoChangePointThere(@TempDir Path dir) throws Exception {
        runs(dir, 6, 0.5, 0.0, false);
        History.Result h = History.of(HistoryLoader.load(List.of(dir)), History.Settings.OTAVA);
        assertEquals(1, h.hostSteps().size(), h.hostSteps().toString());
        assertEquals(9, h.hostSteps().get(0).explained().size());
        History.Series still = h.series().stream()
                .filter(x -> x.key().contains("provider=P9"))
                .findFirst()
                .orElseThrow();
        assertFalse(History.followed(still, h.hostSteps().get(0), h.hostSteps()));
        assertTrue(
                h.changes().isEmpty(),
                () -> "taking the host's +50% out of a row that stayed would invent -33%: " + brief(h.changes()));
    }

    private static List<String> brief(List<History.Change> changes) {
        return changes.stream()
                .map(c -> c.series().key() + " at run " + c.at().run().number() + " " + c.change())
                .toList();
    }

    /**
     * AesGcm.encrypt SunJCE 16 KiB in the 12 headline runs of 2026-12-01 and 2026-12-05 (10^3 ops/s; the host's step
     * at the 9th), then three runs of a commit that makes it 25% slower.
     */
    private static final double[] SUNJCE_GCM = {
        243, 259, 259, 254, 226, 267, 213, 254, 313, 315, 296, 294, 236, 222, 221
    };

    @Test
    void aRegressionAfterAHostStepIsFoundNetOfTheStepThoughTheRawSeriesHidesIt(@TempDir Path dir) throws Exception {
        Random random = new Random(11);
        Random level = new Random(3);
        for (int i = 1; i <= SUNJCE_GCM.length; i++) {
            List<RunFolders.Row> rows = new ArrayList<>();
            for (int r = 0; r < 9; r++) {
                double ops = 10_000 * (r + 1) * (i >= 9 ? 1.33 : 1) * (1 + 0.03 * level.nextGaussian());
                rows.add(new RunFolders.Row("cryptobench.bench.AesGcm.encrypt", "P" + r, ops));
            }
            rows.add(new RunFolders.Row("cryptobench.bench.AesGcm.encrypt", "SunJCE", 1_000 * SUNJCE_GCM[i - 1]));
            RunFolders.write(
                    dir.resolve(String.format("run-%02d", i)),
                    T0.plusSeconds(3600L * i),
                    "c" + i,
                    "AMD EPYC",
                    "17.0.15",
                    List.of(),
                    rows,
                    random);
        }
        History.Result h = History.of(HistoryLoader.load(List.of(dir)), History.Settings.OTAVA);
        assertEquals(1, h.hostSteps().size(), h.hostSteps().toString());
        assertEquals(9, h.hostSteps().get(0).run().number());
        assertEquals(0.33, h.hostSteps().get(0).shift(), 0.05);
        History.Series sun = h.series().stream()
                .filter(x -> x.key().contains("provider=SunJCE"))
                .findFirst()
                .orElseThrow();
        assertTrue(
                History.changePoints(sun, sun.values(), History.Settings.OTAVA, Map.of())
                        .isEmpty(),
                "the step left in, the row's variance hides the regression");
        assertEquals(1, sun.changes().size(), () -> brief(h.changes()).toString());
        History.Change c = sun.changes().get(0);
        assertEquals(13, c.at().run().number());
        assertTrue(c.regression() && c.change() < -0.2 && c.change() > -0.35, String.valueOf(c.change()));
        assertEquals(List.of(c), h.gating(3));
    }

    @Test
    void aHostSlowingAtTheNewestRunDoesNotFailTheGate(@TempDir Path dir) throws Exception {
        runs(dir, 10, -0.4, -0.4, false);
        History.Result h = History.of(HistoryLoader.load(List.of(dir)), History.Settings.OTAVA);
        assertEquals(1, h.hostSteps().size(), h.changes().toString());
        assertEquals(10, h.hostSteps().get(0).run().number());
        assertNull(h.hostSteps().get(0).hostChanges());
        assertTrue(Double.isNaN(h.hostSteps().get(0).speedRatio()));
        assertTrue(h.changes().isEmpty(), h.changes().toString());
        assertTrue(h.gating(1).isEmpty());
    }
}
