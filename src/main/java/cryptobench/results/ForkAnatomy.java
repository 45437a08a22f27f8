package cryptobench.results;

import cryptobench.catalog.Params;
import cryptobench.jvm.ForkMetric;
import cryptobench.jvm.Variant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.math3.stat.descriptive.rank.Percentile;

/**
 * Where a run's forks spent their time: for each provider and fork variant, the median and 90th
 * percentile of each phase a fork reported ({@link ForkData}) and of its whole cost as the parent saw
 * it, and the run's forks per minute. Built from each fork's own figures, never from console text.
 */
public record ForkAnatomy(List<Group> groups, Group all) {

    /** The columns, in table order: the fork's cost as the parent saw it, then its phases. */
    public enum Phase {
        /** The whole fork as its parent timed it: JVM start to exit, with JMH's own hand-over. */
        FORK("fork", null),
        START("JVM start", ForkMetric.START),
        SETUP("set-up", ForkMetric.SETUP),
        PROVIDER_LOAD("provider load", ForkMetric.PROVIDER_LOAD),
        VALIDATION("validation", ForkMetric.VALIDATION),
        SETTLING("settling", ForkMetric.SETTLING),
        WARMUP("warm-up", ForkMetric.WARMUP),
        MEASUREMENT("measurement", ForkMetric.MEASUREMENT);

        private final String title;
        private final ForkMetric metric;

        Phase(String title, ForkMetric metric) {
            this.title = title;
            this.metric = metric;
        }

        public String title() {
            return title;
        }
    }

    /** One fork: its row's provider and variant, what it reported, and its cost as the parent timed it (NaN: unknown). */
    public record Fork(String provider, Variant variant, ForkData data, double wallSeconds) {

        double value(Phase phase) {
            return phase == Phase.FORK ? wallSeconds : data.get(phase.metric);
        }
    }

    /** The median and 90th percentile of each phase over a group's forks (NaN where none reported it). */
    public record Group(String provider, Variant variant, int forks, Map<Phase, double[]> medianAndP90) {

        public double median(Phase phase) {
            return medianAndP90.get(phase)[0];
        }

        public double p90(Phase phase) {
            return medianAndP90.get(phase)[1];
        }
    }

    /** The forks of {@code rows}, each row's wall time per fork taken from {@code wallSeconds} (NaN where unknown). */
    public static List<Fork> forks(ResultRow row, double wallSecondsPerFork) {
        String provider = row.param(Params.PROVIDER);
        Variant variant = Variant.ofBenchmark(row.benchmark());
        return ForkData.of(row).stream()
                .filter(d -> !d.values().isEmpty())
                .map(d -> new Fork(provider == null ? "" : provider, variant, d, wallSecondsPerFork))
                .toList();
    }

    /** The anatomy of these forks, grouped by provider and variant in first-seen order. */
    public static ForkAnatomy of(List<Fork> forks) {
        Map<String, List<Fork>> byGroup = new LinkedHashMap<>();
        forks.forEach(f -> byGroup.computeIfAbsent(f.provider() + "\u0000" + f.variant(), k -> new ArrayList<>())
                .add(f));
        List<Group> groups = byGroup.values().stream()
                .map(g -> group(g.get(0).provider(), g.get(0).variant(), g))
                .toList();
        return new ForkAnatomy(groups, group("all", null, forks));
    }

    private static Group group(String provider, Variant variant, List<Fork> forks) {
        Map<Phase, double[]> stats = new LinkedHashMap<>();
        for (Phase p : Phase.values()) {
            double[] v = forks.stream()
                    .mapToDouble(f -> f.value(p))
                    .filter(Double::isFinite)
                    .toArray();
            stats.put(
                    p,
                    v.length == 0
                            ? new double[] {Double.NaN, Double.NaN}
                            : new double[] {quantile(v, 50), quantile(v, 90)});
        }
        return new Group(provider, variant, forks.size(), stats);
    }

    private static double quantile(double[] values, double p) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return new Percentile()
                .withEstimationType(Percentile.EstimationType.R_7)
                .evaluate(sorted, p);
    }

    /** Forks per minute of fork time: 60 over the mean whole-fork cost (NaN without the parent's times). */
    public static double forksPerMinute(List<Fork> forks) {
        double[] wall = forks.stream()
                .mapToDouble(Fork::wallSeconds)
                .filter(Double::isFinite)
                .toArray();
        return wall.length == 0
                ? Double.NaN
                : 60 / Arrays.stream(wall).average().orElseThrow();
    }
}
