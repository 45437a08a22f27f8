package cryptobench.stats;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import org.apache.commons.math3.stat.StatUtils;
import org.apache.commons.math3.stat.descriptive.rank.Percentile;

/**
 * A metric's score over all its iterations as JMH works it out: the mean, the half-width of the
 * 99.9% t-interval (NaN with 2 or fewer values, as JMH gives) and commons-math3's percentiles.
 *
 * @param mean        the mean of every value
 * @param error       the half-width of the 99.9% interval of the mean
 * @param percentiles each of JMH's percentiles (0 to 100, in order) with its value; 0 is the minimum
 */
public record JmhScore(double mean, double error, Map<Double, Double> percentiles) {

    /** The percentiles JMH writes. */
    static final double[] PERCENTILES = {0.0, 50.0, 90.0, 95.0, 99.0, 99.9, 99.99, 99.999, 99.9999, 100.0};

    /** The score of {@code values}, the iterations of every fork together. */
    public static JmhScore of(double[] values) {
        double mean = StatUtils.mean(values);
        double error = values.length <= 2
                ? Double.NaN
                : Student.quantile(values.length - 1, 1 - 0.001 / 2)
                        * Math.sqrt(StatUtils.variance(values))
                        / Math.sqrt(values.length);
        Map<Double, Double> percentiles = new LinkedHashMap<>();
        for (double p : PERCENTILES) {
            percentiles.put(p, p == 0 ? StatUtils.min(values) : new Percentile().evaluate(values, p));
        }
        return new JmhScore(mean, error, Collections.unmodifiableMap(percentiles));
    }
}
