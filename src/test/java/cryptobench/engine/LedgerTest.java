package cryptobench.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import cryptobench.jvm.ForkMetric;
import cryptobench.results.ResultRow;
import cryptobench.results.UnsettledFork;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Mode;

/** Unsettled forks are run again, at most twice per trial, and left out of their row once another stayed settled. */
class LedgerTest {

    private static final Trial TWO_FORKS =
            new Trial("cryptobench.bench.AesGcm.encrypt", Mode.Throughput, Map.of("provider", "SunJCE"), 2, 10);

    private static RoundStore.Entry fork(int round, double... iterations) {
        return new RoundStore.Entry(
                TWO_FORKS.id(), "", round, Status.measured, null, RoundStoreTest.fork(TWO_FORKS, iterations), 1, null);
    }

    /** A fork that reported, as its profiler does, that it settled at {@code settledRate}. */
    private static RoundStore.Entry settledFork(int round, double settledRate, double... iterations) {
        ObjectNode row = (ObjectNode)
                RoundStoreTest.fork(TWO_FORKS, iterations).get(0).source().deepCopy();
        ObjectNode secondary = row.putObject("secondaryMetrics");
        secondary
                .putObject(ForkMetric.SETTLED.label())
                .put("scoreUnit", ForkMetric.SETTLED.unit())
                .putArray("rawData")
                .addArray()
                .add(1.0);
        secondary
                .putObject(ForkMetric.SETTLED_RATE.label())
                .put("scoreUnit", "ops/s")
                .putArray("rawData")
                .addArray()
                .add(settledRate);
        return new RoundStore.Entry(
                TWO_FORKS.id(), "", round, Status.measured, null, List.of(ResultRow.of(row)), 1, null);
    }

    private static double[] forkMeans(Ledger ledger) {
        ResultRow row = ledger.rows().get(0);
        return Arrays.stream(row.rawByFork())
                .mapToDouble(f -> Arrays.stream(f).average().orElseThrow())
                .toArray();
    }

    @Test
    void aForkThatTrendsIsRunAgainAndLeftOutOfItsRow() {
        Ledger ledger = new Ledger(List.of(TWO_FORKS), "");
        ledger.add(fork(1, 4_234, 106_205, 248_565));
        assertNull(ledger.next(TWO_FORKS), "round 2 of the plan comes first");
        // a headline run printed "no more forks run in its place (2 already did)" here, and then ran one
        assertTrue(ledger.stillReplaces(TWO_FORKS), "its replacement is owed, after round 2");
        ledger.add(fork(2, 250_000, 240_000, 260_000));
        WorkUnit again = ledger.next(TWO_FORKS);
        assertEquals(3, again.round());
        ledger.add(fork(3, 230_000, 235_000, 225_000));
        assertNull(ledger.next(TWO_FORKS), "two forks held");
        assertEquals(List.of(), ledger.schedule());
        assertEquals(2, forkMeans(ledger).length);
        assertEquals(250_000, forkMeans(ledger)[0], 1e-6);
        assertEquals(230_000, forkMeans(ledger)[1], 1e-6);
        List<UnsettledFork> unsettled = ledger.unsettled();
        assertEquals(1, unsettled.size());
        assertEquals(1, unsettled.get(0).fork());
        assertTrue(unsettled.get(0).replaced());
    }

    @Test
    void aForkMeasuredFarFromWhereItSettledIsRunAgain() {
        Ledger ledger = new Ledger(List.of(TWO_FORKS), "");
        // Settled at interpreter speed, then measured 17x faster: flat, so only the settled rate shows it.
        ledger.add(settledFork(1, 2_890, 49_524, 67_921, 58_449));
        ledger.add(settledFork(2, 240_000, 250_000, 240_000, 260_000));
        assertEquals(3, ledger.next(TWO_FORKS).round());
        assertTrue(
                ledger.unsettled().get(0).why().startsWith("measured 20.2x the 2,890 ops/s it settled at"),
                ledger.unsettled().get(0).why());
    }

    @Test
    void atMostTwoReplacementsThenTheRowKeepsWhatItHas() {
        Ledger ledger = new Ledger(List.of(TWO_FORKS), "");
        ledger.add(fork(1, 1_000, 10_000, 100_000));
        ledger.add(fork(2, 1_000, 10_000, 100_000));
        assertEquals(3, ledger.next(TWO_FORKS).round());
        ledger.add(fork(3, 1_000, 10_000, 100_000));
        assertEquals(4, ledger.next(TWO_FORKS).round(), "the second replacement");
        assertTrue(ledger.stillReplaces(TWO_FORKS));
        ledger.add(fork(4, 1_000, 10_000, 100_000));
        assertNull(ledger.next(TWO_FORKS), "no third");
        assertFalse(ledger.stillReplaces(TWO_FORKS));
        assertEquals(4, forkMeans(ledger).length, "no fork held: the row keeps them all");
        assertTrue(ledger.unsettled().stream().noneMatch(UnsettledFork::replaced));
    }

    @Test
    void aResumedRunOwesTheSameForksAndKeepsAddedOnes() {
        List<RoundStore.Entry> stored =
                new ArrayList<>(List.of(fork(1, 4_234, 106_205, 248_565), fork(2, 250_000, 240_000, 260_000)));
        Ledger resumed = new Ledger(List.of(TWO_FORKS), "").keep(stored);
        assertEquals(
                List.of(3), resumed.schedule().stream().map(WorkUnit::round).toList());
        stored.add(fork(3, 250_000, 240_000, 260_000));
        stored.add(fork(4, 250_000, 240_000, 260_000));
        Ledger added = new Ledger(List.of(TWO_FORKS), "").keep(stored);
        assertEquals(3, added.wanted(TWO_FORKS), "a fork that held beyond the plan was an added one");
        assertEquals(List.of(), added.schedule());
        added.addFork(TWO_FORKS);
        assertEquals(List.of(5), added.schedule().stream().map(WorkUnit::round).toList());
        assertFalse(added.rows().isEmpty());
    }
}
