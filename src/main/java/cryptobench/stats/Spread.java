package cryptobench.stats;

import java.util.Arrays;
import java.util.Optional;
import org.apache.commons.math3.stat.descriptive.rank.Percentile;

/**
 * How far apart pairs of figures lie: the median, 90th percentile (commons-math3's estimate) and
 * maximum over the pairs of the larger figure over the smaller, minus one, so that +10% and -9.1%
 * are the same distance.
 *
 * @param rows   how many pairs the figures rest on
 * @param median the median distance
 * @param p90    the 90th percentile
 * @param max    the largest distance
 */
public record Spread(int rows, double median, double p90, double max) {

    /** The spread of the ratios that are positive and finite; empty when there are none. */
    public static Optional<Spread> ofRatios(double[] ratios) {
        return of(Arrays.stream(ratios)
                .filter(r -> r > 0 && Double.isFinite(r))
                .map(Spread::apart)
                .toArray());
    }

    /** The spread of distances already worked out; empty when there are none. */
    public static Optional<Spread> of(double[] apart) {
        if (apart.length == 0) {
            return Optional.empty();
        }
        double[] sorted = apart.clone();
        Arrays.sort(sorted);
        Percentile p = new Percentile();
        return Optional.of(
                new Spread(sorted.length, p.evaluate(sorted, 50), p.evaluate(sorted, 90), sorted[sorted.length - 1]));
    }

    /** The larger of ratio and its inverse, minus one. */
    public static double apart(double ratio) {
        return Math.exp(Math.abs(Math.log(ratio))) - 1;
    }
}
