package cryptobench.compare;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.apache.commons.math3.stat.descriptive.rank.Percentile;

/**
 * How far two runs of the same rows lie apart, whatever the verdicts: the median, 90th percentile
 * and maximum over the common rows of the larger score over the smaller, minus one (so +10% and
 * -9.1% are the same distance). For two runs of one commit this is the suite's reproducibility.
 */
public record Agreement(int rows, double median, double p90, double max) {

    /** The spread of the rows with a finite, positive ratio; empty when there are none. */
    public static Optional<Agreement> of(List<RowComparison> rows) {
        double[] apart = rows.stream().filter(r -> r.base() != null && r.next() != null)
                .mapToDouble(RowComparison::ratio).filter(x -> x > 0 && Double.isFinite(x))
                .map(x -> Math.exp(Math.abs(Math.log(x))) - 1).sorted().toArray();
        if (apart.length == 0) {
            return Optional.empty();
        }
        Percentile p = new Percentile();
        return Optional.of(new Agreement(apart.length, p.evaluate(apart, 50), p.evaluate(apart, 90), apart[apart.length - 1]));
    }

    /** One sentence for the Markdown summary. */
    public String describe() {
        return String.format(Locale.ROOT, "The runs lie apart by a median %.1f%%, p90 %.1f%%, max %.1f%% over %d common rows"
                + " (larger score over smaller; for two runs of one commit this is their reproducibility).", median * 100, p90 * 100,
                max * 100, rows);
    }
}
