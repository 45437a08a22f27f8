package cryptobench.compare;

import cryptobench.results.ResultRow;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.apache.commons.math3.stat.descriptive.rank.Percentile;

/**
 * How far two runs of the same rows lie apart, whatever the verdicts: the median, 90th percentile
 * and maximum over the common rows of the larger figure over the smaller, minus one (so +10% and
 * -9.1% are the same distance), for the scores and for the best iterations. For two runs of one
 * commit this is the suite's reproducibility.
 *
 * @param scores by the rows' scores (JMH's mean over every iteration)
 * @param best   by the rows' best iterations ({@link ResultRow#bestOpsPerSecond()})
 */
public record Agreement(Spread scores, Spread best) {

    /** The distances of one figure over {@code rows} rows. */
    public record Spread(int rows, double median, double p90, double max) {

        static Optional<Spread> of(double[] apart) {
            if (apart.length == 0) {
                return Optional.empty();
            }
            double[] sorted = apart.clone();
            Arrays.sort(sorted);
            Percentile p = new Percentile();
            return Optional.of(new Spread(sorted.length, p.evaluate(sorted, 50), p.evaluate(sorted, 90), sorted[sorted.length - 1]));
        }

        String describe() {
            return String.format(Locale.ROOT, "a median %.1f%%, p90 %.1f%%, max %.1f%%", median * 100, p90 * 100, max * 100);
        }
    }

    /** The spread of the rows both runs have with a finite, positive figure; empty when there are none. */
    public static Optional<Agreement> of(List<RowComparison> rows) {
        return of(rows, true);
    }

    /**
     * As {@link #of(List)}; {@code withBest} false leaves out the best iterations, which only a
     * score in operations or time has (not a secondary metric such as B/op).
     */
    public static Optional<Agreement> of(List<RowComparison> rows, boolean withBest) {
        List<RowComparison> both = rows.stream().filter(r -> r.base() != null && r.next() != null).toList();
        Optional<Spread> scores = Spread.of(both.stream().mapToDouble(RowComparison::ratio).filter(Agreement::usable)
                .map(Agreement::apart).toArray());
        Optional<Spread> best = !withBest ? Optional.empty() : Spread.of(both.stream()
                .mapToDouble(r -> r.next().bestOpsPerSecond() / r.base().bestOpsPerSecond()).filter(Agreement::usable)
                .map(Agreement::apart).toArray());
        return scores.map(s -> new Agreement(s, best.orElse(null)));
    }

    private static boolean usable(double ratio) {
        return ratio > 0 && Double.isFinite(ratio);
    }

    private static double apart(double ratio) {
        return Math.exp(Math.abs(Math.log(ratio))) - 1;
    }

    /** One sentence for the Markdown summary. */
    public String describe() {
        return "The runs lie apart by " + scores.describe() + " over " + scores.rows() + " common rows"
                + (best == null ? "" : ", and by their best iterations " + best.describe()
                + (best.rows() == scores.rows() ? "" : " over " + best.rows() + " rows"))
                + " (larger over smaller; for two runs of one commit this is their reproducibility).";
    }
}
