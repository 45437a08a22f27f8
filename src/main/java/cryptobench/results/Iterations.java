package cryptobench.results;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;

/**
 * A JMH JSON metric's measurement iterations, one array per fork: "rawData", or for SampleTime,
 * whose JSON has "rawDataHistogram" instead, each iteration's mean over its [value, count] pairs
 * (as {@link ResultReader} reads them into {@link ResultRow#rawByFork()}).
 */
public final class Iterations {

    private Iterations() {
    }

    public static double[][] byFork(JsonNode metric) {
        List<double[]> forks = new ArrayList<>();
        if (!metric.has("rawData") && metric.has("rawDataHistogram")) {
            metric.path("rawDataHistogram").forEach(fork -> {
                List<Double> means = new ArrayList<>();
                fork.forEach(iteration -> {
                    double sum = 0;
                    double count = 0;
                    for (JsonNode pair : iteration) {
                        sum += number(pair.path(0)) * number(pair.path(1));
                        count += number(pair.path(1));
                    }
                    if (count > 0) {
                        means.add(sum / count);
                    }
                });
                forks.add(means.stream().mapToDouble(Double::doubleValue).toArray());
            });
        } else {
            metric.path("rawData").forEach(fork -> {
                List<Double> values = new ArrayList<>();
                fork.forEach(v -> values.add(number(v)));
                forks.add(values.stream().mapToDouble(Double::doubleValue).toArray());
            });
        }
        return forks.toArray(double[][]::new);
    }

    /** JMH writes NaN as the string "NaN". */
    private static double number(JsonNode node) {
        if (node.isNumber()) {
            return node.asDouble();
        }
        try {
            return Double.parseDouble(node.asText());
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }
}
