package cryptobench.jvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.stats.Settling;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.runner.IterationType;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * The fork's profiler sends what the set-up recorded, once, with the last measurement iteration, and the
 * host canary's speed with every measurement iteration.
 */
class ForkProfilerTest {

    private static final IterationParams WARMUP =
            new IterationParams(IterationType.WARMUP, 2, TimeValue.milliseconds(1), 1);
    private static final IterationParams MEASUREMENT =
            new IterationParams(IterationType.MEASUREMENT, 3, TimeValue.milliseconds(1), 1);

    @Test
    void sendsEachPhaseAndTheSettlingWithTheLastMeasurementIterationOnly() {
        ForkProfiler profiler = new ForkProfiler();
        profiler.beforeIteration(null, WARMUP);
        ForkRecord.setupStarted();
        ForkRecord.put(ForkMetric.FLAGS_CHECKED, 6);
        ForkRecord.time(ForkMetric.VALIDATION, () -> {
            try {
                TimeUnit.MILLISECONDS.sleep(20);
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
            return null;
        });
        ForkRecord.settled(new Settler.Result(
                true,
                700_000_000L,
                List.of(new Settling.Chunk(7_000_000, 5, false), new Settling.Chunk(7_000_000, 5, false)),
                2));
        ForkRecord.setupEnded();
        assertTrue(profiler.afterIteration(null, WARMUP, null).isEmpty());
        profiler.beforeIteration(null, WARMUP);
        assertTrue(profiler.afterIteration(null, WARMUP, null).isEmpty());
        for (int i = 1; i < 3; i++) {
            profiler.beforeIteration(null, MEASUREMENT);
            Map<String, Double> canary = values(profiler.afterIteration(null, MEASUREMENT, null));
            assertEquals(Set.of(HostCanary.METRIC), canary.keySet(), "iteration " + i + " of 3 sends the canary only");
            assertTrue(canary.get(HostCanary.METRIC) > 0, canary.toString());
        }
        profiler.beforeIteration(null, MEASUREMENT);
        Map<String, Double> sent = values(profiler.afterIteration(null, MEASUREMENT, null));

        assertEquals(1.0, sent.get("fork.settled"));
        assertEquals(7_000_000, sent.get("fork.settledRate"));
        assertEquals(2.0, sent.get("fork.settlingChunks"));
        assertEquals(0.7, sent.get("fork.settling"));
        assertEquals(6.0, sent.get("fork.flagsChecked"));
        assertTrue(sent.get("fork.validation") >= 0.02, "validation took the 20 ms slept: " + sent);
        assertTrue(sent.get("fork.setup") >= sent.get("fork.validation"), "the set-up holds the validation: " + sent);
        assertTrue(sent.get("fork.start") > 0, "this JVM's uptime at the first iteration: " + sent);
        assertTrue(
                sent.containsKey("fork.warmup") && sent.get("fork.warmup") >= 0, "warm-up without the set-up: " + sent);
        assertTrue(sent.containsKey("fork.measurement"), sent.toString());
        assertTrue(sent.get(HostCanary.METRIC) > 0, "the last iteration's canary too: " + sent);
    }

    /** Runs {@code test} with these system properties set, then puts back what was there. */
    private static void withProperties(Map<String, String> properties, Runnable test) {
        Map<String, String> before = new HashMap<>();
        properties.keySet().forEach(k -> before.put(k, System.getProperty(k)));
        properties.forEach(System::setProperty);
        try {
            test.run();
        } finally {
            before.forEach((k, v) -> {
                if (v == null) {
                    System.clearProperty(k);
                } else {
                    System.setProperty(k, v);
                }
            });
        }
    }

    @Test
    void aForkThatDoesNotSettleTimesNoCanary() {
        withProperties(Map.of(Settler.PROPERTY, "off"), () -> {
            ForkProfiler profiler = new ForkProfiler();
            IterationParams two = new IterationParams(IterationType.MEASUREMENT, 2, TimeValue.milliseconds(1), 1);
            profiler.beforeIteration(null, two);
            assertTrue(profiler.afterIteration(null, two, null).isEmpty(), "a smoke run's fork sends nothing at first");
            profiler.beforeIteration(null, two);
            assertTrue(!values(profiler.afterIteration(null, two, null)).containsKey(HostCanary.METRIC));
        });
    }

    @Test
    void aForkThatDoesNotSettleTimesTheCanaryWhenAsked() {
        withProperties(Map.of(Settler.PROPERTY, "off", HostCanary.PROPERTY, "on"), () -> {
            ForkProfiler profiler = new ForkProfiler();
            IterationParams two = new IterationParams(IterationType.MEASUREMENT, 2, TimeValue.milliseconds(1), 1);
            profiler.beforeIteration(null, two);
            assertTrue(values(profiler.afterIteration(null, two, null)).get(HostCanary.METRIC) > 0);
        });
    }

    @Test
    void withoutWarmUpTheFirstMeasuredIterationIsTimedBeforeItStarts() {
        ForkProfiler profiler = new ForkProfiler();
        IterationParams two = new IterationParams(IterationType.MEASUREMENT, 2, TimeValue.milliseconds(1), 1);
        profiler.beforeIteration(null, two);
        Map<String, Double> first = values(profiler.afterIteration(null, two, null));
        assertTrue(first.get(HostCanary.METRIC) > 0 && Double.isFinite(first.get(HostCanary.METRIC)), first.toString());
    }

    @Test
    void aNewTrialInTheSameJvmStartsFromNothing() {
        ForkRecord.put(ForkMetric.SWEEP_CASES, 70);
        ForkProfiler profiler = new ForkProfiler();
        IterationParams one = new IterationParams(IterationType.MEASUREMENT, 1, TimeValue.milliseconds(1), 1);
        profiler.beforeIteration(null, one);
        Map<String, Double> sent = values(profiler.afterIteration(null, one, null));
        assertTrue(!sent.containsKey("fork.sweepCases") && !sent.containsKey("fork.setup"), sent.toString());
        assertTrue(sent.containsKey("fork.measurement") && sent.containsKey("fork.start"), sent.toString());
        assertEquals(0.0, sent.get("fork.warmup"), "no warm-up iteration: none");
    }

    private static Map<String, Double> values(Collection<? extends Result<?>> results) {
        for (Result<?> r : results) {
            String unit = r.getLabel().equals(HostCanary.METRIC)
                    ? HostCanary.UNIT
                    : ForkMetric.ofLabel(r.getLabel()).unit();
            assertEquals(unit, r.getScoreUnit(), r.getLabel());
        }
        return results.stream().collect(Collectors.toMap(Result::getLabel, Result::getScore));
    }
}
