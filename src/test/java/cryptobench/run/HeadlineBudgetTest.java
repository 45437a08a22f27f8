package cryptobench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import cryptobench.engine.Ledger;
import cryptobench.engine.RoundStore;
import cryptobench.engine.RoundStoreTest;
import cryptobench.engine.Status;
import cryptobench.engine.Trial;
import cryptobench.results.ResultRow;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Mode;

/** The headline's selection and its budget: the widest rows get the spare forks. */
class HeadlineBudgetTest {

    @Test
    void theHeadlineLeavesOutOnlyTheNativeProvidersPureJavaForks() {
        List<Trial> all = TrialPlan.checked(Profile.HEADLINE.options());
        List<Trial> kept = all.stream().filter(Profile.HEADLINE::keeps).toList();
        assertEquals(128, all.size());
        assertEquals(96, kept.size());
        assertTrue(all.stream()
                .filter(t -> !Profile.HEADLINE.keeps(t))
                .allMatch(t -> t.benchmark().endsWith("PureJava")
                        && List.of("Conscrypt", "ACCP").contains(t.params().get("provider"))));
        assertTrue(
                TrialPlan.checked(Profile.QUICK.options()).stream().allMatch(Profile.QUICK::keeps),
                "other profiles keep all");
        assertEquals(Profile.Budget.HEADLINE_MINUTES * 60, Profile.HEADLINE.budgetSeconds());
        assertEquals(0, Profile.QUICK.budgetSeconds());
        // run --budget 16m printed "until 12 minutes are spent" beside "16 min 00 s measuring (its budget)".
        assertTrue(
                Profile.HEADLINE
                        .description()
                        .contains("until its budget is spent (12 minutes unless --budget gives another)"),
                Profile.HEADLINE.description());
    }

    private static Trial trial(String provider) {
        return new Trial(
                "cryptobench.bench.AesGcm.encrypt",
                Mode.Throughput,
                Map.of("provider", provider, "dataSize", "1024"),
                2,
                6);
    }

    @Test
    void theWidestRowsComeFirstAndOnlyThoseAboveTheTarget() {
        Trial steady = trial("SunJCE");
        Trial wild = trial("BC");
        Trial third = trial("ACCP");
        Ledger ledger = new Ledger(List.of(steady, wild, third), "");
        ledger.add(new RoundStore.Entry(
                steady.id(), "", 1, Status.measured, null, RoundStoreTest.fork(steady, 100, 100, 100), 3, null));
        ledger.add(new RoundStore.Entry(
                steady.id(), "", 2, Status.measured, null, RoundStoreTest.fork(steady, 101, 101, 101), 3, null));
        ledger.add(new RoundStore.Entry(
                wild.id(), "", 1, Status.measured, null, RoundStoreTest.fork(wild, 100, 100, 100), 3, null));
        ledger.add(new RoundStore.Entry(
                wild.id(), "", 2, Status.measured, null, RoundStoreTest.fork(wild, 150, 150, 150), 3, null));
        ledger.add(new RoundStore.Entry(
                third.id(), "", 1, Status.measured, null, RoundStoreTest.fork(third, 100, 100, 100), 3, null));
        ledger.add(new RoundStore.Entry(
                third.id(), "", 2, Status.measured, null, RoundStoreTest.fork(third, 120, 120, 120), 3, null));
        List<ForkAllocator.Wide> wide = ForkAllocator.widest(ledger, 0.05, 10);
        assertEquals(wild, wide.get(0).trial(), wide.toString());
        assertTrue(wide.stream().noneMatch(w -> w.trial() == steady)
                || wide.get(wide.size() - 1).trial() == steady);
        assertEquals(1, ForkAllocator.widest(ledger, 0.05, 1).size(), "at most as many as asked");
        assertFalse(
                ForkAllocator.widest(ledger, 100, 10).stream().findAny().isPresent(), "none above a target that wide");
    }

    /** A fork of {@code t} with these iterations and this canary speed beside each. */
    private static List<ResultRow> canaried(Trial t, double canary, double... iterations) {
        ObjectNode row = RoundStoreTest.fork(t, iterations).get(0).source().deepCopy();
        ArrayNode c = row.putObject("secondaryMetrics")
                .putObject("host.canary")
                .put("scoreUnit", "steps/us")
                .putArray("rawData")
                .addArray();
        for (int k = 0; k < iterations.length; k++) {
            c.add(canary);
        }
        return List.of(ResultRow.of(row));
    }

    @Test
    void aRowTheHostLeftWithOneForkIsMeasuredAgainFirst() {
        Trial hit = trial("SunJCE");
        Trial wild = trial("BC");
        Ledger ledger = new Ledger(List.of(hit, wild), "");
        ledger.add(new RoundStore.Entry(hit.id(), "", 1, Status.measured, null, canaried(hit, 240, 100, 100), 3, null));
        // The host took the CPU away for all of fork 2: its level agrees with fork 1, its canary does not.
        ledger.add(new RoundStore.Entry(hit.id(), "", 2, Status.measured, null, canaried(hit, 120, 99, 99), 3, null));
        ledger.add(
                new RoundStore.Entry(wild.id(), "", 1, Status.measured, null, canaried(wild, 240, 100, 100), 3, null));
        ledger.add(
                new RoundStore.Entry(wild.id(), "", 2, Status.measured, null, canaried(wild, 241, 150, 150), 3, null));
        List<ForkAllocator.Wide> wide = ForkAllocator.widest(ledger, 0.05, 10);
        assertEquals(hit, wide.get(0).trial(), wide.toString());
        assertEquals(Double.POSITIVE_INFINITY, wide.get(0).halfWidth());
        assertEquals(wild, wide.get(1).trial(), wide.toString());
    }
}
