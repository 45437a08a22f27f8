package cryptobench.results;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;

/**
 * A JMH JSON metric's measurement iterations, one array per fork ("rawData"); for SampleTime, whose
 * JSON has "rawDataHistogram" instead (per fork, per iteration, [value, count] pairs), each
 * iteration's mean weighted by the counts. An iteration with a NaN or infinite value or count is
 * NaN, so that compare sees it; one whose counts add up to 0 has no sample and is left out.
 * {@link ResultReader} reads {@link ResultRow#rawByFork()} through it.
 */
public final class Iterations {

    private Iterations() {}

    public static double[][] byFork(JsonNode metric) {
        List<double[]> forks = new ArrayList<>();
        if (!metric.has("rawData") && metric.has("rawDataHistogram")) {
            metric.path("rawDataHistogram").forEach(fork -> {
                List<Double> means = new ArrayList<>();
                fork.forEach(iteration -> {
                    double sum = 0;
                    double count = 0;
                    boolean finite = true;
                    for (JsonNode pair : iteration) {
                        double value = ResultReader.number(pair.path(0));
                        double n = ResultReader.number(pair.path(1));
                        finite &= Double.isFinite(value) && Double.isFinite(n);
                        sum += value * n;
                        count += n;
                    }
                    if (!finite) {
                        means.add(Double.NaN);
                    } else if (count > 0) {
                        means.add(sum / count);
                    }
                });
                forks.add(means.stream().mapToDouble(Double::doubleValue).toArray());
            });
            return forks.toArray(double[][]::new);
        }
        metric.path("rawData").forEach(fork -> {
            List<Double> values = new ArrayList<>();
            fork.forEach(v -> values.add(ResultReader.number(v)));
            forks.add(values.stream().mapToDouble(Double::doubleValue).toArray());
        });
        return forks.toArray(double[][]::new);
    }
}
