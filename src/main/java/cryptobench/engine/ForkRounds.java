package cryptobench.engine;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import cryptobench.results.ResultRow;
import cryptobench.stats.JmhScore;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Joins the JMH JSON rows of a trial's rounds (one fork each) into the row JMH would have written
 * for all those forks: rawData side by side, and score, error, confidence and percentiles worked
 * out over every iteration as JMH does ({@link JmhScore}).
 * Secondary metrics are averaged the same way, except the totals of {@code -prof gc} (gc.count,
 * gc.time), which are summed; other profilers' totals and maxima are averaged, so only
 * {@code -prof gc} is joined exactly.
 */
public final class ForkRounds {

    /** Units of JMH's summed secondary metrics (gc.count, gc.time): their score is a total, not a mean. */
    private static final List<String> SUMMED_UNITS = List.of("counts", "ms");

    private ForkRounds() {}

    /** The one row for these rounds' rows, in round order; a single row is returned as it is. */
    public static ResultRow merge(List<ResultRow> rounds) {
        return rounds.size() == 1
                ? rounds.get(0)
                : ResultRow.of(mergeJson(rounds.stream().map(ResultRow::source).toList()));
    }

    /** The one JMH JSON row for two or more rounds' JMH JSON rows. */
    private static JsonNode mergeJson(List<JsonNode> rounds) {
        ObjectNode merged = rounds.get(0).deepCopy();
        merged.put(
                "forks", rounds.stream().mapToInt(r -> r.path("forks").asInt(1)).sum());
        merged.set(
                "primaryMetric",
                metric(rounds.stream().map(r -> r.path("primaryMetric")).toList(), false));
        ObjectNode secondary = merged.putObject("secondaryMetrics");
        for (Map.Entry<String, JsonNode> e :
                rounds.get(0).path("secondaryMetrics").properties()) {
            String name = e.getKey();
            List<JsonNode> parts = rounds.stream()
                    .map(r -> r.path("secondaryMetrics").path(name))
                    .filter(JsonNode::isObject)
                    .toList();
            if (parts.size() == rounds.size()) {
                String unit = parts.get(0).path("scoreUnit").asText();
                secondary.set(name, metric(parts, SUMMED_UNITS.contains(unit)));
            }
        }
        return merged;
    }

    private static ObjectNode metric(List<JsonNode> parts, boolean summed) {
        ObjectNode m = parts.get(0).deepCopy();
        ArrayNode raw = m.putArray("rawData");
        List<Double> all = new ArrayList<>();
        for (JsonNode part : parts) {
            part.path("rawData").forEach(fork -> {
                ArrayNode f = raw.addArray();
                fork.forEach(v -> {
                    f.add(v);
                    all.add(v.asDouble());
                });
            });
        }
        double[] values = all.stream().mapToDouble(Double::doubleValue).toArray();
        if (summed) {
            // As JMH writes a total: no error, the interval is the score itself.
            double total =
                    parts.stream().mapToDouble(p -> p.path("score").asDouble()).sum();
            m.put("score", total);
            m.put("scoreError", "NaN");
            m.putArray("scoreConfidence").add(total).add(total);
            return m;
        }
        JmhScore score = JmhScore.of(values);
        m.put("score", score.mean());
        putNumber(m, "scoreError", score.error());
        ArrayNode confidence = m.putArray("scoreConfidence");
        addNumber(confidence, score.mean() - score.error());
        addNumber(confidence, score.mean() + score.error());
        ObjectNode percentiles = m.putObject("scorePercentiles");
        score.percentiles().forEach((p, v) -> percentiles.put(String.valueOf(p), v));
        return m;
    }

    /** JMH writes NaN as the string "NaN". */
    private static void putNumber(ObjectNode node, String field, double v) {
        if (Double.isNaN(v)) {
            node.put(field, "NaN");
        } else {
            node.put(field, v);
        }
    }

    private static void addNumber(ArrayNode array, double v) {
        if (Double.isNaN(v)) {
            array.add("NaN");
        } else {
            array.add(v);
        }
    }
}
