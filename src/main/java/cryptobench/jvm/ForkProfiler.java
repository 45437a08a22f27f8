package cryptobench.jvm;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.ScalarResult;
import org.openjdk.jmh.runner.IterationType;

/**
 * Sends what the fork learned ({@link ForkRecord}) and the time of each of its phases to the parent
 * with its last measurement iteration, and with every measurement iteration the host's speed around it
 * ({@link HostCanary}, timed after the last warm-up iteration and after each measured one), as JMH
 * secondary results over JMH's own link, so that they reach {@code jmh.json} as data. The engine adds
 * it to every trial it runs.
 */
public final class ForkProfiler implements InternalProfiler {

    private long firstIteration = -1;
    private long iterationStart;
    private double warmup;
    private double measurement;
    private int measured;
    private int warmups;
    private final HostCanary canary = new HostCanary();
    /** A fork that does not settle (a smoke run's, ab's) times no canary either, unless it is asked to. */
    private final boolean timed = HostCanary.enabled();

    private double canaryBefore = Double.NaN;

    @Override
    public String getDescription() {
        return "cryptobench: each fork's phase times, settling and set-up checks, as secondary results";
    }

    @Override
    public void beforeIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams) {
        iterationStart = System.nanoTime();
        if (firstIteration < 0) {
            firstIteration = iterationStart;
            ForkRecord.reset();
            ForkRecord.put(
                    ForkMetric.START, ManagementFactory.getRuntimeMXBean().getUptime() / 1e3);
        }
        if (timed && iterationParams.getType() == IterationType.MEASUREMENT && Double.isNaN(canaryBefore)) {
            canaryBefore = canary.time();
            iterationStart = System.nanoTime();
        }
    }

    @Override
    public Collection<? extends Result<?>> afterIteration(
            BenchmarkParams benchmarkParams, IterationParams iterationParams, IterationResult result) {
        double seconds = (System.nanoTime() - iterationStart) / 1e9;
        if (iterationParams.getType() == IterationType.WARMUP) {
            warmup += seconds;
            if (++warmups == iterationParams.getCount() && timed) {
                canaryBefore = canary.time();
            }
            return List.of();
        }
        measurement += seconds;
        measured++;
        List<Result<?>> host = new ArrayList<>();
        if (timed) {
            double canaryAfter = canary.time();
            host.add(new ScalarResult(
                    HostCanary.METRIC, Math.min(canaryBefore, canaryAfter), HostCanary.UNIT, AggregationPolicy.AVG));
            canaryBefore = canaryAfter;
        }
        if (measured < iterationParams.getCount()) {
            return host;
        }
        Map<ForkMetric, Double> values = ForkRecord.snapshot();
        // The set-up runs inside the first iteration, warm-up or not.
        double setup = values.getOrDefault(ForkMetric.SETUP, 0.0);
        if (warmup > 0) {
            values.put(ForkMetric.WARMUP, Math.max(0, warmup - setup));
            values.put(ForkMetric.MEASUREMENT, measurement);
        } else {
            values.put(ForkMetric.WARMUP, 0.0);
            values.put(ForkMetric.MEASUREMENT, Math.max(0, measurement - setup));
        }
        List<Result<?>> results = new ArrayList<>();
        results.addAll(host);
        canaryBefore = Double.NaN;
        warmups = 0;
        values.forEach((m, v) -> results.add(new ScalarResult(m.label(), v, m.unit(), AggregationPolicy.AVG)));
        return results;
    }
}
