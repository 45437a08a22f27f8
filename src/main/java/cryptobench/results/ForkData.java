package cryptobench.results;

import com.fasterxml.jackson.databind.JsonNode;
import cryptobench.jvm.ForkMetric;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * What one fork reported of itself ({@link ForkMetric}: its phase times, its settling, its set-up
 * checks), read from the secondary results its row carries, one value per fork. A fork whose JVM did
 * not report (an older build, settling switched off) has no value for that metric.
 */
public record ForkData(Map<ForkMetric, Double> values) {

    public ForkData {
        values = Collections.unmodifiableMap(new EnumMap<>(values.isEmpty() ? Map.of() : values));
    }

    /** Each fork's data, in the row's fork order (as many as the row's forks that reported anything). */
    public static List<ForkData> of(ResultRow row) {
        return row.source() == null ? List.of() : of(row.source());
    }

    /** Each fork's data from a JMH JSON row. */
    public static List<ForkData> of(JsonNode jmhRow) {
        List<Map<ForkMetric, Double>> forks = new ArrayList<>();
        jmhRow.path("secondaryMetrics").properties().forEach(e -> {
            ForkMetric m = ForkMetric.ofLabel(e.getKey());
            if (m == null) {
                return;
            }
            JsonNode raw = e.getValue().path("rawData");
            for (int i = 0; i < raw.size(); i++) {
                while (forks.size() <= i) {
                    forks.add(new EnumMap<>(ForkMetric.class));
                }
                JsonNode fork = raw.get(i);
                if (fork.size() > 0) {
                    forks.get(i).put(m, ResultReader.number(fork.get(fork.size() - 1)));
                }
            }
        });
        return forks.stream().map(ForkData::new).toList();
    }

    /** The value of {@code metric}, or NaN where this fork did not report it. */
    public double get(ForkMetric metric) {
        Double v = values.get(metric);
        return v == null ? Double.NaN : v;
    }

    /** Whether this fork settled before measuring and reported how. */
    public boolean settled() {
        return values.containsKey(ForkMetric.SETTLED) && values.containsKey(ForkMetric.SETTLED_RATE);
    }

    /** Whether the settling levelled (false: it ran out of time); meaningful where {@link #settled()}. */
    public boolean levelled() {
        return get(ForkMetric.SETTLED) == 1.0;
    }

    /** The rate the settling ended at, in operations per second; NaN where it did not settle. */
    public double settledRate() {
        return get(ForkMetric.SETTLED_RATE);
    }
}
