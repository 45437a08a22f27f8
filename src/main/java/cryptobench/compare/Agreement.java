package cryptobench.compare;

import cryptobench.results.ResultRow;
import cryptobench.stats.Spread;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * How far two runs lie apart: the median, p90 and maximum over their common rows of the ratio of
 * their figures ({@link ResultRow#estimate()}, larger over smaller, minus one). For two runs of one
 * commit, this is their reproducibility.
 *
 * @param scores by the rows' figures
 */
public record Agreement(Spread scores) {

    /** The agreement of the rows both sides have, if any. */
    public static Optional<Agreement> of(List<RowComparison> rows) {
        List<RowComparison> both =
                rows.stream().filter(r -> r.base() != null && r.next() != null).toList();
        return Spread.ofRatios(both.stream().mapToDouble(RowComparison::ratio).toArray())
                .map(Agreement::new);
    }

    /** One sentence for the Markdown summary. */
    public String describe() {
        return "The runs lie apart by " + describe(scores) + " over " + scores.rows() + " common rows"
                + " (larger over smaller; for two runs of one commit this is their reproducibility).";
    }

    private static String describe(Spread s) {
        return String.format(
                Locale.ROOT, "a median %.1f%%, p90 %.1f%%, max %.1f%%", s.median() * 100, s.p90() * 100, s.max() * 100);
    }
}
