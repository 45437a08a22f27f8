package cryptobench.compare;

import cryptobench.results.ResultRow;
import cryptobench.stats.Spread;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * How far two runs of the same rows lie apart, whatever the verdicts: the {@link Spread} of the
 * common rows' ratios (larger over smaller, minus one), for the scores and for the best
 * iterations. For two runs of one commit this is the suite's reproducibility.
 *
 * @param scores by the rows' scores (JMH's mean over every iteration)
 * @param best   by the rows' best iterations ({@link ResultRow#bestOpsPerSecond()})
 */
public record Agreement(Spread scores, Spread best) {

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
        Optional<Spread> scores = Spread.ofRatios(both.stream().mapToDouble(RowComparison::ratio).toArray());
        Optional<Spread> best = !withBest ? Optional.empty() : Spread.ofRatios(both.stream()
                .mapToDouble(r -> r.next().bestOpsPerSecond() / r.base().bestOpsPerSecond()).toArray());
        return scores.map(s -> new Agreement(s, best.orElse(null)));
    }

    /** One sentence for the Markdown summary. */
    public String describe() {
        return "The runs lie apart by " + describe(scores) + " over " + scores.rows() + " common rows"
                + (best == null ? "" : ", and by their best iterations " + describe(best)
                + (best.rows() == scores.rows() ? "" : " over " + best.rows() + " rows"))
                + " (larger over smaller; for two runs of one commit this is their reproducibility).";
    }

    private static String describe(Spread s) {
        return String.format(Locale.ROOT, "a median %.1f%%, p90 %.1f%%, max %.1f%%", s.median() * 100, s.p90() * 100, s.max() * 100);
    }
}
