package cryptobench.ab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import cryptobench.results.Json;
import cryptobench.results.RowKey;
import cryptobench.results.Verdict;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * What --threshold means in 10-minute runs, by {@link GateSimulation} with the committed runs' noise:
 * a true change well under the threshold rarely fails the gate, a large one is caught, and the committed
 * runs end as they did. More runs than the test's: {@code -Dab.simulation.runs=4000}.
 */
class GateSimulationTest {

    @Test
    void aSlowdownWellUnderTheThresholdRarelyFailsTheGateAndTwiceItIsCaught() throws Exception {
        int n = Integer.getInteger("ab.simulation.runs", 400);
        GateSimulation sim = GateSimulation.ofCommitted(Path.of("src/test/resources/ab"));
        assertEquals(52, sim.committedRuns(), "the duet runs of src/test/resources/ab");
        System.out.printf(
                Locale.ROOT,
                "%d committed duet runs; a round of 4 rows %.1f s, 1 row %.1f s; %d simulated 10-minute"
                        + " runs per cell%n",
                sim.committedRuns(),
                sim.roundSeconds(4),
                sim.roundSeconds(1),
                n);
        System.out.println(
                "| true change | runs failed, old rule | runs failed, gate | rows regressed, old | rows regressed, gate | rows unchanged, gate | blocks per row |");
        double[] changes = {0, -0.02, 1 / 1.05 - 1, 1 / 1.10 - 1};
        GateSimulation.Rates[] gate = new GateSimulation.Rates[changes.length];
        for (int c = 0; c < changes.length; c++) {
            GateSimulation.Rates old = sim.simulate(changes[c], n, 600, 1, GateSimulation.OLD_RULE);
            gate[c] = sim.simulate(changes[c], n, 600, 1, GateSimulation.GATE_RULE);
            System.out.printf(
                    Locale.ROOT,
                    "| %+.1f%% | %.1f%% | %.1f%% | %.1f%% | %.1f%% | %.1f%% | %.1f |%n",
                    100 * changes[c],
                    100 * old.failedRuns(),
                    100 * gate[c].failedRuns(),
                    100 * old.regressedRows(),
                    100 * gate[c].regressedRows(),
                    100 * gate[c].unchangedRows(),
                    gate[c].meanBlocks());
        }
        assertTrue(gate[0].failedRuns() <= 0.01, "no change fails " + gate[0].failedRuns());
        assertTrue(gate[1].failedRuns() < 0.05, "a true 2% slowdown fails " + gate[1].failedRuns());
        assertTrue(gate[3].failedRuns() > 0.90, "a true 9.1% slowdown is caught in " + gate[3].failedRuns());
        // Every committed run would have ended as it did: each row's rounds judged by the gate's rule give its verdict.
        int rows = 0;
        for (Map.Entry<GateSimulation.Row, Verdict> e :
                sim.replay(GateSimulation.GATE_RULE).entrySet()) {
            GateSimulation.Row row = e.getKey();
            assertEquals(committedVerdict(row), e.getValue(), row.run() + " " + row.key());
            rows++;
        }
        assertEquals(4 * sim.committedRuns(), rows);
    }

    /** The verdict a committed run's comparison.json gives a row. */
    private static Verdict committedVerdict(GateSimulation.Row row) throws IOException {
        for (JsonNode r :
                Json.MAPPER.readTree(row.run().resolve(AbReport.JSON).toFile()).path("rows")) {
            Map<String, String> params = new TreeMap<>();
            r.path("params")
                    .properties()
                    .forEach(p -> params.put(p.getKey(), p.getValue().asText()));
            if ((r.path("benchmark").asText() + " " + r.path("mode").asText() + RowKey.params(params))
                    .equals(row.key())) {
                return Verdict.valueOf(r.path("verdict").asText().toUpperCase(Locale.ROOT));
            }
        }
        throw new AssertionError(row.key() + " not in " + row.run());
    }
}
