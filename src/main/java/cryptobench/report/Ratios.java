package cryptobench.report;

import cryptobench.results.ResultRow;
import cryptobench.results.RowIntervals;
import cryptobench.stats.ModeratedVariance;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The report's ratios of two Java rows with their paired intervals, the variance of each ratio's
 * pairs moderated by the prior fitted to its run's provider ratios ({@link RowIntervals#ratioPrior}).
 * A ratio of rows from two files (two runs) keeps its own pairs' variance.
 */
final class Ratios {

    private final Map<String, ModeratedVariance.Prior> byFile;

    private Ratios(Map<String, ModeratedVariance.Prior> byFile) {
        this.byFile = byFile;
    }

    /** The priors of these rows' runs, one per file. */
    static Ratios of(Collection<ResultRow> rows) {
        return new Ratios(rows.stream().collect(Collectors.groupingBy(ResultRow::file)).entrySet().stream()
                .collect(Collectors.toMap(Map.Entry::getKey, e -> RowIntervals.ratioPrior(e.getValue()))));
    }

    /** The prior a ratio of {@code a} to {@code b} is moderated by: their run's, or none across runs. */
    ModeratedVariance.Prior prior(ResultRow a, ResultRow b) {
        return a.file().equals(b.file())
                ? byFile.getOrDefault(a.file(), ModeratedVariance.Prior.NONE)
                : ModeratedVariance.Prior.NONE;
    }

    /** The table cell of the ratio of {@code a} to {@code b} ({@link Markdown#pairedRatio}). */
    String cell(ResultRow a, ResultRow b) {
        return Markdown.pairedRatio(a, b, prior(a, b));
    }

    /** Every file's prior, for the report's introduction. */
    List<ModeratedVariance.Prior> priors() {
        return List.copyOf(byFile.values());
    }
}
