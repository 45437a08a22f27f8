package cryptobench.report;

import cryptobench.catalog.Family.Kind;
import cryptobench.catalog.Params;
import cryptobench.results.ResultRow;
import java.util.List;

/**
 * Scaling: each provider's headline primitives on one thread and on all the machine's, in operations per second,
 * then all threads over N times one thread (1.0 scales perfectly, 1/N runs one thread at a time).
 */
final class ScalingSection extends FamilySection {

    ScalingSection(boolean severalJdks, Trends trends, Ratios ratios) {
        super(severalJdks, trends, ratios, Kind.SCALING);
    }

    @Override
    void write(StringBuilder md, List<ResultRow> rows, Charts charts) {
        md.append("## Scaling over threads\n\nOperations per second (with its error bar, summed over the threads) of "
                + "each provider's headline primitives, each thread with objects of its own: `oneThread` on one "
                + "thread, `allThreads` on all the machine's.\n\n");
        split(rows, FamilySection::method).forEach((method, t) -> {
            md.append("### ").append(method).append("\n\n");
            pivot(md, t, r -> r.param(Params.PRIMITIVE), marked(Markdown::opsPerSecond));
        });
        scaling(md, rows, "oneThread", "allThreads", "Scaling", r -> r.param(Params.PRIMITIVE));
    }
}
