package cryptobench.results;

import static org.junit.jupiter.api.Assertions.assertEquals;

import cryptobench.jvm.SteadyState;
import cryptobench.stats.Settling;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The settling a fork printed is read back from its console, as SteadyState prints it. */
class SettleTest {

    @Test
    void readsEachForksLineAsSteadyStatePrintsIt() {
        String levelled = new SteadyState.Outcome(true, 700_000_000L,
                List.of(new Settling.Chunk(7_721_041, 5, false), new Settling.Chunk(7_721_041, 5, false)), 6).describe();
        String not = new SteadyState.Outcome(false, 5_000_000_000L, List.of(new Settling.Chunk(1_482, 5, true)), 6).describe();
        String console = "# Warmup Iteration   1: \n" + levelled + "\n123.4 ops/s\nIteration   1: 1 ops/s\n# Fork: 2 of 2\n"
                + "# Warmup Iteration   1: \n" + not + "\n";
        assertEquals(List.of(new Settle(true, 7_721_041), new Settle(false, 1_482)), Settle.parse(console));
        assertEquals(List.of(), Settle.parse("# Steady state: levelled after 0.7 s (7 chunks), best 7,721,041 ops/s"),
                "the old line named the best chunk, not the settled rate: not read");
    }
}
